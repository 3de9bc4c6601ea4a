/// Why an optimisation could not finish (only numerical trouble can cause these).
@usableFromInline
enum SimplexFailure: Error, Sendable {
  /// No row bounds the entering symbol although the objective is bounded below.
  case unbounded
  /// The dual simplex found no entering symbol for an infeasible row.
  case dualInfeasible
  /// The iteration limit was reached.
  case iterationLimit
}

extension Tableau {
  /// The sign of the first non-zero component of `symbol`'s objective vector, in
  /// lexicographic order: -1, 0 or +1. O(levels).
  @inlinable @inline(__always)
  func objectiveSign(_ symbol: Int32) -> Int {
    objective.sign(of: symbol, order: levelOrder)
  }

  /// Whether any objective level has an exactly non-zero coefficient for `symbol`.
  @inlinable @inline(__always)
  func hasObjectiveCost(_ symbol: Int32) -> Bool {
    objective.hasCoefficient(symbol)
  }

  /// The direction in which moving the parametric `symbol` improves the objective: +1 (up),
  /// -1 (down, only for unrestricted symbols) or 0 (none).
  @inlinable @inline(__always)
  func improvingDirection(_ symbol: Int32) -> Int {
    guard rowOf[Int(symbol)] < 0, kinds[Int(symbol)].entersBasis else { return 0 }
    return Tableau.direction(kinds[Int(symbol)], objectiveSign: objectiveSign(symbol))
  }

  /// The improving direction of a parametric symbol of `kind` whose deciding objective
  /// coefficient has sign `objectiveSign`: a restricted symbol can only rise.
  @inlinable
  static func direction(_ kind: SymbolKind, objectiveSign sign: Int) -> Int {
    if kind.isRestricted { return sign < 0 ? 1 : 0 }
    return -sign
  }

  /// The most pivots one optimisation may take before it reports numerical trouble instead of
  /// running on: far above what a simplex needs (a few pivots per row), so reaching it means
  /// rounding noise made the pivots cycle.
  @inlinable
  var iterationLimit: Int { 10_000 + 50 * (rows.count + symbolCount) }

  /// The direction in which moving the parametric `symbol` improves objective level `level`
  /// alone (+1, -1 or 0, as ``improvingDirection(_:)``).
  @inlinable @inline(__always)
  func improvingDirection(_ symbol: Int32, onlyLevel level: Int) -> Int {
    guard rowOf[Int(symbol)] < 0, kinds[Int(symbol)].entersBasis else { return 0 }
    let value = objective[level, symbol]
    let sign = value < -Tableau.epsilon ? -1 : (value > Tableau.epsilon ? 1 : 0)
    return Tableau.direction(kinds[Int(symbol)], objectiveSign: sign)
  }

