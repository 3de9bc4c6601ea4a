import StrutCassowary
import StrutCore
import Testing

/// Breakpoint crossing (Tableau+BreakpointCrossing.swift): a primal move passes the rows it
/// would stop at while the objective keeps improving, each through a pivot of a symbol few
/// rows name, and the entering symbol enters once. Answers must not depend on it.
@Suite struct BreakpointCrossingTests {
  /// A width edited at a weak priority and `count` stronger optional ties `w == c_i`: the
  /// ties' weighted median, a walk across one breakpoint per tie from the edit's value.
  static func medianSystem(count: Int) -> (width: Variable, ties: [Constraint]) {
    let width = Variable("width")
    let ties = (0..<count).map { index in
      Constraint(
        Expression(width) - Double(3 * index + 7), .equal, priority: 500, weight: 1)
    }
    return (width, ties)
  }

  /// Solves the median system on `solver`: the edit first (at 100, suggesting 0), then the ties.
  static func solveMedian(count: Int, on solver: CassowarySolver) throws -> Double {
    let (width, ties) = medianSystem(count: count)
    try solver.addEditVariable(width, priority: 100)
    try solver.suggestValue(0, for: width)
    try solver.add(contentsOf: ties)
    solver.updateVariables()
    #expect(solver.invariantViolation() == nil)
    return solver.value(of: width)
  }

