import Foundation

/// How ``LayoutView/inspectorDocument(options:)`` inspects a tree.
public struct InspectorOptions: Sendable, Hashable {
  /// Ambiguity is checked (up to two solver probes per frame value, as
  /// ``LayoutEngine/ambiguousFrameValues(of:)`` does) when at most this many items take part
  /// in layout; above it the page says that it was not checked. Default 200: the probes cost
  /// about the square of the tree's size (in a debug build, 200 items take about 1 s with
  /// Cassowary and 10 s with GLPK; 500 items 4 s and 37 s).
  public var ambiguityCheckLimit: Int
  /// The page's title (default: the root view's name).
  public var title: String?

  /// Options.
  public init(ambiguityCheckLimit: Int = 200, title: String? = nil) {
    self.ambiguityCheckLimit = ambiguityCheckLimit
    self.title = title
  }
}

/// Why the inspector page could not be written.
public struct InspectorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file that could not be written.
  public var path: String
  /// What went wrong.
  public var reason: String

  /// An error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write <path>: <reason>`.
  public var description: String { "cannot write \(path): \(reason)" }
}

extension LayoutView {
  /// Writes the layout inspector page of this view's tree to `url`: one self-contained HTML
  /// file (inline SVG, CSS and JavaScript; nothing is fetched) that draws the laid-out
  /// hierarchy to scale and, for the view you click, lists its frame, every constraint that
  /// touches it (with `file:line` and whether it holds, binds or is violated), its
  /// diagnostics and ambiguity, and the views those constraints reach. Solves first.
  ///
  /// Open `file:///…/layout.html#view=Header` to open it with `Header` selected
  /// (`#id=12` selects by position in the tree). See docs/inspector.md.
  ///
  /// - Throws: ``InspectorError`` when the file cannot be written (nothing is left behind).
  public func writeInspector(
    to url: URL, options: InspectorOptions = InspectorOptions()
  ) throws(InspectorError) {
    let page = inspectorHTML(options: options)
    do {
      try Data(page.utf8).write(to: url, options: .atomic)
    } catch {
      throw InspectorError(path: url.path, reason: error.localizedDescription)
    }
  }

  /// The text of the layout inspector page of this view's tree (see
  /// ``writeInspector(to:options:)``). Solves first.
  public func inspectorHTML(options: InspectorOptions = InspectorOptions()) -> String {
    inspectorDocument(options: options).html()
  }

  /// What the inspector page shows for this view's tree (from its root), as values: the views
  /// and the guides that take part in layout with their frames, every constraint in the
  /// solver with its standing, the engine's diagnostics. Solves first. When this view is not
  /// the root, the page opens with it selected.
  public func inspectorDocument(
    options: InspectorOptions = InspectorOptions()
  ) -> InspectorDocument {
    let root = treeRoot
    let engine = root.layoutEngine
    engine.layoutIfNeeded()
    engine.materializeAllFrames()

    // The items, parents before children, in the order of the tree.
    var items: [InspectorItem] = []
    var live: [LayoutItem] = []
    var stack: [(view: LayoutView, parent: Int?, origin: CGPoint)] = [(root, nil, .zero)]
    while let (view, parent, origin) = stack.popLast() {
      let frame = view.frame
      let drawn =
        parent == nil
        ? CGRect(origin: .zero, size: frame.size)
        : frame.offsetBy(dx: origin.x, dy: origin.y)
      let index = items.count
      items.append(inspectorItem(view, kind: .view, parent: parent, frame: frame, drawn: drawn))
      live.append(view)
      for guide in view.layoutGuides where guide.involvement > 0 {
        let guideFrame = guide.layoutFrame
        let guideDrawn = guideFrame.offsetBy(dx: drawn.minX, dy: drawn.minY)
        items.append(
          inspectorItem(guide, kind: .guide, parent: index, frame: guideFrame, drawn: guideDrawn))
        live.append(guide)
      }
      for child in view.subviews.reversed() { stack.append((child, index, drawn.origin)) }
    }

    // The constraints, each linked to the items whose variables it mentions.
    var itemOfVariable: [Int: Int] = [:]
    itemOfVariable.reserveCapacity(4 * live.count)
    for (index, item) in live.enumerated() {
      for variable in [item.xVariable, item.yVariable, item.widthVariable, item.heightVariable] {
        itemOfVariable[variable.id] = index
      }
    }
    let solver = engine.solver
    let value: (Variable) -> Double = { solver.value(of: $0) }
    let constraints = engine.inspectedConstraints().map { inspected in
      InspectorConstraint(
        inspected.constraint, text: inspected.text, location: inspected.location,
        source: inspected.source,
        items: mentionedItems(of: inspected.constraint, itemOfVariable: itemOfVariable),
        label: inspected.label, value: value)
    }

    // Ambiguity, through solver probes, when the tree is small enough.
    var notes: [String] = []
    let laidOut = live.indices.filter { live[$0].involvement > 0 }
    if laidOut.count <= options.ambiguityCheckLimit {
      for index in live.indices {
        items[index].ambiguous =
          live[index].involvement > 0
          ? engine.ambiguousQuantities(of: live[index]) : []
      }
    } else {
      notes.append(
        "Ambiguity not checked: \(laidOut.count) items take part in layout, more than the "
          + "limit of \(options.ambiguityCheckLimit) (InspectorOptions.ambiguityCheckLimit).")
    }

    return InspectorDocument(
      title: options.title ?? root.displayName, items: items, constraints: constraints,
      diagnostics: inspectorDiagnostics(engine.diagnostics, items: items), notes: notes,
      initialSelection: self === root ? nil : live.firstIndex { $0 === self })
  }

