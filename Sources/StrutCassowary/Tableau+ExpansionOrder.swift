/// The order in which a reduction expands definitions: deepest first, by a maintained depth.
///
/// Every basic symbol has a *depth*, kept above the depth of each basic symbol its row names
/// (parametric symbols do not count): rows in parametric symbols only — every restricted row,
/// every reduced definition — have depth 1, and a lazy definition one more than the deepest
/// basic symbol it names. Expanding pending coefficients deepest first is then a topological
/// order: when a definition is expanded, every definition that could still add to its
/// coefficient has been expanded already. So a coefficient that cancels — a label's bottom
/// minus its top, both defined through the cells above — is seen to be zero before its
/// definition is opened, and the chain behind it is never visited. A walk that orders the
/// definitions first (``dependencyOrder(from:onlyAffected:into:)``) must visit everything the
/// row's symbols reach, cancelled or not.
///
/// The depths are a hint, not a proof: a reduction is a sum, so expanding a definition a
/// second time with what arrived after its first expansion is still exact. When the depths
/// cannot be trusted — after a rolled-back transaction, a raise that ran out of budget, or a
/// reduction that had to expand a definition twice — reductions are ordered by a walk until
/// enough of them have passed to pay for recomputing every depth, which counts a
/// ``CassowarySolver/Statistics/depthRepairs``.
///
/// The helpers that only read are `mutating` all the same: called from a mutating method, a
/// non-mutating one makes Swift copy the 472-byte tableau first (measured: 88 instructions
/// per call, +4 % on the flat workload).
extension Tableau {
  /// One more than the deepest basic symbol `row` names (1 when it names none).
  /// O(len(row)).
  @inlinable @inline(__always)
  mutating func depthOfRow(_ row: SparseRow) -> Int32 {
    var deepest: Int32 = 0
    for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 {
      deepest = Swift.max(deepest, depth[Int(cell.symbol)])
    }
    return deepest + 1
  }

  /// The most symbols one ``raiseDepth(of:above:)`` raises before it gives up and marks
  /// the depths unreliable: a symbol that becomes basic under a long chain of definitions
  /// would shift the whole chain (a dense row moved along N pins raised O(N) symbols per pin,
  /// each through a column of O(N) rows: 103 s at N = 1,000).
  @usableFromInline static let raiseBudget = 256

  /// Makes the depth of the basic `symbol` exceed `floor`, and raises the rows that name it
  /// in turn — read from the column lists as they are, so a stale entry may raise a row that
  /// no longer names the symbol (harmless: depths only need to be high enough). Past
  /// ``raiseBudget`` symbols it stops and clears ``depthsAreReliable``.
  /// - Complexity: O(column entries of the symbols raised), at most ``raiseBudget`` of them.
  mutating func raiseDepth(of symbol: Int32, above floor: Int32) {
    guard depthsAreReliable, depth[Int(symbol)] <= floor else { return }
    depth[Int(symbol)] = floor + 1
    var raised: ContiguousArray<Int32> = [symbol]
    var count = 1
    while let lower = raised.popLast() {
      let lowerDepth = depth[Int(lower)]
      var entry = columns.first(lower)
      while entry >= 0 {
        let id = columns.entries[Int(entry)].row
        entry = columns.entries[Int(entry)].next
        guard Int(id) < rows.count else { continue }
        let basic = rows[Int(id)].basic
        guard basic >= 0, depth[Int(basic)] <= lowerDepth else { continue }
        count += 1
        if count > Tableau.raiseBudget {
          depthsAreReliable = false
          return
        }
        depth[Int(basic)] = lowerDepth + 1
        raised.append(basic)
      }
    }
  }

  /// Recomputes the depth of every basic symbol from the rows. O(cells).
  mutating func recomputeDepths() {
    var basics = ContiguousArray<Int32>()
    for row in rows where row.basic >= 0 { basics.append(row.basic) }
    for symbol in dependencyOrder(from: basics) {
      depth[Int(symbol)] = depthOfRow(rows[Int(rowOf[Int(symbol)])])
    }
    depthsAreReliable = true
    reductionsWithoutDepths = 0
  }

