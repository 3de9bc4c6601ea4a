import StrutCassowary
import StrutCore
import Testing

/// A required equality over N variables with N weak pins stays O(N) in cells (issue 18,
/// item 5): the batch installs the long equality after the pins, so it is reduced through N
/// short definitions once instead of moving its subject along N pins (1.5·N² cells before).
@Suite struct DenseRowStorageTests {
  @Test(arguments: [false, true])
  func denseEqualityWithPinsHasLinearCells(separateBatches: Bool) throws {
    let count = 50_000
    let variables = (0..<count).map { Variable("v\($0)") }
    let sum = Expression(terms: variables.map { Term($0) }, constant: -Double(count) * 3)
    let pins = variables.enumerated().map { ($1 == Double($0 % 7)).priority(.low) }
    let solver = CassowarySolver()
    if separateBatches {
      // Pins first, then the equality on its own: the same structure.
      try solver.add(contentsOf: pins)
      try solver.add(sum == 0)
    } else {
      // The equality first in the batch: the batch moves it after the pins.
      try solver.add(contentsOf: [sum == 0] + pins)
    }
    solver.updateVariables()
    let statistics = solver.statistics
    #expect(statistics.cells <= 5 * count, "\(statistics)")
    #expect(statistics.rows <= count + 2, "\(statistics)")
    let total = variables.reduce(0) { $0 + solver.value(of: $1) }
    #expect(abs(total - Double(count) * 3) <= 1e-6 * Double(count) * 3)
  }

  /// The equality installed in an earlier batch than its pins: each pin is reduced through
  /// the long row and solved for another of its variables, so the long row moves once per pin
  /// (O(N) work each: still quadratic in time). The row it leaves is rewritten through the
  /// new one and shrinks back to the pin (`Tableau.shortenDefinitions`): memory stays linear —
  /// 1.5·N² cells and N²/2 column entries before.
  @Test(arguments: [false, true])
  func equalityBeforeItsPinsKeepsLinearStorage(pinsOneByOne: Bool) throws {
    let count = 2_000
    let variables = (0..<count).map { Variable("v\($0)") }
    let sum = Expression(terms: variables.map { Term($0) }, constant: -Double(count) * 3)
    let pins = variables.enumerated().map { ($1 == Double($0 % 7)).priority(.low) }
    let solver = CassowarySolver()
    try solver.add(sum == 0)
    if pinsOneByOne {
      for pin in pins { try solver.add(pin) }
    } else {
      try solver.add(contentsOf: pins)
    }
    solver.updateVariables()
    let statistics = solver.statistics
    #expect(statistics.cells <= 6 * count, "\(statistics)")
    #expect(statistics.columnEntries <= 40 * count, "\(statistics)")
    let total = variables.reduce(0) { $0 + solver.value(of: $1) }
    #expect(abs(total - Double(count) * 3) <= 1e-6 * Double(count) * 3)
    // The weak pins hold wherever the equality lets them: all but one.
    let held = variables.enumerated().filter {
      abs(solver.value(of: $0.element) - Double($0.offset % 7)) <= 1e-9
    }.count
    #expect(held >= count - 1, "\(held) of \(count) pins hold")
  }
}