  /// The inspector's record of a view or guide (values read from the solver when it takes
  /// part in layout).
  private func inspectorItem(
    _ item: LayoutItem, kind: InspectorItem.Kind, parent: Int?, frame: CGRect, drawn: CGRect
  ) -> InspectorItem {
    var values: [InspectorValue] = []
    if item.involvement > 0, let solver = item.existingTreeEngine?.solver {
      for variable in [item.xVariable, item.yVariable, item.widthVariable, item.heightVariable] {
        values.append(InspectorValue(name: variable.name, value: solver.value(of: variable)))
      }
    }
    return InspectorItem(
      name: item.displayName, kind: kind, parent: parent, frame: InspectorRect(frame),
      rootFrame: InspectorRect(drawn), values: values, isLaidOut: item.involvement > 0)
  }
}

/// The items whose variables `constraint` mentions with a non-zero total coefficient (a
/// coordinate space's origin that cancels out does not count), ascending.
func mentionedItems(
  of constraint: StrutCore.Constraint, itemOfVariable: [Int: Int]
) -> [Int] {
  var totals: [(variable: Int, coefficient: Double)] = []
  for term in constraint.expression.terms {
    if let slot = totals.firstIndex(where: { $0.variable == term.variable.id }) {
      totals[slot].coefficient += term.coefficient
    } else {
      totals.append((term.variable.id, term.coefficient))
    }
  }
  var result: [Int] = []
  for total in totals where abs(total.coefficient) > 1e-12 {
    if let item = itemOfVariable[total.variable], !result.contains(item) { result.append(item) }
  }
  return result.sorted()
}

/// The engine's diagnostics, linked to the items they name (by name).
func inspectorDiagnostics(
  _ diagnostics: [LayoutDiagnostic], items: [InspectorItem]
) -> [InspectorDiagnostic] {
  var indicesByName: [String: [Int]] = [:]
  for (index, item) in items.enumerated() { indicesByName[item.name, default: []].append(index) }
  return diagnostics.map { diagnostic in
    var linked: [Int] = []
    for name in diagnostic.items { linked.append(contentsOf: indicesByName[name] ?? []) }
    return InspectorDiagnostic(
      kind: diagnostic.kind.rawValue, message: diagnostic.message,
      constraint: diagnostic.constraint, location: diagnostic.location,
      conflicts: diagnostic.conflicts, items: Array(Set(linked)).sorted())
  }
}
