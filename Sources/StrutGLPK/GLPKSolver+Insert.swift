import CGLPKShim
import StrutCore

/// What `insert` added to the model, so that a failure can take it out again.
struct InsertLog {
  var constraintIDs: [Int] = []
  var newSlots: [Int] = []
  var levelCount = 0
  var witnesses: [(slot: Int, value: Double)] = []
  /// Positions in ``GLPKSolver/retired`` of the rows the batch took over, and whether the
  /// same constraint took its own row back (else another one took it by signature).
  var recycled: [(position: Int, sameConstraint: Bool)] = []
  var pendingRemovals = 0
}

extension GLPKSolver {
  /// Adds validated constraints: model, LP rows (one call; a removed constraint's row with
  /// the same left-hand side is taken over instead when there is one), then feasibility.
  func insert(_ batch: PreparedBatch) throws(SolverError) {
    let started = strut_glp_seconds()
    defer { statistics.secondsInGLPK += strut_glp_seconds() - started }
    do throws(GLPKCallFailure) { try ensureLP() } catch {
      recoverLP()
      throw error.solverError
    }
    guard let lp else { throw .backendFailure("GLPK problem unavailable") }
    let checkpoint = makeCheckpoint()
    var log = InsertLog()
    log.levelCount = levels.count
    log.pendingRemovals = pendingRemovals
    var appendedIDs: [Int] = []
    var requiredIDs: [Int] = []
    let count = batch.constraints.count
    appendedIDs.reserveCapacity(count)
    log.constraintIDs.reserveCapacity(count)
    // Re-added constraints whose rows wait are in the table already.
    constraints.reserveCapacity(count - min(count, retired.count))
    reserveSlots(count)
    var recycledRows: [Int32] = []
    var recycledBounds: [Bounds] = []
    var revivedColumns: [Int32] = []
    if !retired.isEmpty {
      let reuse = min(count, retired.count)
      recycledRows.reserveCapacity(reuse)
      recycledBounds.reserveCapacity(reuse)
      revivedColumns.reserveCapacity(2 * reuse)
      log.recycled.reserveCapacity(reuse)
    }
    var changed = false
    let takesRetired = !retired.isEmpty
    var lastLevel: (priority: Float, index: Int)?
    for position in 0..<count {
      let id = batch.constraints[position].id
      if takesRetired, case .retired(let tablePosition, let waiting) = constraints.state(id) {
        // The same constraint again: its own entry (still in the table, marked retired),
        // row, error columns and bounds; it kept its variable references while it waited.
        let taken = retired.take(at: waiting)
        constraints.revive(at: tablePosition)
        constraints[position: tablePosition].order = nextOrder
        nextOrder += 1
        let level = constraints.level(at: tablePosition)
        if let level { levels[level].members += 1 }
        log.constraintIDs.append(id)
        // The witness satisfied it when it was removed; unless it moved since, it still does.
        if level == nil, taken.witnessEpoch != witnessEpoch {
          requiredIDs.append(id)
        }
        revive(
          taken, at: waiting, as: id, bounds: taken.bounds,
          sameConstraint: true, log: &log, rows: &recycledRows, bounds: &recycledBounds,
          columns: &revivedColumns, changed: &changed)
        continue
      }
      let constraint = batch.constraints[position]
      var terms = batch.terms(at: position)
      if batch.wasSkipped(position) {
        // Its waiting row was taken by another constraint earlier in this batch, so it needs
        // its own: merge its terms as validation would have (it passed when first added).
        terms = (try? Self.merge(terms, of: constraint)) ?? terms
      }
      let required = constraint.isRequired
      for term in terms {
        let slot = slot(for: term.variable, created: &log.newSlots)
        variableStore[slot]!.references += 1
        if required { variableStore[slot]!.requiredReferences += 1 }
      }
      var level: Int?
      if !required {
        let priority = constraint.priority.value
        if let lastLevel, lastLevel.priority == priority {
          level = lastLevel.index
        } else {
          level = self.level(for: constraint.priority)
          lastLevel = (priority, level!)
        }
        levels[level!].members += 1
      }
      var entry = ConstraintEntry(
        constraint: constraint, terms: terms, order: nextOrder, level: level)
      nextOrder += 1
      log.constraintIDs.append(id)
      if !terms.isEmpty {
        if required { requiredIDs.append(id) }
        if !retired.isEmpty,
          let waiting = retired.position(matching: entry, entryOf: { constraints.entry(of: $0) }),
          let removed = constraints.removeValue(forKey: retired.rows[waiting].id)
        {
          // Take over a removed row with the same left-hand side: the basis stays valid.
          // The removed constraint leaves the table (kept by `retired` for an undo) and its
          // references go (its variables are this one's).
          releaseReferences(of: removed)
          let taken = retired.take(at: waiting, evicting: removed)
          entry.row = taken.row
          entry.errorColumn = taken.errorColumn
          revive(
            taken, at: waiting, as: id, bounds: entry.rowBounds, sameConstraint: false,
            log: &log, rows: &recycledRows, bounds: &recycledBounds, columns: &revivedColumns,
            changed: &changed)
        } else {
          appendedIDs.append(id)
        }
      }
      constraints.insertNew(entry)
    }
    let liveRowsBefore = Int(lp.rowCount) - deadRowCount - retired.count
    let appended = appendedIDs.count
    do throws(GLPKCallFailure) {
      try appendToLP(
        slots: log.newSlots, levels: Array(log.levelCount..<levels.count),
        constraintIDs: appendedIDs, editIDs: [])
      try lp.setRowBounds(recycledRows, recycledBounds)
      try lp.setColumnBounds(revivedColumns, all: .nonNegative)
    } catch {
      undo(log)
      recoverLP(rollingBackTo: checkpoint)
      throw error.solverError
    }
    if changed || appended > 0 || levels.count > log.levelCount {
      structureChanged = true
      lexicographic = false
      needsSolve = true
    }
    // (Rows restored exactly change nothing: while removals are pending the LP needs a
    // solve anyway, and once all are restored it is the LP last solved.)
    if appended > liveRowsBefore { coldNext = true }

    var feasible = true
    for id in requiredIDs where !witnessAccepts(id, log: &log.witnesses) {
      feasible = false
      break
    }
    if feasible {
      forgetRetiredIfAllTaken()
      return
    }

    // The witness cannot vouch for the batch: solve now (warm), explain if infeasible.
    var withBasis = checkpoint
    var undone = false
    let explanation: (culprit: Constraint, conflicts: [Constraint])
    do throws(GLPKCallFailure) {
      withBasis.basis = try lp.basisStatuses(rows: checkpoint.rows, columns: checkpoint.columns)
      if try solve() == .optimal {
        do throws(GLPKCallFailure) { try collectGarbage() } catch { recoverLP() }
        return
      }
      explanation = try explainInfeasibility(of: log.constraintIDs)
      undo(log)
      undone = true
      try killRecycled(log)
      try rollback(to: withBasis)
    } catch {
      if !undone { undo(log) }
      recoverLP(rollingBackTo: withBasis)
      throw error.solverError
    }
    throw .unsatisfiable(explanation.culprit, conflicts: explanation.conflicts)
  }

