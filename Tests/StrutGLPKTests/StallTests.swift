import StrutCore
import StrutGLPK
import Testing

/// GLPK can loop for ever inside one `glp_simplex` call ("numerical instability": it
/// refactorizes, falls back to phase 1 and repeats). `bench fuzz --backends glpk --seed 1`
/// hung on system 3376 that way, in the conformance checker's optimal-face solver. Every
/// call now has a per-call iteration limit (`10 × (rows + columns)`, at least 5,000): a call
/// that reaches it re-crashes the basis and retries once, and a second stall becomes a
/// `.backendFailure` — never a hang.
@Suite struct StallTests {
  /// Replays ``StallFixture`` on a GLPKSolver; returns the solver and the failures of its
  /// updates.
  static func replay() throws -> (solver: GLPKSolver, failures: [SolverError]) {
    let variables = (0..<StallFixture.variableCount).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    for line in StallFixture.constraints.split(separator: "\n") {
      let halves = line.split(separator: "|")
      let head = halves[0].split(separator: " ")
      var terms: [Term] = []
      for item in halves[1].split(separator: " ") {
        let pair = item.split(separator: ":")
        terms.append(Term(variables[Int(pair[0])!], Double(pair[1])!))
      }
      let expression = Expression(terms: terms, constant: Double(head[2])!)
      let relation: Relation =
        head[0] == "=" ? .equal : head[0] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
      let weight = head.count > 3 ? Double(head[3].dropFirst())! : 1
      constraints.append(
        Constraint(expression, relation, priority: Priority(Float(head[1])!), weight: weight))
    }
    let solver = GLPKSolver()
    // The floating-point simplex is what stalls; each of the 43 near-singular updates would
    // otherwise also be decided exactly (docs/glpk.md, "Exact fallback"): 37 s instead of 1 s,
    // and far longer under AddressSanitizer, for nothing this test checks.
    solver.exactFallbackLimit = 0
    var failures: [SolverError] = []
    try solver.add(contentsOf: constraints)
    for line in StallFixture.operations.split(separator: "\n") {
      let parts = line.split(separator: " ")
      let variable = parts.count > 1 ? variables[Int(parts[1])!] : variables[0]
      // As the checker does: a probe whose edit cannot be added or moved is skipped.
      do throws(SolverError) {
        switch parts[0] {
        case "u":
          solver.updateVariables()
          if let failure = solver.lastUpdateFailure { failures.append(failure) }
        case "e": try solver.addEditVariable(variable, priority: Priority(Float(parts[2])!))
        case "s": try solver.suggestValue(Double(parts[2])!, for: variable)
        case "r": if solver.hasEditVariable(variable) { try solver.removeEditVariable(variable) }
        default: Issue.record("unknown operation \(line)")
        }
      } catch {
        failures.append(error)
      }
    }
    return (solver, failures)
  }

  @Test func stallingSystemEndsWithinItsIterationLimits() throws {
    let (solver, failures) = try Self.replay()
    let statistics = solver.statistics
    // 667 rows: the per-call limit is under 20,000 iterations; with one retry per stalled
    // call and 43 solves, far fewer than the 50,000,000 of the overall limit.
    #expect(statistics.totalIterations < 43 * 2 * 20_000, "\(statistics)")
    for failure in failures {
      guard case .backendFailure(let message) = failure else {
        Issue.record("unexpected failure \(failure)")
        continue
      }
      #expect(message.contains("stalled") || message.contains("infeasible"), "\(message)")
    }
  }
}
