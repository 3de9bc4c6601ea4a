/// The objective's coefficients, `objective[level, symbol]`, stored by symbol.
///
/// Every symbol has three inline slots, each a level and a coefficient; a slot whose
/// coefficient is 0 is free. A symbol with coefficients at more than three levels (or at a
/// level id above `Int16.max`) spills: it gets a dense chunk of the spill pool, one
/// coefficient per level, until they are all zero again. Layouts need the slots only: after
/// the build and 20 drag steps at 10,000 views, no symbol of the seven workloads had more
/// than three non-zero levels, 0.4 % of the inequalities workload's symbols had three, and
/// basic symbols (half of them) have none. One dense array per level took `8 · levels` bytes
/// per symbol — 148 MB for the 9 levels and 2.05 M symbols of the 100,000-chip inequalities
/// workload, its largest structure; the slots take 32 bytes per symbol (docs/architecture.md,
/// "Memory").
///
/// Reading a coefficient is O(1) either way: up to three compares, or one read of the chunk.
/// (Sorted lists per spilled symbol, tried first, cost the random workload's build at 1,000
/// views 7 % more instructions than the dense levels: its simplex passes many symbols
/// through four levels for a while.)
@usableFromInline
struct ObjectiveTable: Sendable {
  /// A symbol's three inline slots.
  @usableFromInline
  struct Slots: Sendable {
    @usableFromInline var first: Double = 0
    @usableFromInline var second: Double = 0
    @usableFromInline var third: Double = 0
    @usableFromInline var firstLevel: Int16 = -1
    @usableFromInline var secondLevel: Int16 = -1
    @usableFromInline var thirdLevel: Int16 = -1

    /// Three free slots.
    @inlinable
    init() {}
  }

  /// Each symbol's inline slots (all free while it is spilled).
  @usableFromInline var slots: ContiguousArray<Slots> = []
  /// For each symbol, its chunk of ``spillPool`` when it is spilled, else -1.
  @usableFromInline var spillIndex: ContiguousArray<Int32> = []
  /// The chunks of the spilled symbols, ``spillStride`` coefficients each (by level id).
  @usableFromInline var spillPool: ContiguousArray<Double> = []
  /// The levels per chunk: a power of two above every level id a chunk holds.
  @usableFromInline var spillStride = 8
  /// Free chunks (all zero).
  @usableFromInline var freeSpills: ContiguousArray<Int32> = []

  /// An empty table.
  @inlinable
  init() {}

  /// The number of symbols.
  @inlinable
  var symbolCount: Int { slots.count }

  /// The coefficient of `symbol` at `level` (0 when it has none). O(1).
  @inlinable
  subscript(level: Int, symbol: Int32) -> Double {
    @inline(__always) get {
      let index = Int(symbol)
      let spill = spillIndex[index]
      if spill >= 0 { return spilledCoefficient(Int32(truncatingIfNeeded: level), spill) }
      guard level <= Int(Int16.max) else { return 0 }
      let tag = Int16(truncatingIfNeeded: level)
      let slots = self.slots[index]
      if slots.firstLevel == tag, slots.first != 0 { return slots.first }
      if slots.secondLevel == tag, slots.second != 0 { return slots.second }
      if slots.thirdLevel == tag, slots.third != 0 { return slots.third }
      return 0
    }
    @inline(__always) set {
      let index = Int(symbol)
      if spillIndex[index] < 0, level <= Int(Int16.max) {
        let tag = Int16(truncatingIfNeeded: level)
        let slots = self.slots[index]
        if slots.firstLevel == tag, slots.first != 0 {
          self.slots[index].first = newValue
          return
        }
        if slots.secondLevel == tag, slots.second != 0 {
          self.slots[index].second = newValue
          return
        }
        if slots.thirdLevel == tag, slots.third != 0 {
          self.slots[index].third = newValue
          return
        }
        if newValue == 0 { return }
        if slots.first == 0 {
          self.slots[index].firstLevel = tag
          self.slots[index].first = newValue
          return
        }
        if slots.second == 0 {
          self.slots[index].secondLevel = tag
          self.slots[index].second = newValue
          return
        }
        if slots.third == 0 {
          self.slots[index].thirdLevel = tag
          self.slots[index].third = newValue
          return
        }
      }
      setSpilled(Int32(truncatingIfNeeded: level), symbol, newValue)
    }
  }

  /// `objective[level, symbol] += delta`, 0 when the sum cancels within ε of the larger
  /// operand (``Tableau/sum(_:_:)``). O(1).
  @inlinable @inline(__always)
  mutating func accumulate(_ delta: Double, level: Int, symbol: Int32) {
    let index = Int(symbol)
    if spillIndex[index] < 0, level <= Int(Int16.max) {
      let tag = Int16(truncatingIfNeeded: level)
      let slots = self.slots[index]
      if slots.firstLevel == tag, slots.first != 0 {
        self.slots[index].first = Tableau.sum(slots.first, delta)
        return
      }
      if slots.secondLevel == tag, slots.second != 0 {
        self.slots[index].second = Tableau.sum(slots.second, delta)
        return
      }
      if slots.thirdLevel == tag, slots.third != 0 {
        self.slots[index].third = Tableau.sum(slots.third, delta)
        return
      }
      // No coefficient at this level yet: `0 + delta` is `delta`.
      self[level, symbol] = delta
      return
    }
    self[level, symbol] = Tableau.sum(self[level, symbol], delta)
  }

