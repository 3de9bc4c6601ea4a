import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lays out one view tree: holds the solver, the installed constraints, and the diagnostics.
///
/// Each root view owns an engine (``LayoutView/layoutEngine``), created on first use with
/// `CassowarySolver` unless the root was created with `LayoutView(frame:solver:)` or
/// ``useSolver(_:)`` is called. Constraint changes are queued and reach the solver in one
/// batch at the next ``layoutIfNeeded()``; that call solves only when something changed,
/// then writes frames.
///
/// The root's frame size reaches the solver as two edit variables at ``rootSizePriority``:
/// resizing the root is an incremental `suggestValue`, not a rebuild.
public final class LayoutEngine {
  /// The backend.
  public private(set) var solver: any ConstraintSolver

  let rootReference: LayoutItemReference

  /// The root view of the tree this engine lays out (`nil` once it is gone).
  public var root: LayoutView? {
    rootReference.item.map { unsafeDowncast($0, to: LayoutView.self) }
  }

  /// The priority of the root size edit variables (default 999: above every optional
  /// constraint a layout normally uses, below required).
  public var rootSizePriority: Priority = Priority(999) {
    didSet {
      if oldValue != rootSizePriority {
        editsNeedReset = true
        needsSolve = true
      }
    }
  }

  /// Whether diagnostics are printed (to standard error, once per distinct problem).
  public var printsDiagnostics = true

  /// Called for every diagnostic as it is recorded.
  public var diagnosticHandler: ((LayoutDiagnostic) -> Void)?

  /// Every diagnostic recorded so far, oldest first.
  public private(set) var diagnostics: [LayoutDiagnostic] = []

  /// Whether the next ``layoutIfNeeded()`` must solve.
  @exclusivity(unchecked) public internal(set) var needsSolve = true

  /// How many times ``layoutIfNeeded()`` actually solved (for tests and profiling).
  @exclusivity(unchecked) public internal(set) var solveCount = 0

  /// How many solver constraints the engine has installed or queued (DSL constraints and
  /// implicit ones: root pins, frames kept as set, intrinsic sizes, system guides).
  public var constraintCount: Int {
    var count = 0
    for group in groups { group.forEachLiveConstraint(inSolverOnly: false) { _ in count += 1 } }
    return count
  }

  /// Every live group (queued or in the solver), by identity.
  @exclusivity(unchecked) var groups: [Group] = []
  /// Groups whose live constraints go to the solver at the next layout, in order.
  @exclusivity(unchecked) var pendingAdds: [Group] = []
  /// Solver constraints to take out at the next layout.
  @exclusivity(unchecked) var pendingRemovals: [StrutCore.Constraint] = []
  /// Where the records built until the next layout keep their solver constraints, together
  /// with a copy of the system groups queued meanwhile, in queue order (a system group comes
  /// before the record whose installation queued it): while ``stagedIsExact``, exactly the
  /// waiting constraints of ``pendingAdds``, handed to the solver as they are.
  @exclusivity(unchecked) var stagingStore = ConstraintStore()
  /// The maker of the last `makeConstraints` call on this tree that the closure did not keep,
  /// for the next call (it holds no handle and no item).
  @exclusivity(unchecked) var spareMaker: ConstraintMaker?
  /// Whether ``stagingStore`` holds exactly the waiting constraints of ``pendingAdds``: true
  /// until something queued is withdrawn or the solver is replaced.
  @exclusivity(unchecked) var stagedIsExact = true
  /// The record whose handle is being installed (system groups it queues go before it);
  /// set and cleared within ``install(_:in:)``, while the handle holds the record, so the
  /// unretained reference never dangles.
  @exclusivity(unchecked) unowned(unsafe) var recordBeingInstalled: Group?
  /// Items other than the root that take part in layout (mentioned by an installed
  /// constraint). Held strongly: an involved item is in this engine's tree.
  /// (Each knows its index here, ``LayoutItem/involvedSlot``.)
  @exclusivity(unchecked) var involved: [LayoutItem] = []
  @exclusivity(unchecked) var editsActive = false
  @exclusivity(unchecked) var editsNeedReset = false
  @exclusivity(unchecked) var lastSuggestedSize: CGSize?
  var printedKeys: Set<String> = []

  init(root: LayoutView, solver: any ConstraintSolver) {
    self.rootReference = root.reference
    self.solver = solver
  }

  deinit {
    // Keep the last solved frames (the root, whose origin is 0, is already gone), then clear
    // the unowned links into this engine and the handle ↔ group links.
    for item in involved where item.frameGeneration != solveCount {
      materializeFrame(of: item, rootIsGone: true)
    }
    for item in involved {
      item.frameEngine = nil
      item.systemGroup = nil
      item.involvedSlot = -1
    }
    for group in groups where group.isBatch {
      for handle in group.handles where handle.group === group {
        handle.group = nil
        handle.engine = nil
        handle.inSolver = false
        handle.installedMentions = MentionList()
      }
      group.inSolverCount = 0
      group.wholeBatchInSolver = false
    }
  }

