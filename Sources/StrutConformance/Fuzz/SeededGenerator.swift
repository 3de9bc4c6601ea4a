import StrutWorkloads

/// The fuzzer's random number generator: StrutWorkloads' ``SplitMix64`` with its draws
/// (`below`, `within`, `unit`, `uniform`, `chance`, `pick`), so that a fuzz seed means the same
/// system on every platform and Swift version, and the fuzzer and the `random` workload share
/// one generator core (``RandomRecordMaker``).
public typealias SeededGenerator = SplitMix64

extension SplitMix64 {
  /// The seed of system `index` of a fuzz run started with `seed` (a SplitMix64 hash of both).
  /// - Complexity: O(1).
  public static func systemSeed(run seed: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
    return generator.next()
  }
}
