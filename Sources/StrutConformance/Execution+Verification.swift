import StrutCore
import StrutGLPK

extension Execution {
  /// Checks `contains(_:)` for the given constraints and `hasEditVariable(_:)` for every
  /// variable against the model.
  mutating func verifyMembership(
    step: Int, solver: some ConstraintSolver, constraints indices: some Sequence<Int>
  ) {
    for index in indices {
      let constraint = instance.constraints[index]
      let contained = solver.contains(constraint)
      if contained != model.present[index] {
        found.append(
          Discrepancy(
            .membership,
            "contains(\(constraint)) is \(contained), but the constraint is "
              + (model.present[index] ? "in the solver" : "not in the solver"),
            step: step, constraint: constraint))
      }
    }
    for (index, variable) in instance.variables.enumerated() {
      let editing = solver.hasEditVariable(variable)
      if editing != (model.edits[index] != nil) {
        found.append(
          Discrepancy(
            .membership,
            "hasEditVariable(\(variable)) is \(editing), but it is "
              + (editing ? "not an edit variable" : "an edit variable"),
            step: step, variable: variable))
      }
    }
  }

  /// Compares the backend with the hand-computed values and level errors of a `check`.
  mutating func verifyExpectations(
    _ operation: ConformanceOperation, verdict: ConformanceChecker.Verdict, step: Int,
    solver: some ConstraintSolver
  ) {
    let tolerance = checker.tolerance
    for (name, expected) in (operation.values ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let index = testCase.system.variables.firstIndex(of: name) else { continue }
      let variable = instance.variables[index]
      let mine = solver.value(of: variable)
      let allowed = tolerance.valueAllowance(scale: max(abs(mine), abs(expected)))
      if !(abs(mine - expected) <= allowed) {
        found.append(
          Discrepancy(
            .expectation,
            "variable \(name) is \(formatted(mine)) in the backend, the case expects "
              + "\(formatted(expected))",
            step: step, variable: variable, backendValue: mine, referenceValue: expected))
      }
    }
    for (key, expected) in (operation.errors ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let number = Float(key) else { continue }
      let level = Priority(number)
      let mine = verdict.levelErrors[level] ?? 0
      let allowed = tolerance.residualAllowance(scale: max(abs(mine), abs(expected)))
      if !(abs(mine - expected) <= allowed) {
        found.append(
          Discrepancy(
            .expectation,
            "level \(level) has error \(formatted(mine)) in the backend, the case expects "
              + "\(formatted(expected))",
            step: step, level: level, backendValue: mine, referenceValue: expected))
      }
    }
  }

  /// Checks the constraints reported with `.unsatisfiable`: the named constraint is one of
  /// the step's, every conflict is a required constraint of the solver or of the step, and
  /// together they cannot hold (a fresh GLPK solver must reject them).
  func verifyConflicts(
    _ constraint: Constraint, _ conflicts: [Constraint], of operation: ConformanceOperation,
    step: Int
  ) -> [Discrepancy] {
    let batch = constraints(of: operation)
    var known = Set(batch)
    for index in model.presentIndices { known.insert(instance.constraints[index]) }
    var found: [Discrepancy] = []
    if !batch.contains(constraint) {
      found.append(
        Discrepancy(
          .invalidConflict,
          "unsatisfiable names \(constraint), which is not one of the constraints added",
          step: step, constraint: constraint))
    }
    for conflict in conflicts where !known.contains(conflict) || !conflict.isRequired {
      found.append(
        Discrepancy(
          .invalidConflict,
          "the conflict \(conflict) is not a required constraint of the solver or of the batch",
          step: step, constraint: conflict))
    }
    if !found.isEmpty { return found }
    let probe = GLPKSolver()
    defer { probe.reset() }
    var set = conflicts
    if !set.contains(constraint) { set.append(constraint) }
    do {
      try probe.add(contentsOf: set)
      probe.updateVariables()
      if probe.lastUpdateFailure == nil,
        checker.tolerance.firstMiss(of: set, at: probe.value(of:)) == nil
      {
        found.append(
          Discrepancy(
            .invalidConflict,
            "the reported conflicts of \(constraint) can all hold together, so they do not "
              + "explain the failure: " + conflicts.map(\.description).joined(separator: "; "),
            step: step, constraint: constraint))
      }
    } catch {
      // GLPK rejects the set too: it is a conflict.
    }
    if !found.isEmpty, ExactLexicographicProgram(set).isInconsistent() {
      // Within the tolerance band: inconsistent as written, though a point satisfies every
      // constraint of the set within its allowance. The explanation is exact.
      return []
    }
    return found
  }

