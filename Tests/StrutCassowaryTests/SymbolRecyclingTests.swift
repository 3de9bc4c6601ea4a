import StrutCore
import Testing

@testable import StrutCassowary

/// Churn must not grow the solver: the symbols of removed constraints (and spent phase-one
/// artificials) are reused, so the per-symbol arrays and every objective level stay the size
/// of what is installed, however many add/remove cycles run (issue: 10⁶ cycles grew RSS from
/// 21 MB to 1.5 GB).
@Suite struct SymbolRecyclingTests {
  /// 300 variables in a stack with three edit variables, and a pool of optional and
  /// inequality constraints that a churn removes and re-adds 8 at a time.
  struct Churn {
    let variables = (0..<300).map { Variable("v\($0)") }
    var fixed: [Constraint] = []
    var pool: [Constraint] = []

    init(seed: UInt64) {
      var random = seed
      func next(_ bound: Int) -> Int {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((random >> 33) % UInt64(bound))
      }
      for index in 1..<variables.count {
        fixed.append(variables[index] >= variables[index - 1] + 1)
      }
      for _ in 0..<64 {
        let a = variables[next(variables.count)]
        let b = variables[next(variables.count)]
        let offset = Double(next(40))
        switch next(4) {
        case 0: pool.append((a == b + offset).priority(.low))
        case 1: pool.append((a <= b + offset + 300).priority(.medium))
        case 2: pool.append(a <= Expression(b) + 400 + offset)
        default: pool.append((a >= offset).priority(.high))
        }
      }
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func churnReusesSymbolsAndKeepsTheSolutionOfAFreshSolver(seed: UInt64) throws {
    print("SymbolRecyclingTests seed \(seed)")
    let churn = Churn(seed: seed)
    let solver = CassowarySolver()
    try solver.add(contentsOf: churn.fixed + churn.pool)
    for (index, variable) in [churn.variables[0], churn.variables[150], churn.variables[299]]
      .enumerated()
    {
      try solver.addEditVariable(variable, priority: .high)
      try solver.suggestValue(Double(100 * index), for: variable)
    }
    solver.updateVariables()
    var random = seed
    var symbolsAfterWarmUp = 0
    for cycle in 0..<600 {  // ~1,000 column entries per cycle without compaction
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let start = Int((random >> 33) % UInt64(churn.pool.count - 8))
      let batch = Array(churn.pool[start..<start + 8])
      try solver.remove(contentsOf: batch)
      solver.updateVariables()
      for constraint in batch { try solver.add(constraint) }
      try solver.suggestValue(Double(cycle % 50), for: churn.variables[150])
      solver.updateVariables()
      if cycle == 99 { symbolsAfterWarmUp = solver.statistics.symbols }
      if cycle % 150 == 0 { #expect(solver.invariantViolation() == nil) }
    }
    #expect(solver.invariantViolation() == nil)
    // Symbols are reused: none are allocated after the first cycles; the column index stays
    // within twice its compaction floor (it held ~1,000 stale entries more per cycle before).
    #expect(solver.statistics.symbols == symbolsAfterWarmUp)
    #expect(solver.statistics.columnEntries <= 2 * Tableau.minimumColumnCompaction)
    // The churned solver reaches the optimum of a fresh one on the same system: the same
    // error at every priority level (the values may differ where the optimum is not unique).
    let fresh = CassowarySolver()
    try fresh.add(contentsOf: churn.fixed + churn.pool)
    for (index, variable) in [churn.variables[0], churn.variables[150], churn.variables[299]]
      .enumerated()
    {
      try fresh.addEditVariable(variable, priority: .high)
      try fresh.suggestValue(index == 1 ? Double(599 % 50) : Double(100 * index), for: variable)
    }
    fresh.updateVariables()
    // The edits count as optional equalities at their priority.
    let suggested = [0, Double(599 % 50), 200]
    let editGoals = [churn.variables[0], churn.variables[150], churn.variables[299]].enumerated()
      .map {
        (Expression($0.element) == suggested[$0.offset]).priority(.high)
      }
    let constraints = churn.fixed + churn.pool + editGoals
    let churned = Self.errorsByPriority(constraints, solver)
    let reference = Self.errorsByPriority(constraints, fresh)
    #expect(churned.keys == reference.keys)
    for (priority, error) in reference {
      #expect(
        abs((churned[priority] ?? .infinity) - error) <= 1e-6 * max(1, error), "level \(priority)")
    }
  }

  /// Σ weight · violation of the constraints per priority (the required level must be 0).
  static func errorsByPriority(_ constraints: [Constraint], _ solver: CassowarySolver) -> [Float:
    Double]
  {
    var errors: [Float: Double] = [:]
    for constraint in constraints {
      var value = constraint.expression.constant
      for term in constraint.expression.terms {
        value += term.coefficient * solver.value(of: term.variable)
      }
      let violation: Double
      switch constraint.relation {
      case .equal: violation = abs(value)
      case .lessThanOrEqual: violation = max(0, value)
      case .greaterThanOrEqual: violation = max(0, -value)
      }
      errors[constraint.priority.value, default: 0] += constraint.weight * violation
    }
    return errors
  }

  @Test func aFailedAddGivesReusedSymbolsBack() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = CassowarySolver()
    let low = (x == 10).priority(.low)
    try solver.add(contentsOf: [x >= 0, y == x + 5, low])
    try solver.remove(low)
    solver.updateVariables()
    let free = solver.tableau.freeSymbols.count
    #expect(free == 2)
    // Unsatisfiable: the batch reuses the freed symbols, then rolls back.
    #expect(throws: SolverError.self) {
      try solver.add(contentsOf: [(x == 3).priority(.low), x <= -1])
    }
    #expect(solver.tableau.freeSymbols.count == free)
    #expect(solver.invariantViolation() == nil)
    try solver.add(low)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    #expect(solver.tableau.freeSymbols.isEmpty)
    #expect(solver.invariantViolation() == nil)
  }

  /// Fresh seed 911270113 of `bench fuzz` crashed in `updateVariables()`: a new variable's
  /// external symbol was taken from the free list inside a batch that then failed, and the
  /// rollback freed the symbol again with its stale slot; reused later as a slack, it indexed
  /// a slot that no longer existed. External symbols are never taken from the free list now.
  @Test func aFailedBatchWithNewVariablesLeavesNoStaleSlot() throws {
    let x = Variable("x")
    let solver = CassowarySolver()
    let low = (x == 10).priority(.low)
    try solver.add(contentsOf: [x >= 0, low])
    try solver.remove(low)
    solver.updateVariables()
    let y = Variable("y")
    let z = Variable("z")
    #expect(throws: SolverError.self) {
      try solver.add(contentsOf: [(y == 3).priority(.low), z == y + 1, y <= -1, y >= 0])
    }
    #expect(solver.invariantViolation() == nil)
    for round in 0..<3 {
      try solver.add(contentsOf: [(x == Double(round)).priority(.medium), x <= 100])
      solver.updateVariables()
      #expect(solver.value(of: x) == Double(round))
      try solver.remove(contentsOf: solver.constraints.filter { $0.priority.value == 500 })
      solver.updateVariables()
      #expect(solver.invariantViolation() == nil)
    }
  }
}
