import Foundation
import StrutWorkloads
import Testing

@testable import bench

/// `bench run`'s output: the correctness keys and columns, comparison columns, tables per
/// workload, the recommendation, and the debug marker in every format.
@Suite struct BenchOutputTests {
  static func rows(build: String = "release") -> [BenchRow] {
    let levels = [
      CorrectnessReport.Level(priority: 750, error: 0, scale: 0),
      CorrectnessReport.Level(priority: 250, error: 11.5, scale: 0),
    ]
    func record(_ backend: String, _ operation: BenchmarkOperation, _ seconds: Double)
      -> BenchRecord
    {
      BenchRecord(
        workload: "flat", size: 1000, backend: backend, operation: operation,
        timing: TimingSummary(samples: [seconds]), peakRSSBytes: 28_000_000, status: .ok,
        build: build, seed: 1, variables: 4004, constraints: 6003, maxRequiredResidual: 0)
    }
    return [
      BenchRow(
        record: record("cassowary", .build, 0.03), correctness: .agree, check: .full,
        levelErrors: levels),
      BenchRow(
        record: record("glpk", .build, 0.3),
        correctness: .differ("level 250 error 12 vs 11.5 (cassowary)", fault: true),
        check: .sampled, levelErrors: levels,
        split: GLPKSplit(glpkSeconds: 0.2, totalSeconds: 0.3, runs: 1, iterations: 65)),
      BenchRow(record: record("kiwisolver", .build, 1.3), correctness: .unchecked("over budget")),
    ]
  }

  @Test func jsonHasTheNewKeysAndReadsBack() throws {
    let text = OutputFormat.json(Self.rows())
    #expect(text.contains("\"correctness\":\"agree\""))
    #expect(text.contains("\"correctness_fault\":true"))
    #expect(text.contains("\"correctness_check\":\"sampled\""))
    #expect(text.contains("\"level_errors\":{\"250\":11.5,\"750\":0}"))
    #expect(text.contains("\"glpk_s\":0.2") && text.contains("\"via\":\"solver\""))
    let decoded = try JSONDecoder().decode([BenchRow].self, from: Data(text.utf8))
    #expect(decoded.map(\.record) == Self.rows().map(\.record))
    #expect(decoded.map(\.correctness) == Self.rows().map(\.correctness))
    #expect(decoded[0].levelErrors == Self.rows()[0].levelErrors)
    #expect(decoded[1].split?.iterationsPerRun == 65)
    // Readers of plain records (the report) still decode every row.
    #expect(try JSONDecoder().decode([BenchRecord].self, from: Data(text.utf8)).count == 3)
  }

