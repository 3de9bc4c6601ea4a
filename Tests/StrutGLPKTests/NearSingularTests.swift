import StrutCassowary
import StrutCore
import StrutGLPK
import Testing

/// Nearly parallel rows with tiny (1e-3) magnitudes: GLPK's primal simplex stops phase 1 with
/// "no feasible solution" from some bases although the system is satisfiable (its reduced
/// costs fall under `tol_dj`). GLPKSolver confirms every `GLP_NOFEAS` with the dual simplex
/// from the basis the primal one left, so such systems are solved (shrunk from
/// `bench fuzz --backends glpk --seed 1`, system 1516).
@Suite struct NearSingularTests {
  /// The shrunk system, constraints in index order (the order GLPK's crash basis and the
  /// conformance reference use). `x25` and `x189` are pinned by the two nearly parallel
  /// required equalities (determinant −0.0176).
  static func system() -> (variables: [String: Variable], constraints: [Constraint]) {
    let names = ["x22", "x25", "x34", "x43", "x61", "x90", "x93", "x116", "x119", "x189", "x205"]
    var v: [String: Variable] = [:]
    for name in names { v[name] = Variable(name) }
    func x(_ name: String) -> Variable { v[name]! }
    let constraints: [Constraint] = [
      -3 * x("x25") + 3 * x("x189") - 0.0043315887451171875 == 0,
      (-1 * x("x61") - 0.0018634796142578125 >= 0).priority(Priority(300)),
      (-1 * x("x189") + 0.001735687255859375 == 0).priority(Priority(300)).weight(10),
      (-1 * x("x61") + x("x119") + 0.000568389892578125 <= 0).priority(Priority(300)),
      -2 * x("x22") - 0.5 * x("x43") - x("x93") + x("x34") - 0.0013189315795898438 == 0,
      -6 * x("x25") + 6.005859375 * x("x189") - 0.008672386407852173 == 0,
      (-2 * x("x90") - x("x22") - 0.0042705535888671875 == 0).priority(Priority(300)),
      (10 * x("x25") + x("x90") + 0.0010833740234375 <= 0).priority(Priority(300)),
      (-1 * x("x116") - x("x205") - 0.0015277862548828125 >= 0).priority(Priority(300)),
    ]
    return (v, constraints)
  }

  @Test func satisfiableNearlyParallelSystemIsSolved() throws {
    let (v, constraints) = Self.system()
    let solver = GLPKSolver()
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    for constraint in constraints where constraint.isRequired {
      let violation = constraint.violation { solver.value(of: $0) }
      #expect(violation <= 1e-9, "\(constraint) violated by \(violation)")
    }
    // The two required rows pin x25 and x189 (Cassowary agrees).
    let cassowary = CassowarySolver()
    try cassowary.add(contentsOf: constraints)
    cassowary.updateVariables()
    for name in ["x25", "x189"] {
      let variable = v[name]!
      #expect(abs(solver.value(of: variable) - cassowary.value(of: variable)) <= 1e-9)
    }
  }

  /// Added one by one, required first, and then as one batch in reverse order: same verdict.
  @Test func everyOrderIsSatisfiable() throws {
    let (_, constraints) = Self.system()
    for order in [constraints, constraints.reversed()] {
      let solver = GLPKSolver()
      for constraint in order { try solver.add(constraint) }
      solver.updateVariables()
      #expect(solver.lastUpdateFailure == nil)
      let batch = GLPKSolver()
      try batch.add(contentsOf: order)
      batch.updateVariables()
      #expect(batch.lastUpdateFailure == nil)
    }
  }

  /// Truly inconsistent nearly parallel rows are still rejected, with both rows named.
  @Test func inconsistentNearlyParallelRowsAreStillUnsatisfiable() throws {
    let a = Variable("a")
    let b = Variable("b")
    let first = -3 * a + 3 * b - 0.0043315887451171875 == 0
    let second = -3 * a + 3.001 * b - 0.0043315887451171875 == 0
    let third = b == 1
    let solver = GLPKSolver()
    try solver.add(contentsOf: [first, second])
    do {
      try solver.add(third)
      Issue.record("b == 1 contradicts the two rows (they force b = 0)")
    } catch {
      guard case .unsatisfiable(let culprit, let conflicts) = error else {
        Issue.record("expected unsatisfiable, got \(error)")
        return
      }
      #expect(culprit == third)
      #expect(Set(conflicts.map(\.id)) == Set([first.id, second.id]))
    }
  }
}
