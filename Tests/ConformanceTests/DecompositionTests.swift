import StrutConformance
import StrutCore
import StrutWorkloads
import Testing

/// The checker's part-by-part check of large states (``ConformanceChecker/decompositionThreshold``)
/// gives the verdicts of the whole-state check, and catches what that one catches.
@Suite struct DecompositionTests {
  /// Builds `workload` at `size` on `backend` (the bench protocol's build: one batch, the
  /// root-width edit, its first suggestion) and returns the final state and the values.
  static func solved(
    _ workload: Workload, size: Int, on backend: TestBackend
  ) throws -> (ConformanceState, [Variable: Double], [Variable]) {
    let instance = try workload.system(size: size, seed: 5).instantiate()
    let solver = backend.backend.make()
    try solver.add(contentsOf: instance.constraints)
    var edits: [ConformanceState.EditTarget] = []
    for edit in instance.edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
      if let first = edit.values.first {
        try solver.suggestValue(first, for: edit.variable)
        edits.append(.init(variable: edit.variable, priority: edit.priority, value: first))
      }
    }
    solver.updateVariables()
    var values: [Variable: Double] = [:]
    for variable in instance.variables { values[variable] = solver.value(of: variable) }
    return (
      ConformanceState(constraints: instance.constraints, edits: edits), values, instance.variables
    )
  }

  static let whole = ConformanceChecker(decompositionThreshold: .max)
  static let parts = ConformanceChecker(decompositionThreshold: 0)

  @Test(arguments: TestBackend.allCases, Workload.allCases)
  func partsAndWholeAgreeOnTheWorkloads(_ backend: TestBackend, _ workload: Workload) throws {
    let (state, values, _) = try Self.solved(workload, size: 60, on: backend)
    let whole = Self.whole.check(state, values: values)
    let parts = Self.parts.check(state, values: values)
    #expect(whole.passed, "\(whole.discrepancies.first.map(\.description) ?? "")")
    #expect(parts.passed, "\(parts.discrepancies.first.map(\.description) ?? "")")
    #expect(whole.decomposition == nil)
    let summary = try #require(parts.decomposition)
    #expect(summary.parts > 0 || summary.fixedVariables > 0)
    for level in state.levels {
      #expect(abs((whole.levelErrors[level] ?? 0) - (parts.levelErrors[level] ?? 0)) < 1e-9)
    }
  }

  @Test func aWrongFixedValueIsAMismatch() throws {
    let (state, values, variables) = try Self.solved(.tree, size: 40, on: .cassowary)
    // The last view's height is fixed by required equalities of the tree.
    let height = try #require(variables.last { $0.name.hasSuffix(".h") })
    var wrong = values
    wrong[height] = (values[height] ?? 0) + 7
    let verdict = Self.parts.check(state, values: wrong)
    // Moving one variable breaks a required constraint first; the whole check agrees.
    #expect(!verdict.passed)
    #expect(!Self.whole.check(state, values: wrong).passed)
  }

  @Test func aWorsePartIsNotOptimal() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let state = ConformanceState(
      constraints: [
        x == 10, y >= x, (y == 5).priority(.medium), z <= 3, (z == 8).priority(.low),
      ])
    // x is fixed at 10; y's part has error 5 at least; z's part 5 at least.
    let right = Self.parts.check(state, values: [x: 10, y: 10, z: 3])
    #expect(right.passed, "\(right.discrepancies)")
    #expect(right.decomposition?.fixedVariables == 1)
    #expect(right.decomposition?.partsWithError == 2)
    let worse = Self.parts.check(state, values: [x: 10, y: 12, z: 3])
    let found = try #require(worse.discrepancies.first)
    #expect(found.kind == .levelError)
    #expect(found.level == .medium)
  }

  @Test func aZeroLevelBecomesRequired() throws {
    let x = Variable("x")
    let y = Variable("y")
    let state = ConformanceState(
      constraints: [(x == 100).priority(.high), y <= x, (y == 150).priority(.low)])
    let verdict = Self.parts.check(state, values: [x: 100, y: 100])
    #expect(verdict.passed, "\(verdict.discrepancies)")
    #expect(verdict.decomposition?.hardLevels == 1)
    #expect(verdict.decomposition?.fixedVariables == 1)
    // y below its bound is worse at the low level; the fixed x is right.
    let worse = Self.parts.check(state, values: [x: 100, y: 90])
    #expect(worse.discrepancies.first?.kind == .levelError)
  }

  @Test(arguments: TestBackend.allCases)
  func partsAndWholeAgreeOnFuzzSystems(_ backend: TestBackend) {
    let seed: UInt64 = 8_675_309
    print("fuzz seed \(seed), systems 0..<40, \(backend)")
    let generator = FuzzGenerator(variables: 2...80, scriptShare: 0)
    for index in 0..<40 {
      let testCase = generator.makeCase(seed: SeededGenerator.systemSeed(run: seed, index: index))
      let whole = ScriptRunner(checker: Self.whole)
      let parts = ScriptRunner(checker: Self.parts)
      let a = backend.backend.run(testCase, runner: whole)
      let b = backend.backend.run(testCase, runner: parts)
      let first = { (outcome: CaseOutcome) in
        outcome.discrepancies.first.map(\.description) ?? "passed"
      }
      #expect(a.passed == b.passed, "system \(index): whole \(first(a)), parts \(first(b))")
    }
  }
}