  /// Gives a retired row (and its error columns) to the constraint `id` being inserted (the
  /// removed constraint itself, or one with the same left-hand side) and queues its new
  /// bounds `newBounds`; `changed` is set unless the LP ends up exactly as before the
  /// removal (same bounds).
  /// - Complexity: O(errors).
  @inline(__always)
  func revive(
    _ taken: RetiredRows.Row, at waiting: Int, as id: Int, bounds newBounds: Bounds,
    sameConstraint: Bool,
    log: inout InsertLog, rows: inout [Int32], bounds: inout [Bounds], columns: inout [Int32],
    changed: inout Bool
  ) {
    log.recycled.append((waiting, sameConstraint))
    // A waiting row keeps its roles (they become dead only when the clean-up releases it):
    // only another constraint taking it over changes them.
    if !sameConstraint { setRoles(of: taken, to: id) }
    if taken.errorColumn != 0 {
      for index in 0..<Int(taken.errorCount) {
        columns.append(taken.errorColumn + Int32(index))
      }
    }
    rows.append(taken.row)
    bounds.append(newBounds)
    if newBounds == taken.bounds, pendingRemovals > 0 {
      pendingRemovals -= 1
    } else {
      changed = true
    }
  }

  /// Gives a waiting row and its error columns the roles of the constraint `id`.
  func setRoles(of row: RetiredRows.Row, to id: Int) {
    rowRoles[Int(row.row) - 1] = .constraint(id)
    for (index, column) in row.errors.enumerated() {
      columnRoles[Int(column) - 1] = .constraintError(id, index)
    }
  }

