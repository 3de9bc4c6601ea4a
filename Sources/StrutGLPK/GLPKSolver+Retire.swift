import StrutCore

extension GLPKSolver {
  /// Removes constraints (known to the model): first neutralises their rows in the LP (the
  /// row becomes free, its error columns fixed at 0, so the basis stays valid), in one guarded
  /// call each for rows and columns, then updates the model. Each row becomes *recyclable*: a
  /// constraint added before the next clean-up with the same left-hand side, relation, level
  /// and weight takes it over (same entries, so the basis stays valid and warm; with the same
  /// bounds the LP is exactly as before). The rest are deleted by ``collectGarbage()``.
  ///
  /// - Complexity: O(terms + errors) for each constraint, two GLPK calls in all.
  func retireConstraints(_ ids: [Int]) throws(GLPKCallFailure) {
    try ensureLP()
    guard let lp else { return }
    var rows: [Int32] = []
    var columns: [Int32] = []
    rows.reserveCapacity(ids.count)
    for id in ids {
      guard let entry = constraints[id], entry.row != 0 else { continue }
      rows.append(entry.row)
      columns.append(contentsOf: entry.errors)
    }
    try lp.setRowBounds(rows, [Bounds](repeating: .free, count: rows.count))
    try lp.setColumnBounds(columns, [Bounds](repeating: .fixed(0), count: columns.count))
    // GLPK is done; the model changes cannot fail.
    recyclable.reserveCapacity(recyclable.count + rows.count)
    for id in ids {
      guard let entry = constraints.removeValue(forKey: id) else { continue }
      if entry.row != 0 {
        markRowDead(entry.row)
        for column in entry.errors { markColumnDead(column) }
        recyclable[RowSignature(entry)] = (
          RecyclableRow(
            row: entry.row, errorColumn: entry.errorColumn, errorCount: entry.errorCount,
            bounds: entry.rowBounds))
        pendingRemovals += 1
        needsSolve = true
      }
      if let level = entry.level { levels[level].members -= 1 }
      for term in entry.terms {
        guard let slot = variableSlots[term.variable.id] else { continue }
        variableStore[slot]?.references -= 1
        if entry.level == nil { variableStore[slot]?.requiredReferences -= 1 }
        if variableStore[slot]?.references == 0 { orphans.append(slot) }
      }
    }
  }

  /// Removes the edit of `variableID` (known to the model) the same way (not recyclable).
  func retireEdit(variableID: Int) throws(GLPKCallFailure) {
    try ensureLP()
    guard let lp, let edit = edits[variableID] else { return }
    try lp.setRowBounds(edit.row, .free)
    try lp.setColumnBounds(edit.errors, [Bounds](repeating: .fixed(0), count: edit.errors.count))
    edits[variableID] = nil
    markRowDead(edit.row)
    for column in edit.errors { markColumnDead(column) }
    levels[edit.level].members -= 1
    variableStore[edit.slot]?.references -= 1
    if variableStore[edit.slot]?.references == 0 { orphans.append(edit.slot) }
    structureChanged = true
    lexicographic = false
    needsSolve = true
  }

  /// Drops the orphans that no row or edit mentions any more: their columns (left free, so
  /// the basis stays valid) are deleted with the other dead columns. Their published values
  /// stay readable until the next update.
  ///
  /// - Complexity: O(orphans).
  func retireOrphans() {
    for slot in orphans {
      guard let entry = variableStore[slot], entry.references <= 0 else { continue }
      if columnOfSlot[slot] != 0 { markColumnDead(columnOfSlot[slot]) }
      retiredValues[entry.variable.id] = published[slot]
      variableSlots[entry.variable.id] = nil
      variableStore[slot] = nil
      columnOfSlot[slot] = 0
      freeVariableSlots.append(slot)
    }
    orphans = []
  }

  func markRowDead(_ row: Int32) {
    let index = Int(row) - 1
    guard rowRoles.indices.contains(index), rowRoles[index] != .dead else { return }
    rowRoles[index] = .dead
    deadRowCount += 1
  }

  func markColumnDead(_ column: Int32) {
    let index = Int(column) - 1
    guard columnRoles.indices.contains(index), columnRoles[index] != .dead else { return }
    columnRoles[index] = .dead
    deadColumnCount += 1
  }
}
