/// The pricing questions the simplex asks of one symbol's objective coefficients, read in
/// lexicographic order (`order`: level ids from the highest priority down).
///
/// They live on the table, not on ``Tableau``: asked from inside the simplex (a mutating
/// method of a large struct), a non-mutating `Tableau` method that the optimiser does not
/// inline is passed a copy of the whole tableau — 1.5 KB of `memcpy` per question, 3 M
/// instructions of the inequalities build at 1,000 chips once the table's reads made these
/// bodies too large to inline. The table is five words, so the rarer questions (masks) are
/// real calls on it, which keeps their `Tableau` wrappers small enough to inline. Each answer
/// skips a symbol without coefficients (half the symbols are basic) in one check.
extension ObjectiveTable {
  /// The sign of the first coefficient beyond ε, in lexicographic order: -1, 0 or +1.
  /// O(levels).
  @inlinable @inline(__always)
  func sign(of symbol: Int32, order: [Int]) -> Int {
    guard hasCoefficient(symbol) else { return 0 }
    for level in order {
      let value = self[level, symbol]
      if value < -Tableau.epsilon { return -1 }
      if value > Tableau.epsilon { return 1 }
    }
    return 0
  }

  /// The sign ``sign(of:order:)`` would give `symbol` after `delta` is added to its
  /// coefficient at `level` (the table is not changed). O(levels).
  @inlinable
  func sign(of symbol: Int32, adding delta: Double, atLevel changed: Int, order: [Int]) -> Int {
    for level in order {
      var value = self[level, symbol]
      if level == changed { value = Tableau.sum(value, delta) }
      if value < -Tableau.epsilon { return -1 }
      if value > Tableau.epsilon { return 1 }
    }
    return 0
  }

  /// Whether some level has a non-zero coefficient within ``Tableau/objectiveNoise`` above
  /// the first level where the symbol would improve by more than
  /// ``Tableau/maskedImprovement`` (``Tableau/objectiveIsMasked(_:)``). O(levels).
  @inline(never) @usableFromInline
  func isMasked(_ symbol: Int32, order: [Int], restricted: Bool) -> Bool {
    guard hasCoefficient(symbol) else { return false }
    var small = false
    for level in order {
      let value = self[level, symbol]
      let magnitude = abs(value)
      if magnitude == 0 { continue }
      if magnitude <= Tableau.objectiveNoise {
        small = true
        continue
      }
      return small && magnitude > Tableau.maskedImprovement && (value < 0 || !restricted)
    }
    return false
  }

  /// Whether the first coefficient beyond ε is within ``Tableau/objectiveNoise`` and a lower
  /// level holds more than ``Tableau/maskedImprovement`` against it
  /// (``Tableau/objectiveLeadIsNoiseSized(_:)``). O(levels).
  @inline(never) @usableFromInline
  func leadIsNoiseSized(_ symbol: Int32, order: [Int]) -> Bool {
    guard hasCoefficient(symbol) else { return false }
    var lead = 0.0
    for level in order {
      let value = self[level, symbol]
      let magnitude = abs(value)
      if lead == 0 {
        if magnitude <= Tableau.epsilon { continue }
        if magnitude > Tableau.objectiveNoise { return false }
        lead = value
        continue
      }
      if magnitude > Tableau.maskedImprovement { return (value > 0) != (lead > 0) }
    }
    return false
  }

  /// Whether a parametric symbol of `kind` neither improves nor is masked
  /// (``Tableau/isSettled(_:)``), in one pass over the levels. O(levels).
  @inlinable @inline(__always)
  func isSettled(_ symbol: Int32, order: [Int], kind: SymbolKind) -> Bool {
    guard hasCoefficient(symbol) else { return true }
    var signDecided = false
    var small = false
    for level in order {
      let value = self[level, symbol]
      let magnitude = abs(value)
      if magnitude == 0 { continue }
      if !signDecided, magnitude > Tableau.epsilon {
        signDecided = true
        if Tableau.direction(kind, objectiveSign: value < 0 ? -1 : 1) != 0 { return false }
      }
      if magnitude <= Tableau.objectiveNoise {
        small = true
        continue
      }
      // The first coefficient beyond the noise decides whether an improvement is masked.
      return !(small && magnitude > Tableau.maskedImprovement && (value < 0 || !kind.isRestricted))
    }
    return true
  }
}
