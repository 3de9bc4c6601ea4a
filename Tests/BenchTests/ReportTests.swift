import Foundation
import StrutWorkloads
import Testing

@testable import bench

/// `bench report`: reading bench results tolerantly, and the Markdown page made from them.
@Suite struct ReportTests {
  /// A machine and setting that never change, so the page is predictable.
  static let context = ReportContext(
    date: "2026-01-02 03:04 UTC", commit: "abc1234",
    machine: ReportMachine(
      cores: 2, memoryBytes: 8_000_000_000, processor: "Test CPU", operatingSystem: "TestOS 1",
      swiftVersion: "Swift version 6.3"),
    suite: ["`bench run --sizes 100,1000`"], budget: 30, wallTime: 125)

  /// Two sizes of flat on both backends and kiwisolver: glpk over budget at 1,000 (no sample),
  /// kiwisolver failing at 1,000, correctness verdicts on the Strut backends.
  static func records() -> [ReportRecord] {
    var records: [ReportRecord] = []
    func add(
      _ size: Int, _ backend: String, _ status: BenchStatus = .ok, build: Double?, edit: Double?,
      churn: Double?, correctness: String? = nil
    ) {
      for (operation, median) in [("build", build), ("edit", edit), ("churn", churn)] {
        records.append(
          ReportRecord(
            workload: "flat", size: size, backend: backend, operation: operation, median: median,
            min: median, max: median.map { $0 * 3 }, p90: median.map { $0 * 2 },
            runs: median == nil ? 0 : 3, peakRSSBytes: 30_000_000 + size * 1000,
            status: median == nil ? status : (status == .overBudget ? .overBudget : status),
            maxRequiredResidual: median == nil ? nil : 1e-12, correctness: correctness))
      }
    }
    add(100, "cassowary", build: 0.0012, edit: 0.000004, churn: 0.0003, correctness: "agree")
    add(100, "glpk", build: 0.030, edit: 0.0009, churn: 0.002, correctness: "differ: 3 values")
    add(100, "kiwisolver", build: 0.040, edit: 0.0002, churn: 0.004)
    add(1000, "cassowary", build: 0.012, edit: 0.00002, churn: 0.003, correctness: "agree")
    add(1000, "glpk", .overBudget, build: nil, edit: nil, churn: nil)
    add(
      1000, "kiwisolver", .error("kiwisolver is not installed"), build: nil, edit: nil, churn: nil)
    return records
  }

  static func page() -> String {
    ReportMarkdown(dataset: ReportDataset(records()), context: context).render()
  }

  @Test func decodesDocumentedKeysAndKeepsNewOnes() throws {
    let json = """
      [{"workload":"flat","size":1000,"backend":"glpk","operation":"build","median_s":0.5,
        "min_s":0.4,"max_s":0.7,"p90_s":0.6,"runs":3,"peak_rss_bytes":123,"baseline_rss_bytes":null,
        "status":"ok","build":"release","seed":1,"variables":4004,"constraints":6003,
        "max_required_residual":0,"glpk_s":0.3,"swift_s":0.2,"glpk_iterations":65,
        "correctness":"agree","correctness_fault":false},
       {"workload":"grid","size":10,"backend":"kiwisolver","operation":"edit","median_s":null,
        "status":"over_budget","file":"grid-10.json","progress":"4 of 9 constraints added"}]
      """
    let records = try ReportDataset.decode(Data(json.utf8), path: "r.json")
    #expect(records.count == 2)
    #expect(records[0].median == 0.5 && records[0].p90 == 0.6 && records[0].runs == 3)
    #expect(records[0].correctness == "agree")
    #expect(records[0].extra["glpk_iterations"] == "65")
    #expect(records[0].extra["correctness_fault"] == "false")
    #expect(records[0].via == "solver")
    #expect(records[1].status == .overBudget && records[1].median == nil && records[1].runs == 0)
    #expect(records[1].build == nil && records[1].extra["file"] == "grid-10.json")
    #expect(records[1].progress == "4 of 9 constraints added")
  }

