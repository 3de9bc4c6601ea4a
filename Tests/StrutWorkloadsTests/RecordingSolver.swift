import StrutCore

/// A solver that solves nothing: it records every call, so tests can check the exact protocol
/// that ``WorkloadRunner`` follows. Values are always 0.
final class RecordingSolver: ConstraintSolver {
  /// One call.
  enum Call: Equatable {
    case addBatch(count: Int)
    case add
    case removeBatch([Int])
    case remove
    case addEdit(Variable, Priority)
    case removeEdit(Variable)
    case suggest(Double, Variable)
    case update
    case reset
  }

  private(set) var calls: [Call] = []
  /// The constraints of every batch removal, in order.
  private(set) var removedBatches: [[Constraint]] = []
  private var constraints: Set<Constraint> = []
  private var edits: Set<Variable> = []

  func add(_ constraint: Constraint) throws(SolverError) {
    guard constraints.insert(constraint).inserted else { throw .duplicateConstraint(constraint) }
    calls.append(.add)
  }

  func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    if let duplicate = batch.first(where: { self.constraints.contains($0) }) {
      throw .duplicateConstraint(duplicate)
    }
    self.constraints.formUnion(batch)
    calls.append(.addBatch(count: batch.count))
  }

  func remove(_ constraint: Constraint) throws(SolverError) {
    guard constraints.remove(constraint) != nil else { throw .unknownConstraint(constraint) }
    calls.append(.remove)
  }

  func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = Array(constraints)
    if let unknown = batch.first(where: { !self.constraints.contains($0) }) {
      throw .unknownConstraint(unknown)
    }
    self.constraints.subtract(batch)
    calls.append(.removeBatch(batch.map(\.id)))
    removedBatches.append(batch)
  }

  func contains(_ constraint: Constraint) -> Bool { constraints.contains(constraint) }

  func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits.insert(variable).inserted else { throw .duplicateEditVariable(variable) }
    calls.append(.addEdit(variable, priority))
  }

  func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard edits.remove(variable) != nil else { throw .unknownEditVariable(variable) }
    calls.append(.removeEdit(variable))
  }

  func hasEditVariable(_ variable: Variable) -> Bool { edits.contains(variable) }

  func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard edits.contains(variable) else { throw .unknownEditVariable(variable) }
    calls.append(.suggest(value, variable))
  }

  func updateVariables() { calls.append(.update) }

  func value(of variable: Variable) -> Double { 0 }

  func reset() {
    constraints = []
    edits = []
    calls.append(.reset)
  }
}
