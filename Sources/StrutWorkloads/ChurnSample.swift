/// The seeded choice of constraints that the churn operation removes and re-adds.
///
/// The choice is a partial Fisher–Yates shuffle of `0..<count` driven by ``SplitMix64``:
/// for `i` in `0..<k`, swap position `i` with `i + next() % (count − i)`; the first `k`
/// positions, sorted ascending, are the sample. `k` is `count × fraction` rounded down, but at
/// least 1 when `count > 0` and `fraction > 0`. `Benchmarks/compare/kiwi.py` draws the same
/// sample from the same seed.
public enum ChurnSample {
  /// The fraction of constraints a churn removes and re-adds: 10 %.
  public static let defaultFraction = 0.1

  /// How many of `count` constraints a churn of `fraction` touches.
  public static func size(of count: Int, fraction: Double = defaultFraction) -> Int {
    guard count > 0, fraction > 0 else { return 0 }
    let wanted = Int((Double(count) * min(fraction, 1)).rounded(.down))
    return min(count, max(1, wanted))
  }

  /// The indices (ascending, distinct, in `0..<count`) of the constraints to churn.
  ///
  /// - Complexity: O(`count`).
  public static func indices(
    count: Int, fraction: Double = defaultFraction, seed: UInt64
  ) -> [Int] {
    let k = size(of: count, fraction: fraction)
    guard k > 0 else { return [] }
    var positions = Array(0..<count)
    var generator = SplitMix64(seed: seed)
    for i in 0..<k {
      let j = i + generator.nextIndex(below: count - i)
      positions.swapAt(i, j)
    }
    return positions[0..<k].sorted()
  }
}
