import Testing

@testable import StrutCassowary

/// The objective table (ObjectiveTable.swift) against the dense levels it replaced: seeded
/// random writes, sums, clears and level removals, on symbols with up to every level at once
/// (so that they spill and come back), with level ids beyond the slots' 16-bit tags too.
@Suite struct ObjectiveTableTests {
  /// Every coefficient, the per-symbol questions and the pricing answers agree with `dense`.
  static func expectAgreement(
    _ table: ObjectiveTable, _ dense: [[Double]], order: [Int], _ context: String
  ) {
    for symbol in 0..<table.symbolCount {
      var any = false
      for level in dense.indices {
        let expected = dense[level][symbol]
        if expected != 0 { any = true }
        if table[level, Int32(symbol)] != expected {
          Issue.record(
            "\(context): [\(level), \(symbol)] is \(table[level, Int32(symbol)]), not \(expected)")
          return
        }
      }
      #expect(table.hasCoefficient(Int32(symbol)) == any, "\(context): symbol \(symbol)")
      var sign = 0
      for level in order where sign == 0 {
        let value = dense[level][symbol]
        if value < -Tableau.epsilon { sign = -1 } else if value > Tableau.epsilon { sign = 1 }
      }
      #expect(table.sign(of: Int32(symbol), order: order) == sign, "\(context): sign \(symbol)")
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6])
  func matchesDenseLevels(seed: Int) {
    print("ObjectiveTableTests seed \(seed)")
    var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
    // Level ids: a few small ones, and (for even seeds) one beyond Int16.max.
    let levels = 1 + Int.random(in: 0...7, using: &random)
    let bigLevel = seed % 2 == 0 ? Int(Int16.max) + 5 : -1
    let levelIDs = Array(0..<levels) + (bigLevel >= 0 ? [bigLevel] : [])
    var dense = [[Double]](repeating: [], count: (levelIDs.max() ?? 0) + 1)
    var table = ObjectiveTable()
    let symbols = 40
    table.addSymbols(symbols)
    for level in dense.indices { dense[level] = [Double](repeating: 0, count: symbols) }
    let order = levelIDs.shuffled(using: &random)
    let values: [Double] = [0, 0, 1, -1, 2.5, 1e-7, -3e-10, 1e6]
    var spilled = false
    for step in 0..<4_000 {
      let symbol = Int.random(in: 0..<symbols, using: &random)
      let level = levelIDs.randomElement(using: &random)!
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        let value = values.randomElement(using: &random)!
        table[level, Int32(symbol)] = value
        dense[level][symbol] = value
      case 5..<8:
        let delta = values.randomElement(using: &random)! * (random.next() % 2 == 0 ? 1 : -1)
        table.accumulate(delta, level: level, symbol: Int32(symbol))
        dense[level][symbol] = Tableau.sum(dense[level][symbol], delta)
      case 8:
        table.clearAll(of: Int32(symbol))
        for row in dense.indices { dense[row][symbol] = 0 }
      default:
        if Int.random(in: 0..<20, using: &random) == 0 {
          table.removeCoefficients(at: level)
          for column in 0..<symbols { dense[level][column] = 0 }
        }
      }
      if table.spillIndex.contains(where: { $0 >= 0 }) { spilled = true }
      if step % 500 == 0 || step == 3_999 {
        Self.expectAgreement(table, dense, order: order, "seed \(seed) step \(step)")
        #expect(table.invariantViolation() == nil, "seed \(seed) step \(step)")
      }
    }
    #expect(spilled || levelIDs.count <= 3, "seed \(seed): no symbol spilled")
    // Symbols that spilled and emptied give their chunks back: no chunk is lost.
    for symbol in 0..<symbols { table.clearAll(of: Int32(symbol)) }
    let chunks = table.spillPool.count / table.spillStride
    #expect(
      table.freeSpills.count == chunks,
      "seed \(seed): \(chunks) chunks, free \(table.freeSpills.count)")
    #expect(table.spillIndex.allSatisfy { $0 < 0 })
  }
}
