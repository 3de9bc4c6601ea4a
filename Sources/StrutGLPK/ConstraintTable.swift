/// The constraints a ``GLPKSolver`` holds: entries in one contiguous array, found by
/// constraint identifier through an ``IdentifierIndex`` (no hashing, no per-entry boxes).
///
/// Removal moves the last entry into the hole, so positions are not stable: keep
/// identifiers, not positions, across mutations.
struct ConstraintTable {
  /// Position in `entries` by constraint identifier.
  private var positions = IdentifierIndex()
  /// The entries, in no particular order.
  private(set) var entries = ContiguousArray<ConstraintEntry>()

  /// An empty table.
  init() {}

  /// The number of constraints.
  var count: Int { entries.count }
  /// Whether the table is empty.
  var isEmpty: Bool { entries.isEmpty }

  /// Whether the constraint with this identifier is held. O(1).
  @inline(__always)
  func contains(_ id: Int) -> Bool { positions[id] != nil }

  /// The entry of the constraint `id`; setting nil removes it. O(1) amortised.
  subscript(id: Int) -> ConstraintEntry? {
    get { positions[id].map { entries[$0] } }
    set {
      if let newValue {
        if let position = positions[id] {
          entries[position] = newValue
        } else {
          positions[id] = entries.count
          entries.append(newValue)
        }
      } else {
        _ = removeValue(forKey: id)
      }
    }
  }

  /// Changes the entry of `id` in place (nothing if absent). O(1).
  @inline(__always)
  mutating func update(_ id: Int, _ body: (inout ConstraintEntry) -> Void) {
    guard let position = positions[id] else { return }
    body(&entries[position])
  }

  /// Reads the entry of `id` in place (nothing if absent). O(1).
  @inline(__always)
  func read(_ id: Int, _ body: (borrowing ConstraintEntry) -> Void) {
    guard let position = positions[id] else { return }
    body(entries[position])
  }

  /// Adds an entry for a constraint the table does not hold yet. O(1) amortised.
  @inline(__always)
  mutating func insertNew(_ entry: ConstraintEntry) {
    positions[entry.constraint.id] = entries.count
    entries.append(entry)
  }

  /// Removes and returns the entry of `id`, if any. O(1).
  @discardableResult
  mutating func removeValue(forKey id: Int) -> ConstraintEntry? {
    guard let position = positions[id] else { return nil }
    positions[id] = nil
    var removed = entries.removeLast()
    if position != entries.count {
      // The last entry fills the hole.
      swap(&removed, &entries[position])
      positions[entries[position].constraint.id] = position
    }
    return removed
  }

  /// Room for `additional` more constraints.
  mutating func reserveCapacity(_ additional: Int) {
    entries.reserveCapacity(entries.count + additional)
    positions.reserveCapacity(additional)
  }
}
