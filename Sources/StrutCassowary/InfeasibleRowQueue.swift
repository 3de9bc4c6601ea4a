/// The dual simplex's work list: rows whose restricted basic symbol went negative, taken
/// lowest basic symbol first (the anti-cycling order).
///
/// A binary min-heap of `(basic, row)` keys, each packed into one `Int64`. A row's key is its
/// basic symbol when it was queued; only a pivot changes a row's basic symbol, and the dual
/// simplex pivots on the row it just took, so every key still in the heap is current and the
/// heap gives the same order as a scan of the list for its lowest basic symbol. The scan cost
/// O(rows queued) per pivot: a drag that made 4,000 rows of a 100,000-view grid infeasible
/// spent most of its frame there.
@usableFromInline
struct InfeasibleRowQueue: Sendable {
  @usableFromInline var storage: ContiguousArray<Int64> = []

  /// Whether the queue is empty.
  @inlinable
  var isEmpty: Bool { storage.isEmpty }

  /// Queues `row`, whose basic symbol is `basic`. O(log n).
  @inlinable
  mutating func push(row: Int32, basic: Int32) {
    let key = Int64(basic) << 32 | Int64(UInt32(bitPattern: row))
    storage.append(key)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if storage[parent] <= key { break }
      storage[child] = storage[parent]
      child = parent
    }
    storage[child] = key
  }

  /// Removes and returns the queued row with the lowest basic symbol, and that symbol.
  /// O(log n).
  @inlinable
  mutating func pop() -> (row: Int32, basic: Int32)? {
    guard let last = storage.popLast() else { return nil }
    var top = last
    if !storage.isEmpty {
      top = storage[0]
      let count = storage.count
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= count { break }
        var smaller = left
        if left + 1 < count, storage[left + 1] < storage[left] { smaller = left + 1 }
        if last <= storage[smaller] { break }
        storage[parent] = storage[smaller]
        parent = smaller
      }
      storage[parent] = last
    }
    return (Int32(truncatingIfNeeded: top), Int32(truncatingIfNeeded: top >> 32))
  }

  /// Empties the queue, keeping its buffer.
  @inlinable
  mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}