  /// Primal simplex on the lexicographic objective, lowest symbol id first among the
  /// improving candidates and Harris's ratio test for the leaving row. Ends at a
  /// lexicographic optimum.
  ///
  /// An improving symbol whose leaving row would pivot on an ill-conditioned cell
  /// (``pivotRatio(_:inRow:)`` below ``stablePivotRatio``) is postponed while other candidates
  /// remain: in floating point the order of pivots decides how much rounding the rows
  /// accumulate, and another symbol's pivot often makes the postponed one well-conditioned or
  /// unnecessary. When only postponed symbols are left, the least ill-conditioned one goes
  /// first. Bland's rule (after ``blandThreshold`` pivots) postpones nothing. The objective
  /// coefficients an ill-conditioned pivot touches are recomputed from the rows, and so is
  /// the whole objective (at most twice) before the optimisation ends after one.
  ///
  /// With `onlyLevel` (phase one), only symbols that improve that level enter; the others
  /// stay queued for the next full optimisation. Improving the real levels in the middle of a
  /// batch would be wasted work — every later row changes them again — and it made each phase
  /// one of a batch re-optimise the whole system (a DSL-built table of 200 cells took 77,859
  /// pivots instead of a few hundred).
  ///
  /// - Complexity: per pivot, O(Σ len of the rows that contain the entering symbol); the
  ///   entering symbol comes from a heap of the symbols whose objective changed.
  mutating func optimize(onlyLevel: Int? = nil) throws(SimplexFailure) {
    if onlyLevel == nil, candidatesAreSettled() {
      // What popping every candidate would have found (see Tableau+SettledCandidates.swift).
      dropSettledCandidates()
      infeasibleRows.removeAll()
      return
    }
    var iterations = 0
    let limit = iterationLimit
    var deferred = ContiguousArray<Int32>()
    defer { for symbol in deferred { pushCandidate(symbol) } }
    // Refreshing rewrites objective coefficients, so the refreshes of masked coefficients are
    // rationed per optimisation (the ration is what stops refresh/pivot cycles: without it,
    // seed-2 fuzz system 922 cycled to the iteration limit). A symbol refreshed since the last
    // pivot is exact already, so a postponed symbol comes back without paying again.
    let ration = 64 + rows.count / 8
    var refreshBudget = ration
    var pivots = 0
    var refreshedAt: [Int32: Int] = [:]
    // Spends one refresh of `symbol`'s objective coefficients; false when there is nothing to
    // recompute (refreshed since the last pivot) or the budget is spent.
    func mayRefresh(_ symbol: Int32, rationed: Bool) -> Bool {
      guard refreshesObjective, refreshedAt[symbol] != pivots, !rationed || refreshBudget > 0 else {
        return false
      }
      if rationed { refreshBudget -= 1 }
      refreshedAt[symbol] = pivots
      return true
    }
    // Symbols whose pivot would be ill-conditioned wait until no other symbol can pivot.
    var postponed = ContiguousArray<(symbol: Int32, ratio: Double)>()
    var forced: Int32 = -1
    defer { for entry in postponed { pushCandidate(entry.symbol) } }
    var sweeps = 2
    var refusedRefresh = false
    var illConditioned = false
    pivoting: while true {
      // Phase one enters the improving symbol that the fewest rows name first, until Bland's
      // rule takes over, and ends as soon as nothing improves its level (see
      // ``sparsestPhaseOneEntering(_:skipping:forced:)``): the heap would be drained for that.
      var choice = PhaseOneEntering.unscanned
      if let onlyLevel, iterations < blandThreshold {
        choice = sparsestPhaseOneEntering(onlyLevel, skipping: postponed, forced: forced)
      }
      let entering: Int32
      if case .symbol(let sparsest) = choice {
        entering = sparsest
      } else if case .none = choice, postponed.isEmpty {
        break pivoting
      } else {
        guard let popped = candidates.pop() else {
          if postponed.isEmpty {
            // After ill-conditioned pivots, or when the ration ran out, every parametric
            // symbol's coefficients are recomputed from the rows and the optimisation goes on
            // with a fresh ration — at most `sweeps` times, so no cycle can form. Residues of
            // 1e-4…0.74 (far above what ``objectiveIsMasked(_:)`` looks behind) hid real
            // improvements there (`fuzz-cassowary-level-10-suboptimal`; seed-2 system 922 with
            // the postponement below). O(Σ column lengths) per sweep; layouts never need one.
            guard onlyLevel == nil, refusedRefresh || illConditioned, refreshesObjective, sweeps > 0
            else {
              break
            }
            illConditioned = false
            sweeps -= 1
            refusedRefresh = false
            refreshBudget = ration
            // Every column is walked: exact lists first, so that no walk checks its rows (a
            // symbol that left the random workload's hub keeps 30,000 stale entries, and the
            // checks of one sweep were 30 % of the walks of its 100,000-view build).
            compactColumns()
            var changed = false
            for symbol in 0..<Int32(symbolCount)
            where rowOf[Int(symbol)] < 0 && kinds[Int(symbol)] != .artificial {
              if refreshObjective(of: symbol) { changed = true }
            }
            if changed { continue }
            break
          }
          // Only ill-conditioned pivots are left: the least ill-conditioned one goes first.
          var best = postponed[0]
          for entry in postponed.dropFirst() where entry.ratio > best.ratio { best = entry }
          forced = best.symbol
          for entry in postponed { pushCandidate(entry.symbol) }
          postponed.removeAll(keepingCapacity: true)
          continue
        }
        inHeap[Int(popped)] = false
        entering = popped
      }
      var refreshed = false
      let direction: Int
      if let onlyLevel {
        direction = improvingDirection(entering, onlyLevel: onlyLevel)
        if direction == 0 {
          // A masked improvement waits too: the full optimisation refreshes it (dropped here,
          // it was never looked at again — `fuzz-cassowary-priced-d318ecf5237cd70b`).
          if improvingDirection(entering) != 0 || objectiveIsMasked(entering) {
            deferred.append(entering)
          }
          continue
        }
      } else {
        var candidate = improvingDirection(entering)
        // A decision that rests on rounding-sized coefficients — a masked improvement, or an
        // improvement only a residue of 1e-9…1e-6 above a real opposite slope shows — is
        // checked against the rows first. The second kind made a pair of slacks enter in turn
        // for a thousand pivots (fuzz seed 16, system 724, with every inequality lazy).
        if candidate == 0 ? objectiveIsMasked(entering) : objectiveLeadIsNoiseSized(entering) {
          if mayRefresh(entering, rationed: true) {
            if refreshObjective(of: entering) {
              candidate = improvingDirection(entering)
              refreshed = true
            }
          } else if refreshBudget == 0 {
            refusedRefresh = true
          }
          // Still masked after the rows had their say: the rows themselves may carry the
          // residue. The solver prices it afresh from the constraints when the optimisation
          // ends (CassowarySolver+FreshPricing.swift).
          if candidate == 0, objectiveIsMasked(entering), !unresolvedMasks.contains(entering) {
            unresolvedMasks.append(entering)
          }
        }
        if candidate == 0 { continue }
        direction = candidate
      }
      iterations += 1
      if iterations > limit { throw .iterationLimit }
      let bland = iterations > blandThreshold
      var bestRow = leavingRow(entering, direction: direction, screenTinyPivots: true, bland: bland)
      if bestRow < 0, refreshed {
        // The rows carry rounding too: an improvement that only a refresh revealed and that
        // nothing bounds is not taken (it cannot exist in exact arithmetic).
        continue
      }
      if bestRow < 0 {
        // Only tiny cells (if any) bound the symbol. An improvement within rounding noise is
        // noise: flush it instead of dividing a row by such a cell. A real one pivots anyway.
        if flushObjectiveNoise(entering) { continue }
        bestRow = leavingRow(entering, direction: direction, screenTinyPivots: false, bland: bland)
      }
      if bestRow < 0 {
        // Every level is a weighted sum of non-negative errors, so the objective is bounded
        // below and no real improving ray exists: a symbol that nothing bounds improves only
        // through rounding noise in its objective coefficients. Such noise is flushed (the
        // coefficient becomes an exact zero — already tried above); a larger one is first
        // recomputed from the rows (it may have drifted); only what survives is a failure.
        if mayRefresh(entering, rationed: false), refreshObjective(of: entering) { continue }
        throw .unbounded
      }
      let ratio = pivotRatio(entering, inRow: bestRow)
      if entering != forced, !bland, ratio < Tableau.stablePivotRatio {
        // Postponed, not pivoted: each round of postponements ends with a pivot or with the
        // forced symbol no longer improving, so this cannot loop.
        iterations -= 1
        postponed.append((entering, ratio))
        continue
      }
      forced = -1
      pivots += 1
      if onlyLevel == nil, !bland, ratio >= Tableau.stablePivotRatio {
        // Tableau+BreakpointCrossing.swift: each crossing is a pivot of its own.
        var budget = limit - iterations
        let crossedFrom = budget
        bestRow = crossBreakpoints(entering, direction: direction, first: bestRow, budget: &budget)
        iterations += crossedFrom - budget
        pivots += crossedFrom - budget
      }
      pivot(entering: entering, row: bestRow)
      if ratio < Tableau.stablePivotRatio {
        illConditioned = true
        // An ill-conditioned pivot spreads its row's errors, times up to 1/ratio, into the
        // objective coefficients of the row's symbols: those are recomputed from the rows.
        if refreshesObjective {
          for cell in rows[Int(bestRow)].cells where kinds[Int(cell.symbol)] != .artificial {
            _ = refreshObjective(of: cell.symbol)
            refreshedAt[cell.symbol] = pivots
          }
        }
      }
    }
    infeasibleRows.removeAll()
  }

