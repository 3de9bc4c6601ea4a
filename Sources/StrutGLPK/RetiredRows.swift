import CGLPKShim

/// The rows of constraints removed since the last clean-up, which a constraint added before
/// the next clean-up can take over instead of appending a row (the basis matrix stays the
/// same, so the basis stays valid and warm).
///
/// A removed constraint's entry stays in the solver's ``ConstraintTable``, marked retired
/// with its position here; this table holds only what reviving the row needs (row, error
/// columns, bounds, witness epoch). Two ways to match, cheapest first:
/// - **By identity.** Re-adding the *same* constraint (same identifier: a `Constraint` is
///   immutable, so the same expression, relation, priority and weight) takes its own row
///   back: the table's mark gives its position here, so re-adding flips two marks; no
///   hashing, no comparison, no entry moves, and the batch needs no validation for it (it
///   passed when it was first added). This is churn.
/// - **By signature.** A different constraint with the same left-hand side, relation, level
///   and weight (``RowSignature``: the DSL's remake/update of a constraint) takes a row with
///   that signature. The removed constraint's entry then leaves the constraint table and is
///   kept here until the row is given back or forgotten. The signature
///   table is built on the first such lookup only, so removing and re-adding the same
///   constraints never hashes a row.
///
/// A removed constraint keeps its references to its variables while it waits (its variables
/// keep their slots and columns anyway until the clean-up): re-adding it changes no count,
/// and the clean-up releases the references of the rows nobody took (``GLPKSolver/releaseRetired()``).
struct RetiredRows {
  /// A removed constraint's row.
  struct Row {
    /// The constraint's identifier.
    var id: Int
    /// Its LP row.
    var row: Int32
    /// Its first error column (0: none).
    var errorColumn: Int32
    /// The number of error columns.
    var errorCount: Int32
    /// Its row's bounds then (a re-add with these bounds restores the LP exactly).
    var bounds: Bounds
    /// `GLPKSolver.witnessEpoch` when it was removed: while that is unchanged, the
    /// feasibility witness is the one that satisfied the constraint then.
    var witnessEpoch: Int
    /// Whether the row was taken.
    var taken = false

    /// Its error columns.
    var errors: Range<Int32> {
      errorColumn == 0 ? 0..<0 : errorColumn..<(errorColumn + errorCount)
    }
  }

  /// The rows, by position; taken rows stay (a failed insert gives them back).
  private(set) var rows = ContiguousArray<Row>()
  /// The removed constraints' entries, by position in `rows`, whose rows another constraint
  /// took by signature (the entries left the constraint table; given back on undo).
  private var evicted: [Int: ConstraintEntry] = [:]
  /// Position in `rows` by signature (one per signature), built on first use.
  private var signatures: [RowSignature: Int]?
  /// Rows not taken.
  private(set) var count = 0

  /// An empty table.
  init() {}

  /// Whether no row waits.
  var isEmpty: Bool { count == 0 }

  /// Room for `additional` more rows.
  mutating func reserveCapacity(_ additional: Int) {
    rows.reserveCapacity(rows.count + additional)
  }

  /// Forgets the rows appended at positions `count` and later (undoing a removal whose GLPK
  /// calls failed; none of them was taken).
  /// - Complexity: O(rows forgotten).
  mutating func truncate(to count: Int) {
    guard rows.count > count else { return }
    self.count -= rows.count - count
    rows.removeLast(rows.count - count)
    // The signature table may name forgotten positions: rebuilt on the next look-up.
    signatures = nil
  }

  /// Whether the feasibility witness is the one of every row's removal: epochs only grow
  /// and rows are appended in order, so the first row's epoch is the oldest.
  /// - Complexity: O(1).
  func allRemoved(atWitnessEpoch epoch: Int) -> Bool {
    rows.first.map { $0.witnessEpoch == epoch } ?? true
  }

  /// Appends the row of a removed constraint whose entry stays in the constraint table,
  /// without indexing its signature (see ``indexSignatures(from:entryOf:)``).
  /// - Complexity: O(1) amortised.
  @inline(__always)
  mutating func appendUnindexed(_ row: Row) -> Int {
    rows.append(row)
    count += 1
    return rows.count - 1
  }

  /// Adds the rows from position `first` on to the signature table, if it exists (after
  /// ``appendUnindexed(_:)``); `entryOf` gives a row's entry by constraint identifier.
  /// - Complexity: O(terms of those rows) if the table exists, else O(1).
  mutating func indexSignatures(from first: Int, entryOf: (Int) -> ConstraintEntry?) {
    guard signatures != nil, first < rows.count else { return }
    for position in first..<rows.count {
      guard let entry = entryOf(rows[position].id) else { continue }
      let signature = RowSignature(entry)
      if signatures?[signature] == nil { signatures?[signature] = position }
    }
  }

