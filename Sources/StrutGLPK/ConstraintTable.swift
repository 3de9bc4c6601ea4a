import StrutCore

/// The constraints a ``GLPKSolver`` holds: entries in one contiguous array, found by
/// constraint identifier through an ``IdentifierIndex`` (no hashing, no per-entry boxes).
///
/// An entry is **live** (the constraint is in the solver) or **retired**: the constraint was
/// removed and its row waits in ``GLPKSolver/retired`` until the next clean-up. A retired
/// entry stays where it is, marked with its position in ``RetiredRows``, so that removing a
/// constraint and re-adding it flips a mark and moves no entry. Only live entries count as
/// held (``contains(_:)``, ``count``).
///
/// The accessors used per constraint in churn are `mutating` although they only read: the
/// table is a stored property of the solver (a class), and a non-mutating call on it copies
/// the struct (a retain per buffer) where an in-place access does not.
///
/// Removal moves the last entry into the hole, so positions are not stable: keep
/// identifiers, not positions, across removals.
struct ConstraintTable {
  /// Position in `entries` by constraint identifier (live and retired entries).
  private var positions = IdentifierIndex()
  /// The entries (live and retired), in no particular order.
  private(set) var entries = ContiguousArray<ConstraintEntry>()
  /// Per position: 0 if live, else the entry's position in ``RetiredRows`` plus 1.
  private var retiredMarks = ContiguousArray<Int32>()
  /// The number of retired entries.
  private var retiredCount = 0

  /// An empty table.
  init() {}

  /// The number of live constraints.
  var count: Int { entries.count - retiredCount }
  /// Whether no constraint is live.
  var isEmpty: Bool { count == 0 }

  /// Whether the constraint with this identifier is held (live). O(1).
  @inline(__always)
  func contains(_ id: Int) -> Bool {
    guard let position = positions[id] else { return false }
    return retiredMarks[position] == 0
  }

  /// Where the constraint `id` is: absent, live, or retired (with its position in
  /// ``RetiredRows``). O(1).
  enum State {
    case absent
    case live
    case retired(position: Int, retiredPosition: Int)
    /// Retired, and already seen by the batch being prepared (``markSeen(at:)``).
    case seen
  }

  /// The state of the constraint `id`. O(1).
  @inline(__always)
  mutating func state(_ id: Int) -> State {
    guard let position = positions[id] else { return .absent }
    let mark = retiredMarks[position]
    if mark > 0 { return .retired(position: position, retiredPosition: Int(mark) - 1) }
    return mark == 0 ? .live : .seen
  }

  /// The position of the entry of `id` (live or retired). O(1).
  @inline(__always)
  mutating func position(of id: Int) -> Int? { positions[id] }

  /// The live constraints, in table order. O(entries).
  func liveConstraints() -> [Constraint] {
    var live: [Constraint] = []
    live.reserveCapacity(count)
    for position in entries.indices where retiredMarks[position] == 0 {
      live.append(entries[position].constraint)
    }
    return live
  }

  /// The live entry of the constraint `id`. O(1).
  subscript(id: Int) -> ConstraintEntry? {
    guard let position = positions[id], retiredMarks[position] == 0 else { return nil }
    return entries[position]
  }

  /// The entry of `id`, live or retired. O(1).
  func entry(of id: Int) -> ConstraintEntry? {
    positions[id].map { entries[$0] }
  }

  /// The entry at `position` (live or retired). O(1).
  @inline(__always)
  subscript(position position: Int) -> ConstraintEntry {
    _read { yield entries[position] }
    _modify { yield &entries[position] }
  }

  /// Changes the entry of `id` (live or retired) in place (nothing if absent). O(1).
  @inline(__always)
  mutating func update(_ id: Int, _ body: (inout ConstraintEntry) -> Void) {
    guard let position = positions[id] else { return }
    body(&entries[position])
  }

  /// Reads the entry of `id` (live or retired) in place (nothing if absent). O(1).
  @inline(__always)
  func read(_ id: Int, _ body: (borrowing ConstraintEntry) -> Void) {
    guard let position = positions[id] else { return }
    body(entries[position])
  }

  /// Adds a live entry for a constraint the table does not hold yet (neither live nor
  /// retired). O(1) amortised.
  @inline(__always)
  mutating func insertNew(_ entry: ConstraintEntry) {
    positions[entry.constraint.id] = entries.count
    entries.append(entry)
    retiredMarks.append(0)
  }

