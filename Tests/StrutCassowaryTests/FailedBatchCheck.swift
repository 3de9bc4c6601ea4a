import StrutCassowary
import StrutCore
import Testing

/// Adds `impossible` to `solver`, which must refuse it, and checks that the refusal left
/// everything as it was: the invariants hold, the values of `watched` and the tableau's row and
/// cell counts are unchanged, and a later suggestion for `root` still leaves valid invariants.
/// `solver` must be updated (its values published) before the call.
func expectFailedBatchLeavesSolverAsItWas(
  _ solver: CassowarySolver, adding impossible: [Constraint], watching watched: [Variable],
  thenSuggest root: Variable, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let before = watched.map { solver.value(of: $0) }
  let statistics = solver.statistics
  #expect(throws: SolverError.self, sourceLocation: sourceLocation) {
    try solver.add(contentsOf: impossible)
  }
  #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
  solver.updateVariables()
  #expect(watched.map { solver.value(of: $0) } == before, sourceLocation: sourceLocation)
  #expect(solver.statistics.rows == statistics.rows, sourceLocation: sourceLocation)
  #expect(solver.statistics.cells == statistics.cells, sourceLocation: sourceLocation)
  try solver.suggestValue(200, for: root)
  solver.updateVariables()
  #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
}
