/// Objective noise: telling rounding residues in objective coefficients from real slopes.
///
/// Rounding through pivots leaves residues in objective coefficients that are zero in exact
/// arithmetic. At a higher priority level such a residue outranks every coefficient below
/// it, so the simplex would either chase a phantom improvement or miss a real one. These
/// helpers flush what is provably noise and recompute from the rows what may have drifted
/// (docs/architecture.md, "Numerics").
extension Tableau {
  /// The largest objective coefficient ``flushObjectiveNoise(_:)`` treats as rounding noise.
  @usableFromInline static let objectiveNoise = 1e-6

  /// Flushes the objective coefficient that makes `symbol` look improving — the first one,
  /// in lexicographic order, beyond ε — to an exact zero (with any sub-ε ones above it) when
  /// it is within ``objectiveNoise`` of zero, and reports whether it did. Lower levels keep
  /// their coefficients.
  mutating func flushObjectiveNoise(_ symbol: Int32) -> Bool {
    var deciding = -1
    for (index, level) in levelOrder.enumerated()
    where abs(objective[level, symbol]) > Tableau.epsilon {
      deciding = index
      break
    }
    guard deciding >= 0, abs(objective[levelOrder[deciding], symbol]) <= Tableau.objectiveNoise
    else {
      return false
    }
    for level in levelOrder[...deciding] where objective[level, symbol] != 0 {
      setObjective(level, symbol, 0)
    }
    return true
  }

  /// Whether the parametric `symbol`'s lexicographic decision rests on rounding-sized
  /// coefficients: some level has a nonzero coefficient within ``objectiveNoise`` above a
  /// level where the symbol would improve by more than that. O(levels).
  @inlinable @inline(__always)
  func objectiveIsMasked(_ symbol: Int32) -> Bool {
    guard rowOf[Int(symbol)] < 0 else { return false }
    let kind = kinds[Int(symbol)]
    if !kind.entersBasis { return false }
    return objective.isMasked(symbol, order: levelOrder, restricted: kind.isRestricted)
  }

  /// Whether the parametric `symbol` improves only through a rounding-sized coefficient: its
  /// first coefficient beyond ε is within ``objectiveNoise`` of zero, and a lower level holds
  /// more than ``maskedImprovement`` per unit against the move — the mirror image of
  /// ``objectiveIsMasked(_:)``. O(levels).
  @inlinable @inline(__always)
  func objectiveLeadIsNoiseSized(_ symbol: Int32) -> Bool {
    objective.leadIsNoiseSized(symbol, order: levelOrder)
  }

  /// The smallest improvement per unit that ``objectiveIsMasked(_:)`` looks behind
  /// rounding-sized coefficients for: weights are of the order of 1, so a real masked
  /// improvement is large, and a small one is not worth a rewrite of the objective.
  @usableFromInline static let maskedImprovement = 1e-3

  /// Recomputes `symbol`'s objective coefficients from the rows (the error symbols that are
  /// basic in the rows naming it, and its own cost) and writes the ones that drifted.
  /// Returns whether any changed.
  ///
  /// Rounding through many pivots leaves residues of 1e-9…1e-7 in objective coefficients
  /// that are zero in exact arithmetic; at a higher level such a residue outranks any
  /// coefficient below it and can hide an improvement of hundreds per unit
  /// (`fuzz-cassowary-masked-improvement`: a level left at 2587 whose optimum is 0). Small
  /// coefficients can also be real (nearly parallel rows give real slopes of 1e-7), so they are
  /// recomputed, not flushed.
  ///
  /// - Complexity: O(Σ len of the rows naming `symbol` + levels).
  mutating func refreshObjective(of symbol: Int32) -> Bool {
    var exact = ContiguousArray<Double>(repeating: 0, count: levelPriorities.count)
    if let cost = errorCosts[symbol] { exact[Int(cost.level)] += cost.weight }
    for found in cellsContaining(symbol) {
      let basic = rows[Int(found.row)].basic
      guard let cost = errorCosts[basic] else { continue }
      exact[Int(cost.level)] +=
        cost.weight * rows[Int(found.row)].cells[Int(found.cell)].coefficient
    }
    var changed = false
    for level in levelPriorities.indices where level != phaseOneLevel {
      var value = exact[level]
      if abs(value) <= Tableau.epsilon { value = 0 }
      if objective[level, symbol] != value {
        setObjective(level, symbol, value)
        changed = true
      }
    }
    return changed
  }
}
