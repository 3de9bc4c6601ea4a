/// The dual simplex: keeping the optimal basis optimal while it makes rows feasible again
/// after their constants changed (an edit's suggestion, or rows an insert left below zero).
extension Tableau {
  /// Restores primal feasibility after an optimisation: a simplex row changed since the last
  /// update whose basic symbol is below −tolerance is handed to the dual simplex, which keeps
  /// the optimal basis optimal while it makes it feasible. Subject choice and phase one are
  /// meant to leave no such row, but fuzzing found batches that did (a required inequality
  /// left 1,262 below zero: `fuzz-cassowary-add-leaves-required-inequality-infeasible`, and
  /// `fuzz-cassowary-batch-leaves-inequality-infeasible`); the structural invariants now include
  /// feasibility, so a debug run names the operation that breaks it.
  /// - Complexity: O(rows the open transaction touched — or, outside one, rows changed since
  ///   the last update), plus the dual pivots if any.
  mutating func restoreFeasibility() throws(SimplexFailure) {
    if let journal {
      for (id, _) in journal.savedRows { queueIfInfeasible(id) }
      for id in journal.createdRows { queueIfInfeasible(id) }
    } else {
      for row in dirtyRows { queueIfInfeasible(row) }
    }
    if !infeasibleRows.isEmpty { try dualOptimize() }
  }

  /// Queues row `id` for the dual simplex if it is a live simplex row below −tolerance.
  @inlinable
  mutating func queueIfInfeasible(_ id: Int32) {
    guard Int(id) < rows.count else { return }
    let basic = rows[Int(id)].basic
    if basic >= 0, kinds[Int(basic)].isRestricted, rowValue(id) < -tolerance {
      infeasibleRows.append(id)
    }
  }

  /// Dual simplex: restores feasibility after constants changed (an edit), keeping the
  /// objective optimal. Leaves rows by lowest basic symbol, enters by the lexicographically
  /// smallest ratio.
  ///
  /// - Complexity: per pivot, O(len(row) · levels + Σ len of rows containing the entering +
  ///   log of the rows queued).
  mutating func dualOptimize() throws(SimplexFailure) {
    var iterations = 0
    let limit = iterationLimit
    var queue = InfeasibleRowQueue()
    swap(&queue, &dualQueue)  // reuse the buffer (no second reference left)
    queue.removeAll()
    defer { swap(&queue, &dualQueue) }
    while true {
      // Rows queued since the last pivot (by substitutions, or the row just pivoted on) join
      // the heap with their current basic symbol.
      for row in infeasibleRows where isInfeasibleSimplexRow(row) {
        queue.push(row: row, basic: rows[Int(row)].basic)
      }
      infeasibleRows.removeAll(keepingCapacity: true)
      // Lowest basic symbol among the infeasible rows (an anti-cycling order).
      var picked: Int32 = -1
      while let next = queue.pop() {
        if rows[Int(next.row)].basic == next.basic, isInfeasibleSimplexRow(next.row) {
          picked = next.row
          break
        }
      }
      if picked < 0 { break }
      iterations += 1
      if iterations > limit { throw .iterationLimit }
      // The dual simplex reads the leaving row's cells: a lazy one is reduced first.
      materialize(picked)
      guard
        let entering = dualEntering(picked, screenTinyPivots: true)
          ?? dualEntering(picked, screenTinyPivots: false)
      else { throw .dualInfeasible }
      // No ratio test bounds a dual pivot: the lazy rows that move with the entering symbol
      // are checked after it.
      let lazyRows = lazyDependents(of: entering)
      pivot(entering: entering, row: picked)
      infeasibleRows.append(picked)
      let tolerance = self.tolerance
      for entry in lazyRows where value(of: rows[Int(entry.row)].basic) < -tolerance {
        infeasibleRows.append(entry.row)
      }
    }
    infeasibleRows.removeAll()
    // Pivots may leave candidates queued; the objective is optimal, so they are not improving.
    try optimize()
  }

  /// Whether row `id` is a live simplex row (its basic symbol restricted) below −tolerance.
  @inlinable @inline(__always)
  mutating func isInfeasibleSimplexRow(_ id: Int32) -> Bool {
    let basic = rows[Int(id)].basic
    return basic >= 0 && kinds[Int(basic)].isRestricted && rowValue(id) < -tolerance
  }

  /// The entering symbol for the dual simplex on `row`: an unrestricted symbol if the row has
  /// one, else the restricted symbol with a positive coefficient whose objective vector divided
  /// by that coefficient is lexicographically smallest (ties: lowest id). With
  /// `screenTinyPivots`, cells that fail ``isStablePivot(_:inRow:)`` are passed over.
  @inline(__always)
  func dualEntering(_ row: Int32, screenTinyPivots: Bool) -> Int32? {
    let cells = rows[Int(row)]
    let floor = screenTinyPivots ? cells.pivotFloor : Tableau.epsilon
    var best: Int32 = -1
    var bestCoefficient = 0.0
    for cell in cells.cells {
      let symbol = cell.symbol
      let coefficient = cell.coefficient
      let kind = kinds[Int(symbol)]
      if !kind.entersBasis { continue }
      if kind == .external {
        if abs(coefficient) > floor, best < 0 || kinds[Int(best)] != .external || symbol < best {
          best = symbol
          bestCoefficient = coefficient
        }
        continue
      }
      guard coefficient > floor else { continue }
      if best >= 0, kinds[Int(best)] == .external { continue }
      if best < 0 || ratioIsSmaller(symbol, coefficient, than: best, bestCoefficient) {
        best = symbol
        bestCoefficient = coefficient
      }
    }
    return best >= 0 ? best : nil
  }

  /// Whether objective(a)/ca < objective(b)/cb lexicographically (ties: lower id).
  @inline(__always)
  func ratioIsSmaller(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
    for level in levelOrder {
      let oa = objective[level, a]
      let ob = objective[level, b]
      // Both ratios ±0 compare equal: the level decides nothing (most levels, on layouts).
      if oa == 0, ob == 0 { continue }
      let ra = oa / ca
      let rb = ob / cb
      let scale = Tableau.epsilon * max(1, abs(ra), abs(rb))
      if ra < rb - scale { return true }
      if ra > rb + scale { return false }
    }
    return a < b
  }
}
