/// Definition rows: the triangular part of the tableau.
///
/// A row whose basic symbol is external (a user variable) is a *definition*. Definitions are
/// kept lazy: their cells may name other basic symbols, so a chain `y₁ = y₀ + h₀ + 2`,
/// `y₂ = y₁ + h₁ + 2`, … stays one short row per link instead of row *i* carrying *i*
/// symbols. Only the rows of restricted symbols and the objective — what the simplex reads —
/// are kept fully reduced (in parametric symbols only). Definitions never leave the basis
/// during optimisation (their basic symbols are unrestricted), so pivots need not touch them.
///
/// The definitions form a DAG (a new definition is lazy only if nothing refers to its
/// subject yet; otherwise it is reduced first), walked here without recursion.
extension Tableau {
  /// Whether row `id` defines an external symbol.
  @inlinable @inline(__always)
  func isDefinition(_ id: Int32) -> Bool {
    kinds[Int(rows[Int(id)].basic)] == .external
  }

  /// The basic symbols reachable from `roots` through row cells, dependencies before
  /// dependents (DFS postorder). With `onlyAffected`, symbols not marked in `affectStamp`
  /// are neither entered nor listed. O(cells of the rows visited).
  mutating func dependencyOrder(from roots: some Sequence<Int32>, onlyAffected: Bool = false)
    -> ContiguousArray<Int32>
  {
    var order = ContiguousArray<Int32>()
    dependencyOrder(from: roots, onlyAffected: onlyAffected, into: &order)
    return order
  }

  /// ``dependencyOrder(from:onlyAffected:)`` written into `order` (cleared first), so that a
  /// caller can reuse one buffer.
  mutating func dependencyOrder(
    from roots: some Sequence<Int32>, onlyAffected: Bool = false,
    into order: inout ContiguousArray<Int32>
  ) {
    order.removeAll(keepingCapacity: true)
    visitCounter &+= 1
    if visitCounter == 0 {
      for index in visitStamp.indices { visitStamp[index] = 0 }
      visitCounter = 1
    }
    let stamp = visitCounter
    // Take the scratch stack out of `self` (so clearing it keeps its buffer: a copy left
    // behind would make `removeAll(keepingCapacity:)` allocate a new one every call).
    var stack = ContiguousArray<(symbol: Int32, cell: Int)>()
    swap(&stack, &walkStack)
    stack.removeAll(keepingCapacity: true)
    defer { swap(&stack, &walkStack) }
    let affected = affectCounter
    for root in roots
    where rowOf[Int(root)] >= 0 && visitStamp[Int(root)] != stamp
      && (!onlyAffected || affectStamp[Int(root)] == affected)
    {
      visitStamp[Int(root)] = stamp
      stack.append((root, 0))
      while let top = stack.last {
        let row = rowOf[Int(top.symbol)]
        let cells = rows[Int(row)].cells
        var cell = top.cell
        var descended = false
        while cell < cells.count {
          let next = cells[cell].symbol
          cell += 1
          if rowOf[Int(next)] >= 0, visitStamp[Int(next)] != stamp,
            !onlyAffected || affectStamp[Int(next)] == affected
          {
            visitStamp[Int(next)] = stamp
            stack[stack.count - 1].cell = cell
            stack.append((next, 0))
            descended = true
            break
          }
        }
        if !descended {
          order.append(top.symbol)
          stack.removeLast()
        }
      }
    }
  }

  /// The definitions whose values depend on `sources`, in dependency order: a walk along the
  /// column index (who names this symbol?), then a topological sort of what it reached. The
  /// walk reads the column lists as they are — skipping stale and repeated entries — without
  /// pruning or copying them: after a drag that moved a grid's active set it visits 100,000+
  /// symbols, and a copied, pruned list per symbol was a third of the frame.
  /// O(entries of the lists walked + cells of the definitions reached).
  mutating func definitions(dependingOn sources: ContiguousArray<Int32>) -> ContiguousArray<Int32> {
    affectCounter &+= 1
    if affectCounter == 0 {
      for index in affectStamp.indices { affectStamp[index] = 0 }
      affectCounter = 1
    }
    let mark = affectCounter
    var queue = ContiguousArray<Int32>()
    var affected = ContiguousArray<Int32>()
    for source in sources where affectStamp[Int(source)] != mark {
      affectStamp[Int(source)] = mark
      queue.append(source)
      if kinds[Int(source)] == .external { affected.append(source) }
    }
    var index = 0
    while index < queue.count {
      let source = queue[index]
      index += 1
      var entry = columns.first(source)
      while entry >= 0 {
        let row = columns.entries[Int(entry)].row
        entry = columns.entries[Int(entry)].next
        // Entries may name rows a rolled-back transaction truncated, or rows that no longer
        // name the symbol.
        guard Int(row) < rows.count else { continue }
        let basic = rows[Int(row)].basic
        guard basic >= 0, kinds[Int(basic)] == .external, affectStamp[Int(basic)] != mark,
          rows[Int(row)].index(of: source) != nil
        else { continue }
        affectStamp[Int(basic)] = mark
        queue.append(basic)
        affected.append(basic)
      }
    }
    return dependencyOrder(from: affected, onlyAffected: true)
  }

