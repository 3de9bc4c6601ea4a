import StrutCore
import Testing

@testable import StrutCassowary

/// Removals that leave a rebuild pending (a required equality among them, or many at once)
/// only park their constraints; what happens next decides the cost: constraints that come
/// back take their rows back (no rebuild), parked constraints that all have markers leave
/// one by one, anything else rebuilds. Every path must give the solution of a fresh solver.
@Suite struct PendingRemovalTests {
  /// A vertical stack with required equalities, inequalities and an optional size per view,
  /// and a root-width edit: the shapes the churn benchmark removes and re-adds.
  struct Stack {
    let root = Variable("root.width")
    var tops: [Variable] = []
    var constraints: [Constraint] = []

    init(views: Int) {
      var previousBottom = Expression(0)
      for index in 0..<views {
        let top = Variable("v\(index).top")
        let height = Variable("v\(index).height")
        let left = Variable("v\(index).left")
        let width = Variable("v\(index).width")
        tops.append(top)
        constraints.append(top == previousBottom + 2)
        constraints.append(height == 20)
        constraints.append(left == Double(index % 4) * 10)
        constraints.append(width >= 0)
        constraints.append(left + width <= root)
        constraints.append((width == 50).priority(.low))
        previousBottom = top + height
      }
    }

    /// A fresh solver with `constraints` and the root edit at `width`.
    func freshSolver(_ constraints: [Constraint], width: Double) throws -> CassowarySolver {
      let solver = CassowarySolver()
      try solver.add(contentsOf: constraints)
      try solver.addEditVariable(root, priority: .high)
      try solver.suggestValue(width, for: root)
      solver.updateVariables()
      return solver
    }
  }

  /// A stack of `views` views solved at root width 250, and the solver's rebuilds so far.
  func solvedStack(views: Int) throws -> (Stack, CassowarySolver, Int) {
    let stack = Stack(views: views)
    let solver = try stack.freshSolver(stack.constraints, width: 250)
    return (stack, solver, solver.statistics.rebuilds)
  }

  /// Every variable of `constraints` has the same value in both solvers (the stack's
  /// solutions are unique).
  func expectSameValues(_ a: CassowarySolver, _ b: CassowarySolver, _ constraints: [Constraint]) {
    for variable in Set(constraints.flatMap { $0.expression.terms.map(\.variable) }) {
      #expect(abs(a.value(of: variable) - b.value(of: variable)) <= 1e-9, "\(variable)")
    }
  }

  @Test func constraintsThatComeBackNeedNoRebuildAndNoPivot() throws {
    let stack = Stack(views: 40)
    let solver = try stack.freshSolver(stack.constraints, width: 300)
    let before = solver.statistics
    let values = stack.constraints.flatMap { $0.expression.terms.map(\.variable) }.map {
      solver.value(of: $0)
    }
    // Every fifth constraint: required equalities, inequalities and optional ones.
    let churned = stack.constraints.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
    try solver.remove(contentsOf: churned)
    #expect(!churned.contains { solver.contains($0) })
    try solver.add(contentsOf: churned)
    solver.updateVariables()
    let after = solver.statistics
    #expect(after.rebuilds == before.rebuilds)
    #expect(after.pivots == before.pivots && after.rowUpdates == before.rowUpdates)
    #expect(churned.allSatisfy { solver.contains($0) })
    let again = stack.constraints.flatMap { $0.expression.terms.map(\.variable) }.map {
      solver.value(of: $0)
    }
    #expect(again == values)
    // The restored tableau is live: a drag and a real removal still give a fresh solve's result.
    try solver.suggestValue(180, for: stack.root)
    solver.updateVariables()
    expectSameValues(
      solver, try stack.freshSolver(stack.constraints, width: 180), stack.constraints)
    try solver.remove(stack.constraints[0])
    solver.updateVariables()
    let rest = Array(stack.constraints.dropFirst())
    expectSameValues(solver, try stack.freshSolver(rest, width: 180), rest)
  }

