import StrutCore
import Testing

@testable import StrutCassowary

/// Refinement of the basic solution (CassowarySolver+Refinement.swift): constants that drifted
/// are solved back from the constraints, the published values then satisfy every constraint to
/// rounding, and the residual check runs only after arithmetic (the catalogue's
/// `fuzz-cassowary-refined-*` cases are the end-to-end regressions).
@Suite struct RefinementTests {
  /// A chain `x == 5`, `y == x + 3`, `z == y + 4` (required), `w >= z` (required) with `w == 0`
  /// (low), solved.
  static func chain() throws -> (CassowarySolver, [Variable]) {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    let solver = CassowarySolver()
    try solver.add(contentsOf: [
      Constraint(Expression(x) - 5, .equal),
      Constraint(Expression(y) - Expression(x) - 3, .equal),
      Constraint(Expression(z) - Expression(y) - 4, .equal),
      Constraint(Expression(w) - Expression(z), .greaterThanOrEqual),
      Constraint(Expression(w), .equal, priority: .low),
    ])
    solver.updateVariables()
    return (solver, [x, y, z, w])
  }

  /// Moves the constant of the row of each basic variable by `offset`, as drift would, and
  /// republishes the values.
  static func drift(_ solver: CassowarySolver, _ variables: [Variable], by offset: Double) {
    for variable in variables {
      guard let slot = solver.slotOfVariable[variable.id] else { continue }
      let row = solver.tableau.rowOf[Int(solver.symbolOfSlot[Int(slot)])]
      guard row >= 0 else { continue }
      solver.tableau.touch(row)
      solver.tableau.rows[Int(row)].constant += offset
    }
    solver.allSlotsDirty = true
    solver.updateVariables()
  }

  @Test func driftedConstantsAreSolvedBackFromTheConstraints() throws {
    let (solver, variables) = try Self.chain()
    #expect(variables.map(solver.value(of:)) == [5, 8, 12, 12])
    #expect(solver.worstResidualRatio() <= 1)
    Self.drift(solver, variables, by: 3e-6)
    let before = solver.worstResidualRatio()
    #expect(before > 1, "the drift must show: \(before)")
    solver.refine(worstBefore: before)
    #expect(solver.statistics.refinements == 1)
    #expect(solver.worstResidualRatio() <= 1)
    for (variable, expected) in zip(variables, [5.0, 8, 12, 12]) {
      #expect(abs(solver.value(of: variable) - expected) <= 1e-12, "\(variable)")
    }
  }

  @Test func anUpdateAfterArithmeticRefines() throws {
    let (solver, variables) = try Self.chain()
    Self.drift(solver, variables, by: 3e-6)
    // A new constraint that pivots: the next update checks the residuals and refines.
    let v = Variable("v")
    try solver.add(Constraint(Expression(v) - Expression(variables[3]), .greaterThanOrEqual))
    try solver.add(Constraint(Expression(v) - 20, .equal, priority: .high))
    try solver.add(Constraint(Expression(variables[3]) - 10, .equal, priority: .high))
    solver.updateVariables()
    #expect(solver.statistics.refinements >= 1)
    #expect(abs(solver.value(of: variables[0]) - 5) <= 1e-12)
    #expect(solver.worstResidualRatio() <= 1)
  }

  /// A batch that pivots nowhere has its own constraints measured, and only those: a drift
  /// in the new row is refined away, one in the rows before it is not looked at (the check
  /// costs the batch, not the system).
  @Test func aBatchWithoutPivotsMeasuresItsOwnConstraints() throws {
    let (solver, variables) = try Self.chain()
    // Drift in the old rows, with no arithmetic: the next check does not see it.
    for variable in variables {
      guard let slot = solver.slotOfVariable[variable.id] else { continue }
      let row = solver.tableau.rowOf[Int(solver.symbolOfSlot[Int(slot)])]
      guard row >= 0 else { continue }
      solver.tableau.touch(row)
      solver.tableau.rows[Int(row)].constant += 3e-6
    }
    let u = Variable("u")
    try solver.add(Constraint(Expression(u) - 7, .equal))
    solver.allSlotsDirty = true
    let work = solver.arithmeticWork
    solver.updateVariables()
    #expect(solver.arithmeticWork == work, "the batch pivoted")
    #expect(solver.statistics.refinements == 0)
    #expect(!solver.records.hasFresh)
    // Drift in a new row (a batch that pivots nowhere): measured and refined.
    let t = Variable("t")
    try solver.add(Constraint(Expression(t) - 11, .equal))
    let row = solver.tableau.rowOf[Int(solver.symbolOfSlot[Int(solver.slotOfVariable[t.id]!)])]
    try #require(row >= 0)
    solver.tableau.touch(row)
    solver.tableau.rows[Int(row)].constant += 3e-6
    solver.updateVariables()
    #expect(solver.arithmeticWork == work, "the batch pivoted")
    #expect(solver.statistics.refinements >= 1)
    #expect(abs(solver.value(of: t) - 11) <= 1e-12)
  }

