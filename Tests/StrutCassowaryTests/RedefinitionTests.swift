import StrutCassowary
import StrutCore
import Testing

/// Redefinition (issue 14): after an equality's reduction visited many definitions, one of
/// its variables is defined by the equality instead. With `redefinitionThreshold: 0` every
/// equality whose reduction visited a definition redefines one, so these small systems
/// exercise the path under removals, rollbacks, edits and suggestions. Each answer is
/// compared with a solver that never redefines (`Int.max`), and the structural invariants —
/// which include that the definitions stay acyclic — are checked after every step.
@Suite struct RedefinitionTests {
  /// Flow rows of `rows × 8` chips: each chip's top sits below the chip above it (required)
  /// and is aligned with its row's first chip (@600); each row's first chip may rise up to
  /// its place (@150); heights prefer 24, 28 or 32 in 20…40 (@200), and the last chip of a
  /// row fills the root's width (@300). Returns the constraints, the root width, the tops and
  /// the indices of the `top >= below` constraints.
  static func flowRows(
    _ rows: Int
  ) -> (constraints: [Constraint], root: Variable, tops: [Variable], belows: [Int]) {
    let root = Variable("root.w")
    var constraints: [Constraint] = []
    var tops: [Variable] = []
    var heights: [Variable] = []
    var belows: [Int] = []
    for row in 0..<rows {
      var rights: [Expression] = []
      for column in 0..<8 {
        let index = row * 8 + column
        let top = Variable("y\(index)")
        let height = Variable("h\(index)")
        let left = Variable("x\(index)")
        let width = Variable("w\(index)")
        let below: Expression =
          row == 0 ? Expression(8) : tops[index - 8] + heights[index - 8] + 6
        belows.append(constraints.count)
        constraints.append(Constraint(top - below, .greaterThanOrEqual))
        if column == 0 {
          constraints.append(Constraint(top - below, .lessThanOrEqual, priority: 150))
        } else {
          constraints.append(Constraint(top - tops[row * 8], .equal, priority: 600))
        }
        constraints.append(Constraint(height - 20, .greaterThanOrEqual))
        constraints.append(Constraint(height - 40, .lessThanOrEqual))
        constraints.append(
          Constraint(height - Double(24 + 4 * (index % 3)), .equal, priority: 200))
        let start: Expression = rights.last.map { $0 + 6 } ?? Expression(8)
        constraints.append(Constraint(left - start, .equal))
        constraints.append(Constraint(width - 40, .greaterThanOrEqual))
        rights.append(left + width)
        tops.append(top)
        heights.append(height)
      }
      constraints.append(Constraint(rights.last! - root + 8, .equal, priority: 300))
    }
    return (constraints, root, tops, belows)
  }

  @Test func flowRowsRedefineAndAgreeThroughDragsAndRemovals() throws {
    let (constraints, root, tops, belows) = Self.flowRows(40)
    let redefining = CassowarySolver(lazyRowBudget: 128, redefinitionThreshold: 0)
    let plain = CassowarySolver(lazyRowBudget: 128, redefinitionThreshold: .max)
    for solver in [redefining, plain] {
      try solver.addEditVariable(root, priority: .high)
      try solver.suggestValue(600, for: root)
      try solver.add(contentsOf: constraints)
      solver.updateVariables()
    }
    #expect(redefining.statistics.redefinitions > 0)
    #expect(plain.statistics.redefinitions == 0)
    #expect(redefining.invariantViolation() == nil)
    PairedRandomScript.expectSameValues(
      redefining, plain, on: tops, "build", label: "without redefinitions")
    for (step, width) in [300.0, 900, 120, 1_000].enumerated() {
      for solver in [redefining, plain] {
        try solver.suggestValue(width, for: root)
        solver.updateVariables()
      }
      #expect(redefining.invariantViolation() == nil, "step \(step)")
      PairedRandomScript.expectSameValues(
        redefining, plain, on: tops, "drag step \(step) to \(width)", label: "without redefinitions"
      )
    }
    // Take out alignments (the constraints the redefined tops now stand on) and the
    // inequalities their old definitions came from, then put some back.
    let alignments = constraints.indices.filter {
      constraints[$0].relation == .equal && constraints[$0].priority == Priority(600)
    }
    let removed = stride(from: 3, to: alignments.count, by: 7).map { constraints[alignments[$0]] }
    let below = stride(from: 9, to: belows.count, by: 23).map { constraints[belows[$0]] }
    for batch in [removed, below, Array(removed.prefix(10))] {
      for solver in [redefining, plain] {
        if batch.allSatisfy(solver.contains) {
          try solver.remove(contentsOf: batch)
        } else {
          try solver.add(contentsOf: batch)
        }
        solver.updateVariables()
      }
      #expect(redefining.invariantViolation() == nil)
      PairedRandomScript.expectSameValues(
        redefining, plain, on: tops, "after removing or re-adding", label: "without redefinitions")
    }
  }

  /// With the default threshold, the flow rows' alignments cost a bounded number of
  /// definitions each: without redefinition each walks both chains of tops to the first row
  /// (Θ(rows) definitions, Θ(N²) for the layout).
  @Test func flowRowReductionsVisitLinearlyManyDefinitions() throws {
    func visited(_ rows: Int, threshold: Int) throws -> Int {
      let (constraints, root, _, _) = Self.flowRows(rows)
      let solver = CassowarySolver(lazyRowBudget: 128, redefinitionThreshold: threshold)
      try solver.addEditVariable(root, priority: .high)
      try solver.suggestValue(600, for: root)
      try solver.add(contentsOf: constraints)
      return solver.statistics.definitionsVisited
    }
    let small = try visited(50, threshold: 64)
    let large = try visited(400, threshold: 64)
    #expect(Double(large) <= 10 * Double(small), "visited \(small) at 50 rows, \(large) at 400")
    let unredefined = try visited(400, threshold: .max)
    #expect(large * 4 < unredefined, "visited \(large) with redefinitions, \(unredefined) without")
  }

  /// A batch that fails after a redefinition leaves the tableau exactly as it was.
  @Test func aFailedBatchUndoesRedefinitions() throws {
    let (constraints, root, tops, _) = Self.flowRows(12)
    let solver = CassowarySolver(lazyRowBudget: 128, redefinitionThreshold: 0)
    try solver.addEditVariable(root, priority: .high)
    try solver.suggestValue(600, for: root)
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    // The alignment of two tops of the last row redefines; the last member cannot hold.
    let impossible = [
      Constraint(tops[90] - tops[2] - 10, .equal),
      Constraint(tops[91] - tops[90], .equal),
      Constraint(tops[91] - tops[2], .equal),
    ]
    try expectFailedBatchLeavesSolverAsItWas(
      solver, adding: impossible, watching: tops, thenSuggest: root)
  }

  /// Random scripts of adds, removals, edits and suggestions with every redefinition taken:
  /// the error at every priority level equals that of a solver that never redefines.
  @Test(arguments: 0..<60)
  func randomScriptsAgreeWithoutRedefinitions(seed: Int) throws {
    var system = RandomSystem(
      seed: UInt64(seed) &* 7_919 &+ 5, variableCount: 3 + seed % 10, levelCount: 1 + seed % 4)
    let redefining = CassowarySolver(
      lazyRowBudget: seed % 2 == 0 ? 128 : 0, redefinitionThreshold: 0)
    let plain = CassowarySolver(lazyRowBudget: .max, redefinitionThreshold: .max)
    try PairedRandomScript(tested: redefining, reference: plain, label: "redefining")
      .run(&system, seed: seed)
  }
}
