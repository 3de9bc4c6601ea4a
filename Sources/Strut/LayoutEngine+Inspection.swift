import Foundation

extension LayoutEngine {
  /// A solver constraint with what the inspector says about where it came from.
  struct InspectedConstraint {
    /// The solver constraint.
    let constraint: StrutCore.Constraint
    /// Its description.
    let text: String
    /// `file:line` for a DSL constraint, what made it for the others (`root`, `frame`, …).
    let location: String
    /// Where it came from.
    let source: InspectorConstraint.Source
    /// The DSL label, if any.
    let label: String?
  }

  /// Every constraint in the solver: the DSL's in the order they were made, then the implicit
  /// ones (by item), then the root size edits in force. Call after ``layoutIfNeeded()``
  /// (queued constraints are not listed).
  func inspectedConstraints() -> [InspectedConstraint] {
    var handles: [(handle: Constraint, group: Group)] = []
    var systemGroups: [(serial: Int, group: Group)] = []
    for group in groups {
      if group.isBatch {
        for handle in group.handles where handle.group === group && handle.inSolver {
          handles.append((handle, group))
        }
      } else if group.inSolver, !group.cancelled {
        systemGroups.append((group.systemOwner?.item?.serial ?? 0, group))
      }
    }
    handles.sort { $0.handle.serial < $1.handle.serial }
    systemGroups.sort { $0.serial < $1.serial }

    var result: [InspectedConstraint] = []
    for (handle, group) in handles {
      let own = group.constraints(of: handle)
      let texts = handle.descriptions
      let location = handle.file.isEmpty ? "" : "\(shortFileName(handle.file)):\(handle.line)"
      for (offset, constraint) in own.enumerated() {
        let text = texts.count == own.count ? texts[offset] : constraint.description
        result.append(
          InspectedConstraint(
            constraint: constraint, text: withoutSuffix(text, location), location: location,
            source: .dsl,
            label: handle.label))
      }
    }
    for (_, group) in systemGroups {
      let texts = descriptions(of: group)
      for (offset, constraint) in group.constraints.enumerated() {
        let text = offset < texts.count ? texts[offset] : constraint.description
        let origin = implicitOrigin(of: text)
        result.append(
          InspectedConstraint(
            constraint: constraint, text: withoutSuffix(text, origin), location: origin,
            source: .implicit, label: nil))
      }
    }
    result.append(contentsOf: rootSizeEdits())
    return result
  }

  /// The root size edits in force, as the equalities they ask for.
  private func rootSizeEdits() -> [InspectedConstraint] {
    guard editsActive, let root, let size = lastSuggestedSize else { return [] }
    let priority = rootSizePriority
    let name = root.displayName
    let edits: [(Variable, CGFloat, String)] = [
      (root.widthVariable, size.width, "width"), (root.heightVariable, size.height, "height"),
    ]
    return edits.map { variable, value, dimension in
      InspectedConstraint(
        constraint: StrutCore.Constraint(
          StrutCore.Expression(variable) - Double(value), .equal, priority: priority),
        text: "\(name).\(dimension) == \(formatted(value))\(priorityText(priority))",
        location: "root size", source: .edit, label: nil)
    }
  }
}

/// `text` without a trailing ` (where)` (the inspector shows the location beside it).
func withoutSuffix(_ text: String, _ location: String) -> String {
  let suffix = " (\(location))"
  guard !location.isEmpty, text.hasSuffix(suffix) else { return text }
  return String(text.dropLast(suffix.count))
}

/// What made an implicit constraint, from the parenthesised end of its description
/// (`v.width <= 40 @250 (content hugging)` → `content hugging`).
func implicitOrigin(of text: String) -> String {
  guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return "implicit" }
  return String(text[text.index(after: open)..<text.index(before: text.endIndex)])
}
