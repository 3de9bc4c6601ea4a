import Testing

@testable import StrutWorkloads

/// SplitMix64 and the churn sample, which Benchmarks/compare/kiwi.py reproduces.
@Suite struct ChurnSampleTests {
  @Test func splitMixMatchesThePublishedSequence() {
    // The reference outputs of SplitMix64 for seed 1234567.
    var generator = SplitMix64(seed: 1_234_567)
    let expected: [UInt64] = [
      6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
    ]
    #expect((0..<5).map { _ in generator.next() } == expected)
  }

  @Test func indexDrawsStayBelowTheBound() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(seed: seed)
    for bound in 1...200 {
      let index = generator.nextIndex(below: bound)
      #expect(index >= 0 && index < bound, "seed \(seed)")
    }
    #expect(generator.nextIndex(below: 0) == 0)
  }

  @Test(arguments: [(0, 0), (1, 1), (9, 1), (10, 1), (19, 1), (20, 2), (6_003, 600), (5_903, 590)])
  func sampleSizeIsATenthRoundedDownButAtLeastOne(count: Int, size: Int) {
    #expect(ChurnSample.size(of: count) == size)
  }

  @Test func sampleSizeFollowsTheFraction() {
    #expect(ChurnSample.size(of: 100, fraction: 0.5) == 50)
    #expect(ChurnSample.size(of: 100, fraction: 2) == 100)
    #expect(ChurnSample.size(of: 100, fraction: 0) == 0)
    #expect(ChurnSample.size(of: 100, fraction: -1) == 0)
  }

  @Test(arguments: [1, 7, 10, 99, 1_000, 6_003])
  func samplesAreSortedDistinctAndInRange(count: Int) {
    let seed = UInt64.random(in: 0...UInt64.max)
    let sample = ChurnSample.indices(count: count, seed: seed)
    #expect(sample.count == ChurnSample.size(of: count), "seed \(seed)")
    #expect(sample == sample.sorted(), "seed \(seed)")
    #expect(Set(sample).count == sample.count, "seed \(seed)")
    #expect(sample.allSatisfy { $0 >= 0 && $0 < count }, "seed \(seed)")
  }

  @Test func samplesDependOnlyOnTheSeed() {
    let seed = UInt64.random(in: 0...UInt64.max)
    #expect(
      ChurnSample.indices(count: 5_000, seed: seed)
        == ChurnSample.indices(count: 5_000, seed: seed),
      "seed \(seed)")
    #expect(
      ChurnSample.indices(count: 5_000, seed: seed)
        != ChurnSample.indices(count: 5_000, seed: seed &+ 1), "seed \(seed)")
  }

  @Test func aFixedSeedGivesAFixedSample() {
    // Pinned (and equal to kiwi.py's `churn_indices(20, 1)`) so that a change of the draw is noticed.
    #expect(ChurnSample.indices(count: 20, seed: 1) == [5, 9])
  }

  @Test func fullFractionIsEveryIndex() {
    #expect(ChurnSample.indices(count: 37, fraction: 1, seed: 9) == Array(0..<37))
    #expect(ChurnSample.indices(count: 0, seed: 9).isEmpty)
  }
}
