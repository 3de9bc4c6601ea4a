import StrutCassowary
import StrutCore
import Testing

@testable import StrutWorkloads

/// The build's pivots on the workloads whose rows can all be installed optimal, counted: an
/// optional equality's row is solved for the error that leaves the objective optimal
/// (`Tableau.leavesImprovement(solvingFor:in:)`), so the grid's nine tied data widths per row
/// need no pivot (before: four degenerate pivots per row, a third of the grid's build).
@Suite struct BuildPivotTests {
  @Test(arguments: [Workload.flat, .tree, .grid, .cells])
  func buildsWithoutPivots(workload: Workload) throws {
    for size in [10, 400] {
      let statistics = try ExpansionWorkTests.build(workload, size: size)
      #expect(statistics.pivots == 0, "\(workload) at \(size) views: \(statistics)")
    }
  }
}
