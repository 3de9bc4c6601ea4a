/// The objective cost of an error symbol: `weight` per unit at objective level `level`.
@usableFromInline
struct ErrorCost: Sendable {
  /// The level id.
  @usableFromInline var level: Int32
  /// The weight.
  @usableFromInline var weight: Double

  /// A cost.
  @inlinable
  init(level: Int32, weight: Double) {
    self.level = level
    self.weight = weight
  }
}

/// The level and weight of every live error symbol, by symbol id: what its objective
/// coefficients are made of, so that a coefficient can be recomputed exactly from the rows.
///
/// Two flat arrays indexed by symbol (a level of -1 means no cost), 12 bytes per symbol, grown
/// with the tableau's other per-symbol arrays. A dictionary keyed by symbol took 42 MB for the 1.5 M errors of
/// the 100,000-chip inequalities workload, 25 MB this way (docs/architecture.md, "Memory").
@usableFromInline
struct ErrorCostTable: Sendable {
  /// Each symbol's level id, -1 for a symbol without a cost.
  @usableFromInline var levels: ContiguousArray<Int32> = []
  /// Each symbol's weight (0 without a cost).
  @usableFromInline var weights: ContiguousArray<Double> = []

  /// An empty table.
  @inlinable
  init() {}

  /// The cost of `symbol`, nil when it has none; setting nil removes it. O(1).
  @inlinable
  subscript(symbol: Int32) -> ErrorCost? {
    @inline(__always) get {
      let index = Int(symbol)
      guard index < levels.count, levels[index] >= 0 else { return nil }
      return ErrorCost(level: levels[index], weight: weights[index])
    }
    @inline(__always) set {
      let index = Int(symbol)
      levels[index] = newValue?.level ?? -1
      weights[index] = newValue?.weight ?? 0
    }
  }

  /// Adds `extra` symbols without a cost (with the tableau's other per-symbol arrays).
  mutating func addSymbols(_ extra: Int) {
    levels.append(contentsOf: repeatElement(-1, count: extra))
    weights.append(contentsOf: repeatElement(0, count: extra))
  }

  /// Reserves room for `symbols` symbols in total.
  mutating func reserveCapacity(symbols: Int) {
    levels.reserveCapacity(symbols)
    weights.reserveCapacity(symbols)
  }
}
