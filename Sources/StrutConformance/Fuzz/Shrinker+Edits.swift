import StrutCore

extension Shrinker {
  /// The plain system of a script's final state.
  static func plainCase(_ testCase: ConformanceCase, _ model: ScriptModel) -> ConformanceCase {
    var system = testCase.system
    system.constraints = model.presentIndices.map { testCase.system.constraints[$0] }
    system.edits = model.edits.keys.sorted().map { variable in
      let edit = model.edits[variable] ?? ScriptModel.Edit(priority: 1, value: 0)
      return ConstraintSystem.EditRecord(
        variable: variable, priority: edit.priority, values: [edit.value])
    }
    return ConformanceCase(
      name: testCase.name, summary: testCase.summary, system: system, script: nil)
  }

  /// `steps` without the steps that lost their meaning (adding a constraint that is already
  /// in, removing one that is not, editing a variable that is not an edit variable, expecting
  /// an error that can no longer happen).
  static func normalized(_ steps: [ConformanceOperation], constraintCount: Int)
    -> [ConformanceOperation]
  {
    var model = ScriptModel(constraintCount: constraintCount)
    var kept: [ConformanceOperation] = []
    for step in steps {
      if let expected = step.error {
        let indices = step.constraints ?? []
        let variable = step.variable.map { model.edits[$0] != nil }
        let meaningful: Bool
        switch expected {
        case .duplicateConstraint:
          meaningful = !indices.isEmpty && indices.allSatisfy { model.present[$0] }
        case .unknownConstraint:
          meaningful = !indices.isEmpty && indices.allSatisfy { !model.present[$0] }
        case .duplicateEditVariable: meaningful = variable == true
        case .unknownEditVariable: meaningful = variable == false
        case .unsatisfiable:
          meaningful = !indices.isEmpty && indices.allSatisfy { !model.present[$0] }
        default: meaningful = true
        }
        if meaningful { kept.append(step) }
        continue
      }
      guard model.accepts(step) else { continue }
      model.apply(step, currentValue: 0)
      kept.append(step)
    }
    return kept
  }

  /// The case with only the constraints at `indices` (renumbered; steps that named only
  /// removed constraints are dropped).
  static func keeping(constraints indices: [Int], of testCase: ConformanceCase) -> ConformanceCase {
    var renumber: [Int: Int] = [:]
    for (new, old) in indices.enumerated() { renumber[old] = new }
    var result = testCase
    result.system.constraints = indices.map { testCase.system.constraints[$0] }
    if let script = testCase.script {
      result.script = script.compactMap { step in
        guard let old = step.constraints else { return step }
        let mapped = old.compactMap { renumber[$0] }
        if mapped.isEmpty { return nil }
        var copy = step
        copy.constraints = mapped
        return copy
      }
    }
    return result
  }

  /// The variables used as edit variables by the case.
  static func editVariables(of testCase: ConformanceCase) -> [Int] {
    guard let script = testCase.script else { return testCase.system.edits.map(\.variable) }
    var seen: [Int] = []
    for step in script where [.addEdit, .removeEdit, .suggest].contains(step.op) {
      if let variable = step.variable, !seen.contains(variable) { seen.append(variable) }
    }
    return seen
  }

  /// The case with only the edit variables in `kept`.
  static func keeping(edits kept: Set<Int>, of testCase: ConformanceCase) -> ConformanceCase {
    var result = testCase
    if let script = testCase.script {
      result.script = script.filter { step in
        guard [.addEdit, .removeEdit, .suggest].contains(step.op), let variable = step.variable
        else { return true }
        return kept.contains(variable)
      }
    } else {
      result.system.edits = testCase.system.edits.filter { kept.contains($0.variable) }
    }
    return result
  }

  /// The case without variables that no constraint, edit or step mentions (renumbered).
  static func withoutUnusedVariables(_ testCase: ConformanceCase) -> ConformanceCase {
    var used = Set<Int>()
    for record in testCase.system.constraints { used.formUnion(record.terms.map(\.variable)) }
    used.formUnion(testCase.system.edits.map(\.variable))
    for step in testCase.script ?? [] { if let variable = step.variable { used.insert(variable) } }
    let order = used.sorted()
    var renumber: [Int: Int] = [:]
    for (new, old) in order.enumerated() { renumber[old] = new }
    var result = testCase
    result.system.variables = order.map { testCase.system.variables[$0] }
    result.system.constraints = testCase.system.constraints.map { record in
      var copy = record
      copy.terms = record.terms.map { .init(renumber[$0.variable] ?? 0, $0.coefficient) }
      return copy
    }
    result.system.edits = testCase.system.edits.map { edit in
      var copy = edit
      copy.variable = renumber[edit.variable] ?? 0
      return copy
    }
    result.script = testCase.script?.map { step in
      var copy = step
      copy.variable = step.variable.map { renumber[$0] ?? 0 }
      return copy
    }
    return result
  }
}