  /// Phase one for a row that has no usable subject: `0 = constant + Σ a·symbol`.
  /// Adds an artificial symbol, minimises it (above every priority level), and either
  /// installs the row's information in the tableau or reports that it cannot hold.
  ///
  /// - Returns: `false` when the row cannot be satisfied (the tableau is then in a
  ///   consistent but changed state; the caller rolls back its transaction).
  mutating func addWithArtificialVariable(_ row: SparseRow) throws(SimplexFailure) -> Bool {
    counters.phaseOneSolves += 1
    var row = row
    if row.constant < 0 { row.scale(by: -1) }
    let artificial = newSymbol(.artificial)
    row.basic = artificial
    if phaseOneLevel < 0 { phaseOneLevel = level(for: .infinity) }
    let phaseOne = phaseOneLevel
    insertRow(row)
    addToObjective(phaseOne, row, factor: 1)
    for cell in row.cells { pushCandidate(cell.symbol) }
    var failure: SimplexFailure? = nil
    do {
      try optimize(onlyLevel: phaseOne)
    } catch {
      failure = error
    }
    let residual = objectiveConstant[phaseOne]
    if failure == nil, residual > tolerance { recordInfeasibilityCertificate() }
    clearPhaseOne()
    if let failure { throw failure }
    let feasible = residual <= tolerance
    if !feasible { return false }
    // Drive the artificial symbol out of the basis, then erase it.
    if rowOf[Int(artificial)] >= 0 {
      let basicRow = rowOf[Int(artificial)]
      let cells = rows[Int(basicRow)]
      let usable = cells.cells.filter {
        kinds[Int($0.symbol)].entersBasis && abs($0.coefficient) > Tableau.epsilon
      }
      let stable = usable.filter { isStablePivot($0.coefficient, inRow: basicRow) }
      if let entering = (stable.isEmpty ? usable : stable).map(\.symbol).min() {
        pivot(entering: entering, row: basicRow)
      } else {
        deleteRow(basicRow)
      }
    }
    if rowOf[Int(artificial)] < 0 { eraseParametric(artificial) }
    return true
  }

