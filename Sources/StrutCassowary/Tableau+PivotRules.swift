/// Pivot rules: which cells the simplex may divide by, and the primal ratio test.
///
/// A pivot divides its row by one cell and spreads the result over every row that names the
/// entering symbol, so a cell small against its row multiplies rounding errors. These rules
/// keep such cells out where a choice exists (docs/architecture.md, "Numerics").
extension Tableau {
  /// The pivot tolerance: a cell whose magnitude is below this fraction of the largest
  /// coefficient of its row is not used as a pivot while any other choice exists. Dividing a
  /// row by such a cell — typically the residue of a cancellation — multiplies its rounding
  /// errors by up to 1/tolerance and spreads them over every row that names the symbol.
  @usableFromInline static let pivotTolerance = 1e-7

  /// The relative size below which a primal pivot is *ill-conditioned*: allowed, but only
  /// when no other improving symbol can pivot on a better cell (see ``optimize(onlyLevel:)``).
  ///
  /// A pivot on a cell `c` divides its row by `c`, and every row that names the entering
  /// symbol receives a multiple of the result, so the rounding errors of those rows grow by up
  /// to `max|row| / |c|`. ``pivotTolerance`` only keeps cancellation residues out; growth of
  /// 1e4 per pivot, repeated, made one batch of 303 constraints violate `x169 == 168448` by
  /// 1.24 (`fuzz-cassowary-batch-required-drift`) and left objective coefficients of 0.74
  /// where the rows give 0 (`fuzz-cassowary-level-10-suboptimal`). Measured, not derived:
  /// 1e-4 left the 303-constraint batch drifting, 1e-3…1e-2 moved seed-1 fuzz systems 380 or
  /// 4579 (borderline rounding cases) past the checker (docs/conformance.md, "Findings").
  @usableFromInline static let stablePivotRatio = 3e-4

  /// The magnitude of `symbol`'s cell in row `id` relative to the row's largest coefficient,
  /// the basic symbol's implicit 1 included: the inverse of a pivot's growth factor. O(len).
  @inlinable
  func pivotRatio(_ symbol: Int32, inRow id: Int32) -> Double {
    var largest = 1.0
    var cell = 0.0
    for entry in rows[Int(id)].cells {
      let magnitude = abs(entry.coefficient)
      largest = Swift.max(largest, magnitude)
      if entry.symbol == symbol { cell = magnitude }
    }
    return cell / largest
  }

  /// Whether `coefficient` is large enough against the other cells of row `id` to pivot on.
  /// Cells of magnitude 1e-3 or more always are (layout coefficients are of the order of 1);
  /// smaller ones are measured against the row's largest coefficient. O(len) for small cells,
  /// O(1) otherwise.
  @inlinable @inline(__always)
  func isStablePivot(_ coefficient: Double, inRow id: Int32) -> Bool {
    let magnitude = abs(coefficient)
    return magnitude >= 1e-3 || magnitude >= rows[Int(id)].pivotFloor
  }

