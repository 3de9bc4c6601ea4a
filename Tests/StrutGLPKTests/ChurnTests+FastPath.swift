import CGLPKShim
import StrutCore
import StrutGLPK
import Testing

/// Churn's fast path: a batch made only of removed constraints whose rows wait takes them
/// back with one bound call each for rows and error columns, and once every removed row is
/// back the LP is the one last solved (no solve at all). Everything else (other constraints
/// in the batch, a moved witness, repeats, errors) goes through the general path, and every
/// failure leaves the solver as it was.
extension ChurnTests {
  /// The retirement fixture's variables and constraints, solved.
  func solvedPair() throws -> (GLPKSolver, x: Variable, y: Variable, [Constraint]) {
    let x = Variable("x")
    let y = Variable("y")
    let (solver, required, a, b) = try solvedRetirementFixture(x, y)
    return (solver, x, y, [required, a, b])
  }

  @Test func afterAChurnAnotherConstraintTakesAWaitingRow() throws {
    let (solver, x, y, system) = try solvedPair()
    let (a, b) = (system[1], system[2])
    try solver.remove(contentsOf: [a, b])
    // `a` alone comes back (fast path); `b`'s row still waits and `c`, with b's left-hand
    // side, relation, level and weight, takes it over.
    try solver.add(a)
    let c = (y == 60).priority(.medium)
    try solver.add(c)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.contains(a) && solver.contains(c) && !solver.contains(b))
    #expect(close(solver.value(of: x), 40) && close(solver.value(of: y), 60))
    // b was evicted by c: it comes back as a new constraint with a row of its own.
    try solver.add(b)
    solver.updateVariables()
    let fresh = GLPKSolver()
    try fresh.add(contentsOf: [system[0], a, c, b])
    fresh.updateVariables()
    #expect(close(solver.value(of: x), fresh.value(of: x)))
    #expect(close(solver.value(of: y), fresh.value(of: y)))
  }

  @Test func afterAChurnOnATreeADifferentConstraintTakesARetiredRow() throws {
    let (solver, tree) = try solvedTree(85)
    let chosen = sample(tree.constraints, seed: 7)
    guard let index = chosen.firstIndex(where: { abs(abs($0.expression.constant) - 4) < 1e-12 })
    else {
      Issue.record("the sample has no gap constraint")
      return
    }
    let dropped = chosen[index]
    var expression = dropped.expression
    expression.constant *= 1.5
    let replacement = Constraint(expression, dropped.relation, priority: dropped.priority)
    var back = chosen
    back.remove(at: index)
    let cold = solver.statistics.coldSolves
    try solver.remove(contentsOf: chosen)
    try solver.add(contentsOf: back)
    try solver.add(replacement)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(!solver.contains(dropped) && solver.contains(replacement))
    #expect(solver.statistics.coldSolves == cold)
    let system = tree.constraints.filter { $0 != dropped } + [replacement]
    let expected = try freshValues(system, tree: tree, width: 1000)
    #expect(
      zip(expected, variables(tree).map { solver.value(of: $0) }).allSatisfy { close($0, $1) })
  }

  @Test func aFailingReAddInTheMiddleOfAChurnRollsBackExactly() throws {
    let (solver, tree) = try solvedTree(85)
    let all = variables(tree)
    let chosen = sample(tree.constraints, seed: 3)
    #expect(chosen.count > 4)
    let middle = chosen.count / 2
    try solver.remove(contentsOf: chosen)
    let removed = SolverState(solver, variables: all, constraints: tree.constraints)
    let root = tree.views[0]

    // Invalid, repeated and unsatisfiable constraints in the middle of the re-added batch.
    let invalid = Double.nan * root.x == 1
    #expect(throws: SolverError.nonFiniteCoefficient(invalid, root.x)) {
      try solver.add(contentsOf: chosen[..<middle] + [invalid] + chosen[middle...])
    }
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == removed)
    #expect(throws: SolverError.duplicateConstraint(chosen[0])) {
      try solver.add(contentsOf: chosen[..<middle] + [chosen[0]] + chosen[middle...])
    }
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == removed)
    let contradiction = root.h == 500
    let error = #expect(throws: SolverError.self) {
      try solver.add(contentsOf: chosen[..<middle] + [contradiction] + chosen[middle...])
    }
    guard case .unsatisfiable(let culprit, _) = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(culprit == contradiction)
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == removed)

    // A GLPK failure in the fast path itself: nothing re-added, the LP rebuilt from the model.
    let rebuilds = solver.statistics.rebuilds
    strut_glp_inject_fault()
    let failure = #expect(throws: SolverError.self) { try solver.add(contentsOf: chosen) }
    guard case .backendFailure(let detail) = failure else {
      Issue.record("expected backendFailure, got \(String(describing: failure))")
      return
    }
    #expect(detail.contains("glp_set_row_bnds"))
    #expect(solver.statistics.rebuilds == rebuilds + 1)
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == removed)

    // The removal still stands, and the whole batch can come back.
    try solver.add(contentsOf: chosen)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    let expected = try freshValues(tree.constraints, tree: tree, width: 1000)
    #expect(zip(expected, all.map { solver.value(of: $0) }).allSatisfy { close($0, $1) })
  }

  @Test func aFailingRemovalInAChurnChangesNothing() throws {
    let (solver, tree) = try solvedTree(85)
    let all = variables(tree)
    let chosen = sample(tree.constraints, seed: 4)
    let before = SolverState(solver, variables: all, constraints: tree.constraints)
    let stranger = Variable("stranger") == 3
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.remove(contentsOf: chosen + [stranger])
    }
    #expect(throws: SolverError.unknownConstraint(chosen[0])) {
      try solver.remove(contentsOf: chosen + [chosen[0]])
    }
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == before)
    strut_glp_inject_fault()
    #expect(throws: SolverError.self) { try solver.remove(contentsOf: chosen) }
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == before)
    // After the rebuild the churn works as ever.
    try solver.remove(contentsOf: chosen)
    for constraint in chosen { #expect(!solver.contains(constraint)) }
    try solver.add(contentsOf: chosen)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == before)
  }

  @Test func churnsFollowedByEditsMatchAFreshSolver() throws {
    let (solver, tree) = try solvedTree(341)
    let all = variables(tree)
    var width = 1000.0
    for seed in 21...24 as ClosedRange<UInt64> {
      let chosen = sample(tree.constraints, seed: seed)
      try solver.remove(contentsOf: chosen)
      try solver.add(contentsOf: chosen)
      solver.updateVariables()
      for next in [760.0, 1240.0, 905.0 + Double(seed)] {
        width = next
        try solver.suggestValue(width, for: tree.views[0].w)
        solver.updateVariables()
        #expect(solver.lastUpdateFailure == nil)
      }
      let expected = try freshValues(tree.constraints, tree: tree, width: width)
      #expect(
        zip(expected, all.map { solver.value(of: $0) }).allSatisfy { close($0, $1) }, "seed \(seed)"
      )
    }
    #expect(solver.statistics.rebuilds == 0)
    #expect(solver.statistics.basisRepairs == 0)
  }

  @Test func repeatedChurnsWithoutUpdatesAndPartialOnesStayExact() throws {
    let (solver, tree) = try solvedTree(85)
    let all = variables(tree)
    let before = all.map { solver.value(of: $0) }
    let solves = solver.statistics.solves
    // Many exact churns with no update between them: no solve, nothing accumulates.
    for seed in 1...40 as ClosedRange<UInt64> {
      let chosen = sample(tree.constraints, seed: seed)
      try solver.remove(contentsOf: chosen)
      try solver.add(contentsOf: chosen)
    }
    solver.updateVariables()
    #expect(solver.statistics.solves == solves)
    #expect(all.map { solver.value(of: $0) } == before)
    // A churn that leaves one constraint out needs a solve, and so does putting it back.
    let chosen = sample(tree.constraints, seed: 41)
    try solver.remove(contentsOf: chosen)
    try solver.add(contentsOf: chosen.dropFirst())
    solver.updateVariables()
    #expect(solver.statistics.solves == solves + 1)
    #expect(!solver.contains(chosen[0]))
    // (Without it the layout need not be unique: check the constraints, not the values.)
    for constraint in tree.constraints where constraint != chosen[0] {
      #expect(constraint.violation { solver.value(of: $0) } < 1e-6, "\(constraint)")
    }
    try solver.add(chosen[0])
    solver.updateVariables()
    #expect(zip(before, all.map { solver.value(of: $0) }).allSatisfy { close($0, $1) })
  }

  @Test func mixedBatchesAndAMovedWitnessTakeTheGeneralPath() throws {
    let (solver, x, y, system) = try solvedPair()
    let (required, a) = (system[0], system[1])
    // A removed constraint together with a new one.
    let z = Variable("z")
    let link = z == x + 1
    try solver.remove(a)
    try solver.add(contentsOf: [a, link])
    solver.updateVariables()
    #expect(solver.contains(a) && solver.contains(link))
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: z), 51))
    // A required constraint removed, then a new required one moves the witness (z is its
    // own variable): the re-added constraint is checked against the moved witness.
    try solver.remove(required)
    let w = Variable("w")
    try solver.add(w == y + 2)
    try solver.add(required)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(close(solver.value(of: x) + solver.value(of: y), 100))
    #expect(close(solver.value(of: w), solver.value(of: y) + 2))
    // A constraint without variables removed together with rows goes at once, and comes
    // back as a new one.
    let constant = Constraint(Expression(terms: [], constant: 0), .equal)
    try solver.add(constant)
    try solver.remove(contentsOf: [constant, a])
    #expect(!solver.contains(constant) && !solver.contains(a))
    try solver.add(contentsOf: [constant, a])
    solver.updateVariables()
    #expect(solver.contains(constant) && solver.contains(a))
    #expect(close(solver.value(of: x), 50) && close(solver.value(of: y), 50))
  }
}
