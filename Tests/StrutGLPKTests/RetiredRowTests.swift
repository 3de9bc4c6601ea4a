import StrutCore
import StrutGLPK
import Testing

/// The two suites' system: `x + y == 100`, `x == 30 @low`, `y == 50 @medium`, added and
/// solved on a fresh GLPKSolver.
func solvedRetirementFixture(
  _ x: Variable, _ y: Variable
) throws -> (GLPKSolver, required: Constraint, a: Constraint, b: Constraint) {
  let solver = GLPKSolver()
  let required = x + y == 100
  let a = (x == 30).priority(.low)
  let b = (y == 50).priority(.medium)
  try solver.add(contentsOf: [required, a, b])
  solver.updateVariables()
  return (solver, required, a, b)
}

/// Removed constraints' rows wait until the next clean-up: the same constraint re-added takes
/// its own row back (found by identity, not validated again), another constraint with the
/// same left-hand side takes one by signature, and a failed add leaves them waiting.
@Suite struct RetiredRowTests {
  let x = Variable("x")
  let y = Variable("y")

  /// `x + y == 100`, `x == 30 @low`, `y == 50 @medium`, solved (x 50, y 50).
  func solved() throws -> (GLPKSolver, required: Constraint, a: Constraint, b: Constraint) {
    let fixture = try solvedRetirementFixture(x, y)
    #expect(close(fixture.0.value(of: x), 50) && close(fixture.0.value(of: y), 50))
    return fixture
  }

  @Test func theSameConstraintAndANewOneWithARemovedSignatureBothTakeRows() throws {
    let (solver, _, a, b) = try solved()
    let cold = solver.statistics.coldSolves
    try solver.remove(contentsOf: [a, b])
    // `c` has b's left-hand side, relation, level and weight: it takes b's row.
    let c = (y == 60).priority(.medium)
    try solver.add(contentsOf: [a, c])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.contains(a) && solver.contains(c) && !solver.contains(b))
    #expect(close(solver.value(of: x), 40) && close(solver.value(of: y), 60))
    #expect(solver.statistics.coldSolves == cold)
  }

  @Test func reAddingEveryRemovedConstraintRestoresTheLPExactly() throws {
    let (solver, required, a, b) = try solved()
    let before = solver.statistics
    try solver.remove(contentsOf: [b, required, a])
    try solver.add(contentsOf: [a, b, required])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
    // Exactly the LP last solved: its solution still holds, no solve at all.
    #expect(solver.statistics.solves == before.solves)
    #expect(solver.statistics.simplexCalls == before.simplexCalls)
  }

  @Test func aRejectedBatchLeavesTheRemovedConstraintsRemovedAndReAddable() throws {
    let (solver, _, a, b) = try solved()
    try solver.remove(contentsOf: [a, b])
    let invalid = Double.nan * x == 1
    #expect(throws: SolverError.nonFiniteCoefficient(invalid, x)) {
      try solver.add(contentsOf: [a, invalid])
    }
    #expect(!solver.contains(a))
    #expect(throws: SolverError.duplicateConstraint(a)) {
      try solver.add(contentsOf: [a, a])
    }
    #expect(!solver.contains(a))
    try solver.add(contentsOf: [a, b])
    #expect(throws: SolverError.duplicateConstraint(a)) { try solver.add(a) }
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
  }

  @Test func aConstraintWhoseRowWasTakenGetsANewOneWhenReAdded() throws {
    let (solver, _, _, b) = try solved()
    try solver.remove(b)
    let c = (y == 60).priority(.medium)
    try solver.add(c)  // takes b's row
    try solver.add(b)  // b's row is gone: a new row
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.contains(b) && solver.contains(c))
    // y == 50 and y == 60 at medium: any y in [50, 60] is optimal there; then x == 30 at
    // low (x + y == 100) picks y = 60.
    #expect(close(solver.value(of: x), 40) && close(solver.value(of: y), 60))
    try solver.remove(contentsOf: [b, c])
    solver.updateVariables()
    #expect(close(solver.value(of: x), 30) && close(solver.value(of: y), 70))
  }

  @Test func anUnsatisfiableReAddPutsTheRowsBackForALaterReAdd() throws {
    let (solver, required, a, b) = try solved()
    try solver.remove(contentsOf: [required, a])
    let contradiction = x + y == 0
    let lower = x >= 1
    let upper = y >= 1
    try solver.add(contentsOf: [lower, upper])
    #expect(throws: SolverError.self) { try solver.add(contentsOf: [required, contradiction]) }
    #expect(!solver.contains(required) && !solver.contains(contradiction))
    try solver.add(contentsOf: [a, required])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.contains(b))
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
  }
}

/// A removed constraint's entry stays in the solver's table marked retired until the next
/// clean-up: removing and re-adding flips the mark, so every path through that state (removed
/// again, re-added after the witness moved, taken by another constraint and given back, never
/// re-added, reset) must behave as if the entry had left.
@Suite struct RetiredEntryTests {
  let x = Variable("x")
  let y = Variable("y")