  /// A stack of `count` views whose widths are the root's minus 16, the root's width an edit
  /// at 800, solved.
  static func stack(_ count: Int) throws -> (CassowarySolver, root: Variable, widths: [Variable]) {
    let root = Variable("root.w")
    let solver = CassowarySolver()
    try solver.addEditVariable(root, priority: .high)
    try solver.suggestValue(800, for: root)
    let widths = (0..<count).map { Variable("w\($0)") }
    try solver.add(
      contentsOf: widths.map { Constraint(Expression($0) - Expression(root) + 16, .equal) })
    solver.updateVariables()
    return (solver, root, widths)
  }

  @Test func aDragWithoutPivotsNeverChecks() throws {
    // A stack of 200 views dragged by the root's width: suggestions shift constants only.
    let (solver, root, widths) = try Self.stack(200)
    let checkedAt = solver.workAtLastResidualCheck
    let pivots = solver.statistics.pivots
    for step in 0..<20 {
      try solver.suggestValue(800 + Double(step), for: root)
      solver.updateVariables()
    }
    #expect(solver.statistics.pivots == pivots)
    #expect(solver.workAtLastResidualCheck == checkedAt)
    #expect(solver.statistics.refinements == 0)
    #expect(solver.value(of: widths[0]) == 803)
  }

  /// A drag that pivots measures the next constraints in round-robin order, as many as its
  /// arithmetic (at least `minimumResidualChunk`): drift anywhere in the table is found within
  /// one pass, and no step pays for the whole table unless its arithmetic is that large.
  @Test func aDragMeasuresConstraintsInProportionToItsArithmetic() throws {
    let (solver, _, widths) = try Self.stack(640)
    #expect(solver.worstResidualRatio() <= 1)
    // Drift in the row of the last width: only a chunk that reaches its constraint sees it.
    let last = widths[widths.count - 1]
    let row = solver.tableau.rowOf[Int(solver.symbolOfSlot[Int(solver.slotOfVariable[last.id]!)])]
    try #require(row >= 0)
    solver.tableau.touch(row)
    solver.tableau.rows[Int(row)].constant += 3e-6
    solver.allSlotsDirty = true
    solver.updateVariables()
    let count = solver.records.count
    let chunk = CassowarySolver.minimumResidualChunk
    var chunks = 0
    var found = false
    while chunks <= count / chunk {
      let before = solver.residualCursor
      found = solver.nextResidualChunkRatio(work: 1) > 1
      chunks += 1
      #expect(solver.residualCursor == (before + chunk) % count)
      if found { break }
    }
    #expect(found, "the drift was not found in \(chunks) chunks of \(chunk)")
    #expect(chunks <= (count + chunk - 1) / chunk)
    // Arithmetic as large as the table measures all of it at once.
    let cursor = solver.residualCursor
    #expect(solver.nextResidualChunkRatio(work: count) > 1)
    #expect(solver.residualCursor == cursor)
  }

  /// A redundant equality is one more equation of `B·v = −k` than there are basic symbols. Its
  /// elimination can leave a rounding residue where an exact sum is 0 (`x + 1.7·y` and
  /// `1.7·x + 2.89·y`: 1.7 − (1/1.7)·2.89 is −2.2·10⁻¹⁶), and the LU took that residue as the
  /// next pivot: the solution divided a rounding difference of the right sides by 10⁻¹⁶. On the
  /// random workload from 10,000 views on, every build's refinement computed corrections of
  /// 7·10⁴ for residuals of 10⁻⁹ and discarded them (a slack went negative), after paying for
  /// the factorisation. The refinement's LU drops cancellation residues
  /// (`Tableau.roundingResidue`), so the redundant row empties out.
  @Test func aRedundantEquationDoesNotBecomeAPivot() {
    let rows: [[(column: Int32, value: Double)]] = [[(0, 1), (1, 1.7)], [(0, 1.7), (1, 2.89)]]
    // Right sides for x = 1, y = 2, the second off by a residual of 10⁻¹² (drifted constants).
    let rightSide = [1 + 1.7 * 2, 1.7 + 2.89 * 2 + 1e-12]
    let plain = SparseLUFactorization(rows: rows, columnCount: 2)
    let careful = SparseLUFactorization(
      rows: rows, columnCount: 2, cancellation: Tableau.roundingResidue)
    #expect(careful.pivots.count == 1)
    let solution = careful.solve(rightSide)
    #expect(abs(solution[0] + 1.7 * solution[1] - rightSide[0]) <= 1e-12)
    #expect(abs(solution[0]) <= 10 && abs(solution[1]) <= 10)
    // What the refinement did before: a second pivot on the residue, and a huge solution.
    #expect(plain.pivots.count == 2)
    let wild = plain.solve(rightSide)
    #expect(abs(wild[0]) > 1e3 || abs(wild[1]) > 1e3)
  }
}
