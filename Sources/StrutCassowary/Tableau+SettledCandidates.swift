/// The check that lets an optimisation with nothing to do skip its heap.
///
/// Every objective change queues its symbol as an entering candidate, so after the dual
/// simplex of a drag step the heap holds every symbol its pivots touched — 27,000 per step on
/// the inequalities workload at 10,000 views — and the objective is already optimal: the
/// primal simplex that follows popped each one (O(log k), ~300 instructions) only to find
/// that none improves. One pass over the heap's storage in any order answers the same
/// question; when it finds a candidate that might enter, the optimisation runs as before.
extension Tableau {
  /// Whether no queued candidate could enter: each one is basic, cannot enter, or does not
  /// improve the objective, and none has an improvement masked by rounding noise
  /// (``objectiveIsMasked(_:)``, which would be refreshed from the rows). Exactly the
  /// candidates a full ``optimize(onlyLevel:)`` would pop and pass over.
  ///
  /// - Complexity: O(queued candidates · levels), stopping at the first that might enter.
  @inlinable
  func candidatesAreSettled() -> Bool {
    for symbol in candidates.storage where !isSettled(symbol) { return false }
    return true
  }

  /// `improvingDirection(symbol) == 0 && !objectiveIsMasked(symbol)` in one pass over the
  /// levels: both read the coefficients in level order, the first up to the first beyond ε,
  /// the second up to the first beyond ``objectiveNoise`` (which is larger). O(levels).
  @inlinable @inline(__always)
  func isSettled(_ symbol: Int32) -> Bool {
    guard rowOf[Int(symbol)] < 0 else { return true }
    let kind = kinds[Int(symbol)]
    guard kind.entersBasis else { return true }
    var signDecided = false
    var small = false
    for level in levelOrder {
      let value = objective[level][Int(symbol)]
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

  /// Empties the candidate heap, as popping every candidate does.
  ///
  /// - Complexity: O(queued candidates).
  @inlinable
  mutating func dropSettledCandidates() {
    for symbol in candidates.storage { inHeap[Int(symbol)] = false }
    candidates.removeAll()
  }
}