  /// Queues the rows at `positions` (waiting) for GLPK: each row with its bounds, and its
  /// error columns. The queues grow once and are written in place.
  /// - Complexity: O(positions + errors), one uniqueness check per buffer.
  func queue(_ positions: ContiguousArray<Int>, into churn: inout ChurnBuffers) {
    let firstRow = churn.rows.count
    let firstColumn = churn.columns.count
    churn.rows.append(contentsOf: repeatElement(0, count: positions.count))
    churn.bounds.append(
      contentsOf: repeatElement(strut_bounds(type: 0, lower: 0, upper: 0), count: positions.count))
    var errorCount = 0
    rows.withUnsafeBufferPointer { rows in
      churn.rows.withUnsafeMutableBufferPointer { queuedRows in
        churn.bounds.withUnsafeMutableBufferPointer { queuedBounds in
          var slot = firstRow
          for position in positions {
            queuedRows[slot] = rows[position].row
            queuedBounds[slot] = rows[position].bounds.packed
            if rows[position].errorColumn != 0 { errorCount += Int(rows[position].errorCount) }
            slot += 1
          }
        }
      }
      churn.columns.append(contentsOf: repeatElement(0, count: errorCount))
      churn.columns.withUnsafeMutableBufferPointer { queuedColumns in
        var slot = firstColumn
        for position in positions where rows[position].errorColumn != 0 {
          for column in rows[position].errors {
            queuedColumns[slot] = column
            slot += 1
          }
        }
      }
    }
  }

  /// Takes the waiting rows at `positions` (distinct; their constraints are re-added).
  /// - Complexity: O(positions), one uniqueness check.
  mutating func take(_ positions: ContiguousArray<Int>) {
    rows.withUnsafeMutableBufferPointer { rows in
      for position in positions { rows[position].taken = true }
    }
    count -= positions.count
  }

  /// Takes the waiting row at `position` (the constraint itself is re-added) and returns it.
  /// - Complexity: O(1).
  @inline(__always) @discardableResult
  mutating func take(at position: Int) -> Row {
    rows[position].taken = true
    count -= 1
    return rows[position]
  }

  /// The position of a waiting row with the signature of `entry` (another constraint's), if
  /// any; `entryOf` gives the entry of a waiting row (in the constraint table). The caller
  /// takes it with ``take(at:evicting:)``.
  /// - Complexity: O(terms) amortised; the first call after removals builds the signature
  ///   table in O(rows waiting · terms).
  mutating func position(
    matching entry: borrowing ConstraintEntry, entryOf: (Int) -> ConstraintEntry?
  ) -> Int? {
    guard count > 0 else { return nil }
    if signatures == nil {
      var table: [RowSignature: Int] = [:]
      table.reserveCapacity(count)
      for position in rows.indices where !rows[position].taken {
        guard let waiting = entryOf(rows[position].id) else { continue }
        let signature = RowSignature(waiting)
        if table[signature] == nil { table[signature] = position }
      }
      signatures = table
    }
    let signature = RowSignature(entry)
    guard let position = signatures?[signature], !rows[position].taken,
      let waiting = entryOf(rows[position].id), RowSignature(waiting) == signature
    else { return nil }
    return position
  }

  /// Takes the waiting row at `position` for another constraint, keeping the removed
  /// constraint's entry (out of the constraint table) to give back on undo.
  /// - Complexity: O(1).
  mutating func take(at position: Int, evicting entry: consuming ConstraintEntry) -> Row {
    rows[position].taken = true
    evicted[position] = entry
    count -= 1
    return rows[position]
  }

  /// Gives a taken row back (undoing a failed insert); returns the evicted entry, if the row
  /// was taken by signature, for the caller to put back into the constraint table.
  /// - Complexity: O(1).
  mutating func restore(at position: Int) -> ConstraintEntry? {
    guard rows.indices.contains(position), rows[position].taken else { return nil }
    rows[position].taken = false
    count += 1
    return evicted.removeValue(forKey: position)
  }

  /// Calls `body` with every row not taken.
  func forEachWaiting(_ body: (borrowing Row) -> Void) {
    for position in rows.indices where !rows[position].taken { body(rows[position]) }
  }

  /// Forgets every row (the clean-up deletes or has deleted them).
  mutating func removeAll() {
    guard !rows.isEmpty || signatures != nil else { return }
    rows.removeAll(keepingCapacity: true)
    if !evicted.isEmpty { evicted = [:] }
    signatures = nil
    count = 0
  }
}
