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
  ///   (see docs/architecture.md, "Removal"): its removal is parked in O(1); if it is added
  ///   back before the tableau is next used it takes its rows back in O(1), otherwise the
  ///   tableau is rebuilt once, in O(system), before it is next used — however many such
  ///   removals came first.
  /// - Throws: `SolverError.unknownConstraint(_:)`; nothing changed then.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try remove(contentsOf: CollectionOfOne(constraint))
  }

  /// Removes constraints as one transaction: all of them, or (if one is unknown or repeated)
  /// none.
  public func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    var batchRecords: [Record] = []
    batchRecords.reserveCapacity(batch.count)
    for constraint in batch {
      guard let record = records[constraint.id] else { throw .unknownConstraint(constraint) }
      batchRecords.append(record)
    }
    if let repeated = Self.repeatedConstraint(in: batch) {
      // Its second removal would find it gone.
      throw .unknownConstraint(repeated)
    }
    if batchRecords.isEmpty { return }
    tableau.compactColumnsIfNeeded()
    // A rebuild is due anyway, or cheaper than many incremental removals: the removal is
    // only recorded (parked), and the tableau is left as it is until it is next needed.
    if needsRebuild || batchRecords.contains(where: { $0.marker < 0 })
      || batchRecords.count > Self.incrementalRemovalLimit(installed: records.count)
    {
      if !needsRebuild { tableauHoldsParked = true }
      parked.reserveCapacity(parked.count + batchRecords.count)
      for record in batchRecords {
        records[record.constraint.id] = nil
        parked[record.constraint.id] = record
      }
      needsRebuild = true
      return
    }
    for record in batchRecords {
      records[record.constraint.id] = nil
      // A removal that found its marker named only by residues left the tableau stale: the
      // rebuild installs what is left.
      if !needsRebuild { removeFromTableau(record) }
    }
    if needsRebuild { return }
    do {
      try tableau.optimize()
      try optimizeMaskedImprovements()
    } catch {
      markTableauStale()
    }
  }

  /// A constraint that appears more than once in `batch`, if any. Sorting the identifiers
  /// (O(k log k) comparisons, no hashing) is several times cheaper than a set for the
  /// batches of a churn.
  static func repeatedConstraint(in batch: [Constraint]) -> Constraint? {
    guard batch.count > 1 else { return nil }
    let identifiers = batch.map(\.id).sorted()
    for index in identifiers.indices.dropFirst() where identifiers[index] == identifiers[index - 1]
    {
      return batch.first { $0.id == identifiers[index] }
    }
    return nil
  }

  /// The most constraints that one removal takes out of the tableau one by one; more are
  /// cheaper to drop through a rebuild.
  static func incrementalRemovalLimit(installed: Int) -> Int { max(64, installed / 8) }

  /// Schedules a rebuild because the tableau no longer matches the installed constraints
  /// (numerical trouble, an edit removed while a rebuild was pending).
  func markTableauStale() {
    needsRebuild = true
    tableauHoldsParked = false
  }

  /// Inserts the records of `sequence` (in that order) into the fresh tableau, updating each
  /// record in place. On failure the remaining records keep their old contents (they are
  /// rebuilt again later) and the failure is returned.
  func reinsert(_ sequence: ContiguousArray<(order: Int, id: Int)>) -> (Constraint, InsertFailure)?
  {
    for entry in sequence {
      guard let record = records[entry.id] else { continue }
      do {
        constantMagnitude = max(constantMagnitude, abs(record.constraint.expression.constant))
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

  /// Brings the tableau up to date with the installed constraints and edits when removals
  /// are pending: parked constraints that all have markers (and are few) are taken out one by
  /// one, in O(Σ len of the rows that name their markers); otherwise — a required equality
  /// (no marker) among them, or many — the tableau is rebuilt, in O(system).
  func rebuildIfNeeded() {
    guard needsRebuild else { return }
    if tableauHoldsParked, removeParkedIncrementally() { return }
    // The set was consistent before; only numerical trouble can make an insert fail, and
    // then that constraint is left out rather than taking the solver down.
    while let (culprit, _) = rebuild() {
      records[culprit.id] = nil
    }
  }

  /// Takes the parked constraints out of the tableau one by one (kiwi's way) when every one
  /// has a marker and they are at most ``incrementalRemovalLimit(installed:)``. Returns
  /// whether the tableau is up to date afterwards (false: a rebuild is still needed).
  func removeParkedIncrementally() -> Bool {
    guard parked.count <= Self.incrementalRemovalLimit(installed: records.count),
      parked.values.allSatisfy({ $0.marker >= 0 })
    else { return false }
    // Latest first: the order is fixed, so the pivots are reproducible.
    let removals = parked.values.sorted { $0.order > $1.order }
    parked = [:]
    tableauHoldsParked = false
    needsRebuild = false
    // A removal that leaves the tableau stale (a marker named only by residues) ends the
    // incremental path: the rebuild installs what is left.
    for record in removals where !needsRebuild { removeFromTableau(record) }
    if !needsRebuild {
      do {
        try tableau.optimize()
        try optimizeMaskedImprovements()
      } catch {
        markTableauStale()
      }
    }
    return !needsRebuild
  }

  /// Re-installs a batch of parked constraints while the tableau still holds them (see
  /// ``tableauHoldsParked``): each takes its record back, and when none is left parked the
  /// pending rebuild is cancelled — nothing changed. Returns false, having changed nothing,
  /// unless every constraint of the batch is parked (once).
  /// - Complexity: O(batch).
  func restoreParked(_ batch: [Constraint]) -> Bool {
    guard tableauHoldsParked, batch.count <= parked.count,
      batch.allSatisfy({ parked[$0.id] != nil }), Self.repeatedConstraint(in: batch) == nil
    else { return false }
    for constraint in batch {
      records[constraint.id] = parked.removeValue(forKey: constraint.id)
    }
    if parked.isEmpty {
      needsRebuild = false
      tableauHoldsParked = false
    }
    return true
  }

  /// Builds a fresh tableau from ``records`` (in insertion order) and the edit variables at
  /// their suggested values. Returns the first constraint that cannot be installed (the
  /// tableau is then incomplete and `needsRebuild` stays set), or nil on success.
  func rebuild() -> (Constraint, InsertFailure)? {
    guard let failure = rebuildOnce() else { return nil }
    return retriedCarefully(after: failure) { $0.rebuildOnce() }
  }

  /// One attempt of ``rebuild()``, in the arithmetic ``carefulArithmetic`` selects; with
  /// `stagingEdits`, the constraints are optimised before the edit variables go in, as their
  /// batch and the edits that followed found them.
  func rebuildOnce(stagingEdits: Bool = false) -> (Constraint, InsertFailure)? {
    needsRebuild = true
    tableauHoldsParked = false
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
    let version = tableau.structureVersion
    let rowCount = tableau.rows.count
    let symbolCount = tableau.symbolCount
    tableau = Tableau()
    // The counters start again: the next update measures every constraint.
    workAtLastResidualCheck = 0
    records.markEveryRecordFresh()
    if carefulArithmetic {
      tableau.cancellationRelative = Tableau.roundingResidue
      carefulRebuildCount += 1
    }
    fullPlan = UpdatePlan()
    tableau.refreshesObjective = !objectiveRefreshDisabled
    tableau.lazyReductionBudget = lazyRowBudget
    tableau.redefinitionThreshold = redefinitionThreshold
    tableau.breakpointCrossingColumn = breakpointCrossingColumn
    releaseFreedMemory()
    // The magnitude starts afresh: the inserts below raise it to the values in force, so the
    // tolerance no longer carries what was suggested before (CassowarySolver+Range.swift).
    constantMagnitude = 0
    tableau.structureVersion = version &+ 1
    tableau.reserveCapacity(rows: max(rowCount, records.count), symbols: symbolCount)
    for slot in symbolOfSlot.indices { symbolOfSlot[slot] = -1 }
    // Constraints folded into this rebuild as new ones (added while it was pending) come
    // after the edits, as their own add would have found the solver.
    if let failure = reinsert(sequence) { return failure }
    if stagingEdits, !editList.isEmpty {
      // The constraints' optimum first, as their batch found it, then the edits move it from
      // there (a drift repair's third attempt: CassowarySolver+Drift.swift).
      do {
        try tableau.optimize()
      } catch {
        return (culprit(sequence.last), .simplex(error))
      }
    }
    for edit in editList {
      // Re-create the edit directly at its suggested value.
      let variable = edit.record.constraint.expression.terms[0].variable
      let constraint = Constraint(
        Expression(variable) - edit.value, .equal, priority: edit.priority)
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
    // As after a batch, a row the inserts left below zero is repaired from the optimal basis
    // by the dual simplex: without it, a rebuild kept a required inequality's slack at
    // −2.1e-6 against a tolerance of 1.9e-9 (`fuzz-cassowary-rebuilt-slack-6e9c99161350ef0f`).
    do {
      try tableau.optimize()
      try tableau.restoreFeasibility()
    } catch {
      return (culprit(sequence.last), .simplex(error))
    }
    if !folded.isEmpty {
      if let failure = reinsert(folded) { return failure }
      do {
        try tableau.optimize()
        try tableau.restoreFeasibility()
      } catch {
        return (culprit(folded.last), .simplex(error))
      }
    }
    needsRebuild = false
    parked = [:]
    allSlotsDirty = true
    do {
      try optimizeMaskedImprovements()
    } catch {
      needsRebuild = true
      return (culprit(sequence.last), .simplex(error))
    }
    // Later operations drop residues at ε again (a kept 1e-11 would be a pivot on noise).
    tableau.cancellationRelative = Tableau.epsilon
    return nil
  }
}