  /// The primal ratio test: the restricted row that leaves the basis when `entering` moves in
  /// `direction`, or -1 when no row bounds it.
  ///
  /// Harris's two passes: the first finds the largest step that keeps every restricted row
  /// above −ε·max(1, its value); the second picks, among the rows whose exact ratio is within
  /// that step, the one with the largest cell (ties: lowest basic symbol). Preferring large
  /// pivots among near-ties keeps rounding errors from being multiplied by a tiny divisor, at
  /// the price of rows that may end up to ε of their own value below zero (the ratio test and
  /// the dual simplex read those as zero). With `bland`, the plain minimum ratio with ties broken by
  /// the lowest basic symbol (Bland's rule, which cannot cycle). With `screenTinyPivots`,
  /// rows whose cell fails ``isStablePivot(_:inRow:)`` are passed over — unless the step to
  /// the chosen row would take one of them below −``tolerance``: then there is no screened
  /// answer (-1). A cell tiny against its row can be real (nearly parallel rows), and a long
  /// step times such a cell left a required inequality 0.008 below zero at constants of 1.5e4
  /// (seed-1 fuzz system 5674, on the way to a fix of `fuzz-cassowary-batch-required-drift`
  /// that reordered pivots; docs/conformance.md, "Findings").
  ///
  /// - Complexity: O(rows containing `entering`), plus, once lazy rows exist, the walk of
  ///   ``lazyDependents(of:)``.
  mutating func leavingRow(_ entering: Int32, direction: Int, screenTinyPivots: Bool, bland: Bool)
    -> Int32
  {
    let sign = Double(direction)
    // Whether a row that bounds the move was passed over for its tiny cell.
    var passedOver = false
    // The restricted rows that bound the move: each with its cell along the move (negative)
    // and its value; lazy rows with their whole rate (Tableau+LazyRows.swift).
    var bounding = ContiguousArray<(row: Int32, coefficient: Double, value: Double)>()
    swap(&bounding, &ratioScratch)  // reuse the buffer (no second reference left)
    defer { swap(&bounding, &ratioScratch) }
    bounding.removeAll(keepingCapacity: true)
    var passedOverRows = ContiguousArray<(row: Int32, coefficient: Double, value: Double)>()
    // A long column's stops are kept for the breakpoint crossing that may follow: its queue
    // would walk the column again (Tableau+BreakpointCrossing.swift).
    let keepsStops =
      breakpointCrossingColumn < Int.max && lazyRowCount == 0
      && columns.count(entering) >= breakpointCrossingColumn
    var stops = ContiguousArray<BreakpointQueue.Stop>()
    if keepsStops {
      swap(&stops, &crossingStops)
      stops.removeAll(keepingCapacity: true)
      crossingStopsSymbol = -1
    }
    defer {
      if keepsStops {
        swap(&stops, &crossingStops)
        crossingStopsSymbol = entering
      }
    }
    func consider(_ row: Int32, _ rate: Double, _ value: Double) {
      let coefficient = rate * sign
      guard coefficient < -Tableau.epsilon else { return }
      if keepsStops {
        stops.append(BreakpointQueue.Stop(step: Swift.max(0, value) / -coefficient, row: row))
      }
      if screenTinyPivots, !isStablePivot(coefficient, inRow: row) {
        passedOver = true
        passedOverRows.append((row, coefficient, value))
        return
      }
      bounding.append((row, coefficient, value))
    }
    let lazyRows = lazyDependents(of: entering)
    for found in cellsContaining(entering) {
      let row = found.row
      guard kinds[Int(rows[Int(row)].basic)].isRestricted else { continue }
      if !lazyRows.isEmpty, isLazyRow(row) { continue }
      consider(row, rows[Int(row)].cells[Int(found.cell)].coefficient, rows[Int(row)].constant)
    }
    for entry in lazyRows { consider(entry.row, entry.rate, value(of: rows[Int(entry.row)].basic)) }
    // A lazy row's rate is computed, not read: the pivot needs the row reduced, and the
    // reduced cell decides (it may differ by rounding, or have cancelled).
    while true {
      let best = bestBounding(bounding, bland: bland)
      guard best >= 0 else { return -1 }
      let chosen = bounding[best]
      if isLazyRow(chosen.row) {
        materialize(chosen.row)
        let cell = rows[Int(chosen.row)].coefficient(of: entering) * sign
        if cell < -Tableau.epsilon, !screenTinyPivots || isStablePivot(cell, inRow: chosen.row) {
          bounding[best].coefficient = cell
        } else {
          bounding.remove(at: best)
        }
        continue
      }
      if passedOver {
        // A row passed over for its tiny cell still constrains the move: if the step would
        // take it below −tolerance (a real cell of nearly parallel rows, times a long step),
        // the screened test has no answer, and the caller flushes noise or pivots unscreened.
        let theta = Swift.max(0, chosen.value) / -chosen.coefficient
        let tolerance = self.tolerance
        for row in passedOverRows where row.value + row.coefficient * theta < -tolerance {
          return -1
        }
      }
      return chosen.row
    }
  }

