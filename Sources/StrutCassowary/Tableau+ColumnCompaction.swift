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
    let count = columns.entries.count
    // A full arena is compacted rather than grown even when it is mostly live: growing
    // copies it into a buffer twice its size with the old one still held — the peak of the
    // 100,000-chip inequalities drag was such a copy, 73 MB beside 146 MB — while a
    // compaction frees the old arena first and leaves room for twice the live cells. The
    // cells have then at least doubled since the last compaction, so this is O(1) amortised
    // per cell too.
    let room = columns.entries.capacity - Tableau.columnArenaOvershoot(cells: cells)
    guard count > 2 * cells || count >= room else {
      columnCompactionLimit = Swift.max(
        Tableau.minimumColumnCompaction, Swift.min(count + Swift.max(cells / 2, 1), room))
      return
    }
    compactColumns()
  }

  /// Rebuilds the column index from the live rows: every list exact, in row order.
  /// O(symbols + Σ row lengths).
  mutating func compactColumns() {
    counters.columnCompactions += 1
    // The pass that counts the cells also gives rows their room back (Tableau+RowCapacity.swift):
    // beyond a quarter of their cells between batches, only mostly empty ones while a batch
    // runs (``slackRows`` is listing), whose rows are still growing — trimming those tightly
    // cost grid's 10,000-view build +5 % instructions, copies its merges then undid.
    let cells = trimAllRowsCountingCells(tightly: slackRows == nil)
    let symbolCount = columns.lists.count
    // The new arena has room for the appends until the next compaction (at twice its
    // entries) and for one pivot's overshoot past that check, so that it is never
    // reallocated in between: growing by doubling, the arena held up to four times the live
    // cells when the check came (docs/architecture.md, "Memory").
    let room = 2 * cells + Tableau.columnArenaOvershoot(cells: cells)
    rows.withUnsafeBufferPointer {
      columns.reindex($0, cellCount: cells, symbolCount: symbolCount, capacity: room)
    }
    // The lists are exact now (each live row once per symbol it names).
    for symbol in columnVersion.indices { columnVersion[symbol] = structureVersion }
    columnCompactionLimit = Swift.max(Tableau.minimumColumnCompaction, 2 * columns.entries.count)
  }

  /// The room an arena keeps beyond its compaction check for the entries that one pivot
  /// appends before the check runs (an eighth of the live cells, at least 4,096 entries).
  @inlinable
  static func columnArenaOvershoot(cells: Int) -> Int {
    Swift.max(cells / 8, 4096)
  }

  /// The arena size below which the column index is never compacted.
  @usableFromInline static let minimumColumnCompaction = 65_536
}
