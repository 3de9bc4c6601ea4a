import StrutCassowary
import StrutCore
import Testing

@Suite("Incremental results equal a from-scratch solve")
struct IncrementalRandomTests {
  /// Applies a random script of adds, removes, edits and suggestions, and after each step
  /// compares the incremental solver with a fresh solver given the same final system:
  /// required constraints hold and the error at every priority level is equal.
  @Test(arguments: 0..<120)
  func randomScripts(seed: Int) throws {
    var system = RandomSystem(
      seed: UInt64(seed) &* 7919 &+ 1, variableCount: 2 + seed % 12, levelCount: 1 + seed % 5)
    let solver = CassowarySolver()
    var installed: [Constraint] = []
    var edits: [(Variable, Priority, Double)] = []
    for step in 0..<30 {
      switch Int.random(in: 0..<10, using: &system.generator) {
      case 0..<3:
        let batch = (0..<Int.random(in: 1...4, using: &system.generator)).map { _ in
          system.required()
        }
        try solver.add(contentsOf: batch)
        installed += batch
      case 3..<6:
        let constraint = system.optional()
        try solver.add(constraint)
        installed.append(constraint)
      case 6:
        if let index = installed.indices.randomElement(using: &system.generator) {
          try solver.remove(installed.remove(at: index))
        }
      case 7:
        let variable = system.variables.randomElement(using: &system.generator)!
        if !edits.contains(where: { $0.0 == variable }) {
          let priority = system.levels.randomElement(using: &system.generator)!
          solver.updateVariables()
          try solver.addEditVariable(variable, priority: priority)
          // Until a suggestion, the edit asks for the current value.
          edits.append((variable, priority, solver.value(of: variable)))
        }
      case 8:
        if let index = edits.indices.randomElement(using: &system.generator) {
          let target = Double(Int.random(in: -200...200, using: &system.generator))
          try solver.suggestValue(target, for: edits[index].0)
          edits[index].2 = target
        }
      default:
        if let index = edits.indices.randomElement(using: &system.generator) {
          try solver.removeEditVariable(edits.remove(at: index).0)
        }
      }
      solver.updateVariables()
      let fresh = CassowarySolver()
      try fresh.add(contentsOf: installed)
      for (variable, priority, target) in edits {
        try fresh.addEditVariable(variable, priority: priority)
        try fresh.suggestValue(target, for: variable)
      }
      fresh.updateVariables()
      PairedRandomScript.expectSameLevelErrors(
        installed, edits: edits, solver, fresh, "seed \(seed) step \(step)",
        label: "incrementally")
    }
  }
}
