import StrutCore
import StrutGLPK
import Testing

/// Exact lexicographic priorities, and weighted sums within one priority.
@Suite struct PriorityTests {
  @Test func noAmountOfLowerErrorBuysHigherError() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.medium))
    try solver.add(contentsOf: (0..<1001).map { _ in (x == 1).priority(.low) })
    solver.updateVariables()
    #expect(abs(solver.value(of: x)) < tolerance)
  }

  @Test func heavyCoefficientsDoNotOutweighALevel() throws {
    // Weighted-sum solvers give x = 10 here; the lexicographic answer is 0.
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.medium))
    try solver.add((1001 * x - 10010 == 0).priority(.low))
    solver.updateVariables()
    #expect(abs(solver.value(of: x)) < tolerance)
  }

  @Test func manyDistinctLevels() throws {
    // Level p asks x == p; the highest wins, whatever the count below it.
    let solver = GLPKSolver()
    let x = Variable("x")
    for level in 1..<40 {
      try solver.add((x == Double(level)).priority(Priority(Float(level) * 20)))
    }
    solver.updateVariables()
    #expect(close(solver.value(of: x), 39))
    let higher = (x <= 5).priority(999)
    try solver.add(higher)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 5))
  }

  @Test func lowerLevelsStillOptimiseWithinTheHigherOptimum() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add((x + y == 10).priority(.high))
    try solver.add((x == 3).priority(.low))
    solver.updateVariables()
    #expect(close(solver.value(of: x), 3))
    #expect(close(solver.value(of: y), 7))
  }

  @Test(arguments: [(1.0, 3.0, 10.0), (3.0, 1.0, 0.0), (1.0, 1.5, 10.0)])
  func weightsWithinALevel(weightAtZero: Double, weightAtTen: Double, expected: Double) throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.low).weight(weightAtZero))
    try solver.add((x == 10).priority(.low).weight(weightAtTen))
    solver.updateVariables()
    #expect(close(solver.value(of: x), expected))
  }

  @Test func equalWeightsLeaveAnOptimalFace() throws {
    // Any x in [0, 100] is optimal; the solver must return one of them.
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.low))
    try solver.add((x == 100).priority(.low))
    solver.updateVariables()
    let value = solver.value(of: x)
    #expect(value >= -tolerance && value <= 100 + tolerance)
  }

  @Test func editPriorityCompetesLexicographically() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.addEditVariable(x, priority: .medium)
    try solver.add(contentsOf: (0..<50).map { _ in (x == 7).priority(.low) })
    try solver.suggestValue(42, for: x)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 42))
    let strong = (x == 9).priority(.high)
    try solver.add(strong)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 9))
    try solver.remove(strong)
    try solver.suggestValue(43, for: x)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 43))
  }

  @Test func levelsChangeWhenSuggestionsMakeHigherErrorsPositive() throws {
    // The warm-up fast path must not hide a change in a higher level's optimum.
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x <= 100)
    try solver.add((y == x).priority(.high))
    try solver.add((y == 0).priority(.low))
    try solver.addEditVariable(x, priority: .medium)
    for value in [10.0, 150, 20, 200, 100, 50] {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      let expected = min(value, 100)
      #expect(close(solver.value(of: x), expected), "suggested \(value)")
      #expect(close(solver.value(of: y), expected), "suggested \(value)")
    }
  }
}
