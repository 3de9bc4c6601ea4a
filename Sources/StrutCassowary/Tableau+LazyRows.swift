/// Lazy restricted rows: inequality rows that name definitions instead of being reduced.
///
/// A restricted row is normally kept in parametric symbols only, because the simplex reads its
/// cells. On a chain of views whose widths follow each other (`w_k = w_{k−1} ± 2` at a
/// priority), the row of `w_k >= 40` reduced to parametric symbols carries one error symbol
/// per view above it: Θ(N²) cells for N views, which no basis avoids at the optimum. An
/// inequality whose reduction would open more than ``lazyReductionBudget`` definitions is
/// therefore installed as it stands, solved for its own slack — a *lazy* row, naming the
/// definitions of its constraint — when that slack is feasible. Its basic symbol is never
/// priced and nothing names it, so the objective stays fully reduced and no other row ever
/// expands it.
///
/// Readers that need a lazy row's whole dependence on a parametric symbol get it from a walk
/// forward from that symbol (``lazyDependents(of:)``), and its value from the values of the
/// definitions it names (``value(of:)``, memoised until the next change of any row). A row
/// that must be pivoted on is reduced first (``materialize(_:)``), so every pivot still
/// happens on a row in parametric symbols; the other lazy rows stay lazy. When no lazy row was
/// ever installed (``lazyRowCount`` is 0) every reader takes its old path unchanged.
extension Tableau {
  /// By default, a restricted row whose reduction opens more definitions than this stays lazy
  /// when it can (see the extension's documentation): beyond it the reduced row is long enough that
  /// holding it costs more than computing what the simplex needs from it on demand.
  @usableFromInline static let lazyReductionBudget = 128

  /// Whether row `id` is a lazy restricted row: its basic symbol restricted, and some cell
  /// naming a basic symbol. O(len).
  @inlinable
  mutating func isLazyRow(_ id: Int32) -> Bool {
    guard lazyRowCount > 0 else { return false }
    let basic = rows[Int(id)].basic
    guard basic >= 0, kinds[Int(basic)].isRestricted else { return false }
    return namesBasicSymbol(rows[Int(id)])
  }

  /// The value of `symbol` in the current basic solution: 0 when parametric, else its row's
  /// constant plus the values of the basic symbols the row names. Memoised per symbol until
  /// any row changes (``valueEpoch``). O(len) when the basic symbols the row names are
  /// memoised; O(definitions below `symbol` not memoised yet) in all.
  @inlinable
  mutating func value(of symbol: Int32) -> Double {
    let id = rowOf[Int(symbol)]
    guard id >= 0 else { return 0 }
    if valueStamp[Int(symbol)] == valueEpoch || memoiseShallowValue(of: symbol) {
      return memoValue[Int(symbol)]
    }
    return evaluate(symbol)
  }

  /// Memoises the value of the basic `symbol` if every basic symbol its row names is
  /// memoised; false (nothing done) otherwise. O(len).
  @inlinable
  mutating func memoiseShallowValue(of symbol: Int32) -> Bool {
    let id = rowOf[Int(symbol)]
    var sum = rows[Int(id)].constant
    for cell in rows[Int(id)].cells where rowOf[Int(cell.symbol)] >= 0 {
      guard valueStamp[Int(cell.symbol)] == valueEpoch else { return false }
      sum += cell.coefficient * memoValue[Int(cell.symbol)]
    }
    valueStamp[Int(symbol)] = valueEpoch
    memoValue[Int(symbol)] = sum
    return true
  }

  /// ``value(of:)`` through the definitions below `symbol` that are not memoised.
  @usableFromInline
  mutating func evaluate(_ symbol: Int32) -> Double {
    var stack = ContiguousArray<(symbol: Int32, cell: Int, sum: Double)>()
    swap(&stack, &evaluationStack)  // reuse the buffer (no second reference left)
    defer { swap(&stack, &evaluationStack) }
    let epoch = valueEpoch
    rows.withUnsafeBufferPointer { rows in
      rowOf.withUnsafeBufferPointer { rowOf in
        valueStamp.withUnsafeMutableBufferPointer { stamps in
          memoValue.withUnsafeMutableBufferPointer { memo in
            Tableau.evaluate(
              symbol, rows: rows, rowOf: rowOf, stamps: stamps, memo: memo, epoch: epoch,
              stack: &stack)
          }
        }
      }
    }
    return memoValue[Int(symbol)]
  }

  /// The value of row `id`'s basic symbol: its constant unless the row is lazy.
  @inlinable
  mutating func rowValue(_ id: Int32) -> Double {
    if lazyRowCount == 0 { return rows[Int(id)].constant }
    return value(of: rows[Int(id)].basic)
  }

