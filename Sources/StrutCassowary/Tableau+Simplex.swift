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
  @inlinable
  func objectiveSign(_ symbol: Int32) -> Int {
    for level in levelOrder {
      let value = objective[level][Int(symbol)]
      if value < -Tableau.epsilon { return -1 }
      if value > Tableau.epsilon { return 1 }
    }
    return 0
  }

  /// Whether any objective level has an exactly non-zero coefficient for `symbol`.
  @inlinable
  func hasObjectiveCost(_ symbol: Int32) -> Bool {
    for level in objective.indices where objective[level][Int(symbol)] != 0 { return true }
    return false
  }

  /// The direction in which moving the parametric `symbol` improves the objective: +1 (up),
  /// -1 (down, only for unrestricted symbols) or 0 (none).
  @inlinable
  func improvingDirection(_ symbol: Int32) -> Int {
    guard rowOf[Int(symbol)] < 0 else { return 0 }
    let kind = kinds[Int(symbol)]
    if kind == .artificial { return 0 }
    let sign = objectiveSign(symbol)
    if kind.isRestricted { return sign < 0 ? 1 : 0 }
    return -sign
  }

  /// The most pivots one optimisation may take before it reports numerical trouble instead of
  /// running on: far above what a simplex needs (a few pivots per row), so reaching it means
  /// rounding noise made the pivots cycle.
  @inlinable
  var iterationLimit: Int { 10_000 + 50 * (rows.count + symbolCount) }

  /// The largest objective coefficient ``flushObjectiveNoise(_:)`` treats as rounding noise.
  @usableFromInline static let objectiveNoise = 1e-6

  /// Flushes the objective coefficient that makes `symbol` look improving — the first one,
  /// in lexicographic order, beyond ε — to an exact zero (with any sub-ε ones above it) when
  /// it is within ``objectiveNoise`` of zero, and reports whether it did. Lower levels keep
  /// their coefficients.
  mutating func flushObjectiveNoise(_ symbol: Int32) -> Bool {
    var deciding = -1
    for (index, level) in levelOrder.enumerated() where abs(objective[level][Int(symbol)]) > Tableau.epsilon {
      deciding = index
      break
    }
    guard deciding >= 0, abs(objective[levelOrder[deciding]][Int(symbol)]) <= Tableau.objectiveNoise else {
      return false
    }
    for level in levelOrder[...deciding] where objective[level][Int(symbol)] != 0 {
      setObjective(level, symbol, 0)
    }
    return true
  }

  /// Primal simplex on the lexicographic objective, Bland's rule for entering and leaving
  /// symbols. Ends at a lexicographic optimum.
  ///
  /// - Complexity: per pivot, O(Σ len of the rows that contain the entering symbol); the
  ///   entering symbol comes from a heap of the symbols whose objective changed.
  mutating func optimize() throws(SimplexFailure) {
    var iterations = 0
    let limit = iterationLimit
    while let entering = candidates.pop() {
      inHeap[Int(entering)] = false
      let direction = improvingDirection(entering)
      if direction == 0 { continue }
      iterations += 1
      if iterations > limit { throw .iterationLimit }
      var bestRow: Int32 = -1
      var bestRatio = Double.infinity
      var bestBasic = Int32.max
      for row in rowsContaining(entering) {
        let basic = rows[Int(row)].basic
        guard kinds[Int(basic)].isRestricted else { continue }
        let coefficient = rows[Int(row)].coefficient(of: entering) * Double(direction)
        guard coefficient < -Tableau.epsilon else { continue }
        let ratio = max(0, rows[Int(row)].constant) / -coefficient
        if ratio < bestRatio - Tableau.epsilon * max(1, bestRatio)
          || (abs(ratio - bestRatio) <= Tableau.epsilon * max(1, bestRatio) && basic < bestBasic)
        {
          bestRatio = ratio
          bestRow = row
          bestBasic = basic
        }
      }
      if bestRow < 0 {
        // Every level is a weighted sum of non-negative errors, so the objective is bounded
        // below and no real improving ray exists: a symbol that nothing bounds improves only
        // through rounding noise in its objective coefficients. Such noise is flushed (the
        // coefficient becomes an exact zero); anything larger is a genuine failure.
        guard flushObjectiveNoise(entering) else { throw .unbounded }
        continue
      }
      pivot(entering: entering, row: bestRow)
    }
    infeasibleRows.removeAll()
  }

  /// Dual simplex: restores feasibility after constants changed (an edit), keeping the
  /// objective optimal. Leaves rows by lowest basic symbol, enters by the lexicographically
  /// smallest ratio.
  ///
  /// - Complexity: per pivot, O(len(row) · levels + Σ len of rows containing the entering).
  mutating func dualOptimize() throws(SimplexFailure) {
    var iterations = 0
    let limit = iterationLimit
    while !infeasibleRows.isEmpty {
      // Lowest basic symbol among the infeasible rows (an anti-cycling order).
      var pick = -1
      var pickBasic = Int32.max
      var index = 0
      while index < infeasibleRows.count {
        let row = infeasibleRows[index]
        let basic = rows[Int(row)].basic
        if basic < 0 || !kinds[Int(basic)].isRestricted || rows[Int(row)].constant >= -tolerance {
          infeasibleRows.swapAt(index, infeasibleRows.count - 1)
          infeasibleRows.removeLast()
          continue
        }
        if basic < pickBasic {
          pickBasic = basic
          pick = index
        }
        index += 1
      }
      if pick < 0 { break }
      let row = infeasibleRows[pick]
      iterations += 1
      if iterations > limit { throw .iterationLimit }
      guard let entering = dualEntering(row) else { throw .dualInfeasible }
      pivot(entering: entering, row: row)
    }
    infeasibleRows.removeAll()
    // Pivots may leave candidates queued; the objective is optimal, so they are not improving.
    try optimize()
  }

  /// The entering symbol for the dual simplex on `row`: an unrestricted symbol if the row has
  /// one, else the restricted symbol with a positive coefficient whose objective vector divided
  /// by that coefficient is lexicographically smallest (ties: lowest id).
  func dualEntering(_ row: Int32) -> Int32? {
    let cells = rows[Int(row)]
    var best: Int32 = -1
    var bestCoefficient = 0.0
    for (index, symbol) in cells.symbols.enumerated() {
      let coefficient = cells.coefficients[index]
      let kind = kinds[Int(symbol)]
      if kind == .artificial { continue }
      if kind == .external {
        if abs(coefficient) > Tableau.epsilon, best < 0 || kinds[Int(best)] != .external || symbol < best {
          best = symbol
          bestCoefficient = coefficient
        }
        continue
      }
      guard coefficient > Tableau.epsilon else { continue }
      if best >= 0, kinds[Int(best)] == .external { continue }
      if best < 0 || ratioIsSmaller(symbol, coefficient, than: best, bestCoefficient) {
        best = symbol
        bestCoefficient = coefficient
      }
    }
    return best >= 0 ? best : nil
  }

  /// Whether objective(a)/ca < objective(b)/cb lexicographically (ties: lower id).
  func ratioIsSmaller(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
    for level in levelOrder {
      let ra = objective[level][Int(a)] / ca
      let rb = objective[level][Int(b)] / cb
      let scale = Tableau.epsilon * max(1, abs(ra), abs(rb))
      if ra < rb - scale { return true }
      if ra > rb + scale { return false }
    }
    return a < b
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
    for symbol in row.symbols { pushCandidate(symbol) }
    var failure: SimplexFailure? = nil
    do {
      try optimize()
    } catch {
      failure = error
    }
    let residual = objectiveConstant[phaseOne]
    clearPhaseOne()
    if let failure { throw failure }
    let feasible = residual <= tolerance
    if !feasible { return false }
    // Drive the artificial symbol out of the basis, then erase it.
    if rowOf[Int(artificial)] >= 0 {
      let basicRow = rowOf[Int(artificial)]
      let cells = rows[Int(basicRow)]
      if let entering = cells.symbols.indices
        .filter({ kinds[Int(cells.symbols[$0])] != .artificial && abs(cells.coefficients[$0]) > Tableau.epsilon })
        .map({ cells.symbols[$0] }).min()
      {
        pivot(entering: entering, row: basicRow)
      } else {
        deleteRow(basicRow)
      }
    }
    if rowOf[Int(artificial)] < 0 { eraseParametric(artificial) }
    return true
  }

  /// Zeroes the phase-one level and queues every symbol it touched: a symbol the phase-one
  /// level blocked may improve the real objective now.
  mutating func clearPhaseOne() {
    let level = phaseOneLevel
    let touched = phaseOneTouched
    phaseOneTouched.removeAll(keepingCapacity: true)
    for symbol in touched where Int(symbol) < symbolCount && objective[level][Int(symbol)] != 0 {
      setObjective(level, symbol, 0)
    }
    for symbol in touched where Int(symbol) < symbolCount { pushCandidate(symbol) }
    phaseOneTouched.removeAll(keepingCapacity: true)
    if objectiveConstant[level] != 0 { addObjectiveConstant(level, -objectiveConstant[level]) }
  }
}
