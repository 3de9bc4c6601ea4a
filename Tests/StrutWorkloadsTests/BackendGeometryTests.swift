import StrutCore
import StrutWorkloads
import Testing

@testable import bench

/// Every backend `bench` can measure solves small generated systems to the hand-worked
/// layouts of ``ExpectedGeometry`` (unique optima), through the same ``WorkloadRunner``
/// protocol the benchmark times.
@Suite struct BackendGeometryTests {
  @Test(arguments: Backend.allCases, ExpectedGeometry.handWorked)
  func backendReachesTheExpectedLayout(backend: Backend, workload: Workload) throws {
    let size = 35
    let system = try workload.system(size: size)
    let instance = system.instantiate()
    let solver = backend.makeSolver()
    try instance.apply(to: solver)
    let lastWidth = try #require(Workload.rootWidthDrag().last)
    let expected = ExpectedGeometry.values(workload, size: size, rootWidth: lastWidth)
    for variable in instance.variables {
      let want = try #require(expected[variable.name])
      #expect(abs(solver.value(of: variable) - want) < 1e-6, "\(backend) \(variable.name)")
    }
  }

  @Test(arguments: Backend.allCases)
  func backendRunsTheWholeProtocol(backend: Backend) throws {
    let system = try Workload.grid.system(size: 40)
    var counts: [BenchmarkOperation: Int] = [:]
    let outcome = try WorkloadRunner(system: system, repetitions: 1, seed: 2).run(
      makeSolver: { backend.makeSolver() },
      report: { operation, samples in counts[operation, default: 0] += samples.count })
    #expect(counts == [.build: 1, .edit: 100, .churn: 1])
    #expect(outcome.maxRequiredResidual < 1e-7)
  }
}
