/// The undo log of one open transaction on a ``Tableau``: enough to put every row, basic
/// assignment, objective coefficient, symbol and level back exactly as they were.
///
/// Rows are saved whole on their first change (copy-on-write makes the save itself O(1));
/// objective writes are logged one by one. Whether a row was already saved or created in the
/// transaction is a stamp per row in the tableau (`Tableau.rowJournalStamp`), not a hash
/// lookup. The cost is proportional to what the transaction touched, never to the size of
/// the tableau.
@usableFromInline
struct Journal {
  /// Row contents before their first change in the transaction, with their ids.
  @usableFromInline var savedRows: ContiguousArray<(id: Int32, row: SparseRow)> = []
  /// Rows created in the transaction.
  @usableFromInline var createdRows: ContiguousArray<Int32> = []
  /// The transaction's stamp: rows saved or created in it carry it in `rowJournalStamp`.
  @usableFromInline let stamp: UInt32
  /// Rows deleted in the transaction (their slots are freed at commit).
  @usableFromInline var pendingFree: ContiguousArray<Int32> = []
  /// Freed symbols reused in the transaction (given back to the free list on rollback).
  @usableFromInline var reusedSymbols: ContiguousArray<Int32> = []
  /// Symbols erased in the transaction (freed for reuse at commit).
  @usableFromInline var releasedSymbols: ContiguousArray<Int32> = []
  /// `(symbol, previous row)` for every change of a basic assignment.
  @usableFromInline var basicLog: ContiguousArray<(Int32, Int32)> = []
  /// `(level, symbol, previous coefficient)` for every objective write.
  @usableFromInline var objectiveLog: ContiguousArray<(Int32, Int32, Double)> = []
  /// `(level, previous constant)` for every objective constant change.
  @usableFromInline var objectiveConstantLog: ContiguousArray<(Int32, Double)> = []
  /// Counts at the start of the transaction.
  @usableFromInline let symbolCount: Int
  @usableFromInline let levelCount: Int
  @usableFromInline let rowCount: Int
  @usableFromInline let levelOrder: [Int]
  @usableFromInline let freeRows: ContiguousArray<Int32>
  @usableFromInline let magnitude: Double

  /// Opens a journal for `tableau`'s current state, stamping rows with `stamp`.
  init(for tableau: Tableau, stamp: UInt32) {
    self.stamp = stamp
    symbolCount = tableau.kinds.count
    levelCount = tableau.levelPriorities.count
    rowCount = tableau.rows.count
    levelOrder = tableau.levelOrder
    freeRows = tableau.freeRows
    magnitude = tableau.magnitude
  }
}

extension Tableau {
  /// Opens a transaction: from now on every change is journaled.
  mutating func beginTransaction() {
    transactionCounter &+= 1
    if transactionCounter == 0 {
      for index in rowJournalStamp.indices { rowJournalStamp[index] = 0 }
      transactionCounter = 1
    }
    journal = Journal(for: self, stamp: transactionCounter)
    precisionFlagsAtTransactionStart = (precisionLost, droppedAboveRounding)
  }

  /// Saves row `id` in the open journal unless it was saved or created in this transaction.
  @inlinable
  mutating func saveInJournal(_ id: Int32) {
    guard let stamp = journal?.stamp, rowJournalStamp[Int(id)] != stamp else { return }
    rowJournalStamp[Int(id)] = stamp
    if Int(id) < journal!.rowCount { journal!.savedRows.append((id, rows[Int(id)])) }
  }

  /// Records in the open journal that row `id` was created in this transaction.
  @inlinable
  mutating func recordCreatedRow(_ id: Int32) {
    guard let stamp = journal?.stamp else { return }
    rowJournalStamp[Int(id)] = stamp
    journal!.createdRows.append(id)
  }

  /// Keeps the changes of the open transaction.
  mutating func commitTransaction() {
    if let journal {
      freeRows.append(contentsOf: journal.pendingFree)
      freeSymbols.append(contentsOf: journal.releasedSymbols)
    }
    journal = nil
  }

  /// Undoes every change since ``beginTransaction()``. O(what the transaction touched).
  mutating func rollbackTransaction() {
    guard let log = journal else { return }
    journal = nil
    definitionVersion &+= 1
    valueEpoch &+= 1
    // Rows come back as they were, under depths raised since.
    depthsAreReliable = false
    for (level, symbol, value) in log.objectiveLog.reversed() where Int(symbol) < log.symbolCount {
      objective[Int(level), symbol] = value
    }
    for (level, value) in log.objectiveConstantLog.reversed() {
      objectiveConstant[Int(level)] = value
    }
    for (symbol, row) in log.basicLog.reversed() where Int(symbol) < log.symbolCount {
      rowOf[Int(symbol)] = row
    }
    // Rows: created ones become free again, saved ones get their old content.
    // (A row created in the transaction was never saved in it: saving skips stamped rows.)
    for id in log.createdRows where Int(id) < log.rowCount { rows[Int(id)] = SparseRow() }
    rows.removeLast(rows.count - log.rowCount)
    rowStamp.removeLast(rowStamp.count - log.rowCount)
    rowIsDirty.removeLast(rowIsDirty.count - log.rowCount)
    rowJournalStamp.removeLast(rowJournalStamp.count - log.rowCount)
    for (id, row) in log.savedRows { rows[Int(id)] = row }
    freeRows = log.freeRows
    // Symbols and levels created in the transaction disappear.
    // (Their storage stays allocated, reset to the defaults; see `growSymbolStorage`.)
    let symbolsEnd = kinds.count
    for symbol in log.symbolCount..<symbolsEnd {
      rowOf[symbol] = -1
      columns.removeAll(of: Int32(symbol))
      position[symbol] = -1
      inHeap[symbol] = false
      slotOf[symbol] = -1
      visitStamp[symbol] = 0
      affectStamp[symbol] = 0
      columnVersion[symbol] = 0
      pendingCoefficient[symbol] = 0
      pendingMagnitude[symbol] = 0
      depth[symbol] = 0
    }
    for symbol in log.symbolCount..<symbolsEnd where kinds[symbol] == .error {
      errorCosts[Int32(symbol)] = nil
    }
    kinds.removeLast(kinds.count - log.symbolCount)
    // Freed symbols reused in the transaction are free again, with their defaults back (the
    // logs above restored their basic rows and objective coefficients).
    for symbol in log.reusedSymbols {
      slotOf[Int(symbol)] = -1
      columns.removeAll(of: symbol)
      errorCosts[symbol] = nil
      columnVersion[Int(symbol)] = 0
      freeSymbols.append(symbol)
    }
    structureVersion &+= 1
    while levelPriorities.count > log.levelCount { removeLastLevel() }
    if phaseOneLevel >= levelPriorities.count { phaseOneLevel = -1 }
    phaseOneTouched.removeAll()
    for symbol in log.symbolCount..<symbolsEnd { objective.clearAll(of: Int32(symbol)) }
    levelOrder = log.levelOrder
    magnitude = log.magnitude
    (precisionLost, droppedAboveRounding) = precisionFlagsAtTransactionStart
    // Re-index the restored rows (stale entries elsewhere are pruned lazily).
    for (id, row) in log.savedRows where row.basic >= 0 {
      for cell in row.cells { columns.append(id, to: cell.symbol) }
    }
    dirtyRows.removeAll { Int($0) >= rows.count }
    dirtySymbols.removeAll { Int($0) >= kinds.count }
    candidates.removeAll()
    for index in inHeap.indices { inHeap[index] = false }
    infeasibleRows.removeAll()
  }
}
