/// The tableau's column index: for each symbol, the rows that may contain it.
///
/// Every symbol's list is a singly linked list, in insertion order, whose entries live in one
/// shared arena (one array of `(row, next)` entries and a free list). Appending is O(1) and never
/// allocates per symbol — a per-symbol array would cost one heap allocation for nearly every
/// symbol, and most symbols appear in only one to three rows. Lists may hold stale entries
/// (rows that no longer contain the symbol, deleted rows, repeats); ``Tableau/rowsContaining(_:)``
/// prunes them.
@usableFromInline
struct ColumnIndex: Sendable {
  /// A symbol's list: its first and last entries (-1 when empty) and its length.
  @usableFromInline
  struct List: Sendable {
    @usableFromInline var head: Int32 = -1
    @usableFromInline var tail: Int32 = -1
    @usableFromInline var length: Int32 = 0

    /// An empty list.
    @inlinable
    init() {}
  }

  /// An arena entry: a row and the next entry of the same list (or of the free list).
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline var row: Int32
    @usableFromInline var next: Int32

    /// An entry.
    @inlinable
    init(row: Int32, next: Int32) {
      self.row = row
      self.next = next
    }
  }

  /// Each symbol's list.
  @usableFromInline var lists: ContiguousArray<List> = []
  /// The arena.
  @usableFromInline var entries: ContiguousArray<Entry> = []
  /// First free arena entry, -1 when none.
  @usableFromInline var freeEntry: Int32 = -1

  /// An empty index.
  @inlinable
  init() {}

  /// Re-indexes the live rows of `rows` (those with a basic symbol; `cellCount` cells in
  /// all): each row appended to the list of each of its cells' symbols, row by row — the
  /// lists and arena that one ``append(_:to:)`` per cell makes, with no free entry, written in
  /// one pass (a compaction on the inequalities drag rebuilt 40,000 entries about every eight
  /// steps at 1,000 chips, 7 % of the drag, one uniqueness check and a retain per cell and row
  /// before). The lists are reset in their own buffer, and the old arena is released before
  /// the new one, with room for `capacity` entries, is allocated: the peak is the larger of
  /// the two, not their sum.
  /// - Complexity: O(symbolCount + rows + cellCount).
  @inline(never)
  mutating func reindex(
    _ rows: UnsafeBufferPointer<SparseRow>, cellCount: Int, symbolCount: Int, capacity: Int
  ) {
    freeEntry = -1
    entries = ContiguousArray()
    if lists.count == symbolCount {
      lists.withUnsafeMutableBufferPointer { lists in
        for symbol in lists.indices { lists[symbol] = List() }
      }
    } else {
      lists = ContiguousArray(repeating: List(), count: symbolCount)
    }
    entries = ContiguousArray(unsafeUninitializedCapacity: Swift.max(capacity, cellCount)) {
      entries, initialized in
      var used = 0
      lists.withUnsafeMutableBufferPointer { lists in
        for id in rows.indices where rows[id].basic >= 0 {
          rows[id].cells.withUnsafeBufferPointer { cells in
            for cell in cells {
              let entry = Int32(truncatingIfNeeded: used)
              used += 1
              Self.link(
                entry, row: Int32(truncatingIfNeeded: id), to: cell.symbol,
                entries: entries, lists: lists)
            }
          }
        }
      }
      initialized = used
    }
  }

  /// Reserves room for `symbols` symbols in total.
  mutating func reserveCapacity(symbols: Int) {
    lists.reserveCapacity(symbols)
  }

  /// Adds `extra` symbols with empty lists.
  mutating func addSymbols(_ extra: Int) {
    lists.append(contentsOf: repeatElement(List(), count: extra))
  }

  /// The number of entries of `symbol`'s list, stale ones included. O(1).
  @inlinable
  func count(_ symbol: Int32) -> Int { Int(lists[Int(symbol)].length) }

  /// Whether `symbol`'s list has no entry at all. O(1).
  @inlinable
  func isEmpty(_ symbol: Int32) -> Bool { lists[Int(symbol)].head < 0 }

  /// The first entry of `symbol`'s list (-1 when empty); walk on with `entries[e].next`.
  @inlinable
  func first(_ symbol: Int32) -> Int32 { lists[Int(symbol)].head }

  /// Appends `row` to `symbol`'s list. O(1) amortised.
  @inlinable @inline(__always)
  mutating func append(_ row: Int32, to symbol: Int32) {
    let entry: Int32
    if freeEntry >= 0 {
      entry = freeEntry
      freeEntry = entries[Int(entry)].next
      entries[Int(entry)] = Entry(row: row, next: -1)
    } else {
      entry = Int32(entries.count)
      entries.append(Entry(row: row, next: -1))
    }
    let last = lists[Int(symbol)].tail
    if last >= 0 { entries[Int(last)].next = entry } else { lists[Int(symbol)].head = entry }
    lists[Int(symbol)].tail = entry
    lists[Int(symbol)].length += 1
  }

  /// Appends `row` to the list of every symbol of `cells`, in order: the same lists and the
  /// same arena as one ``append(_:to:)`` per cell, with each buffer's uniqueness checked once
  /// (a merge that fills a row in appends a dozen cells at a time). O(cells) amortised.
  @inlinable
  mutating func append(_ row: Int32, toEachSymbolOf cells: UnsafeBufferPointer<SparseRow.Cell>) {
    // Entries come from the free list first, then from the arena's end: count the latter.
    var fresh = cells.count
    var free = freeEntry
    while fresh > 0, free >= 0 {
      fresh -= 1
      free = entries[Int(free)].next
    }
    var nextFresh = Int32(truncatingIfNeeded: entries.count)
    if fresh > 0 {
      entries.append(contentsOf: repeatElement(Entry(row: -1, next: -1), count: fresh))
    }
    var freeEntry = self.freeEntry
    entries.withUnsafeMutableBufferPointer { entries in
      lists.withUnsafeMutableBufferPointer { lists in
        for cell in cells {
          let entry: Int32
          if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entries[Int(entry)].next
          } else {
            entry = nextFresh
            nextFresh += 1
          }
          Self.link(entry, row: row, to: cell.symbol, entries: entries, lists: lists)
        }
      }
    }
    self.freeEntry = freeEntry
  }

  /// Makes arena entry `entry` hold `row` and the new tail of `symbol`'s list: what the
  /// batched appends and the one-pass rebuild do per cell, on buffers they hold. O(1).
  @inlinable @inline(__always)
  static func link(
    _ entry: Int32, row: Int32, to symbol: Int32, entries: UnsafeMutableBufferPointer<Entry>,
    lists: UnsafeMutableBufferPointer<List>
  ) {
    entries[Int(entry)] = Entry(row: row, next: -1)
    let last = lists[Int(symbol)].tail
    if last >= 0 { entries[Int(last)].next = entry } else { lists[Int(symbol)].head = entry }
    lists[Int(symbol)].tail = entry
    lists[Int(symbol)].length += 1
  }

  /// Empties `symbol`'s list, returning its entries to the free list. O(1).
  @inlinable
  mutating func removeAll(of symbol: Int32) {
    let list = lists[Int(symbol)]
    guard list.head >= 0 else { return }
    entries[Int(list.tail)].next = freeEntry
    freeEntry = list.head
    lists[Int(symbol)] = List()
  }

  /// The rows of `symbol`'s list in insertion order, stale entries included. O(length).
  @inlinable
  func rows(of symbol: Int32) -> ContiguousArray<Int32> {
    var result = ContiguousArray<Int32>()
    result.reserveCapacity(count(symbol))
    var entry = first(symbol)
    while entry >= 0 {
      result.append(entries[Int(entry)].row)
      entry = entries[Int(entry)].next
    }
    return result
  }

  /// Replaces `symbol`'s list by `rows` (in that order). O(old length + rows).
  @inlinable
  mutating func replace(_ symbol: Int32, with rows: some Sequence<Int32>) {
    removeAll(of: symbol)
    for row in rows { append(row, to: symbol) }
  }
}
