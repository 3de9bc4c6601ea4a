import StrutCore

#if os(Linux)
  /// glibc's `malloc_trim` (a GNU extension that no Swift module exports).
  @_silgen_name("malloc_trim")
  private func systemMallocTrim(_ pad: Int) -> Int32
#endif

extension CassowarySolver {
  /// Removes a constraint and re-optimises.
  ///
  /// - Complexity: for an inequality or optional constraint, O(Σ len of the rows that contain
  ///   its marker) plus the pivots of re-optimisation. A required equality carries no marker
  ///   (see docs/architecture.md): its removal is recorded in O(1) and the tableau is rebuilt
  ///   once, in O(system), before it is next used — however many such removals came first.
  /// - Throws: ``SolverError/unknownConstraint(_:)``; nothing changed then.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try remove(contentsOf: CollectionOfOne(constraint))
  }

  /// Removes constraints as one transaction: all of them, or (if one is unknown or repeated)
  /// none.
  public func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    var seen = Set<Int>(minimumCapacity: batch.count)
    var batchRecords: [Record] = []
    batchRecords.reserveCapacity(batch.count)
    for constraint in batch {
      guard let record = records[constraint.id], seen.insert(constraint.id).inserted else {
        throw .unknownConstraint(constraint)
      }
      batchRecords.append(record)
    }
    if batchRecords.isEmpty { return }
    // A rebuild is due anyway, or cheaper than many incremental removals.
    if needsRebuild || batchRecords.contains(where: { $0.marker < 0 })
      || batchRecords.count > max(64, records.count / 8)
    {
      for record in batchRecords {
        records[record.constraint.id] = nil
        removedOrders[record.constraint.id] = record.order
      }
      needsRebuild = true
      return
    }
    for record in batchRecords {
      records[record.constraint.id] = nil
      removeFromTableau(record)
    }
    do {
      try tableau.optimize()
    } catch {
      needsRebuild = true
    }
  }

  /// Takes a constraint with a marker out of the tableau (kiwi's marker pivot): subtract its
  /// errors from the objective, make its marker basic in the row chosen by the ratio rules,
  /// drop that row. Does not re-optimise.
  func removeFromTableau(_ record: Record) {
    if record.level >= 0 {
      // The constraint's error symbols: both for an equality, the second for an inequality
      // (whose marker is its slack).
      for error in [record.marker, record.other] where error >= 0 && tableau.kinds[Int(error)] == .error {
        let row = tableau.rowOf[Int(error)]
        if row >= 0 {
          let errorRow = tableau.rows[Int(row)]
          tableau.addToObjective(record.level, errorRow, factor: -record.constraint.weight)
        } else {
          let old = tableau.objective[record.level][Int(error)]
          tableau.setObjective(record.level, error, old - record.constraint.weight)
        }
      }
    }
    let marker = record.marker
    tableau.reduceDefinitions(dependingOn: marker)
    if tableau.rowOf[Int(marker)] < 0, let leaving = markerLeavingRow(marker) {
      if tableau.isDefinition(leaving) { tableau.reduceRow(leaving) }
      tableau.pivot(entering: marker, row: leaving, includeDefinitions: true)
    }
    let markerRow = tableau.rowOf[Int(marker)]
    if markerRow >= 0 {
      // Definitions that name the marker get its row before the row goes.
      let definition = tableau.rows[Int(markerRow)]
      tableau.substitute(marker, with: definition, except: markerRow, includeDefinitions: true)
      tableau.deleteRow(markerRow)
    }
    tableau.eraseParametric(marker)
    if record.other >= 0 {
      if tableau.rowOf[Int(record.other)] >= 0 {
        // Cannot happen in exact arithmetic (the two symbols are paired); rebuild to be safe.
        needsRebuild = true
      } else {
        tableau.eraseParametric(record.other)
      }
    }
  }

  /// The row in which the parametric `marker` should become basic before its row is dropped:
  /// first the restricted row with a negative coefficient and the smallest ratio, then the
  /// restricted row with a positive coefficient and the smallest ratio, then any row. Rows
  /// where the marker's cell is tiny against the row's others (`Tableau.isStablePivot`) are
  /// chosen only when no other row names the marker.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    markerLeavingRow(marker, screenTinyPivots: true) ?? markerLeavingRow(marker, screenTinyPivots: false)
  }

  /// ``markerLeavingRow(_:)``'s rules over the rows that name `marker`, optionally passing
  /// over tiny cells.
  func markerLeavingRow(_ marker: Int32, screenTinyPivots: Bool) -> Int32? {
    var negative: (row: Int32, ratio: Double)? = nil
    var positive: (row: Int32, ratio: Double)? = nil
    var unrestricted: Int32? = nil
    for row in tableau.rowsContaining(marker) {
      let cells = tableau.rows[Int(row)]
      let coefficient = cells.coefficient(of: marker)
      if screenTinyPivots, !tableau.isStablePivot(coefficient, inRow: row) { continue }
      if !tableau.kinds[Int(cells.basic)].isRestricted {
        unrestricted = unrestricted ?? row
        continue
      }
      if coefficient < 0 {
        let ratio = -cells.constant / coefficient
        if negative == nil || ratio < negative!.ratio { negative = (row, ratio) }
      } else {
        let ratio = cells.constant / coefficient
        if positive == nil || ratio < positive!.ratio { positive = (row, ratio) }
      }
    }
    return negative?.row ?? positive?.row ?? unrestricted
  }

  /// Inserts the records of `sequence` (in that order) into the fresh tableau, updating each
  /// record in place. On failure the remaining records keep their old contents (they are
  /// rebuilt again later) and the failure is returned.
  func reinsert(_ sequence: ContiguousArray<(order: Int, id: Int)>) -> (Constraint, InsertFailure)? {
    for entry in sequence {
      guard let record = records[entry.id] else { continue }
      do {
        let rebuilt = try insert(record.constraint)
        records[entry.id] = Record(
          constraint: record.constraint, marker: rebuilt.marker, other: rebuilt.other,
          level: rebuilt.level, order: entry.order)
      } catch {
        return (record.constraint, error)
      }
    }
    return nil
  }

  /// The constraint of a sequence entry, for a failure report.
  func culprit(_ entry: (order: Int, id: Int)?) -> Constraint {
    entry.flatMap { records[$0.id]?.constraint } ?? Constraint(Expression(0), .equal)
  }

  /// Returns the memory of the discarded tableau to the operating system before the new one
  /// is built, so that a rebuild does not raise the peak resident size (glibc keeps freed
  /// small blocks otherwise).
  func releaseFreedMemory() {
    #if os(Linux)
      _ = systemMallocTrim(0)
    #endif
  }

  /// Rebuilds the tableau from the installed constraints and edits when a marker-less
  /// constraint was removed. O(system).
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    // The set was consistent before; only numerical trouble can make an insert fail, and
    // then that constraint is left out rather than taking the solver down.
    while let (culprit, _) = rebuild() {
      records[culprit.id] = nil
    }
  }

  /// Builds a fresh tableau from ``records`` (in insertion order) and the edit variables at
  /// their suggested values. Returns the first constraint that cannot be installed (the
  /// tableau is then incomplete and `needsRebuild` stays set), or nil on success.
  func rebuild() -> (Constraint, InsertFailure)? {
    needsRebuild = true
    rebuildCount += 1
    // (order, id) pairs only: the records themselves are updated in place, so a rebuild
    // never holds a second copy of them.
    var sequence = ContiguousArray<(order: Int, id: Int)>()
    sequence.reserveCapacity(records.count)
    var folded = ContiguousArray<(order: Int, id: Int)>()
    for (id, record) in records {
      if record.marker == Record.foldedAtEnd {
        folded.append((record.order, id))
      } else {
        sequence.append((record.order, id))
      }
    }
    sequence.sort { $0.order < $1.order }
    folded.sort { $0.order < $1.order }
    let editList = edits.values.sorted { $0.order < $1.order }
    let magnitude = tableau.magnitude
    let version = tableau.structureVersion
    let rowCount = tableau.rows.count
    let symbolCount = tableau.symbolCount
    tableau = Tableau()
    tableau.refreshesObjective = !objectiveRefreshDisabled
    releaseFreedMemory()
    tableau.magnitude = magnitude
    tableau.structureVersion = version &+ 1
    tableau.reserveCapacity(rows: max(rowCount, records.count), symbols: symbolCount)
    for slot in symbolOfSlot.indices { symbolOfSlot[slot] = -1 }
    // Constraints folded into this rebuild as new ones (added while it was pending) come
    // after the edits, as their own add would have found the solver.
    if let failure = reinsert(sequence) { return failure }
    for edit in editList {
      // Re-create the edit directly at its suggested value.
      let variable = edit.record.constraint.expression.terms[0].variable
      let constraint = Constraint(Expression(variable) - edit.value, .equal, priority: edit.priority)
      guard let rebuilt = try? insert(constraint) else {
        edits[variable.id] = nil
        continue
      }
      edits[variable.id] = EditRecord(
        record: Record(
          constraint: rebuilt.constraint, marker: rebuilt.marker, other: rebuilt.other,
          level: rebuilt.level, order: edit.record.order),
        priority: edit.priority, value: edit.value, order: edit.order)
    }
    do {
      try tableau.optimize()
    } catch {
      return (culprit(sequence.last), .simplex(error))
    }
    if !folded.isEmpty {
      if let failure = reinsert(folded) { return failure }
      do {
        try tableau.optimize()
      } catch {
        return (culprit(folded.last), .simplex(error))
      }
    }
    needsRebuild = false
    removedOrders = [:]
    allSlotsDirty = true
    return nil
  }
}
