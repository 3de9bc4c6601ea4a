import Foundation
import StrutCassowary

extension LayoutEngine {
  /// Sends queued changes to the solver, solves, and writes frames — only if something
  /// changed since the last call (constraints, the root's size, margins, intrinsic sizes…).
  public func layoutIfNeeded() {
    if !needsSolve, !editsActive || root?.frame.size == lastSuggestedSize { return }
    // For Cassowary the root's size goes in before the content (as a window's size comes
    // before its content): with the root width free while the content's rows are inserted,
    // the first row that needs it takes it as its subject and every later row is reduced
    // through that row (docs/architecture.md, "Build order"). GLPK builds faster the other
    // way (one cold solve of the whole system; see WorkloadRunner.build).
    if solver is CassowarySolver { updateRootSizeEdits() }
    flush()
    updateRootSizeEdits()
    solver.updateVariables()
    // Frames are read from the solver lazily, on access (see `materializeFrame(of:)`).
    solveCount += 1
    needsSolve = false
  }

  /// Applies queued removals, then queued additions (in one batch; a batch the solver refuses
  /// is split until the offending constraints are isolated and rejected with diagnostics).
  func flush() {
    while !pendingRemovals.isEmpty || !pendingAdds.isEmpty {
      if !pendingRemovals.isEmpty {
        let removals = pendingRemovals
        pendingRemovals.removeAll()
        do {
          try solver.remove(contentsOf: removals)
        } catch {
          for constraint in removals where solver.contains(constraint) {
            try? solver.remove(constraint)
          }
        }
      }
      if !pendingAdds.isEmpty {
        let adds = pendingAdds
        pendingAdds.removeAll()
        addGroups(adds)
      }
    }
  }

  /// Adds the waiting constraints of `batch` as one transaction; if the solver refuses, the
  /// groups are split into units (system groups and single handles) and bisected.
  private func addGroups(_ batch: [Group]) {
    // The constraints staged as they were installed are exactly the waiting ones unless
    // something queued was withdrawn since: then they are gathered from the records.
    var constraints: [StrutCore.Constraint] = []
    if stagedIsExact {
      // The store's array itself (shared, not copied): the records keep their regions of it.
      constraints = stagingStore.constraints
    } else {
      var constraintCount = 0
      for group in batch { constraintCount += group.pendingCount }
      constraints.reserveCapacity(constraintCount)
      for group in batch { group.appendPending(to: &constraints) }
    }
    // Whatever is built from here on goes to a fresh store.
    stagingStore = ConstraintStore()
    stagedIsExact = true
    guard !constraints.isEmpty else { return }
    do {
      try solver.add(contentsOf: constraints)
      for group in batch { group.markPendingInSolver() }
    } catch {
      var units: [PendingUnit] = []
      for group in batch {
        if group.isBatch {
          for handle in group.handles where handle.group === group && !handle.inSolver {
            units.append(PendingUnit(group: group, handle: handle))
          }
        } else if !group.cancelled, !group.inSolver {
          units.append(PendingUnit(group: group, handle: nil))
        }
      }
      bisect(units[...], error)
    }
  }

  /// Adds units as one transaction, bisecting on failure.
  private func addUnits(_ units: ArraySlice<PendingUnit>) {
    let live = units.filter(\.isPending)
    guard !live.isEmpty else { return }
    var constraints: [StrutCore.Constraint] = []
    for unit in live { unit.append(to: &constraints) }
    do {
      try solver.add(contentsOf: constraints)
      for unit in live { unit.markInSolver() }
    } catch {
      bisect(live[...], error)
    }
  }

  /// Isolates the offending units of a refused slice.
  private func bisect(_ units: ArraySlice<PendingUnit>, _ error: SolverError) {
    if units.count == 1, let unit = units.first {
      reject(unit, error)
    } else {
      let middle = units.startIndex + units.count / 2
      addUnits(units[..<middle])
      addUnits(units[middle...])
    }
  }

