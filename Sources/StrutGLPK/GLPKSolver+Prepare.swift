import StrutCore

extension GLPKSolver {
  /// Validates a batch before anything changes, merging repeated variables. A constraint
  /// whose row waits in ``retired`` (it was removed since the last clean-up) was validated
  /// when it was first added and is immutable: only the duplicate check applies to it.
  ///
  /// - Complexity: O(total terms) (O(1) for a constraint that takes its own row back).
  func prepare(_ batch: [Constraint]) throws(SolverError) -> PreparedBatch {
    var prepared = PreparedBatch(constraints: batch)
    // Repeats among constraints whose rows wait are found by marking their table entries
    // for the duration of the loop (no allocation); the others use `seen`, made on demand.
    var seen: IdentifierIndex?
    var marked = 0
    defer {
      for position in 0..<marked { constraints.unmarkSeen(batch[position].id) }
    }
    for position in batch.indices {
      let id = batch[position].id
      switch constraints.state(id) {
      case .live, .seen: throw .duplicateConstraint(batch[position])
      case .retired(let tablePosition, _):
        constraints.markSeen(at: tablePosition)
        marked = position + 1
        if prepared.skipped.isEmpty {
          prepared.skipped = [Bool](repeating: false, count: batch.count)
        }
        prepared.skipped[position] = true
      case .absent:
        marked = position + 1
        if seen == nil {
          seen = IdentifierIndex()
          seen?.reserveCapacity(batch.count)
        }
        if seen?[id] != nil { throw .duplicateConstraint(batch[position]) }
        seen?[id] = 0
        try validate(batch[position], at: position, into: &prepared)
      }
    }
    return prepared
  }

  /// Validates a constraint new to the solver, merging its terms into `prepared` if needed.
  private func validate(
    _ constraint: Constraint, at position: Int, into prepared: inout PreparedBatch
  ) throws(SolverError) {
    guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
    guard constraint.weight.isFinite, constraint.weight > 0 else {
      throw .invalidWeight(constraint)
    }
    let expression = constraint.expression
    guard expression.constant.isFinite else { throw .nonFiniteConstant(constraint) }
    let terms = expression.terms
    // The common case: distinct variables, finite non-zero coefficients: keep the array.
    var plain = !terms.isEmpty && terms.count <= 16
    for index in terms.indices {
      let coefficient = terms[index].coefficient
      guard coefficient.isFinite else {
        throw .nonFiniteCoefficient(constraint, terms[index].variable)
      }
      if coefficient == 0 { plain = false }
      if plain, index > 0 {
        let id = terms[index].variable.id
        for earlier in 0..<index where terms[earlier].variable.id == id {
          plain = false
          break
        }
      }
    }
    if plain { return }
    let merged = try Self.merge(terms, of: constraint)
    if merged.isEmpty, constraint.isRequired,
      !Self.constantHolds(expression.constant, constraint.relation)
    {
      throw .unsatisfiable(constraint, conflicts: [])
    }
    prepared.merged[position] = merged
  }

  /// Merges repeated variables (first occurrence order) and drops zero coefficients.
  ///
  /// - Throws: `SolverError.nonFiniteCoefficient(_:_:)` when merging overflows.
  /// - Complexity: O(terms).
  static func merge(_ terms: [Term], of constraint: Constraint) throws(SolverError) -> [Term] {
    // StrutCore's shared check: repeated huge terms can overflow when merged.
    try constraint.checkedTerms()
  }

  /// Whether `constant relation 0` holds (for constraints without variables).
  static func constantHolds(_ constant: Double, _ relation: Relation) -> Bool {
    let tolerance = 1e-9
    switch relation {
    case .equal: return abs(constant) <= tolerance
    case .lessThanOrEqual: return constant <= tolerance
    case .greaterThanOrEqual: return constant >= -tolerance
    }
  }
}
