/// The solver's records keyed by constraint identifier, stored contiguously.
///
/// Constraint identifiers are handed out sequentially per process, so ``VariableSlots`` maps
/// them to positions through a dense array offset by the first identifier (a dictionary only
/// for far-away identifiers), and the records themselves sit in one array in insertion order.
/// At 100,000 views a hashed dictionary of 400,000–600,000 records made every look-up a cache
/// miss (5 % of a tree build's time in `find` alone); here consecutive constraints are
/// neighbours. Removal moves the last record into the freed position, so iteration order is
/// the storage order, which removals permute: callers that need insertion order sort by
/// `Record.order`.
@usableFromInline
struct RecordTable: Sequence {
  /// Position of each identifier's record in `values`.
  @usableFromInline var positions = VariableSlots()
  /// The records (each one's key is its constraint's identifier).
  @usableFromInline var values: ContiguousArray<CassowarySolver.Record> = []
  /// Records at or after this position were stored since ``markMeasured()``: the new
  /// constraints that the residual check measures after a batch that pivoted nowhere
  /// (CassowarySolver+Refinement.swift). 0 when every record counts as new.
  @usableFromInline var freshStart = 0
  /// Identifiers of records stored since ``markMeasured()`` that a removal moved below
  /// ``freshStart`` (removal moves the last record into the freed position).
  @usableFromInline var movedFresh = ContiguousArray<Int>()

  /// An empty table.
  @inlinable
  init() {}

  /// The number of records.
  @inlinable
  var count: Int { values.count }

  /// Whether the table holds no record.
  @inlinable
  var isEmpty: Bool { values.isEmpty }

  /// Reserves room for `capacity` records in total, growing geometrically (a batch of one
  /// must not reallocate the table).
  mutating func reserveCapacity(_ capacity: Int) {
    guard values.capacity < capacity else { return }
    values.reserveCapacity(Tableau.grownCapacity(values.capacity, toHold: capacity))
  }

  /// Whether constraint `id` has a record. O(1).
  @inlinable
  func contains(_ id: Int) -> Bool { positions[id] != nil }

  /// The record of constraint `id`, if any; assigning `nil` removes it. O(1) amortised.
  @inlinable
  subscript(id: Int) -> CassowarySolver.Record? {
    get {
      guard let position = positions[id] else { return nil }
      return values[Int(position)]
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: id)
      } else {
        removeValue(forKey: id)
      }
    }
  }

  /// Stores `record` for `id`, returning the record it replaced. O(1) amortised.
  @inlinable
  @discardableResult
  mutating func updateValue(_ record: CassowarySolver.Record, forKey id: Int) -> CassowarySolver
    .Record?
  {
    if let position = positions[id] {
      let old = values[Int(position)]
      values[Int(position)] = record
      return old
    }
    positions.set(id, Int32(values.count))
    values.append(record)
    return nil
  }

  /// Removes the record of `id`, if any (the last record takes its position). O(1).
  @usableFromInline
  mutating func removeValue(forKey id: Int) {
    guard let position = positions[id] else { return }
    let last = values.count - 1
    if Int(position) != last {
      if Int(position) < freshStart, last >= freshStart {
        movedFresh.append(values[last].constraint.id)
        // Removals without a check in between: past as many as the table holds, every
        // record counts as new instead (the list never outgrows the table).
        if movedFresh.count > values.count { markEveryRecordFresh() }
      }
      values.swapAt(Int(position), last)
      positions.set(values[Int(position)].constraint.id, position)
    }
    values.removeLast()
    positions.set(id, nil)
    freshStart = Swift.min(freshStart, values.count)
  }

  /// Whether a record was stored since ``markMeasured()``.
  @inlinable
  var hasFresh: Bool { freshStart < values.count || !movedFresh.isEmpty }

  /// Starts a new period: the records held now are not new. O(1).
  @inlinable
  mutating func markMeasured() {
    freshStart = values.count
    movedFresh.removeAll(keepingCapacity: true)
  }

  /// Makes every record count as new (after a rebuild, whose tableau is new). O(1).
  @inlinable
  mutating func markEveryRecordFresh() {
    freshStart = 0
    movedFresh.removeAll(keepingCapacity: true)
  }

  /// Calls `body` with the position of each record stored since ``markMeasured()``, once each.
  /// - Complexity: O(new records).
  @inlinable
  func forEachFreshPosition(_ body: (Int) -> Void) {
    for position in freshStart..<values.count { body(position) }
    for id in movedFresh {
      // A moved record may have been removed since, or moved again (into the fresh range).
      guard let position = positions[id], Int(position) < freshStart else { continue }
      body(Int(position))
    }
  }

  /// The `(key, value)` pairs in storage order.
  @inlinable
  func makeIterator() -> Iterator { Iterator(table: self) }

  /// Iterates over a table's `(key, value)` pairs in storage order.
  @usableFromInline
  struct Iterator: IteratorProtocol {
    @usableFromInline let table: RecordTable
    @usableFromInline var index = 0

    /// An iterator at the start of `table`.
    @inlinable
    init(table: RecordTable) { self.table = table }

    /// The next pair, if any.
    @usableFromInline
    mutating func next() -> (key: Int, value: CassowarySolver.Record)? {
      guard index < table.values.count else { return nil }
      defer { index += 1 }
      return (table.values[index].constraint.id, table.values[index])
    }
  }
}
