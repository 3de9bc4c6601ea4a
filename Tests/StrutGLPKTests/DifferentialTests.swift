import StrutCassowary
import StrutCore
import StrutGLPK
import StrutWorkloads
import Testing

/// GLPK against Cassowary on the bench workloads at small sizes. Their layouts are unique
/// (every variable's optimal value is determined), so the two backends must agree on every
/// variable, not only on the error per priority level — at the first drag value and at drag
/// steps that squeeze and widen the root.
@Suite struct DifferentialTests {
  /// Drag steps to compare at: the first value (1000), the widest (≈1360) and the narrowest
  /// (≈640) of `Workload.rootWidthDrag()`.
  static let steps = [0, 6, 19]

  @Test(arguments: [(Workload.flat, 70), (.tree, 85), (.grid, 60), (.grid, 95)])
  func glpkEqualsCassowaryOnEveryVariable(_ workload: Workload, _ size: Int) throws {
    let instance = try workload.system(size: size).instantiate()
    let glpk = GLPKSolver()
    let cassowary = CassowarySolver()
    for solver in [glpk, cassowary] as [any ConstraintSolver] {
      try solver.add(contentsOf: instance.constraints)
      for edit in instance.edits {
        try solver.addEditVariable(edit.variable, priority: edit.priority)
      }
    }
    #expect(!instance.edits.isEmpty)
    for step in Self.steps {
      for edit in instance.edits {
        let value = edit.values[step % edit.values.count]
        try glpk.suggestValue(value, for: edit.variable)
        try cassowary.suggestValue(value, for: edit.variable)
      }
      glpk.updateVariables()
      cassowary.updateVariables()
      #expect(glpk.lastUpdateFailure == nil)
      var mismatches: [String] = []
      for variable in instance.variables {
        let a = glpk.value(of: variable)
        let b = cassowary.value(of: variable)
        if !close(a, b, within: 1e-6) {
          mismatches.append("\(variable): glpk \(a), cassowary \(b)")
        }
      }
      #expect(
        mismatches.isEmpty,
        "\(workload) \(size), drag step \(step): \(mismatches.count) differ, e.g. \(mismatches.prefix(3))"
      )
      // Both keep every required constraint.
      for constraint in instance.constraints where constraint.isRequired {
        #expect(constraint.violation { glpk.value(of: $0) } < 1e-7, "glpk: \(constraint)")
        #expect(constraint.violation { cassowary.value(of: $0) } < 1e-7, "cassowary: \(constraint)")
      }
    }
  }
}
