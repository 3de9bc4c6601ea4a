import CGLPK
import StrutCore

/// Rational arithmetic where the floating-point simplex gives up (docs/glpk.md, "Exact
/// fallback").
///
/// GLPK holds rows to a feasibility tolerance and bounds each solved level by a hair; through
/// nearly parallel constraints either can make a satisfiable batch look infeasible ("no
/// feasible point", or a lower level that "found no feasible point after the levels above it
/// were fixed"), or buy a lower level a visible gain. Measured on the catalogue: 21 open
/// entries were GLPKSolver refusing a batch that holds or failing a level, 14 more a value or
/// level its margins had moved; the exact program decides each right.
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
    // A complete solve of the model as it stands, removals included: a second update must
    // not solve again (it moved free variables of a non-unique optimum — 0 → −242,176 — in
    // `fuzz-glpk-exact-pending-removal-111707a9b3fc2654`, read as a state change).
    pendingRemovals = 0
    // The LP's basis is not this solution: the next solve starts from scratch.
    lexicographic = false
    coldNext = true
    return .optimal
  }

  /// The share of a level's scale, with the scales of the levels above it (Σ weight ·
  /// (|constant| + Σ|a·x|) over their constraints and edits, at the solution), that the
  /// margins above it may have bought, above which the floating-point answer is decided
  /// exactly: a tenth of what the conformance contract allows a level's error (1e-7 of that
  /// cumulative scale, `ConformanceTolerance`: a higher level's allowance may buy a lower one
  /// that much).
  static let levelTradeThreshold = 1e-8

  /// The gain the level just solved may have bought from the margin left above each level
  /// solved before it (1e-9 of its bound), times that level's reduced cost in this level's LP
  /// — the price at which this level trades it. Nearly parallel constraints price a higher
  /// level at 10⁶…10⁸ (fuzz systems), layouts at about their weights. (Tried: also charging
  /// GLPK's feasibility tolerance on every row at its dual; the test suite took 7× as long,
  /// since layouts price their rows high enough to trip it on almost every solve, and it
  /// bought one catalogue case.)
  func levelTrade(above solved: ArraySlice<Int>) throws(GLPKCallFailure) -> Double {
    guard let lp, !solved.isEmpty else { return 0 }
    let bounded = solved.filter { levels[$0].bounds.type == Int32(GLP_DB) }
    let duals = try lp.columnDuals(bounded.map { levels[$0].column })
    var gain = 0.0
    for (index, dual) in zip(bounded, duals) {
      gain += abs(dual) * 1e-9 * (1 + levels[index].bounds.upper)
    }
    return gain
  }

  /// Whether a level's gain (``levelGains``) exceeds ``levelTradeThreshold`` of its
  /// cumulative scale at the solution just read. O(Σ terms).
  func levelTradeIsVisible() -> Bool {
    var scales = [Double](repeating: 0, count: levels.count)
    func value(_ variable: Variable) -> Double {
      guard let slot = variableSlots[variable.id], slot < solved.count else { return 0 }
      return solved[slot]
    }
    for entry in constraints.entries {
      guard let level = entry.level, constraints.contains(entry.constraint.id) else { continue }
      var scale = abs(entry.constraint.expression.constant)
      for term in entry.terms { scale += abs(term.coefficient * value(term.variable)) }
      scales[level] += entry.constraint.weight * scale
    }
    for edit in edits.values {
      scales[edit.level] += abs(edit.value) + abs(edit.slot < solved.count ? solved[edit.slot] : 0)
    }
    return levelGains.contains { level, gain in
      let priority = levels[level].priority
      var cumulative = 0.0
      for (index, other) in levels.enumerated() where other.priority >= priority {
        cumulative += scales[index]
      }
      return gain > Self.levelTradeThreshold * (1 + cumulative)
    }
  }

  /// The number of live required constraints. O(constraints).
  func requiredCount() -> Int {
    var count = 0
    for entry in constraints.entries
    where entry.level == nil && constraints.contains(entry.constraint.id) {
      count += 1
    }
    return count
  }

  /// The share of a required constraint's scale (|constant| + Σ|a·x| at the solution) that
  /// its residual may reach before the floating-point answer is decided exactly: a tenth of
  /// what the conformance contract allows (1e-7 of that scale, `ConformanceTolerance`), plus
  /// its absolute 1e-11.
  static let requiredResidualThreshold = 1e-8

  /// Whether a live required constraint misses at the solution just read by more than
  /// ``requiredResidualThreshold`` of its scale: GLPK's feasibility tolerance is absolute
  /// below magnitude 1,000 (1e-9, and 1e-7 where that found no point), and nearly parallel
  /// rows at 1e-3 spend it (fresh seed 143832128, system 353: a required `<=` left 5e-7 off
  /// where 1e-7 is allowed). O(Σ terms).
  func requiredResidualIsVisible() -> Bool {
    func value(_ variable: Variable) -> Double {
      guard let slot = variableSlots[variable.id], slot < solved.count else { return 0 }
      return solved[slot]
    }
    for entry in constraints.entries {
      guard entry.level == nil, constraints.contains(entry.constraint.id) else { continue }
      let expression = entry.constraint.expression
      var left = expression.constant
      var scale = abs(expression.constant)
      for term in entry.terms {
        let product = term.coefficient * value(term.variable)
        left += product
        scale += abs(product)
      }
      let violation =
        switch entry.constraint.relation {
        case .equal: abs(left)
        case .lessThanOrEqual: max(0, left)
        case .greaterThanOrEqual: max(0, -left)
        }
      if violation > Self.requiredResidualThreshold * scale + 1e-11 { return true }
    }
    return false
  }
}
