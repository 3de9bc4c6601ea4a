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
      values.swapAt(Int(position), last)
      positions.set(values[Int(position)].constraint.id, position)
    }
    values.removeLast()
    positions.set(id, nil)
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
