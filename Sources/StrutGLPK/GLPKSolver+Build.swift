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
  /// - Complexity: O(model size) GLPK calls.
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
    for index in levels.indices { levels[index].bounds = .nonNegative }
    for (id, entry) in constraints where !entry.errors.isEmpty { constraints[id]?.errors = [] }
    for (id, entry) in edits where !entry.errors.isEmpty { edits[id]?.errors = [] }
    if hadModel { statistics.rebuilds += 1 }
    lp = try LinearProgram()
    let slots = variableStore.indices.filter { variableStore[$0] != nil }
    let rows = constraints.values.filter { !$0.slots.isEmpty }.sorted { $0.order < $1.order }
    let editIDs = edits.keys.sorted()
    try appendToLP(
      slots: slots, levels: Array(levels.indices), constraintIDs: rows.map(\.constraint.id),
      editIDs: editIDs)
    needsSolve = !variableSlots.isEmpty
  }

  /// Appends rows and columns for model entries that have none yet: the given variables
  /// (free columns), levels (row `Σ w·e − total == 0` and column `total >= 0`), constraints
  /// (row plus error columns) and edits (row `v − e⁺ + e⁻ == value` plus two error columns).
  /// All new rows come from one `glp_add_rows`, all new columns from one `glp_add_cols`.
  func appendToLP(slots: [Int], levels newLevels: [Int], constraintIDs: [Int], editIDs: [Int])
    throws(GLPKCallFailure)
  {
    guard let lp else { throw GLPKCallFailure(call: "append", message: "no GLPK problem") }
    var columnCount = slots.count + newLevels.count + 2 * editIDs.count
    for id in constraintIDs { columnCount += constraints[id]?.errorCoefficients.count ?? 0 }
    let rowCount = newLevels.count + constraintIDs.count + editIDs.count
    var nextColumn = columnCount > 0 ? try lp.addColumns(Int32(columnCount)) : 0
    var nextRow = rowCount > 0 ? try lp.addRows(Int32(rowCount)) : 0
    rowRoles.reserveCapacity(rowRoles.count + rowCount)
    columnRoles.reserveCapacity(columnRoles.count + columnCount)

    for slot in slots {
      variableStore[slot]?.column = nextColumn
      columnRoles.append(.variable(slot))
      try lp.setColumnBounds(nextColumn, .free)
      nextColumn += 1
    }
    for index in newLevels {
      let row = nextRow
      let column = nextColumn
      nextRow += 1
      nextColumn += 1
      levels[index].row = row
      levels[index].column = column
      levels[index].bounds = .nonNegative
      rowRoles.append(.level(index))
      columnRoles.append(.level(index))
      try lp.setRowBounds(row, .fixed(0))
      try lp.setColumnBounds(column, .nonNegative)
      try lp.setColumn(column, indices: [0, row], values: [0, -1])
    }
    var indices: [Int32] = [0]
    var values: [Double] = [0]
    for id in constraintIDs {
      guard var entry = constraints[id] else { continue }
      let row = nextRow
      nextRow += 1
      entry.row = row
      rowRoles.append(.constraint(id))
      indices.removeAll(keepingCapacity: true)
      values.removeAll(keepingCapacity: true)
      indices.append(0)
      values.append(0)
      for (slot, coefficient) in zip(entry.slots, entry.coefficients) {
        indices.append(variableStore[slot]?.column ?? 0)
        values.append(coefficient)
      }
      try lp.setRow(row, indices: indices, values: values)
      try lp.setRowBounds(row, entry.rowBounds)
      if let level = entry.level {
        entry.errors = []
        for (index, coefficient) in entry.errorCoefficients.enumerated() {
          let column = nextColumn
          nextColumn += 1
          entry.errors.append(column)
          columnRoles.append(.constraintError(id, index))
          try lp.setColumnBounds(column, .nonNegative)
          try lp.setColumn(
            column, indices: [0, row, levels[level].row],
            values: [0, coefficient, entry.constraint.weight])
        }
      }
      constraints[id] = entry
    }
    for id in editIDs {
      guard var edit = edits[id] else { continue }
      let row = nextRow
      nextRow += 1
      edit.row = row
      rowRoles.append(.edit(id))
      let column = variableStore[edit.slot]?.column ?? 0
      try lp.setRow(row, indices: [0, column], values: [0, 1])
      try lp.setRowBounds(row, .fixed(edit.value))
      edit.errors = []
      for (index, coefficient) in [-1.0, 1.0].enumerated() {
        let errorColumn = nextColumn
        nextColumn += 1
        edit.errors.append(errorColumn)
        columnRoles.append(.editError(id, index))
        try lp.setColumnBounds(errorColumn, .nonNegative)
        try lp.setColumn(
          errorColumn, indices: [0, row, levels[edit.level].row], values: [0, coefficient, 1])
      }
      edits[id] = edit
    }
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
  /// and reported as ``SolverError/backendFailure(_:)``. The body must make its GLPK calls
  /// before it changes the model, so that the model is unchanged when it throws.
  func withRecovery(_ body: () throws(GLPKCallFailure) -> Void) throws(SolverError) {
    let started = strut_glp_seconds()
    defer { statistics.secondsInGLPK += strut_glp_seconds() - started }
    do throws(GLPKCallFailure) {
      try body()
    } catch {
      recoverLP()
      throw .backendFailure(error.description)
    }
  }
}
