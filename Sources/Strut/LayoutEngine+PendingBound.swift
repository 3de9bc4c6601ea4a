extension LayoutEngine {
  /// Keeps the queue of the next layout proportional to what is live: once ``pendingAdds``
  /// holds more than twice the live groups (plus a margin), the groups withdrawn before they
  /// reached the solver (and repeats) are dropped, and a staging store that no longer matches
  /// the queue is replaced, so that the records it held for withdrawn groups can go.
  ///
  /// Without this, `remakeConstraints` called again and again with no layout in between kept
  /// every withdrawn record until the next layout (about 1.4 KB per call; issue 18).
  ///
  /// - Complexity: O(1) amortised per queued group (one O(queue) pass per doubling).
  func boundPendingAdds() {
    guard pendingAdds.count >= 64, pendingAdds.count > 2 * groups.count + 32 else { return }
    var seen = Set<ObjectIdentifier>()
    seen.reserveCapacity(groups.count)
    // A withdrawn group is unlisted (slot −1); a group queued again is listed once.
    pendingAdds.removeAll { $0.slot < 0 || !seen.insert(ObjectIdentifier($0)).inserted }
    // An inexact store is not handed to the solver (the next layout gathers from the
    // records, which keep their own store); a fresh one lets the withdrawn records' go.
    if !stagedIsExact { stagingStore = ConstraintStore() }
  }
}