  /// The other side of the tolerance band: an add the case expects to succeed that the
  /// backend refused with `.unsatisfiable` conforms when the conflicts it names, with the
  /// culprit, are required constraints of the solver or the batch that are inconsistent as
  /// written (exactly) — the case's expectation rests on a witness that satisfies the batch
  /// only up to rounding (scaled copies of constraints with non-dyadic factors). Notes it; the
  /// solver must then hold exactly the constraints it held before, and the script stops (the
  /// rest of it assumes the batch in place).
  mutating func refusedWithinTolerance(
    _ error: SolverError, of operation: ConformanceOperation, step: Int,
    solver: some ConstraintSolver
  ) -> Bool {
    guard operation.op == .add, case .unsatisfiable(let culprit, let conflicts) = error
    else { return false }
    let batch = constraints(of: operation)
    var known = Set(batch)
    for index in model.presentIndices { known.insert(instance.constraints[index]) }
    var set = conflicts
    if !set.contains(culprit) { set.append(culprit) }
    guard batch.contains(culprit), set.allSatisfy({ known.contains($0) && $0.isRequired }),
      ExactLexicographicProgram(set).isInconsistent()
    else { return false }
    notes.append(
      "step \(step): \(operation) was refused within tolerance: \(culprit) and its "
        + "\(conflicts.count) conflicts are inconsistent as written (the case expects the "
        + "batch to hold); the script stops here")
    verifyMembership(step: step, solver: solver, constraints: model.present.indices)
    checks += 1
    return true
  }

  /// The tolerance band of unsatisfiability: an add the case expects refused (`unsatisfiable`)
  /// that the backend accepted conforms when the backend's values satisfy every required
  /// constraint it now holds within the feasibility allowance — the batch is then satisfiable
  /// within the tolerance every answer is judged by (docs/conformance.md, "Satisfiable within
  /// tolerance"). Notes the acceptance; the script stops there either way (the solver holds
  /// what the case does not define). The feasibility judged is the script's check of that
  /// state: levels are not, since a state inconsistent as written has no exact optimum.
  mutating func acceptedWithinTolerance(
    _ operation: ConformanceOperation, step: Int, on solver: some ConstraintSolver
  ) -> Bool {
    guard operation.op == .add else { return false }
    solver.updateVariables()
    var held = model.presentIndices.map { instance.constraints[$0] }.filter(\.isRequired)
    held += constraints(of: operation).filter(\.isRequired)
    if let miss = checker.tolerance.firstMiss(of: held, at: solver.value(of:)) {
      notes.append(
        "step \(step): \(operation) succeeded with \(miss.constraint) violated by "
          + "\(miss.violation) (allowed \(miss.allowed))")
      return false
    }
    notes.append(
      "step \(step): \(operation) was accepted within tolerance: the backend's values satisfy "
        + "every required constraint within its allowance (the case expects it refused); the "
        + "script stops here")
    checks += 1
    return true
  }
}

/// The observable state of a solver before a step that must fail.
struct Snapshot {
  /// Every variable's value (after `updateVariables()`).
  var values: [Double]
  /// `contains(_:)` of every constraint of the system.
  var contained: [Bool]
  /// `hasEditVariable(_:)` of every variable of the system.
  var editing: [Bool]

  /// Updates the solver and records its state.
  init(of solver: some ConstraintSolver, execution: Execution) {
    solver.updateVariables()
    let instance = execution.instance
    values = instance.variables.map { solver.value(of: $0) }
    contained = instance.constraints.map { solver.contains($0) }
    editing = instance.variables.map { solver.hasEditVariable($0) }
  }

  /// What changed since the snapshot (after `updateVariables()`), restricted to the variables
  /// of the model's state (others have no defined value).
  func differences(
    in solver: some ConstraintSolver, execution: Execution, step: Int
  ) -> [Discrepancy] {
    let instance = execution.instance
    var found: [Discrepancy] = []
    for (index, constraint) in instance.constraints.enumerated()
    where solver.contains(constraint) != contained[index] {
      found.append(
        Discrepancy(
          .stateChanged,
          "after the failed step, contains(\(constraint)) changed to \(!contained[index])",
          step: step, constraint: constraint))
    }
    for (index, variable) in instance.variables.enumerated()
    where solver.hasEditVariable(variable) != editing[index] {
      found.append(
        Discrepancy(
          .stateChanged,
          "after the failed step, hasEditVariable(\(variable)) changed to \(!editing[index])",
          step: step, variable: variable))
    }
    solver.updateVariables()
    let state = execution.model.state(instance)
    let inState = Set(state.variables)
    var position: [Variable: Int] = [:]
    for (index, variable) in instance.variables.enumerated() { position[variable] = index }
    let before = { (variable: Variable) in position[variable].map { values[$0] } ?? 0 }
    let scales = ConformanceChecker.localScales(state.judged, [before])
    for (index, variable) in instance.variables.enumerated() where inState.contains(variable) {
      let now = solver.value(of: variable)
      let allowed = execution.checker.tolerance.valueAllowance(
        scale: max(abs(now), abs(values[index]), scales[variable] ?? 0))
      if !(abs(now - values[index]) <= allowed) {
        found.append(
          Discrepancy(
            .stateChanged,
            "after the failed step, \(variable) is \(formatted(now)), before it was "
              + "\(formatted(values[index]))",
            step: step, variable: variable, backendValue: now, referenceValue: values[index]))
      }
    }
    return found
  }
}
