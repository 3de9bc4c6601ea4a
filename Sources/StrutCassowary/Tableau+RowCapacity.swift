/// Keeping the rows' buffers near their size (see SparseRow+Capacity.swift).
///
/// Rows that a run of pivots took through many cells and left short keep the room they had:
/// after the 100,000-chip inequalities build, restricted rows of one or two cells sat in
/// buffers of 16–48, and such rows held two thirds of the room of all rows. Two places give
/// it back: the column compaction, which walks every live row anyway, and the end of a batch,
/// for the rows its merges left mostly empty (a merge that cancelled cells lists its row while
/// a batch runs: a pass over every row the batch changed cost grid's 1,000-view build +1 %).
/// Not at every merge, nor after a suggestion: the rows of a drag grow again in the next step,
/// and trimming them at each merge cost the inequalities drag +14 % instructions
/// (docs/architecture.md, "Memory").
extension Tableau {
  /// A row is trimmed when at least this many cells of its buffer are free…
  @usableFromInline static let trimmedSlack = 8
  /// …and they are more than its cells divided by this (the buffer is more than half empty).
  @usableFromInline static let trimmedSlackDivisor = 1

  /// Gives back the room of every live row that is mostly empty.
  /// - Complexity: O(rows), plus O(cells) of the rows it copies.
  mutating func trimAllRows() {
    rows.withUnsafeMutableBufferPointer { rows in
      for id in rows.indices where rows[id].basic >= 0 {
        rows[id].trimCapacity(
          minimumSlack: Tableau.trimmedSlack, slackDivisor: Tableau.trimmedSlackDivisor)
      }
    }
  }

  /// Gives back the room of the rows listed in ``slackRows`` and stops listing.
  /// - Complexity: O(listed rows), plus O(cells) of the rows it copies.
  mutating func trimListedRows() {
    listsSlackRows = false
    for row in slackRows where Int(row) < rows.count && rows[Int(row)].basic >= 0 {
      rows[Int(row)].trimCapacity(
        minimumSlack: Tableau.trimmedSlack, slackDivisor: Tableau.trimmedSlackDivisor)
    }
    slackRows.removeAll(keepingCapacity: true)
  }
}