  /// The index in `bounding` of the row that leaves: Harris's two passes, or with `bland` the
  /// plain minimum ratio with ties broken by the lowest basic symbol; -1 when none bounds.
  /// (See ``leavingRow(_:direction:screenTinyPivots:bland:)``.)
  mutating func bestBounding(
    _ bounding: ContiguousArray<(row: Int32, coefficient: Double, value: Double)>, bland: Bool
  ) -> Int {
    var step = Double.infinity
    if !bland {
      // Each row may end at most ε of its own value below zero (not ε of the largest
      // constant: a row of 1e5 beside constants of 1e7 would end 0.003 below zero).
      for candidate in bounding {
        let value = Swift.max(0, candidate.value)
        let slack = Tableau.epsilon * Swift.max(1, value)
        step = Swift.min(step, (value + slack) / -candidate.coefficient)
      }
      if step == .infinity { return -1 }
    }
    var best = -1
    var bestRatio = Double.infinity
    var bestMagnitude = 0.0
    var bestBasic = Int32.max
    for index in bounding.indices {
      let candidate = bounding[index]
      let basic = rows[Int(candidate.row)].basic
      let ratio = Swift.max(0, candidate.value) / -candidate.coefficient
      if bland {
        if ratio < bestRatio - Tableau.epsilon * Swift.max(1, bestRatio)
          || (abs(ratio - bestRatio) <= Tableau.epsilon * Swift.max(1, bestRatio)
            && basic < bestBasic)
        {
          bestRatio = ratio
          best = index
          bestBasic = basic
        }
      } else if ratio <= step {
        let magnitude = -candidate.coefficient
        if magnitude > bestMagnitude || (magnitude == bestMagnitude && basic < bestBasic) {
          bestMagnitude = magnitude
          best = index
          bestBasic = basic
        }
      }
    }
    return best
  }

  /// Phase one's entering symbol before Bland's rule: `forced` if it still improves; else,
  /// among the parametric symbols that the phase-one level `level` prices and that would
  /// improve it (leaving out the `postponed` ones), the lowest id as always — unless more
  /// than ``sparsePhaseOneColumn`` rows name it (the length of its column list, stale entries
  /// included): then the one that the fewest rows name, lowest id on ties. `.none` when no
  /// symbol improves the level outside `postponed` — every symbol it prices was looked at
  /// (each is in ``phaseOneTouched``), so phase one is at its optimum without draining the
  /// candidate heap; `.unscanned` when phase one has touched too many symbols to scan them per
  /// pivot (the heap's lowest-id order then decides, as it always does for the real levels).
  ///
  /// A pivot costs the rows that name the entering symbol. Phase one is free to choose among
  /// its improving symbols, and the lowest id kept entering the few symbols that a third of
  /// the rows name (random workload, 4,000 views: 2,009 of the 2,140 pivots that touched more
  /// than 100 rows, 657 K of the build's 704 K row updates, were phase one's); and each phase
  /// one drained the heap of every queued symbol to find that nothing improved any more.
  /// - Complexity: O(symbols phase one touched).
  mutating func sparsestPhaseOneEntering(
    _ level: Int, skipping postponed: ContiguousArray<(symbol: Int32, ratio: Double)>,
    forced: Int32
  ) -> PhaseOneEntering {
    if forced >= 0, improvingDirection(forced, onlyLevel: level) != 0 { return .symbol(forced) }
    guard phaseOneTouched.count <= Tableau.phaseOneScanLimit else { return .unscanned }
    var lowest: Int32 = -1
    var sparsest: Int32 = -1
    var sparsestCount = Int.max
    for symbol in phaseOneTouched {
      guard improvingDirection(symbol, onlyLevel: level) != 0 else { continue }
      if !postponed.isEmpty, postponed.contains(where: { $0.symbol == symbol }) { continue }
      if lowest < 0 || symbol < lowest { lowest = symbol }
      let count = columns.count(symbol)
      if count < sparsestCount || (count == sparsestCount && symbol < sparsest) {
        sparsest = symbol
        sparsestCount = count
      }
    }
    guard lowest >= 0 else { return .none }
    // The usual order (lowest id, Bland's) unless its pivot would touch many rows.
    return .symbol(columns.count(lowest) <= Tableau.sparsePhaseOneColumn ? lowest : sparsest)
  }

  /// A phase-one entering symbol named by more rows than this gives way to the improving
  /// symbol named by the fewest (``sparsestPhaseOneEntering(_:skipping:forced:)``).
  @usableFromInline static let sparsePhaseOneColumn = 64

  /// What ``sparsestPhaseOneEntering(_:skipping:forced:)`` found.
  @usableFromInline
  enum PhaseOneEntering {
    /// The symbol to enter.
    case symbol(Int32)
    /// Nothing improves the phase-one level (outside the postponed symbols).
    case none
    /// Too many symbols to scan: the candidate heap decides.
    case unscanned
  }

  /// The most symbols ``sparsestPhaseOneEntering(_:skipping:)`` scans per pivot.
  @usableFromInline static let phaseOneScanLimit = 4_096

  /// The number of pivots after which one optimisation switches from Harris's ratio test to
  /// Bland's rule, which cannot cycle on degenerate vertices.
  @inlinable
  var blandThreshold: Int { 1_000 + 2 * rows.count }
}
