/// Breakpoint crossing: a primal step that passes the rows it would stop at while the
/// objective keeps improving, so that a symbol many rows name enters the basis once instead
/// of once per breakpoint.
///
/// When the primal simplex moves an entering symbol `s`, the first restricted row whose basic
/// symbol `b` reaches 0 stops it, and the pivot makes `s` basic in that row — substituting
/// `s`'s new definition into every row that names `s`. On the random workload the root width
/// is pulled by thousands of optional ties, each a row naming the same symbols: the optimum
/// is a weighted median, and the simplex walks the width across one tie's breakpoint per
/// pivot, each pivot updating all those rows (docs/architecture.md, "Where the work still
/// comes from"). Beyond a breakpoint, though, the row can let another of its symbols `p` take
/// up the move (`b` stays at 0, `p` rises), and if the objective still improves along `s`
/// with `p` in the basis, the step may go on. Crossing is the pivot that puts `p` in `b`'s
/// place — it substitutes into the rows naming `p`, usually that row alone — and the walk
/// goes on to the next row that stops `s`. `s` enters once, in the row where the walk ends.
///
/// The crossing symbol `p` is the dual ratio test's choice for the row
/// (``dualEntering(_:screenTinyPivots:)``: the symbol whose objective vector over its
/// coefficient is lexicographically smallest), so the slope of `s` after the crossing,
/// `d(s) − d(p)·a_s/a_p` per level, is the least it can be; the walk crosses only while that
/// slope still improves by more than rounding. Between the crossings the crossed rows' new
/// basic symbols are negative — they become feasible when `s` enters at a step no shorter
/// than theirs — so the walk ends with a pivot of `s`, in the first row it does not cross,
/// or, when the rounded objective no longer agrees or no row bounds the rest of the move, in
/// the last row it crossed (where `s` then stops exactly at that row's breakpoint). The basis
/// at the end is one the plain simplex reaches too, by one pivot per breakpoint. A crossing
/// counts as a pivot toward the optimisation's iteration limit and toward Bland's rule, which
/// turns crossing off, so degenerate crossings (a row already at 0) cannot cycle any more
/// than degenerate pivots can. Not tried while lazy rows exist (their rates are walks, not
/// cells) or in phase one.
extension Tableau {
  /// By default, crossing is tried when the entering symbol's column holds at least this many
  /// rows: a crossing saves the substitution into those rows, and below this a pivot costs
  /// about what a crossing does.
  @usableFromInline static let breakpointCrossingColumn = 64

  /// The column length from which a walk goes further: ``longColumnFactor`` times the
  /// crossing column (1,024 by default, 0 when crossing is tried everywhere; `Int.max` when
  /// it is off). From there, when the ratio test chose a later row than the earliest stop
  /// (Harris's preference for larger cells), the walk starts at the earliest stop; and a row
  /// whose crossing symbol is named by up to as many rows as the entering symbol is crossed.
  /// Both make crossings that cost about what a pivot of the entering symbol does, and pay
  /// only when the walk they continue saves the long pivots that would follow it
  /// (docs/architecture.md, "Breakpoint crossing"): on the random workload at 1,000 views
  /// (columns of ~300 rows) the first alone cost +6 % instructions.
  @inlinable
  var longCrossingColumn: Int {
    breakpointCrossingColumn > Int.max / Tableau.longColumnFactor
      ? Int.max : Tableau.longColumnFactor * breakpointCrossingColumn
  }

  /// ``longCrossingColumn`` over the crossing column.
  @usableFromInline static let longColumnFactor = 16

