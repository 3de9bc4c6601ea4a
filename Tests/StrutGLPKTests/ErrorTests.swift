import StrutCore
import StrutGLPK
import Testing

/// Every error path: the right `SolverError`, and the solver exactly as it was.
@Suite struct ErrorTests {
  /// A solved solver with a required system, an optional preference and an edit variable.
  struct Fixture {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let constraints: [Constraint]

    init() throws {
      constraints = [x + y == 10, x >= 2, (y == 7).priority(.low), z == x - y]
      try solver.add(contentsOf: constraints)
      try solver.addEditVariable(x, priority: .medium)
      try solver.suggestValue(6, for: x)
      solver.updateVariables()
    }

    var variables: [Variable] { [x, y, z] }

    func state(with extra: [Constraint] = []) -> SolverState {
      SolverState(solver, variables: variables, constraints: constraints + extra)
    }

    /// The state after a fresh `updateVariables()`, which must also be unchanged.
    func stateAfterUpdate(with extra: [Constraint] = []) -> SolverState {
      solver.updateVariables()
      return state(with: extra)
    }
  }

  @Test func fixtureValues() throws {
    let f = try Fixture()
    #expect(close(f.solver.value(of: f.x), 6))
    #expect(close(f.solver.value(of: f.y), 4))
    #expect(close(f.solver.value(of: f.z), 2))
  }

  static let invalidConstraints:
    [(String, @Sendable (Variable) -> Constraint, @Sendable (Constraint, Variable) -> SolverError)] =
      [
        ("priority 0", { ($0 == 1).priority(0) }, { c, _ in .invalidPriority(c) }),
        ("priority -5", { ($0 == 1).priority(-5) }, { c, _ in .invalidPriority(c) }),
        ("priority 1001", { ($0 == 1).priority(1001) }, { c, _ in .invalidPriority(c) }),
        ("priority NaN", { ($0 == 1).priority(Priority(.nan)) }, { c, _ in .invalidPriority(c) }),
        ("weight 0", { ($0 == 1).weight(0) }, { c, _ in .invalidWeight(c) }),
        ("weight -1", { ($0 == 1).weight(-1) }, { c, _ in .invalidWeight(c) }),
        ("weight inf", { ($0 == 1).weight(.infinity) }, { c, _ in .invalidWeight(c) }),
        ("weight NaN", { ($0 == 1).weight(.nan) }, { c, _ in .invalidWeight(c) }),
        ("NaN coefficient", { Double.nan * $0 == 1 }, { c, v in .nonFiniteCoefficient(c, v) }),
        ("inf coefficient", { Double.infinity * $0 <= 1 }, { c, v in .nonFiniteCoefficient(c, v) }),
        (
          "-inf coefficient", { -Double.infinity * $0 >= 1 },
          { c, v in .nonFiniteCoefficient(c, v) }
        ),
        ("NaN constant", { $0 == Double.nan }, { c, _ in .nonFiniteConstant(c) }),
        ("inf constant", { $0 <= Double.infinity }, { c, _ in .nonFiniteConstant(c) }),
        ("-inf constant", { $0 >= -Double.infinity }, { c, _ in .nonFiniteConstant(c) }),
        (
          "merged overflow", { 1e308 * $0 + 1e308 * $0 == 1 },
          { c, v in .nonFiniteCoefficient(c, v) }
        ),
      ]

  @Test(arguments: invalidConstraints.indices)
  func invalidConstraintsAreRejectedBeforeGLPK(_ index: Int) throws {
    let (name, make, expected) = Self.invalidConstraints[index]
    let f = try Fixture()
    let bad = make(f.y)
    let before = f.state(with: [bad])
    #expect(throws: expected(bad, f.y), "\(name)") { try f.solver.add(bad) }
    #expect(f.state(with: [bad]) == before, "\(name)")
    // In a batch, nothing of the batch is added either.
    let good = f.z <= 1000
    #expect(throws: expected(bad, f.y), "\(name)") { try f.solver.add(contentsOf: [good, bad]) }
    #expect(!f.solver.contains(good))
    #expect(f.stateAfterUpdate(with: [bad]) == before, "\(name)")
  }

