import StrutCore

extension GLPKSolver {
  /// Removes the constraints whose table positions ``ConstraintTable/collectRemovable(_:into:)``
  /// left in `churn.positions` (live, distinct, marked; the LP is alive): one pass marks
  /// each entry retired, appends its row to ``retired`` and queues the row and its error
  /// columns; then one guarded call frees the rows and one fixes the error columns at 0 (the
  /// basis stays valid). If GLPK fails, the pass is undone before the error propagates, so
  /// the model is as before (the caller rebuilds the LP from it).
  ///
  /// Each entry stays in the constraint table marked retired and its row waits in ``retired``
  /// with its roles unchanged (rows and columns are marked dead only when the clean-up
  /// releases them): re-adding the same constraint flips the marks back, and one with the
  /// same left-hand side, relation, level and weight takes the row over, before the next
  /// clean-up (the basis stays valid and warm; with the same bounds the LP is exactly as
  /// before). The rest are deleted by ``collectGarbage()``.
  ///
  /// - Complexity: O(errors) for each constraint (no entry moves, no hashing, no allocation
  ///   once the buffers have grown), two GLPK calls in all.
  func retireConstraints() throws(GLPKCallFailure) {
    guard let lp else { return }
    churn.clearQueues()
    churn.reserveQueues(churn.positions.count)
    retired.reserveCapacity(churn.positions.count)
    let firstRetired = retired.rows.count
    let pendingBefore = pendingRemovals
    // Entries without variables have no row: they leave the table after the GLPK calls
    // (still marked for removal).
    let withoutRows = levels.withUnsafeMutableBufferPointer { levels in
      constraints.retire(
        churn.positions, witnessEpoch: witnessEpoch, into: &retired, queue: &churn
      ) { level in levels[level].members -= 1 }
    }
    retired.indexSignatures(from: firstRetired) { constraints.entry(of: $0) }
    pendingRemovals += churn.positions.count - withoutRows
    do throws(GLPKCallFailure) {
      try lp.setRowBounds(churn.rows, all: .free)
      try lp.setColumnBounds(churn.columns, all: .fixed(0))
    } catch {
      for position in churn.positions {
        constraints.unretire(at: position)
        if let level = constraints.level(at: position) { levels[level].members += 1 }
      }
      retired.truncate(to: firstRetired)
      pendingRemovals = pendingBefore
      throw error
    }
    // The constraints keep their entries and variable references while their rows wait
    // (released by the clean-up unless re-added). Those without a row have nothing to wait
    // for: they go now (identifiers first: a removal moves the last entry).
    guard withoutRows > 0 else { return }
    var ids: [Int] = []
    for position in churn.positions where constraints.isMarkedForRemoval(position) {
      ids.append(constraints[position: position].constraint.id)
    }
    for id in ids {
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

  /// Forgets the retired rows (the clean-up deletes them, or a rebuild drops them): rows and
  /// error columns nobody took are marked dead, and the constraints that were not re-added
  /// leave the constraint table and release their variable references.
  /// - Complexity: O(terms of the rows waiting).
  func releaseRetired() {
    guard !retired.rows.isEmpty else { return }
    retired.forEachWaiting { row in
      markRowDead(row.row)
      for column in row.errors { markColumnDead(column) }
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