  /// Frees the recycled rows of a failed insert again in the LP (the model part is `undo`'s).
  func killRecycled(_ log: InsertLog) throws(GLPKCallFailure) {
    guard let lp, !log.recycled.isEmpty else { return }
    let rows = log.recycled.map { retired.rows[$0.position].row }
    let columns = log.recycled.flatMap { Array(retired.rows[$0.position].errors) }
    try lp.setRowBounds(rows, all: .free)
    try lp.setColumnBounds(columns, all: .fixed(0))
  }

  /// Adds an edit variable (validated) to the model and the LP.
  func insertEdit(_ variable: Variable, priority: Priority) throws(SolverError) {
    try withRecovery { () throws(GLPKCallFailure) in
      try ensureLP()
      // Until a value is suggested the edit asks for the variable's current value, so adding
      // it moves nothing: solve first if the current solution is out of date.
      var initial = 0.0
      if let slot = variableSlots[variable.id] {
        if needsSolve || pendingRemovals > 0 {
          guard try solve() == .optimal else {
            throw GLPKCallFailure(
              call: "glp_simplex", message: "the required constraints became infeasible")
          }
          try collectGarbage()
        }
        initial = solved[slot]
      }
      let checkpoint = makeCheckpoint()
      var log = InsertLog()
      log.levelCount = levels.count
      let slot = slot(for: variable, created: &log.newSlots)
      variableStore[slot]?.references += 1
      let level = level(for: priority)
      levels[level].members += 1
      edits[variable.id] = EditEntry(slot: slot, priority: priority, level: level, value: initial)
      do throws(GLPKCallFailure) {
        try appendToLP(
          slots: log.newSlots, levels: Array(log.levelCount..<levels.count), constraintIDs: [],
          editIDs: [variable.id])
      } catch {
        if let edit = edits.removeValue(forKey: variable.id) {
          levels[edit.level].members -= 1
          variableStore[edit.slot]?.references -= 1
        }
        undo(log)
        recoverLP(rollingBackTo: checkpoint)
        throw error
      }
      structureChanged = true
      lexicographic = false
      needsSolve = true
    }
  }

  /// The slot of `variable`, creating its entry (without a column yet) if needed.
  func slot(for variable: Variable, created: inout [Int]) -> Int {
    if let slot = variableSlots[variable.id] { return slot }
    let entry = VariableEntry(variable: variable)
    let initial = retiredValues[variable.id] ?? 0
    let slot: Int
    if let free = freeVariableSlots.popLast() {
      slot = free
      variableStore[slot] = entry
      columnOfSlot[slot] = 0
      witness[slot] = 0
      solved[slot] = initial
      published[slot] = initial
    } else {
      slot = variableStore.count
      variableStore.append(entry)
      columnOfSlot.append(0)
      witness.append(0)
      solved.append(initial)
      published.append(initial)
    }
    variableSlots[variable.id] = slot
    created.append(slot)
    return slot
  }

  /// The slots of an entry's variables, in term order (for the rare paths that want them as an
  /// array).
  func slots(of entry: ConstraintEntry) -> [Int] {
    entry.terms.map { variableSlots[$0.variable.id] ?? 0 }
  }

  /// Room for about `count` more variable slots in the per-slot arrays (a batch of `count`
  /// constraints rarely brings more new variables than that).
  func reserveSlots(_ count: Int) {
    let wanted = variableStore.count + max(0, count - freeVariableSlots.count)
    guard variableStore.capacity < wanted else { return }
    variableStore.reserveCapacity(wanted)
    columnOfSlot.reserveCapacity(wanted)
    witness.reserveCapacity(wanted)
    solved.reserveCapacity(wanted)
    published.reserveCapacity(wanted)
    variableSlots.reserveCapacity(count)
  }

  /// The level of `priority`, creating it (without LP row and column yet) if needed.
  func level(for priority: Priority) -> Int {
    if let index = levelIndex[priority.value] { return index }
    levels.append(Level(priority: priority.value))
    levelIndex[priority.value] = levels.count - 1
    return levels.count - 1
  }

