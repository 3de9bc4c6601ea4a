import Foundation
import StrutConformance
import StrutCore
import StrutGLPK
import Testing

/// The tolerance band of unsatisfiability (docs/conformance.md, "Satisfiable within
/// tolerance"): an add the case expects refused may be accepted when the backend's values
/// satisfy every required constraint within its allowance, and a refusal's conflicts are
/// judged exactly when a floating-point point satisfies them within tolerance.
@Suite struct ToleranceBandTests {
  /// `x == 10`, then `x <= 5`, which must be refused: infeasible by 5, far outside any
  /// allowance.
  static let robustlyInfeasible = """
    {"format":"strut.conformance-case/1","name":"band-robustly-infeasible","summary":"x == 10, then x <= 5",
    "script":[{"constraints":[0],"op":"add"},{"constraints":[1],"error":"unsatisfiable","op":"add"}],
    "system":{"format":"strut.constraint-system/1","name":"band-robustly-infeasible","variables":["x"],"edits":[],
    "constraints":[{"constant":-10,"priority":1000,"relation":"==","terms":[[0,1]],"weight":1},
    {"constant":-5,"priority":1000,"relation":"<=","terms":[[0,1]],"weight":1}]}}
    """

  /// The same script, but the case expects the second add to hold (as a case made from a
  /// witness that satisfies its batch only up to rounding would).
  static let expectedToHold = robustlyInfeasible.replacingOccurrences(
    of: #","error":"unsatisfiable","op":"add"}"#, with: #","op":"add"}"#)

  static func testCase(_ json: String) throws -> ConformanceCase {
    try ConformanceCase(jsonData: Data(json.utf8))
  }

  /// Both backends refuse a batch that is infeasible beyond the allowance, with conflicts
  /// that explain it.
  @Test(arguments: TestBackend.allCases)
  func aRobustlyInfeasibleBatchIsRefused(_ backend: TestBackend) throws {
    let outcome = backend.backend.run(try Self.testCase(Self.robustlyInfeasible))
    #expect(outcome.passed, "\(outcome.discrepancies.first.map(\.description) ?? "")")
  }

  /// A backend that accepts it anyway (it drops the culprit) is caught: its values leave
  /// `x <= 5` violated by 5, which the note names.
  @Test func acceptingBeyondTheAllowanceIsAMissingError() throws {
    let swallowing = ConformanceBackend("swallowing") { CulpritDroppingSolver() }
    let outcome = swallowing.run(try Self.testCase(Self.robustlyInfeasible))
    #expect(outcome.discrepancies.map(\.kind) == [.missingError])
    #expect(outcome.notes.contains { $0.contains("violated by 5") }, "\(outcome.notes)")
  }

  /// A refusal whose conflicts do not explain it is still caught: an empty list leaves
  /// `x <= 5` alone, which holds (exactly too).
  @Test func anEmptyConflictListIsStillInvalid() throws {
    let lying = ConformanceBackend("lying") { CulpritDroppingSolver(reportsNoConflicts: true) }
    let outcome = lying.run(try Self.testCase(Self.robustlyInfeasible))
    #expect(outcome.discrepancies.map(\.kind) == [.invalidConflict])
  }

  /// A refusal of an add the case expects to hold conforms when the backend's conflicts are
  /// inconsistent as written (`x == 10` against `x <= 5`): the report notes it, and the
  /// solver still holds exactly `x == 10`.
  @Test(arguments: TestBackend.allCases)
  func aRefusalWithAnExactExplanationConforms(_ backend: TestBackend) throws {
    let testCase = try Self.testCase(Self.expectedToHold)
    #expect(testCase.operations[1].error == nil)
    let outcome = backend.backend.run(testCase)
    #expect(outcome.passed, "\(outcome.discrepancies.first.map(\.description) ?? "")")
    #expect(outcome.notes.contains { $0.contains("refused within tolerance") })
  }

  /// Without a valid explanation it is still an unexpected error: an empty list leaves
  /// `x <= 5` alone, which holds.
  @Test func aRefusalWithoutAValidExplanationIsStillUnexpected() throws {
    let lying = ConformanceBackend("lying") { CulpritDroppingSolver(reportsNoConflicts: true) }
    let outcome = lying.run(try Self.testCase(Self.expectedToHold))
    #expect(outcome.discrepancies.map(\.kind) == [.unexpectedError])
  }

  /// Fresh seed 673583408, system 2991: two nearly parallel required equalities fix x0 and x2,
  /// and `-x0 + 10·x2 + 0.0228… <= 0` then misses by 7.6e-6 — inconsistent as written, but
  /// moving a constant by 4e-10 makes it hold. Both backends refuse it, naming the two
  /// equalities, which with the culprit are inconsistent exactly (GLPK decides it exactly:
  /// its floating-point point left a required row visibly off).
  @Test(arguments: TestBackend.allCases)
  func bothBackendsRefuseTheBandCaseWithAnExactExplanation(_ backend: TestBackend) throws {
    let testCase = try #require(CatalogueTests.cases["fuzz-both-band-52475f256181e6e3"])
    let outcome = backend.backend.run(testCase)
    #expect(outcome.passed, "\(outcome.discrepancies.first.map(\.description) ?? "")")
    #expect(!outcome.notes.contains { $0.contains("accepted within tolerance") })
  }

  /// GLPK in floating point alone (no exact fallback) accepts it, with values within every
  /// allowance: that conforms too, and the report says so.
  @Test func acceptingTheBandCaseWithinTheAllowanceConforms() throws {
    let testCase = try #require(CatalogueTests.cases["fuzz-both-band-52475f256181e6e3"])
    let floating = ConformanceBackend.floatingGLPK
    let outcome = floating.run(testCase)
    #expect(outcome.passed, "\(outcome.discrepancies.first.map(\.description) ?? "")")
    #expect(outcome.notes.contains { $0.contains("accepted within tolerance") })
  }

  /// The band's premise, exactly: the equalities alone are consistent, with the culprit they
  /// are not.
  @Test func theBandCaseIsInconsistentExactly() throws {
    let testCase = try #require(CatalogueTests.cases["fuzz-both-band-52475f256181e6e3"])
    let constraints = testCase.system.instantiate().constraints
    #expect(!ExactLexicographicProgram(Array(constraints[0...1])).isInconsistent())
    #expect(ExactLexicographicProgram(constraints).isInconsistent())
  }
}

/// A deliberately wrong backend: GLPK, except that a batch it refuses goes in without its
/// culprit (and that culprit is reported as held), or — with `reportsNoConflicts` — is
/// refused with an empty conflict list. The script runner must catch both.
final class CulpritDroppingSolver: WrappingSolver {
  let inner = GLPKSolver()
  private var dropped = Set<Constraint>()
  private let reportsNoConflicts: Bool

  init(reportsNoConflicts: Bool = false) { self.reportsNoConflicts = reportsNoConflicts }

  func add(_ constraint: Constraint) throws(SolverError) { try add(contentsOf: [constraint]) }

  func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    var batch = Array(constraints)
    while true {
      do {
        try inner.add(contentsOf: batch)
        return
      } catch {
        guard case .unsatisfiable(let culprit, _) = error else { throw error }
        if reportsNoConflicts { throw .unsatisfiable(culprit, conflicts: []) }
        dropped.insert(culprit)
        batch.removeAll { $0 == culprit }
      }
    }
  }

  func remove(_ constraint: Constraint) throws(SolverError) { try remove(contentsOf: [constraint]) }

  func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    try inner.remove(contentsOf: batch.filter { !dropped.contains($0) })
    dropped.subtract(batch)
  }

  func contains(_ constraint: Constraint) -> Bool {
    dropped.contains(constraint) || inner.contains(constraint)
  }

  func value(of variable: Variable) -> Double { inner.value(of: variable) }

  func reset() {
    inner.reset()
    dropped = []
  }
}
