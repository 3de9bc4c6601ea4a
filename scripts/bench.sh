#!/usr/bin/env bash
# Runs the benchmark harness in a release build, installing GLPK first when missing.
# Arguments are passed to `bench` (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-glpk.sh
swift run -c release bench "$@"
