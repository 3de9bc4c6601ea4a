import CGLPKShim
import StrutCore

extension GLPKSolver {
  /// Makes sure a live LP exists, rebuilding it from the model if GLPK's environment was
  /// freed (after a caught GLPK error on this thread) or it was never built.
  func ensureLP() throws(GLPKCallFailure) {
    if let lp, lp.isAlive { return }
    try rebuild()
  }

  /// Builds a fresh LP from the model: every live variable, level, constraint and edit, and
  /// no dead rows or columns. The next solve starts from a crashed basis.
  ///
  /// - Complexity: O(model size), a constant number of GLPK calls.
  func rebuild() throws(GLPKCallFailure) {
    let hadModel = !rowRoles.isEmpty || !constraints.isEmpty || !edits.isEmpty
    lp?.release()
    lp = nil
    rowRoles = []
    columnRoles = []
    deadRowCount = 0
    deadColumnCount = 0
    objectiveLevel = nil
    lexicographic = false
    structureChanged = true
    coldNext = true
    releaseRetired()
    pendingRemovals = 0
    retireOrphans()
    for index in levels.indices { levels[index].bounds = .nonNegative }
    for entry in constraints.entries where entry.errorColumn != 0 {
      constraints.update(entry.constraint.id) { $0.errorColumn = 0 }
    }
    for (id, entry) in edits where !entry.errors.isEmpty { edits[id]?.errors = [] }
    for slot in columnOfSlot.indices { columnOfSlot[slot] = 0 }
    if hadModel { statistics.rebuilds += 1 }
    lp = try LinearProgram()
    let slots = variableStore.indices.filter { variableStore[$0] != nil }
    let rows = constraints.entries.filter { !$0.terms.isEmpty }.sorted { $0.order < $1.order }
      .map(\.constraint.id)
    let editIDs = edits.keys.sorted()
    try appendToLP(
      slots: slots, levels: Array(levels.indices), constraintIDs: rows, editIDs: editIDs)
    needsSolve = !variableSlots.isEmpty
  }

  /// Appends rows and columns for model entries that have none yet: the given variables
  /// (free columns), levels (row `Σ w·e − total == 0` and column `total >= 0`), constraints
  /// (held by the model, with variables: a row plus error columns) and edits (row
  /// `v − e⁺ + e⁻ == value` plus two error columns). The model's row and column numbers are
  /// updated first, in place; then all new rows come from one `glp_add_rows`, all new columns
  /// from one `glp_add_cols`, and their entries and bounds from one guarded load call each.
  ///
  /// - Complexity: O(entries), four GLPK calls.
  func appendToLP(
    slots: [Int], levels newLevels: [Int], constraintIDs: [Int], editIDs: [Int]
  ) throws(GLPKCallFailure) {
    guard let lp else { throw GLPKCallFailure(call: "append", message: "no GLPK problem") }
    var columnCount = slots.count + newLevels.count + 2 * editIDs.count
    var rowEntryCount = editIDs.count
    for id in constraintIDs {
      constraints.update(id) { entry in
        columnCount += entry.errorCount
        rowEntryCount += entry.terms.count
      }
    }
    let rowCount = newLevels.count + constraintIDs.count + editIDs.count
    // glp_add_rows / glp_add_cols append after the existing ones.
    let firstColumn = lp.columnCount + 1
    let firstRow = lp.rowCount + 1
    var nextColumn = firstColumn
    var nextRow = firstRow
    rowRoles.reserveCapacity(rowRoles.count + rowCount)
    columnRoles.reserveCapacity(columnRoles.count + columnCount)
    var rowBatch = LoadBatch()
    var columnBatch = LoadBatch()
    rowBatch.reserve(items: rowCount, entries: rowEntryCount)
    columnBatch.reserve(items: columnCount, entries: 2 * (columnCount - slots.count))

    for slot in slots {
      columnOfSlot[slot] = nextColumn
      columnRoles.append(.variable(slot))
      columnBatch.finish(.free)
      nextColumn += 1
    }
    for index in newLevels {
      levels[index].row = nextRow
      levels[index].column = nextColumn
      levels[index].bounds = .nonNegative
      rowRoles.append(.level(index))
      columnRoles.append(.level(index))
      rowBatch.finish(.fixed(0))
      columnBatch.entry(nextRow, -1)
      columnBatch.finish(.nonNegative)
      nextRow += 1
      nextColumn += 1
    }
    for id in constraintIDs {
      constraints.update(id) { entry in
        let row = nextRow
        nextRow += 1
        entry.row = row
        rowRoles.append(.constraint(id))
        for term in entry.terms {
          // (Every variable of a live entry has a slot; column 0 would be refused by GLPK.)
          let slot = variableSlots[term.variable.id] ?? 0
          rowBatch.entry(slot < columnOfSlot.count ? columnOfSlot[slot] : 0, term.coefficient)
        }
        rowBatch.finish(entry.rowBounds)
        guard let level = entry.level else { return }
        entry.errorColumn = nextColumn
        let levelRow = levels[level].row
        let weight = entry.constraint.weight
        switch entry.constraint.relation {
        case .equal:
          columnRoles.append(.constraintError(id, 0))
          columnRoles.append(.constraintError(id, 1))
          columnBatch.entry(row, -1)
          columnBatch.entry(levelRow, weight)
          columnBatch.finish(.nonNegative)
          columnBatch.entry(row, 1)
          columnBatch.entry(levelRow, weight)
          columnBatch.finish(.nonNegative)
          nextColumn += 2
        case .lessThanOrEqual, .greaterThanOrEqual:
          columnRoles.append(.constraintError(id, 0))
          columnBatch.entry(row, entry.constraint.relation == .lessThanOrEqual ? -1 : 1)
          columnBatch.entry(levelRow, weight)
          columnBatch.finish(.nonNegative)
          nextColumn += 1
        }
      }
    }
    for id in editIDs {
      guard var edit = edits[id] else { continue }
      let row = nextRow
      nextRow += 1
      edit.row = row
      rowRoles.append(.edit(id))
      rowBatch.entry(columnOfSlot[edit.slot], 1)
      rowBatch.finish(.fixed(edit.value))
      edit.errors = []
      for (index, coefficient) in [-1.0, 1.0].enumerated() {
        edit.errors.append(nextColumn)
        columnRoles.append(.editError(id, index))
        columnBatch.entry(row, coefficient)
        columnBatch.entry(levels[edit.level].row, 1)
        columnBatch.finish(.nonNegative)
        nextColumn += 1
      }
      edits[id] = edit
    }
    if columnCount > 0 { _ = try lp.addColumns(Int32(columnCount)) }
    if rowCount > 0 { _ = try lp.addRows(Int32(rowCount)) }
    // Rows first: the error columns' entries refer to the new rows only, which are empty.
    try lp.loadRows(first: firstRow, rowBatch)
    try lp.loadColumns(first: firstColumn, columnBatch)
  }