  /// Takes a refused unit out and records why.
  private func reject(_ unit: PendingUnit, _ error: SolverError) {
    var kind = LayoutDiagnostic.Kind.solverFailure
    var conflicts: [String] = []
    var message = error.description
    switch error {
    case .unsatisfiable(_, let others):
      kind = .unsatisfiable
      conflicts = others.map { describe($0) }
      message = "a required constraint cannot hold together with the installed ones"
    case .nonFiniteCoefficient, .nonFiniteConstant:
      kind = .nonFiniteNumber
    case .invalidPriority:
      kind = .invalidPriority
    default:
      break
    }
    if let handle = unit.handle {
      withdraw(handle)
      handle.installationFailed()
      let diagnostic = handle.diagnostic(kind, message, conflicts: conflicts)
      handle.lastDiagnostic = diagnostic
      record(diagnostic)
    } else {
      let group = unit.group
      withdraw(group)
      let reference = group.systemOwner
      if let item = reference?.item, item.systemGroup === group {
        item.systemGroup = nil
      }
      let name = reference?.item?.displayName ?? "?"
      record(
        LayoutDiagnostic(
          kind: kind, message: message + " (implicit constraints of \(name))",
          constraint: descriptions(of: group).joined(separator: "; "),
          items: [name], file: "", line: 0, conflicts: conflicts))
    }
  }

  /// Adds, resets or re-suggests the root size edit variables.
  private func updateRootSizeEdits() {
    guard let root else { return }
    let wanted = root.involvement > 0
    if editsActive, !wanted || editsNeedReset {
      try? solver.removeEditVariable(root.widthVariable)
      try? solver.removeEditVariable(root.heightVariable)
      editsActive = false
    }
    editsNeedReset = false
    guard wanted else { return }
    if !editsActive {
      do {
        try solver.addEditVariable(root.widthVariable, priority: rootSizePriority)
        do {
          try solver.addEditVariable(root.heightVariable, priority: rootSizePriority)
        } catch {
          try? solver.removeEditVariable(root.widthVariable)
          throw error
        }
      } catch {
        record(
          LayoutDiagnostic(
            kind: .solverFailure, message: "cannot make the root size editable: \(error)",
            constraint: nil, items: [root.displayName], file: "", line: 0))
        return
      }
      editsActive = true
      lastSuggestedSize = nil
    }
    let size = root.frame.size
    guard size != lastSuggestedSize else { return }
    guard size.width.isFinite, size.height.isFinite else {
      record(
        LayoutDiagnostic(
          kind: .nonFiniteNumber,
          message: "the root frame size \(size) is not finite; kept the last one",
          constraint: nil, items: [root.displayName], file: "", line: 0))
      lastSuggestedSize = size
      return
    }
    do {
      try solver.suggestValue(Double(size.width), for: root.widthVariable)
      try solver.suggestValue(Double(size.height), for: root.heightVariable)
      lastSuggestedSize = size
    } catch {
      record(
        LayoutDiagnostic(
          kind: .solverFailure, message: "cannot suggest the root size: \(error)",
          constraint: nil, items: [root.displayName], file: "", line: 0))
    }
  }

  /// Reads an item's frame from the solver's current values (container coordinates). Views
  /// that keep their frame (roots, `translatesAutoresizingMaskIntoConstraints`) are left
  /// as they are.
  ///
  /// `rootIsGone`: the engine is going away with its root; an item without a container was
  /// the root's child (the root's origin is 0).
  func materializeFrame(of item: LayoutItem, rootIsGone: Bool = false) {
    item.frameGeneration = solveCount
    guard solveCount > 0 else { return }
    let container = item.container
    guard container != nil || rootIsGone else { return }
    if let view = item.asView, view.translatesAutoresizingMaskIntoConstraints { return }
    let originX = container.map { solver.value(of: $0.xVariable) } ?? 0
    let originY = container.map { solver.value(of: $0.yVariable) } ?? 0
    let frame = CGRect(
      x: solver.value(of: item.xVariable) - originX,
      y: solver.value(of: item.yVariable) - originY,
      width: solver.value(of: item.widthVariable),
      height: solver.value(of: item.heightVariable))
    item.applySolvedFrame(frame)
  }

  /// Brings every involved item's stored frame up to date.
  func materializeAllFrames() {
    for item in involved { item.refreshFrameIfStale() }
  }

