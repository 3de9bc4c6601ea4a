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
    // Priced from the constraints once the edit is one of them (CassowarySolver+FreshPricing).
    resolveMaskedImprovementsOrRebuild()
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
    if needsRebuild { return }
    do {
      try tableau.optimize()
      try optimizeMaskedImprovements()
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
    // The dual simplex's pivots append column entries too (Tableau+ColumnCompaction.swift).
    tableau.compactColumnsIfNeeded()
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
    // Shift the rows that name e⁺ by δ (see Tableau+Suggestion.swift), with the tolerance of
    // the new magnitude.
    let oldMagnitude = tableau.magnitude
    tableau.magnitude = max(oldMagnitude, abs(value))
    guard delta.isFinite,
      tableau.shiftConstants(forSuggestionOf: edit.record.marker, by: delta)
    else {
      tableau.magnitude = oldMagnitude
      try suggestByRebuilding(value, old: old, for: variable)
      return
    }
    setEditValue(value, for: variable)
    tableau.touchLog = []
    do {
      try tableau.dualOptimize()
      try optimizeMaskedImprovements()
    } catch {
      markTableauStale()
    }
    let pivoted = tableau.touchLog ?? []
    tableau.touchLog = nil
    // The dual simplex's pivots can overflow where the shift did not (it checked every
    // constant it wrote), and so can the values of definitions (never stored in a row) at
    // extreme magnitudes.
    if !needsRebuild,
      !rowsAreFinite(pivoted)
        || (tableau.magnitude > Self.extremeMagnitude && solutionOverflows())
    {
      try suggestByRebuilding(value, old: old, for: variable)
    }
  }
}
