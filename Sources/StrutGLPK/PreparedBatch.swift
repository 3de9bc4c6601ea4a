import StrutCore

/// A validated batch: the constraints as given, plus merged terms for the few whose
/// expression repeats a variable or has a zero coefficient (all others are used as they are,
/// so preparing a batch normally allocates nothing per constraint).
struct PreparedBatch {
  /// The constraints, in order.
  let constraints: [Constraint]
  /// Merged, non-zero, finite terms by position in ``constraints`` (only where needed).
  var merged: [Int: [Term]] = [:]

  /// Per position, whether validation skipped the constraint because its row waited in
  /// ``GLPKSolver/retired`` (empty if none did).
  var skipped: [Bool] = []

  /// Whether validation skipped the constraint at `position` (its row waited).
  @inline(__always)
  func wasSkipped(_ position: Int) -> Bool { !skipped.isEmpty && skipped[position] }

  /// Whether the batch is empty.
  var isEmpty: Bool { constraints.isEmpty }

  /// The terms of the constraint at `position`.
  @inline(__always)
  func terms(at position: Int) -> [Term] {
    if merged.isEmpty { return constraints[position].expression.terms }
    return merged[position] ?? constraints[position].expression.terms
  }
}
