import StrutConformance
import StrutCore
import StrutGLPK
import Testing

/// The tightly staged reference (``ReferenceOptimum/init(restaging:)``) finds the true
/// lexicographic optimum where GLPKSolver's level hair trades a higher level.
@Suite struct ReferenceRestagingTests {
  /// Fuzz system 7478 of seed 1, shrunk (`fuzz-reference-level-hair-trade`).
  func hairTrade() throws -> ConformanceState {
    let testCase = try #require(
      try Catalogue.bundled().first { $0.name == "fuzz-reference-level-hair-trade" })
    return ConformanceState(constraints: testCase.system.instantiate().constraints)
  }

  @Test func restagingFindsTheTrueOptimum() throws {
    let state = try hairTrade()
    let restaged = try ReferenceOptimum(restaging: state)
    // Exact optimum (HiGHS with exact level bounds; Cassowary): 749 → 11.4609375,
    // 510 → 493.33854166…
    let level749 = try #require(restaged.levelErrors[Priority(749)])
    let level510 = try #require(restaged.levelErrors[Priority(510)])
    #expect(abs(level749 - 11.4609375) < 1e-6)
    #expect(abs(level510 - 493.3385416666666) < 1e-4, "level 510: \(level510)")
  }

  @Test func floatingPointGLPKTradesThereAndItsExactFallbackDoesNot() throws {
    // GLPKSolver's floating-point staging is 3.3e-3 worse at 510 (its level hair); it sees
    // the price of that hair and solves exactly (docs/glpk.md, "Exact fallback"), so the
    // ordinary reference meets the true optimum too.
    let state = try hairTrade()
    let floating = GLPKSolver()
    floating.exactFallbackLimit = 0
    try floating.add(contentsOf: state.judged.map(\.constraint))
    floating.updateVariables()
    let traded = ReferenceOptimum.levelErrors(of: state.judged) { floating.value(of: $0) }
    let level510 = try #require(traded[Priority(510)])
    #expect(level510 > 493.3385416666666 + 1e-3, "level 510: \(level510)")
    let ordinary = try ReferenceOptimum(state)
    let exact510 = try #require(ordinary.levelErrors[Priority(510)])
    #expect(abs(exact510 - 493.3385416666666) < 1e-9, "level 510: \(exact510)")
  }

  @Test func theCheckerJudgesByTheTrueOptimum() throws {
    let state = try hairTrade()
    let restaged = try ReferenceOptimum(restaging: state)
    let verdict = ConformanceChecker().check(state, values: restaged.values)
    #expect(verdict.passed, "\(verdict.discrepancies)")
    let level510 = try #require(verdict.reference?.levelErrors[Priority(510)])
    #expect(abs(level510 - 493.3385416666666) < 1e-4, "the checker's reference: \(level510)")
  }
}

/// A level is judged against the least error the backend's own higher errors leave, in both
/// directions (``ConformanceChecker``).
@Suite struct HigherLevelTradeTests {
  let x = Variable("x")
  let y = Variable("y")

  /// `x == 0` at high; `y == 1000` at low; `y == 1e7·x` required: each 1e-8 of x (far inside
  /// the high level's allowance) moves the low level by 0.1 (far outside its own).
  var amplifier: ConformanceState {
    ConformanceState(constraints: [
      (x == 0).priority(.high), (y == 1000).priority(.low), y == 1e7 * x,
    ])
  }

  @Test func acceptsALowerLevelBoughtWithinAHigherLevelsAllowance() {
    let verdict = ConformanceChecker().check(amplifier, values: [x: 1e-8, y: 0.1])
    #expect(verdict.passed, "\(verdict.discrepancies)")
  }

  @Test func rejectsWhatTheHigherLevelsDoNotExplain() {
    // The high level spent 1e-8 (allowed) but the low level got worse by 0.1, not better.
    let worse = ConformanceChecker().check(amplifier, values: [x: -1e-8, y: -0.1])
    #expect(worse.discrepancies.first?.kind == .levelError)
    #expect(worse.discrepancies.first?.level == .low)
  }
}
