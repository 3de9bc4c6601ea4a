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
    return objective.isSettled(symbol, order: levelOrder, kind: kind)
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
