import Foundation

extension LayoutView {
  /// Adds `view` at the front of this view's subviews (removing it from its previous
  /// superview first). A view that was a root brings its constraints along: they move into
  /// this tree's engine. Adding an ancestor of this view (a cycle) is refused with a
  /// diagnostic.
  public func addSubview(_ view: LayoutView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` into the subviews at `index` (clamped to the valid range).
  public func insertSubview(_ view: LayoutView, at index: Int) {
    // Only a view with subviews can be an ancestor of another view.
    if view === self || (!view.subviews.isEmpty && view.isAncestor(of: self)) {
      layoutEngine.record(
        LayoutDiagnostic(
          kind: .hierarchyCycle,
          message:
            "cannot add \(view.displayName) to \(displayName): it is \(displayName)'s ancestor"
            + " or itself",
          constraint: nil, items: [view.displayName, displayName], file: "", line: 0))
      return
    }
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: max(0, min(index, subviews.count)))
      return
    }
    if view.superview != nil { view.removeFromSuperview() }
    // The view is now a root; its engine (if any) is merged into this tree's.
    var moving: [Constraint] = []
    var diagnostics: [LayoutDiagnostic] = []
    if let engine = view.ownEngine {
      (moving, diagnostics) = engine.detachEverything()
      view.ownEngine = nil
    }
    view.superview = self
    if index >= subviews.count {
      // A view's first subview usually has siblings: room for a few at once instead of growing
      // the array one step at a time.
      if subviews.capacity == 0 { subviews.reserveCapacity(4) }
      subviews.append(view)
    } else {
      subviews.insert(view, at: max(0, index))
    }
    if !moving.isEmpty || !diagnostics.isEmpty {
      let engine = layoutEngine
      engine.adopt(diagnostics)
      for handle in moving { handle.activate() }
    }
    // Leading/trailing and inherited directions may differ in the new tree.
    if view.effectiveLayoutDirection != .leftToRight { view.directionChanged() }
    existingEngine?.needsSolve = true
  }

  /// Removes the view from its superview. Constraints between this view's subtree and views
  /// outside it are deactivated (as in UIKit); constraints inside the subtree move with it
  /// into its own engine.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    var handles: [ObjectIdentifier: Constraint] = [:]
    forEachItemInSubtree { item in
      for handle in item.activeConstraints { handles[ObjectIdentifier(handle)] = handle }
    }
    var inside: [Constraint] = []
    for handle in handles.values {
      let keeps = handle.mentionedItems.allSatisfy { self.isAncestor(of: $0) }
      handle.deactivate()
      if keeps { inside.append(handle) }
    }
    parent.existingEngine?.needsSolve = true
    parent.subviews.removeAll { $0 === self }
    superview = nil
    for handle in inside.sorted(by: { $0.serial < $1.serial }) { handle.activate() }
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: LayoutView) -> Bool { view.isAncestor(of: self) }
}