  /// Replaces the backend: every installed constraint and the root size edits move to
  /// `newSolver` at the next layout.
  public func useSolver(_ newSolver: any ConstraintSolver) {
    abandonStaging()
    materializeAllFrames()
    solver = newSolver
    editsActive = false
    lastSuggestedSize = nil
    pendingRemovals.removeAll()
    for group in groups {
      if group.isBatch {
        // A batch reaches the solver as a whole: either every live handle is in it, or the
        // batch is still queued.
        var moved = false
        for handle in group.handles where handle.group === group && handle.inSolver {
          handle.inSolver = false
          moved = true
        }
        group.inSolverCount = 0
        group.wholeBatchInSolver = false
        if moved { pendingAdds.append(group) }
      } else if group.inSolver {
        group.inSolver = false
        pendingAdds.append(group)
      }
    }
    needsSolve = true
  }

  // MARK: installing

  /// Installs a handle whose solver constraints were just built into `group`, a batch that
  /// lists it (the record of the current `makeConstraints` call, listed and queued with its
  /// first handle that succeeds).
  func install(_ handle: Constraint, in group: Group) {
    // Not in the solver: set while the handle has no record yet, so that the flag is all
    // there is to set (``Constraint/inSolver``'s setter consults the record).
    handle.inSolverFlag = false
    handle.group = group
    needsSolve = true
    // Implicit constraints queued while the mentioned items are involved go before the record.
    recordBeingInstalled = group
    // Field by field, unretained (the handle holds the references): copying the whole list
    // out of the handle would retain all of it.
    if let link = handle.installedMentions.firstLink { involve(link, through: group) }
    if let link = handle.installedMentions.secondLink { involve(link, through: group) }
    if !handle.installedMentions.rest.isEmpty {
      for reference in handle.installedMentions.rest { involve(reference, through: group) }
    }
    recordBeingInstalled = nil
    // Queued after the implicit constraints of the items it involves for the first time (a
    // root's pins come before the constraints on it, as a hand-written system lists them).
    if group.liveCount == 0, group.slot < 0 { enqueue(group) }
    group.liveCount += 1
  }

  /// Puts a copy of a system group's constraints into the staging store: before the region of
  /// the record being installed (whose handle queued it), else at the end.
  private func stageSystemConstraints(of group: Group) {
    let constraints = group.ownConstraints
    guard !constraints.isEmpty else { return }
    guard let record = recordBeingInstalled, record.store === stagingStore else {
      stagingStore.constraints.append(contentsOf: constraints)
      return
    }
    let shift = constraints.count
    stagingStore.constraints.insert(contentsOf: constraints, at: record.regionStart)
    record.regionStart += shift
    record.regionEnd += shift
    for handle in record.handles where handle.group === record {
      handle.installedStart += Int32(truncatingIfNeeded: shift)
    }
  }

  /// ``involve(_:through:)`` for an unretained reference (held by the caller's handle).
  @inline(__always)
  private func involve(_ link: Unmanaged<LayoutItemReference>, through group: Group) {
    link._withUnsafeGuaranteedRef { involve($0, through: group) }
  }

  /// Counts one more installed constraint on the referenced item (involving it the first
  /// time) and logs the record it came through.
  @inline(__always)
  private func involve(_ reference: LayoutItemReference, through group: Group) {
    guard let link = reference.link else { return }
    link._withUnsafeGuaranteedRef { item in
      // Already involved (the usual case for a batch's own item): just count.
      if item.involvement > 0 {
        item.involvement &+= 1
      } else {
        retain(item)
      }
      item.logConstraint(in: group)
    }
  }

  /// Gives up the staged copy of the waiting constraints (the next layout gathers them from
  /// the records).
  func abandonStaging() {
    stagedIsExact = false
  }

  /// Takes a DSL handle out (queued or in the solver); its record goes when it has no live
  /// handle left.
  func withdraw(_ handle: Constraint) {
    guard let group = handle.group else { return }
    // Read while the handle is still in its record (a whole batch's mark is the record's).
    let wasInSolver = handle.inSolver
    if !wasInSolver { abandonStaging() }
    group.markHandlesInSolverOneByOne()
    handle.group = nil
    if wasInSolver {
      pendingRemovals.append(contentsOf: group.constraints(of: handle))
      handle.inSolver = false
      group.inSolverCount -= 1
    }
    group.liveCount -= 1
    if group.liveCount <= 0 { unlist(group) }
    needsSolve = true
    handle.installedMentions.forEachItem { release($0) }
  }

  /// Removes a group from ``groups`` (swapping the last one into its slot).
  private func unlist(_ group: Group) {
    let slot = group.slot
    guard slot >= 0, slot < groups.count, groups[slot] === group else { return }
    let last = groups.removeLast()
    if slot < groups.count {
      groups[slot] = last
      last.slot = slot
    }
    group.slot = -1
  }

