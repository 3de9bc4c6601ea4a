#!/usr/bin/env bash
# Installs GLPK's development files (libglpk-dev) when they are missing.
# Strut's GLPK backend links the system library; everything else needs only Swift.
set -euo pipefail
if [ -f /usr/include/glpk.h ] && ls /usr/lib/*/libglpk.so >/dev/null 2>&1; then
  exit 0
fi
echo "GLPK not found: installing libglpk-dev" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
if command -v apt-get >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libglpk-dev
elif command -v brew >/dev/null 2>&1; then
  brew install glpk
else
  echo "Please install GLPK (libglpk-dev / glpk) with your package manager." >&2
  exit 1
fi
