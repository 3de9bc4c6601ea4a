import Foundation
import Strut
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

  /// The DSL builds exactly the generator's system: the same constraints (terms, constant,
  /// relation, priority, weight; the root's pins are the engine's implicit ones) and, solved,
  /// the same value for every variable.
  @Test(arguments: [Workload.flat, .tree, .grid], [1, 2, 37, 200])
  func theDSLBuildsTheGeneratorsSystem(_ workload: Workload, _ size: Int) throws {
    let direct = try workload.system(size: size)
    let (root, views) = try #require(
      ViaDSL.buildHierarchy(
        workload: workload.rawValue, size: size, solver: CassowarySolver(),
        rootWidth: ViaDSL.rootWidthDrag().last ?? 1000))
    root.layoutIfNeeded()
    let engine = root.layoutEngine
    #expect(engine.diagnostics.isEmpty)
    #expect(engine.constraintCount == direct.constraints.count)
    // Variable identity → the generator's name (`v<n>.x`): view n is views[n].
    var names: [Int: String] = [:]
    for (index, view) in views.enumerated() {
      names[view.xVariable.id] = "v\(index).x"
      names[view.yVariable.id] = "v\(index).y"
      names[view.widthVariable.id] = "v\(index).w"
      names[view.heightVariable.id] = "v\(index).h"
    }
    func key(
      _ terms: [(String, Double)], _ constant: Double, _ relation: Relation,
      _ priority: Float, _ weight: Double
    ) -> String {
      let sortedTerms = terms.sorted { $0.0 < $1.0 }.map { "\($0.1)·\($0.0)" }
      // Both zeros print alike.
      return "\(sortedTerms) \(constant + 0) \(relation) @\(priority) ×\(weight)"
    }
    var built = views.flatMap { $0.snp.constraints }.flatMap(\.layoutConstraints).map {
      key(
        $0.expression.terms.map { (names[$0.variable.id] ?? "?", $0.coefficient) },
        $0.expression.constant, $0.relation, $0.priority.value, $0.weight)
    }
    built.append(key([("v0.x", 1)], 0, .equal, 1000, 1))
    built.append(key([("v0.y", 1)], 0, .equal, 1000, 1))
    let expected = direct.constraints.map {
      key(
        $0.terms.map { (direct.variables[$0.variable], $0.coefficient) }, $0.constant,
        $0.relation, $0.priority, $0.weight)
    }
    var unmatched: [String: Int] = [:]
    for text in built { unmatched[text, default: 0] += 1 }
    for text in expected { unmatched[text, default: 0] -= 1 }
    let differences = unmatched.filter { $0.value != 0 }.map {
      "\($0.value > 0 ? "+" : "-") \($0.key)"
    }
    #expect(built.count == expected.count)
    #expect(differences.isEmpty, "\(differences.sorted().prefix(6))")
    // The same solution (these systems have a unique one at the drag's first width).
    let solver = CassowarySolver()
    let instance = direct.instantiate()
    try instance.apply(to: solver)
    let values = instance.values(in: solver)
    for (id, name) in names {
      let view = views[Int(name.dropFirst().prefix { $0 != "." })!]
      let variable = [view.xVariable, view.yVariable, view.widthVariable, view.heightVariable]
        .first { $0.id == id }!
      #expect(abs(engine.solver.value(of: variable) - (values[name] ?? .nan)) < 1e-6, "\(name)")
    }
  }
}