  @Test func badInputNamesTheFileAndTheProblem() throws {
    #expect(throws: ReportError.empty(path: "e.json")) {
      try ReportDataset.decode(Data("[]".utf8), path: "e.json")
    }
    do {
      _ = try ReportDataset.decode(
        Data(#"[{"workload":"flat","size":"ten"}]"#.utf8), path: "bad.json")
      Issue.record("a string size was accepted")
    } catch {
      #expect(error.description.hasPrefix("bad.json: not bench results JSON: "))
      #expect(error.description.contains("[0].size"))
    }
    do {
      _ = try ReportDataset.decode(
        Data(#"[{"workload":"flat","size":1,"backend":"glpk","status":"ok"}]"#.utf8), path: "m.json"
      )
      Issue.record("a record without operation was accepted")
    } catch {
      #expect(
        error.description.contains("m.json")
          && error.description.contains("missing key \"operation\""))
    }
    do {
      _ = try ReportDataset.decode(Data("{not json".utf8), path: "x.json")
      Issue.record("invalid JSON was accepted")
    } catch {
      #expect(error.description.hasPrefix("x.json: not bench results JSON"))
    }
    let missing = "/nonexistent/strut-report-\(UUID().uuidString).json"
    do {
      _ = try ReportDataset.load(missing)
      Issue.record("a missing file was read")
    } catch {
      #expect(error.description.hasPrefix("\(missing): cannot read the file"))
    }
  }

  @Test func datasetOrdersBackendsAndKeepsTheFirstOfDuplicates() {
    var dataset = ReportDataset(Self.records())
    #expect(dataset.backends() == ["cassowary", "glpk", "kiwisolver"])
    #expect(dataset.sizes(of: "flat") == [100, 1000])
    dataset.add([
      ReportRecord(
        workload: "flat", size: 100, backend: "cassowary", operation: "build", median: 99, runs: 1)
    ])
    let key = ReportCaseKey(workload: "flat", size: 100, backend: "cassowary")
    #expect(dataset.record(key, "build")?.median == 0.0012)
    #expect(dataset.correctness(key) == "agree")
    dataset.add([
      ReportRecord(
        workload: "zeta", size: 5, backend: "highs", operation: "build", median: 1, runs: 1)
    ])
    #expect(dataset.workloads == ["flat", "zeta"])
    #expect(ReportDataset.isComparison("highs") && !ReportDataset.isComparison("glpk"))
  }

  @Test func pageStatesMachineCommitAndSuite() {
    let page = Self.page()
    #expect(page.hasPrefix("# Strut benchmarks\n"))
    #expect(page.contains("| date | 2026-01-02 03:04 UTC |"))
    #expect(page.contains("| commit | `abc1234` |"))
    #expect(page.contains("| machine | 2 cores (Test CPU), 8.0 GB memory |"))
    #expect(page.contains("| Swift | Swift version 6.3 |"))
    #expect(page.contains("| budget | 30 s per case"))
    #expect(page.contains("| wall time | 2 min 5 s"))
    #expect(page.contains("- `bench run --sizes 100,1000`"))
    #expect(!page.contains("Debug build"))
  }

  @Test func detailsTableShowsEveryOperationBudgetAndErrors() {
    let page = Self.page()
    #expect(
      page.contains(
        "| size | backend | build | edit median | edit p90 | edit max | churn | peak memory | residual | correctness |"
      ))
    #expect(
      page.contains(
        "| 100 | cassowary | 1.20 ms | 4.0 µs | 8.0 µs | 12.0 µs | 300.0 µs | 30.1 MB | 1e-12 | agree |"
      ))
    #expect(
      page.contains(
        "| 1,000 | glpk | > budget | > budget | > budget | > budget | > budget | 31.0 MB | - | — |")
    )
    #expect(page.contains("| 1,000 | kiwisolver (comparison) | error [1] | error [1] |"))
    #expect(page.contains("[1] kiwisolver, 1,000: error: kiwisolver is not installed"))
    #expect(page.contains("| 100 | glpk | 30.00 ms |") && page.contains("differ: 3 values |"))
  }

  @Test func comparisonTableHasAColumnPerSolver() {
    let page = Self.page()
    #expect(
      page.contains(
        "| size | cassowary build | glpk build | kiwisolver build | cassowary edit | glpk edit | kiwisolver edit |"
      ))
    #expect(page.contains("| 100 | 1.20 ms | 30.00 ms | 40.00 ms | 4.0 µs | 900.0 µs | 200.0 µs |"))
    #expect(
      page.contains("| 1,000 | 12.00 ms | > budget | error [1] | 20.0 µs | > budget | error [1] |"))
  }

  @Test func recommendationSectionHasLeadersAndHarnessAdvice() {
    let dataset = ReportDataset(Self.records())
    let page = ReportMarkdown(
      dataset: dataset, context: Self.context,
      recommendations: ["flat": ["One-shot: cassowary.", "Interactive: cassowary."]]
    ).render()
    #expect(page.contains("## Recommendation"))
    #expect(page.contains("- **flat**\n  - One-shot: cassowary.\n  - Interactive: cassowary.\n"))
    #expect(
      page.contains(
        "| 100 | **cassowary** 1.20 ms (glpk 25× slower; kiwisolver 33× slower) | **cassowary** 4.0 µs (kiwisolver 50× slower; glpk 225× slower) |"
      ))
    #expect(
      page.contains("| 1,000 | **cassowary** 12.00 ms (glpk over budget; kiwisolver failed) |"))
    #expect(!Self.page().contains("- **flat**"))
  }

  @Test func sectionLinksTheChartAndDescribesTheWorkload() {
    let page = Self.page()
    #expect(page.contains("## flat\n\n\(Workload.flat.summary)."))
    #expect(
      page.contains("![flat: build and edit time against size, log-log](benchmarks/flat.svg)"))
  }

  @Test func debugBuildsAndMissingCorrectnessAreSaid() {
    let records = [
      ReportRecord(
        workload: "tree", size: 10, backend: "cassowary", operation: "build", median: 0.001,
        runs: 1, build: "debug")
    ]
    let page = ReportMarkdown(dataset: ReportDataset(records), context: Self.context).render()
    #expect(page.contains("> **Debug build.**"))
    #expect(!page.contains("correctness"))
    #expect(page.contains("| 10 | cassowary | 1.00 ms | — | — | — | — | - | - |"))
  }

  @Test func writerWritesThePageAndOneChartPerWorkload() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var records = Self.records()
    records.append(
      ReportRecord(
        workload: "tree", size: 100, backend: "cassowary", operation: "build", median: 0.001,
        runs: 1))
    let written = try ReportWriter(dataset: ReportDataset(records), context: Self.context).write(
      to: directory.path)
    #expect(
      written.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "flat.svg", "tree.svg", "benchmarks.md",
      ])
    let svg = try String(
      contentsOf: directory.appendingPathComponent("benchmarks/tree.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
    let page = try String(
      contentsOf: directory.appendingPathComponent("benchmarks.md"), encoding: .utf8)
    #expect(page.contains("## tree"))
    // A smaller report replaces the charts: flat's goes, other files stay.
    let kept = directory.appendingPathComponent("benchmarks/results.json")
    try Data("[]".utf8).write(to: kept)
    try ReportWriter(dataset: ReportDataset([records.last!]), context: Self.context)
      .write(to: directory.path)
    let names = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("benchmarks").path
    ).sorted()
    #expect(names == ["results.json", "tree.svg"])
  }

  @Test func commandReportsAnUnreadableInputByName() throws {
    let command = try ReportCommand.parse([
      "--input", "/nonexistent/results.json", "--output-dir", "/tmp/x", "--commit", "c",
      "--swift-version", "s",
    ])
    #expect(throws: ReportError.self) { try command.generate() }
    #expect(throws: (any Error).self) {
      try ReportCommand.parse(["--input", "r.json", "--budget", "-1"])
    }
  }
}

