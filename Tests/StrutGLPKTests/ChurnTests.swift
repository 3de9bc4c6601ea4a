import StrutCore
import StrutGLPK
import Testing

/// Batch removal and re-adding: removed rows are taken over by re-added constraints with the
/// same left-hand side (no new rows, the basis stays valid), and the rest are cleaned up in
/// bulk after the next solve, never with a cold start.
@Suite struct ChurnTests {
  /// A solved tree of `count` views with its root width at 1000.
  func solvedTree(_ count: Int) throws -> (GLPKSolver, TreeLayout) {
    let tree = TreeLayout(count: count)
    let solver = GLPKSolver()
    try solver.add(contentsOf: tree.constraints)
    try solver.addEditVariable(tree.views[0].w, priority: .high)
    try solver.suggestValue(1000, for: tree.views[0].w)
    solver.updateVariables()
    return (solver, tree)
  }

  /// Every variable of the tree.
  func variables(_ tree: TreeLayout) -> [Variable] {
    tree.views.flatMap { [$0.x, $0.y, $0.w, $0.h] }
  }

  /// A seeded tenth of the constraints.
  func sample(_ constraints: [Constraint], seed: UInt64) -> [Constraint] {
    var generator = SeededGenerator(seed: seed)
    return constraints.filter { _ in Double.random(in: 0..<1, using: &generator) < 0.1 }
  }

  /// A fresh solver's values for the same system.
  func freshValues(_ constraints: [Constraint], tree: TreeLayout, width: Double) throws -> [Double]
  {
    let fresh = GLPKSolver()
    try fresh.add(contentsOf: constraints)
    try fresh.addEditVariable(tree.views[0].w, priority: .high)
    try fresh.suggestValue(width, for: tree.views[0].w)
    fresh.updateVariables()
    return variables(tree).map { fresh.value(of: $0) }
  }

