import ArgumentParser
import StrutConformance
import StrutCore
import StrutWorkloads

extension CorrectnessMode: ExpressibleByArgument {}

extension CorrectnessReport {
  /// How many variables are sampled per case (fewer when the system has fewer).
  static let sampleCount = 24

  /// The sampled variable indices of a system of `count` variables: a SplitMix64 draw seeded
  /// with `seed`, the same in every child and in the comparison scripts (they receive the
  /// indices on their command line), sorted ascending.
  static func sampleIndices(count: Int, seed: UInt64, sampleCount: Int = sampleCount) -> [Int] {
    guard count > 0 else { return [] }
    let fraction = min(1, (Double(sampleCount) + 0.5) / Double(count))
    return ChurnSample.indices(count: count, fraction: fraction, seed: seed ^ 0x5EED_C0DE)
  }

  /// The state a backend ends the protocol in: every constraint, and every edit asking for the
  /// value suggested last (`steps mod count` after the drag of `steps` steps, else the first).
  static func finalState(
    _ instance: ConstraintSystem.Instance, editRan: Bool
  ) -> ConformanceState {
    let steps = instance.edits.map(\.values.count).max() ?? 0
    var edits: [ConformanceState.EditTarget] = []
    for edit in instance.edits where !edit.values.isEmpty {
      let index = editRan && steps > 0 ? steps % edit.values.count : 0
      edits.append(
        ConformanceState.EditTarget(
          variable: edit.variable, priority: edit.priority, value: edit.values[index]))
    }
    return ConformanceState(constraints: instance.constraints, edits: edits)
  }

  /// Measures the report of `values` (a missing variable counts as 0) as a solution of
  /// `state`, sampling `sampled` (indices into `variables`). With `fullCheck`, the
  /// ``ConformanceChecker`` judges every value against GLPK's reference optimum (GLPK, on the
  /// calling thread).
  static func measure(
    state: ConformanceState, variables: [Variable], values: [Variable: Double],
    sampled: [Int], fullCheck: Bool
  ) -> CorrectnessReport {
    let value = { (variable: Variable) in values[variable] ?? 0 }
    let tolerance = ConformanceTolerance.standard
    let judged = state.judged
    var residual = 0.0
    var residualAllowance = tolerance.absolute
    var levelScale: [Priority: Double] = [:]
    var wanted = Set(sampled.filter { variables.indices.contains($0) }.map { variables[$0] })
    var local: [Variable: Double] = [:]
    for item in judged {
      let constraint = item.constraint
      let scale = ConformanceTolerance.scale(of: constraint, value)
      if constraint.isRequired {
        let violation = constraint.violation(value)
        if violation > residual {
          residual = violation
          residualAllowance = tolerance.residualAllowance(scale: scale)
        }
      } else {
        levelScale[constraint.priority, default: 0] += constraint.weight * scale
      }
      guard !wanted.isEmpty else { continue }
      for term in constraint.expression.terms
      where term.coefficient != 0 && wanted.contains(term.variable) {
        local[term.variable] = max(local[term.variable] ?? 0, scale / abs(term.coefficient))
      }
    }
    let errors = ReferenceOptimum.levelErrors(of: judged, value)
    var levels: [Level] = []
    var cumulative = 0.0
    for priority in state.levels {
      cumulative += levelScale[priority] ?? 0
      levels.append(
        Level(priority: Double(priority.value), error: errors[priority] ?? 0, scale: cumulative))
    }
    var samples: [Sample] = []
    for index in sampled.sorted() where variables.indices.contains(index) {
      let variable = variables[index]
      samples.append(
        Sample(
          index: index, name: variable.name, value: value(variable) + 0,
          scale: local[variable] ?? 0))
    }
    wanted.removeAll()
    var report = CorrectnessReport(
      residual: residual, residualAllowance: residualAllowance, levels: levels,
      samples: samples, fullCheck: nil)
    if fullCheck { report.fullCheck = Self.fullCheck(state, values: values) }
    return report
  }

  /// Measures the solver's current values (call `updateVariables()` first) and sends the
  /// reports to `emit`: first the sampled report (cheap), then, for `.full`, the same report
  /// with the full check (GLPK, possibly long), so that a check stopped at the budget still
  /// leaves the sampled report behind.
  static func measure(
    instance: ConstraintSystem.Instance, solver: some ConstraintSolver, editRan: Bool,
    seed: UInt64, mode: CorrectnessMode, emit: (CorrectnessReport) -> Void
  ) {
    guard mode != .none else { return }
    let state = finalState(instance, editRan: editRan)
    var values: [Variable: Double] = [:]
    values.reserveCapacity(instance.variables.count)
    for variable in instance.variables { values[variable] = solver.value(of: variable) }
    var report = measure(
      state: state, variables: instance.variables, values: values,
      sampled: sampleIndices(count: instance.variables.count, seed: seed), fullCheck: false)
    emit(report)
    guard mode == .full else { return }
    // A backend that proves its optimum is checked against its proof (linear), and against
    // the reference only when it has none or the proof does not verify.
    report.fullCheck = fullCheck(
      state, values: values, certificate: OptimalityCertificate.of(solver))
    emit(report)
  }

  /// The ``ConformanceChecker`` verdict on `values` as a solution of `state`, through the
  /// backend's optimality certificate when there is one.
  static func fullCheck(
    _ state: ConformanceState, values: [Variable: Double],
    certificate: Result<OptimalityCertificate, OptimalityCertificate.Unavailable>? = nil
  ) -> FullCheck {
    let verdict =
      if let certificate {
        ConformanceChecker().check(state, values: values, certificate: certificate)
      } else {
        ConformanceChecker().check(state, values: values)
      }
    let first = verdict.discrepancies.first
    return FullCheck(
      passed: verdict.passed, discrepancy: first.map { CaseResults.oneLine($0.message) },
      kind: first?.kind.rawValue, notes: verdict.notes)
  }
}
