extension SplitMix64 {
  /// A number in `0..<upperBound`, taken as `next() % upperBound` (a bound below 1 counts as 1,
  /// and one draw is made either way, so the sequence does not depend on the bound).
  ///
  /// These draws are the fuzzer's: a seed means the same system on every platform and Swift
  /// version, independently of the standard library's algorithms.
  /// - Complexity: O(1).
  public mutating func below(_ upperBound: Int) -> Int {
    Int(next() % UInt64(max(1, upperBound)))
  }

  /// A number in `range`, uniformly (up to the modulo bias of ``below(_:)``).
  /// - Complexity: O(1).
  public mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A number in [0, 1) from the top 53 bits of one draw.
  /// - Complexity: O(1).
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A number in [`low`, `high`).
  /// - Complexity: O(1).
  public mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// `true` with probability `probability` (one draw).
  /// - Complexity: O(1).
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// An element chosen uniformly; `elements` must not be empty (every caller passes a
  /// non-empty literal or a checked array).
  /// - Complexity: O(1).
  public mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }
}
