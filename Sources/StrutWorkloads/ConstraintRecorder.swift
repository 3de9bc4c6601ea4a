import StrutCore

/// A ``ConstraintSolver`` that solves nothing: it keeps the constraints and edit variables a
/// client installs, in order, so that a layout built through the DSL can be written out as a
/// ``ConstraintSystem``.
///
/// Every value is 0. Removing a constraint forgets it; `reset()` forgets everything. It throws
/// the errors a real solver throws for duplicate or unknown constraints and edit variables,
/// so a client sees the same protocol.
///
/// A class (the protocol requires it) used from one isolation domain at a time.
final class ConstraintRecorder: ConstraintSolver {
  /// An edit variable as installed, with the last suggested value.
  struct Edit {
    /// The variable.
    var variable: Variable
    /// Its priority.
    var priority: Priority
    /// The last value suggested for it (`nil` before any suggestion).
    var suggested: Double?
  }

  /// The installed constraints, in the order they were added (removed ones are dropped).
  private(set) var constraints: [Constraint] = []
  /// The installed edit variables, in the order they were added.
  private(set) var edits: [Edit] = []
  /// Positions of the installed constraints in ``constraints``.
  private var positions: [Constraint: Int] = [:]

  /// An empty recorder.
  init() {}

  /// Records `constraint`.
  /// - Complexity: amortised O(1).
  func add(_ constraint: Constraint) throws(SolverError) {
    guard positions[constraint] == nil else { throw .duplicateConstraint(constraint) }
    positions[constraint] = constraints.count
    constraints.append(constraint)
  }

  /// Records every constraint of the batch, all or none.
  /// - Complexity: O(batch).
  func add(contentsOf batch: some Sequence<Constraint>) throws(SolverError) {
    let items = Array(batch)
    var seen = Set<Constraint>()
    for constraint in items where positions[constraint] != nil || !seen.insert(constraint).inserted
    {
      throw .duplicateConstraint(constraint)
    }
    for constraint in items {
      positions[constraint] = constraints.count
      constraints.append(constraint)
    }
  }

  /// Forgets `constraint`.
  /// - Complexity: O(installed constraints).
  func remove(_ constraint: Constraint) throws(SolverError) {
    try remove(contentsOf: [constraint])
  }

  /// Forgets every constraint of the batch, all or none.
  /// - Complexity: O(installed constraints + batch).
  func remove(contentsOf batch: some Sequence<Constraint>) throws(SolverError) {
    let gone = Set(batch)
    for constraint in gone where positions[constraint] == nil {
      throw .unknownConstraint(constraint)
    }
    constraints.removeAll { gone.contains($0) }
    positions.removeAll(keepingCapacity: true)
    for (index, constraint) in constraints.enumerated() { positions[constraint] = index }
  }

  /// Whether `constraint` is recorded.
  func contains(_ constraint: Constraint) -> Bool { positions[constraint] != nil }

  /// Records an edit variable.
  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    guard priority.isValid else { throw .invalidEditPriority(variable, priority) }
    edits.append(Edit(variable: variable, priority: priority, suggested: nil))
  }

  /// Forgets an edit variable.
  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let index = edits.firstIndex(where: { $0.variable == variable }) else {
      throw .unknownEditVariable(variable)
    }
    edits.remove(at: index)
  }

  /// Whether `variable` is an edit variable.
  func hasEditVariable(_ variable: Variable) -> Bool {
    edits.contains { $0.variable == variable }
  }

  /// Records the suggestion.
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let index = edits.firstIndex(where: { $0.variable == variable }) else {
      throw .unknownEditVariable(variable)
    }
    edits[index].suggested = value
  }

  /// Does nothing: nothing is solved.
  func updateVariables() {}

  /// Always 0.
  func value(of variable: Variable) -> Double { 0 }

  /// Forgets every constraint and edit variable.
  func reset() {
    constraints.removeAll()
    positions.removeAll()
    edits.removeAll()
  }
}
