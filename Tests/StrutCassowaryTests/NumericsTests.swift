import StrutCore
import Testing

@testable import StrutCassowary

/// The numerical safeguards of the tableau on their own: rows passed over for tiny pivot
/// cells still bound the primal step, only cancellations far above rounding flag a loss of
/// precision, and rows that drifted from the constraints they encode are rebuilt
/// (docs/architecture.md, "Numerics"; the catalogue case
/// `fuzz-cassowary-incremental-level-999-5` is the end-to-end regression).
@Suite struct NumericsTests {
  /// A tableau with `count` slack symbols and one row `basic = 1 + Σ cells`.
  private func tableau(withRow cells: [Double]) -> (Tableau, Int32) {
    var tableau = Tableau()
    for _ in cells.indices { _ = tableau.newSymbol(.slack) }
    var row = SparseRow(constant: 1, basic: tableau.newSymbol(.slack))
    for (index, coefficient) in cells.enumerated() { row.append(Int32(index), coefficient) }
    let id = tableau.insertRow(row)
    return (tableau, id)
  }

  @Test func aRowPassedOverForItsTinyCellStillBoundsTheStep() {
    // Entering symbol 0 (a slack, moving up). Row a = 1000 − e: a stable bound at 1000.
    // Row b = k − 1e-5·e + 1000·s: its cell is 1e-8 of its row, so the screened test passes
    // it over as a pivot; its bound is k / 1e-5.
    func leaving(bConstant: Double, screened: Bool) -> (Int32, a: Int32, b: Int32) {
      var tableau = Tableau()
      let entering = tableau.newSymbol(.slack)
      let other = tableau.newSymbol(.slack)
      var a = SparseRow(constant: 1000, basic: tableau.newSymbol(.slack))
      a.append(entering, -1)
      var b = SparseRow(constant: bConstant, basic: tableau.newSymbol(.slack))
      b.append(entering, -1e-5)
      b.append(other, 1000)
      let aID = tableau.insertRow(a)
      let bID = tableau.insertRow(b)
      let row = tableau.leavingRow(entering, direction: 1, screenTinyPivots: screened, bland: false)
      return (row, aID, bID)
    }
    // b's bound (1e5) is beyond a's: passing b over is harmless.
    let far = leaving(bConstant: 1, screened: true)
    #expect(far.0 == far.a)
    // b's bound (100) comes first: the step to a would take b to −0.009, so the screened test
    // has no answer, and the unscreened one names b.
    #expect(leaving(bConstant: 1e-3, screened: true).0 == -1)
    let near = leaving(bConstant: 1e-3, screened: false)
    #expect(near.0 == near.b)
  }

  @Test func onlyCancellationsFarAboveRoundingFlagALossOfPrecision() {
    var (tableau, id) = tableau(withRow: [1.0 / 3, 0.75, 8.975])
    var exact = SparseRow()
    exact.append(0, -1.0 / 3)
    tableau.addScaled(into: id, exact, factor: 1)
    // Exact cancellation (layouts: coefficients of the order of 1): nothing lost.
    #expect(tableau.rows[Int(id)].index(of: 0) == nil)
    #expect(!tableau.precisionLost)
    var rounding = SparseRow()
    rounding.append(1, -(0.25 + 0.5))
    rounding.append(2, -(8.975 + 8.975 * 0x1p-52))
    tableau.addScaled(into: id, rounding, factor: 1)
    // A residue of one unit in the last place is rounding.
    #expect(!tableau.precisionLost)
    #expect(tableau.rows[Int(id)].cells.isEmpty)
    var (noisy, noisyID) = self.tableau(withRow: [8.975])
    var amplified = SparseRow()
    amplified.append(0, -8.974999999927473)
    noisy.addScaled(into: noisyID, amplified, factor: 1)
    // A residue of 8e-12 of its operands is still dropped (the cancellation threshold is
    // unchanged) but flags that the rows carry amplified noise.
    #expect(noisy.rows[Int(noisyID)].cells.isEmpty)
    #expect(noisy.precisionLost)
  }

  @Test func rowsThatDriftedFromTheirConstraintsAreRebuilt() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let sum: Constraint = x + y == 100
    let double: Constraint = z == 2 * x + 1
    let floor: Constraint = x >= 10
    let preferred: Constraint = (x == 30).priority(.high)
    try solver.add(contentsOf: [sum, double, floor, preferred])
    solver.updateVariables()
    #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
    #expect(!solver.tableau.precisionLost)
    // Drift as ill-conditioned arithmetic leaves it: the rows no longer encode `sum`.
    let corrupted = try #require(
      solver.tableau.rows.indices.first {
        solver.tableau.rows[$0].basic >= 0
          && solver.tableau.kinds[Int(solver.tableau.rows[$0].basic)] == .external
      })
    solver.tableau.rows[corrupted].constant += 0.5
    solver.tableau.markDirty(Int32(corrupted))
    solver.tableau.precisionLost = true
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == 1)
    #expect(abs(solver.value(of: x) + solver.value(of: y) - 100) < 1e-9)
    #expect(abs(solver.value(of: z) - 2 * solver.value(of: x) - 1) < 1e-9)
    #expect(abs(solver.value(of: x) - 30) < 1e-9)
    #expect(!solver.tableau.precisionLost)
    // The check ran once: the next update does nothing more.
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == 1)
  }

  @Test func constraintsThatHoldAreNotRebuiltEvenAfterALossOfPrecision() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    let sum: Constraint = x + y == 100
    let floor: Constraint = x >= 10
    let preferred: Constraint = (x == 30).priority(.high)
    try solver.add(contentsOf: [sum, floor, preferred])
    solver.tableau.precisionLost = true
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == 0)
    #expect(!solver.tableau.precisionLost)
    #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
  }

  @Test func wellConditionedLayoutsNeverCheckTheirResiduals() throws {
    // A stack of views with coefficient-1 and ½ constraints: every cancellation is exact.
    let solver = CassowarySolver()
    var constraints: [Constraint] = []
    var previous = Variable("top")
    constraints.append(previous == 0)
    for index in 0..<200 {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      let center = Variable("center\(index)")
      constraints.append(top == previous + 8)
      constraints.append(center == top + 0.5 * height)
      constraints.append(height >= 20)
      constraints.append((height == 44).priority(.medium))
      let bottom = Variable("bottom\(index)")
      constraints.append(bottom == top + height)
      previous = bottom
    }
    try solver.add(contentsOf: constraints)
    #expect(!solver.tableau.precisionLost)
  }
}
