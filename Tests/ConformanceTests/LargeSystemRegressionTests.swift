import StrutCassowary
import StrutConformance
import StrutCore
import Testing

/// Systems of 1,000–3,000 variables from the fresh-seed campaigns, regenerated from their seeds
/// (too large for the catalogue), judged as `bench fuzz --judge certificate` judges them.
@Suite struct LargeSystemRegressionTests {
  /// Fresh seed 1051366360, system 1430 (2,299 variables, 4,686 constraints): refining the
  /// first batch's basic solution made the slacks of two required inequalities −5.33 and −0.80
  /// (the float tableau had them feasible; the basis was not), and the refined point was kept
  /// because its residuals were smaller. A refined point that makes a restricted basic symbol
  /// negative is now discarded.
  @Test func refinementNeverPublishesAnInfeasiblePoint() {
    let source = FuzzCaseSource(shape: .random, variables: 1_000...3_000, steps: 4...20)
    let testCase = source.makeCase(
      seed: SeededGenerator.systemSeed(run: 1_051_366_360, index: 1_430))
    #expect(testCase.system.constraints.count == 4_686)
    let checker = ConformanceChecker(usesCertificates: true)
    let outcome = TestBackend.cassowary.backend.run(
      testCase, runner: ScriptRunner(checker: checker))
    #expect(outcome.checks >= 1)
    #expect(outcome.passed, "\(outcome.discrepancies.first.map(\.description) ?? "")")
  }

  /// System `index` of the large-system campaign `run`, on Cassowary, judged by certificates
  /// and, where one does not verify, by the exact reference with ten minutes per rational
  /// simplex call and no iteration limit (see below).
  static func judgeExactly(run: UInt64, index: Int) -> CaseOutcome {
    let source = FuzzCaseSource(shape: .random, variables: 1_000...3_000, steps: 4...20)
    let testCase = source.makeCase(seed: SeededGenerator.systemSeed(run: run, index: index))
    var checker = ConformanceChecker(usesCertificates: true)
    checker.exactReferenceLimits.milliseconds = 600_000
    checker.exactReferenceLimits.iterations = .max
    return TestBackend.cassowary.backend.run(testCase, runner: ScriptRunner(checker: checker))
  }

  /// Systems of session 23's campaign of large systems (on deb03f9; each failed the same on
  /// fe0bf50, the session's first build), too large for the catalogue (the shrinker stops at
  /// thousands of constraints), run from their seeds. Fresh seed 1401542100026469254: system
  /// 271 left the required equality `x648 + 3·x650 + 1.078125 == 0` 3.6e-6 off after step 7
  /// (allowed 3.2e-7); system 333 published x93 = −0.0056072474 where its optimum is unique at
  /// −0.0056076050 (allowed ±1.3e-7). Both were open until session 24: the refinement's LU
  /// took a rounding residue of a redundant equation as a pivot and its refined point was
  /// discarded; it now drops cancellation residues (`RefinementTests`).
  ///
  /// Their certificates do not verify (system 271: level 1's bound 0.28 against an allowance
  /// of 0.057) and GLPK's floating reference stalls on them, so the exact reference decides.
  /// Its default limit (20 s per rational simplex call) is wall clock: with both cores busy the
  /// call ran past it and the test failed for want of a judge, not for a wrong answer. Here it
  /// has ten minutes per call and no iteration limit, so the verdict does not depend on the load.
  @Test(arguments: [271, 333])
  func largeSystemOfSeed1401542100026469254(index: Int) {
    let outcome = Self.judgeExactly(run: 1_401_542_100_026_469_254, index: index)
    #expect(outcome.checks >= 1)
    #expect(
      outcome.passed,
      "system \(index): \(outcome.discrepancies.first.map(\.description) ?? "")")
  }

  /// Open: fresh seed 4392066957421922007, system 202 (session 24's campaign of large systems
  /// on 09f6f59; fails the same on e96ac0d, the session's first build): after step 4 level 490
  /// has error 5.78e8 where the exact optimum is 1.04e8 (allowed ±2.6e3), and level medium is
  /// 1.4e5 above its optimum after steps 6 and 10. Not diagnosed. Runs as a known issue, so a
  /// fix shows up as a failure of `withKnownIssue`.
  @Test func openSystem202OfSeed4392066957421922007() {
    let outcome = Self.judgeExactly(run: 4_392_066_957_421_922_007, index: 202)
    #expect(outcome.checks >= 1)
    let passed = outcome.passed
    let first = outcome.discrepancies.first.map(\.description) ?? ""
    withKnownIssue("system 202: open (see the documentation comment)") {
      #expect(passed, "\(first)")
    }
  }
}
