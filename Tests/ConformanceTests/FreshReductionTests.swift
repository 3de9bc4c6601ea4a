import StrutCassowary
import StrutConformance
import StrutCore
import Testing

/// A required row that only cancellation residues could satisfy is decided from the installed
/// constraints (CassowarySolver+FreshReduction.swift).
@Suite struct FreshReductionTests {
  /// Fresh seed 5058804222689685140, system 1802: a required equality with the left side of an
  /// installed one and another constant reduced to `0 = 1.1640625 − 1.003e-9·s`, and phase one
  /// accepted it by driving `s` to 1.16e9. Reduced afresh, the row is `0 = 1.1640625`: refused,
  /// and the failed add leaves the solution as it was.
  @Test func aContradictionHiddenByAResidueIsRefused() throws {
    let testCase = try #require(
      try Catalogue.bundled().first {
        $0.name == "fuzz-cassowary-accepted-contradiction-ebb8787d7fd153bc"
      })
    let solver = CassowarySolver()
    let outcome = ScriptRunner().run(testCase, on: solver)
    #expect(outcome.passed, "\(outcome.discrepancies.first.map(\.description) ?? "")")
    #expect(solver.statistics.freshReductions >= 1)
  }

  /// The same contradiction without the residue (the equalities' left sides are not nearly
  /// parallel to anything) is refused by the plain reduction, and nothing is decided afresh.
  @Test func aPlainContradictionNeedsNoFreshReduction() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(contentsOf: [
      Constraint(Expression(x) + 2 * Expression(y) - 3, .equal),
      Constraint(Expression(x) - Expression(y), .equal),
    ])
    #expect(throws: SolverError.self) {
      try solver.add(Constraint(Expression(x) + 2 * Expression(y) - 4, .equal))
    }
    #expect(solver.statistics.freshReductions == 0)
  }
}
