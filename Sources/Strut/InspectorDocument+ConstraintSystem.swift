import Foundation

extension InspectorDocument {
  /// The inspector document of a raw `ConstraintSystem` (docs/formats.md), solved by
  /// `solver` the way `bench solve` applies a system: every constraint, then the edits, each
  /// edit's values suggested in order (the last stays in force).
  ///
  /// Variables named like a view's — `name.x`, `name.y`, `name.w`, `name.h` (or `left`, `top`,
  /// `width`, `height`) — become one drawn view per name, its frame read from the four values
  /// (`x`, `y` in the drawing's coordinates, as the generated workloads write them); every other
  /// variable is listed as a ``InspectorItem/Kind/variable`` with its value. Each constraint's
  /// location is `constraints[i]`; each edit in force is a row `edits[j]`. Ambiguity is not
  /// checked.
  ///
  /// - Parameters:
  ///   - system: the system to solve and show.
  ///   - solver: an empty solver.
  /// - Throws: the solver's error when it refuses the system (the system must be valid:
  ///   read it with `ConstraintSystem(contentsOf:)` or call `validate()` first).
  public init(
    system: ConstraintSystem, solver: some ConstraintSolver
  ) throws(SolverError) {
    let instance = system.instantiate()
    try instance.apply(to: solver)
    let value: (Variable) -> Double = { solver.value(of: $0) }

    // Views: names with all four frame variables, in order of first appearance.
    let groups = viewVariableGroups(system.variables)
    var items: [InspectorItem] = []
    var itemOfVariable: [Int: Int] = [:]
    var grouped = Set<Int>()
    for (name, slots) in groups {
      let index = items.count
      let variables = slots.map { instance.variables[$0] }
      let frame = InspectorRect(
        x: value(variables[0]), y: value(variables[1]), width: value(variables[2]),
        height: value(variables[3]))
      items.append(
        InspectorItem(
          name: name, kind: .view, frame: frame, rootFrame: frame,
          values: variables.map { InspectorValue(name: $0.name, value: value($0)) }))
      for variable in variables { itemOfVariable[variable.id] = index }
      grouped.formUnion(slots)
    }
    for (slot, variable) in instance.variables.enumerated() where !grouped.contains(slot) {
      itemOfVariable[variable.id] = items.count
      items.append(
        InspectorItem(
          name: variable.name.isEmpty ? "variables[\(slot)]" : variable.name, kind: .variable,
          values: [InspectorValue(name: variable.name, value: value(variable))]))
    }

    var rows: [InspectorConstraint] = []
    for (index, constraint) in instance.constraints.enumerated() {
      rows.append(
        InspectorConstraint(
          constraint, text: constraint.description, location: "constraints[\(index)]",
          source: .system,
          items: mentionedItems(of: constraint, itemOfVariable: itemOfVariable), value: value))
    }
    for (index, edit) in instance.edits.enumerated() {
      guard let last = edit.values.last else { continue }
      let constraint = StrutCore.Constraint(
        StrutCore.Expression(edit.variable) - last, .equal, priority: edit.priority)
      rows.append(
        InspectorConstraint(
          constraint,
          text: "\(edit.variable) == \(formatted(last))\(priorityText(edit.priority)) (edit)",
          location: "edits[\(index)]", source: .edit,
          items: mentionedItems(of: constraint, itemOfVariable: itemOfVariable), value: value))
    }
    var notes = ["Ambiguity is not checked for a raw constraint system."]
    if groups.isEmpty {
      notes.append(
        "No variables are named like a view's (name.x, name.y, name.w, name.h): "
          + "nothing is drawn; the variables are listed with their values.")
    }
    self.init(
      title: system.name.isEmpty ? "constraint system" : system.name, items: items,
      constraints: rows, notes: notes)
  }
}

/// The groups of variable slots that name one view's frame (`name.x`, `name.y`, `name.w`,
/// `name.h`, or `left`/`top`/`width`/`height`), as slots in x, y, width, height order, by
/// view name in order of first appearance. A name given twice to one role is no view.
func viewVariableGroups(_ names: [String]) -> [(name: String, slots: [Int])] {
  let roles: [Substring: Int] = [
    "x": 0, "left": 0, "y": 1, "top": 1, "w": 2, "width": 2, "h": 3, "height": 3,
  ]
  var order: [String] = []
  var slots: [String: [Int?]] = [:]
  var spoiled = Set<String>()
  for (slot, name) in names.enumerated() {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      let role = roles[name[name.index(after: dot)...]]
    else { continue }
    let prefix = String(name[..<dot])
    if slots[prefix] == nil {
      order.append(prefix)
      slots[prefix] = [nil, nil, nil, nil]
    }
    if slots[prefix]?[role] != nil { spoiled.insert(prefix) }
    slots[prefix]?[role] = slot
  }
  return order.compactMap { prefix in
    guard !spoiled.contains(prefix), let found = slots[prefix] else { return nil }
    let complete = found.compactMap { $0 }
    return complete.count == 4 ? (prefix, complete) : nil
  }
}
