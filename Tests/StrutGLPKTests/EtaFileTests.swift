import Testing

@testable import StrutGLPK

/// The product-form exchanges of `makeRowsBasic`: applying them gives a column in terms of
/// the current basis, and the positions they make non-zero are reported once.
@Suite struct EtaFileTests {
  /// Solves `basis · x = b` for a 3×3 `basis` given by columns (Cramer's rule).
  static func solve(_ basis: [[Double]], _ b: [Double]) -> [Double] {
    func determinant(_ c: [[Double]]) -> Double {
      c[0][0] * (c[1][1] * c[2][2] - c[2][1] * c[1][2])
        - c[1][0] * (c[0][1] * c[2][2] - c[2][1] * c[0][2])
        + c[2][0] * (c[0][1] * c[1][2] - c[1][1] * c[0][2])
    }
    let whole = determinant(basis)
    return (0..<3).map { k in
      var replaced = basis
      replaced[k] = b
      return determinant(replaced) / whole
    }
  }

  @Test func twoExchangesGiveTheColumnInTermsOfTheCurrentBasis() {
    // B₀ = I. Exchange 1 puts a₁ = (2, 1, 0) at position 1; exchange 2 puts a₂ = (1, 0, 4)
    // at position 3 (a₂ in terms of B₁ is (0.5, −0.5, 4): pivot 4).
    let a1 = [2.0, 1, 0]
    let a2 = [1.0, 0, 4]
    var etas = EtaFile()
    etas.append(pivotingOn: 1, of: [0] + a1, touched: [1, 2])
    var a2InB1 = [0] + a2
    var seen = [Int](repeating: -1, count: 4)
    var touched = [1, 3]
    etas.apply(to: &a2InB1, serial: 0, seen: &seen, touched: &touched)
    #expect(a2InB1 == [0, 0.5, -0.5, 4])
    #expect(touched == [1, 3, 2])
    etas.append(pivotingOn: 3, of: a2InB1, touched: touched)
    #expect(etas.positions == [1, 3])
    #expect(etas.nonZeroCount == 3)

    let b = [3.0, -2, 8]
    var column = [0] + b
    seen = [Int](repeating: -1, count: 4)
    touched = []
    etas.apply(to: &column, serial: 7, seen: &seen, touched: &touched)
    // B₂ = [a₁, e₂, a₂] by position.
    let expected = Self.solve([a1, [0, 1, 0], a2], b)
    for position in 1...3 {
      #expect(abs(column[position] - expected[position - 1]) < 1e-12, "position \(position)")
    }
    // Exchange 1 spreads into position 2, exchange 2 into positions 1 and 2: each reported once.
    #expect(touched.sorted() == [1, 2])
    #expect(seen[1] == 7 && seen[2] == 7 && seen[3] == -1)
  }

  @Test func aColumnZeroAtEveryPivotIsLeftAlone() {
    var etas = EtaFile()
    etas.append(pivotingOn: 2, of: [0, 1, 5, 0], touched: [1, 2])
    var column = [0.0, 0, 0, 9]
    var seen = [Int](repeating: -1, count: 4)
    var touched: [Int] = []
    etas.apply(to: &column, serial: 1, seen: &seen, touched: &touched)
    #expect(column == [0, 0, 0, 9])
    #expect(touched.isEmpty)
  }
}