  @Test func duplicateConstraints() throws {
    let f = try Fixture()
    let before = f.state()
    #expect(throws: SolverError.duplicateConstraint(f.constraints[0])) {
      try f.solver.add(f.constraints[0])
    }
    let fresh = f.z >= -100
    #expect(throws: SolverError.duplicateConstraint(fresh)) {
      try f.solver.add(contentsOf: [fresh, fresh])
    }
    #expect(!f.solver.contains(fresh))
    #expect(f.stateAfterUpdate() == before)
  }

  @Test func unknownConstraint() throws {
    let f = try Fixture()
    let before = f.state()
    let stranger = f.x == 1
    #expect(throws: SolverError.unknownConstraint(stranger)) { try f.solver.remove(stranger) }
    #expect(f.stateAfterUpdate() == before)
  }

  @Test func editVariableErrors() throws {
    let f = try Fixture()
    let before = f.state()
    #expect(throws: SolverError.duplicateEditVariable(f.x)) {
      try f.solver.addEditVariable(f.x, priority: .low)
    }
    #expect(throws: SolverError.requiredEditVariable(f.y)) {
      try f.solver.addEditVariable(f.y, priority: .required)
    }
    // (Compared by bit pattern: NaN is not equal to itself. Not ±∞ or huge values: StrutCore's
    // Priority.description traps on it, and Swift Testing describes values.)
    for priority: Priority in [0, -1, 1000.5, 5000, Priority(.nan)] {
      let error = #expect(throws: SolverError.self) {
        try f.solver.addEditVariable(f.y, priority: priority)
      }
      guard case .invalidEditPriority(let variable, let rejected) = error else {
        Issue.record("expected invalidEditPriority for \(priority.value)")
        continue
      }
      #expect(variable == f.y)
      #expect(rejected.value.bitPattern == priority.value.bitPattern)
    }
    #expect(!f.solver.hasEditVariable(f.y))
    #expect(throws: SolverError.unknownEditVariable(f.y)) { try f.solver.removeEditVariable(f.y) }
    #expect(throws: SolverError.unknownEditVariable(f.y)) { try f.solver.suggestValue(1, for: f.y) }
    for value in [Double.nan, .infinity, -.infinity] {
      let error = #expect(throws: SolverError.self) { try f.solver.suggestValue(value, for: f.x) }
      guard case .nonFiniteValue(let variable, let rejected) = error else {
        Issue.record("expected nonFiniteValue, got \(String(describing: error))")
        continue
      }
      #expect(variable == f.x)
      #expect(rejected.isNaN == value.isNaN && (value.isNaN || rejected == value))
    }
    #expect(f.stateAfterUpdate() == before)
  }

  @Test func unsatisfiableRequiredConstraintIsRejectedWithItsConflicts() throws {
    let f = try Fixture()
    let before = f.state()
    let bad = f.x <= 1  // conflicts with x >= 2
    var caught: SolverError?
    do { try f.solver.add(bad) } catch { caught = error }
    guard case .unsatisfiable(let culprit, let conflicts) = caught else {
      Issue.record("expected unsatisfiable, got \(String(describing: caught))")
      return
    }
    #expect(culprit == bad)
    #expect(conflicts == [f.constraints[1]])
    #expect(!f.solver.contains(bad))
    #expect(f.state() == before)
    #expect(f.stateAfterUpdate() == before)
    // The solver keeps working, warm.
    try f.solver.suggestValue(3, for: f.x)
    f.solver.updateVariables()
    #expect(close(f.solver.value(of: f.x), 3))
    #expect(close(f.solver.value(of: f.y), 7))
  }

  @Test func unsatisfiableBatchAddsNothing() throws {
    let f = try Fixture()
    let before = f.state()
    let w = Variable("w")
    let fine = w == 5
    let alsoFine = (w == 9).priority(.low)
    let bad = f.y + f.z >= 100  // y + z = y + (x − y) = x, and x + y = 10 allows it: fine
    let reallyBad = f.x - f.z - f.y == 1  // x − z − y = 0 always
    var caught: SolverError?
    do { try f.solver.add(contentsOf: [fine, alsoFine, bad, reallyBad]) } catch { caught = error }
    guard case .unsatisfiable(let culprit, let conflicts) = caught else {
      Issue.record("expected unsatisfiable, got \(String(describing: caught))")
      return
    }
    #expect(culprit == reallyBad)
    #expect(Set(conflicts) == [f.constraints[3]])
    for constraint in [fine, alsoFine, bad, reallyBad] { #expect(!f.solver.contains(constraint)) }
    #expect(f.solver.value(of: w) == 0)
    #expect(f.stateAfterUpdate() == before)
    try f.solver.add(contentsOf: [fine, alsoFine, bad])
    f.solver.updateVariables()
    #expect(close(f.solver.value(of: w), 5))
    #expect(close(f.solver.value(of: f.x), 100))
  }

  @Test func conflictSetsAreSmall() throws {
    // A long chain of required equalities, plus unrelated constraints; the conflict of a
    // closing constraint is the chain, not everything.
    let solver = GLPKSolver()
    let chain = (0..<30).map { Variable("c\($0)") }
    var constraints = [chain[0] == 0]
    for (a, b) in zip(chain, chain.dropFirst()) { constraints.append(b == a + 1) }
    let noise = (0..<50).map { Variable("n\($0)") }
    for (index, variable) in noise.enumerated() {
      constraints.append(variable >= Double(index))
      constraints.append((variable == 0).priority(.low))
    }
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    let closing = chain[29] <= 10
    var caught: SolverError?
    do { try solver.add(closing) } catch { caught = error }
    guard case .unsatisfiable(let culprit, let conflicts) = caught else {
      Issue.record("expected unsatisfiable, got \(String(describing: caught))")
      return
    }
    #expect(culprit == closing)
    #expect(Set(conflicts) == Set(constraints.prefix(30)))
  }

  @Test func violatedConstantConstraints() throws {
    let f = try Fixture()
    let before = f.state()
    let zeroIsFive = Constraint(Expression(5), .equal)
    #expect(throws: SolverError.unsatisfiable(zeroIsFive, conflicts: [])) {
      try f.solver.add(zeroIsFive)
    }
    let cancelled = f.x - f.x == 5
    #expect(throws: SolverError.unsatisfiable(cancelled, conflicts: [])) {
      try f.solver.add(contentsOf: [f.z <= 50, cancelled])
    }
    #expect(f.stateAfterUpdate() == before)
  }
}
