import StrutCore

/// Runs a ``ConformanceCase`` on a solver and judges it: every `check` step with the
/// ``ConformanceChecker`` and the case's expectations, every failing step for the expected
/// error and an unchanged solver, every step for `contains(_:)` / `hasEditVariable(_:)`.
///
/// A script that does not end with a `check` gets one. Before `addEditVariable` the runner
/// calls `updateVariables()` and reads the variable's value: that is the value the edit asks
/// for until a suggestion (see ``ConformanceState``). Before a step that must fail it updates
/// and records the values, so that "unchanged" can be checked afterwards.
public struct ScriptRunner: Sendable {
  /// The checker used at `check` steps.
  public var checker: ConformanceChecker

  /// A runner with the given checker.
  public init(checker: ConformanceChecker = ConformanceChecker()) {
    self.checker = checker
  }

  /// Runs `testCase` on `solver`, which should be empty (it is reset first).
  public func run(_ testCase: ConformanceCase, on solver: some ConstraintSolver) -> CaseOutcome {
    var execution = Execution(testCase: testCase, checker: checker)
    solver.reset()
    let operations = testCase.operations
    for (step, operation) in operations.enumerated() {
      execution.perform(operation, step: step, on: solver)
      if execution.stopped { break }
    }
    if !execution.stopped, operations.last?.op != .check {
      execution.perform(ConformanceOperation(.check), step: operations.count, on: solver)
    }
    return CaseOutcome(
      name: testCase.name, discrepancies: execution.found, notes: execution.notes,
      checks: execution.checks, finalModel: execution.model)
  }
}

/// What running one case on one backend found.
public struct CaseOutcome: Sendable {
  /// The case's name.
  public var name: String
  /// Everything that went wrong, in order.
  public var discrepancies: [Discrepancy]
  /// Remarks that are not failures.
  public var notes: [String]
  /// How many `check` steps ran.
  public var checks: Int
  /// The solver's contents at the end, as the script defines them.
  var finalModel: ScriptModel

  /// Whether nothing went wrong.
  public var passed: Bool { discrepancies.isEmpty }

  /// One line per discrepancy (or `passed`).
  public var report: String {
    if passed { return "\(name): passed" }
    return "\(name): \(discrepancies.count) discrepanc\(discrepancies.count == 1 ? "y" : "ies")\n"
      + discrepancies.map { "  \($0)" }.joined(separator: "\n")
  }
}

/// The running state of one script.
struct Execution {
  let testCase: ConformanceCase
  let instance: ConstraintSystem.Instance
  let checker: ConformanceChecker
  var model: ScriptModel
  var found: [Discrepancy] = []
  var notes: [String] = []
  var checks = 0
  /// Set when the solver no longer matches the model (a step that should have failed did not).
  var stopped = false

  init(testCase: ConformanceCase, checker: ConformanceChecker) {
    self.testCase = testCase
    self.instance = testCase.system.instantiate()
    self.checker = checker
    self.model = ScriptModel(constraintCount: testCase.system.constraints.count)
  }

  /// Performs and judges one step.
  mutating func perform(
    _ operation: ConformanceOperation, step: Int, on solver: some ConstraintSolver
  ) {
    switch operation.op {
    case .check:
      check(operation, step: step, on: solver)
    case .update:
      solver.updateVariables()
    case .reset:
      solver.reset()
      model.clear()
      verifyMembership(step: step, solver: solver, constraints: model.present.indices)
    case .add, .remove, .addEdit, .removeEdit, .suggest:
      mutate(operation, step: step, on: solver)
    }
    verifyInvariants(step: step, solver: solver)
  }

  /// Asks a backend that checks its own structures (debug builds) whether they still hold
  /// after a step; the first broken one stops the script.
  mutating func verifyInvariants(step: Int, solver: some ConstraintSolver) {
    guard !stopped, let checking = solver as? any InvariantChecking,
      let violation = checking.invariantViolation()
    else { return }
    found.append(Discrepancy(.invariant, "structural invariant broken: \(violation)", step: step))
    stopped = true
  }