  /// `row` with every basic symbol replaced by its row, transitively: the same relation in
  /// parametric symbols only. Each definition is expanded once, deepest first (see
  /// Tableau+ExpansionOrder.swift), so the cost is O(cells of the definitions expanded),
  /// never exponential, and a definition whose coefficient cancelled is not expanded.
  mutating func reduce(_ row: SparseRow) -> SparseRow {
    reduce(row, budget: .max, lazyMarker: -1)!
  }

  /// ``reduce(_:)`` keeping every coefficient above ``roundingResidue`` of the terms summed
  /// into it (not ε): for a required row whose reduction cancelled to `0 = constant` although
  /// the cancelled cells were real (see ``CassowarySolver/insert(_:)``).
  mutating func reduceKeepingResidues(_ row: SparseRow) -> SparseRow {
    let relative = cancellationRelative
    cancellationRelative = Tableau.roundingResidue
    defer { cancellationRelative = relative }
    return reduce(row)
  }

  /// ``reduce(_:)``, or nil when the deepest-first expansion would open more than `budget`
  /// definitions and the new inequality `row` can stay lazy, solved for its slack
  /// `lazyMarker` (every scratch entry is clean again then). O(cells of at most `budget`
  /// definitions) when it gives up.
  mutating func reduce(_ row: SparseRow, budget: Int, lazyMarker: Int32) -> SparseRow? {
    if !reductionNearCancelled.isEmpty { reductionNearCancelled.removeAll(keepingCapacity: true) }
    reductionConstantMagnitude = abs(row.constant)
    if !namesBasicSymbol(row) { return row }
    // Fast path: every basic symbol named is defined in parametric symbols only (one level,
    // the common case), so expanding them in any order is exact.
    var oneLevel = true
    search: for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 {
      for inner in rows[Int(rowOf[Int(cell.symbol)])].cells where rowOf[Int(inner.symbol)] >= 0 {
        oneLevel = false
        break search
      }
    }
    // Coefficients waiting for their definition's expansion: a dense scratch array (indexed
    // by symbol, always all zero between calls) instead of a dictionary.
    // The row is summed in the reusable scratch buffer and leaves in one of its own size
    // (``takeReducedRow(_:)``).
    var result = SparseRow(constant: row.constant, basic: row.basic)
    swap(&result.cells, &reductionCells)
    result.cells.reserveCapacity(row.count + 4)
    reductionSummed = false
    reductionDropped = false
    for cell in row.cells {
      accumulateForReduction(
        cell.symbol, cell.coefficient, magnitude: abs(cell.coefficient), into: &result)
    }
    if oneLevel {
      // The definitions reached name parametric symbols only: expand each once, in any order.
      for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 {
        expandPending(cell.symbol, into: &result)
      }
    } else if depthsAreReliable || reliableDepthsAreDue() {
      if !expandDeepestFirst(from: row, into: &result, budget: budget, lazyMarker: lazyMarker) {
        for cell in result.cells {
          position[Int(cell.symbol)] = -1
          pendingMagnitude[Int(cell.symbol)] = 0
        }
        giveBackReductionCells(&result)
        return nil
      }
    } else {
      // Depths cannot be trusted: order by a walk of everything the row reaches.
      var order = ContiguousArray<Int32>()
      swap(&order, &expansionQueue)  // reuse the buffer (no second reference left)
      dependencyOrder(from: row.cells.lazy.map(\.symbol), into: &order)
      for symbol in order.reversed() { expandPending(symbol, into: &result) }
      swap(&order, &expansionQueue)
    }
    // A coefficient that cancelled to within ε of the largest term added into it is rounding
    // (the relative rule of ``addScaled(into:_:factor:)``, applied to the whole sum): kept,
    // it would be a pivot on noise — a nearly redundant required equality reduced to
    // `0 = 0 + 3e-8·s…` and solved for one of those cells tied unrelated errors together
    // (`fuzz-cassowary-redundant-equality-noise-pivot`).
    if !reductionSummed {
      for cell in result.cells { position[Int(cell.symbol)] = -1 }
      result.removeCells { abs($0) <= Tableau.epsilon * 1e-3 }
      return takeReducedRow(&result)
    }
    var kept = 0
    for index in result.cells.indices {
      let cell = result.cells[index]
      let symbol = Int(cell.symbol)
      position[symbol] = -1
      let magnitude = pendingMagnitude[symbol]
      if magnitude != 0 { pendingMagnitude[symbol] = 0 }
      let value = abs(cell.coefficient)
      if value <= cancellationRelative * max(1e-3, magnitude) {
        if value != 0 { reductionDropped = true }
        if value > Tableau.roundingResidue * max(1e-3, magnitude) {
          droppedAboveRounding = true
          precisionLost = true
        }
        continue
      }
      if value <= Tableau.pivotTolerance * magnitude { reductionNearCancelled.append(cell.symbol) }
      result.cells[kept] = cell
      kept += 1
    }
    result.cells.removeLast(result.cells.count - kept)
    return takeReducedRow(&result)
  }

