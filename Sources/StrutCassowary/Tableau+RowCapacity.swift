/// Keeping the rows' buffers near their size (see SparseRow+Capacity.swift).
///
/// Rows that a run of pivots took through many cells and left short keep the room they had:
/// after the 100,000-chip inequalities build, restricted rows of one or two cells sat in
/// buffers of 16–48, and such rows held two thirds of the room of all rows. Two places give
/// it back, both over rows that are walked anyway: the column compaction (every live row) and
/// the end of a batch (the rows it changed, which the next update walks too). Not at every
/// merge: the rows of a drag grow again in the next step, and trimming them at each merge
/// cost the inequalities drag +14 % instructions (docs/architecture.md, "Memory").
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

  /// Gives back the room of the rows changed since the last update that are mostly empty.
  /// - Complexity: O(changed rows), plus O(cells) of the rows it copies.
  mutating func trimChangedRows() {
    for row in dirtyRows where rows[Int(row)].basic >= 0 {
      rows[Int(row)].trimCapacity(
        minimumSlack: Tableau.trimmedSlack, slackDivisor: Tableau.trimmedSlackDivisor)
    }
  }
}
