/// The contract every Strut backend fulfils (see `docs/semantics.md`).
///
/// A solver holds a set of constraints and edit variables and keeps an optimal assignment of
/// values: every required constraint holds; among those assignments, the error of optional
/// constraints is minimised lexicographically by priority (highest first), and within one
/// priority as the weighted sum of errors.
///
/// Every throwing operation is transactional: when it throws, the solver is exactly as it was.
///
/// Solvers are not thread-safe; use one from one thread (or one isolation domain) at a time.
public protocol ConstraintSolver: AnyObject {
  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/invalidWeight(_:)``, ``SolverError/nonFiniteCoefficient(_:_:)``,
  ///   ``SolverError/nonFiniteConstant(_:)``, ``SolverError/unsatisfiable(_:conflicts:)``.
  func add(_ constraint: Constraint) throws(SolverError)

  /// Adds several constraints as one transaction: all are added, or (on error) none.
  func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError)

  /// Removes a constraint.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  func remove(_ constraint: Constraint) throws(SolverError)

  /// Removes several constraints as one transaction: all are removed, or (on error) none.
  func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError)

  /// Whether the constraint is in the solver.
  func contains(_ constraint: Constraint) -> Bool

  /// Makes `variable` an edit variable: ``suggestValue(_:for:)`` then asks for
  /// `variable == value` at `priority` (optional; 0 < priority < 1000).
  /// Until a value is suggested, the edit asks for the value the variable has in the solver's
  /// current solution (0 for a variable the solver has not seen), so adding an edit variable
  /// never moves anything. (kiwi asks for 0 instead, which drags a layout to its minimum.)
  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)

  /// Removes an edit variable and its suggestion.
  func removeEditVariable(_ variable: Variable) throws(SolverError)

  /// Whether `variable` is an edit variable.
  func hasEditVariable(_ variable: Variable) -> Bool

  /// Suggests a value for an edit variable.
  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError)

  /// Makes the values read by ``value(of:)`` current.
  func updateVariables()

  /// The value of `variable` as of the last ``updateVariables()`` (0 for an unknown variable).
  func value(of variable: Variable) -> Double

  /// Removes every constraint and edit variable.
  func reset()
}