  /// The reduced row summed in ``reductionCells``: its cells move to a buffer of their own
  /// size and the scratch buffer goes back for the next reduction. Summing in place grew
  /// each result by doubling and left the room its cancelled cells had: on the 100,000-chip
  /// inequalities build, 17.2 M cells of room for 3.9 M cells (docs/architecture.md,
  /// "Memory"). O(cells).
  @inlinable
  mutating func takeReducedRow(_ result: inout SparseRow) -> SparseRow {
    var reduced = SparseRow(constant: result.constant, basic: result.basic)
    reduced.cells = result.fittedCells
    giveBackReductionCells(&result)
    return reduced
  }

  /// Empties `result`'s buffer and makes it ``reductionCells`` again. O(1).
  @inlinable
  mutating func giveBackReductionCells(_ result: inout SparseRow) {
    result.cells.removeAll(keepingCapacity: true)
    swap(&result.cells, &reductionCells)
  }

  /// Replaces the coefficient waiting on the basic `symbol` by its definition's cells (once:
  /// the pending coefficient is cleared); false when there was nothing to expand.
  @inlinable @discardableResult
  mutating func expandPending(_ symbol: Int32, into result: inout SparseRow) -> Bool {
    counters.definitionsVisited += 1
    guard let pending = takePending(symbol) else { return false }
    let definition = rows[Int(rowOf[Int(symbol)])]
    result.constant += pending.coefficient * definition.constant
    noteConstantTerm(pending.magnitude * abs(definition.constant))
    for cell in definition.cells {
      accumulateForReduction(
        cell.symbol, pending.coefficient * cell.coefficient,
        magnitude: pending.magnitude * abs(cell.coefficient), into: &result)
    }
    return true
  }

  /// Adds `value · symbol` to a row being reduced: basic symbols wait in
  /// `pendingCoefficient` for their expansion, parametric ones become cells.
  @inlinable
  mutating func accumulateForReduction(
    _ symbol: Int32, _ value: Double, magnitude: Double, into result: inout SparseRow
  ) {
    if rowOf[Int(symbol)] >= 0 {
      let pending = pendingCoefficient[Int(symbol)]
      if pending != 0 { noteSum(symbol, pending, magnitude) }
      pendingCoefficient[Int(symbol)] = pending + value
      return
    }
    let at = position[Int(symbol)]
    if at >= 0 {
      noteSum(symbol, result.cells[Int(at)].coefficient, magnitude)
      result.cells[Int(at)].coefficient += value
    } else {
      position[Int(symbol)] = Int32(result.cells.count)
      result.append(symbol, value)
    }
  }

  /// Records that a term of size `magnitude` is added into the reduced row's constant.
  @inlinable @inline(__always)
  mutating func noteConstantTerm(_ magnitude: Double) {
    reductionConstantMagnitude = Swift.max(reductionConstantMagnitude, magnitude)
  }

  /// Records that a term of size `magnitude` is added into `symbol`'s coefficient, which
  /// holds `previous` (the first term, while no sum was noted).
  @inlinable
  mutating func noteSum(_ symbol: Int32, _ previous: Double, _ magnitude: Double) {
    reductionSummed = true
    let noted = pendingMagnitude[Int(symbol)]
    pendingMagnitude[Int(symbol)] = max(noted == 0 ? abs(previous) : noted, magnitude)
  }

  /// Definitions longer than this are rewritten when the symbol they name becomes basic, if
  /// that shortens them (see ``shortenDefinitions(naming:with:)``).
  @usableFromInline static let longDefinition = 16

