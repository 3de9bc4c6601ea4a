/// Keeping the column index as large as the tableau, under churn too.
///
/// Column lists are maintained lazily: a row that gains a symbol appends an entry, and stale
/// entries (rows that dropped the symbol, deleted rows) are pruned only when the list is
/// walked. A symbol whose list is never walked — a variable named by rows that churn removes
/// and re-adds, but never substituted — keeps every stale entry: 20,000 cycles of removing and
/// re-adding 8 constraints among 300 variables left 19.6 M entries for 366 live rows (about
/// 1,000 more per cycle, 169 MB). So when the arena has grown past twice its size after the
/// last compaction, and more than half of it is stale, it is rebuilt from the live rows:
/// O(symbols + cells), amortised O(1) per entry appended. Removals check (a churn always removes), so do a batch of additions and a
/// suggestion once they are done (a drag's dual pivots left 25 M entries for 3.7 M cells after
/// 30 steps on the 100,000-chip inequalities workload), and so does a definition that was
/// shortened (``shortenDefinitions(naming:with:)``: a long row that moved along N pins left
/// N stale entries per pin, 16 M entries for 24,000 cells at N = 4,000). Inside a
/// transaction too: a rollback re-indexes the rows it restores, and entries of rows it
/// truncates are skipped as stale.
extension Tableau {
  /// Rebuilds the column index from the live rows when its arena outgrew them (see above).
  /// - Complexity: O(1) unless it compacts; then O(symbols + Σ row lengths).
  mutating func compactColumnsIfNeeded() {
    guard columns.entries.count > columnCompactionLimit else { return }
    var cells = 0
    rows.withUnsafeBufferPointer { rows in
      for row in rows.indices where rows[row].basic >= 0 { cells += rows[row].cells.count }
    }
    // Mostly live entries (a build that pivoted little): nothing to gain yet (compacting a
    // fresh 10,000-view build cost flat +4 %). Look again after half as many appends as there
    // are live cells: the count above is then O(1) amortised per append, and the arena never
    // passes 2.5 times the live cells at a check. (Doubling the limit instead let it compound:
    // the 100,000-chip inequalities drag reached 6 entries per live cell, a third of its
    // peak memory; docs/architecture.md, "Memory".)
    guard columns.entries.count > 2 * cells else {
      columnCompactionLimit = Swift.max(
        Tableau.minimumColumnCompaction, columns.entries.count + Swift.max(cells / 2, 1))
      return
    }
    compactColumns()
  }

  /// Rebuilds the column index from the live rows: every list exact, in row order.
  /// O(symbols + Σ row lengths).
  mutating func compactColumns() {
    counters.columnCompactions += 1
    // The pass that counts the cells also gives mostly empty rows their room back
    // (Tableau+RowCapacity.swift).
    let cells = trimAllRowsCountingCells()
    let symbolCount = columns.lists.count
    // The new index is made from the rows alone: the old arena goes first, so that the peak is
    // the larger of the two, not their sum.
    columns = ColumnIndex()
    columns = rows.withUnsafeBufferPointer {
      ColumnIndex(indexing: $0, cellCount: cells, symbolCount: symbolCount)
    }
    // The lists are exact now (each live row once per symbol it names).
    for symbol in columnVersion.indices { columnVersion[symbol] = structureVersion }
    columnCompactionLimit = Swift.max(Tableau.minimumColumnCompaction, 2 * columns.entries.count)
  }

  /// The arena size below which the column index is never compacted.
  @usableFromInline static let minimumColumnCompaction = 65_536
}
