import StrutCassowary
import StrutConformance
import StrutCore
import Testing

/// The certificate judge (`bench fuzz --judge certificate`,
/// ``ConformanceChecker/usesCertificates``): a certifying backend is judged by its own
/// certificate, every other backend by the reference, and a wrong answer never passes.
@Suite struct CertificateJudgeTests {
  static let judge = ScriptRunner(checker: ConformanceChecker(usesCertificates: true))

  /// A fuzz case of a few hundred variables with a script (removals, edits, suggestions).
  static func scriptedCase(_ index: Int) -> ConformanceCase {
    let seed: UInt64 = 20_261_127
    let source = FuzzCaseSource(shape: .random, variables: 200...400, steps: 6...10)
    return source.makeCase(seed: SeededGenerator.systemSeed(run: seed, index: index))
  }

  @Test(arguments: TestBackend.allCases)
  func certifyingBackendsAreJudgedByTheirCertificate(_ backend: TestBackend) throws {
    print("certificate judge: fuzz seed 20261127, systems 0..<4")
    var certifiedChecks = 0
    var checks = 0
    for index in 0..<4 {
      let testCase = Self.scriptedCase(index)
      let outcome = backend.backend.run(testCase, runner: Self.judge)
      #expect(outcome.passed, "system \(index): \(outcome.report)")
      checks += outcome.checks
      certifiedChecks += outcome.notes.filter { $0.contains("by the backend's certificate") }.count
    }
    #expect(checks >= 4)
    switch backend {
    case .cassowary:
      // Every check proved by the certificate, none by solving a reference.
      #expect(certifiedChecks == checks, "\(certifiedChecks) of \(checks) checks certified")
    case .glpk:
      #expect(certifiedChecks == 0)
    }
  }

  @Test func aWrongAnswerWithAGenuineCertificateFails() throws {
    let (state, x) = CertificateTests.small()
    let solver = SkewedSolver(moving: x, by: 30)
    try solver.add(contentsOf: state.constraints)
    solver.updateVariables()
    // x = 40 satisfies every required constraint, but the strong `x == 10` proves it is not
    // optimal: the certificate does not verify, and the reference then finds the level error.
    let verdict = ConformanceChecker(usesCertificates: true).check(state, solver: solver)
    #expect(!verdict.passed)
    #expect(!verdict.certified)
    #expect(
      verdict.notes.contains { $0.contains("certificate does not verify") }, "\(verdict.notes)")
    #expect(verdict.discrepancies.first?.kind == .levelError)
  }

  @Test func theReferenceJudgeIgnoresCertificates() throws {
    let (state, _) = CertificateTests.small()
    let solver = CassowarySolver()
    try solver.add(contentsOf: state.constraints)
    solver.updateVariables()
    let verdict = ConformanceChecker().check(state, solver: solver)
    #expect(verdict.passed)
    #expect(!verdict.certified)
  }
}

/// Cassowary with one variable's reported value moved: a deliberately wrong certifying backend
/// whose certificate is genuine (the inner solver's).
final class SkewedSolver: CertifyingSolver, WrappingSolver {
  let inner = CassowarySolver()
  private let moved: Variable
  private let offset: Double

  init(moving variable: Variable, by offset: Double) {
    moved = variable
    self.offset = offset
  }

  func add(_ constraint: Constraint) throws(SolverError) { try inner.add(constraint) }
  func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    try inner.add(contentsOf: constraints)
  }
  func remove(_ constraint: Constraint) throws(SolverError) { try inner.remove(constraint) }
  func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    try inner.remove(contentsOf: constraints)
  }
  func contains(_ constraint: Constraint) -> Bool { inner.contains(constraint) }
  func value(of variable: Variable) -> Double {
    inner.value(of: variable) + (variable == moved ? offset : 0)
  }
  func reset() { inner.reset() }
  func optimalityCertificate() throws(OptimalityCertificate.Unavailable) -> OptimalityCertificate {
    try inner.optimalityCertificate()
  }
}
