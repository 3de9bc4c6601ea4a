import StrutCore

/// What a script has put into the solver so far, by index into the case's system: the
/// state the solver must hold if every operation did what it should.
struct ScriptModel: Sendable, Hashable {
  /// Which constraints are in the solver.
  var present: [Bool]
  /// The edit variables: priority and the value each asks for.
  var edits: [Int: Edit] = [:]

  /// An edit variable in the model.
  struct Edit: Sendable, Hashable {
    /// Its priority.
    var priority: Float
    /// The value it asks for.
    var value: Double
  }

  /// An empty model for a system of `constraintCount` constraints.
  init(constraintCount: Int) {
    present = Array(repeating: false, count: constraintCount)
  }

  /// Empties the model (`reset()`).
  mutating func clear() {
    present = Array(repeating: false, count: present.count)
    edits = [:]
  }

  /// The indices of the constraints in the solver, ascending.
  var presentIndices: [Int] { present.indices.filter { present[$0] } }

  /// The model as the checker's state.
  func state(_ instance: ConstraintSystem.Instance) -> ConformanceState {
    ConformanceState(
      constraints: presentIndices.map { instance.constraints[$0] },
      edits: edits.keys.sorted().map { index in
        let edit = edits[index] ?? Edit(priority: 1, value: 0)
        return ConformanceState.EditTarget(
          variable: instance.variables[index], priority: Priority(edit.priority),
          value: edit.value)
      })
  }

  /// Whether `operation` (expecting no error) would be valid now: adds only absent
  /// constraints, removes only present ones, edits only (non-)edit variables. Used by the
  /// shrinker to drop steps that lost their meaning.
  func accepts(_ operation: ConformanceOperation) -> Bool {
    switch operation.op {
    case .add:
      let indices = operation.constraints ?? []
      return !indices.isEmpty && Set(indices).count == indices.count
        && indices.allSatisfy { !present[$0] }
    case .remove:
      let indices = operation.constraints ?? []
      return !indices.isEmpty && Set(indices).count == indices.count
        && indices.allSatisfy { present[$0] }
    case .addEdit:
      return operation.variable.map { edits[$0] == nil } ?? false
    case .removeEdit, .suggest:
      return operation.variable.map { edits[$0] != nil } ?? false
    case .update, .reset, .check:
      return true
    }
  }

  /// Applies a step that succeeded. `currentValue` is what an added edit asks for.
  mutating func apply(_ operation: ConformanceOperation, currentValue: Double) {
    switch operation.op {
    case .add:
      for index in operation.constraints ?? [] { present[index] = true }
    case .remove:
      for index in operation.constraints ?? [] { present[index] = false }
    case .addEdit:
      if let variable = operation.variable {
        edits[variable] = Edit(priority: operation.priority ?? 1, value: currentValue)
      }
    case .removeEdit:
      if let variable = operation.variable { edits[variable] = nil }
    case .suggest:
      if let variable = operation.variable, let value = operation.value {
        edits[variable]?.value = value
      }
    case .reset:
      clear()
    case .update, .check:
      break
    }
  }
}
