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
  private let solver = GLPKSolver()

  /// Builds the face of `state` around `reference`.
  ///
  /// - Throws: GLPK's error when the face cannot be built (it is then not decided which
  ///   variables are unique).
  init(
    _ state: ConformanceState, reference: ReferenceOptimum, tolerance: ConformanceTolerance
  ) throws(SolverError) {
    var constraints: [Constraint] = []
    var levelTerms: [Priority: [Term]] = [:]
    var levelScales: [Priority: Double] = [:]
    let value = { (variable: Variable) in reference.values[variable] ?? 0 }
    for item in state.judged {
      let constraint = item.constraint
      if constraint.isRequired {
        constraints.append(constraint)
        continue
      }
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
      levelScales[constraint.priority, default: 0] +=
        constraint.weight * ConformanceTolerance.scale(of: constraint, value)
    }
    for (level, terms) in levelTerms {
      let optimum = reference.levelErrors[level] ?? 0
      let allowance = tolerance.residualAllowance(scale: levelScales[level] ?? 0)
      constraints.append(Expression(terms: terms) <= optimum + allowance)
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

  /// Frees the LP.
  deinit { solver.reset() }
}