  /// Expands every pending coefficient that `row`'s basic symbols start (see
  /// ``reduce(_:)``) deepest first, into `result`. O(cells of the definitions expanded ·
  /// log of the queue), where a definition whose coefficient cancelled is not expanded.
  ///
  /// With a `budget`, once more than that many definitions were opened the new inequality
  /// `row` may stay lazy instead (see Tableau+LazyRows.swift): if its slack `lazyMarker` would
  /// be feasible, every pending coefficient is cleared again and the result is incomplete
  /// (false); otherwise the expansion goes on to the end, so no work is done twice.
  @discardableResult
  mutating func expandDeepestFirst(
    from row: SparseRow, into result: inout SparseRow, budget: Int = .max,
    lazyMarker: Int32 = -1
  ) -> Bool {
    var budget = budget
    if visitCounter >= UInt32.max - 2 {
      for index in visitStamp.indices { visitStamp[index] = 0 }
      visitCounter = 0
    }
    visitCounter += 1
    let queued = visitCounter
    visitCounter += 1
    let expanded = visitCounter
    var heap = ContiguousArray<Int32>()
    swap(&heap, &expansionQueue)  // reuse the buffer (no second reference left)
    heap.removeAll(keepingCapacity: true)
    var repaired = false
    var opened = 0
    for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 {
      guard visitStamp[Int(cell.symbol)] != queued else { continue }
      visitStamp[Int(cell.symbol)] = queued
      pushDeepest(cell.symbol, into: &heap)
    }
    while let symbol = popDeepest(from: &heap) {
      visitStamp[Int(symbol)] = expanded
      counters.definitionsVisited += 1
      // ``expandPending(_:into:)`` with the definition's basic symbols queued in the same
      // pass over its cells (two passes cost chain +9 % instructions).
      guard let pending = takePending(symbol) else { continue }
      opened += 1
      if opened > budget {
        budget = .max
        if lazyRowCanHold(row, marker: lazyMarker) {
          pendingCoefficient[Int(symbol)] = 0
          for waiting in heap {
            pendingCoefficient[Int(waiting)] = 0
            pendingMagnitude[Int(waiting)] = 0
          }
          swap(&heap, &expansionQueue)
          return false
        }
      }
      let definition = rows[Int(rowOf[Int(symbol)])]
      result.constant += pending.coefficient * definition.constant
      noteConstantTerm(pending.magnitude * abs(definition.constant))
      for cell in definition.cells {
        accumulateForReduction(
          cell.symbol, pending.coefficient * cell.coefficient,
          magnitude: pending.magnitude * abs(cell.coefficient), into: &result)
        let inner = Int(cell.symbol)
        guard rowOf[inner] >= 0, visitStamp[inner] != queued else { continue }
        if visitStamp[inner] == expanded { repaired = true }
        visitStamp[inner] = queued
        pushDeepest(cell.symbol, into: &heap)
      }
    }
    swap(&heap, &expansionQueue)
    // A depth was too low: the expansion was still exact, but later ones wait for a
    // recomputation (amortised, see `reliableDepthsAreDue`).
    if repaired { depthsAreReliable = false }
    return true
  }

  /// Takes the coefficient waiting on the basic `symbol` (clearing it) and the magnitude of
  /// the terms summed into it; nil when there is nothing to expand — zero, or what is only
  /// left of a cancellation (which would expand to noise and shift the row's constant).
  @inlinable @inline(__always)
  mutating func takePending(_ symbol: Int32) -> (coefficient: Double, magnitude: Double)? {
    let coefficient = pendingCoefficient[Int(symbol)]
    let noted = pendingMagnitude[Int(symbol)]
    var magnitude = abs(coefficient)
    if noted != 0 {
      pendingMagnitude[Int(symbol)] = 0
      magnitude = Swift.max(magnitude, noted)
      if abs(coefficient) <= cancellationRelative * magnitude {
        if coefficient != 0 { reductionDropped = true }
        if abs(coefficient) > Tableau.roundingResidue * magnitude {
          droppedAboveRounding = true
          precisionLost = true
        }
        pendingCoefficient[Int(symbol)] = 0
        return nil
      }
    }
    if coefficient == 0 { return nil }
    pendingCoefficient[Int(symbol)] = 0
    return (coefficient, magnitude)
  }

  /// Adds `symbol` to the max-heap `heap` ordered by depth. O(log n).
  @inlinable @inline(__always)
  mutating func pushDeepest(_ symbol: Int32, into heap: inout ContiguousArray<Int32>) {
    heap.append(symbol)
    var child = heap.count - 1
    let key = depth[Int(symbol)]
    while child > 0 {
      let parent = (child - 1) / 2
      if depth[Int(heap[parent])] >= key { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = symbol
  }

  /// Removes and returns the deepest symbol of `heap`. O(log n).
  @inlinable @inline(__always)
  mutating func popDeepest(from heap: inout ContiguousArray<Int32>) -> Int32? {
    guard let last = heap.popLast() else { return nil }
    if heap.isEmpty { return last }
    let top = heap[0]
    let key = depth[Int(last)]
    let count = heap.count
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      var deeper = left
      if left + 1 < count, depth[Int(heap[left + 1])] > depth[Int(heap[left])] { deeper = left + 1 }
      if key >= depth[Int(heap[deeper])] { break }
      heap[parent] = heap[deeper]
      parent = deeper
    }
    heap[parent] = last
    return top
  }
}

extension Tableau {
  /// While the depths are unreliable, reductions are ordered by a walk; once there were as
  /// many of them as a quarter of the rows (at least 64), every depth is recomputed (O(cells),
  /// so amortised over the reductions since) and this answers true.
  mutating func reliableDepthsAreDue() -> Bool {
    reductionsWithoutDepths += 1
    guard reductionsWithoutDepths >= Swift.max(64, rows.count / 4) else { return false }
    counters.depthRepairs += 1
    recomputeDepths()
    return true
  }
}