  /// The lazy restricted rows whose value moves when the parametric `symbol` moves, each with
  /// its whole rate of change (the coefficient `symbol` would have in the reduced row).
  ///
  /// A walk forward from `symbol` through the rows that name it and, in turn, their basic
  /// symbols, then the rates pulled through the rows reached (each computed once).
  /// - Complexity: O(cells of the rows that depend on `symbol`, directly or not).
  mutating func lazyDependents(of symbol: Int32) -> ContiguousArray<(row: Int32, rate: Double)> {
    var found = ContiguousArray<(row: Int32, rate: Double)>()
    guard lazyRowCount > 0 else { return found }
    var lazyRows = ContiguousArray<Int32>()
    let reached = collectLazyDependents(of: symbol, into: &lazyRows)
    for id in lazyRows {
      let rate = rate(of: rows[Int(id)].basic, in: symbol, reached: reached, computed: reached + 1)
      found.append((id, rate))
    }
    return found
  }

  /// Appends to `lazyRows` the lazy rows that depend on `symbol` and returns the stamp that
  /// marks the basic symbols reached. The column lists are walked in place; a stale entry may
  /// add a row that no longer depends on `symbol` (harmless: its rate is 0).
  /// - Complexity: O(column entries of the symbols reached).
  mutating func collectLazyDependents(of symbol: Int32, into lazyRows: inout ContiguousArray<Int32>)
    -> UInt64
  {
    rateCounter &+= 2
    let reached = rateCounter
    var frontier: ContiguousArray<Int32> = [symbol]
    while let source = frontier.popLast() {
      var entry = columns.first(source)
      while entry >= 0 {
        let id = columns.entries[Int(entry)].row
        entry = columns.entries[Int(entry)].next
        guard Int(id) < rows.count else { continue }
        let basic = rows[Int(id)].basic
        guard basic >= 0, rateStamp[Int(basic)] != reached else { continue }
        rateStamp[Int(basic)] = reached
        frontier.append(basic)
        if kinds[Int(basic)].isRestricted, namesBasicSymbol(rows[Int(id)]) { lazyRows.append(id) }
      }
    }
    return reached
  }

  /// The rate of the basic `symbol` with respect to the parametric `source`, through the rows
  /// stamped `reached` (others do not depend on `source`). Memoised under `computed`.
  ///
  /// A rate is kept as computed, rounding and all: zeroing small ones as reductions zero
  /// cancelled coefficients made the ratio test miss a row whose real rate was 1.1e-7
  /// (docs/architecture.md, "Lazy restricted rows"); a chosen row's reduced cell decides.
  mutating func rate(of symbol: Int32, in source: Int32, reached: UInt64, computed: UInt64)
    -> Double
  {
    var stack = ContiguousArray<(symbol: Int32, cell: Int, sum: Double)>()
    swap(&stack, &evaluationStack)  // reuse the buffer (no second reference left)
    defer { swap(&stack, &evaluationStack) }
    stack.removeAll(keepingCapacity: true)
    stack.append((symbol, 0, 0))
    while let top = stack.last {
      let id = Int(rowOf[Int(top.symbol)])
      var cell = top.cell
      var sum = top.sum
      var below: Int32 = -1
      let count = rows[id].cells.count
      while cell < count {
        let inner = rows[id].cells[cell].symbol
        let coefficient = rows[id].cells[cell].coefficient
        if inner == source {
          sum += coefficient
        } else if rowOf[Int(inner)] >= 0 {
          let stamp = rateStamp[Int(inner)]
          if stamp == computed {
            sum += coefficient * memoRate[Int(inner)]
          } else if stamp == reached {
            below = inner
            break
          }
        }
        cell += 1
      }
      if below >= 0 {
        stack[stack.count - 1] = (top.symbol, cell, sum)
        stack.append((below, 0, 0))
        continue
      }
      rateStamp[Int(top.symbol)] = computed
      memoRate[Int(top.symbol)] = sum
      stack.removeLast()
    }
    return memoRate[Int(symbol)]
  }

