extension LayoutEngine {
  /// One engine record: either the implicit constraints of one item (a *system* group: root
  /// pins, a kept frame, an intrinsic size, a system guide), or a *batch* of DSL handles — one
  /// per `makeConstraints` call (or per handle activated on its own).
  ///
  /// A batch lists its handles; each handle holds its own solver constraints and mentions and
  /// stays individually removable: an entry is live while its handle's `group` is this
  /// record, and the record leaves the engine when its last live handle does. A batch reaches
  /// the solver in one piece (every live handle's constraints at once); a handle the solver
  /// refuses is isolated and rejected on its own.
  final class Group {
    /// The item whose implicit constraints these are (`nil` for a batch of DSL handles).
    let systemOwner: LayoutItemReference?
    /// A system group's constraints (empty for a batch: its handles hold theirs).
    let constraints: ConstraintList
    /// The items a system group's constraints mention (its own item excepted).
    let mentions: MentionList
    /// A batch's handles, in activation order (some may have been withdrawn since).
    @exclusivity(unchecked) var handles: [Constraint] = []
    /// How many of ``handles`` are still installed through this batch.
    @exclusivity(unchecked) var liveCount = 0
    /// Whether a system group's constraints are in the solver.
    @exclusivity(unchecked) var inSolver = false
    /// Whether a queued system group was withdrawn before reaching the solver.
    @exclusivity(unchecked) var cancelled = false
    /// The index in the engine's `groups` while listed, else -1.
    @exclusivity(unchecked) var slot = -1
    /// One description per constraint of a system group, made when first asked for.
    var cachedDescriptions: [String]?

    /// A system group for `owner`'s implicit constraints.
    init(system owner: LayoutItemReference, constraints: ConstraintList, mentions: MentionList) {
      self.systemOwner = owner
      self.constraints = constraints
      self.mentions = mentions
    }

    /// An empty batch of DSL handles, with room for `batchCapacity` of them.
    init(batchCapacity: Int) {
      self.systemOwner = nil
      self.constraints = ConstraintList()
      self.mentions = MentionList()
      handles.reserveCapacity(batchCapacity)
    }

    /// Whether this is a batch of DSL handles (else a system group).
    @inline(__always)
    var isBatch: Bool { systemOwner == nil }

    /// Whether the record has constraints waiting for the solver.
    var hasPendingConstraints: Bool {
      if isBatch {
        return handles.contains { $0.group === self && !$0.inSolver }
      }
      return !cancelled && !inSolver && constraints.count > 0
    }

    /// Calls `body` with every live constraint of the record (in the solver, or also queued).
    func forEachLiveConstraint(
      inSolverOnly: Bool, _ body: (StrutCore.Constraint) -> Void
    ) {
      if isBatch {
        for handle in handles where handle.group === self && (!inSolverOnly || handle.inSolver) {
          for constraint in handle.installed { body(constraint) }
        }
      } else if !cancelled, !inSolverOnly || inSolver {
        for constraint in constraints { body(constraint) }
      }
    }

    /// Appends the constraints still waiting for the solver to `array`.
    func appendPending(to array: inout [StrutCore.Constraint]) {
      if isBatch {
        for handle in handles where handle.group === self && !handle.inSolver {
          handle.installed.append(to: &array)
        }
      } else if !cancelled, !inSolver {
        constraints.append(to: &array)
      }
    }

    /// How many constraints are waiting for the solver.
    var pendingCount: Int {
      if isBatch {
        var count = 0
        for handle in handles where handle.group === self && !handle.inSolver {
          count += handle.installed.count
        }
        return count
      }
      return !cancelled && !inSolver ? constraints.count : 0
    }

    /// Marks every waiting constraint as in the solver.
    func markPendingInSolver() {
      if isBatch {
        for handle in handles where handle.group === self { handle.inSolver = true }
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
        handle.installed.append(to: &array)
      } else {
        group.constraints.append(to: &array)
      }
    }

    /// Marks the unit as in the solver.
    func markInSolver() {
      if let handle { handle.inSolver = true } else { group.inSolver = true }
    }
  }
}
