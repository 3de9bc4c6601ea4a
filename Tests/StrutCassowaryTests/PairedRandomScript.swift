import StrutCassowary
import StrutCore
import Testing

/// A random script of adds, removals, edits and suggestions run on two solvers side by side —
/// one configured to take a path under test (lazy rows, redefinitions), one without it — that
/// checks the first one's structural invariants after every step, its required residual, and
/// that both reach the same error at every priority level.
struct PairedRandomScript {
  /// The solver with the path under test.
  let tested: CassowarySolver
  /// The solver without it.
  let reference: CassowarySolver
  /// What `tested` does differently, for the failure messages ("with lazy rows").
  let label: String

  /// Runs 30 steps drawn from `system`, with `seed` in every message.
  func run(_ system: inout RandomSystem, seed: Int) throws {
    let solvers = [tested, reference]
    var installed: [Constraint] = []
    var edits: [(Variable, Priority, Double)] = []
    for step in 0..<30 {
      switch Int.random(in: 0..<10, using: &system.generator) {
      case 0..<3:
        let batch = (0..<Int.random(in: 1...4, using: &system.generator)).map { _ in
          system.required()
        }
        for solver in solvers { try solver.add(contentsOf: batch) }
        installed += batch
      case 3..<6:
        let constraint = system.optional()
        for solver in solvers { try solver.add(constraint) }
        installed.append(constraint)
      case 6:
        if let index = installed.indices.randomElement(using: &system.generator) {
          let constraint = installed.remove(at: index)
          for solver in solvers { try solver.remove(constraint) }
        }
      case 7:
        let variable = system.variables.randomElement(using: &system.generator)!
        if !edits.contains(where: { $0.0 == variable }) {
          let priority = system.levels.randomElement(using: &system.generator)!
          for solver in solvers { try solver.addEditVariable(variable, priority: priority) }
          let target = Double(Int.random(in: -200...200, using: &system.generator))
          for solver in solvers { try solver.suggestValue(target, for: variable) }
          edits.append((variable, priority, target))
        }
      default:
        if let index = edits.indices.randomElement(using: &system.generator) {
          let target = Double(Int.random(in: -200...200, using: &system.generator))
          for solver in solvers { try solver.suggestValue(target, for: edits[index].0) }
          edits[index].2 = target
        }
      }
      for solver in solvers { solver.updateVariables() }
      #expect(tested.invariantViolation() == nil, "seed \(seed) step \(step)")
      Self.expectSameLevelErrors(
        installed, edits: edits, tested, reference, "seed \(seed) step \(step)", label: label)
    }
  }
}

extension PairedRandomScript {
  /// `tested` meets the required constraints of `installed`, and its error at every priority
  /// level equals `reference`'s (to 1e-6 of its magnitude).
  static func expectSameLevelErrors(
    _ installed: [Constraint], edits: [(Variable, Priority, Double)],
    _ tested: CassowarySolver, _ reference: CassowarySolver, _ context: String, label: String
  ) {
    let residual = SolutionCheck.requiredResidual(installed) { tested.value(of: $0) }
    #expect(residual < 1e-6, "\(context): required residual \(residual)")
    let with = SolutionCheck.errorVector(installed, edits: edits) { tested.value(of: $0) }
    let without = SolutionCheck.errorVector(installed, edits: edits) { reference.value(of: $0) }
    for (a, b) in zip(with, without) {
      #expect(
        abs(a.1 - b.1) <= 1e-6 * max(1, abs(b.1)),
        "\(context): level \(a.0) error \(a.1) \(label), \(b.1) without")
    }
  }

  /// Both solvers' values agree on `variables` (to 1e-7 of their magnitude).
  static func expectSameValues(
    _ tested: CassowarySolver, _ reference: CassowarySolver, on variables: [Variable],
    _ context: String, label: String
  ) {
    for variable in variables {
      let a = tested.value(of: variable)
      let b = reference.value(of: variable)
      #expect(
        abs(a - b) <= 1e-7 * max(1, abs(b)), "\(context): \(variable) is \(a), \(b) \(label)")
    }
  }
}