  /// After `symbol` became basic with the reduced row `definition`, substitutes it into the
  /// long definitions that name it, keeping each rewrite only if it shortens the row.
  ///
  /// Definitions may name basic symbols, so a new row leaves them alone. But a long row that
  /// moves — a required equality over N variables, reduced into each pin `v(i) == c` and
  /// solved there for another of its variables — would leave a full copy behind per move:
  /// 1.5·N² cells for N pins added after the equality. The row it leaves names the new
  /// subject, and substituting the new row cancels all but the pin's own cells.
  /// - Complexity: O(len(definition) + len(d)) per long definition d naming `symbol`.
  mutating func shortenDefinitions(naming symbol: Int32, with definition: SparseRow) {
    // A cell of `definition` that no other row names (a fresh error of the new constraint:
    // its column lists only the new row, which is installed already) lengthens any rewrite;
    // each of the others can at most cancel one cell. A rewrite with `fresh` such cells is at
    // least `2·fresh − len(definition) − 1` cells longer than the row it replaces — when
    // that is not negative, no definition can get shorter, and the O(len(d)) trial rewrite
    // is skipped (with a long row's subject moving rarely and N pins naming its other
    // variables, the trials cost O(N) each: N = 16,000 pins in 24.6 s).
    var fresh = 0
    for cell in definition.cells where columns.count(cell.symbol) <= 1 { fresh += 1 }
    if 2 * fresh >= definition.count + 1 { return }
    var shortened = false
    defer { if shortened { compactColumnsIfNeeded() } }
    for id in rowsContaining(symbol) {
      let length = rows[Int(id)].count
      guard length > Tableau.longDefinition, kinds[Int(rows[Int(id)].basic)] == .external,
        let cell = rows[Int(id)].index(of: symbol)
      else { continue }
      let original = rows[Int(id)]
      let coefficient = original.cells[cell].coefficient
      counters.definitionRewrites += 1
      touch(id)
      rows[Int(id)].removeCell(at: cell)
      addScaled(into: id, definition, factor: coefficient)
      if rows[Int(id)].count >= length {
        rows[Int(id)] = original
      } else {
        // Give the long row's buffer back: N pins would otherwise keep N buffers of N cells.
        // (Initialising from the array or a whole slice of it would share the buffer.)
        var compact = ContiguousArray<SparseRow.Cell>()
        compact.reserveCapacity(rows[Int(id)].count)
        compact.append(contentsOf: rows[Int(id)].cells)
        rows[Int(id)].cells = compact
        shortened = true
      }
    }
  }

  /// Replaces the row `id` by its reduced form (used before a definition row is pivoted).
  mutating func reduceRow(_ id: Int32) {
    let reduced = reduce(rows[Int(id)])
    touch(id)
    rows[Int(id)] = reduced
    for cell in reduced.cells { columns.append(id, to: cell.symbol) }
    markDirty(id)
  }

  /// The value of `symbol` in the current basic solution, computed from the rows (not from
  /// the values published by the last update). O(cells of the definitions it depends on).
  mutating func currentValue(of symbol: Int32) -> Double {
    let row = rowOf[Int(symbol)]
    guard row >= 0 else { return 0 }
    return reduce(rows[Int(row)]).constant
  }

  /// Whether `row` names a basic symbol (so ``reduce(_:)`` would change it). O(len).
  @inlinable @inline(__always)
  func namesBasicSymbol(_ row: SparseRow) -> Bool {
    for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 { return true }
    return false
  }

  /// Merges the cells of `row` that name the same symbol (the first keeps its place and
  /// takes the sum) and drops zero coefficients, without substituting anything. O(len);
  /// a short row (the common case) is compared pairwise instead of through the position map.
  mutating func mergeRepeatedCells(_ row: inout SparseRow) {
    if row.cells.count <= 8 {
      var kept = 0
      for index in row.cells.indices {
        let cell = row.cells[index]
        var merged = false
        for earlier in 0..<kept where row.cells[earlier].symbol == cell.symbol {
          row.cells[earlier].coefficient += cell.coefficient
          merged = true
          break
        }
        if !merged {
          if kept != index { row.cells[kept] = cell }
          kept += 1
        }
      }
      if kept < row.cells.count { row.cells.removeLast(row.cells.count - kept) }
    } else {
      var kept = 0
      for index in row.cells.indices {
        let cell = row.cells[index]
        let at = position[Int(cell.symbol)]
        if at >= 0 {
          row.cells[Int(at)].coefficient += cell.coefficient
        } else {
          position[Int(cell.symbol)] = Int32(kept)
          row.cells[kept] = cell
          kept += 1
        }
      }
      if kept < row.cells.count { row.cells.removeLast(row.cells.count - kept) }
      for cell in row.cells { position[Int(cell.symbol)] = -1 }
    }
    row.removeCells { $0 == 0 }
  }
}