/// The page's statements about the machine's load and cases no backend finished.
@Suite struct ReportLoadAndLeadersTests {
  @Test func loadAverageIsStatedAndFlaggedWhenAboveTheCores() {
    var context = ReportTests.context
    context.machine.loadAverages = [3.5, 2.25, 1.0]
    let busy = ReportMarkdown(dataset: ReportDataset(ReportTests.records()), context: context)
      .render()
    #expect(
      busy.contains(
        "| load average | 3.50 / 2.25 / 1.00 (1, 5, 15 min) on 2 cores when the report was written; above the core count"
      ))
    context.machine.loadAverages = [0.5, 0.25, 0.1]
    let idle = ReportMarkdown(dataset: ReportDataset(ReportTests.records()), context: context)
      .render()
    #expect(
      idle.contains(
        "| load average | 0.50 / 0.25 / 0.10 (1, 5, 15 min) on 2 cores when the report was written |"
      ))
    #expect(!ReportTests.page().contains("load average"))
  }

  @Test func leadersNameStoppedBackendsWhenNoneFinished() {
    let records = [
      ReportRecord(
        workload: "grid", size: 100_000, backend: "cassowary", operation: "build", median: 3.5,
        runs: 1, status: .overBudget),
      ReportRecord(
        workload: "grid", size: 100_000, backend: "glpk", operation: "build", status: .overBudget),
    ]
    let leaders = ReportLeaders(dataset: ReportDataset(records))
    #expect(
      leaders.cell(workload: "grid", size: 100_000, operation: "build")
        == "none finished all repetitions (cassowary 3.50 s partial; glpk over budget)")
    #expect(leaders.cell(workload: "grid", size: 100_000, operation: "edit") == "—")
  }
}

