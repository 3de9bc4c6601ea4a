import StrutCassowary
import StrutCore
import Testing

/// Lazy restricted rows (issue 14): inequalities that name definitions instead of their
/// reduction. With `lazyRowBudget: 0` every inequality that can be lazy is, so these small
/// systems exercise every reader of a lazy row: the ratio tests, the dual simplex, subject
/// choice, removal's marker pivots, suggestions and rollbacks. Each answer is compared with a
/// solver without lazy rows (`Int.max`), and the structural invariants are checked after
/// every step.
@Suite struct LazyRowTests {
  /// A chain of `count` views under a root whose width is an edit: each view's left edge
  /// follows the previous one's (±4, required) and its width the previous width (±2 in a
  /// sawtooth of 16 views, at 500); every width must fit the root and stay ≥ 40.
  static func chain(_ count: Int) -> (constraints: [Constraint], root: Variable, widths: [Variable])
  {
    let root = Variable("root.w")
    var constraints: [Constraint] = []
    var widths: [Variable] = []
    var lefts: [Variable] = []
    for index in 0..<count {
      let width = Variable("w\(index)")
      let left = Variable("x\(index)")
      if let previous = widths.last, let previousLeft = lefts.last {
        let step = index % 8 < 4 ? 4.0 : -4.0
        constraints.append(Constraint(left - previousLeft - step, .equal))
        let widthStep = index % 16 < 8 ? -2.0 : 2.0
        constraints.append(Constraint(width - previous - widthStep, .equal, priority: 500))
      } else {
        constraints.append(Constraint(left - 8, .equal))
        constraints.append(Constraint(width - root + 16, .equal, priority: 250))
      }
      constraints.append(Constraint(width - 40, .greaterThanOrEqual))
      constraints.append(Constraint(left + width - root + 8, .lessThanOrEqual))
      widths.append(width)
      lefts.append(left)
    }
    return (constraints, root, widths)
  }

  @Test func aChainKeepsItsInequalitiesLazyAndAgrees() throws {
    let (constraints, root, widths) = Self.chain(60)
    let lazy = CassowarySolver(lazyRowBudget: 0)
    let plain = CassowarySolver(lazyRowBudget: .max)
    for solver in [lazy, plain] {
      try solver.addEditVariable(root, priority: .high)
      try solver.suggestValue(400, for: root)
      try solver.add(contentsOf: constraints)
      solver.updateVariables()
    }
    #expect(lazy.statistics.lazyRows > 0)
    #expect(plain.statistics.lazyRows == 0)
    #expect(lazy.invariantViolation() == nil)
    PairedRandomScript.expectSameValues(
      lazy, plain, on: widths, "build", label: "without lazy rows")
    // A drag that makes the room too narrow for some widths, then wide again: the dual
    // simplex leaves lazy rows.
    for (step, width) in [300.0, 120, 90, 500, 60, 1000].enumerated() {
      for solver in [lazy, plain] {
        try solver.suggestValue(width, for: root)
        solver.updateVariables()
      }
      #expect(lazy.invariantViolation() == nil, "step \(step)")
      PairedRandomScript.expectSameValues(
        lazy, plain, on: widths, "drag step \(step) to \(width)", label: "without lazy rows")
    }
    // Removing an inequality a lazy row stands for, and one a lazy row depends on.
    for index in [45, 2, 30] {
      for solver in [lazy, plain] {
        try solver.remove(constraints[4 * index + 3])
        try solver.remove(constraints[4 * index + 1])
        solver.updateVariables()
      }
      #expect(lazy.invariantViolation() == nil, "after removals at \(index)")
      PairedRandomScript.expectSameValues(
        lazy, plain, on: widths, "after removals at \(index)", label: "without lazy rows")
    }
  }

  /// The default budget keeps a long chain's inequalities lazy, and its restricted rows stay
  /// linear in the chain: reduced, the row of view k would name k error symbols (Θ(N²) cells).
  @Test func aLongChainsRestrictedCellsGrowLinearly() throws {
    func restrictedCells(_ count: Int) throws -> Int {
      let (constraints, root, _) = Self.chain(count)
      let solver = CassowarySolver()
      try solver.addEditVariable(root, priority: .high)
      try solver.suggestValue(400, for: root)
      try solver.add(contentsOf: constraints)
      solver.updateVariables()
      #expect(solver.statistics.lazyRows > 0)
      return solver.statistics.restrictedCells
    }
    let small = try restrictedCells(300)
    let large = try restrictedCells(1_200)
    #expect(
      Double(large) <= 5 * Double(small), "restricted cells \(small) at 300, \(large) at 1,200")
  }

  /// A batch that fails leaves a tableau with lazy rows exactly as it was.
  @Test func aFailedBatchLeavesLazyRowsAsTheyWere() throws {
    let (constraints, root, widths) = Self.chain(30)
    let solver = CassowarySolver(lazyRowBudget: 0)
    try solver.addEditVariable(root, priority: .high)
    try solver.suggestValue(400, for: root)
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    // Fits no width: the first view cannot be both ≥ 40 and ≤ 30.
    let impossible = [
      Constraint(widths[3] - 45, .greaterThanOrEqual),
      Constraint(widths[0] - 30, .lessThanOrEqual),
      Constraint(widths[0] - widths[3], .equal),
    ]
    try expectFailedBatchLeavesSolverAsItWas(
      solver, adding: impossible, watching: widths, thenSuggest: root)
  }

  /// Random scripts of adds, removals, edits and suggestions: every inequality that can be
  /// lazy is, and the error at every priority level equals that of a solver without lazy rows.
  @Test(arguments: 0..<60)
  func randomScriptsAgreeWithoutLazyRows(seed: Int) throws {
    var system = RandomSystem(
      seed: UInt64(seed) &* 104_729 &+ 17, variableCount: 3 + seed % 10, levelCount: 1 + seed % 4)
    let lazy = CassowarySolver(lazyRowBudget: 0)
    let plain = CassowarySolver(lazyRowBudget: .max)
    try PairedRandomScript(tested: lazy, reference: plain, label: "with lazy rows")
      .run(&system, seed: seed)
  }
}