  /// Adds an entry as retired, waiting at `retiredPosition` in ``RetiredRows`` (undoing a
  /// removal from the table). O(1) amortised.
  mutating func insertRetired(_ entry: ConstraintEntry, retiredPosition: Int) {
    insertNew(entry)
    retiredMarks[entries.count - 1] = Int32(truncatingIfNeeded: retiredPosition + 1)
    retiredCount += 1
  }

  /// Marks the retired entry at `position` as seen by the batch being prepared (its state is
  /// ``State/seen`` until ``unmarkSeen(_:)``).
  @inline(__always)
  mutating func markSeen(at position: Int) {
    if retiredMarks[position] > 0 { retiredMarks[position] = -retiredMarks[position] }
  }

  /// Undoes ``markSeen(at:)`` for the constraint `id` (nothing if it is not marked).
  @inline(__always)
  mutating func unmarkSeen(_ id: Int) {
    guard let position = positions[id], retiredMarks[position] < 0 else { return }
    retiredMarks[position] = -retiredMarks[position]
  }

  /// Marks the live entry at `position` retired, waiting at `retiredPosition`. O(1).
  @inline(__always)
  mutating func retire(at position: Int, retiredPosition: Int) {
    retiredMarks[position] = Int32(truncatingIfNeeded: retiredPosition + 1)
    retiredCount += 1
  }

  /// Marks the retired entry at `position` live again. O(1).
  @inline(__always)
  mutating func revive(at position: Int) {
    retiredMarks[position] = 0
    retiredCount -= 1
  }

  /// Removes and returns the entry of `id` (live or retired), if any. O(1).
  @discardableResult
  mutating func removeValue(forKey id: Int) -> ConstraintEntry? {
    guard let position = positions[id] else { return nil }
    positions[id] = nil
    if retiredMarks[position] != 0 { retiredCount -= 1 }
    var removed = entries.removeLast()
    let lastMark = retiredMarks.removeLast()
    if position != entries.count {
      // The last entry fills the hole.
      swap(&removed, &entries[position])
      retiredMarks[position] = lastMark
      positions[entries[position].constraint.id] = position
    }
    return removed
  }

  /// Room for `additional` more constraints (nothing if there is room already: reserving
  /// exactly would copy the whole table on every batch).
  mutating func reserveCapacity(_ additional: Int) {
    let wanted = entries.count + additional
    guard additional > 0, entries.capacity < wanted else { return }
    let grown = max(wanted, entries.count + entries.count / 2)
    entries.reserveCapacity(grown)
    retiredMarks.reserveCapacity(grown)
    positions.reserveCapacity(additional)
  }

  /// Whether the entry at `position` carries a mark of ``collectRemovable(_:into:)``.
  @inline(__always)
  func isMarkedForRemoval(_ position: Int) -> Bool { retiredMarks[position] == -1 }

  /// Undoes ``retire(at:retiredPosition:)`` or a removal mark: the entry at `position` is
  /// live and unmarked. O(1).
  @inline(__always)
  mutating func unretire(at position: Int) {
    if retiredMarks[position] > 0 { retiredCount -= 1 }
    retiredMarks[position] = 0
  }

  /// The level of the entry at `position`, read in place.
  @inline(__always)
  mutating func level(at position: Int) -> Int? { entries[position].level }

  /// Collects the positions of the constraints of `batch` for their removal into
  /// `positions` (emptied first), marking each entry so that a repeat is found. Returns the
  /// index in `batch` of the first constraint that is not live or repeats an earlier one,
  /// after clearing every mark it set (nil: all live and distinct; their entries stay marked
  /// until ``retire(at:retiredPosition:)`` or ``clearRemovalMarks(_:)``).
  /// - Complexity: O(batch), no allocation once `positions` has grown.
  mutating func collectRemovable(
    _ batch: [Constraint], into positions: inout ContiguousArray<Int>
  ) -> Int? {
    positions.removeAll(keepingCapacity: true)
    positions.reserveCapacity(batch.count)
    let failed = retiredMarks.withUnsafeMutableBufferPointer { marks -> Int? in
      for index in batch.indices {
        guard let position = self.positions[batch[index].id], marks[position] == 0 else {
          for marked in positions { marks[marked] = 0 }
          return index
        }
        marks[position] = -1
        positions.append(position)
      }
      return nil
    }
    if failed != nil { positions.removeAll(keepingCapacity: true) }
    return failed
  }

