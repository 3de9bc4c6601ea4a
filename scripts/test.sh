#!/usr/bin/env bash
# Runs every test of the package (both backends), installing GLPK and headless Chromium (for
# the inspector's browser tests) first when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-glpk.sh
bash scripts/ensure-chromium.sh
swift test "$@"