  @Test func returnsInSeveralBatchesAndRemovalsInSeveralBatches() throws {
    let (stack, solver, rebuilds) = try solvedStack(views: 12)
    let first = [stack.constraints[0], stack.constraints[3]]
    let second = [stack.constraints[6], stack.constraints[10], stack.constraints[11]]
    try solver.remove(contentsOf: first)
    try solver.remove(contentsOf: second)
    try solver.add(contentsOf: [second[2], first[0]])
    try solver.add(contentsOf: [first[1], second[0], second[1]])
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == rebuilds)
    expectSameValues(
      solver, try stack.freshSolver(stack.constraints, width: 250), stack.constraints)
  }

  @Test func parkedConstraintsWithMarkersLeaveOneByOne() throws {
    let (stack, solver, rebuilds) = try solvedStack(views: 12)
    // A required equality parks the batch; it comes back, the inequalities and the optional
    // constraint do not: they are removed incrementally at the next update.
    let equality = stack.constraints[6]
    let others = [stack.constraints[9], stack.constraints[10], stack.constraints[11]]
    try solver.remove(contentsOf: [equality] + others)
    try solver.add(equality)
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == rebuilds)
    let rest = stack.constraints.filter { constraint in !others.contains { $0.id == constraint.id }
    }
    expectSameValues(solver, try stack.freshSolver(rest, width: 250), rest)
  }

  @Test func aRequiredEqualityThatStaysRemovedRebuilds() throws {
    let (stack, solver, rebuilds) = try solvedStack(views: 12)
    let removed = [stack.constraints[6], stack.constraints[9]]
    try solver.remove(contentsOf: removed)
    try solver.add(stack.constraints[9])
    let moved = stack.tops[1] == 400
    try solver.add(moved)
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == rebuilds + 1)
    // v1.top moved to 400; everything below follows.
    let rest = stack.constraints.filter { $0.id != stack.constraints[6].id } + [moved]
    expectSameValues(solver, try stack.freshSolver(rest, width: 250), rest)
    #expect(solver.value(of: stack.tops[2]) == 422)
  }

  @Test func anEditRemovedWhileRemovalsArePendingForcesTheRebuild() throws {
    let (stack, solver, rebuilds) = try solvedStack(views: 8)
    try solver.remove(stack.constraints[0])
    try solver.removeEditVariable(stack.root)
    try solver.add(stack.constraints[0])
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == rebuilds + 1)
    let fresh = CassowarySolver()
    try fresh.add(contentsOf: stack.constraints)
    fresh.updateVariables()
    expectSameValues(solver, fresh, stack.constraints)
  }

  @Test func aRepeatedOrUnknownReturnChangesNothing() throws {
    let (stack, solver, rebuilds) = try solvedStack(views: 8)
    let parked = stack.constraints[12]
    try solver.remove(parked)
    #expect(throws: SolverError.duplicateConstraint(parked)) {
      try solver.add(contentsOf: [parked, parked])
    }
    #expect(!solver.contains(parked))
    try solver.add(parked)
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == rebuilds)
    #expect(throws: SolverError.unknownConstraint(parked)) {
      try solver.remove(contentsOf: [parked, parked])
    }
    expectSameValues(
      solver, try stack.freshSolver(stack.constraints, width: 250), stack.constraints)
  }

  /// Seeded random removals in batches (required equalities included) and partial returns,
  /// checked against a fresh solver of the same final system after every step.
  @Test(arguments: 0..<40)
  func randomRemovalsAndReturns(seed: Int) throws {
    var system = RandomSystem(
      seed: UInt64(seed) &* 104_729 &+ 7, variableCount: 3 + seed % 10, levelCount: 1 + seed % 4)
    var installed = (0..<(6 + seed % 12)).map { _ in system.required() }
    installed += (0..<(4 + seed % 7)).map { _ in system.optional() }
    let solver = CassowarySolver()
    try solver.add(contentsOf: installed)
    var parked: [Constraint] = []
    for step in 0..<12 {
      if Bool.random(using: &system.generator) || parked.isEmpty {
        let count = Int.random(in: 1...max(1, installed.count / 3), using: &system.generator)
        let batch = Array(installed.shuffled(using: &system.generator).prefix(count))
        try solver.remove(contentsOf: batch)
        installed.removeAll { constraint in batch.contains { $0.id == constraint.id } }
        parked += batch
      } else {
        let count = Int.random(in: 1...parked.count, using: &system.generator)
        let batch = Array(parked.shuffled(using: &system.generator).prefix(count))
        try solver.add(contentsOf: batch)
        parked.removeAll { constraint in batch.contains { $0.id == constraint.id } }
        installed += batch
      }
      if step % 3 == 2 {
        solver.updateVariables()
        let fresh = CassowarySolver()
        try fresh.add(contentsOf: installed)
        fresh.updateVariables()
        let residual = SolutionCheck.requiredResidual(installed) { solver.value(of: $0) }
        #expect(residual < 1e-6, "seed \(seed) step \(step): required residual \(residual)")
        let incremental = SolutionCheck.errorVector(installed, edits: []) { solver.value(of: $0) }
        let reference = SolutionCheck.errorVector(installed, edits: []) { fresh.value(of: $0) }
        for (a, b) in zip(incremental, reference) {
          #expect(
            abs(a.1 - b.1) <= 1e-6 * max(1, abs(b.1)),
            "seed \(seed) step \(step): level \(a.0) \(a.1) vs \(b.1)")
        }
      }
    }
  }
}