  /// Lists a group and queues it for the next layout.
  func enqueue(_ group: Group) {
    group.slot = groups.count
    groups.append(group)
    boundPendingAdds()
    pendingAdds.append(group)
    // A batch's constraints are in the staging store already (built there).
    if stagedIsExact, !group.isBatch { stageSystemConstraints(of: group) }
    needsSolve = true
    // Only a system group lists other items (a batch involves its items handle by handle).
    if group.isBatch { return }
    for reference in group.mentions {
      if let item = reference.item { retain(item) }
    }
  }

  /// Takes a system group out (queued or in the solver).
  func withdraw(_ group: Group) {
    let slot = group.slot
    guard slot >= 0, slot < groups.count, groups[slot] === group else { return }
    unlist(group)
    if group.inSolver {
      pendingRemovals.append(contentsOf: group.constraints)
      group.inSolver = false
    } else {
      group.cancelled = true
      abandonStaging()
    }
    needsSolve = true
    for reference in group.mentions {
      if let item = reference.item { release(item) }
    }
  }

  func retain(_ item: LayoutItem) {
    item.involvement += 1
    if item.involvement == 1 {
      if item !== rootReference.item {
        item.involvedSlot = involved.count
        involved.append(item)
        item.frameEngine = self
        item.frameGeneration = solveCount
      }
      refreshSystemConstraints(for: item)
    }
  }

  func release(_ item: LayoutItem) {
    item.involvement -= 1
    if item.involvement == 0 {
      // Keep the last solved frame: read it while the solver still has the values.
      item.refreshFrameIfStale()
      item.frameEngine = nil
      let slot = item.involvedSlot
      if slot >= 0, slot < involved.count, involved[slot] === item {
        let last = involved.removeLast()
        if slot < involved.count {
          involved[slot] = last
          last.involvedSlot = slot
        }
      }
      item.involvedSlot = -1
      if let group = item.systemGroup {
        item.systemGroup = nil
        withdraw(group)
      }
    }
  }

  /// Re-derives the implicit constraints of an item (root pins, frame pins of views that
  /// keep their frame, intrinsic size, system guides) from its current state.
  func refreshSystemConstraints(for item: LayoutItem) {
    needsSolve = true
    if let old = item.systemGroup {
      item.systemGroup = nil
      withdraw(old)
    }
    guard item.involvement > 0 else { return }
    // The common case: a view laid out by constraints, inside the tree, without an intrinsic
    // size, has no implicit constraints.
    if let view = item.asView, !view.translatesAutoresizingMaskIntoConstraints,
      view.superview != nil
    {
      let size = view.intrinsicContentSize
      if !(size.width >= 0), !(size.height >= 0) { return }
    }
    let (constraints, _, mentions) = systemConstraints(for: item)
    guard !constraints.isEmpty else { return }
    let group = Group(
      system: item.reference, constraints: constraints,
      mentions: MentionList(mentions))
    item.systemGroup = group
    enqueue(group)
  }

  // MARK: diagnostics

  /// Records a diagnostic (and prints it once per distinct problem).
  func record(_ diagnostic: LayoutDiagnostic) {
    diagnostics.append(diagnostic)
    diagnosticHandler?(diagnostic)
    let key =
      "\(diagnostic.kind) \(diagnostic.location) \(diagnostic.constraint ?? diagnostic.message)"
    if printsDiagnostics, printedKeys.insert(key).inserted {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
  }

  /// Takes over diagnostics from an engine that is going away.
  func adopt(_ earlier: [LayoutDiagnostic]) {
    diagnostics.append(contentsOf: earlier)
  }

  /// Removes every diagnostic recorded so far.
  public func clearDiagnostics() {
    diagnostics.removeAll()
  }

  /// Deactivates every DSL constraint (returning them) and hands back the diagnostics; used
  /// when this engine's root joins another tree.
  func detachEverything() -> ([Constraint], [LayoutDiagnostic]) {
    var handles: [Constraint] = []
    for group in groups where group.isBatch {
      for handle in group.handles where handle.group === group { handles.append(handle) }
    }
    handles.sort { $0.serial < $1.serial }
    for handle in handles { handle.deactivate() }
    return (handles, diagnostics)
  }

  /// The description of a solver constraint this engine installed.
  func describe(_ constraint: StrutCore.Constraint) -> String {
    for group in groups {
      if group.isBatch {
        for handle in group.handles where handle.group === group {
          let own = group.constraints(of: handle)
          if let index = own.firstIndex(of: constraint) {
            let texts = handle.descriptions
            let offset = index - own.startIndex
            return offset < texts.count ? texts[offset] : constraint.description
          }
        }
      } else if let index = group.constraints.firstIndex(of: constraint) {
        return descriptions(of: group)[index]
      }
    }
    return constraint.description
  }

  /// One description per constraint of a system group (made once).
  func descriptions(of group: Group) -> [String] {
    if let cached = group.cachedDescriptions { return cached }
    var texts = group.systemOwner?.item.map { systemConstraints(for: $0, describing: true).1 } ?? []
    if texts.count != group.constraints.count { texts = group.constraints.map(\.description) }
    group.cachedDescriptions = texts
    return texts
  }
}