  /// Keeps, in ``infeasibilityCertificate``, the markers (dummies and slacks) that the
  /// phase-one objective names at its optimum: the constraints whose combination with the new
  /// row proves it cannot hold (their multipliers are these reduced costs; a constraint whose
  /// marker is basic has multiplier zero). O(symbols phase one touched).
  mutating func recordInfeasibilityCertificate() {
    let level = phaseOneLevel
    var scale = 0.0
    for symbol in phaseOneTouched where rowOf[Int(symbol)] < 0 {
      scale = max(scale, abs(objective[level, symbol]))
    }
    infeasibilityCertificate.removeAll(keepingCapacity: true)
    for symbol in phaseOneTouched where rowOf[Int(symbol)] < 0 {
      let kind = kinds[Int(symbol)]
      guard kind == .dummy || kind == .slack else { continue }
      if abs(objective[level, symbol]) > Tableau.epsilon * max(1, scale) {
        infeasibilityCertificate.append(symbol)
      }
    }
  }

  /// Zeroes the phase-one level and queues every symbol it touched: a symbol the phase-one
  /// level blocked may improve the real objective now.
  mutating func clearPhaseOne() {
    let level = phaseOneLevel
    let touched = phaseOneTouched
    phaseOneTouched.removeAll(keepingCapacity: true)
    for symbol in touched where Int(symbol) < symbolCount && objective[level, symbol] != 0 {
      setObjective(level, symbol, 0)
    }
    for symbol in touched where Int(symbol) < symbolCount { pushCandidate(symbol) }
    phaseOneTouched.removeAll(keepingCapacity: true)
    if objectiveConstant[level] != 0 { addObjectiveConstant(level, -objectiveConstant[level]) }
  }
}