  @Test func theMedianIsReachedWithOneEntryOfTheHubSymbol() throws {
    // 201 ties at 7, 10, …, 607: the median is the 101st, 307; the edit (at 0, weaker) moves
    // nothing among optimal points, and the median is the only one.
    let crossing = CassowarySolver()
    let plain = CassowarySolver(
      lazyRowBudget: crossing.lazyRowBudget, redefinitionThreshold: crossing.redefinitionThreshold,
      breakpointCrossingColumn: .max)
    #expect(try Self.solveMedian(count: 201, on: crossing) == 307)
    #expect(try Self.solveMedian(count: 201, on: plain) == 307)
    let with = crossing.statistics
    let without = plain.statistics
    #expect(with.breakpointsCrossed >= 100, "crossed \(with.breakpointsCrossed)")
    #expect(without.breakpointsCrossed == 0)
    // Each plain pivot substitutes into the ties' rows; each crossing touches its own row.
    #expect(
      with.rowUpdates * 10 < without.rowUpdates,
      "row updates: \(with.rowUpdates) crossing, \(without.rowUpdates) plain")
  }

  @Test func aShortColumnIsNotCrossedByDefault() throws {
    // 21 ties: the hub symbol is named by fewer rows than the default crossing column (64).
    let solver = CassowarySolver()
    #expect(try Self.solveMedian(count: 21, on: solver) == 37)
    #expect(solver.statistics.breakpointsCrossed == 0)
    // With the column at 0 the same walk is crossed, to the same median.
    let eager = CassowarySolver(
      lazyRowBudget: solver.lazyRowBudget, redefinitionThreshold: solver.redefinitionThreshold,
      breakpointCrossingColumn: 0)
    #expect(try Self.solveMedian(count: 21, on: eager) == 37)
    #expect(eager.statistics.breakpointsCrossed > 0)
  }

  @Test func anEvenCountStopsWhereTheWeakerEditDecides() throws {
    // 200 ties at 7 … 604: every width in [304, 307] is optimal for the ties; the edit pulls
    // toward 0, so the answer is the lower median, 304, with crossing and without.
    for column in [0, 64, Int.max] {
      let solver = CassowarySolver(
        lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: column)
      #expect(try Self.solveMedian(count: 200, on: solver) == 304, "column \(column)")
    }
  }

  @Test func aRequiredBoundStopsTheWalk() throws {
    // The median (307) lies beyond a required `width <= 250`: the walk must stop at the bound,
    // which no crossing may pass.
    let solver = CassowarySolver(
      lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: 0)
    let (width, ties) = Self.medianSystem(count: 201)
    try solver.add(Constraint(Expression(width) - 250, .lessThanOrEqual))
    try solver.addEditVariable(width, priority: 100)
    try solver.suggestValue(0, for: width)
    try solver.add(contentsOf: ties)
    solver.updateVariables()
    #expect(solver.invariantViolation() == nil)
    #expect(solver.value(of: width) == 250)
    #expect(solver.statistics.breakpointsCrossed > 0)
  }

  /// Random scripts of adds, removals, edits and suggestions with every crossing taken: the
  /// error at every priority level equals that of a solver that never crosses.
  @Test(arguments: 0..<60)
  func randomScriptsAgreeWithoutCrossing(seed: Int) throws {
    var system = RandomSystem(
      seed: UInt64(seed) &* 104_729 &+ 11, variableCount: 3 + seed % 12,
      levelCount: 1 + seed % 5)
    let crossing = CassowarySolver(
      lazyRowBudget: seed % 3 == 0 ? 0 : 128, redefinitionThreshold: 64,
      breakpointCrossingColumn: 0)
    let plain = CassowarySolver(
      lazyRowBudget: seed % 3 == 0 ? 0 : 128, redefinitionThreshold: 64,
      breakpointCrossingColumn: .max)
    try PairedRandomScript(tested: crossing, reference: plain, label: "crossing")
      .run(&system, seed: seed)
  }

  @Test func randomScriptsDoCross() throws {
    // The scripts above are only a test of crossing if some of them cross.
    var crossed = 0
    for seed in 0..<60 where seed % 3 != 0 {
      var system = RandomSystem(
        seed: UInt64(seed) &* 104_729 &+ 11, variableCount: 3 + seed % 12,
        levelCount: 1 + seed % 5)
      let crossing = CassowarySolver(
        lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: 0)
      let plain = CassowarySolver(
        lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: .max)
      try PairedRandomScript(tested: crossing, reference: plain, label: "crossing")
        .run(&system, seed: seed)
      crossed += crossing.statistics.breakpointsCrossed
    }
    print("breakpoints crossed over 40 scripts: \(crossed)")
    #expect(crossed > 0)
  }

  /// Many optional ties over a few shared variables, at random levels, with an edit: every
  /// optimisation walks across many breakpoints. Crossing wherever it can, the error at every
  /// level equals that of a solver that never crosses, after the build and after each of
  /// ten suggestions.
  @Test(arguments: 0..<40)
  func tieHeavySystemsAgreeWithoutCrossing(seed: Int) throws {
    var system = RandomSystem(
      seed: UInt64(seed) &* 7_877 &+ 3, variableCount: 2 + seed % 5, levelCount: 1 + seed % 4)
    print("tie-heavy seed \(seed)")
    let constraints =
      (0..<(40 + 5 * seed)).map { _ in system.optional() }
      + (0..<(seed % 4)).map { _ in system.required() }
    let edited = system.variables[0]
    let editPriority = system.levels.last!
    let crossing = CassowarySolver(
      lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: 0)
    let plain = CassowarySolver(
      lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: .max)
    var target = 0.0
    for solver in [crossing, plain] {
      try solver.addEditVariable(edited, priority: editPriority)
      try solver.suggestValue(target, for: edited)
      try solver.add(contentsOf: constraints)
      solver.updateVariables()
    }
    for step in 0...10 {
      if step > 0 {
        target = Double(Int.random(in: -150...150, using: &system.generator))
        for solver in [crossing, plain] {
          try solver.suggestValue(target, for: edited)
          solver.updateVariables()
        }
      }
      #expect(crossing.invariantViolation() == nil, "seed \(seed) step \(step)")
      PairedRandomScript.expectSameLevelErrors(
        constraints, edits: [(edited, editPriority, target)], crossing, plain,
        "seed \(seed) step \(step)", label: "crossing")
    }
  }

  @Test func tieHeavySystemsDoCross() throws {
    var crossed = 0
    for seed in [3, 17, 29] {
      var system = RandomSystem(
        seed: UInt64(seed) &* 7_877 &+ 3, variableCount: 2 + seed % 5, levelCount: 1 + seed % 4)
      let constraints = (0..<(40 + 5 * seed)).map { _ in system.optional() }
      let solver = CassowarySolver(
        lazyRowBudget: 128, redefinitionThreshold: 64, breakpointCrossingColumn: 0)
      try solver.addEditVariable(system.variables[0], priority: system.levels.last!)
      try solver.suggestValue(0, for: system.variables[0])
      try solver.add(contentsOf: constraints)
      solver.updateVariables()
      crossed += solver.statistics.breakpointsCrossed
    }
    print("breakpoints crossed over 3 tie-heavy systems: \(crossed)")
    #expect(crossed > 0)
  }
}
