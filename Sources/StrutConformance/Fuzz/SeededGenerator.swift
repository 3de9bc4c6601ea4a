/// A small, fast, seedable random number generator (SplitMix64), so that a fuzz seed means
/// the same system on every platform and Swift version.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The state.
  private var state: UInt64

  /// A generator started from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform number in `0..<upperBound` (`upperBound > 0`), independent of the standard
  /// library's algorithms.
  public mutating func below(_ upperBound: Int) -> Int {
    Int(next() % UInt64(max(1, upperBound)))
  }

  /// A uniform number in `range`.
  public mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A uniform number in [0, 1).
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniform number in [low, high).
  public mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniformly chosen element (`elements` must not be empty).
  public mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }

  /// The seed of system `index` of a fuzz run started with `seed` (a SplitMix64 hash of both).
  public static func systemSeed(run seed: UInt64, index: Int) -> UInt64 {
    var generator = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
    return generator.next()
  }
}
