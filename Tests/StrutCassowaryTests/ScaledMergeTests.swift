import StrutCore
import Testing

@testable import StrutCassowary

/// The merge `row += factor · source` over buffer pointers (SparseRow+ScaledMerge.swift) and
/// the batched column appends against the one-pass algorithm they replaced, written out here:
/// the same cells in the same order with the same bits, the same column lists and arena, on
/// seeded random rows of every shape (short and long targets, fills, exact cancellations,
/// cancellations within ε, a skipped symbol).
@Suite struct ScaledMergeTests {
  /// The merge as it was before session 18: one pass, appending fills as it goes, then a
  /// sweep that moves the last cell into each hole; every fill indexed in its column.
  static func referenceMerge(
    _ row: inout SparseRow, _ source: SparseRow, factor: Double, skip: Int32,
    columns: inout ColumnIndex, target: Int32
  ) {
    var cancelled = false
    for cell in source.cells where cell.symbol != skip {
      let add = factor * cell.coefficient
      if let at = row.cells.firstIndex(where: { $0.symbol == cell.symbol }) {
        let old = row.cells[at].coefficient
        let new = old + add
        if abs(new) <= Tableau.epsilon * max(abs(old), abs(add)) {
          row.cells[at].coefficient = 0
          cancelled = true
        } else {
          row.cells[at].coefficient = new
        }
      } else {
        row.append(cell.symbol, add)
        columns.append(target, to: cell.symbol)
      }
    }
    if cancelled { row.removeCells { $0 == 0 } }
    row.constant += factor * source.constant
  }

  /// A row of `count` distinct symbols below `symbols`, with coefficients that are often the
  /// negatives of `cancelling`'s (so that `+ 1 · cancelling` cancels them exactly or within ε).
  static func randomRow(
    _ random: inout SeededGenerator, count: Int, symbols: Int, cancelling: SparseRow? = nil
  ) -> SparseRow {
    var row = SparseRow(constant: Double(random.below(21)) - 10)
    var used = Set<Int32>()
    while row.cells.count < count {
      let symbol = Int32(random.below(symbols))
      guard used.insert(symbol).inserted else { continue }
      var coefficient = Double(random.below(2001) - 1000) / 64
      if coefficient == 0 { coefficient = 0.25 }
      if let other = cancelling?.coefficient(of: symbol), other != 0, random.below(3) > 0 {
        coefficient = random.below(2) == 0 ? -other : -other * (1 + 1e-12)
      }
      row.append(symbol, coefficient)
    }
    return row
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func mergeMatchesTheOnePassAlgorithmCellForCell(seed: Int) {
    print("ScaledMergeTests seed \(seed)")
    var random = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
    for trial in 0..<300 {
      let symbols = 8 + random.below(60)
      var tableau = Tableau()
      for _ in 0..<symbols { _ = tableau.newSymbol(.slack) }
      let basic = tableau.newSymbol(.slack)
      let source = Self.randomRow(&random, count: random.below(min(symbols, 40)), symbols: symbols)
      var target = Self.randomRow(
        &random, count: random.below(min(symbols, 40)), symbols: symbols, cancelling: source)
      target.basic = basic
      let id = tableau.insertRow(target)
      var referenceColumns = tableau.columns
      let skip: Int32 = random.below(4) == 0 ? (source.cells.first?.symbol ?? -1) : -1
      let factor = random.below(3) == 0 ? 1 : Double(random.below(9) + 1) / 4
      var expected = tableau.rows[Int(id)]
      Self.referenceMerge(
        &expected, source, factor: factor, skip: skip, columns: &referenceColumns, target: id)
      tableau.addScaled(into: id, source, factor: factor, skipping: skip)
      let merged = tableau.rows[Int(id)]
      let context = "seed \(seed) trial \(trial)"
      #expect(merged.cells.count == expected.cells.count, "\(context)")
      for (got, want) in zip(merged.cells, expected.cells) {
        #expect(got.symbol == want.symbol, "\(context)")
        #expect(got.coefficient.bitPattern == want.coefficient.bitPattern, "\(context)")
      }
      #expect(merged.constant.bitPattern == expected.constant.bitPattern, "\(context)")
      #expect(tableau.columns.entries.count == referenceColumns.entries.count, "\(context)")
      for symbol in 0..<Int32(symbols) {
        #expect(tableau.columns.rows(of: symbol) == referenceColumns.rows(of: symbol), "\(context)")
      }
      #expect(tableau.position.allSatisfy { $0 == -1 }, "\(context)")
    }
  }

  @Test(arguments: [0, 1, 3, 7])
  func batchedColumnAppendsBuildTheSameArenaAsOneByOne(freed: Int) {
    var one = ColumnIndex()
    one.addSymbols(16)
    for symbol in 0..<Int32(8) { one.append(symbol, to: symbol % 4) }
    // Free `freed` entries (list by list) so that the batch takes them first.
    var released = 0
    for symbol in Int32(0)..<4 where released < freed {
      released += one.count(symbol)
      one.removeAll(of: symbol)
    }
    var batch = one
    let symbols: [Int32] = [9, 3, 9, 12, 0, 15, 3]
    for symbol in symbols { one.append(42, to: symbol) }
    let cells = symbols.map { SparseRow.Cell($0, 1) }
    cells.withUnsafeBufferPointer { batch.append(42, toEachSymbolOf: $0) }
    #expect(batch.freeEntry == one.freeEntry)
    #expect(batch.entries.map(\.row) == one.entries.map(\.row))
    #expect(batch.entries.map(\.next) == one.entries.map(\.next))
    for symbol in 0..<Int32(16) {
      #expect(batch.rows(of: symbol) == one.rows(of: symbol))
      #expect(batch.count(symbol) == one.count(symbol))
    }
  }
}

extension SeededGenerator {
  /// A draw in `0..<bound`.
  fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