  /// Clears the marks ``collectRemovable(_:into:)`` set on live entries.
  /// - Complexity: O(positions).
  mutating func clearRemovalMarks(_ positions: ContiguousArray<Int>) {
    for position in positions where retiredMarks[position] == -1 { retiredMarks[position] = 0 }
  }

  /// Collects the positions of the constraints of `batch` if every one of them is retired
  /// and they are distinct, marking each as seen (``State/seen``), and their positions in
  /// ``RetiredRows`` into `waiting`; both buffers are emptied first. Returns false, with no
  /// mark left, if one is not retired or repeats; on true the caller ends the marks with
  /// ``reviveSeen(_:firstOrder:level:)`` or ``unmarkSeen(at:)``.
  /// - Complexity: O(batch), no allocation once the buffers have grown.
  mutating func collectRetired(
    _ batch: [Constraint], into positions: inout ContiguousArray<Int>,
    waiting: inout ContiguousArray<Int>
  ) -> Bool {
    positions.removeAll(keepingCapacity: true)
    waiting.removeAll(keepingCapacity: true)
    positions.reserveCapacity(batch.count)
    waiting.reserveCapacity(batch.count)
    let complete = retiredMarks.withUnsafeMutableBufferPointer { marks in
      for constraint in batch {
        guard let position = self.positions[constraint.id], marks[position] > 0 else {
          for seen in positions { marks[seen] = -marks[seen] }
          return false
        }
        waiting.append(Int(marks[position]) - 1)
        marks[position] = -marks[position]
        positions.append(position)
      }
      return true
    }
    return complete
  }

  /// Marks the entries at `positions` (retired and marked seen) live again, giving them the
  /// insertion orders `firstOrder...`; calls `level` with the level of each optional one.
  /// - Complexity: O(positions), one uniqueness check per buffer.
  mutating func reviveSeen(
    _ positions: ContiguousArray<Int>, firstOrder: Int, level: (Int) -> Void
  ) {
    retiredMarks.withUnsafeMutableBufferPointer { marks in
      entries.withUnsafeMutableBufferPointer { entries in
        var order = firstOrder
        for position in positions {
          marks[position] = 0
          entries[position].order = order
          order += 1
          if let index = entries[position].level { level(index) }
        }
      }
    }
    retiredCount -= positions.count
  }

  /// Retires the live entries at `positions` (marked by ``collectRemovable(_:into:)``) in one
  /// pass: each one with a row gets it appended to `retired` (with `witnessEpoch`) and is
  /// marked retired, and its row and error columns are queued in `churn`; entries without a
  /// row keep their removal mark. Calls `level` with the level of each optional entry.
  /// Returns the number of entries without a row. Undo with ``unretire(at:)``.
  /// - Complexity: O(positions + errors), one uniqueness check per buffer.
  mutating func retire(
    _ positions: ContiguousArray<Int>, witnessEpoch: Int, into retired: inout RetiredRows,
    queue churn: inout ChurnBuffers, level: (Int) -> Void
  ) -> Int {
    var withoutRows = 0
    retiredMarks.withUnsafeMutableBufferPointer { marks in
      entries.withUnsafeBufferPointer { entries in
        for position in positions {
          // Field by field: copying the entry would retain its arrays.
          if let index = entries[position].level { level(index) }
          let row = entries[position].row
          guard row != 0 else {
            withoutRows += 1
            continue
          }
          let errorColumn = entries[position].errorColumn
          let errorCount = Int32(entries[position].errorCount)
          churn.rows.append(row)
          churn.queueColumns(errorColumn, count: errorCount)
          let waiting = retired.appendUnindexed(
            RetiredRows.Row(
              id: entries[position].constraint.id, row: row, errorColumn: errorColumn,
              errorCount: errorCount, bounds: entries[position].rowBounds,
              witnessEpoch: witnessEpoch))
          marks[position] = Int32(truncatingIfNeeded: waiting + 1)
        }
      }
    }
    retiredCount += positions.count - withoutRows
    return withoutRows
  }

  /// Ends the seen mark of the entry at `position` (nothing if it is not marked).
  @inline(__always)
  mutating func unmarkSeen(at position: Int) {
    if retiredMarks[position] < 0 { retiredMarks[position] = -retiredMarks[position] }
  }
}
