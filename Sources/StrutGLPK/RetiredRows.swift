/// The rows of constraints removed since the last clean-up, which a constraint added before
/// the next clean-up can take over instead of appending a row (the basis matrix stays the
/// same, so the basis stays valid and warm).
///
/// Two ways to match, cheapest first:
/// - **By identity.** Re-adding the *same* constraint (same identifier: a `Constraint` is
///   immutable, so the same expression, relation, priority and weight) takes its own row
///   back, found through an ``IdentifierIndex``: no hashing, no comparison, and the batch
///   needs no validation for it (it passed when it was first added). This is churn.
/// - **By signature.** A different constraint with the same left-hand side, relation, level
///   and weight (``RowSignature``: the DSL's remake/update of a constraint) takes a row with
///   that signature. The signature table is built on the first such lookup only, so removing
///   and re-adding the same constraints never hashes a row.
///
/// A removed constraint keeps its references to its variables while it waits (its variables
/// keep their slots and columns anyway until the clean-up): re-adding it changes no count,
/// and the clean-up releases the references of the rows nobody took (``GLPKSolver/releaseRetired()``).
struct RetiredRows {
  /// A removed constraint: its entry (terms, row, error columns) and its row's bounds.
  struct Row {
    /// The entry as it was when the constraint was removed.
    var entry: ConstraintEntry
    /// Its row's bounds then (a re-add with these bounds restores the LP exactly).
    var bounds: Bounds
    /// `GLPKSolver.witnessEpoch` when it was removed: while that is unchanged, the
    /// feasibility witness is the one that satisfied the constraint then.
    var witnessEpoch: Int
  }

  /// The rows, by position; taken rows stay (a failed insert gives them back).
  private(set) var rows = ContiguousArray<Row>()
  /// Per position: whether the row was taken.
  private var taken = ContiguousArray<Bool>()
  /// Position in `rows` by constraint identifier (rows not taken).
  private var positions = IdentifierIndex()
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
    taken.reserveCapacity(taken.count + additional)
    positions.reserveCapacity(additional)
  }

  /// Adds the row of a removed constraint.
  /// - Complexity: O(1) amortised (O(terms) if the signature table exists).
  mutating func append(_ entry: consuming ConstraintEntry, bounds: Bounds, witnessEpoch: Int) {
    let position = rows.count
    let id = entry.constraint.id
    rows.append(Row(entry: entry, bounds: bounds, witnessEpoch: witnessEpoch))
    taken.append(false)
    positions[id] = position
    count += 1
    if signatures != nil {
      let signature = RowSignature(rows[position].entry)
      if signatures?[signature] == nil { signatures?[signature] = position }
    }
  }

  /// A taken row: its position (to give it back) and what reviving it needs.
  struct Taken {
    /// Its position in the table.
    var position: Int
    /// The removed constraint's entry.
    var entry: ConstraintEntry
    /// Its row's bounds when it was removed.
    var bounds: Bounds
    /// `GLPKSolver.witnessEpoch` when it was removed.
    var witnessEpoch: Int
  }

  /// Whether the constraint `id` was removed and its row waits.
  /// - Complexity: O(1).
  @inline(__always)
  func contains(_ id: Int) -> Bool { positions[id] != nil }

  /// Takes the row of the removed constraint `id`, if it waits. (Mutating, so that the
  /// solver's table is used in place, never copied.)
  /// - Complexity: O(1).
  mutating func take(id: Int) -> Taken? {
    guard let position = positions[id] else { return nil }
    taken[position] = true
    positions[id] = nil
    count -= 1
    return Taken(
      position: position, entry: rows[position].entry, bounds: rows[position].bounds,
      witnessEpoch: rows[position].witnessEpoch)
  }

  /// Takes a waiting row with the signature of `entry` (another constraint's), if any.
  /// - Complexity: O(terms) amortised; the first call after removals builds the signature
  ///   table in O(rows waiting · terms).
  mutating func take(matching entry: borrowing ConstraintEntry) -> Taken? {
    guard count > 0 else { return nil }
    if signatures == nil {
      var table: [RowSignature: Int] = [:]
      table.reserveCapacity(count)
      for position in rows.indices where !taken[position] {
        let signature = RowSignature(rows[position].entry)
        if table[signature] == nil { table[signature] = position }
      }
      signatures = table
    }
    let signature = RowSignature(entry)
    guard let position = signatures?[signature], !taken[position],
      RowSignature(rows[position].entry) == signature
    else { return nil }
    taken[position] = true
    positions[rows[position].entry.constraint.id] = nil
    count -= 1
    return Taken(
      position: position, entry: rows[position].entry, bounds: rows[position].bounds,
      witnessEpoch: rows[position].witnessEpoch)
  }

  /// Gives a taken row back (undoing a failed insert).
  /// - Complexity: O(1).
  mutating func restore(at position: Int) {
    guard taken.indices.contains(position), taken[position] else { return }
    taken[position] = false
    positions[rows[position].entry.constraint.id] = position
    count += 1
  }

  /// Calls `body` with every row not taken.
  func forEachWaiting(_ body: (borrowing Row) -> Void) {
    for position in rows.indices where !taken[position] { body(rows[position]) }
  }

  /// Forgets every row (the clean-up deletes or has deleted them).
  mutating func removeAll() {
    guard !rows.isEmpty || signatures != nil else { return }
    rows.removeAll(keepingCapacity: true)
    taken.removeAll(keepingCapacity: true)
    positions = IdentifierIndex()
    signatures = nil
    count = 0
  }
}
