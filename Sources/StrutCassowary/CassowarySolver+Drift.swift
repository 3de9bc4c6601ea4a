import StrutCore

/// Drift repair: checking the installed constraints against the solution after arithmetic
/// that lost precision, and rebuilding the tableau when its rows no longer encode them.
///
/// Every row of the tableau is a linear combination of the constraints' rows, kept up to date
/// by floating-point pivots and substitutions. On well-conditioned systems (layout
/// coefficients of the order of 1) cancellations are exact and the rows stay exact to
/// rounding. On ill-conditioned ones (nearly parallel rows, constants near 1e6) a row can
/// carry noise far above rounding, and the solution the tableau describes can then violate
/// a constraint it claims to hold — by 0.05 in `fuzz-cassowary-incremental-level-999-5`,
/// where an optional equality's error symbols said 0 and the equality was off by 0.05.
///
/// ``Tableau/addScaled(into:_:factor:skipping:)`` flags such arithmetic: a cancellation whose
/// residue is far above rounding (``Tableau/precisionLost``). The next
/// ``updateVariables()`` then measures every constraint's residual at the new values and, if
/// one exceeds what rounding may leave (ε times the tableau's magnitude plus the constraint's
/// terms), rebuilds the tableau from the records (one batch, in insertion order),
/// keeping the rebuilt tableau only when it encodes the constraints better.
extension CassowarySolver {
  /// The worst drift over the installed constraints and edits: the largest ratio of the
  /// residual of the relation each one's row encodes — `expression + Σ marker cells = 0` — at
  /// the published values and the tableau's values of its slack and error symbols, to the
  /// residual rounding may leave, ε · (max(1, ``Tableau/magnitude``) + Σ |term|). Above 1, the
  /// rows no longer encode some constraint.
  ///
  /// - Complexity: O(Σ terms of the constraints).
  func worstDrift() -> Double {
    worstResidual(floor: Swift.max(1, tableau.magnitude), unit: Tableau.epsilon, counting: false)
  }

  /// The largest residual over the installed constraints and edits, each as a multiple of
  /// `unit` · (`floor` + Σ|term| at the published values, + |constant| when
  /// `countingConstant`). With `violations`, a required inequality also counts by how much
  /// its expression breaks it: its row holds with a basic slack slightly below zero, which the
  /// residual alone does not see. With `freshOnly`, only the constraints installed since the
  /// last check are measured (``RecordTable/forEachFreshPosition(_:)``), and no edit; with
  /// `chunk`, `length` constraints of the record table from position `start` on (wrapping
  /// around), and every edit.
  /// O(Σ terms of the constraints measured).
  func worstResidual(
    floor: Double, unit: Double, counting countingConstant: Bool, violations: Bool = false,
    freshOnly: Bool = false, chunk: (start: Int, length: Int)? = nil
  ) -> Double {
    var worst = 0.0
    records.values.withUnsafeBufferPointer { installed in
      // Fields are read in place (a copied record retains its constraint's storage).
      @inline(__always) func measure(_ index: Int) {
        let constant = installed[index].constraint.expression.constant
        var sum = constant
        var scale = floor + (countingConstant ? abs(constant) : 0)
        installed[index].constraint.expression.terms.withUnsafeBufferPointer {
          accumulate($0, into: &sum, scale: &scale)
        }
        let relation = installed[index].constraint.relation
        let required = installed[index].constraint.priority.isRequired
        let markers = markerResidual(
          relation, required: required, marker: installed[index].marker,
          other: installed[index].other)
        var defect = abs(sum + markers)
        if violations, required, relation != .equal {
          // `sum` is the expression's value: `<=` wants it at most 0, `>=` at least 0.
          defect = Swift.max(defect, relation == .lessThanOrEqual ? sum : -sum)
        }
        worst = Self.larger(worst, defect, over: unit * scale)
      }
      if freshOnly {
        records.forEachFreshPosition { measure($0) }
      } else if let chunk, !installed.isEmpty {
        // `length` positions from `start`, wrapping around the table.
        var index = chunk.start % installed.count
        for _ in 0..<min(chunk.length, installed.count) {
          measure(index)
          index += 1
          if index == installed.count { index = 0 }
        }
      } else if chunk == nil {
        for index in installed.indices { measure(index) }
      }
    }
    guard !freshOnly else { return worst }
    for (_, edit) in edits {
      worst = Swift.max(
        worst,
        drift(
          of: edit.record.constraint, record: edit.record, constant: -edit.value,
          floor: floor + (countingConstant ? abs(edit.value) : 0), unit: unit))
    }
    return worst
  }

  /// `max(worst, residual / scale)`, dividing only when the quotient may exceed `worst`.
  ///
  /// A check divides once per constraint, and the division's latency was a fifth of the
  /// check's cycles (`perf annotate`, inequalities drag at 10,000 chips). The quotient cannot
  /// exceed `worst` when `residual < worst · scale · (1 − 10⁻⁶)`: the product rounds by at
  /// most ε/2 and the quotient is rounded monotonically, so skipping then gives exactly what
  /// `Swift.max(worst, residual / scale)` gives. A residual of 0, or not a number, leaves
  /// `worst` as that expression leaves it too (`max` keeps `worst` against NaN).
  @inline(__always)
  static func larger(_ worst: Double, _ residual: Double, over scale: Double) -> Double {
    guard residual > 0, residual >= worst * scale * 0.999_999 else { return worst }
    return Swift.max(worst, residual / scale)
  }

