import StrutCassowary
import StrutConformance
import StrutCore
import Testing

/// A required row that reduces to `0 = c` with `c` beyond the tolerance but within what
/// rounding may leave of the terms summed into it is decided by a fresh reduction from the
/// installed constraints (CassowarySolver+FreshReduction.swift): redundant when it is, refused
/// when it is a contradiction, however small.
@Suite struct RedundantRowTests {
  static let caseName = "fuzz-cassowary-rounded-constant-a16455f162c6f3cc"

  static func system() throws -> ConstraintSystem {
    let found = try Catalogue.bundled().first { $0.name == caseName }
    return try #require(found).system
  }

  /// Fresh seed 793064104829326280, system 43: a redundant required equality reduced to
  /// `0 = −1.86e-9` through definitions with constants of 6·10⁶; the batch goes in.
  @Test func aRedundantEqualityLeftAtRoundingIsAccepted() throws {
    let instance = try Self.system().instantiate()
    let solver = CassowarySolver()
    try solver.add(contentsOf: instance.constraints)
    #expect(solver.constraints.count == instance.constraints.count)
    #expect(solver.statistics.freshReductions >= 1)
  }

  /// The same equality with its constant moved by 1e-6, 1e-7 or 1e-8 contradicts the others
  /// (GLPK refuses each too); its reduction ends within rounding of its terms all the same,
  /// and the fresh reduction refuses it, naming the equalities it conflicts with.
  @Test(arguments: [1e-6, 1e-7, 1e-8])
  func aContradictionWithinRoundingOfTheTermsIsRefused(shift: Double) throws {
    var system = try Self.system()
    let redundant = system.constraints.firstIndex {
      $0.priority == 1000 && $0.terms.count == 4 && $0.terms.contains { $0.coefficient == 30 }
    }
    let index = try #require(redundant)
    system.constraints[index].constant += shift
    let instance = system.instantiate()
    let solver = CassowarySolver()
    do {
      try solver.add(contentsOf: instance.constraints)
      Issue.record("a contradiction of \(shift) was accepted")
    } catch {
      guard case .unsatisfiable(_, let conflicts) = error else {
        Issue.record("expected unsatisfiable, got \(error)")
        return
      }
      #expect(!conflicts.isEmpty)
    }
    #expect(solver.constraints.isEmpty, "a refused first batch leaves the solver empty")
  }
}
