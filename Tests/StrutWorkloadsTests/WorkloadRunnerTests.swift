import StrutCassowary
import StrutCore
import Testing

@testable import StrutWorkloads

/// The benchmark protocol of ``WorkloadRunner``, call by call.
@Suite struct WorkloadRunnerTests {
  /// `--via code`: each build makes its own live constraints from the system (so their making
  /// is inside the timed build), and the rest of the protocol uses them.
  @Test func timedInstantiationMakesFreshConstraintsPerBuild() throws {
    let system = try Workload.tree.system(size: 21)
    var solvers: [CassowarySolver] = []
    var counts: [BenchmarkOperation: Int] = [:]
    let runner = WorkloadRunner(system: system, repetitions: 2, seed: 5, timesInstantiation: true)
    let outcome = try runner.run(
      makeSolver: {
        let solver = CassowarySolver()
        solvers.append(solver)
        return solver
      },
      report: { operation, samples in counts[operation, default: 0] += samples.count })
    #expect(counts == [.build: 2, .edit: 200, .churn: 2])
    #expect(outcome.maxRequiredResidual < 1e-7)
    let untimed = Set(runner.instance.constraints.map(\.id))
    let first = Set(solvers[0].constraints.map(\.id))
    let second = Set(solvers[1].constraints.map(\.id))
    #expect(first.count == system.constraints.count && second.count == system.constraints.count)
    #expect(first.isDisjoint(with: untimed) && second.isDisjoint(with: untimed))
    #expect(first.isDisjoint(with: second))
  }

  @Test func buildEditAndChurnFollowTheProtocol() throws {
    let system = try Workload.flat.system(size: 30)
    var solvers: [RecordingSolver] = []
    var reports: [(BenchmarkOperation, Int)] = []
    var preparedBeforeFirstSolver = false
    let runner = WorkloadRunner(system: system, repetitions: 2, seed: 11)
    _ = try runner.run(
      makeSolver: {
        let solver = RecordingSolver()
        solvers.append(solver)
        return solver
      },
      prepared: { preparedBeforeFirstSolver = solvers.isEmpty },
      report: { operation, samples in reports.append((operation, samples.count)) })

    #expect(preparedBeforeFirstSolver)
    #expect(solvers.count == 2)
    #expect(reports.map(\.0) == [.build, .edit, .churn, .build, .edit, .churn])
    #expect(reports.map(\.1) == [1, 100, 1, 1, 100, 1])

    let drag = Workload.rootWidthDrag()
    for (repetition, solver) in solvers.enumerated() {
      let calls = solver.calls
      // build (a solver other than Cassowary: constraints first, one cold solve): one batch
      // of everything, the edit, the first value, one update.
      #expect(calls.first == .addBatch(count: system.constraints.count))
      guard case .addEdit(let variable, let priority) = calls[1] else {
        Issue.record("expected the edit variable second, got \(calls[1])")
        continue
      }
      #expect(variable.name == "v0.w")
      #expect(priority == 750)
      #expect(calls[2] == .suggest(drag[0], variable))
      #expect(calls[3] == .update)
      // edit: 100 steps of (suggest the next value, update), ending back at the first value.
      let steps = Array(calls[4..<204])
      for k in 0..<100 {
        #expect(steps[2 * k] == .suggest(drag[(k + 1) % 100], variable))
        #expect(steps[2 * k + 1] == .update)
      }
      // churn: the seeded 10 % removed as a batch, re-added as a batch, one update.
      #expect(calls.count == 207)
      let expectedIDs = ChurnSample.indices(
        count: system.constraints.count, seed: 11 &+ UInt64(repetition)
      ).count
      guard case .removeBatch(let ids) = calls[204] else {
        Issue.record("expected a batch removal, got \(calls[204])")
        continue
      }
      #expect(ids.count == expectedIDs)
      #expect(calls[205] == .addBatch(count: expectedIDs))
      #expect(calls[206] == .update)
    }
  }

  @Test func churnRemovesTheSampledConstraints() throws {
    let system = try Workload.tree.system(size: 50)
    var solver: RecordingSolver? = nil
    let runner = WorkloadRunner(system: system, operations: [.churn], repetitions: 1, seed: 5)
    _ = try runner.run(
      makeSolver: {
        let made = RecordingSolver()
        solver = made
        return made
      }, report: { _, _ in })
    let removed = try #require(solver?.removedBatches.first)
    // Compare by content (variable names, coefficients, constant, relation, priority).
    func text(_ terms: [(String, Double)], _ constant: Double, _ relation: Relation) -> String {
      "\(terms.map { "\($0.0)*\($0.1)" }) \(constant) \(relation)"
    }
    let removedTexts = removed.map { constraint in
      text(
        constraint.expression.terms.map { ($0.variable.name, $0.coefficient) },
        constraint.expression.constant, constraint.relation)
    }
    let sampledTexts = ChurnSample.indices(count: system.constraints.count, seed: 5).map {
      let record = system.constraints[$0]
      return text(
        record.terms.map { (system.variables[$0.variable], $0.coefficient) }, record.constant,
        record.relation)
    }
    #expect(removedTexts == sampledTexts)
  }

  @Test func onlyRequestedOperationsAreReported() throws {
    let system = try Workload.grid.system(size: 20)
    var reported: [BenchmarkOperation] = []
    let runner = WorkloadRunner(system: system, operations: [.edit], repetitions: 3)
    _ = try runner.run(makeSolver: { RecordingSolver() }, report: { op, _ in reported.append(op) })
    #expect(reported == [.edit, .edit, .edit])
  }

  @Test func solverErrorsAreThrownWithTheSamplesSoFarReported() throws {
    // A system whose required constraints contradict each other: x == 1 and x == 2.
    let system = ConstraintSystem(
      name: "contradiction", variables: ["x"],
      constraints: [
        .init(terms: [.init(0, 1)], constant: -1, relation: .equal),
        .init(terms: [.init(0, 1)], constant: -2, relation: .equal),
      ])
    var reported = 0
    let runner = WorkloadRunner(system: system, repetitions: 1)
    #expect(throws: SolverError.self) {
      _ = try runner.run(makeSolver: { CassowarySolver() }, report: { _, _ in reported += 1 })
    }
    #expect(reported == 0)
  }

  @Test(arguments: Workload.allCases)
  func cassowaryRunsTheProtocolAndKeepsRequiredConstraints(workload: Workload) throws {
    let system = try workload.system(size: 60)
    var samples: [BenchmarkOperation: [Double]] = [:]
    let runner = WorkloadRunner(system: system, repetitions: 2, seed: 3)
    let outcome = try runner.run(
      makeSolver: { CassowarySolver() },
      report: { operation, seconds in samples[operation, default: []] += seconds })
    #expect(samples[.build]?.count == 2)
    #expect(samples[.edit]?.count == 200)
    #expect(samples[.churn]?.count == 2)
    #expect(samples.values.joined().allSatisfy { $0 >= 0 && $0.isFinite })
    #expect(outcome.maxRequiredResidual < 1e-7)
  }
}
