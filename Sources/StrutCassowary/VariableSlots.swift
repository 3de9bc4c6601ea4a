/// Maps variable identifiers to the solver's slots without hashing in the common case.
///
/// Variable ids are handed out sequentially per process, so the variables of one layout sit in
/// a narrow id range: a dense array offset by the first id seen answers in O(1). Ids far from
/// that range (or below it) fall back to a dictionary, so memory stays O(variables).
@usableFromInline
struct VariableSlots: Sendable {
  /// The id that maps to `dense[0]`.
  @usableFromInline var base = 0
  /// Slot per `id - base`, -1 when absent.
  @usableFromInline var dense = ContiguousArray<Int32>()
  /// Slots of ids outside the dense range.
  @usableFromInline var sparse: [Int: Int32] = [:]
  /// The smallest and largest id ever stored in `sparse`: a lookup outside this range answers
  /// without hashing (a layout whose first constraint names a later variable puts a few ids
  /// there, after which every new variable would otherwise be looked up in the dictionary).
  @usableFromInline var sparseRange: ClosedRange<Int>? = nil
  /// The number of ids mapped.
  @usableFromInline var count = 0

  /// An empty table.
  init() {}

  /// The slot of `id`, if any. O(1).
  @inlinable @inline(__always)
  subscript(id: Int) -> Int32? {
    let offset = id &- base
    if offset >= 0, offset < dense.count {
      let slot = dense[offset]
      return slot >= 0 ? slot : nil
    }
    return sparseSlot(of: id)
  }

  /// The slot of an id outside the dense range, if any.
  @usableFromInline
  func sparseSlot(of id: Int) -> Int32? {
    guard let range = sparseRange, range.contains(id), !sparse.isEmpty else { return nil }
    return sparse[id]
  }

  /// Maps `id` to `slot`, or removes it when `slot` is nil. Amortised O(1).
  @inlinable @inline(__always)
  mutating func set(_ id: Int, _ slot: Int32?) {
    if let slot, !dense.isEmpty, id &- base == dense.count {
      // Sequential ids: the common case.
      dense.append(slot)
      count += 1
      return
    }
    setOutOfSequence(id, slot)
  }

  /// ``set(_:_:)`` for everything but the next sequential id.
  @usableFromInline
  mutating func setOutOfSequence(_ id: Int, _ slot: Int32?) {
    if dense.isEmpty, sparse.isEmpty, let slot {
      base = id
      dense.append(slot)
      count = 1
      return
    }
    let offset = id &- base
    if offset == dense.count, let slot {
      // Sequential ids: the common case.
      dense.append(slot)
      count += 1
      return
    }
    let limit = max(1 << 16, 4 * (count + 1))
    if offset >= 0, offset < dense.count || offset < limit {
      if offset >= dense.count {
        guard slot != nil else { return }
        dense.append(contentsOf: repeatElement(-1, count: offset - dense.count + 1))
      }
      let old = dense[offset]
      dense[offset] = slot ?? -1
      count += (slot == nil ? 0 : 1) - (old >= 0 ? 1 : 0)
    } else {
      if slot != nil {
        sparseRange =
          sparseRange.map { Swift.min($0.lowerBound, id)...Swift.max($0.upperBound, id) } ?? id...id
      }
      let old = sparse.updateValue(slot ?? -1, forKey: id)
      if slot == nil { sparse[id] = nil }
      count += (slot == nil ? 0 : 1) - ((old ?? -1) >= 0 ? 1 : 0)
    }
  }
}
