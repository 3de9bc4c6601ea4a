/// What went wrong in a ``ConstraintSolver`` operation.
///
/// Every operation that throws leaves the solver exactly as it was before the call: same
/// constraints, same edit variables, same values.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The required constraint cannot hold together with the required constraints already in
  /// the solver. `conflicts` is a small set of those that, with it, cannot all hold (minimal
  /// where the backend could afford to minimise it).
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable was given the required priority (edits must be optional).
  case requiredEditVariable(Variable)
  /// An edit variable was given a priority outside (0, 1000).
  case invalidEditPriority(Variable, Priority)
  /// The constraint's priority lies outside (0, 1000].
  case invalidPriority(Constraint)
  /// The constraint's weight is not a positive finite number.
  case invalidWeight(Constraint)
  /// A coefficient of the constraint is NaN or infinite, or the coefficients of a variable
  /// that appears more than once add up beyond the range of a `Double` (see
  /// ``Constraint/checkedTerms()``).
  case nonFiniteCoefficient(Constraint, Variable)
  /// The constant of the constraint is NaN or infinite.
  case nonFiniteConstant(Constraint)
  /// A value suggested for an edit variable is NaN or infinite.
  case nonFiniteValue(Variable, Double)
  /// The operation would take a value, constant or coefficient the solver holds past the
  /// range of `Double` (its arithmetic would overflow to an infinity or NaN); the detail names
  /// what would have overflowed. The operation was refused; nothing changed.
  case outOfRange(String)
  /// The solver was used from a thread that may not use it (see the backend's documentation).
  case wrongThread(String)
  /// The backend failed internally (for GLPK: the call and its status). The solver is intact.
  case backendFailure(String)

  /// A sentence that names what was wrong.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "unsatisfiable required constraint \(constraint); it conflicts with:\n\(list)"
    case .duplicateConstraint(let constraint):
      return "constraint already added: \(constraint)"
    case .unknownConstraint(let constraint):
      return "constraint not in the solver: \(constraint)"
    case .duplicateEditVariable(let variable):
      return "\(variable) is already an edit variable"
    case .unknownEditVariable(let variable):
      return "\(variable) is not an edit variable"
    case .requiredEditVariable(let variable):
      return "edit variable \(variable) cannot have the required priority"
    case .invalidEditPriority(let variable, let priority):
      return "edit variable \(variable) has priority \(priority.value), outside (0, 1000)"
    case .invalidPriority(let constraint):
      return "priority \(constraint.priority.value) outside (0, 1000] in \(constraint)"
    case .invalidWeight(let constraint):
      return "weight \(constraint.weight) is not a positive finite number in \(constraint)"
    case .nonFiniteCoefficient(let constraint, let variable):
      if constraint.coefficientSumOverflows(for: variable) {
        return "the coefficients of \(variable) add up beyond the range of a 64-bit float "
          + "(a non-finite coefficient) in \(constraint)"
      }
      return "non-finite coefficient of \(variable) in \(constraint)"
    case .nonFiniteConstant(let constraint):
      return "non-finite constant in \(constraint)"
    case .nonFiniteValue(let variable, let value):
      return "non-finite value \(value) suggested for \(variable)"
    case .outOfRange(let detail):
      return "out of range: \(detail)"
    case .wrongThread(let detail):
      return "solver used from the wrong thread: \(detail)"
    case .backendFailure(let detail):
      return "backend failure: \(detail)"
    }
  }
}
