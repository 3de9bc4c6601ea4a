import Testing

@testable import StrutCassowary

/// The transposed solve of ``SparseLUFactorization`` (the duals of a basis) and the
/// cancellation rule that keeps a redundant equation from pivoting on its residue
/// (CassowarySolver+FreshPricing.swift).
@Suite struct SparseLUTransposedTests {
  /// A random sparse `n × n` matrix with a dominant diagonal, as rows.
  static func randomRows(_ n: Int, using generator: inout SeededGenerator)
    -> [[(column: Int32, value: Double)]]
  {
    (0..<n).map { row in
      var entries: [(column: Int32, value: Double)] = [
        (Int32(row), 4 + Double.random(in: 0...1, using: &generator))
      ]
      for _ in 0..<3 {
        let column = Int.random(in: 0..<n, using: &generator)
        if column != row, !entries.contains(where: { $0.column == Int32(column) }) {
          entries.append((Int32(column), Double.random(in: -1...1, using: &generator)))
        }
      }
      return entries
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func theTransposedSolveSatisfiesTheTransposedSystem(seed: UInt64) {
    print("SparseLUTransposedTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let n = 40
    let rows = Self.randomRows(n, using: &generator)
    let costs = (0..<n).map { _ in Double.random(in: -10...10, using: &generator) }
    let factorisation = SparseLUFactorization(rows: rows, columnCount: n)
    #expect(factorisation.pivots.count == n)
    let y = factorisation.solveTransposed(costs, rowCount: n)
    // Aᵀ·y = c, column by column.
    var residual = costs
    for (row, entries) in rows.enumerated() {
      for entry in entries { residual[Int(entry.column)] -= entry.value * y[row] }
    }
    #expect(residual.allSatisfy { abs($0) < 1e-12 }, "seed \(seed)")
    #expect(CassowarySolver.dualsSatisfy(rows, y, costs))
    // Wrong duals are told apart.
    var wrong = y
    wrong[0] += 1
    #expect(!CassowarySolver.dualsSatisfy(rows, wrong, costs))
  }

  @Test func aRedundantEquationEmptiesOutUnderTheCancellationRule() {
    // Rows 0 and 1, and row 2 = 0.1·row 0 + 0.7·row 1 computed in floating point: the
    // elimination leaves residues of rounding in row 2.
    let r0: [Double] = [1, 0.1, 0.3]
    let r1: [Double] = [0.3, 1, 0.7]
    let r2 = zip(r0, r1).map { 0.1 * $0 + 0.7 * $1 }
    let rows = [r0, r1, r2].map { row in
      row.enumerated().map { (column: Int32($0.offset), value: $0.element) }
    }
    let plain = SparseLUFactorization(rows: rows, columnCount: 3)
    let careful = SparseLUFactorization(
      rows: rows, columnCount: 3, cancellation: Tableau.roundingResidue)
    // Without the rule the third column is pivoted on what rounding left of row 2; with it
    // the rank is 2, as in exact arithmetic.
    #expect(plain.pivots.count == 3)
    #expect(careful.pivots.count == 2)
  }
}
