#!/usr/bin/env bash
# Runs every test of the package (both backends), installing GLPK first when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-glpk.sh
swift test "$@"
