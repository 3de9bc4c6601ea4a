"""What the comparison scripts (kiwi.py, highs.py) share: bench's protocol pieces (the churn
sample, timing statistics, memory readings), the parent that runs one file in a child with a
budget and turns its JSON lines into bench records, the correctness report that `bench run
--compare` compares with Strut's backends, and the command line.

A solver script provides `run_protocol(system, repetitions, seed, operations, emit)` (the child:
runs build / edit / churn on one parsed system, emits `samples` messages and returns the final
values of every variable) and calls `main(backend, package, run_protocol, doc)`.
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
FORMAT = "strut.constraint-system/1"


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
    """Writes one JSON line for the parent and flushes it."""
    sys.stdout.write(json.dumps(message, sort_keys=True) + "\n")
    sys.stdout.flush()


def load_system(path):
    """Reads and checks a ConstraintSystem JSON file (the parts the scripts rely on)."""
    with open(path, encoding="utf-8") as handle:
        system = json.load(handle)
    if system.get("format") != FORMAT:
        raise ValueError(f'format: expected "{FORMAT}", found {system.get("format")!r}')
    count = len(system["variables"])
    for index, record in enumerate(system["constraints"]):
        if record["relation"] not in ("==", "<=", ">="):
            raise ValueError(f"constraints[{index}].relation: unknown relation {record['relation']!r}")
        for position, (v, _) in enumerate(record["terms"]):
            if not 0 <= v < count:
                raise ValueError(f"constraints[{index}].terms[{position}]: variable index {v} "
                                 f"is out of range 0..<{count}")
    return system


def residual_of(record, values):
    """The violation of a constraint record at `values` (|r| for ==, max(0, ±r) otherwise)."""
    r = float(record.get("constant", 0.0)) + sum(c * values[v] for v, c in record["terms"])
    relation = record["relation"]
    return abs(r) if relation == "==" else max(0.0, r) if relation == "<=" else max(0.0, -r)


def max_required_residual(system, values):
    """The largest violation of a required constraint."""
    return max((residual_of(record, values) for record in system["constraints"]
                if float(record.get("priority", 1000)) >= 1000), default=0.0)


def final_edit_values(system, edit_ran):
    """The value each edit asks for at the end of the protocol (bench's CorrectnessReport)."""
    edits = [e for e in system.get("edits", []) if e["values"]]
    steps = max((len(e["values"]) for e in edits), default=0)
    return [(e["variable"], float(e["priority"]),
             e["values"][steps % len(e["values"]) if edit_ran and steps else 0]) for e in edits]


def correctness_report(system, values, sample, edit_ran):
    """The same JSON as bench's CorrectnessReport: residual and its allowance, per-level
    errors with their cumulative scales, and the sampled variables with their local scales."""
    judged = [dict(r) for r in system["constraints"]]
    for variable, priority, value in final_edit_values(system, edit_ran):
        judged.append({"terms": [[variable, 1.0]], "constant": -value, "relation": "==",
                       "priority": priority, "weight": 1.0})
    wanted = set(sample)
    residual, allowance = 0.0, 1e-7
    errors, scales, local = {}, {}, {}
    for record in judged:
        priority = float(record.get("priority", 1000))
        weight = float(record.get("weight", 1.0))
        scale = abs(float(record.get("constant", 0.0))) + sum(
            abs(c * values[v]) for v, c in record["terms"])
        violation = residual_of(record, values)
        if priority >= 1000:
            if violation > residual:
                residual, allowance = violation, 1e-7 + 1e-7 * scale
        else:
            errors[priority] = errors.get(priority, 0.0) + weight * violation
            scales[priority] = scales.get(priority, 0.0) + weight * scale
        for v, c in record["terms"]:
            if c != 0 and v in wanted:
                local[v] = max(local.get(v, 0.0), scale / abs(c))
    levels, cumulative = [], 0.0
    for priority in sorted(errors, reverse=True):
        cumulative += scales[priority]
        levels.append({"priority": priority, "error": errors[priority], "scale": cumulative})
    names = system["variables"]
    samples = [{"index": i, "name": names[i], "value": values[i] + 0.0, "scale": local.get(i, 0.0)}
               for i in sorted(wanted) if 0 <= i < len(names)]
    return {"residual": residual, "residualAllowance": allowance, "levels": levels,
            "samples": samples, "fullCheck": None}


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


def run_child(path, args, operations, run_protocol):
    """The child: runs the protocol on one file and writes JSON lines."""
    system = load_system(path)
    emit({"kind": "system", "variables": len(system["variables"]),
          "constraints": len(system["constraints"])})
    emit({"kind": "baseline", "rssBytes": status_field("self", "VmRSS")})
    values, worst = run_protocol(system, max(1, args.repetitions), args.seed, operations)
    emit({"kind": "done", "maxRequiredResidual": worst, "rssBytes": status_field("self", "VmHWM")})
    if args.sample is not None:
        sample = [int(i) for i in args.sample.split(",") if i.strip()]
        report = correctness_report(system, values, sample, "edit" in operations)
        emit({"kind": "correctness", "correctness": report})


def measure(path, args, operations, backend):
    """The parent: runs one file in a child with the budget and returns its records."""
    with tempfile.TemporaryFile(mode="w+") as out, tempfile.TemporaryFile(mode="w+") as err:
        command = [sys.executable, os.path.abspath(sys.argv[0]), "--case", path,
                   "--repetitions", str(args.repetitions), "--seed", str(args.seed),
                   "--operations", ",".join(operations)]
        if args.sample is not None:
            command += ["--sample", args.sample]
        child = subprocess.Popen(command, stdout=out, stderr=err)
        started = time.monotonic()
        peak_at_kill, over_budget = None, False
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

    samples, reports, progress, report = {}, {}, None, None
    peak, baseline, counts, residual, done, failure = None, None, {}, None, False, None
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
        elif kind == "correctness":
            report = message.get("correctness")
    if not done:
        peak = max(peak or 0, peak_at_kill or 0) or None
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
            "workload": workload, "size": size, "backend": backend, "operation": operation,
            "peak_rss_bytes": peak, "baseline_rss_bytes": baseline, "status": status,
            "build": "release", "seed": args.seed, "variables": counts.get("variables"),
            "constraints": counts.get("constraints"), "max_required_residual": residual,
            "file": path,
            # For a build stopped at the budget: how far the first build got.
            "progress": progress if operation == "build" and not complete else None,
            # The child's CorrectnessReport (with --sample), for `bench run --compare`.
            "correctness_report": report,
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


def main(backend, package, version, run_protocol, doc):
    """The command line shared by the scripts. `version()` imports the solver package and
    returns its version (ImportError when missing)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="exported ConstraintSystem JSON files")
    parser.add_argument("--repetitions", type=int, default=1, help="fresh solvers per file")
    parser.add_argument("--seed", type=int, default=1, help="seed of the churn samples")
    parser.add_argument("--budget", type=float, default=60.0,
                        help="seconds per file before the child is killed (over_budget)")
    parser.add_argument("--operations", default="build,edit,churn")
    parser.add_argument("--format", choices=["json", "table"], default="json")
    parser.add_argument("--sample", default=None,
                        help="comma-separated variable indices: add a correctness report "
                             "(key correctness_report) with their final values")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 0 when {package} can be imported, else 3 (for bench)")
    parser.add_argument("--case", help=argparse.SUPPRESS)
    args = parser.parse_args()
    operations = [op for op in args.operations.split(",") if op]
    unknown = [op for op in operations if op not in ("build", "edit", "churn")]
    if unknown:
        parser.error(f"unknown operation(s): {', '.join(unknown)}")

    if args.case:
        try:
            run_child(args.case, args, operations, run_protocol)
        except Exception as error:  # reported to the parent, which marks the case as failed
            print(f"{type(error).__name__}: {error}", file=sys.stderr)
            sys.exit(2)
        return

    try:
        solver_version = version()
    except ImportError:
        print(f"{os.path.basename(sys.argv[0])}: {package} is not installed "
              f"(pip install {package})", file=sys.stderr)
        sys.exit(3)
    if args.check:
        print(f"{backend} {solver_version}")
        return
    if not args.files:
        parser.error("no files given (write some with `bench export`)")
    records = []
    for number, path in enumerate(args.files, 1):
        print(f"[{number}/{len(args.files)}] {backend} {solver_version} {path}",
              file=sys.stderr, flush=True)
        started = time.monotonic()
        case_records = measure(path, args, operations, backend)
        statuses = ", ".join(sorted({r["status"] for r in case_records}))
        print(f"[{number}/{len(args.files)}] done in {time.monotonic() - started:.1f} s ({statuses})",
              file=sys.stderr, flush=True)
        records.extend(case_records)
    if args.format == "json":
        print("[\n  " + ",\n  ".join(json.dumps(r, sort_keys=True) for r in records) + "\n]"
              if records else "[]")
    else:
        print(f"{backend} {solver_version} · seed {args.seed} · "
              f"{args.repetitions} repetition(s) · budget {args.budget:g} s per file")
        print(table(records))
        for record in records:
            if record["progress"]:
                print(f'{record["workload"]} {record["size"]}: build stopped at the budget after '
                      f'{record["progress"]}')