  /// The drift of one constraint's row (see ``worstDrift()``), with `constant` in place of the
  /// expression's constant (an edit's constraint holds its suggested value), as a multiple of
  /// `unit` · (`floor` + Σ|term|).
  @inline(__always)
  func drift(
    of constraint: Constraint, record: Record, constant: Double, floor: Double,
    unit: Double = Tableau.epsilon
  ) -> Double {
    var sum = constant
    var scale = floor
    constraint.expression.terms.withUnsafeBufferPointer {
      accumulate($0, into: &sum, scale: &scale)
    }
    sum += markerResidual(
      constraint.relation, required: constraint.isRequired, marker: record.marker,
      other: record.other)
    return abs(sum) / (unit * scale)
  }

  /// Adds each term's value at the published values to `sum`, and its magnitude to `scale`
  /// (read in place: a copied term would retain its variable's name).
  @inline(__always)
  func accumulate(_ terms: UnsafeBufferPointer<Term>, into sum: inout Double, scale: inout Double) {
    for index in terms.indices {
      guard let slot = slotOfVariable[terms[index].variable.id] else { continue }
      let value = terms[index].coefficient * values[Int(slot)]
      sum += value
      scale += abs(value)
    }
  }

  /// What a constraint's slack and error symbols add to its row's residual.
  @inline(__always)
  func markerResidual(_ relation: Relation, required: Bool, marker: Int32, other: Int32) -> Double {
    let coefficients = Self.markerCoefficients(relation, required: required)
    var sum = 0.0
    if coefficients.marker != 0 { sum += coefficients.marker * markerValue(marker) }
    if coefficients.other != 0 { sum += coefficients.other * markerValue(other) }
    return sum
  }

  /// The coefficients of a constraint's marker and other symbol in its row
  /// `expression + marker cells = 0`, as ``insert(_:)`` builds it: a required equality's
  /// dummy marker (when it has one) 1; a required inequality's slack +1 (`<=`) or −1; an
  /// optional equality's errors −1 and +1; an optional inequality's slack ±1 and error ∓1.
  @inline(__always)
  static func markerCoefficients(
    _ relation: Relation, required: Bool
  ) -> (marker: Double, other: Double) {
    let sign: Double = relation == .lessThanOrEqual ? 1 : -1
    switch (required, relation) {
    case (true, .equal): return (1, 0)
    case (true, _): return (sign, 0)
    case (false, .equal): return (-1, 1)
    case (false, _): return (sign, -sign)
    }
  }

  /// The value of a slack or error symbol in the current basic solution: its row's value
  /// when basic (the constant, unless the row is lazy), 0 when parametric.
  @inline(__always)
  func markerValue(_ symbol: Int32) -> Double {
    guard symbol >= 0, Int(symbol) < tableau.symbolCount else { return 0 }
    let row = tableau.rowOf[Int(symbol)]
    return row >= 0 ? tableau.rowValue(row) : 0
  }

  /// After an update, when the tableau lost precision since the last check: measures the
  /// constraints' drift and, if some row no longer encodes its constraint, rebuilds the
  /// tableau and republishes every value. The rebuilt tableau is kept only if it drifts less
  /// (rounding on the same system can also be unavoidable); otherwise the previous state is
  /// restored exactly.
  ///
  /// - Complexity: O(1) when no precision was lost; otherwise O(Σ terms), and O(system) for
  ///   a rebuild when a constraint drifted.
  func repairDriftIfNeeded() {
    guard tableau.precisionLost else { return }
    tableau.precisionLost = false
    let before = worstDrift()
    guard before > 1 else { return }
    let saved = snapshot()
    var best = before
    var kept: Snapshot? = nil
    // The same arithmetic first; then, when that leaves a drift, the careful one
    // (CassowarySolver+CarefulRebuild.swift), which keeps what ε would drop; then the careful
    // one with the constraints optimised before the edits go in, as their history had them.
    // One optimisation of both together can take a path through ill-conditioned cells that
    // the staged one avoids: after a removal, the plain rebuild pivoted on cells 1e-10 of
    // their rows and published values of 1e15, the careful one ran into the iteration limit,
    // and only the staged careful one holds the constraints
    // (`fuzz-cassowary-rebuilt-growth-a8ad0c8e5ce04d05`). Staging every rebuild instead broke
    // two other cases (`fuzz-cassowary-careful-bcbeb44b98e57be3`, `-fae528f9f37761d6`: levels
    // left short): it is a third opinion, judged by the drift like the others.
    for (careful, staged) in [(false, false), (true, false), (true, true)] {
      carefulArithmetic = careful
      let failure = rebuildOnce(stagingEdits: staged)
      carefulArithmetic = false
      if failure == nil {
        // The rebuild's own arithmetic is judged here, not by a nested repair.
        tableau.precisionLost = false
        updateVariables()
        let drift = worstDrift()
        if drift < best {
          best = drift
          kept = snapshot()
        }
        if drift <= 1 { break }
      }
      restore(saved)
    }
    restore(kept ?? saved)
    needsRebuild = false
    allSlotsDirty = false
  }
}
