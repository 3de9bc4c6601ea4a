#!/usr/bin/env python3
"""Measure HiGHS (highspy) on Strut's exported constraint systems, with bench's protocol.

Usage:
    pip install highspy
    swift run -c release bench export --workloads flat,tree,grid --sizes 1000 --out bench-out
    python3 Benchmarks/compare/highs.py bench-out/*.json --budget 120 --format table

Each file (a `strut.constraint-system/1` document, see docs/formats.md) becomes ONE HiGHS LP
kept alive for the whole protocol, with Strut's exact lexicographic priorities (the staged LP
of StrutGLPK, docs/glpk.md):

  columns  every system variable (free); per optional constraint non-negative error columns
           (`==`: p and n with expression = p - n; `<=`: e with expression <= e; `>=`: e with
           -expression <= e); per edit variable an optional `==` row with p and n;
  rows     one per constraint and per edit, and per priority level one "pin" row
           Σ weight · error of the level, free until the level is solved;
  solve    levels from the highest priority down: the level's errors are the objective, the
           simplex runs warm from the previous basis, and the level's pin row is then bounded
           by its optimum · (1 + 1e-7) + 1e-7 before the next level (freed again at the start
           of the next solve).

The protocol is bench's, in a child process stopped after --budget seconds (`over_budget`):

  build  create the LP (all columns and rows in bulk) and solve it with each edit at its first
         value;
  edit   for step k in 0..n-1 set each edit row to value (k + 1) mod n and solve again; one
         sample per step;
  churn  delete the rows of a seeded 10 % of the constraints (StrutWorkloads.ChurnSample's draw),
         add them back (their error columns stay), solve.

Output: the same keys as `bench --format json` with `"backend": "highs"` (see kiwi.py and
docs/bench.md); with --sample I,J,… also `correctness_report`. Shared parts: strut_compare.py.
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strut_compare as common  # noqa: E402

PIN_RELATIVE = 1e-7


class LexicographicLP:
    """One HiGHS model of a system, solved level by level."""

    def __init__(self, system):
        import highspy
        import numpy

        self.highspy, self.numpy = highspy, numpy
        self.inf = highspy.kHighsInf
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", False)
        self.n = len(system["variables"])
        self.order = []        # row keys in HiGHS row order
        self.rows = {}         # row key -> (lower, upper, indices, values)
        self.level_cols = {}   # priority -> (column indices, weights)
        columns = self.n
        entries = list(enumerate(system["constraints"]))
        entries += [(("edit", j), {"terms": [[e["variable"], 1.0]], "constant": -float(e["values"][0]) if e["values"] else 0.0,
                                   "relation": "==", "priority": float(e["priority"]), "weight": 1.0})
                    for j, e in enumerate(system.get("edits", []))]
        error_lower = []
        for key, record in entries:
            merged = {}
            for v, c in record["terms"]:
                merged[v] = merged.get(v, 0.0) + float(c)
            indices, values = list(merged.keys()), list(merged.values())
            bound = -float(record.get("constant", 0.0))
            relation = record["relation"]
            priority = float(record.get("priority", 1000))
            if priority < 1000:
                weight = float(record.get("weight", 1.0))
                level = self.level_cols.setdefault(priority, ([], []))
                if relation == "==":
                    indices += [columns, columns + 1]
                    values += [-1.0, 1.0]
                    level[0].extend([columns, columns + 1])
                    level[1].extend([weight, weight])
                    columns += 2
                    error_lower += [0.0, 0.0]
                else:
                    indices.append(columns)
                    values.append(-1.0 if relation == "<=" else 1.0)
                    level[0].append(columns)
                    level[1].append(weight)
                    columns += 1
                    error_lower.append(0.0)
            lower = bound if relation in ("==", ">=") else -self.inf
            upper = bound if relation in ("==", "<=") else self.inf
            self.rows[key] = (lower, upper, indices, values)
            self.order.append(key)
        self.levels = sorted(self.level_cols, reverse=True)
        for priority in self.levels:
            cols, weights = self.level_cols[priority]
            self.rows[("pin", priority)] = (-self.inf, self.inf, list(cols), list(weights))
            self.order.append(("pin", priority))
        lower = [-self.inf] * self.n + error_lower
        upper = [self.inf] * columns
        self.h.addVars(columns, numpy.array(lower, dtype=numpy.float64),
                       numpy.array(upper, dtype=numpy.float64))
        self.columns = columns
        self.add_rows(list(self.order))
        self.index_special_rows()

    def index_special_rows(self):
        """Remembers where the edit and pin rows are (they move when rows are deleted)."""
        self.special = {key: i for i, key in enumerate(self.order)
                        if isinstance(key, tuple)}

    def add_rows(self, keys):
        """Appends the rows of `keys` to the model (their keys must already be in order)."""
        numpy = self.numpy
        lower, upper, starts, indices, values = [], [], [], [], []
        for key in keys:
            low, up, idx, val = self.rows[key]
            lower.append(low)
            upper.append(up)
            starts.append(len(indices))
            indices.extend(idx)
            values.extend(val)
        self.h.addRows(len(keys), numpy.array(lower, dtype=numpy.float64),
                       numpy.array(upper, dtype=numpy.float64), len(indices),
                       numpy.array(starts, dtype=numpy.int32),
                       numpy.array(indices, dtype=numpy.int32),
                       numpy.array(values, dtype=numpy.float64))

    def remove_and_readd(self, keys):
        """Deletes the rows of `keys`, then adds them back at the end."""
        numpy = self.numpy
        chosen = set(keys)
        positions = [i for i, key in enumerate(self.order) if key in chosen]
        self.h.deleteRows(len(positions), numpy.array(positions, dtype=numpy.int32))
        self.order = [key for key in self.order if key not in chosen] + list(keys)
        self.add_rows(list(keys))
        self.index_special_rows()

    def set_edit(self, j, value):
        """Makes edit j ask for `value`."""
        low, up, idx, val = self.rows[("edit", j)]
        self.rows[("edit", j)] = (value, value, idx, val)
        self.h.changeRowBounds(self.special[("edit", j)], value, value)

    def solve(self):
        """Solves the levels from the highest priority down; raises on a non-optimal status."""
        numpy, h = self.numpy, self.h
        pins = {p: self.special[("pin", p)] for p in self.levels}
        for priority in self.levels:
            h.changeRowBounds(pins[priority], -self.inf, self.inf)
        previous = None
        if not self.levels:
            self.run()
        for priority in self.levels:
            if previous is not None:
                cols = previous[0]
                h.changeColsCost(len(cols), numpy.array(cols, dtype=numpy.int32),
                                 numpy.zeros(len(cols), dtype=numpy.float64))
            cols, weights = self.level_cols[priority]
            h.changeColsCost(len(cols), numpy.array(cols, dtype=numpy.int32),
                             numpy.array(weights, dtype=numpy.float64))
            self.run()
            optimum = max(0.0, h.getInfo().objective_function_value)
            h.changeRowBounds(pins[priority], -self.inf,
                              optimum * (1 + PIN_RELATIVE) + PIN_RELATIVE)
            previous = (cols, weights)
        if previous is not None:
            cols = previous[0]
            h.changeColsCost(len(cols), numpy.array(cols, dtype=numpy.int32),
                             numpy.zeros(len(cols), dtype=numpy.float64))

    def run(self):
        self.h.run()
        status = self.h.getModelStatus()
        if status != self.highspy.HighsModelStatus.kOptimal:
            raise RuntimeError(f"HiGHS: {self.h.modelStatusToString(status)}")

    def values(self):
        return list(self.h.getSolution().col_value[: self.n])


def run_protocol(system, repetitions, seed, operations):
    """The child's protocol on one system; returns the final values and the worst residual."""
    import highspy  # noqa: F401  (imported before any timing)
    import numpy  # noqa: F401

    emit = common.emit
    edits = system.get("edits", [])
    steps = max((len(e["values"]) for e in edits), default=0)
    count = len(system["constraints"])
    worst, lp = 0.0, None
    for repetition in range(repetitions):
        lp = None
        start = time.perf_counter()
        lp = LexicographicLP(system)
        lp.solve()
        build = time.perf_counter() - start
        worst = max(worst, common.max_required_residual(system, lp.values()))
        if "build" in operations:
            emit({"kind": "samples", "operation": "build", "seconds": [build],
                  "rssBytes": common.status_field("self", "VmHWM")})

        if "edit" in operations and steps > 0:
            samples = []
            for step in range(steps):
                start = time.perf_counter()
                for j, edit in enumerate(edits):
                    if edit["values"]:
                        lp.set_edit(j, float(edit["values"][(step + 1) % len(edit["values"])]))
                lp.solve()
                samples.append(time.perf_counter() - start)
            emit({"kind": "samples", "operation": "edit", "seconds": samples,
                  "rssBytes": common.status_field("self", "VmHWM")})

        if "churn" in operations:
            chosen = common.churn_indices(count, seed + repetition)
            start = time.perf_counter()
            lp.remove_and_readd(chosen)
            lp.solve()
            churn = time.perf_counter() - start
            worst = max(worst, common.max_required_residual(system, lp.values()))
            emit({"kind": "samples", "operation": "churn", "seconds": [churn],
                  "rssBytes": common.status_field("self", "VmHWM")})
    return lp.values(), worst


def version():
    import highspy

    try:
        from importlib.metadata import version as package_version
        return package_version("highspy")
    except Exception:  # the version is informative only
        return getattr(highspy, "__version__", "?")


if __name__ == "__main__":
    common.main("highs", "highspy", version, run_protocol, __doc__)