  /// The live constraints a step names.
  func constraints(of operation: ConformanceOperation) -> [Constraint] {
    (operation.constraints ?? []).map { instance.constraints[$0] }
  }

  /// The live variable a step names.
  func variable(of operation: ConformanceOperation) -> Variable {
    instance.variables[operation.variable ?? 0]
  }

  /// Calls the solver for a mutating step.
  func call(_ operation: ConformanceOperation, on solver: some ConstraintSolver) throws(SolverError)
  {
    switch operation.op {
    case .add:
      let batch = constraints(of: operation)
      if batch.count == 1 { try solver.add(batch[0]) } else { try solver.add(contentsOf: batch) }
    case .remove:
      let batch = constraints(of: operation)
      if batch.count == 1 {
        try solver.remove(batch[0])
      } else {
        try solver.remove(contentsOf: batch)
      }
    case .addEdit:
      try solver.addEditVariable(
        variable(of: operation), priority: Priority(operation.priority ?? 0))
    case .removeEdit:
      try solver.removeEditVariable(variable(of: operation))
    case .suggest:
      try solver.suggestValue(operation.value ?? 0, for: variable(of: operation))
    case .update, .reset, .check:
      break
    }
  }

  /// Performs a mutating step and judges its outcome.
  mutating func mutate(
    _ operation: ConformanceOperation, step: Int, on solver: some ConstraintSolver
  ) {
    var snapshot: Snapshot?
    if operation.error != nil { snapshot = Snapshot(of: solver, execution: self) }
    var currentValue = 0.0
    if operation.op == .addEdit, operation.error == nil {
      solver.updateVariables()
      currentValue = solver.value(of: variable(of: operation))
    }
    do {
      try call(operation, on: solver)
    } catch {
      judgeFailure(error, of: operation, step: step, snapshot: snapshot, solver: solver)
      return
    }
    if let expected = operation.error {
      if expected == .unsatisfiable, acceptedWithinTolerance(operation, step: step, on: solver) {
        stopped = true
        return
      }
      found.append(
        Discrepancy(
          .missingError,
          "\(operation) succeeded, but it must throw \(expected.rawValue) (the script stops: "
            + "the solver no longer holds what the case defines)",
          step: step, constraint: constraints(of: operation).first))
      stopped = true
      return
    }
    model.apply(operation, currentValue: currentValue)
    verifyMembership(step: step, solver: solver, constraints: operation.constraints ?? [])
  }

  /// Judges an error thrown by a step.
  mutating func judgeFailure(
    _ error: SolverError, of operation: ConformanceOperation, step: Int, snapshot: Snapshot?,
    solver: some ConstraintSolver
  ) {
    guard let expected = operation.error else {
      if refusedWithinTolerance(error, of: operation, step: step, solver: solver) {
        stopped = true
        return
      }
      found.append(
        Discrepancy(
          .unexpectedError, "\(operation) threw, but it must succeed: \(error)", step: step,
          constraint: constraints(of: operation).first))
      return
    }
    guard ExpectedError(error) == expected else {
      found.append(
        Discrepancy(
          .wrongError, "\(operation) must throw \(expected.rawValue), but threw: \(error)",
          step: step, constraint: constraints(of: operation).first))
      return
    }
    if let snapshot { found += snapshot.differences(in: solver, execution: self, step: step) }
    if case .unsatisfiable(let constraint, let conflicts) = error {
      found += verifyConflicts(constraint, conflicts, of: operation, step: step)
    }
  }

  /// A `check` step: the checker, the expectations, and membership of every constraint.
  mutating func check(
    _ operation: ConformanceOperation, step: Int, on solver: some ConstraintSolver
  ) {
    checks += 1
    solver.updateVariables()
    let state = model.state(instance)
    let verdict = checker.check(state, solver: solver)
    found += verdict.discrepancies.map { $0.at(step: step) }
    notes += verdict.notes.map { "step \(step): \($0)" }
    verifyExpectations(operation, verdict: verdict, step: step, solver: solver)
    verifyMembership(step: step, solver: solver, constraints: model.present.indices)
  }
}
