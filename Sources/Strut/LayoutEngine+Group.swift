extension LayoutEngine {
  /// One engine record: either the implicit constraints of one item (a *system* group: root
  /// pins, a kept frame, an intrinsic size, a system guide), or a *batch* of DSL handles — one
  /// per `makeConstraints` call (or per handle activated on its own).
  ///
  /// A batch's solver constraints are built straight into the engine's staging store
  /// (``ConstraintStore``, shared by every record built between two layouts), where they form
  /// one contiguous region; each handle knows its range there and its own mentions, so it stays
  /// individually removable: an entry is live while its handle's `group` is this record, and
  /// the record leaves the engine when its last live handle does. A batch reaches the solver in
  /// one piece (the whole store when nothing queued was withdrawn); a handle the solver refuses
  /// is isolated and rejected on its own.
  final class Group {
    /// The item whose implicit constraints these are (`nil` for a batch of DSL handles).
    let systemOwner: LayoutItemReference?
    /// A system group's solver constraints (empty for a batch).
    let ownConstraints: [StrutCore.Constraint]
    /// Where a batch's solver constraints are (`nil` until its first handle is built).
    @exclusivity(unchecked) var store: ConstraintStore?
    /// The batch's region in ``store``: its handles' constraints, in order, from here…
    @exclusivity(unchecked) var regionStart = 0
    /// …to here (exclusive).
    @exclusivity(unchecked) var regionEnd = 0
    /// The items a system group's constraints mention (its own item excepted).
    let mentions: MentionList
    /// A batch's handles, in description order (only those whose `group` is this record are
    /// installed through it: some may have failed or been withdrawn since).
    let handles: [Constraint]
    /// How many handles the batch lists (kept here so that checking whether the batch is intact
    /// does not read the list's storage, out of cache at layout time).
    let handleCount: Int
    /// How many of ``handles`` are still installed through this batch.
    @exclusivity(unchecked) var liveCount = 0
    /// Whether a system group's constraints are in the solver.
    @exclusivity(unchecked) var inSolver = false
    /// How many live handles of a batch are in the solver.
    @exclusivity(unchecked) var inSolverCount = 0
    /// Whether every handle installed through this batch is in the solver, marked on the batch
    /// alone (a batch that reached the solver whole); see ``Constraint/inSolver``.
    @exclusivity(unchecked) var wholeBatchInSolver = false
    /// Whether a queued system group was withdrawn before reaching the solver.
    @exclusivity(unchecked) var cancelled = false
    /// The index in the engine's `groups` while listed, else -1.
    @exclusivity(unchecked) var slot = -1
    /// One description per constraint of a system group, made when first asked for.
    var cachedDescriptions: [String]?

    /// A system group for `owner`'s implicit constraints.
    init(
      system owner: LayoutItemReference, constraints: [StrutCore.Constraint],
      mentions: MentionList
    ) {
      self.systemOwner = owner
      self.ownConstraints = constraints
      self.mentions = mentions
      self.handles = []
      self.handleCount = 0
    }

    /// A batch for `handles` (none installed yet: each joins when its activation succeeds).
    init(batchOf handles: [Constraint]) {
      self.systemOwner = nil
      self.ownConstraints = []
      self.mentions = MentionList()
      self.handles = handles
      self.handleCount = handles.count
    }

    /// The solver constraints: a system group's, or a batch's region (withdrawn handles'
    /// ranges included until the batch goes). Indices are the store's for a batch.
    var constraints: ArraySlice<StrutCore.Constraint> {
      guard let store else { return ownConstraints[...] }
      return store.constraints[regionStart..<regionEnd]
    }

    /// Whether this is a batch of DSL handles (else a system group).
    @inline(__always)
    var isBatch: Bool { systemOwner == nil }

    /// Whether every handle of this batch is installed through it.
    @inline(__always)
    var isIntact: Bool { liveCount == handleCount }

    /// The solver constraints of a handle installed through this batch.
    @inline(__always)
    func constraints(of handle: Constraint) -> ArraySlice<StrutCore.Constraint> {
      guard let store else { return [] }
      return store.constraints[handle.installedRange]
    }

    /// Calls `body` with every live constraint of the record (in the solver, or also queued).
    func forEachLiveConstraint(
      inSolverOnly: Bool, _ body: (StrutCore.Constraint) -> Void
    ) {
      if isBatch {
        for handle in handles where handle.group === self && (!inSolverOnly || handle.inSolver) {
          for constraint in constraints(of: handle) { body(constraint) }
        }
      } else if !cancelled, !inSolverOnly || inSolver {
        for constraint in constraints { body(constraint) }
      }
    }

    /// Turns a mark on the whole batch into marks on its handles (before one of them changes).
    func markHandlesInSolverOneByOne() {
      guard wholeBatchInSolver else { return }
      wholeBatchInSolver = false
      for handle in handles where handle.group === self { handle.inSolverFlag = true }
    }

    /// Appends the constraints still waiting for the solver to `array`.
    func appendPending(to array: inout [StrutCore.Constraint]) {
      if isBatch {
        if isIntact, inSolverCount == 0 {
          array.append(contentsOf: constraints)
          return
        }
        for handle in handles where handle.group === self && !handle.inSolver {
          array.append(contentsOf: constraints(of: handle))
        }
      } else if !cancelled, !inSolver {
        array.append(contentsOf: constraints)
      }
    }

    /// How many constraints are waiting for the solver.
    var pendingCount: Int {
      if isBatch {
        if isIntact, inSolverCount == 0 { return regionEnd - regionStart }
        var count = 0
        for handle in handles where handle.group === self && !handle.inSolver {
          count += handle.installedRange.count
        }
        return count
      }
      return !cancelled && !inSolver ? ownConstraints.count : 0
    }

    /// Marks every waiting constraint as in the solver.
    func markPendingInSolver() {
      if isBatch {
        // A batch that reached the solver whole is marked as a whole: the handles are not
        // touched (they are long out of cache by the time the solver has taken the batch).
        if isIntact, inSolverCount == 0, !wholeBatchInSolver {
          wholeBatchInSolver = true
          inSolverCount = liveCount
          return
        }
        for handle in handles where handle.group === self && !handle.inSolver {
          handle.inSolver = true
          inSolverCount += 1
        }
      } else if !cancelled {
        inSolver = true
      }
    }
  }

  /// A unit the engine can add or reject on its own when a batch fails: a system group, or
  /// one handle of a batch.
  struct PendingUnit {
    /// The record.
    let group: Group
    /// The handle (`nil` for a system group).
    let handle: Constraint?

    /// Whether the unit still waits for the solver.
    var isPending: Bool {
      if let handle { return handle.group === group && !handle.inSolver }
      return !group.cancelled && !group.inSolver
    }

    /// Appends the unit's constraints to `array`.
    func append(to array: inout [StrutCore.Constraint]) {
      if let handle {
        array.append(contentsOf: group.constraints(of: handle))
      } else {
        array.append(contentsOf: group.constraints)
      }
    }

    /// Marks the unit as in the solver.
    func markInSolver() {
      if let handle {
        handle.inSolver = true
        group.inSolverCount += 1
      } else {
        group.inSolver = true
      }
    }
  }
}
