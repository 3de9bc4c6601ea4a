import StrutCassowary
import StrutCore
import Testing

/// Subject choice that keeps the tableau optimal: an optional equality's row is solved for
/// whichever of its two errors leaves no parametric symbol improving
/// (`Tableau.leavesImprovement(solvingFor:in:)`). Views whose widths are tied and that each
/// prefer a width settle at the weighted median of the preferences; solving every row for
/// `e⁺` made the build's optimisation walk to it one degenerate pivot per view.
@Suite struct OptimalSubjectTests {
  /// `count` widths tied to the first (required), each preferring `preferences[i]` with
  /// `weights[i]` at `priority`; returns the constraints and the widths.
  static func tiedWidths(
    preferences: [Double], weights: [Double], priority: Priority = .low, prefix: String = "w"
  ) -> (constraints: [Constraint], widths: [Variable]) {
    let widths = preferences.indices.map { Variable("\(prefix)\($0)") }
    var constraints: [Constraint] = []
    for index in preferences.indices {
      if index > 0 { constraints.append(Constraint(widths[index] - widths[0], .equal)) }
      constraints.append(
        Constraint(
          widths[index] - preferences[index], .equal, priority: priority,
          weight: weights[index]))
    }
    return (constraints, widths)
  }

  /// The weighted median of `preferences`: the value where the weight on each side is below
  /// half the total (unique when the total weight is odd and the weights are integers).
  static func weightedMedian(_ preferences: [Double], _ weights: [Double]) -> Double {
    let order = preferences.indices.sorted { preferences[$0] < preferences[$1] }
    let half = weights.reduce(0, +) / 2
    var below = 0.0
    for index in order {
      below += weights[index]
      if below > half { return preferences[index] }
    }
    return preferences[order.last!]
  }

  @Test func equalPreferencesNeedNoPivot() throws {
    let (constraints, widths) = Self.tiedWidths(
      preferences: Array(repeating: 50, count: 10), weights: Array(repeating: 10, count: 10))
    let solver = CassowarySolver()
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    #expect(solver.statistics.pivots == 0)
    for width in widths { #expect(solver.value(of: width) == 50) }
  }

  @Test func hundredRowsOfTiedWidthsNeedNoPivot() throws {
    // 100 rows of ten cells whose nine data widths are tied and prefer one width.
    var constraints: [Constraint] = []
    for row in 0..<100 {
      let preferred = 50 + 5 * Double(row % 5)
      constraints +=
        Self.tiedWidths(
          preferences: Array(repeating: preferred, count: 9),
          weights: Array(repeating: 10, count: 9),
          prefix: "r\(row).w"
        ).constraints
    }
    let solver = CassowarySolver()
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    #expect(solver.statistics.pivots == 0)
  }

  @Test(arguments: 0..<40)
  func tiedWidthsSettleAtTheWeightedMedian(_ index: Int) throws {
    let seed = UInt64(0x5EED_0000) &+ UInt64(index)
    var generator = SeededGenerator(seed: seed)
    let count = Int.random(in: 2...30, using: &generator)
    let preferences = (0..<count).map { _ in Double(Int.random(in: 0...100, using: &generator)) }
    var weights = (0..<count).map { _ in Double(Int.random(in: 1...10, using: &generator)) }
    // An odd total makes the median unique.
    if Int(weights.reduce(0, +)) % 2 == 0 { weights[0] += 1 }
    let (constraints, widths) = Self.tiedWidths(preferences: preferences, weights: weights)
    let solver = CassowarySolver()
    try solver.add(contentsOf: constraints)
    solver.updateVariables()
    let median = Self.weightedMedian(preferences, weights)
    for width in widths {
      #expect(
        abs(solver.value(of: width) - median) < 1e-9,
        "seed \(seed): \(count) widths, preferences \(preferences), weights \(weights)")
    }
  }
}
