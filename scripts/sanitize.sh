#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: `scripts/sanitize.sh address` (AddressSanitizer
# with LeakSanitizer: any leak fails the run) or `scripts/sanitize.sh thread`
# (ThreadSanitizer). Extra arguments go to `swift test` (e.g. `--filter ThreadTests`).
# Each sanitizer builds into its own scratch directory (.build-asan, .build-tsan), so the
# ordinary debug build is left alone. Exits with swift test's status; prints the wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:-}"
case "$sanitizer" in
  address | ADDRESS) sanitizer=address scratch=.build-asan ;;
  thread | THREAD) sanitizer=thread scratch=.build-tsan ;;
  *)
    echo "usage: scripts/sanitize.sh address|thread [swift test arguments]" >&2
    exit 2
    ;;
esac
shift
bash scripts/ensure-glpk.sh
if [ "$sanitizer" = address ]; then
  # Leaks fail the run. Every leak of ours found so far is fixed (docs/glpk.md,
  # "Sanitizers"); the only suppression is a leak inside Foundation's Process.run().
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
  # Toolchain-only leaks, each explained in the file (docs/glpk.md, "Sanitizers").
  export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan-suppressions.txt}"
fi
started=$(date +%s)
status=0
# --disable-xctest: the suite is Swift Testing only; the empty XCTest pass would otherwise run
# XCTest's own runner, whose suite objects LeakSanitizer reports at exit (368 bytes, every
# frame in libXCTest.so: the toolchain's, not ours).
swift test --sanitize="$sanitizer" --scratch-path "$scratch" --disable-xctest "$@" || status=$?
echo "sanitize.sh: $sanitizer: exit $status after $(($(date +%s) - started)) s"
exit "$status"
