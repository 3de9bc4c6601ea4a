import StrutCore
import StrutGLPK

/// The reference optimum of a ``ConformanceState``: GLPK's lexicographic (staged) LP, solved
/// from scratch on a fresh ``GLPKSolver``.
///
/// GLPKSolver solves the priority levels one after another, highest first, each level's optimum
/// bounding the next (docs/glpk.md), so its solution's per-level errors are the lexicographic
/// optimum up to the simplex's rounding. Edit variables enter as the optional equalities they
/// stand for (`variable == value` at the edit's priority), so the reference does not depend on
/// any history.
///
/// GLPK is per thread: compute, use and drop a reference on one thread.
public struct ReferenceOptimum: Sendable {
  /// The reference value of every variable of the state.
  public let values: [Variable: Double]
  /// The error of every optional priority level (Σ weight · error), by priority.
  public let levelErrors: [Priority: Double]

  /// Solves `state` on a fresh GLPKSolver.
  ///
  /// - Throws: the ``SolverError`` of GLPK (`.unsatisfiable` when the required constraints of
  ///   the state cannot hold, `.backendFailure` when GLPK could not solve).
  public init(_ state: ConformanceState) throws(SolverError) {
    let solver = GLPKSolver()
    defer { solver.reset() }
    let judged = state.judged
    try solver.add(contentsOf: judged.map(\.constraint))
    solver.updateVariables()
    if let failure = solver.lastUpdateFailure { throw failure }
    var values: [Variable: Double] = [:]
    for variable in state.variables { values[variable] = solver.value(of: variable) }
    self.values = values
    self.levelErrors = Self.levelErrors(of: judged) { values[$0] ?? 0 }
  }

  /// The error of every optional level at the given values (Σ weight · violation).
  public static func levelErrors(
    of judged: [ConformanceState.Judged], _ value: (Variable) -> Double
  ) -> [Priority: Double] {
    var errors: [Priority: Double] = [:]
    for item in judged where !item.constraint.isRequired {
      let constraint = item.constraint
      errors[constraint.priority, default: 0] += constraint.weight * constraint.violation(value)
    }
    return errors
  }
}
