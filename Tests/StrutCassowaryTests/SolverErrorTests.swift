import StrutCassowary
import StrutCore
import Testing

/// Everything observable about a solver: its constraints, its edit variables and the values of
/// the given variables (both as published and after a fresh `updateVariables()`).
struct SolverState: Equatable {
  var constraints: [Int]
  var edits: [Int]
  var values: [Double]
  var valuesAfterUpdate: [Double]

  init(_ solver: CassowarySolver, _ variables: [Variable]) {
    constraints = solver.constraints.map(\.id)
    edits = variables.filter { solver.hasEditVariable($0) }.map(\.id)
    values = variables.map { solver.value(of: $0) }
    solver.updateVariables()
    valuesAfterUpdate = variables.map { solver.value(of: $0) }
  }
}

@Suite("CassowarySolver errors leave the solver exactly as it was")
struct SolverErrorTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  /// A small solver with required, optional and edit state.
  func populated() throws -> CassowarySolver {
    let solver = CassowarySolver()
    try solver.add(x + y == 100)
    try solver.add(x >= 10)
    try solver.add((y == 70).priority(.medium))
    try solver.add((z == x * 2).priority(.low))
    try solver.addEditVariable(x, priority: .high)
    try solver.suggestValue(40, for: x)
    solver.updateVariables()
    return solver
  }

  func expectUnchanged(
    _ solver: CassowarySolver, _ operation: () throws(SolverError) -> Void,
    throws expected: (SolverError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = SolverState(solver, [x, y, z])
    do {
      try operation()
      Issue.record("expected an error", sourceLocation: sourceLocation)
    } catch {
      #expect(expected(error), "unexpected error \(error)", sourceLocation: sourceLocation)
    }
    #expect(SolverState(solver, [x, y, z]) == before, sourceLocation: sourceLocation)
  }

  @Test func duplicateConstraints() throws {
    let solver = try populated()
    let constraint = y <= 500
    try solver.add(constraint)
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(constraint) }) {
      $0 == .duplicateConstraint(constraint)
    }
    let fresh = y <= 600
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.add(contentsOf: [fresh, fresh]) }
    ) {
      $0 == .duplicateConstraint(fresh)
    }
    #expect(!solver.contains(fresh))
  }

  @Test func unknownConstraints() throws {
    let solver = try populated()
    let stranger = x == 3
    expectUnchanged(solver, { () throws(SolverError) in try solver.remove(stranger) }) {
      $0 == .unknownConstraint(stranger)
    }
    let known = solver.constraints[0]
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.remove(contentsOf: [known, stranger]) }
    ) {
      $0 == .unknownConstraint(stranger)
    }
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.remove(contentsOf: [known, known]) }
    ) {
      $0 == .unknownConstraint(known)
    }
    #expect(solver.contains(known))
  }

  @Test(arguments: [Float(0), -1, 1000.5, .nan, .infinity])
  func invalidPriorities(value: Float) throws {
    let solver = try populated()
    let constraint = (x == 1).priority(Priority(value))
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(constraint) }) {
      $0 == .invalidPriority(constraint)
    }
  }

  @Test(arguments: [0.0, -2, .nan, .infinity])
  func invalidWeights(value: Double) throws {
    let solver = try populated()
    let constraint = (x == 1).priority(.low).weight(value)
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(constraint) }) {
      $0 == .invalidWeight(constraint)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteInput(value: Double) throws {
    let solver = try populated()
    let coefficient = Constraint(Expression(terms: [Term(y, value)], constant: 1), .equal)
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(coefficient) }) {
      $0 == .nonFiniteCoefficient(coefficient, y)
    }
    let constant = Constraint(Expression(terms: [Term(y)], constant: value), .lessThanOrEqual)
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(constant) }) {
      $0 == .nonFiniteConstant(constant)
    }
    expectUnchanged(solver, { () throws(SolverError) in try solver.suggestValue(value, for: x) }) {
      // NaN is not equal to itself, so match the case rather than compare errors.
      if case .nonFiniteValue(let variable, let suggested) = $0 {
        return variable == x && (suggested == value || (suggested.isNaN && value.isNaN))
      }
      return false
    }
    // A bad constraint anywhere in a batch rejects the whole batch before anything changes.
    let good = z >= -1000
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.add(contentsOf: [good, constant]) }
    ) {
      $0 == .nonFiniteConstant(constant)
    }
    #expect(!solver.contains(good))
  }

  @Test func editVariableErrors() throws {
    let solver = try populated()
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.addEditVariable(x, priority: .low) }
    ) {
      $0 == .duplicateEditVariable(x)
    }
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.addEditVariable(y, priority: .required) }
    ) {
      $0 == .requiredEditVariable(y)
    }
    for bad: Priority in [0, -5, 1200, Priority(.nan)] {
      expectUnchanged(
        solver, { () throws(SolverError) in try solver.addEditVariable(y, priority: bad) }
      ) {
        if case .invalidEditPriority(let variable, _) = $0 { return variable == y }
        return false
      }
    }
    expectUnchanged(solver, { () throws(SolverError) in try solver.removeEditVariable(y) }) {
      $0 == .unknownEditVariable(y)
    }
    expectUnchanged(solver, { () throws(SolverError) in try solver.suggestValue(5, for: y) }) {
      $0 == .unknownEditVariable(y)
    }
  }

  @Test func unsatisfiableAmongEditsIsRejectedCleanly() throws {
    // kiwi issue 52: with x an edit variable, `x >= 2` then `x <= 1` used to leave the
    // rejected row behind, violate `x >= 2`, and crash on the next suggestion.
    let solver = CassowarySolver()
    try solver.addEditVariable(x, priority: .high)
    try solver.suggestValue(5, for: x)
    let lower = x >= 2
    try solver.add(lower)
    let upper = x <= 1
    solver.updateVariables()
    let before = SolverState(solver, [x])
    do {
      try solver.add(upper)
      Issue.record("x <= 1 must be rejected")
    } catch {
      #expect(error == .unsatisfiable(upper, conflicts: [lower]))
    }
    #expect(SolverState(solver, [x]) == before)
    #expect(solver.value(of: x) == 5)
    try solver.remove(lower)
    try solver.add(lower)
    try solver.suggestValue(0, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 2)
    try solver.suggestValue(3, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 3)
  }

  @Test func unsatisfiableInTheMiddleOfABatch() throws {
    let solver = try populated()
    let first = z <= 1000
    let impossible = x + y == 50  // contradicts x + y == 100
    let last = z >= -1000
    expectUnchanged(
      solver, { () throws(SolverError) in try solver.add(contentsOf: [first, impossible, last]) }
    ) {
      if case .unsatisfiable(let culprit, let conflicts) = $0 {
        return culprit == impossible && conflicts.map(\.id) == [solver.constraints[0].id]
      }
      return false
    }
    #expect(!solver.contains(first) && !solver.contains(last))
  }

  @Test func unsatisfiableAtTheFirstBatchOfAnEmptySolver() {
    let solver = CassowarySolver()
    let a = x == 1
    let b = x == 2
    do {
      try solver.add(contentsOf: [a, b])
      Issue.record("must be rejected")
    } catch {
      #expect(error == .unsatisfiable(b, conflicts: [a]))
    }
    #expect(solver.constraints.isEmpty)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  @Test func constantContradictions() throws {
    let solver = try populated()
    let impossible = Constraint(Expression(5), .equal)
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(impossible) }) {
      $0 == .unsatisfiable(impossible, conflicts: [])
    }
    let cancelled = Constraint(Expression(terms: [Term(z), Term(z, -1)], constant: 5), .equal)
    expectUnchanged(solver, { () throws(SolverError) in try solver.add(cancelled) }) {
      $0 == .unsatisfiable(cancelled, conflicts: [])
    }
    try solver.add(Constraint(Expression(-3), .lessThanOrEqual))  // holds: accepted
  }

  @Test func conflictSetIsSmall() throws {
    // A chain x0 = 0, x(i+1) = x(i) + 1 of 30 links among 100 unrelated constraints; then
    // x30 == 5 conflicts with exactly the chain.
    let solver = CassowarySolver()
    let chain = (0...30).map { Variable("c\($0)") }
    var links = [chain[0] == 0]
    for index in 0..<30 { links.append(chain[index + 1] == chain[index] + 1) }
    let others = (0..<100).map { _ in Variable("free") }
    try solver.add(contentsOf: others.map { $0 >= 0 })
    try solver.add(contentsOf: links)
    try solver.add(contentsOf: zip(others, others.dropFirst()).map { $0 <= $1 + 3 })
    let wrong = chain[30] == 5
    do {
      try solver.add(wrong)
      Issue.record("must be rejected")
    } catch {
      guard case .unsatisfiable(let culprit, let conflicts) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(culprit == wrong)
      #expect(Set(conflicts.map(\.id)) == Set(links.map(\.id)))
    }
  }

  @Test func emptyBatchesAreNoOps() throws {
    let solver = try populated()
    let before = SolverState(solver, [x, y, z])
    try solver.add(contentsOf: [])
    try solver.remove(contentsOf: [])
    #expect(SolverState(solver, [x, y, z]) == before)
  }

  @Test func largeCoordinatesKeepRequiredConstraintsExact() throws {
    // A 2,000-link stack reaching 1e7 with an edit at the bottom: the one epsilon scales
    // with the magnitudes, and required constraints hold to double precision.
    let solver = CassowarySolver()
    let tops = (0...2000).map { Variable("top\($0)") }
    var constraints = [tops[0] == 0]
    for index in 0..<2000 { constraints.append(tops[index + 1] == tops[index] + 5000) }
    try solver.add(contentsOf: constraints)
    let bottom = Variable("bottom")
    try solver.add(bottom >= tops[2000])
    try solver.addEditVariable(bottom, priority: .high)
    for target in [2e7, 1e7 - 1, 1.5e7 + 0.25] {
      try solver.suggestValue(target, for: bottom)
      solver.updateVariables()
      #expect(abs(solver.value(of: tops[2000]) - 1e7) <= 1e-9 * 1e7)
      #expect(abs(solver.value(of: bottom) - max(target, 1e7)) <= 1e-9 * 2e7)
    }
  }
}