  /// Crosses the breakpoints the move of `entering` in `direction` reaches, starting with the
  /// row `first` that the ratio test chose, while the move keeps improving the objective
  /// (see the extension's documentation); returns the row `entering` must pivot into. Each
  /// crossing is a pivot and spends one of `budget`.
  ///
  /// The rows that bound the move wait in a ``BreakpointQueue`` by the step at which each
  /// stops it, built once; a crossing changes its own row, the objective and the few rows
  /// that name its crossing symbol, which are queued again with their new steps.
  /// - Complexity: O(c) for the queue of the c rows naming `entering`, then per crossing
  ///   O(log c) plus the crossing's pivot (O(Σ len of the rows naming the crossing symbol)).
  mutating func crossBreakpoints(
    _ entering: Int32, direction: Int, first: Int32, budget: inout Int
  ) -> Int32 {
    guard breakpointCrossingColumn < Int.max, lazyRowCount == 0,
      Int(columns.count(entering)) >= breakpointCrossingColumn,
      budget > 0, var partner = crossingSymbol(entering, direction: direction, row: first)
    else { return first }
    let sign = Double(direction)
    var stops = ContiguousArray<BreakpointQueue.Stop>()
    if crossingStopsSymbol == entering {
      // The ratio test that chose `first` kept them, walking the column in the same order.
      swap(&stops, &crossingStops)
    } else {
      for row in rowsContaining(entering) {
        if let step = stoppingStep(of: row, moving: entering, sign: sign) {
          stops.append(BreakpointQueue.Stop(step: step, row: row))
        }
      }
    }
    crossingStopsSymbol = -1
    var queue = BreakpointQueue(stops)
    guard let start = stoppingStep(of: first, moving: entering, sign: sign),
      let earliest = queue.first
    else { return first }
    var blocking = first
    var reached = start
    if start > earliest.step {
      // Harris's test preferred a larger cell among near-ties. On a long column the walk
      // starts where the textbook ratio test stops, if that row can be crossed; otherwise
      // (or on a shorter column) `first` is pivoted on.
      guard Int(columns.count(entering)) >= longCrossingColumn,
        let other = crossingSymbol(entering, direction: direction, row: earliest.row)
      else { return first }
      blocking = earliest.row
      reached = earliest.step
      partner = other
    }
    var lastCrossed: Int32 = -1
    while true {
      let changed = rowsContaining(partner)
      pivot(entering: partner, row: blocking)
      counters.breakpointsCrossed += 1
      budget -= 1
      lastCrossed = blocking
      // The rounded objective decides from here: when it no longer improves along `entering`,
      // the move stops at the breakpoint just crossed.
      guard improvingDirection(entering) == direction else { return lastCrossed }
      for row in changed where row != blocking {
        if let step = stoppingStep(of: row, moving: entering, sign: sign) {
          queue.push(BreakpointQueue.Stop(step: step, row: row))
        }
      }
      // The next row that stops the move: a queued step that no longer matches its row's is
      // stale (the row was queued again, or crossed).
      var next: Int32 = -1
      while let stop = queue.pop() {
        guard let step = stoppingStep(of: stop.row, moving: entering, sign: sign), step == stop.step
        else { continue }
        // Steps only grow along the move; a smaller one is rounding that disagrees with the
        // walk, and the move stops at the breakpoint just crossed.
        guard step >= reached else { return lastCrossed }
        reached = step
        next = stop.row
        break
      }
      guard next >= 0 else { return lastCrossed }
      blocking = next
      if pivotRatio(entering, inRow: blocking) < Tableau.stablePivotRatio {
        // `entering` cannot pivot here: the move stops at the breakpoint just crossed.
        return lastCrossed
      }
      guard budget > 0,
        let following = crossingSymbol(entering, direction: direction, row: blocking)
      else { return blocking }
      partner = following
    }
  }

  /// The step of `entering` (moving in the direction of `sign`) at which the basic symbol of
  /// simplex row `id` reaches 0, or nil when the row does not bound the move. O(len).
  @inlinable
  func stoppingStep(of id: Int32, moving entering: Int32, sign: Double) -> Double? {
    let basic = rows[Int(id)].basic
    guard basic >= 0, kinds[Int(basic)].isRestricted else { return nil }
    let rate = rows[Int(id)].coefficient(of: entering) * sign
    guard rate < -Tableau.epsilon else { return nil }
    return Swift.max(0, rows[Int(id)].constant) / -rate
  }

  /// The symbol that takes up the move of `entering` past the breakpoint of row `id`, or nil
  /// when the row is not crossed: it must be a simplex row (not lazy), both pivots
  /// well-conditioned, the dual ratio test's choice restricted and not named by too many
  /// rows (``mayCross(partnerColumn:enteringColumn:)``: the crossing substitutes into them
  /// and queues them again), and the slope of `entering` after the crossing improving in
  /// `direction` by more than rounding at its first non-zero level. (Choosing another
  /// candidate when the best one is named by many rows was tried: the walk then takes a
  /// path the later pivots pay for — 2.3 M row updates instead of 0.9 M at 40,000 random
  /// views.)
  /// - Complexity: O(len of the row + levels).
  mutating func crossingSymbol(_ entering: Int32, direction: Int, row id: Int32) -> Int32? {
    let basic = rows[Int(id)].basic
    guard basic >= 0, kinds[Int(basic)].isRestricted, !isLazyRow(id),
      pivotRatio(entering, inRow: id) >= Tableau.stablePivotRatio,
      let partner = dualEntering(id, screenTinyPivots: true), partner != entering,
      kinds[Int(partner)].isRestricted,
      pivotRatio(partner, inRow: id) >= Tableau.stablePivotRatio,
      mayCross(partnerColumn: columns.count(partner), enteringColumn: columns.count(entering))
    else { return nil }
    let factor = rows[Int(id)].coefficient(of: entering) / rows[Int(id)].coefficient(of: partner)
    for level in levelOrder {
      let current = objective[level, entering]
      let change = objective[level, partner] * factor
      let slope = current - change
      let noise = Tableau.crossingNoise * Swift.max(1, abs(current), abs(change))
      if slope < -noise { return direction > 0 ? partner : nil }
      if slope > noise { return direction < 0 ? partner : nil }
      // A lead within rounding of zero decides nothing reliably: stop at this breakpoint.
      if abs(slope) > Tableau.epsilon { return nil }
    }
    return nil
  }

  /// Whether a crossing symbol named by `partnerColumn` rows may take up the move of an
  /// entering symbol named by `enteringColumn`: at most half as many (such a crossing never
  /// costs more than the pivot it replaces), or, from ``longCrossingColumn`` on, at most as
  /// many.
  @inlinable
  func mayCross(partnerColumn: Int, enteringColumn: Int) -> Bool {
    2 * partnerColumn <= enteringColumn
      || (enteringColumn >= longCrossingColumn && partnerColumn <= enteringColumn)
  }

  /// How far beyond rounding a slope after a crossing must be for the walk to go on
  /// (relative to the coefficients it is computed from): stopping early is always correct —
  /// the plain pivot follows — so the bound only needs to exclude slopes that rounding
  /// could have produced from a zero.
  @usableFromInline static let crossingNoise = 1e-9
}
