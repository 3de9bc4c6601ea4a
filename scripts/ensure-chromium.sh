#!/usr/bin/env bash
# Installs headless Chromium (Debian's `chromium`) when it is missing: the inspector's tests
# (Tests/StrutTests/Inspector*BrowserTests.swift) load the page in it.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
  exit 0
fi
echo "Chromium not found: installing chromium" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
if command -v apt-get >/dev/null 2>&1; then
  # Only refresh the package lists when they do not know the package yet.
  if ! apt-cache show chromium >/dev/null 2>&1; then
    $SUDO apt-get update -qq
  fi
  install() {
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
      chromium fonts-dejavu-core
  }
  # Stale lists can name a version the mirror no longer has: refresh them and try again.
  install || { $SUDO apt-get update -qq && install; }
elif command -v brew >/dev/null 2>&1; then
  brew install --cask chromium
else
  echo "Please install Chromium (Debian: apt-get install chromium) and put it on PATH." >&2
  exit 1
fi
