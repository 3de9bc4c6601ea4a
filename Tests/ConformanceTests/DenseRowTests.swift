import StrutCore
import Testing

/// One required equality over many variables, each also pinned by a weak equality (issue 18,
/// item 5): every backend meets the sum exactly and moves the pins as little as the
/// priorities allow.
@Suite struct DenseRowTests {
  /// The system: `Σ v = total` (required) and `v(i) == i % 7` (weak), in one batch.
  static func system(_ count: Int, total: Double) -> (variables: [Variable], [Constraint]) {
    let variables = (0..<count).map { Variable("v\($0)") }
    let sum = Expression(terms: variables.map { Term($0) }, constant: -total)
    var constraints = [sum == 0]
    for (index, variable) in variables.enumerated() {
      constraints.append((variable == Double(index % 7)).priority(.low))
    }
    return (variables, constraints)
  }

  @Test(arguments: TestBackend.allCases, [false, true])
  func sumHoldsAndPinsMoveLeast(_ backend: TestBackend, pinsFirst: Bool) throws {
    let count = 2_000
    let pins = (0..<count).reduce(0.0) { $0 + Double($1 % 7) }
    let (variables, constraints) = Self.system(count, total: pins + 1_000)
    let solver = backend.backend.make()
    try solver.add(
      contentsOf: pinsFirst ? Array(constraints.dropFirst()) + [constraints[0]] : constraints)
    solver.updateVariables()
    let values = variables.map { solver.value(of: $0) }
    let sum = values.reduce(0, +)
    #expect(abs(sum - (pins + 1_000)) <= 1e-6 * (pins + 1_000))
    // The weak level's optimum: the 1,000 extra is spread over the pins at total error 1,000
    // (equal weights make every split optimal), and no pin moves down.
    let moved = zip(values, variables.indices).map { $0 - Double($1 % 7) }
    #expect(abs(moved.reduce(0) { $0 + abs($1) } - 1_000) <= 1e-6 * 1_000)
    #expect(moved.allSatisfy { $0 >= -1e-9 })
  }
}
