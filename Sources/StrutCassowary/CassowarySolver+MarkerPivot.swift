/// The marker pivot of a removal: where a removed constraint's marker enters the basis before
/// its row is dropped (kiwi's rules, with tiny cells passed over — a marker never enters on a
/// cancellation residue; docs/architecture.md, "Numerics").
extension CassowarySolver {
  /// Takes a constraint with a marker out of the tableau (kiwi's marker pivot): subtract its
  /// errors from the objective, make its marker basic in the row chosen by the ratio rules,
  /// drop that row. Does not re-optimise.
  func removeFromTableau(_ record: Record) {
    if record.level >= 0 {
      // The constraint's error symbols: both for an equality, the second for an inequality
      // (whose marker is its slack).
      for error in [record.marker, record.other]
      where error >= 0 && tableau.kinds[Int(error)] == .error {
        let row = tableau.rowOf[Int(error)]
        if row >= 0 {
          let errorRow = tableau.rows[Int(row)]
          tableau.addToObjective(record.level, errorRow, factor: -record.constraint.weight)
        } else {
          let old = tableau.objective[record.level, error]
          tableau.setObjective(record.level, error, old - record.constraint.weight)
        }
      }
    }
    let marker = record.marker
    if tableau.rowOf[Int(marker)] < 0, let leaving = markerLeavingRow(marker) {
      // No restricted row names the marker, and every definition that does holds it in a
      // cell tiny against its row: a cancellation residue, where the exact tableau has a real
      // coefficient that rounding lost. Dividing by it would blow the definition up (fresh
      // seed 236245262, system 550: a cell of 1.1e-16 made x3 basic with coefficients of
      // 3.6e17, and an edit held through x3 = −3.9e13 instead of its own variable); the
      // constraints left are installed again by a rebuild instead.
      if tableau.isDefinition(leaving),
        !tableau.isStablePivot(tableau.rows[Int(leaving)].coefficient(of: marker), inRow: leaving)
      {
        markTableauStale()
        return
      }
      // A definition leaves only when no restricted row names the marker, so the marker's
      // new row goes into definitions alone and may stay lazy — unless the objective still
      // prices the marker (rounding residue): the objective is kept in parametric symbols.
      if tableau.isDefinition(leaving), tableau.hasObjectiveCost(marker) {
        tableau.reduceRow(leaving)
      }
      tableau.pivot(entering: marker, row: leaving, includeDefinitions: true)
    }
    let markerRow = tableau.rowOf[Int(marker)]
    if markerRow >= 0 {
      // Definitions that name the marker get its row before the row goes.
      let definition = tableau.rows[Int(markerRow)]
      tableau.substitute(marker, with: definition, except: markerRow, includeDefinitions: true)
      tableau.deleteRow(markerRow)
    }
    tableau.eraseParametric(marker)
    if record.other >= 0 {
      if tableau.rowOf[Int(record.other)] >= 0 {
        // Cannot happen in exact arithmetic (the two symbols are paired); rebuild to be safe.
        markTableauStale()
      } else {
        tableau.eraseParametric(record.other)
      }
    }
  }

