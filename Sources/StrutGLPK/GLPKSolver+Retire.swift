import StrutCore

extension GLPKSolver {
  /// Removes constraints (known to the model, live, distinct): first neutralises their rows
  /// in the LP (the row becomes free, its error columns fixed at 0, so the basis stays
  /// valid), in one guarded call each for rows and columns, then updates the model. Each
  /// entry stays in the constraint table marked retired and its row waits in ``retired``:
  /// re-adding the same constraint (which flips the marks back), or adding one with the same
  /// left-hand side, relation, level and weight, before the next clean-up takes it over (same
  /// entries, so the basis stays valid and warm; with the same bounds the LP is exactly as
  /// before). The rest are deleted by ``collectGarbage()``.
  ///
  /// - Complexity: O(errors) for each constraint (no entry moves, no hashing, no allocation
  ///   per constraint), two GLPK calls in all.
  func retireConstraints(_ ids: [Int]) throws(GLPKCallFailure) {
    try ensureLP()
    guard let lp else { return }
    var rows: [Int32] = []
    var columns: [Int32] = []
    var positions: [Int] = []
    rows.reserveCapacity(ids.count)
    columns.reserveCapacity(2 * ids.count)
    positions.reserveCapacity(ids.count)
    for id in ids {
      guard let position = constraints.position(of: id) else { continue }
      positions.append(position)
      let entry = constraints.removal(at: position)
      guard entry.row != 0 else { continue }
      rows.append(entry.row)
      if entry.errorColumn != 0 {
        for offset in 0..<Int32(entry.errorCount) { columns.append(entry.errorColumn + offset) }
      }
    }
    try lp.setRowBounds(rows, all: .free)
    try lp.setColumnBounds(columns, all: .fixed(0))
    // GLPK is done; the model changes cannot fail. The constraints keep their entries and
    // variable references while their rows wait (released by the clean-up unless re-added).
    retired.reserveCapacity(rows.count)
    var withoutRows: [Int] = []
    for (index, position) in positions.enumerated() {
      let entry = constraints.removal(at: position)
      if let level = entry.level { levels[level].members -= 1 }
      guard entry.row != 0 else {
        withoutRows.append(ids[index])
        continue
      }
      markRowDead(entry.row)
      if entry.errorColumn != 0 {
        for offset in 0..<Int32(entry.errorCount) { markColumnDead(entry.errorColumn + offset) }
      }
      let waiting = retired.append(
        id: ids[index], row: entry.row, errorColumn: entry.errorColumn,
        errorCount: entry.errorCount, bounds: entry.bounds, witnessEpoch: witnessEpoch,
        signature: { constraints[position: position] })
      constraints.retire(at: position, retiredPosition: waiting)
      pendingRemovals += 1
      needsSolve = true
    }
    // Constraints without a row (no variables) have nothing to wait for: they go now.
    for id in withoutRows {
      if let entry = constraints.removeValue(forKey: id) { releaseReferences(of: entry) }
    }
  }

  /// Drops a constraint's references to its variables (a variable left with none becomes
  /// an orphan, retired by the next clean-up unless mentioned again).
  /// - Complexity: O(terms).
  func releaseReferences(of entry: borrowing ConstraintEntry) {
    let required = entry.level == nil
    for term in entry.terms {
      guard let slot = variableSlots[term.variable.id], variableStore[slot] != nil else { continue }
      variableStore[slot]!.references -= 1
      if required { variableStore[slot]!.requiredReferences -= 1 }
      if variableStore[slot]!.references == 0 { orphans.append(slot) }
    }
  }

  /// Takes a constraint's references to its variables again (undoing
  /// ``releaseReferences(of:)``).
  /// - Complexity: O(terms).
  func holdReferences(of entry: borrowing ConstraintEntry) {
    let required = entry.level == nil
    for term in entry.terms {
      guard let slot = variableSlots[term.variable.id], variableStore[slot] != nil else { continue }
      variableStore[slot]!.references += 1
      if required { variableStore[slot]!.requiredReferences += 1 }
    }
  }

  /// Forgets the retired rows (the clean-up deletes them, or a rebuild drops them): the
  /// constraints that were not re-added leave the constraint table and release their
  /// variable references.
  /// - Complexity: O(terms of the rows waiting).
  func releaseRetired() {
    guard !retired.rows.isEmpty else { return }
    retired.forEachWaiting { row in
      if let entry = constraints.removeValue(forKey: row.id) { releaseReferences(of: entry) }
    }
    retired.removeAll()
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
