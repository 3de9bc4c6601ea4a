import CGLPKShim
import StrutCore
import StrutGLPK
import Testing

/// Inputs that would make raw GLPK abort, and GLPK failures in the middle of operations:
/// errors or correct results, and the process lives on.
@Suite struct RobustnessTests {
  @Test func duplicateVariablesInOneConstraintAreMerged() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    // GLPK aborts on repeated column indices in one row; here they are merged: 3x + y == 12.
    try solver.add(x + x + y + x == 12)
    try solver.add(y - 2 * y + 2 * y == 3)  // y == 3
    solver.updateVariables()
    #expect(close(solver.value(of: x), 3))
    #expect(close(solver.value(of: y), 3))
  }

  @Test func cancellingTermsLeaveAConstantConstraint() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let trivial = x - x == 0
    try solver.add(trivial)
    #expect(solver.contains(trivial))
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    try solver.remove(trivial)
    #expect(!solver.contains(trivial))
  }

  @Test func constantConstraints() throws {
    let solver = GLPKSolver()
    let zeroIsZero = Constraint(Expression(0), .equal)
    let fiveIsAtMostZero = Constraint(Expression(-5), .lessThanOrEqual)
    let optionalViolated = Constraint(Expression(5), .equal, priority: .low)
    try solver.add(contentsOf: [zeroIsZero, fiveIsAtMostZero, optionalViolated])
    solver.updateVariables()
    #expect(solver.contains(zeroIsZero) && solver.contains(optionalViolated))
    let violated = Constraint(Expression(5), .equal)
    #expect(throws: SolverError.unsatisfiable(violated, conflicts: [])) {
      try solver.add(violated)
    }
    let alsoViolated = Constraint(Expression(1), .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(alsoViolated, conflicts: [])) {
      try solver.add(alsoViolated)
    }
    try solver.remove(contentsOf: [zeroIsZero, fiveIsAtMostZero, optionalViolated])
  }

  @Test func emptyBatchesAndEmptySolversAreFine() throws {
    let solver = GLPKSolver()
    try solver.add(contentsOf: [Constraint]())
    try solver.remove(contentsOf: [Constraint]())
    solver.updateVariables()
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    let x = Variable("x")
    let c = x == 1
    try solver.add(c)
    try solver.remove(c)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    #expect(solver.lastUpdateFailure == nil)
  }

  @Test func hugeButFiniteNumbersNeverAbort() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == 1)
    // Whatever GLPK makes of these, the process survives and the solver stays usable.
    let huge = [1e300 * x == 1e-300, x <= 1.7e308, (x == -1.7e308).priority(.low)]
    for constraint in huge {
      do { try solver.add(constraint) } catch {}
      solver.updateVariables()
    }
    for constraint in huge where solver.contains(constraint) { try solver.remove(constraint) }
    solver.updateVariables()
    #expect(close(solver.value(of: y), 1))
  }

  /// A solved fixture to break GLPK under.
  func fixture() throws -> (GLPKSolver, Variable, Variable, [Constraint]) {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [x + y == 10, (x == 3).priority(.low), y >= 1]
    try solver.add(contentsOf: constraints)
    try solver.addEditVariable(y, priority: .medium)
    try solver.suggestValue(4, for: y)
    solver.updateVariables()
    return (solver, x, y, constraints)
  }

  @Test func aGLPKFailureDuringSuggestIsReportedAndRepaired() throws {
    let (solver, x, y, constraints) = try fixture()
    let before = SolverState(solver, variables: [x, y], constraints: constraints)
    #expect(close(solver.value(of: x), 6))
    let rebuilds = solver.statistics.rebuilds
    strut_glp_inject_fault()
    let error = #expect(throws: SolverError.self) { try solver.suggestValue(5, for: y) }
    guard case .backendFailure(let detail) = error else {
      Issue.record("expected backendFailure, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("glp_set_row_bnds"))
    #expect(SolverState(solver, variables: [x, y], constraints: constraints) == before)
    #expect(solver.statistics.rebuilds == rebuilds + 1)
    solver.updateVariables()
    #expect(SolverState(solver, variables: [x, y], constraints: constraints) == before)
    try solver.suggestValue(5, for: y)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 5))
  }

  @Test func aGLPKFailureDuringAddLeavesNothingBehind() throws {
    let (solver, x, y, constraints) = try fixture()
    let before = SolverState(solver, variables: [x, y], constraints: constraints)
    let z = Variable("z")
    let added = [z == x + 1, (z <= 0).priority(.high)]
    strut_glp_inject_fault()
    let error = #expect(throws: SolverError.self) { try solver.add(contentsOf: added) }
    guard case .backendFailure = error else {
      Issue.record("expected backendFailure, got \(String(describing: error))")
      return
    }
    for constraint in added { #expect(!solver.contains(constraint)) }
    solver.updateVariables()
    #expect(SolverState(solver, variables: [x, y], constraints: constraints) == before)
    #expect(solver.value(of: z) == 0)
    try solver.add(contentsOf: added)
    solver.updateVariables()
    // z <= 0 (high) beats the edit y == 4 (medium): x = −1, y = 11, z = 0.
    #expect(close(solver.value(of: z), 0))
    #expect(close(solver.value(of: x), -1))
    #expect(close(solver.value(of: y), 11))
  }

  @Test func aGLPKFailureDuringRemoveKeepsTheConstraint() throws {
    let (solver, x, y, constraints) = try fixture()
    let before = SolverState(solver, variables: [x, y], constraints: constraints)
    strut_glp_inject_fault()
    #expect(throws: SolverError.self) { try solver.remove(constraints[0]) }
    #expect(solver.contains(constraints[0]))
    solver.updateVariables()
    #expect(SolverState(solver, variables: [x, y], constraints: constraints) == before)
    strut_glp_inject_fault()
    #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
    #expect(solver.hasEditVariable(y))
    strut_glp_inject_fault()
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .low) }
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(SolverState(solver, variables: [x, y], constraints: constraints) == before)
  }

  @Test func aGLPKFailureDuringUpdateKeepsTheOldValues() throws {
    let (solver, x, y, constraints) = try fixture()
    try solver.suggestValue(2, for: y)
    let before = SolverState(solver, variables: [x, y], constraints: constraints)
    strut_glp_inject_fault()
    solver.updateVariables()
    #expect(solver.lastUpdateFailure != nil)
    #expect(SolverState(solver, variables: [x, y], constraints: constraints) == before)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 8))
  }

  @Test func aFailureInOneSolverDoesNotBreakAnotherOnTheSameThread() throws {
    let (first, x, y, _) = try fixture()
    let (second, u, _, _) = try fixture()
    strut_glp_inject_fault()
    #expect(throws: SolverError.self) { try second.add(u >= 0) }
    // The failure freed this thread's GLPK environment, with the first solver's problem;
    // it rebuilds from its own model on its next use.
    try first.suggestValue(5, for: y)
    first.updateVariables()
    #expect(first.lastUpdateFailure == nil)
    #expect(close(first.value(of: x), 5))
    #expect(first.statistics.rebuilds == 1)
    second.updateVariables()
    #expect(close(second.value(of: u), 6))
  }
}
