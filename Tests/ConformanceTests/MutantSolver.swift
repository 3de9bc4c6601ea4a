import StrutCore
import StrutGLPK

/// A deliberately wrong backend: GLPK, except that optional `>=` constraints are accepted but
/// never reach the solver. The checker and the fuzzer must catch it.
final class MutantSolver: WrappingSolver {
  let inner = GLPKSolver()
  private var ignored = Set<Constraint>()

  private static func dropped(_ constraint: Constraint) -> Bool {
    !constraint.isRequired && constraint.relation == .greaterThanOrEqual
      && constraint.priority.isValid && constraint.weight.isFinite && constraint.weight > 0
  }

  func add(_ constraint: Constraint) throws(SolverError) {
    try add(contentsOf: [constraint])
  }

  func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    for constraint in batch where ignored.contains(constraint) {
      throw .duplicateConstraint(constraint)
    }
    try inner.add(contentsOf: batch.filter { !Self.dropped($0) })
    ignored.formUnion(batch.filter(Self.dropped))
  }

  func remove(_ constraint: Constraint) throws(SolverError) {
    try remove(contentsOf: [constraint])
  }

  func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    try inner.remove(contentsOf: batch.filter { !ignored.contains($0) })
    ignored.subtract(batch)
  }

  func contains(_ constraint: Constraint) -> Bool {
    ignored.contains(constraint) || inner.contains(constraint)
  }

  func value(of variable: Variable) -> Double { inner.value(of: variable) }

  func reset() {
    inner.reset()
    ignored = []
  }
}
