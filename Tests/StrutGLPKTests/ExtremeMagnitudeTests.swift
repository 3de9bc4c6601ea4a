import StrutCore
import StrutGLPK
import Testing

/// Issue 18, items 2–4 on the GLPK backend: no non-finite value is ever stored or returned,
/// the values in force do not depend on the history of suggestions, and errors name their
/// cause at any finite magnitude.
@Suite struct ExtremeMagnitudeTests {
  /// One edit variable and a weak pin; each suggestion in turn must be the value.
  @Test(arguments: [
    [-9e307, 9e307, 5],
    [-1e308, 1e308, -1e308, 0],
    [1e17, 5],
    [1e12, 0.1],
  ])
  func suggestionsAtExtremeMagnitudesAreHeldExactly(values: [Double]) throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.low))
    try solver.addEditVariable(x, priority: .high)
    for value in values {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      #expect(solver.lastUpdateFailure == nil)
      let got = solver.value(of: x)
      #expect(got.isFinite)
      // GLPK's own tolerance (1e-7 relative, docs/glpk.md), whatever came before.
      #expect(abs(got - value) <= 1e-7 * max(1, abs(value)), "\(values): \(got) for \(value)")
    }
  }

  /// Bounds at ±Double.greatestFiniteMagnitude are beyond what GLPK's simplex can work with:
  /// the update is refused (lastUpdateFailure), the values stay finite, and an ordinary
  /// suggestion recovers.
  @Test func suggestionsAtTheLargestDoubleNeverGiveNonFiniteValues() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    try solver.add((x == 0).priority(.low))
    try solver.addEditVariable(x, priority: .high)
    for value in [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude] {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      let got = solver.value(of: x)
      #expect(got.isFinite)
      #expect(solver.lastUpdateFailure != nil || got == value, "\(value): \(got)")
    }
    try solver.suggestValue(1, for: x)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(abs(solver.value(of: x) - 1) < 1e-7)
  }

  /// A required sum whose value would overflow: the update is refused (the values stay those
  /// of the last good solve, never inf), and a smaller suggestion recovers.
  @Test func anUpdateWhoseArithmeticOverflowsIsRefused() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(z == x + y)
    try solver.addEditVariable(x, priority: .high)
    try solver.addEditVariable(y, priority: .high)
    try solver.suggestValue(1e308, for: x)
    try solver.suggestValue(1, for: y)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.value(of: z) == 1e308)
    try solver.suggestValue(1.5e308, for: y)
    solver.updateVariables()
    for variable in [x, y, z] { #expect(solver.value(of: variable).isFinite) }
    if solver.lastUpdateFailure == nil {
      // GLPK found a finite optimum (z cannot be 2.5e308: some edit gives way).
      #expect(abs(solver.value(of: z) - solver.value(of: x) - solver.value(of: y)) < 1e300)
    } else {
      #expect("\(solver.lastUpdateFailure!)".contains("non-finite"))
      #expect(solver.value(of: z) == 1e308)
    }
    try solver.suggestValue(1, for: x)
    try solver.suggestValue(2, for: y)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(abs(solver.value(of: z) - 3) < 1e-7)
  }

  /// `1e308·a + 1e308·a − 1 == 0`: the merged coefficient overflows; the error says so (not
  /// "unsatisfiable") and nothing changes.
  @Test func coefficientsThatAddUpBeyondADoubleAreNamed() throws {
    let solver = GLPKSolver()
    let a = Variable("a")
    let b = Variable("b")
    let kept = b == 4
    try solver.add(kept)
    solver.updateVariables()
    let overflowing = 1e308 * a + 1e308 * a - 1 == 0
    #expect(throws: SolverError.nonFiniteCoefficient(overflowing, a)) {
      try solver.add(overflowing)
    }
    do {
      try solver.add(contentsOf: [b >= 0, overflowing])
    } catch {
      #expect(error == .nonFiniteCoefficient(overflowing, a))
      #expect(error.description.contains("add up beyond the range"), "\(error)")
    }
    #expect(!solver.contains(overflowing))
    #expect(solver.contains(kept))
    solver.updateVariables()
    #expect(solver.value(of: b) == 4)
  }

  /// The satisfiable `c == 3 @250` with `1e308·c − 1e308 == 0` gives c = 1.
  @Test func aHugeButSatisfiableEqualityIsSolved() throws {
    let solver = GLPKSolver()
    let c = Variable("c")
    try solver.add((c == 3).priority(.low))
    try solver.add(1e308 * c - 1e308 == 0)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(abs(solver.value(of: c) - 1) < 1e-9)
  }
}