  @Test func csvAppendsTheCorrectnessColumns() {
    let lines = OutputFormat.csv(Self.rows()).split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix(",via,correctness,correctness_fault,correctness_check,level_errors"))
    #expect(lines[1].hasSuffix(",solver,agree,false,full,750:0.0;250:11.5"))
    #expect(lines[2].contains(",differ: level 250 error 12 vs 11.5 (cassowary),true,sampled,"))
    #expect(lines.count == 4)
    #expect(
      OutputFormat.csv([BenchRow]()).hasSuffix("correctness_fault,correctness_check,level_errors"))
  }

  @Test func tablesComeOnePerWorkloadWithComparisonColumns() {
    let recommendation = Recommendation(
      workload: "flat", oneShot: .init(backend: "cassowary", reason: "faster"),
      interactive: .init(backend: "cassowary", reason: "smoother"))
    let text = OutputFormat.table.render(
      rows: Self.rows(), header: ["settings"], notes: ["kiwisolver comparison skipped"],
      recommendations: [recommendation])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "settings")
    #expect(lines.contains { $0.hasPrefix("== flat: ") })
    let titles = lines.first { $0.hasPrefix("size") } ?? ""
    #expect(titles.hasSuffix("status  correctness                                     kiwisolver"))
    #expect(
      lines.contains {
        $0.contains("glpk") && $0.contains("differ: level 250") && $0.hasSuffix("1.30 s")
      })
    #expect(lines.contains("  kiwisolver 1000: peak 28.0 MB · correctness unchecked: over budget"))
    #expect(lines.contains("kiwisolver comparison skipped"))
    #expect(
      Array(lines.suffix(4)) == [
        "== Recommendation", "flat:", "  one-shot layout   → cassowary: faster",
        "  interactive edits → cassowary: smoother",
      ])
    let markdown = OutputFormat.markdown.render(rows: Self.rows(), header: ["settings"])
    #expect(markdown.hasPrefix("_settings_  "))
    #expect(markdown.contains("### flat: ") && markdown.contains("| size | backend |"))
  }

  @Test(arguments: OutputFormat.allCases)
  func aDebugBuildSaysSoInEveryFormat(_ format: OutputFormat) throws {
    let plan = try RunCommand.parse([]).plan()
    let header = RunCommand.header(plan)
    #expect((header[0] == BuildKind.debugWarning) == BuildKind.isDebug)
    #expect(header.last?.contains("\(BuildKind.current) build") == true)
    // A debug run's rows carry "debug" (CaseResults writes BuildKind.current), and its header
    // starts with the warning.
    let text = format.render(
      rows: Self.rows(build: "debug"), header: [BuildKind.debugWarning] + header.suffix(1))
    switch format {
    case .table: #expect(text.hasPrefix("DEBUG BUILD"))
    case .markdown: #expect(text.hasPrefix("_DEBUG BUILD"))
    case .json:
      let rows = try JSONDecoder().decode([BenchRow].self, from: Data(text.utf8))
      #expect(rows.allSatisfy { $0.record.build == "debug" })
    case .csv:
      let lines = text.split(separator: "\n")
      let column = try #require(lines[0].split(separator: ",").firstIndex(of: "build"))
      #expect(
        lines.dropFirst().allSatisfy {
          $0.split(separator: ",", omittingEmptySubsequences: false)[column] == "debug"
        })
    }
  }

  @Test func longStatusesAreCutInTheTextTableOnly() {
    let long = String(repeating: "x", count: 100)
    #expect(OutputFormat.cut(long, false) == String(repeating: "x", count: 69) + "…")
    #expect(OutputFormat.cut(long, true) == long)
    #expect(OutputFormat.cut("ok", false) == "ok")
  }

  @Test func comparisonScriptRowsAreRead() {
    let text = """
      [
        {"backend": "highs", "build": "release", "operation": "edit", "median_s": 0.001, "min_s": 0.001, "max_s": 0.002, "p90_s": 0.002, "runs": 100, "size": 1000, "status": "ok", "workload": "flat", "seed": 1, "correctness_report": {"fullCheck": null, "levels": [{"error": 0.0, "priority": 750.0, "scale": 20.0}], "residual": 0.0, "residualAllowance": 1e-07, "samples": [{"index": 0, "name": "x", "scale": 200.0, "value": 10.0}]}, "file": "t.json", "progress": null}
      ]
      """
    let parsed = ComparisonSolver.parse(text)
    #expect(parsed.rows.map(\.record.backend) == ["highs"])
    #expect(parsed.rows.first?.record.timing?.runs == 100)
    #expect(parsed.reports.first?.samples.first?.value == 10)
    #expect(ComparisonSolver.parse("not json").rows.isEmpty)
  }

  @Test func missingPythonOrScriptsIsOneClearLine() {
    let noPython = ComparisonSolver.highs.unavailableReason(python: nil, directory: "/tmp")
    #expect(
      noPython
        == "highs comparison skipped: python3 not found (install Python 3, then: pip install highspy)"
    )
    let noScripts = ComparisonSolver.kiwisolver.unavailableReason(
      python: "/usr/bin/python3", directory: nil)
    #expect(
      noScripts?.hasPrefix("kiwisolver comparison skipped: Benchmarks/compare/kiwi.py not found")
        == true)
    let brokenPython = ComparisonSolver.kiwisolver.unavailableReason(
      python: "/bin/false", directory: "/tmp")
    #expect(
      brokenPython
        == "kiwisolver comparison skipped: the Python package kiwisolver is missing (pip install kiwisolver)"
    )
    #expect(ComparisonSolver.python(path: "/nonexistent") == nil)
    #expect(ComparisonSolver.scriptDirectory(startingAt: "/") != nil)  // found next to the sources
  }
}
