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

  /// Both solvers' values agree on `variables` (to 1e-7 of their magnitude).
  static func expectAgreement(
    _ redefining: CassowarySolver, _ plain: CassowarySolver, on variables: [Variable],
    _ context: String
  ) {
    for variable in variables {
      let a = redefining.value(of: variable)
      let b = plain.value(of: variable)
      #expect(
        abs(a - b) <= 1e-7 * max(1, abs(b)),
        "\(context): \(variable) is \(a), \(b) without redefinitions")
    }
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
    Self.expectAgreement(redefining, plain, on: tops, "build")
    for (step, width) in [300.0, 900, 120, 1_000].enumerated() {
      for solver in [redefining, plain] {
        try solver.suggestValue(width, for: root)
        solver.updateVariables()
      }
      #expect(redefining.invariantViolation() == nil, "step \(step)")
      Self.expectAgreement(redefining, plain, on: tops, "drag step \(step) to \(width)")
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
      Self.expectAgreement(redefining, plain, on: tops, "after removing or re-adding")
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
    let before = tops.map { solver.value(of: $0) }
    let statistics = solver.statistics
    // The alignment of two tops of the last row redefines; the last member cannot hold.
    let impossible = [
      Constraint(tops[90] - tops[2] - 10, .equal),
      Constraint(tops[91] - tops[90], .equal),
      Constraint(tops[91] - tops[2], .equal),
    ]
    #expect(throws: SolverError.self) { try solver.add(contentsOf: impossible) }
    #expect(solver.invariantViolation() == nil)
    solver.updateVariables()
    #expect(tops.map { solver.value(of: $0) } == before)
    #expect(solver.statistics.rows == statistics.rows)
    #expect(solver.statistics.cells == statistics.cells)
    try solver.suggestValue(200, for: root)
    solver.updateVariables()
    #expect(solver.invariantViolation() == nil)
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
    var installed: [Constraint] = []
    var edits: [(Variable, Priority, Double)] = []
    for step in 0..<30 {
      switch Int.random(in: 0..<10, using: &system.generator) {
      case 0..<3:
        let batch = (0..<Int.random(in: 1...4, using: &system.generator)).map { _ in
          system.required()
        }
        for solver in [redefining, plain] { try solver.add(contentsOf: batch) }
        installed += batch
      case 3..<6:
        let constraint = system.optional()
        for solver in [redefining, plain] { try solver.add(constraint) }
        installed.append(constraint)
      case 6:
        if let index = installed.indices.randomElement(using: &system.generator) {
          let constraint = installed.remove(at: index)
          for solver in [redefining, plain] { try solver.remove(constraint) }
        }
      case 7:
        let variable = system.variables.randomElement(using: &system.generator)!
        if !edits.contains(where: { $0.0 == variable }) {
          let priority = system.levels.randomElement(using: &system.generator)!
          for solver in [redefining, plain] {
            try solver.addEditVariable(variable, priority: priority)
          }
          let target = Double(Int.random(in: -200...200, using: &system.generator))
          for solver in [redefining, plain] { try solver.suggestValue(target, for: variable) }
          edits.append((variable, priority, target))
        }
      default:
        if let index = edits.indices.randomElement(using: &system.generator) {
          let target = Double(Int.random(in: -200...200, using: &system.generator))
          for solver in [redefining, plain] {
            try solver.suggestValue(target, for: edits[index].0)
          }
          edits[index].2 = target
        }
      }
      for solver in [redefining, plain] { solver.updateVariables() }
      #expect(redefining.invariantViolation() == nil, "seed \(seed) step \(step)")
      let residual = SolutionCheck.requiredResidual(installed) { redefining.value(of: $0) }
      #expect(residual < 1e-6, "seed \(seed) step \(step): required residual \(residual)")
      let with = SolutionCheck.errorVector(installed, edits: edits) { redefining.value(of: $0) }
      let without = SolutionCheck.errorVector(installed, edits: edits) { plain.value(of: $0) }
      for (a, b) in zip(with, without) {
        #expect(
          abs(a.1 - b.1) <= 1e-6 * max(1, abs(b.1)),
          "seed \(seed) step \(step): level \(a.0) error \(a.1) redefining, \(b.1) not")
      }
    }
  }
}