  /// `x + y == 100`, `x == 30 @low`, `y == 50 @medium`, solved (x 50, y 50).
  func solved() throws -> (GLPKSolver, required: Constraint, a: Constraint, b: Constraint) {
    try solvedRetirementFixture(x, y)
  }

  @Test func removedReAddedAndRemovedAgainBeforeAnUpdate() throws {
    let (solver, required, a, b) = try solved()
    let cold = solver.statistics.coldSolves
    try solver.remove(contentsOf: [required, a])
    try solver.add(contentsOf: [a, required])
    #expect(solver.contains(required) && solver.contains(a))
    try solver.remove(contentsOf: [a, required])
    #expect(!solver.contains(required) && !solver.contains(a) && solver.contains(b))
    #expect(throws: SolverError.unknownConstraint(a)) { try solver.remove(a) }
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    // Only `y == 50 @medium` is left; x has no row any more and reads 0.
    #expect(close(solver.value(of: y), 50) && close(solver.value(of: x), 0))
    // Cleaned up: re-adding appends new rows and solves them.
    try solver.add(contentsOf: [required, a])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
    #expect(solver.statistics.coldSolves == cold)
  }

  @Test func reAddingAfterTheWitnessMovedIsCheckedAndCanBeUnsatisfiable() throws {
    let solver = GLPKSolver()
    let pin = x == 10
    let link: Constraint = y == 1.0 * x
    try solver.add(contentsOf: [pin, link])
    solver.updateVariables()
    try solver.remove(link)
    let away = y == 20
    try solver.add(away)
    solver.updateVariables()  // the witness moves: y = 20
    #expect(close(solver.value(of: y), 20))
    #expect(throws: SolverError.self) { try solver.add(link) }
    #expect(!solver.contains(link) && solver.contains(away) && solver.contains(pin))
    solver.updateVariables()
    #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 20))
    // The rejected re-add left the row waiting: without `away` it comes back.
    try solver.remove(away)
    try solver.add(link)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 10))
  }

  @Test func aRowTakenByAnotherConstraintInARejectedBatchGoesBackToItsConstraint() throws {
    let (solver, required, a, b) = try solved()
    try solver.remove(b)
    let c = (y == 60).priority(.medium)  // b's signature: takes b's row
    let contradiction = x + y == 0
    #expect(throws: SolverError.self) { try solver.add(contentsOf: [c, contradiction]) }
    #expect(!solver.contains(c) && !solver.contains(b) && solver.contains(required))
    try solver.add(b)  // its own row again
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.contains(a) && solver.contains(b))
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
  }

  @Test func aRemovedConstraintReAddedInTheBatchThatTookItsRow() throws {
    let (solver, _, _, b) = try solved()
    try solver.remove(b)
    let c = (y == 60).priority(.medium)
    try solver.add(contentsOf: [c, b])  // c takes b's row; b gets a new one
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.contains(b) && solver.contains(c))
    #expect(close(solver.value(of: x), 40) && close(solver.value(of: y), 60))
  }

  @Test func removedAndNeverReAddedThenReset() throws {
    let (solver, required, a, b) = try solved()
    try solver.remove(contentsOf: [a, b])
    solver.reset()
    for constraint in [required, a, b] { #expect(!solver.contains(constraint)) }
    #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    #expect(throws: SolverError.unknownConstraint(a)) { try solver.remove(a) }
    try solver.add(contentsOf: [required, a, b])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
  }

  @Test func removedAndNeverReAddedLeaveAtTheUpdate() throws {
    let (solver, required, a, b) = try solved()
    try solver.remove(contentsOf: [b, required])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 30) && solver.value(of: y) == 0)
    #expect(!solver.contains(b) && !solver.contains(required) && solver.contains(a))
    try solver.add(contentsOf: [b, required])  // new rows now
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
  }
}

/// Variables (and constraints) are found by identifier through a dense range that grows
/// geometrically, plus a dictionary for identifiers far outside it; growing the range over
/// an identifier held in the dictionary must not lose it.
@Suite struct ScatteredIdentifierTests {
  @Test func anIdentifierOutsideTheDenseRangeStaysFoundWhenTheRangeGrowsOverIt() throws {
    let first = Variable("first")
    let fillers = (0..<6000).map { Variable("v\($0)") }
    let far = Variable("far")
    let solver = GLPKSolver()
    try solver.add(first == 1)
    let farConstraint = far == 7
    try solver.add(farConstraint)  // 6,001 identifiers away: kept outside the dense range
    // Ascending identifiers grow the dense range past `far`.
    try solver.add(contentsOf: fillers.enumerated().map { $0.element == Double($0.offset) })
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: far), 7))
    #expect(close(solver.value(of: first), 1))
    #expect(close(solver.value(of: fillers[5999]), 5999))
    #expect(solver.contains(farConstraint))
    try solver.remove(farConstraint)
    #expect(!solver.contains(farConstraint))
    try solver.add(far == 8)
    solver.updateVariables()
    #expect(close(solver.value(of: far), 8))
  }
}
