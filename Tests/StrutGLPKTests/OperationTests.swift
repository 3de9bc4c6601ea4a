import StrutCore
import StrutGLPK
import Testing

/// Every protocol operation on small systems with known answers.
@Suite struct OperationTests {
  @Test func requiredEqualitiesDetermineValues() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x - y == 4)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 7))
    #expect(close(solver.value(of: y), 3))
  }

  @Test func valuesChangeOnlyOnUpdate() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add(x == 5)
    #expect(solver.value(of: x) == 0)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 5))
    let other = x == 9
    try solver.add(other.priority(.high))
    #expect(close(solver.value(of: x), 5))
  }

  @Test func inequalitiesAndOptionalPreferences() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add(x <= 20)
    let prefer = (x == 100).priority(.low)
    try solver.add(prefer)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 20))
    try solver.remove(prefer)
    let low = (x == 0).priority(.low)
    try solver.add(low)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 10))
  }

  @Test func optionalInequalityErrorIsTheViolation() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x <= 5).priority(.high))
    try solver.add((x == 9).priority(.low))
    solver.updateVariables()
    #expect(close(solver.value(of: x), 5))
    let atLeast = (x >= 7).priority(.high)
    try solver.add(atLeast)
    solver.updateVariables()
    // x <= 5 and x >= 7 at the same level: error 2 anywhere in [5, 7]; x == 9 pulls to 7.
    #expect(close(solver.value(of: x), 7))
  }

  @Test func addRemoveContains() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let c = x == 3
    #expect(!solver.contains(c))
    try solver.add(c)
    #expect(solver.contains(c))
    try solver.remove(c)
    #expect(!solver.contains(c))
    try solver.add(c)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 3))
  }

  @Test func removingRequiredConstraintsReleasesVariables() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    let fixX = x == 10
    let link = y == x + 5
    try solver.add(contentsOf: [fixX, link])
    try solver.add((y == 0).priority(.low))
    solver.updateVariables()
    #expect(close(solver.value(of: y), 15))
    try solver.remove(fixX)
    solver.updateVariables()
    #expect(close(solver.value(of: y), 0))
    #expect(close(solver.value(of: x), -5))
    try solver.add(fixX.priority(.medium))  // a new constraint with its own identity
    solver.updateVariables()
    #expect(close(solver.value(of: x), 10))
    #expect(close(solver.value(of: y), 15))
  }

  @Test func batchRemoveIsAllOrNothing() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let a = x >= 1
    let b = x <= 9
    let stranger = x == 4
    try solver.add(contentsOf: [a, b])
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.remove(contentsOf: [a, stranger])
    }
    #expect(solver.contains(a) && solver.contains(b))
    #expect(throws: SolverError.unknownConstraint(a)) {
      try solver.remove(contentsOf: [a, a])
    }
    #expect(solver.contains(a))
    try solver.remove(contentsOf: [a, b])
    #expect(!solver.contains(a) && !solver.contains(b))
    try solver.remove(contentsOf: [Constraint]())
  }

  @Test func editVariablesFollowSuggestions() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == 2 * x + 1)
    try solver.add((x == 12).priority(.low))
    solver.updateVariables()
    try solver.addEditVariable(x, priority: .high)
    #expect(solver.hasEditVariable(x))
    solver.updateVariables()
    // Before the first suggestion the edit asks for the current value: nothing moves.
    #expect(close(solver.value(of: x), 12))
    for value in [3.0, -7.5, 1000, 3] {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      #expect(close(solver.value(of: x), value))
      #expect(close(solver.value(of: y), 2 * value + 1))
    }
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(close(solver.value(of: x), 12))
    let twenty = (x == 20).priority(.medium)
    try solver.add(twenty)
    try solver.addEditVariable(x, priority: .high)  // solves first, then asks for x == 20
    try solver.remove(twenty)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 20))
    let unseen = Variable("unseen")
    try solver.addEditVariable(unseen, priority: .low)
    solver.updateVariables()
    #expect(solver.value(of: unseen) == 0)
  }

  @Test func editsYieldToStrongerConstraints() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add(x <= 100)
    try solver.add((x >= 50).priority(.required))
    try solver.addEditVariable(x, priority: .medium)
    try solver.suggestValue(500, for: x)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 100))
    try solver.add((x == 70).priority(.high))
    solver.updateVariables()
    #expect(close(solver.value(of: x), 70))
  }

  @Test func resetForgetsEverything() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let c = x == 4
    try solver.add(c)
    try solver.addEditVariable(x, priority: .low)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 4))
    solver.reset()
    #expect(!solver.contains(c))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
    try solver.add(c)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 4))
  }

  @Test func unknownVariablesReadZero() {
    let solver = GLPKSolver()
    solver.updateVariables()
    #expect(solver.value(of: Variable("nobody")) == 0)
  }

  @Test func churnKeepsResultsAndStaysWarm() throws {
    let tree = TreeLayout(count: 85)
    let solver = GLPKSolver()
    try solver.add(contentsOf: tree.constraints)
    try solver.addEditVariable(tree.views[0].w, priority: .high)
    try solver.suggestValue(1000, for: tree.views[0].w)
    solver.updateVariables()
    let before = tree.views.map { solver.value(of: $0.x) }
    let coldBefore = solver.statistics.coldSolves
    var generator = SeededGenerator(seed: 7)
    var current = tree.constraints
    for round in 0..<5 {
      var removed: [Constraint] = []
      var kept: [Constraint] = []
      for constraint in current {
        if Double.random(in: 0..<1, using: &generator) < 0.1 {
          removed.append(constraint)
        } else {
          kept.append(constraint)
        }
      }
      try solver.remove(contentsOf: removed)
      solver.updateVariables()
      let readded = removed.map { $0.priority(.required) }
      try solver.add(contentsOf: readded)
      current = kept + readded
      solver.updateVariables()
      let after = tree.views.map { solver.value(of: $0.x) }
      #expect(zip(before, after).allSatisfy { close($0, $1) }, "round \(round), seed 7")
    }
    #expect(solver.statistics.coldSolves == coldBefore)
  }
}
