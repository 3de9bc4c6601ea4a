/// A small, fast, seeded pseudo-random generator (SplitMix64, Steele–Lea–Flood 2014).
///
/// Every random choice in Strut's workloads and benchmarks goes through this generator so that
/// a seed reproduces a run exactly, in Swift and in the comparison scripts
/// (`Benchmarks/compare/kiwi.py` implements the same sequence).
///
/// The state advances by the constant `0x9E3779B97F4A7C15` per draw and each output is the
/// state passed through the SplitMix64 finaliser.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The current state.
  public private(set) var state: UInt64

  /// A generator whose sequence is determined by `seed`.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `0..<bound` taken as `next() % bound` (the tiny modulo bias is accepted so that
  /// other languages can reproduce the draw with one line). Returns 0 when `bound` is 0.
  public mutating func nextIndex(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next() % UInt64(bound))
  }
}
