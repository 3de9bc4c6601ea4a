/// One row of the tableau in dictionary form: `basic = constant + Σ coefficient·symbol`,
/// where every symbol on the right is parametric (non-basic).
///
/// Cells are unsorted parallel arrays; merging uses the tableau's scratch position map, so
/// `row += factor · other` costs O(len(row) + len(other)).
@usableFromInline
struct SparseRow: Sendable {
  /// The symbols of the non-zero cells.
  @usableFromInline var symbols: ContiguousArray<Int32>
  /// The coefficients, parallel to `symbols`.
  @usableFromInline var coefficients: ContiguousArray<Double>
  /// The constant part: the basic symbol's value when every parametric symbol is 0.
  @usableFromInline var constant: Double
  /// The basic symbol this row defines, or -1 for a row under construction / a free slot.
  @usableFromInline var basic: Int32

  /// An empty row.
  @inlinable
  init(constant: Double = 0, basic: Int32 = -1) {
    self.symbols = []
    self.coefficients = []
    self.constant = constant
    self.basic = basic
  }

  /// A copy with buffers of its own, exactly as large as its cells (for a row built in a
  /// reused scratch row). O(len).
  @inlinable
  func copied() -> SparseRow {
    var copy = SparseRow(constant: constant, basic: basic)
    copy.symbols.reserveCapacity(symbols.count)
    copy.symbols.append(contentsOf: symbols)
    copy.coefficients.reserveCapacity(coefficients.count)
    copy.coefficients.append(contentsOf: coefficients)
    return copy
  }

  /// The number of cells.
  @inlinable
  var count: Int { symbols.count }

  /// The coefficient of `symbol` (0 if absent). O(len).
  @inlinable
  func coefficient(of symbol: Int32) -> Double {
    for index in symbols.indices where symbols[index] == symbol {
      return coefficients[index]
    }
    return 0
  }

  /// The index of `symbol`'s cell, if any. O(len).
  @inlinable
  func index(of symbol: Int32) -> Int? {
    for index in symbols.indices where symbols[index] == symbol { return index }
    return nil
  }

  /// Removes the cell at `index` (order is not preserved).
  @inlinable
  mutating func removeCell(at index: Int) {
    let last = symbols.count - 1
    if index != last {
      symbols[index] = symbols[last]
      coefficients[index] = coefficients[last]
    }
    symbols.removeLast()
    coefficients.removeLast()
  }

  /// Removes the cells whose coefficient satisfies `isNegligible` (order is not preserved).
  @inlinable
  mutating func removeCells(where isNegligible: (Double) -> Bool) {
    var index = 0
    while index < symbols.count {
      if isNegligible(coefficients[index]) { removeCell(at: index) } else { index += 1 }
    }
  }

  /// The smallest cell magnitude worth pivoting on in this row: ε, or the pivot tolerance
  /// (`Tableau.pivotTolerance`) times the row's largest coefficient when that is larger.
  /// Dividing a row by a cell below it multiplies the row's rounding errors by up to 1e7.
  /// O(len).
  @inlinable
  var pivotFloor: Double {
    var largest = 0.0
    for value in coefficients { largest = Swift.max(largest, abs(value)) }
    return Swift.max(Tableau.epsilon, Tableau.pivotTolerance * largest)
  }

  /// Multiplies every coefficient and the constant by `factor`.
  @inlinable
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }
}
