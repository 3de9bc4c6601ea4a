import StrutCore

extension GLPKSolver {
  /// Removes constraints (known to the model): first neutralises their rows in the LP (the
  /// row becomes free, its error columns fixed at 0, so the basis stays valid and the old
  /// point stays feasible), then updates the model. The rows and columns are deleted by
  /// ``collectGarbage()`` once the basis allows it without a cold start.
  ///
  /// - Complexity: O(terms + errors) for each constraint.
  func retireConstraints(_ ids: [Int]) throws(GLPKCallFailure) {
    try ensureLP()
    guard let lp else { return }
    for id in ids {
      guard let entry = constraints[id], entry.row != 0 else { continue }
      try lp.setRowBounds(entry.row, .free)
      for column in entry.errors { try lp.setColumnBounds(column, .fixed(0)) }
    }
    // GLPK is done; the model changes cannot fail.
    for id in ids {
      guard let entry = constraints.removeValue(forKey: id) else { continue }
      if entry.row != 0 { markRowDead(entry.row) }
      for column in entry.errors { markColumnDead(column) }
      if let level = entry.level { levels[level].members -= 1 }
      for slot in entry.slots {
        variableStore[slot]?.references -= 1
        if entry.level == nil { variableStore[slot]?.requiredReferences -= 1 }
        retireVariableIfUnused(slot)
      }
      if entry.row != 0 {
        structureChanged = true
        lexicographic = false
        needsSolve = true
      }
    }
  }

  /// Removes the edit of `variableID` (known to the model) the same way.
  func retireEdit(variableID: Int) throws(GLPKCallFailure) {
    try ensureLP()
    guard let lp, let edit = edits[variableID] else { return }
    try lp.setRowBounds(edit.row, .free)
    for column in edit.errors { try lp.setColumnBounds(column, .fixed(0)) }
    edits[variableID] = nil
    markRowDead(edit.row)
    for column in edit.errors { markColumnDead(column) }
    levels[edit.level].members -= 1
    variableStore[edit.slot]?.references -= 1
    retireVariableIfUnused(edit.slot)
    structureChanged = true
    lexicographic = false
    needsSolve = true
  }

  /// Drops a variable no row or edit mentions any more; its column (left free, so the basis
  /// stays valid) is deleted later. Its published value stays readable until the next update.
  func retireVariableIfUnused(_ slot: Int) {
    guard let entry = variableStore[slot], entry.references <= 0 else { return }
    markColumnDead(entry.column)
    retiredValues[entry.variable.id] = entry.published
    variableSlots[entry.variable.id] = nil
    variableStore[slot] = nil
    freeVariableSlots.append(slot)
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
