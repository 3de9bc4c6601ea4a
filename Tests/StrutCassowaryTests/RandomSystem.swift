import StrutCassowary
import StrutCore

/// A deterministic generator (SplitMix64) so that every random test can print its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random constraint systems whose required part is satisfiable by construction (every
/// required constraint holds at a hidden witness point), with optional constraints at several
/// priority levels, redundant and degenerate ones among them.
struct RandomSystem {
  var variables: [Variable]
  var witness: [Double]
  var generator: SeededGenerator
  let levels: [Priority]

  init(seed: UInt64, variableCount: Int, levelCount: Int) {
    generator = SeededGenerator(seed: seed)
    variables = (0..<variableCount).map { Variable("x\($0)") }
    var g = generator
    witness = (0..<variableCount).map { _ in Double(Int.random(in: -50...50, using: &g)) }
    let pool: [Priority] = [900, 750, 500, 250, 100, 10]
    levels = Array(pool.prefix(levelCount))
    generator = g
  }

  /// A random expression over 1…4 variables with small integer coefficients.
  mutating func expression() -> Expression {
    let count = Int.random(in: 1...min(4, variables.count), using: &generator)
    let chosen = variables.indices.shuffled(using: &generator).prefix(count)
    let terms = chosen.map {
      Term(variables[$0], Double(Int.random(in: -3...3, using: &generator) | 1))
    }
    return Expression(terms: terms, constant: 0)
  }

  /// The value of `expression` at the witness.
  func atWitness(_ expression: Expression) -> Double {
    expression.evaluate { variable in witness[variables.firstIndex(of: variable)!] }
  }

  /// A required constraint that holds at the witness (tight or with slack).
  mutating func required() -> Constraint {
    var expression = expression()
    let value = atWitness(expression)
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      expression.constant = -value
      return Constraint(expression, .equal)
    case 1:
      expression.constant = -value - Double(Int.random(in: 0...5, using: &generator))
      return Constraint(expression, .lessThanOrEqual)
    default:
      expression.constant = -value + Double(Int.random(in: 0...5, using: &generator))
      return Constraint(expression, .greaterThanOrEqual)
    }
  }

  /// An optional constraint at a random level, with a random target and weight.
  mutating func optional() -> Constraint {
    var expression = expression()
    expression.constant = Double(Int.random(in: -100...100, using: &generator))
    let relation = Relation.allCases.randomElement(using: &generator)!
    let priority = levels.randomElement(using: &generator)!
    let weight = [1.0, 1, 2, 0.5, 10].randomElement(using: &generator)!
    return Constraint(expression, relation, priority: priority, weight: weight)
  }
}

/// Checks a solution against a set of constraints and edits.
enum SolutionCheck {
  /// The largest violation of a required constraint.
  static func requiredResidual(_ constraints: [Constraint], _ value: (Variable) -> Double) -> Double
  {
    constraints.filter(\.isRequired).map { $0.violation(value) }.max() ?? 0
  }

  /// Weighted error per priority level (highest first), edits included.
  static func errorVector(
    _ constraints: [Constraint], edits: [(Variable, Priority, Double)],
    _ value: (Variable) -> Double
  ) -> [(Priority, Double)] {
    var sums: [Float: Double] = [:]
    for constraint in constraints where !constraint.isRequired {
      sums[constraint.priority.value, default: 0] += constraint.weight * constraint.violation(value)
    }
    for (variable, priority, target) in edits {
      sums[priority.value, default: 0] += abs(value(variable) - target)
    }
    return sums.sorted { $0.key > $1.key }.map { (Priority($0.key), $0.value) }
  }
}
