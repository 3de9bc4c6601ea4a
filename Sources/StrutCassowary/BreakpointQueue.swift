/// The rows that stop a primal move, by the step at which each stops it: a binary min-heap of
/// `(step, row)` ordered by step, then row (see Tableau+BreakpointCrossing.swift).
///
/// Entries are not updated in place: when a crossing changes a row, the row is pushed again
/// with its new step, and the reader recomputes a popped row's step and skips an entry that
/// no longer matches it.
@usableFromInline
struct BreakpointQueue: Sendable {
  /// A row and the step at which it stops the move.
  @usableFromInline
  struct Stop: Sendable {
    /// The step of the entering symbol at which the row's basic symbol reaches 0.
    @usableFromInline var step: Double
    /// The row.
    @usableFromInline var row: Int32

    /// A stop.
    @inlinable
    init(step: Double, row: Int32) {
      self.step = step
      self.row = row
    }

    /// Whether `self` comes before `other`: the smaller step, then the lower row.
    @inlinable
    func precedes(_ other: Stop) -> Bool {
      step < other.step || (step == other.step && row < other.row)
    }
  }

  @usableFromInline var storage: ContiguousArray<Stop> = []

  /// A queue of `stops` (heapified in O(n)).
  @inlinable
  init(_ stops: ContiguousArray<Stop>) {
    storage = stops
    var parent = storage.count / 2 - 1
    while parent >= 0 {
      siftDown(parent)
      parent -= 1
    }
  }

  /// The first stop, if any. O(1).
  @inlinable
  var first: Stop? { storage.first }

  /// Adds a stop. O(log n).
  @inlinable
  mutating func push(_ stop: Stop) {
    storage.append(stop)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child].precedes(storage[parent]) else { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the first stop. O(log n).
  @inlinable
  mutating func pop() -> Stop? {
    guard let last = storage.popLast() else { return nil }
    if storage.isEmpty { return last }
    let top = storage[0]
    storage[0] = last
    siftDown(0)
    return top
  }

  /// Restores the heap order below `index`.
  @inlinable
  mutating func siftDown(_ index: Int) {
    var parent = index
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      if left >= count { return }
      var first = left
      if left + 1 < count, storage[left + 1].precedes(storage[left]) { first = left + 1 }
      guard storage[first].precedes(storage[parent]) else { return }
      storage.swapAt(parent, first)
      parent = first
    }
  }
}
