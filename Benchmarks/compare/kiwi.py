#!/usr/bin/env python3
"""Measure kiwisolver on Strut's exported constraint systems, with bench's protocol.

Usage:
    pip install kiwisolver
    swift run -c release bench export --workloads flat,tree,grid --sizes 1000 --out bench-out
    python3 Benchmarks/compare/kiwi.py bench-out/*.json --budget 120 --format table

For each file (a `strut.constraint-system/1` document, see docs/formats.md) this runs, in a
child process stopped after --budget seconds (reported as `over_budget`, never hung on):

  build  add every constraint (kiwi has no batch add), add the edit variables, suggest each
         edit's first value, updateVariables();
  edit   for step k in 0..n-1 suggest value (k + 1) mod n of each edit, updateVariables();
         one sample per step (n = 100 for the built-in workloads);
  churn  remove a seeded 10 % of the constraints, add them again, updateVariables(); the
         sample is drawn with SplitMix64 exactly as StrutWorkloads.ChurnSample does, with
         seed `seed + repetition`, so both tools churn the same constraints;

and prints the same keys as `bench --format json` (backend `kiwisolver`).

Priorities: kiwi has one scalar strength per constraint, not Strut's lexicographic levels.
Required (1000) stays required; an optional priority p maps to 10 ** (3 * (p - 250) / 250),
so 750 -> strong (1e6), 500 -> medium (1e3), 250 -> weak (1), times the constraint's weight,
capped at 1e9 (below kiwi's required strength). This is only an approximation of Strut's
semantics: in kiwi enough error at a lower strength can outweigh error at a higher one. On the
built-in workloads (flat, tree, grid) the optimum is the same under both semantics.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time

MASK64 = (1 << 64) - 1
CHURN_FRACTION = 0.1
STRENGTH_CAP = 1e9


class SplitMix64:
    """The generator of StrutWorkloads.SplitMix64 (same sequence for the same seed)."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def churn_indices(count, seed, fraction=CHURN_FRACTION):
    """StrutWorkloads.ChurnSample.indices: partial Fisher-Yates, sorted."""
    if count <= 0 or fraction <= 0:
        return []
    k = min(count, max(1, int(math.floor(count * min(fraction, 1.0)))))
    positions = list(range(count))
    generator = SplitMix64(seed)
    for i in range(k):
        j = i + generator.next() % (count - i)
        positions[i], positions[j] = positions[j], positions[i]
    return sorted(positions[:k])


def strength_of(priority, weight=1.0):
    """Maps a Strut priority (and weight) to a kiwi strength (see the module docstring)."""
    import kiwisolver

    if priority >= 1000:
        return kiwisolver.strength.required
    base = 10.0 ** (3.0 * (priority - 250.0) / 250.0)
    return min(STRENGTH_CAP, base * weight)


def summary(samples):
    """median / min / max / p90 (nearest rank) like StrutWorkloads.TimingSummary."""
    if not samples:
        return None
    ordered = sorted(samples)
    n = len(ordered)
    median = ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2
    rank = int(math.ceil(0.9 * n))
    return {
        "median_s": median,
        "min_s": ordered[0],
        "max_s": ordered[-1],
        "p90_s": ordered[max(0, min(n, rank) - 1)],
        "runs": n,
    }


def status_field(pid, field):
    """A kB field of /proc/<pid>/status in bytes, or None."""
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


def emit(message):
    sys.stdout.write(json.dumps(message, sort_keys=True) + "\n")
    sys.stdout.flush()


