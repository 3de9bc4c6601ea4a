/// A binary min-heap of symbol ids: the entering candidates in Bland's order (lowest id
/// first), which rules out cycling on degenerate systems.
@usableFromInline
struct SymbolHeap: Sendable {
  @usableFromInline var storage: ContiguousArray<Int32> = []

  /// Whether the heap is empty.
  @inlinable
  var isEmpty: Bool { storage.isEmpty }

  /// Adds a symbol. O(log n).
  @inlinable
  mutating func push(_ symbol: Int32) {
    storage.append(symbol)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the smallest symbol. O(log n).
  @inlinable
  mutating func pop() -> Int32? {
    guard let last = storage.popLast() else { return nil }
    if storage.isEmpty { return last }
    let top = storage[0]
    storage[0] = last
    var parent = 0
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      var smallest = left
      if left + 1 < count, storage[left + 1] < storage[left] { smallest = left + 1 }
      if storage[parent] <= storage[smallest] { break }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
    return top
  }

  /// Empties the heap.
  @inlinable
  mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}
