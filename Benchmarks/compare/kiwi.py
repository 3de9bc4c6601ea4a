#!/usr/bin/env python3
"""Measure kiwisolver on Strut's exported constraint systems, with bench's protocol.

Usage:
    pip install kiwisolver
    swift run -c release bench export --workloads flat,tree,grid --sizes 1000 --out bench-out
    python3 Benchmarks/compare/kiwi.py bench-out/*.json --budget 120 --format table

For each file (a `strut.constraint-system/1` document, see docs/formats.md) this runs, in a
child process stopped after --budget seconds (reported as `over_budget`, never hung on):

  build  add the edit variables, suggest each edit's first value, add every constraint (kiwi
         has no batch add), updateVariables() — bench's order (the window's size before its
         content, see WorkloadRunner.build);
  edit   for step k in 0..n-1 suggest value (k + 1) mod n of each edit, updateVariables();
         one sample per step (n = 100 for the built-in workloads);
  churn  remove a seeded 10 % of the constraints, add them again, updateVariables(); the
         sample is drawn with SplitMix64 exactly as StrutWorkloads.ChurnSample does, with
         seed `seed + repetition`, so both tools churn the same constraints;

and prints the same keys as `bench --format json` (backend `kiwisolver`). With --sample I,J,…
each record also carries `correctness_report` (residual, per-level errors, the sampled values),
which `bench run --compare` compares with Strut's backends. Shared parts: strut_compare.py.

Priorities: kiwi has one scalar strength per constraint, not Strut's lexicographic levels.
Required (1000) stays required; an optional priority p maps to 10 ** (3 * (p - 250) / 250),
so 750 -> strong (1e6), 500 -> medium (1e3), 250 -> weak (1), times the constraint's weight,
capped at 1e9 (below kiwi's required strength). This is only an approximation of Strut's
semantics: in kiwi enough error at a lower strength can outweigh error at a higher one. On the
built-in workloads (flat, tree, grid) the optimum is the same under both semantics.
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import strut_compare as common  # noqa: E402

STRENGTH_CAP = 1e9


def strength_of(priority, weight=1.0):
    """Maps a Strut priority (and weight) to a kiwi strength (see the module docstring)."""
    import kiwisolver

    if priority >= 1000:
        return kiwisolver.strength.required
    base = 10.0 ** (3.0 * (priority - 250.0) / 250.0)
    return min(STRENGTH_CAP, base * weight)


def run_protocol(system, repetitions, seed, operations):
    """The child's protocol on one system; returns the final values and the worst residual."""
    import kiwisolver

    emit = common.emit
    names = system["variables"]
    records = system["constraints"]
    variables = [kiwisolver.Variable(name) for name in names]
    constraints = []
    for record in records:
        terms = [kiwisolver.Term(variables[v], float(c)) for v, c in record["terms"]]
        expression = kiwisolver.Expression(terms, float(record.get("constant", 0.0)))
        priority = float(record.get("priority", 1000))
        weight = float(record.get("weight", 1.0))
        constraints.append(
            kiwisolver.Constraint(expression, record["relation"], strength_of(priority, weight)))
    live_edits = [
        (variables[edit["variable"]], strength_of(float(edit["priority"])), edit["values"])
        for edit in system.get("edits", [])
    ]
    steps = max((len(values) for _, _, values in live_edits), default=0)

    def values():
        return [variable.value() for variable in variables]

    worst = 0.0
    for repetition in range(repetitions):
        solver = kiwisolver.Solver()
        # The first build reports how far it got every 5 % (a few writes; kept out of the
        # later repetitions), so that a build stopped at the budget says where it was.
        step = max(1, len(constraints) // 20) if repetition == 0 else 0
        start = time.perf_counter()
        for variable, strength, _ in live_edits:
            solver.addEditVariable(variable, strength)
        for variable, _, edit_values in live_edits:
            if edit_values:
                solver.suggestValue(variable, float(edit_values[0]))
        for index, constraint in enumerate(constraints):
            solver.addConstraint(constraint)
            if step and (index + 1) % step == 0:
                emit({"kind": "progress", "added": index + 1,
                      "seconds": time.perf_counter() - start})
        solver.updateVariables()
        build = time.perf_counter() - start
        worst = max(worst, common.max_required_residual(system, values()))
        if "build" in operations:
            emit({"kind": "samples", "operation": "build", "seconds": [build],
                  "rssBytes": common.status_field("self", "VmHWM")})

        if "edit" in operations and steps > 0:
            samples = []
            for step in range(steps):
                start = time.perf_counter()
                for variable, _, edit_values in live_edits:
                    if edit_values:
                        solver.suggestValue(
                            variable, float(edit_values[(step + 1) % len(edit_values)]))
                solver.updateVariables()
                samples.append(time.perf_counter() - start)
            emit({"kind": "samples", "operation": "edit", "seconds": samples,
                  "rssBytes": common.status_field("self", "VmHWM")})

        if "churn" in operations:
            chosen = [constraints[i]
                      for i in common.churn_indices(len(constraints), seed + repetition)]
            start = time.perf_counter()
            for constraint in chosen:
                solver.removeConstraint(constraint)
            for constraint in chosen:
                solver.addConstraint(constraint)
            solver.updateVariables()
            churn = time.perf_counter() - start
            worst = max(worst, common.max_required_residual(system, values()))
            emit({"kind": "samples", "operation": "churn", "seconds": [churn],
                  "rssBytes": common.status_field("self", "VmHWM")})
    return values(), worst


def version():
    import kiwisolver

    return kiwisolver.__version__


if __name__ == "__main__":
    common.main("kiwisolver", "kiwisolver", version, run_protocol, __doc__)
