import StrutCassowary
import StrutCore
import StrutGLPK
import Testing

/// Issue 18's extreme cases held to one contract on both backends: suggestions near ±1e308
/// never give a non-finite value and the values in force do not depend on what was suggested
/// before; coefficients that add up past `Double`'s range are named; a huge but satisfiable
/// equality is solved.
@Suite struct ExtremeMagnitudeBothBackendsTests {
  /// A fresh solver of the named backend.
  static func solver(_ backend: String) -> any ConstraintSolver {
    backend == "glpk" ? GLPKSolver() : CassowarySolver()
  }

  @Test(
    arguments: ["cassowary", "glpk"],
    [
      [-9e307, 9e307, 5], [-1e308, 1e308, -1e308, 0], [1e17, 5], [1e12, 0.1],
    ])
  func suggestionsAtExtremeMagnitudes(backend: String, values: [Double]) throws {
    let solver = Self.solver(backend)
    let x = Variable("x")
    try solver.add((x == 0).priority(.low))
    try solver.addEditVariable(x, priority: .high)
    for value in values {
      try solver.suggestValue(value, for: x)
      solver.updateVariables()
      let got = solver.value(of: x)
      #expect(got.isFinite, "\(backend) \(values): \(got) for \(value)")
      // Within the looser of the two tolerances (GLPK: 1e-7 relative), whatever came before.
      #expect(
        abs(got - value) <= 1e-7 * max(1, abs(value)), "\(backend) \(values): \(got) for \(value)")
    }
  }

  @Test(arguments: ["cassowary", "glpk"])
  func coefficientsThatAddUpPastDoubleAreNamed(backend: String) throws {
    let solver = Self.solver(backend)
    let a = Variable("a")
    let overflowing = 1e308 * a + 1e308 * a - 1 == 0
    #expect(throws: SolverError.nonFiniteCoefficient(overflowing, a)) {
      try solver.add(overflowing)
    }
    #expect(!solver.contains(overflowing))
  }

  @Test(arguments: ["cassowary", "glpk"])
  func aHugeButSatisfiableEqualityIsSolved(backend: String) throws {
    let solver = Self.solver(backend)
    let c = Variable("c")
    try solver.add((c == 3).priority(.low))
    try solver.add(Constraint(Expression(terms: [Term(c, 1e308)], constant: -1e308), .equal))
    solver.updateVariables()
    #expect(abs(solver.value(of: c) - 1) <= 1e-9, "\(backend): \(solver.value(of: c))")
  }
}