  /// The coefficient at `level` in the chunk `spill`.
  @inlinable @inline(__always)
  func spilledCoefficient(_ level: Int32, _ spill: Int32) -> Double {
    let level = Int(level)
    return level < spillStride ? spillPool[Int(spill) * spillStride + level] : 0
  }

  /// Sets a coefficient of a symbol that is spilled or has to spill (a fourth level, or a
  /// level id beyond the slots' tags); a chunk left all zero gives its slots back.
  @usableFromInline
  mutating func setSpilled(_ level: Int32, _ symbol: Int32, _ value: Double) {
    if spillIndex[Int(symbol)] < 0 {
      if value == 0 { return }
      spill(symbol)
    }
    if Int(level) >= spillStride {
      if value == 0 { return }
      widenChunks(toHold: Int(level))
    }
    let start = Int(spillIndex[Int(symbol)]) * spillStride
    spillPool[start + Int(level)] = value
    if value == 0, !spillPool[start..<start + spillStride].contains(where: { $0 != 0 }) {
      unspill(symbol)
    }
  }

  /// Moves `symbol`'s slots into a chunk of its own.
  @usableFromInline
  mutating func spill(_ symbol: Int32) {
    let slots = self.slots[Int(symbol)]
    let highest = Int(Swift.max(slots.firstLevel, slots.secondLevel, slots.thirdLevel))
    if highest >= spillStride { widenChunks(toHold: highest) }
    let chunk: Int32
    if let free = freeSpills.popLast() {
      chunk = free
    } else {
      chunk = Int32(spillPool.count / spillStride)
      spillPool.append(contentsOf: repeatElement(0, count: spillStride))
    }
    let start = Int(chunk) * spillStride
    if slots.first != 0 { spillPool[start + Int(slots.firstLevel)] = slots.first }
    if slots.second != 0 { spillPool[start + Int(slots.secondLevel)] = slots.second }
    if slots.third != 0 { spillPool[start + Int(slots.thirdLevel)] = slots.third }
    spillIndex[Int(symbol)] = chunk
    self.slots[Int(symbol)] = Slots()
  }

  /// Gives the spilled `symbol`'s chunk (all zero) back; its slots are free.
  @usableFromInline
  mutating func unspill(_ symbol: Int32) {
    freeSpills.append(spillIndex[Int(symbol)])
    spillIndex[Int(symbol)] = -1
    slots[Int(symbol)] = Slots()
  }

  /// Lays the chunks out again with a stride above `level`. O(pool).
  @usableFromInline
  mutating func widenChunks(toHold level: Int) {
    var stride = spillStride
    while stride <= level { stride *= 2 }
    let chunks = spillPool.count / spillStride
    var pool = ContiguousArray<Double>(repeating: 0, count: chunks * stride)
    for chunk in 0..<chunks {
      for level in 0..<spillStride {
        pool[chunk * stride + level] = spillPool[chunk * spillStride + level]
      }
    }
    spillPool = pool
    spillStride = stride
  }

  /// Whether `symbol` has a non-zero coefficient at any level. O(1).
  @inlinable
  func hasCoefficient(_ symbol: Int32) -> Bool {
    let index = Int(symbol)
    if spillIndex[index] >= 0 { return true }
    let slots = self.slots[index]
    return slots.first != 0 || slots.second != 0 || slots.third != 0
  }

  /// Sets every coefficient of `symbol` to 0. O(1), O(levels) when spilled.
  @inlinable
  mutating func clearAll(of symbol: Int32) {
    let spill = spillIndex[Int(symbol)]
    if spill >= 0 {
      let start = Int(spill) * spillStride
      for index in start..<start + spillStride { spillPool[index] = 0 }
      unspill(symbol)
    }
    slots[Int(symbol)] = Slots()
  }

  /// Removes every coefficient at `level` (a level that is going away). O(symbols).
  mutating func removeCoefficients(at level: Int) {
    let tag = Int16(truncatingIfNeeded: level)
    if level <= Int(Int16.max) {
      slots.withUnsafeMutableBufferPointer { slots in
        for index in slots.indices {
          if slots[index].firstLevel == tag { slots[index].first = 0 }
          if slots[index].secondLevel == tag { slots[index].second = 0 }
          if slots[index].thirdLevel == tag { slots[index].third = 0 }
        }
      }
    }
    for symbol in spillIndex.indices where spillIndex[symbol] >= 0 {
      setSpilled(Int32(truncatingIfNeeded: level), Int32(symbol), 0)
    }
  }

  /// Adds `extra` symbols without coefficients.
  mutating func addSymbols(_ extra: Int) {
    slots.append(contentsOf: repeatElement(Slots(), count: extra))
    spillIndex.append(contentsOf: repeatElement(-1, count: extra))
  }

  /// Reserves room for `symbols` symbols in total.
  mutating func reserveCapacity(symbols: Int) {
    slots.reserveCapacity(symbols)
    spillIndex.reserveCapacity(symbols)
  }
}
