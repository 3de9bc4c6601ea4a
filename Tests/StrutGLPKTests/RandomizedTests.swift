import StrutCore
import StrutGLPK
import Testing

/// Seeded random operation sequences: the incremental solver (warm starts, row clean-up,
/// rollbacks) must reach the same lexicographic optimum as a fresh solver given the final
/// system, keep every required constraint, and leave failed operations without a trace.
@Suite struct RandomizedTests {
  /// The error of each priority level (weighted sum of violations), highest first.
  static func errorVector(
    _ constraints: [Constraint], edits: [(Variable, Priority, Double)],
    value: (Variable) -> Double
  ) -> [Float: Double] {
    var errors: [Float: Double] = [:]
    for constraint in constraints where !constraint.isRequired {
      errors[constraint.priority.value, default: 0] +=
        constraint.weight * constraint.violation(value)
    }
    for (variable, priority, target) in edits {
      errors[priority.value, default: 0] += abs(value(variable) - target)
    }
    return errors
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func incrementalMatchesFresh(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let variables = (0..<12).map { Variable("v\($0)") }
    let hidden = variables.map { _ in Double(Int.random(in: -50...50, using: &random)) }
    func point(_ variable: Variable) -> Double {
      hidden[variables.firstIndex(of: variable) ?? 0]
    }
    func randomExpression() -> Expression {
      var terms: [Term] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let variable = variables[Int.random(in: 0..<variables.count, using: &random)]
        terms.append(Term(variable, Double(Int.random(in: -3...3, using: &random))))
      }
      return Expression(terms: terms)
    }
    let priorities: [Priority] = [100, .low, .medium, .high, 900]
    let solver = GLPKSolver()
    var live: [Constraint] = []
    var edits: [(Variable, Priority, Double)] = []

    for step in 0..<80 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        // A required constraint the hidden point satisfies.
        var expression = randomExpression()
        expression.constant = -expression.evaluate(point)
        let relation = Relation.allCases.randomElement(using: &random) ?? .equal
        if relation == .lessThanOrEqual { expression.constant -= 2 }
        if relation == .greaterThanOrEqual { expression.constant += 2 }
        let constraint = Constraint(expression, relation)
        try solver.add(constraint)
        live.append(constraint)
      case 2, 3, 4:
        var expression = randomExpression()
        expression.constant = Double(Int.random(in: -80...80, using: &random))
        let constraint = Constraint(
          expression, Relation.allCases.randomElement(using: &random) ?? .equal,
          priority: priorities.randomElement(using: &random) ?? .low,
          weight: [0.5, 1, 2].randomElement(using: &random) ?? 1)
        try solver.add(constraint)
        live.append(constraint)
      case 5, 6:
        guard !live.isEmpty else { continue }
        let index = Int.random(in: 0..<live.count, using: &random)
        try solver.remove(live.remove(at: index))
      case 7:
        // An unsatisfiable batch: nothing may change.
        solver.updateVariables()
        let before = SolverState(solver, variables: variables, constraints: live)
        let variable = variables.randomElement(using: &random) ?? variables[0]
        let batch = [variable == 1000, variable == 2000]
        #expect(throws: SolverError.self, "\(context)") { try solver.add(contentsOf: batch) }
        #expect(
          SolverState(solver, variables: variables, constraints: live) == before, "\(context)")
        solver.updateVariables()
        let after = SolverState(solver, variables: variables, constraints: live)
        #expect(zip(before.values, after.values).allSatisfy { close($0, $1) }, "\(context)")
      default:
        let variable = variables[Int.random(in: 0..<3, using: &random)]
        let target = Double(Int.random(in: -60...60, using: &random))
        if let index = edits.firstIndex(where: { $0.0 == variable }) {
          edits[index].2 = target
        } else {
          let priority = priorities.randomElement(using: &random) ?? .low
          try solver.addEditVariable(variable, priority: priority)
          edits.append((variable, priority, 0))
          edits[edits.count - 1].2 = target
        }
        try solver.suggestValue(target, for: variable)
      }
      solver.updateVariables()
      #expect(solver.lastUpdateFailure == nil, "\(context)")
      for constraint in live where constraint.isRequired {
        let violation = constraint.violation { solver.value(of: $0) }
        #expect(violation < 1e-6, "\(context): \(constraint) violated by \(violation)")
      }
      if step % 8 == 7 {
        let fresh = GLPKSolver()
        try fresh.add(contentsOf: live)
        for (variable, priority, target) in edits {
          try fresh.addEditVariable(variable, priority: priority)
          try fresh.suggestValue(target, for: variable)
        }
        fresh.updateVariables()
        let incremental = Self.errorVector(live, edits: edits) { solver.value(of: $0) }
        let reference = Self.errorVector(live, edits: edits) { fresh.value(of: $0) }
        #expect(Set(incremental.keys) == Set(reference.keys), "\(context)")
        for (priority, error) in reference {
          let other = incremental[priority] ?? .nan
          #expect(
            close(error, other, within: 1e-6), "\(context): level \(priority): \(other) vs \(error)"
          )
        }
      }
    }
    #expect(solver.statistics.rebuilds == 0, "seed \(seed)")
  }
}