  /// Takes out of the model what `insert` put in (recycled rows become recyclable again; the
  /// caller frees them in the LP, or rebuilds it).
  func undo(_ log: InsertLog) {
    // Constraints that took their own rows back become retired again (their entries stay).
    var ownRows: [Int: Int] = [:]
    for (position, same) in log.recycled where same {
      ownRows[retired.rows[position].id] = position
    }
    for id in log.constraintIDs.reversed() {
      if let waiting = ownRows[id], let position = constraints.position(of: id) {
        // It keeps its references while it waits.
        if let level = constraints[position: position].level { levels[level].members -= 1 }
        constraints.retire(at: position, retiredPosition: waiting)
        continue
      }
      guard let entry = constraints.removeValue(forKey: id) else { continue }
      if let level = entry.level { levels[level].members -= 1 }
      for term in entry.terms {
        guard let slot = variableSlots[term.variable.id] else { continue }
        variableStore[slot]?.references -= 1
        if entry.level == nil { variableStore[slot]?.requiredReferences -= 1 }
      }
    }
    for (position, same) in log.recycled.reversed() {
      // A row taken by signature gets its removed constraint back: its roles (unless a
      // rebuild dropped them) and its entry, with its references.
      let waiting = retired.rows[position]
      if !same, rowRoles.indices.contains(Int(waiting.row) - 1),
        waiting.errors.allSatisfy({ columnRoles.indices.contains(Int($0) - 1) })
      {
        setRoles(of: waiting, to: waiting.id)
      }
      if let evicted = retired.restore(at: position) {
        holdReferences(of: evicted)
        constraints.insertRetired(evicted, retiredPosition: position)
      }
    }
    pendingRemovals = log.pendingRemovals
    for (slot, value) in log.witnesses.reversed() { witness[slot] = value }
    if !log.witnesses.isEmpty { witnessEpoch += 1 }
    for slot in log.newSlots.reversed() {
      if let entry = variableStore[slot] { variableSlots[entry.variable.id] = nil }
      variableStore[slot] = nil
      columnOfSlot[slot] = 0
      freeVariableSlots.append(slot)
    }
    while levels.count > log.levelCount {
      let removed = levels.removeLast()
      levelIndex[removed.priority] = nil
    }
  }

  /// Whether the feasibility witness satisfies the required constraint `id`, after moving a
  /// variable that no other required constraint mentions if that helps.
  func witnessAccepts(_ id: Int, log: inout [(slot: Int, value: Double)]) -> Bool {
    var accepts = true
    constraints.read(id) { entry in accepts = witnessAccepts(entry, log: &log) }
    return accepts
  }

  /// ``witnessAccepts(_:log:)`` for an entry.
  private func witnessAccepts(
    _ entry: borrowing ConstraintEntry, log: inout [(slot: Int, value: Double)]
  ) -> Bool {
    var residual = entry.constraint.expression.constant
    var scale = abs(residual)
    for term in entry.terms {
      guard let slot = variableSlots[term.variable.id] else { return false }
      let product = term.coefficient * witness[slot]
      residual += product
      scale += abs(product)
    }
    let tolerance = 1e-9 * (1 + scale)
    let holds: Bool
    switch entry.constraint.relation {
    case .equal: holds = abs(residual) <= tolerance
    case .lessThanOrEqual: holds = residual <= tolerance
    case .greaterThanOrEqual: holds = residual >= -tolerance
    }
    if holds { return true }
    let largest = entry.terms.reduce(0) { max($0, abs($1.coefficient)) }
    var best: (slot: Int, coefficient: Double)?
    for term in entry.terms {
      let coefficient = term.coefficient
      guard let slot = variableSlots[term.variable.id],
        variableStore[slot]?.requiredReferences == 1, abs(coefficient) >= 1e-6 * largest
      else { continue }
      if best.map({ abs(coefficient) > abs($0.coefficient) }) ?? true {
        best = (slot, coefficient)
      }
    }
    guard let best else { return false }
    let old = witness[best.slot]
    let moved = old - residual / best.coefficient
    guard moved.isFinite else { return false }
    log.append((best.slot, old))
    witness[best.slot] = moved
    witnessEpoch += 1
    return true
  }
}