  /// The row in which the parametric `marker` should become basic before its row is dropped:
  /// the restricted row with a negative coefficient and the smallest ratio, then the
  /// restricted row with a positive coefficient and the smallest ratio (rows where the
  /// marker's cell is tiny against the row's others, `Tableau.isStablePivot`, only when no
  /// other row qualifies), else the lowest definition that names it
  /// (``lowestDefinition(naming:)``).
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    restrictedLeavingRow(marker, screenTinyPivots: true)
      ?? restrictedLeavingRow(marker, screenTinyPivots: false) ?? lowestDefinition(naming: marker)
  }

  /// The ratio rules of ``markerLeavingRow(_:)`` over the restricted rows that name `marker`,
  /// optionally passing over tiny cells.
  /// Lazy rows that depend on `marker` count with their whole rate and are reduced when
  /// chosen (Tableau+LazyRows.swift).
  func restrictedLeavingRow(_ marker: Int32, screenTinyPivots: Bool) -> Int32? {
    var candidates = ContiguousArray<(row: Int32, coefficient: Double, value: Double)>()
    let lazyRows = tableau.lazyDependents(of: marker)
    for row in tableau.rowsContaining(marker) {
      let cells = tableau.rows[Int(row)]
      guard tableau.kinds[Int(cells.basic)].isRestricted else { continue }
      if !lazyRows.isEmpty, tableau.isLazyRow(row) { continue }
      candidates.append((row, cells.coefficient(of: marker), cells.constant))
    }
    for entry in lazyRows {
      candidates.append(
        (entry.row, entry.rate, tableau.value(of: tableau.rows[Int(entry.row)].basic)))
    }
    while true {
      var negative: (index: Int, ratio: Double)? = nil
      var positive: (index: Int, ratio: Double)? = nil
      for (index, candidate) in candidates.enumerated() {
        let coefficient = candidate.coefficient
        if screenTinyPivots, !tableau.isStablePivot(coefficient, inRow: candidate.row) { continue }
        if coefficient < 0 {
          let ratio = -candidate.value / coefficient
          if negative == nil || ratio < negative!.ratio { negative = (index, ratio) }
        } else if coefficient > 0 {
          let ratio = candidate.value / coefficient
          if positive == nil || ratio < positive!.ratio { positive = (index, ratio) }
        }
      }
      guard let chosen = negative?.index ?? positive?.index else { return nil }
      let row = candidates[chosen].row
      guard tableau.isLazyRow(row) else { return row }
      // The pivot needs the row reduced; its reduced cell decides (it may have cancelled).
      tableau.materialize(row)
      let cell = tableau.rows[Int(row)].coefficient(of: marker)
      if cell != 0, cell.sign == candidates[chosen].coefficient.sign {
        candidates[chosen].coefficient = cell
      } else {
        candidates.remove(at: chosen)
      }
    }
  }

  /// Among the definitions whose cells name `marker`, one that depends (through the basic
  /// symbols it names) on no other of them: the first in dependency order.
  ///
  /// Definitions are lazy, so a definition's cell for the marker is not its whole dependence
  /// on it: one that names another definition naming the marker may even cancel it (pivoting
  /// there would silently do nothing). The lowest one's cell is exact, and the marker's row
  /// built from it names only symbols below every other definition that names the marker, so
  /// substituting it into them keeps the definitions acyclic — no definition needs reducing.
  /// (Reducing every definition that depended on the marker instead cost O(chain) per
  /// removal on a chain of definitions, O(N²) for 10 % of a 10,000-view grid: 50 s.)
  ///
  /// - Complexity: O(1) for one such definition (the common case: the constraint's own row);
  ///   otherwise O(cells of the definitions they depend on).
  func lowestDefinition(naming marker: Int32) -> Int32? {
    var candidates = ContiguousArray<Int32>()
    var stable = ContiguousArray<Int32>()
    for row in tableau.rowsContaining(marker) where tableau.isDefinition(row) {
      let coefficient = tableau.rows[Int(row)].coefficient(of: marker)
      if coefficient != 0 {
        candidates.append(tableau.rows[Int(row)].basic)
        if tableau.isStablePivot(coefficient, inRow: row) {
          stable.append(tableau.rows[Int(row)].basic)
        }
      }
    }
    // A definition that holds the marker in a tiny cell (a residue) is chosen only when no
    // other does: the caller then rebuilds rather than pivot on it.
    if !stable.isEmpty { candidates = stable }
    guard candidates.count > 1 else { return candidates.first.map { tableau.rowOf[Int($0)] } }
    let order = tableau.dependencyOrder(from: candidates)
    for symbol in order where candidates.contains(symbol) { return tableau.rowOf[Int(symbol)] }
    return nil
  }
}
