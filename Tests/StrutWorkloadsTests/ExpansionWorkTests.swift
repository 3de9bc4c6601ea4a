import StrutCassowary
import StrutCore
import Testing

@testable import StrutWorkloads

/// The reductions' work on the workloads, counted (not timed): definitions are expanded
/// deepest first, so a coefficient that cancels is never expanded (issue 14). Before, the
/// cells workload visited every definition its label rows reached — the whole column of cells
/// above — and its build grew 52× per 10× views; the order also needs no repair on a plain
/// build.
@Suite struct ExpansionWorkTests {
  /// Builds `workload` at `size` views on Cassowary the way `bench` does (edit first).
  static func build(_ workload: Workload, size: Int) throws -> CassowarySolver.Statistics {
    let runner = WorkloadRunner(system: try workload.system(size: size), operations: [.build])
    let solver = CassowarySolver()
    _ = try runner.build(on: solver)
    return solver.statistics
  }

  @Test(arguments: Workload.allCases)
  func buildingNeedsNoDepthRepair(workload: Workload) throws {
    let statistics = try Self.build(workload, size: 400)
    #expect(statistics.depthRepairs == 0, "\(workload): \(statistics)")
  }

  /// The table's label rows name a label's bottom and top, both defined through the cells
  /// above; the definitions their reductions visit must not outgrow the table: 4× the rows,
  /// at most 4.5× the visits (measured: 2,320 → 9,280; when a walk ordered them first, 15,120 →
  /// 214,080).
  @Test func cellsVisitsGrowLinearly() throws {
    let small = try Self.build(.cells, size: 400)
    let large = try Self.build(.cells, size: 1_600)
    #expect(small.definitionsVisited > 0)
    #expect(
      Double(large.definitionsVisited) <= 4.5 * Double(small.definitionsVisited),
      "visited \(small.definitionsVisited) at 400 views, \(large.definitionsVisited) at 1,600")
  }
}
