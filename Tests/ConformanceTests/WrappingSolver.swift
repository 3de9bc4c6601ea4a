import StrutCore

/// A deliberately wrong backend built around a real one: it changes a few operations and
/// forwards the edit operations and the values to `inner` unchanged (these defaults).
protocol WrappingSolver: ConstraintSolver {
  associatedtype Inner: ConstraintSolver
  /// The real solver underneath.
  var inner: Inner { get }
}

extension WrappingSolver {
  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    try inner.addEditVariable(variable, priority: priority)
  }

  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try inner.removeEditVariable(variable)
  }

  func hasEditVariable(_ variable: Variable) -> Bool { inner.hasEditVariable(variable) }

  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try inner.suggestValue(value, for: variable)
  }

  func updateVariables() { inner.updateVariables() }
}
