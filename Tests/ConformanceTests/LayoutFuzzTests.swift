import StrutConformance
import StrutCore
import StrutWorkloads
import Testing

/// The fuzzer's layout-shaped cases and long scripts: deterministic per seed, valid, and run
/// on every backend without disagreement (a small budget; `bench fuzz --shape layout` runs
/// any number).
@Suite struct LayoutFuzzTests {
  /// The seeds of these tests (printed by each test).
  static let seeds: [UInt64] = [3, 41, 2_026, 77_777, 9_000_001]

  @Test(arguments: seeds)
  func layoutCasesAreDeterministicPerSeed(_ seed: UInt64) throws {
    print("layout fuzz seed \(seed)")
    let generator = LayoutFuzzGenerator(views: 1...40)
    let first = generator.makeCase(seed: seed)
    #expect(first == generator.makeCase(seed: seed))
    #expect(first != generator.makeCase(seed: seed &+ 1))
    #expect(first.name.hasPrefix("layout-"))
    #expect(first.summary.contains("seed \(seed)"))
  }

  @Test(arguments: seeds)
  func layoutCasesAreValidScripts(_ seed: UInt64) throws {
    print("layout fuzz seed \(seed)")
    let generator = LayoutFuzzGenerator(views: 1...40, steps: 10...10)
    let testCase = generator.makeCase(seed: seed)
    try testCase.validate()
    let script = try #require(testCase.script)
    #expect(script.first?.op == .add)
    #expect(script.last?.op == .check)
    // The first batch, the edits and their suggestions, ten steps (one more batch after a
    // reset), and the final check.
    #expect(script.count >= 12)
    #expect(testCase.system.constraints.count > 0)
  }

  @Test func layoutCasesCoverEveryWorkload() {
    let generator = LayoutFuzzGenerator(views: 1...20)
    let names = Set((0..<200).map { seed in generator.makeCase(seed: UInt64(seed)).name })
    for workload in Workload.allCases {
      #expect(names.contains { $0.hasPrefix("layout-\(workload)-") }, "\(workload)")
    }
  }

  @Test(arguments: TestBackend.allCases)
  func layoutCasesRunWithoutDisagreement(_ backend: TestBackend) {
    let seed: UInt64 = 20_261_126
    print("layout fuzz seed \(seed), systems 0..<12, \(backend)")
    let fuzzer = Fuzzer(
      backends: [backend.backend],
      source: FuzzCaseSource(shape: .layout, variables: 4...120, steps: 4...30))
    for index in 0..<12 {
      let result = fuzzer.run(seed: seed, index: index, shrink: false)
      for failure in result.failures {
        let first = failure.discrepancies.first.map(\.description) ?? ""
        Issue.record(
          "layout system \(index) (seed \(seed)) fails on \(failure.backend): \(first)")
      }
    }
  }

  @Test func longScriptsHaveTheirSteps() throws {
    let seed: UInt64 = 515
    print("fuzz seed \(seed)")
    let generator = FuzzGenerator(variables: 2...30, scriptShare: 1, steps: 150...150)
    let script = try #require(generator.makeCase(seed: seed).script)
    #expect(script.count >= 150)
    let layout = try #require(
      LayoutFuzzGenerator(views: 1...10, steps: 150...150).makeCase(seed: seed).script)
    #expect(layout.count >= 150)
  }

  @Test func largeOnlyRangesDrawWithinThem() {
    // --min-variables 1000 --max-variables 3000 trapped: the small band was 1000...12.
    let generator = FuzzGenerator(variables: 1000...1200, scriptShare: 0)
    for seed in [5, 6, 7] as [UInt64] {
      let count = generator.makeCase(seed: seed).system.variables.count
      #expect((1000...1200).contains(count), "seed \(seed): \(count) variables")
    }
    let middle = FuzzGenerator(variables: 40...50, scriptShare: 0)
    #expect((40...50).contains(middle.makeCase(seed: 8).system.variables.count))
  }

  @Test func mixedSourcesAlternateBySeed() {
    let source = FuzzCaseSource(shape: .mixed, variables: 2...60, steps: 4...8)
    #expect(source.makeCase(seed: 10).name.hasPrefix("fuzz-"))
    #expect(source.makeCase(seed: 11).name.hasPrefix("layout-"))
    #expect(source.description.contains("layout-shaped"))
  }
}
