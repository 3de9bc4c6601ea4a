/// Keeping the rows' buffers near their size (see SparseRow+Capacity.swift).
///
/// Rows that a run of pivots took through many cells and left short keep the room they had:
/// after the 100,000-chip inequalities build, restricted rows of one or two cells sat in
/// buffers of 16–48, and such rows held two thirds of the room of all rows. Two places give
/// it back: the column compaction, which walks every live row anyway, and the end of a batch,
/// for the rows its merges left mostly empty (while ``slackRows`` is on, a merge that
/// cancelled cells lists its row: a pass over every row the batch changed cost grid's
/// 1,000-view build +1 %). Not at every merge, nor after a suggestion: the rows of a drag grow
/// again in the next step, and trimming them at each merge cost the inequalities drag +14 %
/// instructions (docs/architecture.md, "Memory").
extension Tableau {
  /// Gives back the room of the live rows — every row's beyond a quarter of its cells when
  /// `tightly` (``SparseRow/hasRoomToGiveBack``), else the mostly empty rows' — and counts the
  /// live rows' cells.
  /// - Complexity: O(rows), plus O(cells) of the rows it copies.
  mutating func trimAllRowsCountingCells(tightly: Bool) -> Int {
    var cells = 0
    rows.withUnsafeMutableBufferPointer { rows in
      for id in rows.indices where rows[id].basic >= 0 {
        if tightly ? rows[id].hasRoomToGiveBack : rows[id].isMostlyEmpty {
          rows[id].cells = rows[id].fittedCells
        }
        cells += rows[id].cells.count
      }
    }
    return cells
  }

  /// Starts listing the rows that merges leave mostly empty (in ``slackRows``).
  mutating func listSlackRows() {
    slackRows = []
  }

  /// Gives back the room of the rows listed since ``listSlackRows()`` and stops listing.
  /// - Complexity: O(listed rows), plus O(cells) of the rows it copies.
  mutating func trimListedRows() {
    guard let listed = slackRows else { return }
    slackRows = nil
    for row in listed where Int(row) < rows.count && rows[Int(row)].basic >= 0 {
      rows[Int(row)].trimIfMostlyEmpty()
    }
  }
}
