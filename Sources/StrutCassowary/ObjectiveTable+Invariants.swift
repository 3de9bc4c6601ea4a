/// Structural invariants of the objective table, checked with the tableau's
/// (Tableau+Invariants.swift): compiled into debug builds only.
extension ObjectiveTable {
  #if DEBUG
    /// The first broken invariant, if any:
    /// - the per-symbol arrays have one entry per symbol;
    /// - no level is in two non-zero slots of one symbol, and a non-zero slot's level is a
    ///   valid tag (0 or more);
    /// - a spilled symbol has free slots, a chunk of its own that is not all zero, and no
    ///   other symbol or the free list names that chunk;
    /// - every free chunk is all zero, and every chunk is either free or a symbol's.
    ///
    /// - Complexity: O(symbols + pool).
    func invariantViolation() -> String? {
      guard spillIndex.count == slots.count else {
        return "objective: \(slots.count) slots but \(spillIndex.count) spill indices"
      }
      guard spillStride > 0, spillPool.count % spillStride == 0 else {
        return "objective: a spill pool of \(spillPool.count) is not whole chunks of \(spillStride)"
      }
      let chunks = spillPool.count / spillStride
      var owner = [Int](repeating: -1, count: chunks)
      for symbol in slots.indices {
        let slots = self.slots[symbol]
        let tags = [
          (slots.firstLevel, slots.first), (slots.secondLevel, slots.second),
          (slots.thirdLevel, slots.third),
        ].filter { $0.1 != 0 }.map(\.0)
        if tags.contains(where: { $0 < 0 }) || Set(tags).count != tags.count {
          return "objective: symbol \(symbol) has slots at levels \(tags)"
        }
        let spill = Int(spillIndex[symbol])
        guard spill >= 0 else { continue }
        if !tags.isEmpty { return "objective: spilled symbol \(symbol) keeps slots \(tags)" }
        if spill >= chunks || owner[spill] >= 0 {
          return "objective: symbol \(symbol) names chunk \(spill) (of \(chunks)), owned twice"
        }
        owner[spill] = symbol
        let start = spill * spillStride
        if !spillPool[start..<start + spillStride].contains(where: { $0 != 0 }) {
          return "objective: spilled symbol \(symbol) has an all-zero chunk"
        }
      }
      for free in freeSpills {
        let chunk = Int(free)
        if chunk < 0 || chunk >= chunks || owner[chunk] >= 0 {
          return "objective: free chunk \(chunk) is out of range, owned or freed twice"
        }
        owner[chunk] = -2
        let start = chunk * spillStride
        if spillPool[start..<start + spillStride].contains(where: { $0 != 0 }) {
          return "objective: free chunk \(chunk) is not all zero"
        }
      }
      if let lost = owner.firstIndex(of: -1) { return "objective: chunk \(lost) is lost" }
      return nil
    }
  #endif
}
