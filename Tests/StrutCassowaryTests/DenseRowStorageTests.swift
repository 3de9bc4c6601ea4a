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

  /// The equality installed in an earlier batch than its pins, the pins in one batch or one
  /// add each, in creation order or reversed. A pin on the long row's subject is reduced
  /// through the whole row and solved for another of its variables: the long row moves. Its
  /// new subject is scattered among the equally referenced variables
  /// (`Tableau.chooseSubject`), not the next in creation order, so the pins that follow
  /// rarely hit it; and a pin's short row cannot shorten a long row that names its variable,
  /// so that rewrite is not tried (`Tableau.shortenDefinitions`). Before, the row moved at
  /// every pin and each move or trial cost O(N): 16,000 pins took 24.6 s (release).
  @Test(arguments: [false, true], [false, true])
  func equalityBeforeItsPinsStaysLinear(pinsOneByOne: Bool, reversed: Bool) throws {
    let count = 20_000
    let variables = (0..<count).map { Variable("v\($0)") }
    let sum = Expression(terms: variables.map { Term($0) }, constant: -Double(count) * 3)
    var pins = variables.enumerated().map { ($1 == Double($0 % 7)).priority(.low) }
    if reversed { pins.reverse() }
    let solver = CassowarySolver()
    try solver.add(sum == 0)
    if pinsOneByOne {
      for pin in pins { try solver.add(pin) }
    } else {
      try solver.add(contentsOf: pins)
    }
    solver.updateVariables()
    let statistics = solver.statistics
    // A pin row of 3 cells per variable and one row of 2N errors (N² cells before).
    #expect(statistics.cells <= 7 * count, "\(statistics)")
    #expect(statistics.columnEntries <= 40 * count, "\(statistics)")
    // Each rewrite costs O(N); about ln N moves are expected, one per pin was quadratic.
    #expect(statistics.definitionRewrites <= 64, "\(statistics)")
    let total = variables.reduce(0) { $0 + solver.value(of: $1) }
    #expect(abs(total - Double(count) * 3) <= 1e-6 * Double(count) * 3)
    // The weak pins hold wherever the equality lets them: all but one.
    let held = variables.enumerated().filter {
      abs(solver.value(of: $0.element) - Double($0.offset % 7)) <= 1e-9
    }.count
    #expect(held >= count - 1, "\(held) of \(count) pins hold")
  }
}