/// The recommendation comes from the harness' own rule, applied to the saved rows.
@Suite struct ReportRecommendationTests {
  static func row(_ backend: String, _ operation: String, median: Double, p90: Double) -> String {
    """
    {"workload":"tree","size":1000,"backend":"\(backend)","operation":"\(operation)","median_s":\(median),\
    "min_s":\(median),"max_s":\(p90 * 2),"p90_s":\(p90),"runs":3,"peak_rss_bytes":1000000,\
    "status":"ok","build":"release","seed":1,"correctness":"agree","correctness_fault":false}
    """
  }

  @Test func harnessRuleNamesTheFasterBackendPerUse() throws {
    let json =
      "["
      + [
        Self.row("cassowary", "build", median: 0.01, p90: 0.01),
        Self.row("glpk", "build", median: 0.05, p90: 0.05),
        Self.row("cassowary", "edit", median: 0.0002, p90: 0.0009),
        Self.row("glpk", "edit", median: 0.0001, p90: 0.0003),
      ].joined(separator: ",") + "]"
    let advice = ReportRecommendations.derive(from: Data(json.utf8))
    let tree = advice["tree"] ?? []
    #expect(tree.count == 2)
    #expect(
      tree.first?.hasPrefix(
        "One-shot layout → **cassowary**: build + first solve 10.00 ms vs glpk 50.00 ms") == true)
    #expect(
      tree.last?.hasPrefix("Interactive edits → **glpk**: edit p90 300.0 µs vs cassowary 900.0 µs")
        == true)
    let direct = Recommendation.derive(
      try JSONDecoder().decode([BenchRow].self, from: Data(json.utf8)))
    #expect(ReportRecommendations.lines(direct) == advice)
  }

  @Test func unreadableRowsGiveNoAdvice() {
    let json =
      #"[{"workload":"tree","size":1,"backend":"glpk","operation":"memory","status":"ok"}]"#
    #expect(ReportRecommendations.derive(from: Data(json.utf8)).isEmpty)
    #expect(ReportRecommendations.derive(from: Data("[]".utf8)).isEmpty)
  }
}
