import StrutCore

extension CassowarySolver {
  /// Makes `variable` an edit variable at an optional `priority`; until a value is
  /// suggested it asks for the variable's value in the current solution, so nothing moves.
  ///
  /// - Complexity: that of adding one optional equality.
  /// - Throws: `SolverError.duplicateEditVariable(_:)`,
  ///   `SolverError.requiredEditVariable(_:)`, `SolverError.invalidEditPriority(_:_:)`.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
    if priority.isRequired { throw .requiredEditVariable(variable) }
    guard priority.isValid else { throw .invalidEditPriority(variable, priority) }
    rebuildIfNeeded()
    let current = currentValue(of: variable)
    let constraint = Constraint(Expression(variable) - current, .equal, priority: priority)
    beginTransaction()
    do {
      let record = try insert(constraint)
      try tableau.optimize()
      tableau.commitTransaction()
      edits[variable.id] = EditRecord(
        record: record, priority: priority, value: current, order: record.order)
    } catch {
      rollbackTransaction()
      throw .backendFailure("simplex failed while adding edit variable \(variable): \(error)")
    }
  }

  /// The variable's value in the tableau's current solution (not necessarily published by
  /// ``updateVariables()`` yet).
  func currentValue(of variable: Variable) -> Double {
    guard let slot = slotOfVariable[variable.id] else { return 0 }
    let symbol = symbolOfSlot[Int(slot)]
    return symbol >= 0 ? tableau.currentValue(of: symbol) : 0
  }

  /// Removes an edit variable and its suggestion.
  ///
  /// - Complexity: that of removing one optional equality.
  /// - Throws: `SolverError.unknownEditVariable(_:)`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    edits[variable.id] = nil
    if needsRebuild {
      // The rebuild drops the edit; the tableau no longer holds only parked removals.
      tableauHoldsParked = false
      return
    }
    removeFromTableau(edit.record)
    do {
      try tableau.optimize()
    } catch {
      markTableauStale()
    }
  }

  /// Suggests a value for an edit variable; the solution follows at the next
  /// ``updateVariables()``.
  ///
  /// - Complexity: O(rows that contain the edit's error symbol) plus the dual-simplex pivots
  ///   the change causes (none when no inequality changes its state).
  /// - Throws: `SolverError.unknownEditVariable(_:)`, `SolverError.nonFiniteValue(_:_:)`.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteValue(variable, value) }
    guard edits[variable.id] != nil else { throw .unknownEditVariable(variable) }
    rebuildIfNeeded()
    try applySuggestion(value, to: variable)
    forgetHistoryIfNeeded()
  }

  /// Shifts the rows by the change of the suggested value and restores feasibility with the
  /// dual simplex; a shift that would overflow goes through a rebuild instead (see
  /// CassowarySolver+Range.swift).
  func applySuggestion(_ value: Double, to variable: Variable) throws(SolverError) {
    guard let edit = edits[variable.id] else { return }
    let old = edit.value
    let delta = value - old
    if delta == 0 { return }
    // The edit reads `variable − value − e⁺ + e⁻ = 0`; raising the value by δ is the same as
    // shifting e⁺ by δ (see docs/architecture.md).
    let plus = edit.record.marker
    let plusRow = tableau.rowOf[Int(plus)]
    let touched = tableau.rowsContaining(plus)
    if !delta.isFinite || !shiftStaysFinite(touched, plus: plus, plusRow: plusRow, delta: delta) {
      try suggestByRebuilding(value, old: old, for: variable)
      return
    }
    setEditValue(value, for: variable)
    tableau.magnitude = max(tableau.magnitude, abs(value))
    let tolerance = tableau.tolerance
    if plusRow >= 0 {
      tableau.rows[Int(plusRow)].constant -= delta
      tableau.markDirty(plusRow)
      if tableau.rows[Int(plusRow)].constant < -tolerance { tableau.infeasibleRows.append(plusRow) }
    }
    // Every row that names e⁺ — simplex rows while it is parametric, and definitions (which
    // may name it even when it is basic) — moves by its coefficient times δ.
    for row in touched where row != plusRow {
      let coefficient = tableau.rows[Int(row)].coefficient(of: plus)
      tableau.rows[Int(row)].constant += coefficient * delta
      tableau.markDirty(row)
      let basic = tableau.rows[Int(row)].basic
      if tableau.kinds[Int(basic)].isRestricted, tableau.rows[Int(row)].constant < -tolerance {
        tableau.infeasibleRows.append(row)
      }
    }
    do {
      try tableau.dualOptimize()
    } catch {
      markTableauStale()
    }
    // The dual simplex's pivots can overflow where the shift did not, and so can the values
    // of definitions (never stored in a row) at extreme magnitudes.
    if !needsRebuild,
      !dirtyRowsAreFinite()
        || (tableau.magnitude > Self.extremeMagnitude && solutionOverflows())
    {
      try suggestByRebuilding(value, old: old, for: variable)
    }
  }

  /// Whether shifting the rows that name e⁺ (and e⁺'s own row) by δ keeps their constants
  /// finite. O(rows named).
  func shiftStaysFinite(
    _ touched: ContiguousArray<Int32>, plus: Int32, plusRow: Int32, delta: Double
  ) -> Bool {
    if plusRow >= 0, !(tableau.rows[Int(plusRow)].constant - delta).isFinite { return false }
    for row in touched where row != plusRow {
      let shifted =
        tableau.rows[Int(row)].constant + tableau.rows[Int(row)].coefficient(of: plus) * delta
      if !shifted.isFinite { return false }
    }
    return true
  }
}