def run_case(path, repetitions, seed, operations):
    """The child: runs the protocol on one file and writes JSON lines."""
    import kiwisolver

    with open(path, encoding="utf-8") as handle:
        system = json.load(handle)
    if system.get("format") != "strut.constraint-system/1":
        raise ValueError(f'format: expected "strut.constraint-system/1", found {system.get("format")!r}')
    names = system["variables"]
    records = system["constraints"]
    edits = system.get("edits", [])
    emit({"kind": "system", "variables": len(names), "constraints": len(records)})

    variables = [kiwisolver.Variable(name) for name in names]
    constraints = []
    required = []
    for index, record in enumerate(records):
        for position, (v, _) in enumerate(record["terms"]):
            if not 0 <= v < len(variables):
                raise ValueError(f"constraints[{index}].terms[{position}]: variable index {v} "
                                 f"is out of range 0..<{len(variables)}")
        terms = [kiwisolver.Term(variables[v], float(c)) for v, c in record["terms"]]
        expression = kiwisolver.Expression(terms, float(record.get("constant", 0.0)))
        priority = float(record.get("priority", 1000))
        weight = float(record.get("weight", 1.0))
        relation = record["relation"]
        if relation not in ("==", "<=", ">="):
            raise ValueError(f"constraints[{index}].relation: unknown relation {relation!r}")
        constraint = kiwisolver.Constraint(expression, relation, strength_of(priority, weight))
        constraints.append(constraint)
        if priority >= 1000:
            required.append((record, relation))
    live_edits = [
        (variables[edit["variable"]], strength_of(float(edit["priority"])), edit["values"])
        for edit in edits
    ]
    steps = max((len(values) for _, _, values in live_edits), default=0)
    emit({"kind": "baseline", "rssBytes": status_field("self", "VmRSS")})

    def residual():
        worst = 0.0
        values = [variable.value() for variable in variables]
        for record, relation in required:
            r = record.get("constant", 0.0) + sum(c * values[v] for v, c in record["terms"])
            error = abs(r) if relation == "==" else max(0.0, r) if relation == "<=" else max(0.0, -r)
            worst = max(worst, error)
        return worst

    worst = 0.0
    for repetition in range(repetitions):
        solver = kiwisolver.Solver()
        # The first build reports how far it got every 5 % (a few writes; kept out of the
        # later repetitions), so that a build stopped at the budget says where it was.
        step = max(1, len(constraints) // 20) if repetition == 0 else 0
        start = time.perf_counter()
        for index, constraint in enumerate(constraints):
            solver.addConstraint(constraint)
            if step and (index + 1) % step == 0:
                emit({"kind": "progress", "added": index + 1,
                      "seconds": time.perf_counter() - start})
        for variable, strength, _ in live_edits:
            solver.addEditVariable(variable, strength)
        for variable, _, values in live_edits:
            if values:
                solver.suggestValue(variable, float(values[0]))
        solver.updateVariables()
        build = time.perf_counter() - start
        worst = max(worst, residual())
        if "build" in operations:
            emit({"kind": "samples", "operation": "build", "seconds": [build],
                  "rssBytes": status_field("self", "VmHWM")})

        if "edit" in operations and steps > 0:
            samples = []
            for step in range(steps):
                start = time.perf_counter()
                for variable, _, values in live_edits:
                    if values:
                        solver.suggestValue(variable, float(values[(step + 1) % len(values)]))
                solver.updateVariables()
                samples.append(time.perf_counter() - start)
            emit({"kind": "samples", "operation": "edit", "seconds": samples,
                  "rssBytes": status_field("self", "VmHWM")})

        if "churn" in operations:
            chosen = [constraints[i] for i in churn_indices(len(constraints), seed + repetition)]
            start = time.perf_counter()
            for constraint in chosen:
                solver.removeConstraint(constraint)
            for constraint in chosen:
                solver.addConstraint(constraint)
            solver.updateVariables()
            churn = time.perf_counter() - start
            worst = max(worst, residual())
            emit({"kind": "samples", "operation": "churn", "seconds": [churn],
                  "rssBytes": status_field("self", "VmHWM")})
    emit({"kind": "done", "maxRequiredResidual": worst, "rssBytes": status_field("self", "VmHWM")})


def case_identity(path):
    """(workload, size) from the system's name `<workload>-<size>` (else the file name)."""
    name = os.path.splitext(os.path.basename(path))[0]
    try:
        with open(path, encoding="utf-8") as handle:
            head = handle.read(4096)
        marker = '"name":"'
        at = head.find(marker)
        if at >= 0:
            name = head[at + len(marker):].split('"', 1)[0] or name
    except OSError:
        pass
    workload, _, size = name.partition("-")
    size = size.split("-", 1)[0]
    return workload, int(size) if size.isdigit() else None


def measure(path, args, operations):
    """The parent: runs one file in a child with the budget and returns its records."""
    with tempfile.TemporaryFile(mode="w+") as out, tempfile.TemporaryFile(mode="w+") as err:
        command = [sys.executable, os.path.abspath(__file__), "--case", path,
                   "--repetitions", str(args.repetitions), "--seed", str(args.seed),
                   "--operations", ",".join(operations)]
        child = subprocess.Popen(command, stdout=out, stderr=err)
        started = time.monotonic()
        peak_at_kill = None
        over_budget = False
        while child.poll() is None:
            if time.monotonic() - started >= args.budget:
                peak_at_kill = status_field(child.pid, "VmHWM")
                child.kill()
                child.wait()
                over_budget = True
                break
            time.sleep(0.01)
        out.seek(0)
        err.seek(0)
        lines, errors = out.read(), err.read()

    samples, reports, progress = {}, {}, None
    peak, baseline, counts, residual, done, failure = peak_at_kill, None, {}, None, False, None
    for line in lines.splitlines():
        try:
            message = json.loads(line)
        except ValueError:
            continue
        kind = message.get("kind")
        if kind != "baseline" and message.get("rssBytes"):
            peak = max(peak or 0, message["rssBytes"])
        if kind == "system":
            counts = message
        elif kind == "baseline":
            baseline = message.get("rssBytes")
        elif kind == "samples":
            samples.setdefault(message["operation"], []).extend(message["seconds"])
            reports[message["operation"]] = reports.get(message["operation"], 0) + 1
        elif kind == "progress":
            progress = (f'{message["added"]:,} of {counts.get("constraints", 0):,} constraints '
                        f'added in {message["seconds"]:.1f} s')
        elif kind == "done":
            done, residual = True, message.get("maxRequiredResidual")
    if not done and not over_budget:
        last = [line for line in errors.splitlines() if line.strip()]
        failure = last[-1] if last else f"child exited with status {child.returncode}"

    workload, size = case_identity(path)
    records = []
    for operation in operations:
        complete = done or reports.get(operation, 0) >= args.repetitions
        status = "ok" if complete else (f"error: {failure}" if failure else "over_budget")
        timing = summary(samples.get(operation, [])) or {
            "median_s": None, "min_s": None, "max_s": None, "p90_s": None, "runs": 0}
        record = {
            "workload": workload, "size": size, "backend": "kiwisolver", "operation": operation,
            "peak_rss_bytes": peak, "baseline_rss_bytes": baseline, "status": status,
            "build": "release", "seed": args.seed, "variables": counts.get("variables"),
            "constraints": counts.get("constraints"), "max_required_residual": residual,
            "file": path,
            # For a build stopped at the budget: how far the first build got.
            "progress": progress if operation == "build" and not complete else None,
        }
        record.update(timing)
        records.append(record)
    return records


def duration(seconds):
    if seconds is None:
        return "-"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def table(records):
    titles = ["workload", "size", "backend", "operation", "median", "min", "max", "p90",
              "runs", "peak RSS", "status"]
    rows = [[r["workload"], "-" if r["size"] is None else str(r["size"]), r["backend"],
             r["operation"], duration(r["median_s"]),
             duration(r["min_s"]), duration(r["max_s"]), duration(r["p90_s"]), str(r["runs"]),
             "-" if r["peak_rss_bytes"] is None else f'{r["peak_rss_bytes"] / 1e6:.1f} MB',
             r["status"]] for r in records]
    widths = [max(len(row[i]) for row in [titles] + rows) for i in range(len(titles))]
    left = {0, 2, 3, 10}
    lines = []
    for row in [titles] + rows:
        cells = [c.ljust(widths[i]) if i in left else c.rjust(widths[i]) for i, c in enumerate(row)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="exported ConstraintSystem JSON files")
    parser.add_argument("--repetitions", type=int, default=1, help="fresh solvers per file")
    parser.add_argument("--seed", type=int, default=1, help="seed of the churn samples")
    parser.add_argument("--budget", type=float, default=60.0,
                        help="seconds per file before the child is killed (over_budget)")
    parser.add_argument("--operations", default="build,edit,churn")
    parser.add_argument("--format", choices=["json", "table"], default="json")
    parser.add_argument("--case", help=argparse.SUPPRESS)
    args = parser.parse_args()
    operations = [op for op in args.operations.split(",") if op]
    unknown = [op for op in operations if op not in ("build", "edit", "churn")]
    if unknown:
        parser.error(f"unknown operation(s): {', '.join(unknown)}")

    if args.case:
        try:
            run_case(args.case, max(1, args.repetitions), args.seed, operations)
        except Exception as error:  # reported to the parent, which marks the case as failed
            print(f"{type(error).__name__}: {error}", file=sys.stderr)
            sys.exit(2)
        return

    try:
        import kiwisolver
    except ImportError:
        sys.exit("kiwi.py: kiwisolver is not installed (pip install kiwisolver)")
    if not args.files:
        parser.error("no files given (write some with `bench export`)")
    records = []
    for number, path in enumerate(args.files, 1):
        print(f"[{number}/{len(args.files)}] kiwisolver {kiwisolver.__version__} {path}",
              file=sys.stderr, flush=True)
        started = time.monotonic()
        case_records = measure(path, args, operations)
        statuses = ", ".join(sorted({r["status"] for r in case_records}))
        print(f"[{number}/{len(args.files)}] done in {time.monotonic() - started:.1f} s ({statuses})",
              file=sys.stderr, flush=True)
        records.extend(case_records)
    if args.format == "json":
        print("[\n  " + ",\n  ".join(json.dumps(r, sort_keys=True) for r in records) + "\n]"
              if records else "[]")
    else:
        print(f"kiwisolver {kiwisolver.__version__} · seed {args.seed} · "
              f"{args.repetitions} repetition(s) · budget {args.budget:g} s per file")
        print(table(records))
        for record in records:
            if record["progress"]:
                print(f'{record["workload"]} {record["size"]}: build stopped at the budget after '
                      f'{record["progress"]}')


if __name__ == "__main__":
    main()
