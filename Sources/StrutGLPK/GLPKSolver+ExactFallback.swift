import StrutCore

/// Rational arithmetic where the floating-point simplex gives up (docs/glpk.md, "Exact
/// fallback").
///
/// GLPK holds rows to a feasibility tolerance and bounds each solved level by a hair; through
/// nearly parallel required rows either can make a satisfiable batch look infeasible ("no
/// feasible point", or a lower level that "found no feasible point after the levels above it
/// were fixed"). Measured on the catalogue: 17 open entries were GLPKSolver refusing a batch
/// that holds, each decided right by the exact program.
extension GLPKSolver {
  /// Solves the solver's constraints and edits with `ExactLexicographicProgram` when there are
  /// at most ``exactFallbackLimit`` of them: `.optimal` (the exact values become the
  /// solution) or `.infeasible` (confirmed exactly); nil when the fallback does not apply or
  /// cannot decide (a limit, GLPK failing), so the caller keeps its own answer.
  ///
  /// - Complexity: one `glp_simplex` and one `glp_exact` per level on a fresh LP.
  func exactSolve() -> SolveOutcome? {
    let size = constraints.count + edits.count
    guard size > 0, size <= exactFallbackLimit else { return nil }
    var list = constraints.liveConstraints()
    for edit in edits.values {
      guard let variable = variableStore[edit.slot]?.variable else { return nil }
      list.append(Constraint(Expression(variable) - edit.value, .equal, priority: edit.priority))
    }
    let optimum: ExactLexicographicProgram.Optimum
    do {
      optimum = try ExactLexicographicProgram(list).optimum()
    } catch .infeasible {
      statistics.exactSolves += 1
      return .infeasible
    } catch {
      return nil
    }
    var values = solved
    if values.count < variableStore.count {
      values += repeatElement(0, count: variableStore.count - values.count)
    }
    for (slot, entry) in variableStore.enumerated() {
      guard let entry, let value = optimum.values[entry.variable] else { continue }
      guard value.isFinite else { return nil }
      values[slot] = value
    }
    statistics.exactSolves += 1
    solved = values
    witness = values
    witnessEpoch += 1
    solutionPending = true
    needsSolve = false
    // The LP's basis is not this solution: the next solve starts from scratch.
    lexicographic = false
    coldNext = true
    return .optimal
  }
}
