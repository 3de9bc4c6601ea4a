import Testing

@testable import bench

/// The cross-backend correctness comparison on crafted reports: agree, differ (with who is at
/// fault) and unchecked.
@Suite struct CorrectnessComparisonTests {
  typealias Entry = CorrectnessComparison.Entry

  /// A feasible report with levels 750 and 250 and two sampled variables.
  static func report(
    level250: Double = 11.5, w17: Double = 52, residual: Double = 0,
    fullCheck: CorrectnessReport.FullCheck? = nil
  ) -> CorrectnessReport {
    CorrectnessReport(
      residual: residual, residualAllowance: 1e-7,
      levels: [
        .init(priority: 750, error: 0, scale: 1000),
        .init(priority: 250, error: level250, scale: 5000),
      ],
      samples: [
        .init(index: 3, name: "v0.h", value: 800, scale: 800),
        .init(index: 70, name: "v17.w", value: w17, scale: 100),
      ], fullCheck: fullCheck)
  }

  @Test func identicalReportsAgree() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report()),
      Entry(backend: "glpk", report: Self.report(level250: 11.5 + 1e-9, w17: 52 + 1e-9)),
    ])
    #expect(outcome.verdicts == ["cassowary": .agree, "glpk": .agree])
    #expect(outcome.undecided.isEmpty)
  }

  @Test func aWorseLevelErrorIsTheFaultOfThatBackend() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report(level250: 12)),
      Entry(backend: "glpk", report: Self.report(level250: 11.5)),
    ])
    #expect(
      outcome.verdicts["cassowary"] == .differ("level 250 error 12 vs 11.5 (glpk)", fault: true))
    #expect(
      outcome.verdicts["glpk"]
        == .differ("level 250 error 11.5 vs 12 (cassowary): cassowary is not optimal", fault: false)
    )
    #expect(
      outcome.verdicts["cassowary"]?.description == "differ: level 250 error 12 vs 11.5 (glpk)")
  }

  @Test func anInfeasibleResultIsAFaultAndNotAWitness() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report(level250: 3, residual: 0.001)),
      Entry(backend: "glpk", report: Self.report()),
    ])
    #expect(
      outcome.verdicts["cassowary"] == .differ("infeasible: required residual 0.001", fault: true))
    #expect(
      outcome.verdicts["glpk"]
        == .unchecked("nothing to compare with (cassowary: infeasible)"))
  }

  @Test func aMissingBackendLeavesTheOtherUnchecked() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report()),
      Entry(backend: "glpk", report: nil, missing: "over budget"),
    ])
    #expect(outcome.verdicts["glpk"] == .unchecked("over budget"))
    #expect(
      outcome.verdicts["cassowary"] == .unchecked("nothing to compare with (glpk: over budget)"))
  }

  @Test func aPassedFullCheckAgreesAlone() {
    let passed = CorrectnessReport.FullCheck(passed: true, discrepancy: nil, kind: nil, notes: [])
    let failed = CorrectnessReport.FullCheck(
      passed: false, discrepancy: "level 250 has error 3", kind: "levelError", notes: [])
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report(fullCheck: passed)),
      Entry(backend: "glpk", report: nil, missing: "over budget"),
      Entry(backend: "mutant", report: Self.report(fullCheck: failed)),
    ])
    #expect(outcome.verdicts["cassowary"] == .verified)
    #expect(outcome.verdicts["mutant"] == .differ("full check: level 250 has error 3", fault: true))
  }

  /// The `random` workload at 1,000 views: GLPK's reference failed inside the full check.
  static let referenceFailed = CorrectnessReport.FullCheck(
    passed: false,
    discrepancy:
      "the reference (GLPK) cannot solve the state the backend holds: backend failure: "
      + "glp_simplex: GLP_EFAIL", kind: "reference", notes: [])

  @Test func aFailedReferenceIsUncheckedNeverAFault() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report(fullCheck: Self.referenceFailed)),
      Entry(backend: "glpk", report: nil, missing: "over budget"),
    ])
    #expect(
      outcome.verdicts["cassowary"]
        == .unchecked("the reference failed (GLPK: backend failure: glp_simplex: GLP_EFAIL)"))
    #expect(outcome.verdicts["cassowary"]?.isFault == false)
    // GLPK's reference is not asked again: it is the one that failed.
    #expect(outcome.uncompared.isEmpty)
  }

  @Test func aFailedReferenceDoesNotHideAnAgreement() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report(fullCheck: Self.referenceFailed)),
      Entry(backend: "glpk", report: Self.report(fullCheck: Self.referenceFailed)),
    ])
    #expect(outcome.verdicts == ["cassowary": .agree, "glpk": .agree])
  }

  @Test func anUnfinishedFullCheckSaysSo() {
    var lone = Entry(backend: "cassowary", report: Self.report())
    lone.fullCheckUnfinished = true
    let outcome = CorrectnessComparison.compare([
      lone, Entry(backend: "glpk", report: nil, missing: "over budget"),
    ])
    #expect(
      outcome.verdicts["cassowary"]
        == .unchecked(
          "the full check did not finish within the budget; nothing to compare with "
            + "(glpk: over budget)"))
  }

  @Test func aFailedReferenceWitnessIsUncheckedNeverAFault() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report()),
      Entry(backend: "glpk", report: nil, missing: "over budget"),
      Entry(
        backend: BenchRun.referenceName, report: nil,
        missing: "error: backend failure: glp_simplex: GLP_EFAIL"),
    ])
    #expect(
      outcome.verdicts["cassowary"]
        == .unchecked("the reference failed (GLPK: backend failure: glp_simplex: GLP_EFAIL)"))
  }

  @Test(
    arguments: [
      (nil, "unchecked"), (CorrectnessComparison.Uniqueness.free(30...60), "agree"),
      (.unique(52...52), "unique"), (.undecided("GLPK ran past the budget"), "undecided"),
    ] as [(CorrectnessComparison.Uniqueness?, String)])
  func differingValuesNeedUniqueness(
    _ uniqueness: CorrectnessComparison.Uniqueness?, _ expected: String
  ) {
    let entries = [
      Entry(backend: "cassowary", report: Self.report(w17: 40)),
      Entry(backend: "glpk", report: Self.report(w17: 52)),
    ]
    let outcome = CorrectnessComparison.compare(
      entries, uniqueness: uniqueness.map { [70: $0] } ?? [:])
    let cassowary = outcome.verdicts["cassowary"]
    let glpk = outcome.verdicts["glpk"]
    switch expected {
    case "unchecked":
      #expect(outcome.undecided == [70])
      #expect(cassowary == .unchecked("v17.w 40 vs 52 (glpk), uniqueness not decided"))
    case "agree":
      #expect(outcome.undecided.isEmpty)
      #expect(cassowary == .agree && glpk == .agree)
    case "unique":
      #expect(cassowary == .differ("v17.w 40 vs 52 (glpk), unique optimum 52", fault: true))
      #expect(
        glpk
          == .differ(
            "v17.w 52 vs 40 (cassowary): cassowary is off the unique optimum", fault: false))
      #expect(glpk?.isFault == false && cassowary?.isFault == true)
    default:
      #expect(outcome.undecided.isEmpty)
      #expect(
        cassowary
          == .unchecked("v17.w 40 vs 52 (glpk), uniqueness not decided: GLPK ran past the budget"))
    }
  }

  @Test func aThirdBackendThatAgreesMakesTheRightOneAgree() {
    let outcome = CorrectnessComparison.compare([
      Entry(backend: "cassowary", report: Self.report()),
      Entry(backend: "glpk", report: Self.report()),
      Entry(backend: "kiwisolver", report: Self.report(level250: 20)),
    ])
    #expect(outcome.verdicts["cassowary"] == .agree)
    #expect(outcome.verdicts["glpk"] == .agree)
    #expect(outcome.verdicts["kiwisolver"]?.isFault == true)
  }

  @Test func uniquenessAnswersBecomeVerdicts() {
    let answer = UniquenessAnswer(
      ranges: [.init(index: 1, low: 52, high: 52 + 1e-9), .init(index: 2, low: 0, high: 100)],
      failure: nil)
    let verdicts = answer.uniqueness(for: [1, 2, 3], scales: [:])
    #expect(verdicts[1] == .unique(52...(52 + 1e-9)))
    #expect(verdicts[2] == .free(0...100))
    #expect(verdicts[3] == .undecided("the GLPK probe failed"))
    let failed = UniquenessAnswer(ranges: [], failure: "GLPK failed").uniqueness(
      for: [1], scales: [:])
    #expect(failed[1] == .undecided("GLPK failed"))
  }

  @Test(
    arguments: [
      "verified", "agree", "differ: level 250 error 12 vs 11.5", "unchecked: over budget",
    ])
  func verdictsSurviveTheirText(_ text: String) throws {
    let verdict = try #require(Correctness(parsing: text, fault: true))
    #expect(verdict.description == text)
    #expect(Correctness(parsing: "maybe", fault: false) == nil)
  }
}

extension CorrectnessComparisonTests {
  @Test func longListsOfDifferencesAreCut() {
    #expect(CorrectnessComparison.list(["a", "b"]) == "a; b")
    #expect(CorrectnessComparison.list(["a", "b", "c", "d", "e"]) == "a; b; c; and 2 more")
  }
}
