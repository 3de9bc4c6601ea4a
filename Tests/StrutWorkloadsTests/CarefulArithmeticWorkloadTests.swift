import StrutCore
import Testing

@testable import StrutCassowary
@testable import StrutWorkloads

/// The careful rebuild (CassowarySolver+CarefulRebuild.swift) and fresh pricing
/// (CassowarySolver+FreshPricing.swift) cost the layout workloads nothing: their cancellations
/// are exact or at rounding, so no tableau ever records a drop above rounding, a refusal could
/// never trigger the second opinion, no optimisation is priced again from the constraints, and
/// no required row is reduced again from them (CassowarySolver+FreshReduction.swift).
@Suite struct CarefulArithmeticWorkloadTests {
  @Test(arguments: Workload.allCases)
  func layoutWorkloadsNeverDropMoreThanRounding(workload: Workload) throws {
    let system = try workload.system(size: 300)
    let built = CassowarySolver()
    _ = try WorkloadRunner(system: system, operations: [.build]).build(on: built)
    #expect(!built.tableau.droppedAboveRounding, "\(workload): after the build")
    #expect(built.statistics.freshPricings == 0, "\(workload): after the build")
    #expect(built.statistics.freshReductions == 0, "\(workload): after the build")
    // The whole drag and a churn of 10 % of the constraints, on a solver of its own.
    let solver = CassowarySolver()
    let runner = WorkloadRunner(system: system, operations: [.build, .edit, .churn])
    let outcome = try runner.run(makeSolver: { solver }, report: { _, _ in })
    #expect(!solver.tableau.droppedAboveRounding, "\(workload): after the drag and the churn")
    #expect(solver.statistics.freshPricings == 0, "\(workload): after the drag and the churn")
    #expect(solver.statistics.freshReductions == 0, "\(workload): after the drag and the churn")
    #expect(outcome.maxRequiredResidual < 1e-6, "\(workload)")
  }
}
