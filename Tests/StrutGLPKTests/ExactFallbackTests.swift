import StrutCore
import StrutGLPK
import StrutWorkloads
import Testing

/// GLPKSolver decides in rational arithmetic what floating point cannot: a level the margins
/// above it may have bought, a batch it cannot satisfy (docs/glpk.md, "Exact fallback").
@Suite struct ExactFallbackTests {
  /// `y == 1e8·x` (required), `x == 0` (high) and a low level on `y`: a margin of 1e-9 on the
  /// high level is worth 0.1 to the low one.
  static func amplifier(_ solver: GLPKSolver) throws -> (Variable, Variable) {
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(contentsOf: [
      y - 1e8 * x == 0,
      (1 * x == 0).priority(.high),
      (y - 100 == 0).priority(.low),
    ])
    return (x, y)
  }

  @Test func aLevelTheMarginsCouldBuyIsSolvedExactly() throws {
    let solver = GLPKSolver()
    let (x, y) = try Self.amplifier(solver)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
    #expect(solver.statistics.exactSolves >= 1)
    // A suggestion re-solves; the answer stays exact.
    try solver.addEditVariable(y, priority: .medium)
    try solver.suggestValue(50, for: y)
    solver.updateVariables()
    #expect(solver.value(of: y) == 0)
  }

  @Test func withoutTheFallbackTheFloatingAnswerTrades() throws {
    let solver = GLPKSolver()
    solver.exactFallbackLimit = 0
    let (x, y) = try Self.amplifier(solver)
    solver.updateVariables()
    // GLPK spends its margin on the high level (or cannot finish the low one at all).
    let traded = solver.value(of: x) != 0 || solver.value(of: y) != 0
    #expect(traded || solver.lastUpdateFailure != nil)
    #expect(solver.statistics.exactSolves == 0)
  }

  @Test func layoutsStayInFloatingPoint() throws {
    // A row of views pinned at medium, wanting places at weights 1…10 at low, 8 apart at
    // least: prices at the weights, nothing to decide exactly.
    let solver = GLPKSolver()
    var constraints: [Constraint] = [(Variable("x0") - 5 == 0).priority(.medium)]
    var previous: Variable?
    for index in 0..<40 {
      let left = Variable("x\(index)")
      let weight = Double(index % 10 + 1)
      constraints.append((left - Double(index * 7) == 0).priority(.low).weight(weight))
      if let previous { constraints.append(left - previous >= 8) }
      previous = left
    }
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect(solver.statistics.exactSolves == 0)
  }

  /// Two required equalities whose coefficients differ by 2⁻¹¹ fix x4; `10·x4 <= −0.0384…`
  /// then misses by 1.2e-3 — as written. Under GLPK's 1e-9 no feasible point exists; under
  /// its usual 1e-7 one does, by leaving an equality 5.6e-8 off (fresh seed
  /// 1521307809678436348, system 1373). A feasibility that only the relaxed tolerance found is
  /// decided exactly: the batch is refused, with the two equalities as its conflicts.
  @Test func aBatchOnlyTheRelaxedToleranceSatisfiesIsDecidedExactly() throws {
    let x2 = Variable("x2")
    let x4 = Variable("x4")
    let x6 = Variable("x6")
    let first = 10 * x6 + 0.5 * x4 + x2 - 0.021915435791015625 == 0
    let second = 10 * x6 + 0.50048828125 * x4 + x2 - 0.021917369216680527 == 0
    let bound = 10 * x4 - 0.03844451904296875 <= 0
    let solver = GLPKSolver()
    try solver.add(contentsOf: [first, second])
    solver.updateVariables()
    #expect {
      try solver.add(bound)
    } throws: { error in
      guard case .unsatisfiable(let culprit, let conflicts) = error as? SolverError else {
        return false
      }
      return culprit == bound && Set(conflicts) == [first, second]
    }
    #expect(solver.statistics.exactSolves >= 1)
    #expect(!solver.contains(bound))

    let floating = GLPKSolver()
    floating.exactFallbackLimit = 0
    try floating.add(contentsOf: [first, second])
    try floating.add(bound)  // within 1e-7: the floating-point answer accepts it
    #expect(floating.contains(bound))
  }

  /// The layout workloads (build and a whole drag) never need the exact program: no batch is
  /// feasible only under the relaxed tolerance, no required row is visibly off, no level
  /// trades. (`random`, whose ties price a margin at 10⁶, is decided exactly on purpose.)
  @Test(arguments: [Workload.flat, .tree, .grid, .chain, .cells, .inequalities])
  func layoutWorkloadsStayInFloatingPoint(_ workload: Workload) throws {
    let instance = try workload.system(size: 60).instantiate()
    let solver = GLPKSolver()
    try solver.add(contentsOf: instance.constraints)
    for edit in instance.edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
    }
    for step in 0..<20 {
      for edit in instance.edits {
        try solver.suggestValue(edit.values[step % edit.values.count], for: edit.variable)
      }
      solver.updateVariables()
      #expect(solver.lastUpdateFailure == nil)
    }
    #expect(solver.statistics.exactSolves == 0, "\(workload)")
  }
}
