/// Maps the process-wide identifiers of variables or constraints to small non-negative
/// integers (slots, table positions) without hashing in the common case.
///
/// StrutCore hands identifiers out sequentially, so the variables (or constraints) of one
/// layout occupy a narrow range: a dense array offset by the smallest identifier seen answers
/// in O(1) with one bounds check. An identifier far outside that range goes to a dictionary,
/// so memory stays proportional to what is stored even when identifiers are scattered.
struct IdentifierIndex {
  /// The identifier stored at `dense[0]`.
  private var base = 0
  /// `value + 1` per `identifier − base` (0: absent).
  private var dense = ContiguousArray<Int32>()
  /// Identifiers outside the dense range, with their values.
  private var sparse: [Int: Int32] = [:]
  /// The number of identifiers stored.
  private(set) var count = 0

  /// An empty index.
  init() {}

  /// Whether nothing is stored.
  var isEmpty: Bool { count == 0 }

  /// The value of `identifier` (nil if absent); setting nil removes it.
  /// - Complexity: O(1) amortised.
  subscript(identifier: Int) -> Int? {
    @inline(__always) get {
      let offset = identifier &- base
      if offset >= 0, offset < dense.count {
        let stored = dense[offset]
        return stored == 0 ? nil : Int(stored) - 1
      }
      if sparse.isEmpty { return nil }
      return sparse[identifier].map { Int($0) }
    }
    @inline(__always) set {
      // Fast path: an identifier inside the dense range of a non-empty index.
      let offset = identifier &- base
      if count > 0, offset >= 0, offset < dense.count {
        let old = dense[offset]
        let encoded = newValue.map { Int32(truncatingIfNeeded: $0) + 1 } ?? 0
        dense[offset] = encoded
        count += (encoded != 0 ? 1 : 0) - (old != 0 ? 1 : 0)
        return
      }
      store(identifier, newValue)
    }
  }

  /// Room for `additional` more identifiers after the current dense range.
  mutating func reserveCapacity(_ additional: Int) {
    dense.reserveCapacity(dense.count + additional)
  }

  /// Moves the sparse identifiers that the grown dense range now covers into it (a look-up
  /// tries the dense range first).
  private mutating func moveSparseIntoDenseRange() {
    for (identifier, value) in sparse {
      let offset = identifier &- base
      guard offset >= 0, offset < dense.count else { continue }
      dense[offset] = value + 1
      sparse[identifier] = nil
    }
  }

  private mutating func store(_ identifier: Int, _ value: Int?) {
    if count == 0, value != nil {
      // Empty: start the dense range here.
      if !dense.isEmpty { dense.removeAll(keepingCapacity: true) }
      if !sparse.isEmpty { sparse = [:] }
      base = identifier
    }
    let encoded = value.map { Int32(truncatingIfNeeded: $0) + 1 } ?? 0
    let offset = identifier &- base
    if offset >= 0, offset < dense.count {
      let old = dense[offset]
      dense[offset] = encoded
      count += (encoded != 0 ? 1 : 0) - (old != 0 ? 1 : 0)
      return
    }
    // Past the dense range: grow it if the gap is small compared with what is stored.
    if offset >= dense.count, offset - dense.count < max(1 << 12, 2 * (count + 1)),
      sparse.isEmpty || sparse[identifier] == nil
    {
      guard encoded != 0 else { return }
      // Grow by half at least, in one call: identifiers arrive in ascending runs with gaps
      // (every variable of a view, every tenth constraint), and filling each gap on its own
      // cost more than the look-ups.
      let grown = max(offset + 1, dense.count + dense.count / 2)
      dense.append(contentsOf: repeatElement(0, count: grown - dense.count))
      dense[offset] = encoded
      count += 1
      if !sparse.isEmpty { moveSparseIntoDenseRange() }
      return
    }
    let old = sparse[identifier]
    if let value {
      sparse[identifier] = Int32(truncatingIfNeeded: value)
    } else {
      sparse[identifier] = nil
    }
    count += (value != nil ? 1 : 0) - (old != nil ? 1 : 0)
  }
}