  /// Memoises the value of the basic `symbol` (see ``value(of:)``) and of every basic symbol
  /// below it not memoised at `epoch` yet, with `stack` for scratch (no recursion: a chain of
  /// definitions may be 100,000 deep).
  @inlinable
  static func evaluate(
    _ symbol: Int32, rows: UnsafeBufferPointer<SparseRow>, rowOf: UnsafeBufferPointer<Int32>,
    stamps: UnsafeMutableBufferPointer<UInt64>, memo: UnsafeMutableBufferPointer<Double>,
    epoch: UInt64, stack: inout ContiguousArray<(symbol: Int32, cell: Int, sum: Double)>
  ) {
    if stamps[Int(symbol)] == epoch { return }
    stack.removeAll(keepingCapacity: true)
    stack.append((symbol, 0, rows[Int(rowOf[Int(symbol)])].constant))
    while let top = stack.last {
      let cells = rows[Int(rowOf[Int(top.symbol)])].cells
      var cell = top.cell
      var sum = top.sum
      var below: Int32 = -1
      while cell < cells.count {
        let inner = cells[cell].symbol
        if rowOf[Int(inner)] >= 0 {
          guard stamps[Int(inner)] == epoch else {
            below = inner
            break
          }
          sum += cells[cell].coefficient * memo[Int(inner)]
        }
        cell += 1
      }
      if below >= 0 {
        stack[stack.count - 1] = (top.symbol, cell, sum)
        stack.append((below, 0, rows[Int(rowOf[Int(below)])].constant))
        continue
      }
      stamps[Int(top.symbol)] = epoch
      memo[Int(top.symbol)] = sum
      stack.removeLast()
    }
  }

  /// Whether the new inequality row `0 = k + Σ a·s + a_m·marker`, solved for its slack
  /// `marker`, would hold: the slack's value from the values of the symbols the row names is
  /// finite and not below −tolerance. False when `marker` is not a slack of the row.
  mutating func lazyRowCanHold(_ row: SparseRow, marker: Int32) -> Bool {
    guard marker >= 0, let markerCell = row.index(of: marker) else { return false }
    growLazyRowStorage()
    var sum = row.constant
    for cell in row.cells where cell.symbol != marker && rowOf[Int(cell.symbol)] >= 0 {
      sum += cell.coefficient * value(of: cell.symbol)
    }
    let slack = -sum / row.cells[markerCell].coefficient
    return slack.isFinite && slack >= -tolerance
  }

  /// Extends the per-symbol arrays of lazy rows (values, rates) to every symbol: they are
  /// allocated with the first lazy row, so a tableau without any pays nothing for them.
  mutating func growLazyRowStorage() {
    let extra = rowOf.count - valueStamp.count
    guard extra > 0 else { return }
    valueStamp.append(contentsOf: repeatElement(0, count: extra))
    memoValue.append(contentsOf: repeatElement(0, count: extra))
    rateStamp.append(contentsOf: repeatElement(0, count: extra))
    memoRate.append(contentsOf: repeatElement(0, count: extra))
  }

  /// Rewrites the lazy row `id` in parametric symbols (before it is pivoted on). Its value is
  /// unchanged. O(cells of the definitions expanded).
  mutating func materialize(_ id: Int32) {
    guard isLazyRow(id) else { return }
    counters.lazyRowsMaterialized += 1
    reduceRow(id)
  }

  /// The new constraint row `0 = k + Σ a·s + a_m·marker` in parametric symbols — or nil when
  /// it was installed lazily instead, solved for its fresh slack `marker`. That happens when
  /// lazy rows are on, the marker is a slack, reducing the row would open more than the
  /// tableau's ``lazyReductionBudget`` definitions, and the slack's value is not
  /// negative (a row that needs a pivot to hold is reduced as before).
  /// - Complexity: O(cells of the definitions expanded); O(cells of at most
  ///   ``lazyReductionBudget`` definitions, plus values not memoised) when installed lazily.
  mutating func reduceOrInstallLazily(_ row: SparseRow, marker: Int32) -> SparseRow? {
    guard lazyReductionBudget < Int.max, marker >= 0, kinds[Int(marker)] == .slack,
      namesBasicSymbol(row)
    else {
      return reduce(row)
    }
    if let reduced = reduce(row, budget: lazyReductionBudget, lazyMarker: marker) {
      return reduced
    }
    // The reduction gave up because the slack can hold: install the row as it stands.
    guard let markerCell = row.index(of: marker) else { return reduce(row) }
    var lazy = row
    let coefficient = lazy.cells[markerCell].coefficient
    lazy.removeCell(at: markerCell)
    lazy.scale(by: -1 / coefficient)
    lazy.basic = marker
    lazyRowCount += 1
    counters.lazyRows += 1
    insertRow(lazy)
    // Deeper than what it names, as a definition is (a fresh slack: no row names it yet), so
    // that the depths keep the definitions acyclic (Tableau+Redefinition.swift relies on it).
    depth[Int(marker)] = depthOfRow(lazy)
    return nil
  }
}
