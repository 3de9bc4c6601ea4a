import StrutCore
import Testing

@testable import StrutCassowary

/// The tableau's storage structures on their own: the column arena, the record table, and the
/// two ways each merge has (short rows by direct search, long rows through the position map),
/// which must give the same rows.
@Suite struct StorageTests {
  @Test func columnListsKeepInsertionOrderAndReuseFreedEntries() {
    var index = ColumnIndex()
    index.addSymbols(3)
    index.append(7, to: 0)
    index.append(8, to: 1)
    index.append(9, to: 0)
    #expect(index.rows(of: 0) == [7, 9])
    #expect(index.rows(of: 1) == [8])
    #expect(index.count(0) == 2 && index.isEmpty(2))
    let arenaSize = index.entries.count
    index.removeAll(of: 0)
    #expect(index.isEmpty(0) && index.count(0) == 0 && index.rows(of: 0).isEmpty)
    // The two freed entries are reused before the arena grows.
    index.append(1, to: 2)
    index.append(2, to: 2)
    #expect(index.entries.count == arenaSize)
    #expect(index.rows(of: 2) == [1, 2])
    index.replace(2, with: [5, 4, 3])
    #expect(index.rows(of: 2) == [5, 4, 3])
    #expect(index.rows(of: 1) == [8])
  }

  /// Constraints added one at a time grow the solver's arrays geometrically: a reservation
  /// for a batch of one used to reallocate (copy) every per-row, per-symbol and per-record
  /// array at every add, O(N²) bytes for N adds (flat, 4,000 views one by one: 1.62 s).
  @Test func singleAddsReallocateLogarithmicallyOften() throws {
    let solver = CassowarySolver()
    var rowCapacities = Set<Int>()
    var symbolCapacities = Set<Int>()
    var recordCapacities = Set<Int>()
    var previous = Variable("x0")
    try solver.add(previous == 0)
    for index in 1...2_000 {
      let next = Variable("x\(index)")
      try solver.add(next == previous + 10)
      try solver.add((next <= Double(100_000)).priority(.low))
      previous = next
      rowCapacities.insert(solver.tableau.rows.capacity)
      symbolCapacities.insert(solver.tableau.kinds.capacity)
      recordCapacities.insert(solver.records.values.capacity)
    }
    // 4,001 adds: about log2(4,001) = 12 capacities each (a reallocation per add before).
    #expect(rowCapacities.count <= 16, "\(rowCapacities.sorted())")
    #expect(symbolCapacities.count <= 16, "\(symbolCapacities.sorted())")
    #expect(recordCapacities.count <= 16, "\(recordCapacities.sorted())")
    solver.updateVariables()
    #expect(solver.value(of: previous) == 20_000)
  }

