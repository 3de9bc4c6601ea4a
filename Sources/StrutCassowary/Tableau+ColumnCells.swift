/// Column walks that hand over each row's cell: the walk that checks a row for the symbol has
/// found the cell already, and the callers that read or remove it — the ratio test, the
/// substitution of a pivot, the recomputation of objective coefficients — used to scan the
/// row for it a second time.
///
/// On the random workload the rows naming a hub symbol hold about 35 cells each and number
/// 31,000 at 100,000 views; a walk streams them from memory, and the second scan streamed them
/// again (docs/architecture.md, "Breakpoint crossing").
extension Tableau {
  /// A row of a column walk and the index of the walked symbol's cell in it.
  @usableFromInline
  struct ColumnCell: Sendable {
    /// The row.
    @usableFromInline let row: Int32
    /// The index of the symbol's cell in the row's cells.
    @usableFromInline let cell: Int32

    /// A row and a cell index.
    @inlinable
    init(row: Int32, cell: Int32) {
      self.row = row
      self.cell = cell
    }
  }

  /// The live rows that contain `symbol`, each with the index of its cell, in the order of
  /// ``rowsContaining(_:)``; prunes the column list as it does. O(column · row length).
  @inlinable
  mutating func cellsContaining(_ symbol: Int32) -> ContiguousArray<ColumnCell> {
    var found = ContiguousArray<ColumnCell>()
    if columns.isEmpty(symbol) { return found }
    found.reserveCapacity(columns.count(symbol))
    if columnVersion[Int(symbol)] == structureVersion {
      // An exact list: each live row once.
      var entry = columns.first(symbol)
      while entry >= 0 {
        let row = columns.entries[Int(entry)].row
        entry = columns.entries[Int(entry)].next
        if let cell = rows[Int(row)].index(of: symbol) {
          found.append(ColumnCell(row: row, cell: Int32(truncatingIfNeeded: cell)))
        }
      }
      return found
    }
    stamp &+= 1
    if stamp == 0 {
      for index in rowStamp.indices { rowStamp[index] = 0 }
      stamp = 1
    }
    var entry = columns.first(symbol)
    while entry >= 0 {
      let row = columns.entries[Int(entry)].row
      entry = columns.entries[Int(entry)].next
      // Entries may name rows a rolled-back transaction created and then truncated.
      guard Int(row) < rows.count, rowStamp[Int(row)] != stamp else { continue }
      rowStamp[Int(row)] = stamp
      if rows[Int(row)].basic >= 0, let cell = rows[Int(row)].index(of: symbol) {
        found.append(ColumnCell(row: row, cell: Int32(truncatingIfNeeded: cell)))
      }
    }
    if found.count != columns.count(symbol) {
      columns.replace(symbol, with: found.lazy.map(\.row))
    }
    columnVersion[Int(symbol)] = structureVersion
    return found
  }
}
