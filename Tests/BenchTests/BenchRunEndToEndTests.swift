import Foundation
import StrutWorkloads
import Testing

@testable import bench

/// The run logic end to end on tiny cases: the children's arguments, their messages, the
/// correctness comparison (full and sampled), the uniqueness check, rows, formats and the
/// recommendation. The children run in this process (``InProcessBench``); no timing is asserted.
@Suite struct BenchRunEndToEndTests {
  static func plan(fullCheckMaxSize: Int) throws -> RunPlan {
    try RunCommand.parse([
      "--workloads", "flat,tree", "--sizes", "12", "--budget", "60",
      "--full-check-max-size", String(fullCheckMaxSize),
    ]).plan()
  }

  @Test(arguments: [100, 0])
  func tinyRunAgreesAndRecommends(_ fullCheckMaxSize: Int) throws {
    let run = BenchRun(
      plan: try Self.plan(fullCheckMaxSize: fullCheckMaxSize), launch: InProcessBench.launch)
    let result = run.execute()
    #expect(result.rows.count == 2 * 2 * 3)
    #expect(result.rows.allSatisfy { $0.record.status == .ok })
    #expect(
      result.rows.allSatisfy { $0.correctness == (fullCheckMaxSize > 0 ? .verified : .agree) })
    #expect(result.rows.allSatisfy { $0.check == (fullCheckMaxSize > 0 ? .full : .sampled) })
    #expect(result.rows.allSatisfy { $0.levelErrors?.isEmpty == false })
    #expect(result.rows.allSatisfy { $0.record.build == BuildKind.current })
    let recommendations = Recommendation.derive(result.rows)
    #expect(recommendations.map(\.workload) == ["flat", "tree"])
    #expect(
      recommendations.allSatisfy { $0.oneShot.backend != nil && $0.interactive.backend != nil })
    let table = OutputFormat.table.render(
      rows: result.rows, header: RunCommand.header(run.plan), recommendations: recommendations)
    #expect(table.contains("== Recommendation"))
    let json = OutputFormat.json.render(rows: result.rows, header: [])
    #expect(try JSONDecoder().decode([BenchRow].self, from: Data(json.utf8)).count == 12)
  }

  @Test func aWrongSampledValueIsCaughtByTheUniquenessCheck() throws {
    let run = BenchRun(plan: try Self.plan(fullCheckMaxSize: 0), launch: InProcessBench.launch)
    let key = BenchRun.GroupKey(workload: .flat, size: 12)
    let results = try Backend.allCases.map { backend in
      try #require(
        run.runCase(BenchCase(workload: .flat, size: 12, backend: backend), title: "\(backend)"))
    }
    var entries = zip(Backend.allCases, results).map { run.entry($0.rawValue, $1) }
    #expect(run.judge(entries, key: key).values.allSatisfy { $0 == .agree })
    // Move one sampled view's height (fixed at 20 by a required constraint: unique).
    var report = try #require(entries[0].report)
    let index = try #require(
      report.samples.firstIndex { $0.name.hasSuffix(".h") && $0.value == 20 })
    report.samples[index].value = 25
    entries[0].report = report
    let verdicts = run.judge(entries, key: key)
    let name = report.samples[index].name
    #expect(
      verdicts["cassowary"] == .differ("\(name) 25 vs 20 (glpk), unique optimum 20", fault: true))
    #expect(verdicts["glpk"]?.isFault == false)
  }

  @Test func aLoneBackendIsComparedWithGLPKsReference() throws {
    var plan = try Self.plan(fullCheckMaxSize: 0)
    plan.backends = [.cassowary]
    let rows = BenchRun(plan: plan, launch: InProcessBench.launch).execute().rows
    #expect(rows.count == 2 * 3)
    #expect(rows.allSatisfy { $0.correctness == .agree && $0.check == .sampled })
  }

  @Test func aWrongLoneBackendIsCaughtByTheReference() throws {
    var plan = try Self.plan(fullCheckMaxSize: 0)
    plan.backends = [.cassowary]
    let run = BenchRun(plan: plan, launch: InProcessBench.launch)
    let results = try #require(
      run.runCase(BenchCase(workload: .tree, size: 12, backend: .cassowary), title: "tree"))
    var entry = run.entry("cassowary", results)
    var report = try #require(entry.report)
    report.levels.append(.init(priority: 1, error: 5, scale: 10))
    entry.report = report
    let verdicts = run.judge([entry], key: BenchRun.GroupKey(workload: .tree, size: 12))
    #expect(
      verdicts == ["cassowary": .differ("level 1 error 5 vs 0 (GLPK reference)", fault: true)])
  }

  @Test func aCaseThatCannotRunIsUncheckedNotHung() throws {
    var plan = try Self.plan(fullCheckMaxSize: 0)
    plan.workloads = [.flat]
    plan.backends = [.cassowary]
    let run = BenchRun(
      plan: plan,
      launch: { _, _, _ in
        ChildProcess.Result(
          ending: .overBudget, output: "", errorOutput: "", peakRSSAtKill: 1, elapsed: 60)
      })
    let rows = run.execute().rows
    #expect(rows.allSatisfy { $0.record.status == .overBudget })
    #expect(rows.allSatisfy { $0.correctness == .unchecked("over budget") })
    // Nothing asked for GLPK's reference: no backend had a report to compare.
    #expect(rows.count == 3)
  }
}

extension BenchRunEndToEndTests {
  @Test func aFullCheckStoppedAtTheBudgetLeavesTheSampledReport() throws {
    var plan = try Self.plan(fullCheckMaxSize: 100)
    plan.workloads = [.flat]
    // The child's messages up to the sampled report; the full check never arrives.
    let launch: ([String], Double, (Double) -> Void) -> ChildProcess.Result = {
      arguments, budget, tick in
      let full = InProcessBench.launch(arguments, budget, tick)
      guard arguments.first == "_case" else { return full }
      let lines = full.output.split(separator: "\n").map(String.init)
      let kept = lines.dropLast()  // the last line is the report with the full check
      #expect(lines.last?.contains("\"fullCheck\":{") == true)
      return ChildProcess.Result(
        ending: .overBudget, output: kept.joined(separator: "\n") + "\n", errorOutput: "",
        peakRSSAtKill: 1 << 40, elapsed: 60)
    }
    let rows = BenchRun(plan: plan, launch: launch).execute().rows
    #expect(rows.count == 2 * 3)
    #expect(rows.allSatisfy { $0.record.status == .ok && $0.check == .sampled })
    #expect(rows.allSatisfy { $0.correctness == .agree })
    // The peak read at the kill (during the check) is not the case's peak.
    #expect(rows.allSatisfy { ($0.record.peakRSSBytes ?? 0) < 1 << 40 })
  }
}