  @Test func recordTableFindsRecordsAfterSwapRemovals() throws {
    var table = RecordTable()
    var constraints: [Constraint] = []
    let x = Variable("x")
    for order in 0..<50 {
      let constraint = x == Double(order)
      constraints.append(constraint)
      table[constraint.id] = .init(
        constraint: constraint, marker: -1, other: -1, level: -1, order: order)
    }
    #expect(table.count == 50)
    // Remove every third record, first, middle and last included.
    for (order, constraint) in constraints.enumerated() where order % 3 == 0 || order == 49 {
      table[constraint.id] = nil
    }
    for (order, constraint) in constraints.enumerated() {
      let removed = order % 3 == 0 || order == 49
      #expect(table.contains(constraint.id) == !removed)
      #expect(table[constraint.id]?.order == (removed ? nil : order))
    }
    let listed = table.map { $0.key }
    #expect(
      Set(listed)
        == Set(
          constraints.enumerated().filter { $0.offset % 3 != 0 && $0.offset != 49 }.map(
            \.element.id)))
    #expect(listed.count == table.count)
    // Replacing a record keeps one entry for it.
    let kept = try #require(constraints.first { table.contains($0.id) })
    let old = table.updateValue(
      .init(constraint: kept, marker: 3, other: -1, level: -1, order: 99), forKey: kept.id)
    #expect(old?.marker == -1 && table[kept.id]?.marker == 3 && table.count == listed.count)
  }

  /// A rolled-back transaction takes back the precision flags its arithmetic set (a refused
  /// add that left `precisionLost` set made the next update rebuild and move free variables:
  /// `fuzz-cassowary-rolled-back-flags-349e4a788a8abdfb`); a committed one keeps them.
  @Test func rollbackRestoresThePrecisionFlags() {
    var tableau = Tableau()
    for (committed, flag) in [(false, false), (true, true)] {
      tableau.precisionLost = false
      tableau.droppedAboveRounding = false
      tableau.beginTransaction()
      tableau.precisionLost = true
      tableau.droppedAboveRounding = true
      if committed { tableau.commitTransaction() } else { tableau.rollbackTransaction() }
      #expect(tableau.precisionLost == flag)
      #expect(tableau.droppedAboveRounding == flag)
    }
    tableau.precisionLost = true
    tableau.beginTransaction()
    tableau.rollbackTransaction()
    #expect(tableau.precisionLost, "a flag set before the transaction stays")
  }

  /// The records stored since `markMeasured()` are found once each however removals move
  /// them (the residual check after a batch measures exactly those), seeded over random
  /// orders of adds and removals.
  @Test(arguments: [11, 12, 13, UInt64.random(in: 0...UInt64.max)])
  func recordTableListsTheRecordsStoredSinceTheLastCheck(seed: UInt64) {
    print("recordTableListsTheRecordsStoredSinceTheLastCheck seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    var table = RecordTable()
    let x = Variable("x")
    func record(_ order: Int) -> (Int, CassowarySolver.Record) {
      let constraint = x == Double(order)
      return (
        constraint.id, .init(constraint: constraint, marker: -1, other: -1, level: -1, order: order)
      )
    }
    var installed: [Int] = []
    var fresh: Set<Int> = []
    for order in 0..<40 {
      let (id, value) = record(order)
      table[id] = value
      installed.append(id)
    }
    table.markMeasured()
    #expect(!table.hasFresh)
    for step in 0..<400 {
      if installed.isEmpty || generator.next() % 3 != 0 {
        let (id, value) = record(1000 + step)
        table[id] = value
        installed.append(id)
        fresh.insert(id)
      } else {
        let id = installed.remove(at: Int(generator.next() % UInt64(installed.count)))
        table[id] = nil
        fresh.remove(id)
      }
      if generator.next() % 50 == 0 {
        table.markMeasured()
        fresh = []
      }
      var listed: [Int] = []
      table.forEachFreshPosition { listed.append(table.values[$0].constraint.id) }
      #expect(listed.count == Set(listed).count, "a record listed twice at step \(step)")
      // Every new record is listed; more only after the table chose to list everything.
      #expect(fresh.isSubset(of: listed), "a new record is missing at step \(step)")
      #expect(
        table.freshStart == 0 || Set(listed) == fresh, "an old record is listed at step \(step)")
      #expect(table.movedFresh.count <= table.count + 1)
    }
  }

  @Test(arguments: [3, 9, 20])
  func mergingRepeatedCellsIsTheSameOnShortAndLongRows(length: Int) {
    var tableau = Tableau()
    for _ in 0..<40 { _ = tableau.newSymbol(.external) }
    var row = SparseRow(constant: 1)
    var expected: [Int32: Double] = [:]
    var order: [Int32] = []
    for index in 0..<length {
      let symbol = Int32((index * 7) % 11)
      let coefficient = index % 4 == 3 ? -expectedValue(expected, symbol) : Double(index + 1)
      row.append(symbol, coefficient)
      if expected[symbol] == nil { order.append(symbol) }
      expected[symbol, default: 0] += coefficient
    }
    tableau.mergeRepeatedCells(&row)
    // First occurrences keep their order; cells that summed to zero are gone.
    let survivors = order.filter { expected[$0] != 0 }
    #expect(Set(row.cells.map(\.symbol)) == Set(survivors))
    #expect(row.cells.count == survivors.count)
    for cell in row.cells { #expect(cell.coefficient == expected[cell.symbol]) }
    #expect(tableau.position.allSatisfy { $0 == -1 })
  }

  @Test(arguments: [2, 8, 9, 16])
  func addScaledGivesTheSameRowOnShortAndLongTargets(length: Int) {
    var tableau = Tableau()
    for _ in 0..<64 { _ = tableau.newSymbol(.slack) }
    let basic = tableau.newSymbol(.slack)
    var target = SparseRow(constant: 2, basic: basic)
    for index in 0..<length { target.append(Int32(index * 2), Double(index + 1)) }
    let id = tableau.insertRow(target)
    var source = SparseRow(constant: 3)
    // Overlaps the target's even symbols, cancels one of them exactly, adds odd ones.
    source.append(0, -0.5)
    source.append(1, 4)
    source.append(2, 1)
    source.append(3, -2)
    tableau.addScaled(into: id, source, factor: 2)
    var want: [Int32: Double] = [:]
    for cell in target.cells { want[cell.symbol] = cell.coefficient }
    for cell in source.cells { want[cell.symbol, default: 0] += 2 * cell.coefficient }
    want = want.filter { $0.value != 0 }
    let row = tableau.rows[Int(id)]
    #expect(row.constant == 8)
    #expect(row.cells.count == want.count)
    for cell in row.cells { #expect(want[cell.symbol] == cell.coefficient) }
    // Every new cell is indexed in its column.
    for symbol in want.keys { #expect(tableau.columns.rows(of: symbol).contains(id)) }
    #expect(tableau.position.allSatisfy { $0 == -1 })
  }

  private func expectedValue(_ sums: [Int32: Double], _ symbol: Int32) -> Double {
    sums[symbol] ?? 0
  }
}