  @Test func removingAndReaddingTheSameBatchRestoresTheLPWithoutASolve() throws {
    let (solver, tree) = try solvedTree(341)
    let all = variables(tree)
    let before = all.map { solver.value(of: $0) }
    let statistics = solver.statistics
    for seed in 1...4 as ClosedRange<UInt64> {
      let chosen = sample(tree.constraints, seed: seed)
      #expect(!chosen.isEmpty)
      try solver.remove(contentsOf: chosen)
      // Until the next update the published values stay.
      #expect(all.map { solver.value(of: $0) } == before)
      try solver.add(contentsOf: chosen)
      solver.updateVariables()
      #expect(solver.lastUpdateFailure == nil)
      #expect(all.map { solver.value(of: $0) } == before, "seed \(seed)")
    }
    let after = solver.statistics
    // The LP was exactly the one last solved each time (same rows, bounds and basis
    // statuses): its solution still held, so no solve ran, not even glp_warm_up.
    #expect(after.solves == statistics.solves)
    #expect(after.warmUpOnlySolves == statistics.warmUpOnlySolves)
    #expect(after.simplexCalls == statistics.simplexCalls)
    #expect(after.totalIterations == statistics.totalIterations)
    // The next edit starts from that basis: a glp_warm_up check or a warm re-solve, never a
    // cold one, and it reaches a fresh solver's values.
    try solver.suggestValue(900, for: tree.views[0].w)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.statistics.coldSolves == statistics.coldSolves)
    let expected = try freshValues(tree.constraints, tree: tree, width: 900)
    #expect(zip(expected, all.map { solver.value(of: $0) }).allSatisfy { close($0, $1) })
  }

  @Test func readdingWithNewConstantsReusesRowsAndMatchesAFreshSolver() throws {
    let (solver, tree) = try solvedTree(341)
    let chosen = sample(tree.constraints, seed: 11)
    // The same left-hand sides with other constants: gaps of 6 instead of 4 where the
    // constant is 4 or −4, other constants unchanged.
    let changed = chosen.map { constraint -> Constraint in
      var expression = constraint.expression
      if abs(abs(expression.constant) - 4) < 1e-12 { expression.constant *= 1.5 }
      return Constraint(expression, constraint.relation, priority: constraint.priority)
    }
    let kept = tree.constraints.filter { constraint in !chosen.contains(constraint) }
    let cold = solver.statistics.coldSolves
    try solver.remove(contentsOf: chosen)
    try solver.add(contentsOf: changed)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.statistics.coldSolves == cold)
    let expected = try freshValues(kept + changed, tree: tree, width: 1000)
    let actual = variables(tree).map { solver.value(of: $0) }
    #expect(zip(expected, actual).allSatisfy { close($0, $1) })
  }

  @Test func removalsSolvedBeforeTheReaddAreCleanedUpInBulk() throws {
    let (solver, tree) = try solvedTree(341)
    let all = variables(tree)
    let before = all.map { solver.value(of: $0) }
    let chosen = sample(tree.constraints, seed: 5)
    let kept = tree.constraints.filter { constraint in !chosen.contains(constraint) }
    let cold = solver.statistics.coldSolves
    try solver.remove(contentsOf: chosen)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    for constraint in kept where constraint.isRequired {
      #expect(constraint.violation { solver.value(of: $0) } < 1e-6, "\(constraint)")
    }
    // A root-width edit on the relaxed system, then the removed rows back: the clean-up left
    // a valid basis behind (no re-crash, no rebuild) and the tree is whole again.
    try solver.suggestValue(900, for: tree.views[0].w)
    solver.updateVariables()
    try solver.add(contentsOf: chosen)
    try solver.suggestValue(1000, for: tree.views[0].w)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(zip(before, all.map { solver.value(of: $0) }).allSatisfy { close($0, $1) })
    #expect(solver.statistics.coldSolves == cold)
    #expect(solver.statistics.basisRepairs == 0)
    #expect(solver.statistics.rebuilds == 0)
  }

  @Test func anUnsatisfiableReaddLeavesTheRemovedRowsRemoved() throws {
    let (solver, tree) = try solvedTree(85)
    let all = variables(tree)
    let chosen = sample(tree.constraints, seed: 3)
    let kept = tree.constraints.filter { constraint in !chosen.contains(constraint) }
    try solver.remove(contentsOf: chosen)
    let root = tree.views[0]
    // The batch re-adds the removed constraints plus a contradiction of the root's height.
    let contradiction = root.h == 500
    let before = SolverState(solver, variables: all, constraints: tree.constraints)
    let error = #expect(throws: SolverError.self) {
      try solver.add(contentsOf: chosen + [contradiction])
    }
    guard case .unsatisfiable(let culprit, _) = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(culprit == contradiction)
    #expect(SolverState(solver, variables: all, constraints: tree.constraints) == before)
    for constraint in chosen { #expect(!solver.contains(constraint)) }
    // The removal is still in effect; re-adding for real then works and stays warm.
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    for constraint in kept where constraint.isRequired {
      #expect(constraint.violation { solver.value(of: $0) } < 1e-6, "\(constraint)")
    }
    try solver.add(contentsOf: chosen)
    solver.updateVariables()
    let expected = try freshValues(tree.constraints, tree: tree, width: 1000)
    #expect(zip(expected, all.map { solver.value(of: $0) }).allSatisfy { close($0, $1) })
    #expect(solver.statistics.rebuilds == 0)
  }

  @Test func variablesLeftWithoutRowsReadZeroAfterTheUpdate() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 5
    let link = y == x + 1
    try solver.add(contentsOf: [pin, link])
    solver.updateVariables()
    #expect(close(solver.value(of: y), 6))
    try solver.remove(link)
    // Removed but not yet updated: the published value stays.
    #expect(close(solver.value(of: y), 6))
    solver.updateVariables()
    #expect(solver.value(of: y) == 0)
    #expect(close(solver.value(of: x), 5))
    // Removed and re-added before the update: y keeps its column and value.
    try solver.add(link)
    solver.updateVariables()
    try solver.remove(link)
    try solver.add(link)
    solver.updateVariables()
    #expect(close(solver.value(of: y), 6))
  }
}
