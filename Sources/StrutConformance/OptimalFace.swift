import StrutCore
import StrutGLPK

/// The set of optimal solutions of a state, as a GLPK LP in which a variable can be pushed
/// up and down to see whether its optimal value is unique.
///
/// Every required constraint of the state stays required. Every optional constraint gets
/// non-negative error variables that bound its error from above (`==`: `expression = p − n`,
/// error `p + n`; `<=`: `expression ≤ e`; `>=`: `−expression ≤ e`), and every level becomes
/// the required constraint `Σ weight · error ≤ optimum + allowance`, with the reference's
/// optimum of that level. What is left is the optimal face (widened by the allowance). A probe
/// makes the variable an edit variable (the only optional constraint left) and suggests a
/// value far below and then far above the reference value: the two solutions are the
/// minimum and the maximum of the variable over the face.
final class OptimalFace {
  /// The LP of the face.
  private let solver: GLPKSolver = {
    let solver = GLPKSolver()
    // The probes push a variable to the ends of a face widened by the allowance: a required
    // row a hair off there, or a point feasible only within GLPK's relaxed tolerance, is no
    // verdict, and an exact solve per probe costs seconds (minutes under AddressSanitizer:
    // the catalogue's probes were most of the sanitized run's 30 minutes in session 16).
    solver.exactFallbackLimit = 0
    return solver
  }()

  /// Builds the face of `state` around `reference`.
  ///
  /// - Throws: GLPK's error when the face cannot be built (it is then not decided which
  ///   variables are unique).
  convenience init(
    _ state: ConformanceState, reference: ReferenceOptimum, tolerance: ConformanceTolerance
  ) throws(SolverError) {
    let value = { (variable: Variable) in reference.values[variable] ?? 0 }
    var bounds: [Priority: Double] = [:]
    for level in state.levels {
      var scale = 0.0
      for item in state.judged where item.constraint.priority == level {
        scale += item.constraint.weight * ConformanceTolerance.scale(of: item.constraint, value)
      }
      bounds[level] =
        (reference.levelErrors[level] ?? 0) + tolerance.residualAllowance(scale: scale)
    }
    try self.init(state, bounds: bounds, objective: nil)
  }

  /// The face on which every level in `bounds` has at most that error; the optional
  /// constraints of the level `objective` stay optional (GLPK minimises them), every other
  /// level is left out.
  init(
    _ state: ConformanceState, bounds: [Priority: Double], objective: Priority?
  ) throws(SolverError) {
    var constraints: [Constraint] = []
    var levelTerms: [Priority: [Term]] = [:]
    for item in state.judged {
      let constraint = item.constraint
      if constraint.isRequired || constraint.priority == objective {
        constraints.append(constraint)
        continue
      }
      guard bounds[constraint.priority] != nil else { continue }
      let expression = constraint.expression
      let error: Expression
      switch constraint.relation {
      case .equal:
        let (up, down) = (Variable("error+"), Variable("error-"))
        constraints.append(expression - up + down == 0)
        constraints.append(up >= 0)
        constraints.append(down >= 0)
        error = up + down
      case .lessThanOrEqual:
        let slack = Variable("error")
        constraints.append(expression - slack <= 0)
        constraints.append(slack >= 0)
        error = Expression(slack)
      case .greaterThanOrEqual:
        let slack = Variable("error")
        constraints.append(expression + slack >= 0)
        constraints.append(slack >= 0)
        error = Expression(slack)
      }
      levelTerms[constraint.priority, default: []].append(
        contentsOf: error.terms.map { Term($0.variable, $0.coefficient * constraint.weight) })
    }
    // In the state's level order, not the dictionary's: GLPK's answer on a degenerate or
    // ill-conditioned face depends on the order of its rows, and a reference that changed
    // with the process's hash seed made catalogue cases pass in one run and fail in the next.
    for level in state.levels {
      guard let terms = levelTerms[level] else { continue }
      constraints.append(Expression(terms: terms) <= bounds[level] ?? 0)
    }
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    if let failure = solver.lastUpdateFailure { throw failure }
  }

  /// The least and the greatest value of `variable` over the face, searched within
  /// `center ± reach`; a bound that reaches that far is reported as it is (the variable is
  /// then certainly not unique). Nil when GLPK could not solve a probe.
  func range(of variable: Variable, center: Double, reach: Double) -> ClosedRange<Double>? {
    do {
      try solver.addEditVariable(variable, priority: 1)
      defer { try? solver.removeEditVariable(variable) }
      try solver.suggestValue(center - reach, for: variable)
      solver.updateVariables()
      if solver.lastUpdateFailure != nil { return nil }
      let low = solver.value(of: variable)
      try solver.suggestValue(center + reach, for: variable)
      solver.updateVariables()
      if solver.lastUpdateFailure != nil { return nil }
      let high = solver.value(of: variable)
      return min(low, high)...max(low, high)
    } catch {
      return nil
    }
  }

  /// The value of `variable` in the face's solution (after `init(_:bounds:objective:)`: a
  /// solution that minimises the objective level).
  func value(of variable: Variable) -> Double {
    solver.value(of: variable)
  }

  /// Frees the LP.
  deinit { solver.reset() }
}
