import Foundation
import StrutWorkloads
import Testing

@testable import bench

/// `bench --via dsl`: the option parses, reaches the child's arguments, and a tiny case runs
/// the build / edit / churn protocol through the DSL.
@Suite struct ViaDSLBenchTests {
  @Test func viaParsesAndDefaultsToSolver() throws {
    #expect(try RunCommand.parse([]).via == .solver)
    #expect(try RunCommand.parse(["--via", "dsl", "--sizes", "10"]).via == .dsl)
    #expect(throws: (any Error).self) { try RunCommand.parse(["--via", "snapkit"]) }
    let child = try CaseCommand.parse([
      "--workload", "grid", "--size", "30", "--backend", "cassowary", "--via", "dsl",
    ])
    #expect(child.via == .dsl)
    // flat, tree and grid have a DSL twin; the later workloads are reported as unsupported.
    #expect([Workload.flat, .tree, .grid].allSatisfy { Via.dsl.unsupportedReason($0) == nil })
    #expect(Workload.allCases.allSatisfy { Via.solver.unsupportedReason($0) == nil })
  }

  @Test(arguments: [Workload.flat, .tree, .grid])
  func aTinyCaseRunsThroughTheDSL(_ workload: Workload) throws {
    var messages: [CaseMessage] = []
    try ViaDSLCase.run(
      workload: workload, size: 21, backend: .cassowary, repetitions: 2, seed: 3,
      operations: Set(BenchmarkOperation.allCases), emit: { messages.append($0) })
    let samples = messages.filter { $0.kind == .samples }
    #expect(samples.map(\.operation) == [.build, .edit, .churn, .build, .edit, .churn])
    #expect(samples.filter { $0.operation == .edit }.allSatisfy { $0.seconds?.count == 100 })
    #expect(samples.allSatisfy { ($0.seconds ?? []).allSatisfy { $0 >= 0 } })
    let system = try #require(messages.first { $0.kind == .system })
    #expect((system.constraints ?? 0) > 21)
    let done = try #require(messages.last)
    #expect(done.kind == .done)
    #expect((done.maxRequiredResidual ?? 1) < 1e-6)
  }

  @Test func jsonAndCsvCarryTheViaKey() throws {
    let record = BenchRecord(
      workload: "flat", size: 10, backend: "cassowary", operation: .build,
      timing: TimingSummary(samples: [0.01]), peakRSSBytes: nil, status: .ok, build: "release",
      seed: 1)
    let json = OutputFormat.json([record], via: .dsl)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows.first?["via"] as? String == "dsl")
    #expect(OutputFormat.json([record]).contains("\"via\":\"solver\""))
    let csv = OutputFormat.csv([record], via: .dsl).split(separator: "\n")
    #expect(csv[0].hasSuffix(",via") && csv[1].hasSuffix(",dsl"))
  }
}
