/// Order statistics of a set of timings, in seconds.
public struct TimingSummary: Hashable, Sendable, Codable {
  /// The median (the mean of the two middle samples for an even count).
  public var median: Double
  /// The smallest sample.
  public var min: Double
  /// The largest sample.
  public var max: Double
  /// The 90th percentile by nearest rank (the sample at rank ⌈0.9·n⌉).
  public var p90: Double
  /// The number of samples.
  public var runs: Int

  /// A summary with the given statistics.
  public init(median: Double, min: Double, max: Double, p90: Double, runs: Int) {
    self.median = median
    self.min = min
    self.max = max
    self.p90 = p90
    self.runs = runs
  }

  /// The summary of `samples`, or nil when there are none (or any is not finite).
  ///
  /// - Complexity: O(*n* log *n*).
  public init?(samples: [Double]) {
    guard !samples.isEmpty, samples.allSatisfy(\.isFinite) else { return nil }
    let sorted = samples.sorted()
    let count = sorted.count
    median = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    min = sorted[0]
    max = sorted[count - 1]
    let rank = Int((0.9 * Double(count)).rounded(.up))
    p90 = sorted[Swift.max(0, Swift.min(count, rank) - 1)]
    runs = count
  }
}
