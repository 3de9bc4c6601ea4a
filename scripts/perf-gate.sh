#!/usr/bin/env bash
# Performance gate: counts the instructions (valgrind's callgrind, installed when missing) of
# build + first solve + one drag step at 1,000 views for every workload and backend, and fails
# when a count exceeds its limit in Benchmarks/perf-thresholds.tsv (the recorded count + 5 %).
#
#   bash scripts/perf-gate.sh                 # check every case (what .ci/run does)
#   bash scripts/perf-gate.sh flat/glpk ...   # check only these cases (workload/backend)
#   bash scripts/perf-gate.sh --update        # measure every case, rewrite the thresholds file
#
# Counts, unlike times, do not depend on the machine's load. They do depend on the compiler,
# the CPU's glibc variants and GLPK's version: an update is a reviewed commit that says why.
# PERF_GATE_JOBS (default 2) valgrind processes run side by side. docs/bench.md explains it.
set -euo pipefail
cd "$(dirname "$0")/.."

thresholds=Benchmarks/perf-thresholds.tsv
workloads=(flat tree grid chain cells inequalities random)
backends=(cassowary glpk)
size=1000
margin_percent=5
jobs=${PERF_GATE_JOBS:-2}

update=0
only=()
for argument in "$@"; do
  case "$argument" in
    --update) update=1 ;;
    */*) only+=("$argument") ;;
    *) echo "usage: $0 [--update | WORKLOAD/BACKEND ...]" >&2; exit 64 ;;
  esac
done
if [ "$update" -eq 1 ] && [ "${#only[@]}" -gt 0 ]; then
  echo "--update measures every case: give no WORKLOAD/BACKEND with it" >&2
  exit 64
fi
cases=()
for workload in "${workloads[@]}"; do
  for backend in "${backends[@]}"; do
    if [ "${#only[@]}" -eq 0 ] || [[ " ${only[*]} " == *" $workload/$backend "* ]]; then
      cases+=("$workload/$backend")
    fi
  done
done
if [ "${#cases[@]}" -eq 0 ]; then
  echo "no such case: ${only[*]} (workloads: ${workloads[*]}; backends: ${backends[*]})" >&2
  exit 64
fi

bash scripts/ensure-glpk.sh
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind not found: installing valgrind" >&2
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq valgrind
fi

swift build -c release --product bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 debug information swiftc writes ("Possibly corrupted
# debuginfo file"): measure a copy without it (its symbol table, which names the functions,
# stays).
bench="$work/bench"
strip --strip-debug -o "$bench" "$(swift build -c release --show-bin-path)/bench"

# One case: the callgrind total of `measuredOperation` alone (collection is off until it is
# entered and off again when it returns). Deterministic hashing keeps Set and Dictionary
# orders, and so the counts, the same from run to run.
measure() {
  local workload=$1 backend=$2 out="$work/$1-$2"
  if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no \
    --toggle-collect='*measuredOperation*' --callgrind-out-file="$out.callgrind" \
    "$bench" _perf --workload "$workload" --backend "$backend" --size "$size" \
    >"$out.log" 2>&1; then
    echo "$workload $backend: bench _perf failed under valgrind:" >&2
    tail -20 "$out.log" >&2
    return 1
  fi
  local count
  count=$(awk '$1 == "summary:" { print $2 }' "$out.callgrind")
  if [ -z "$count" ] || [ "$count" -eq 0 ]; then
    echo "$workload $backend: no instructions counted (was measuredOperation inlined?)" >&2
    return 1
  fi
  echo "$count" >"$out.count"
}
export -f measure
export work bench size

start=$(date +%s)
printf '%s\n' "${cases[@]}" | tr / ' ' | xargs -P "$jobs" -L 1 bash -c 'measure "$0" "$1"'
elapsed=$(($(date +%s) - start))

if [ "$update" -eq 1 ]; then
  {
    echo "# Performance gate thresholds: scripts/perf-gate.sh (docs/bench.md, \"Performance gate\")."
    echo "# Instructions (callgrind Ir) of build + first solve + one drag step, size $size,"
    echo "# release build; limit = instructions + $margin_percent %. Regenerate with"
    echo "# \`bash scripts/perf-gate.sh --update\` and commit with the reason."
    printf '# workload\tbackend\tinstructions\tlimit\n'
    for workload in "${workloads[@]}"; do
      for backend in "${backends[@]}"; do
        count=$(cat "$work/$workload-$backend.count")
        printf '%s\t%s\t%s\t%s\n' "$workload" "$backend" "$count" \
          $((count + count * margin_percent / 100))
      done
    done
  } >"$thresholds"
  echo "wrote $thresholds ($elapsed s of measurement):"
  cat "$thresholds"
  exit 0
fi

failed=0
printf '%-13s %-10s %15s %15s %8s  %s\n' workload backend instructions recorded change verdict
for case in "${cases[@]}"; do
  workload=${case%/*} backend=${case#*/}
  count=$(cat "$work/$workload-$backend.count")
  line=$(awk -F'\t' -v w="$workload" -v b="$backend" '$1 == w && $2 == b' "$thresholds")
  if [ -z "$line" ]; then
    printf '%-13s %-10s %15s %15s %8s  %s\n' "$workload" "$backend" "$count" - - \
      "FAIL: no threshold (run scripts/perf-gate.sh --update)"
    failed=1
    continue
  fi
  recorded=$(echo "$line" | cut -f3)
  limit=$(echo "$line" | cut -f4)
  change=$(awk -v c="$count" -v r="$recorded" 'BEGIN { printf "%+.1f%%", 100 * (c - r) / r }')
  verdict=ok
  if [ "$count" -gt "$limit" ]; then
    verdict="FAIL: above the limit $limit"
    failed=1
  elif [ "$((count * 100))" -lt "$((recorded * (100 - margin_percent)))" ]; then
    verdict="ok, faster: record it with --update"
  fi
  printf '%-13s %-10s %15s %15s %8s  %s\n' "$workload" "$backend" "$count" "$recorded" \
    "$change" "$verdict"
done
echo "perf gate: measured in $elapsed s"
if [ "$failed" -ne 0 ]; then
  echo "perf gate FAILED: a count is more than $margin_percent % above its threshold" >&2
  exit 1
fi
echo "perf gate passed"
