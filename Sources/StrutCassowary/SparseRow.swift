/// One row of the tableau in dictionary form: `basic = constant + Σ coefficient·symbol`,
/// where every symbol on the right is parametric (non-basic).
///
/// Cells are one unsorted array of `(symbol, coefficient)` pairs — one buffer per row, so a
/// row costs one allocation and one uniqueness check per mutation; merging uses the
/// tableau's scratch position map, so `row += factor · other` costs O(len(row) + len(other)).
@usableFromInline
struct SparseRow: Sendable {
  /// One non-zero cell: a symbol and its coefficient.
  @usableFromInline
  struct Cell: Sendable {
    /// The symbol.
    @usableFromInline var symbol: Int32
    /// Its coefficient (non-zero once the row is complete).
    @usableFromInline var coefficient: Double

    /// A cell.
    @inlinable
    init(_ symbol: Int32, _ coefficient: Double) {
      self.symbol = symbol
      self.coefficient = coefficient
    }
  }

  /// The non-zero cells, in no particular order.
  @usableFromInline var cells: ContiguousArray<Cell>
  /// The constant part: the basic symbol's value when every parametric symbol is 0.
  @usableFromInline var constant: Double
  /// The basic symbol this row defines, or -1 for a row under construction / a free slot.
  @usableFromInline var basic: Int32

  /// An empty row.
  @inlinable
  init(constant: Double = 0, basic: Int32 = -1) {
    self.cells = []
    self.constant = constant
    self.basic = basic
  }

  /// The number of cells.
  @inlinable
  var count: Int { cells.count }

  /// Appends a cell for a symbol the row does not contain yet.
  @inlinable
  mutating func append(_ symbol: Int32, _ coefficient: Double) {
    cells.append(Cell(symbol, coefficient))
  }

  /// The coefficient of `symbol` (0 if absent). O(len).
  @inlinable
  func coefficient(of symbol: Int32) -> Double {
    for cell in cells where cell.symbol == symbol { return cell.coefficient }
    return 0
  }

  /// The index of `symbol`'s cell, if any. O(len).
  @inlinable
  func index(of symbol: Int32) -> Int? {
    for index in cells.indices where cells[index].symbol == symbol { return index }
    return nil
  }

  /// Removes the cell at `index` (order is not preserved).
  @inlinable
  mutating func removeCell(at index: Int) {
    let last = cells.count - 1
    if index != last { cells[index] = cells[last] }
    cells.removeLast()
  }

  /// Removes the cells whose coefficient satisfies `isNegligible` (order is not preserved).
  @inlinable
  mutating func removeCells(where isNegligible: (Double) -> Bool) {
    var index = 0
    while index < cells.count {
      if isNegligible(cells[index].coefficient) { removeCell(at: index) } else { index += 1 }
    }
  }

  /// The smallest cell magnitude worth pivoting on in this row: ε, or the pivot tolerance
  /// (`Tableau.pivotTolerance`) times the row's largest coefficient when that is larger.
  /// Dividing a row by a cell below it multiplies the row's rounding errors by up to 1e7.
  /// O(len).
  @inlinable
  var pivotFloor: Double {
    var largest = 0.0
    for cell in cells { largest = Swift.max(largest, abs(cell.coefficient)) }
    return Swift.max(Tableau.epsilon, Tableau.pivotTolerance * largest)
  }

  /// Multiplies every coefficient and the constant by `factor`.
  @inlinable
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }
}
