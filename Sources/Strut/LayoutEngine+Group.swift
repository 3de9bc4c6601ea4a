extension LayoutEngine {
  /// One engine record: either the implicit constraints of one item (a *system* group: root
  /// pins, a kept frame, an intrinsic size, a system guide), or a *batch* of DSL handles — one
  /// per `makeConstraints` call (or per handle activated on its own).
  ///
  /// A batch owns one flat array of solver constraints, built straight into it handle by
  /// handle; each handle knows its range there and its own mentions, so it stays individually
  /// removable: an entry is live while its handle's `group` is this record, and the record
  /// leaves the engine when its last live handle does. A batch reaches the solver in one piece
  /// (its whole array when no handle was withdrawn before); a handle the solver refuses is
  /// isolated and rejected on its own.
  final class Group {
    /// The item whose implicit constraints these are (`nil` for a batch of DSL handles).
    let systemOwner: LayoutItemReference?
    /// The solver constraints: a system group's, or every handle's of a batch, in order
    /// (withdrawn handles' ranges included until the batch goes).
    @exclusivity(unchecked) var constraints: [StrutCore.Constraint]
    /// The items a system group's constraints mention (its own item excepted).
    let mentions: MentionList
    /// A batch's handles, in description order (only those whose `group` is this record are
    /// installed through it: some may have failed or been withdrawn since).
    @exclusivity(unchecked) var handles: [Constraint] = []
    /// How many of ``handles`` are still installed through this batch.
    @exclusivity(unchecked) var liveCount = 0
    /// Whether a system group's constraints are in the solver.
    @exclusivity(unchecked) var inSolver = false
    /// How many live handles of a batch are in the solver.
    @exclusivity(unchecked) var inSolverCount = 0
    /// Whether a queued system group was withdrawn before reaching the solver.
    @exclusivity(unchecked) var cancelled = false
    /// The index in the engine's `groups` while listed, else -1.
    @exclusivity(unchecked) var slot = -1
    /// Whether the engine stages this batch's constraints in one piece once all its handles
    /// are activated (a `makeConstraints` record), rather than handle by handle.
    @exclusivity(unchecked) var stagesAsWhole = false
    /// One description per constraint of a system group, made when first asked for.
    var cachedDescriptions: [String]?

    /// A system group for `owner`'s implicit constraints.
    init(
      system owner: LayoutItemReference, constraints: [StrutCore.Constraint],
      mentions: MentionList
    ) {
      self.systemOwner = owner
      self.constraints = constraints
      self.mentions = mentions
    }

    /// A batch for `handles` (none installed yet: each joins when its activation succeeds).
    init(batchOf handles: [Constraint]) {
      self.systemOwner = nil
      self.constraints = []
      self.mentions = MentionList()
      self.handles = handles
      // Usually one solver constraint per handle (room for exactly that: the array lives as
      // long as the record); composites and arrays grow it.
      constraints.reserveCapacity(handles.count)
    }

    /// Whether this is a batch of DSL handles (else a system group).
    @inline(__always)
    var isBatch: Bool { systemOwner == nil }

    /// Whether every handle of this batch is installed through it.
    @inline(__always)
    var isIntact: Bool { liveCount == handles.count }

    /// The solver constraints of a handle installed through this batch.
    @inline(__always)
    func constraints(of handle: Constraint) -> ArraySlice<StrutCore.Constraint> {
      constraints[handle.installedRange]
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
        if isIntact, inSolverCount == 0 { return constraints.count }
        var count = 0
        for handle in handles where handle.group === self && !handle.inSolver {
          count += handle.installedRange.count
        }
        return count
      }
      return !cancelled && !inSolver ? constraints.count : 0
    }

    /// Marks every waiting constraint as in the solver.
    func markPendingInSolver() {
      if isBatch {
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