  /// The implicit constraints of an item, their descriptions, and the OTHER items they mention.
  func systemConstraints(
    for item: LayoutItem, describing: Bool = false
  ) -> ([StrutCore.Constraint], [String], [LayoutItem]) {
    var constraints: [StrutCore.Constraint] = []
    var descriptions: [String] = []
    var mentions: [LayoutItem] = []
    var name: String { item.displayName }
    var x: StrutCore.Expression { StrutCore.Expression(item.xVariable) }
    var y: StrutCore.Expression { StrutCore.Expression(item.yVariable) }
    var width: StrutCore.Expression { StrutCore.Expression(item.widthVariable) }
    var height: StrutCore.Expression { StrutCore.Expression(item.heightVariable) }
    func add(_ constraint: StrutCore.Constraint, _ text: @autoclosure () -> String) {
      constraints.append(constraint)
      if describing { descriptions.append(text()) }
    }
    if let guide = item.asGuide {
      guard let owner = guide.owningView, let insets = guide.systemInsets, insets.isFinite else {
        return ([], [], [])
      }
      mentions.append(owner)
      let what = guide.role == .margins ? "layout margins" : "safe area"
      add(
        x - owner.xVariable == Double(insets.left),
        "\(name).left == \(owner.displayName).left + \(formatted(insets.left)) (\(what))")
      add(
        y - owner.yVariable == Double(insets.top),
        "\(name).top == \(owner.displayName).top + \(formatted(insets.top)) (\(what))")
      add(
        width - owner.widthVariable == -Double(insets.left + insets.right),
        "\(name).width == \(owner.displayName).width - \(formatted(insets.left + insets.right)) (\(what))"
      )
      add(
        height - owner.heightVariable == -Double(insets.top + insets.bottom),
        "\(name).height == \(owner.displayName).height - \(formatted(insets.top + insets.bottom)) (\(what))"
      )
      return (constraints, descriptions, mentions)
    }
    guard let view = item.asView else { return ([], [], []) }
    if let container = view.superview {
      if view.translatesAutoresizingMaskIntoConstraints {
        let frame = view.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
          frame.height.isFinite
        else {
          record(
            LayoutDiagnostic(
              kind: .nonFiniteNumber, message: "the frame \(frame) of \(name) is not finite",
              constraint: nil, items: [name], file: "", line: 0))
          return ([], [], [])
        }
        mentions.append(container)
        add(
          x - container.xVariable == Double(frame.minX),
          "\(name).left == \(formatted(frame.minX)) (frame)")
        add(
          y - container.yVariable == Double(frame.minY),
          "\(name).top == \(formatted(frame.minY)) (frame)")
        add(width == Double(frame.width), "\(name).width == \(formatted(frame.width)) (frame)")
        add(height == Double(frame.height), "\(name).height == \(formatted(frame.height)) (frame)")
        return (constraints, descriptions, mentions)
      }
    } else {
      add(x == 0, "\(name).left == 0 (root)")
      add(y == 0, "\(name).top == 0 (root)")
    }
    if !view.translatesAutoresizingMaskIntoConstraints {
      let size = view.intrinsicContentSize
      guard size.width >= 0 || size.height >= 0 else {
        return (constraints, descriptions, mentions)
      }
      let axes: [(LayoutAxis, CGFloat, StrutCore.Expression, String)] = [
        (.horizontal, size.width, width, "width"), (.vertical, size.height, height, "height"),
      ]
      for (axis, metric, variable, label) in axes where metric >= 0 && metric.isFinite {
        let hugging = view.contentHuggingPriority(for: axis)
        let resistance = view.contentCompressionResistancePriority(for: axis)
        add(
          (variable <= Double(metric)).priority(hugging),
          "\(name).\(label) <= \(formatted(metric))\(priorityText(hugging)) (content hugging)")
        add(
          (variable >= Double(metric)).priority(resistance),
          "\(name).\(label) >= \(formatted(metric))\(priorityText(resistance)) (compression resistance)"
        )
      }
    }
    return (constraints, descriptions, mentions)
  }
}

/// ` @750` for an optional priority, "" for required.
func priorityText(_ priority: Priority) -> String {
  if priority.isRequired { return "" }
  let value = priority.value
  return value == value.rounded() ? " @\(Int(value))" : " @\(value)"
}
