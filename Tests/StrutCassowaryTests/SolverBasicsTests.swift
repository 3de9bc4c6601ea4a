import StrutCassowary
import StrutCore
import Testing

@Suite("CassowarySolver basics")
struct SolverBasicsTests {
  @Test func requiredBeatsOptional() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add((x == 0).priority(.low))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test func expressionsReadNaturally() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(y == 3)
    try solver.add(z == 30)
    try solver.add(x + 2 * y - 10 <= z)
    try solver.add((x == 1000).priority(.medium))
    solver.updateVariables()
    #expect(solver.value(of: x) == 34)
  }

  @Test func lexicographicPrioritiesAreExact() throws {
    // kiwi's weighted sum gives x = 1 here; the lexicographic order gives x = 0.
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(500))
    try solver.add(contentsOf: (0..<1001).map { _ in (x == 1).priority(250) })
    solver.updateVariables()
    #expect(abs(solver.value(of: x)) < 1e-9)
  }

  @Test func lexicographicAcrossManyLevels() throws {
    // Each level only decides what the levels above leave free.
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add((x <= 4).priority(900))
    try solver.add((x >= 6).priority(800))  // loses to 900
    try solver.add((y == 100).priority(100))  // can only push y as far as x <= 4 allows
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 4) < 1e-9)
    #expect(abs(solver.value(of: y) - 6) < 1e-9)
  }

  @Test func mediumAgainstHeavyWeakStaysExact() throws {
    // Medium x == 0 against weak 1001·x − 10010 == 0: weighted gives 10, lexicographic 0.
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.medium))
    try solver.add((1001 * x - 10010 == 0).priority(.low))
    solver.updateVariables()
    #expect(abs(solver.value(of: x)) < 1e-9)
  }

  @Test func weightsWithinALevel() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.low).weight(1))
    try solver.add((x == 10).priority(.low).weight(3))
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 10) < 1e-9)
  }

  @Test func inequalitiesAtOptionalPriorities() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add((x >= 50).priority(.high))
    try solver.add((x <= 20).priority(.low))
    try solver.add((x == 5).priority(100))
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 50) < 1e-9)
  }

  @Test func redundantConstraintsAreAccepted() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10)
    try solver.add(y == x + 5)
    try solver.add(y == 15)
    try solver.add(2 * y == 30)
    try solver.add(Constraint(Expression(0), .equal))
    solver.updateVariables()
    #expect(solver.value(of: y) == 15)
  }

  @Test func duplicateTermsAreMerged() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(Constraint(Expression(terms: [Term(x, 1), Term(x, 1)], constant: -10), .equal))
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
  }

  @Test func unknownVariablesReadZero() {
    let solver = CassowarySolver()
    #expect(solver.value(of: Variable("never")) == 0)
  }

  @Test func editVariablesFollowSuggestions() throws {
    let solver = CassowarySolver()
    let width = Variable("width")
    let half = Variable("half")
    try solver.add(half * 2 == width)
    try solver.addEditVariable(width, priority: .high)
    solver.updateVariables()
    #expect(solver.value(of: width) == 0)
    for value in [100.0, 250, -40, 1e7] {
      try solver.suggestValue(value, for: width)
      solver.updateVariables()
      #expect(abs(solver.value(of: width) - value) < 1e-9 * max(1, abs(value)))
      #expect(abs(solver.value(of: half) - value / 2) < 1e-9 * max(1, abs(value)))
    }
    try solver.removeEditVariable(width)
    #expect(!solver.hasEditVariable(width))
  }

  @Test func editsYieldToRequiredInequalities() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add(x <= 100)
    try solver.addEditVariable(x, priority: .high)
    for (suggested, expected) in [(50.0, 50.0), (5, 10), (500, 100), (70, 70)] {
      try solver.suggestValue(suggested, for: x)
      solver.updateVariables()
      #expect(abs(solver.value(of: x) - expected) < 1e-9)
    }
  }

  @Test func resetForgetsEverything() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let constraint = x == 3
    try solver.add(constraint)
    try solver.addEditVariable(x, priority: .low)
    solver.reset()
    solver.updateVariables()
    #expect(!solver.contains(constraint))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
    try solver.add(x == 7)
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
  }

  @Test func removingEachKindOfConstraint() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let required = x == 10
    let lower = x >= 20
    let weak = (x == 50).priority(.low)
    let strongInequality = (x <= 30).priority(.high)
    try solver.add(contentsOf: [weak, strongInequality])
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 30) < 1e-9)
    try solver.add(lower)
    try solver.remove(strongInequality)
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 50) < 1e-9)
    try solver.remove(lower)
    try solver.add(required)
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 10) < 1e-9)
    try solver.remove(required)
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 50) < 1e-9)
    try solver.remove(weak)
    #expect(solver.constraints.isEmpty)
  }

  /// Variables met out of creation order (the last one first, then ids below it, then one far
  /// above) take the solver's dictionary path for their slots; every value still reads back,
  /// and a variable the solver never saw reads 0.
  @Test func variablesMetOutOfOrderKeepTheirValues() throws {
    let solver = CassowarySolver()
    let early = (0..<100).map { Variable("v\($0)") }
    let stranger = Variable("never-added")
    for _ in 0..<70_000 { _ = Variable() }  // pushes the next id far above the others
    let far = Variable("far")
    try solver.add(early[99] == 99)
    for index in 0..<99 { try solver.add(early[index] == early[index + 1] - 1) }
    try solver.add(far == early[0] + 1000)
    solver.updateVariables()
    for (index, variable) in early.enumerated() {
      #expect(solver.value(of: variable) == Double(index))
    }
    #expect(solver.value(of: far) == 1000)
    #expect(solver.value(of: stranger) == 0)
  }
}