  /// The current LP size and solve state (the basis is added when a solve may change it).
  func makeCheckpoint() -> SolverCheckpoint {
    SolverCheckpoint(
      rows: lp?.rowCount ?? 0, columns: lp?.columnCount ?? 0, rowRoleCount: rowRoles.count,
      columnRoleCount: columnRoles.count, levelCount: levels.count,
      levelBounds: levels.map(\.bounds), objectiveLevel: objectiveLevel, basis: nil,
      needsSolve: needsSolve, structureChanged: structureChanged, lexicographic: lexicographic,
      coldNext: coldNext, solutionPending: solutionPending)
  }

  /// Takes the LP back to a checkpoint: deletes rows and columns appended since, restores
  /// level bounds, the objective, the basis (if saved) and the solve state.
  func rollback(to checkpoint: SolverCheckpoint) throws(GLPKCallFailure) {
    guard let lp else { return }
    if lp.rowCount > checkpoint.rows {
      try lp.deleteRows(Array((checkpoint.rows + 1)...lp.rowCount))
    }
    if lp.columnCount > checkpoint.columns {
      try lp.deleteColumns(Array((checkpoint.columns + 1)...lp.columnCount))
    }
    rowRoles.removeLast(rowRoles.count - checkpoint.rowRoleCount)
    columnRoles.removeLast(columnRoles.count - checkpoint.columnRoleCount)
    for index in levels.indices where index < checkpoint.levelBounds.count {
      let saved = checkpoint.levelBounds[index]
      if levels[index].bounds != saved {
        try lp.setColumnBounds(levels[index].column, saved)
        levels[index].bounds = saved
      }
    }
    if objectiveLevel != checkpoint.objectiveLevel {
      if let current = objectiveLevel, current < levels.count {
        try lp.setObjective(levels[current].column, 0)
      }
      if let saved = checkpoint.objectiveLevel { try lp.setObjective(levels[saved].column, 1) }
      objectiveLevel = checkpoint.objectiveLevel
    }
    if let basis = checkpoint.basis { try lp.restore(basis) }
    needsSolve = checkpoint.needsSolve
    structureChanged = checkpoint.structureChanged
    lexicographic = checkpoint.lexicographic
    coldNext = checkpoint.coldNext
    solutionPending = checkpoint.solutionPending
  }

  /// After a failure: roll the LP back if it is still alive, else rebuild it from the model
  /// (which the caller has already restored). If even that fails the LP is dropped and the
  /// next operation tries again.
  func recoverLP(rollingBackTo checkpoint: SolverCheckpoint? = nil) {
    if let lp, lp.isAlive {
      guard let checkpoint else { return }
      do throws(GLPKCallFailure) {
        try rollback(to: checkpoint)
        return
      } catch {}
    }
    do throws(GLPKCallFailure) { try rebuild() } catch {
      lp = nil
      needsSolve = !variableSlots.isEmpty
    }
  }

  /// Runs GLPK work, timing it; a GLPK failure is repaired (see ``recoverLP(rollingBackTo:)``)
  /// and reported as `SolverError.backendFailure(_:)`. The body must make its GLPK calls
  /// before it changes the model, so that the model is unchanged when it throws.
  func withRecovery(_ body: () throws(GLPKCallFailure) -> Void) throws(SolverError) {
    let started = strut_glp_seconds()
    defer { statistics.secondsInGLPK += strut_glp_seconds() - started }
    do throws(GLPKCallFailure) {
      try body()
    } catch {
      recoverLP()
      throw error.solverError
    }
  }
}
