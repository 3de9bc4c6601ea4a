import ArgumentParser
import StrutCore
import StrutWorkloads
import Testing

@testable import bench

/// `bench _perf`, the performance gate's case: ``measuredOperation(_:backend:)`` does the
/// protocol's build and the drag's first step, and bad options are refused by name.
@Suite struct PerfCaseTests {
  @Test(arguments: Backend.allCases, Workload.allCases)
  func theOperationBuildsAndTakesOneDragStep(backend: Backend, workload: Workload) throws {
    let runner = WorkloadRunner(system: try workload.system(size: 60, seed: 1))
    let solver = try measuredOperation(runner, backend: backend)
    let instance = runner.instance
    #expect(
      instance.constraints.allSatisfy { solver.contains($0) }, "\(workload) \(backend)")
    let residual = WorkloadRunner.maxRequiredResidual(instance.constraints, in: solver)
    #expect(residual < 1e-6, "\(workload) \(backend): required residual \(residual)")
    let dragged = instance.edits.filter { $0.values.count > 1 }
    #expect(!dragged.isEmpty, "\(workload) has a drag")
    for edit in dragged {
      // The drag's second value is in force (the first is the build's).
      #expect(edit.values[1] != edit.values[0])
      #expect(
        abs(solver.value(of: edit.variable) - edit.values[1]) < 1e-6,
        "\(workload) \(backend) \(edit.variable.name)")
    }
  }

  @Test func unknownNamesAreRefused() throws {
    let badBackend = try PerfCaseCommand.parse(["--workload", "flat", "--backend", "kiwi"])
    #expect(throws: ListError.self) { try badBackend.run() }
    let badWorkload = try PerfCaseCommand.parse(["--workload", "flats", "--backend", "glpk"])
    #expect(throws: WorkloadError.self) { try badWorkload.run() }
  }
}
