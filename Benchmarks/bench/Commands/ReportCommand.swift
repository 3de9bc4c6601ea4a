import ArgumentParser
import Foundation

/// `bench report`: turns bench results JSON into `docs/benchmarks.md` and SVG charts.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract:
      "Write a Markdown benchmark report and SVG charts from `bench run --format json` results.",
    discussion: """
      Reads the results of `bench run --format json --output FILE` (and, with --compare-input, \
      results of comparison solvers such as Benchmarks/compare/kiwi.py), then writes \
      OUTPUT-DIR/benchmarks.md (machine, date, commit, suite, recommendation, one section per \
      workload with its tables) and OUTPUT-DIR/CHART-DIR/<workload>.svg (build and edit time \
      against size, log-log, one line per solver). The plugin `swift package \
      --allow-writing-to-package-directory benchmark-report` runs the suite and then this. \
      Unknown JSON keys are ignored; a missing or invalid file is reported with its name and \
      exit status 1.
      """)

  @Option(help: "The results of `bench run --format json` (a JSON array of records).")
  var input: String

  @Option(
    name: .customLong("compare-input"),
    help:
      "More results, e.g. from Benchmarks/compare/kiwi.py (repeatable). Cases already in --input win."
  )
  var compareInputs: [String] = []

  @Option(help: "The directory of the page and the charts.")
  var outputDir = "docs"

  @Option(help: "The charts' directory, relative to --output-dir.")
  var chartDir = "benchmarks"

  @Option(help: "The page's file name inside --output-dir.")
  var page = "benchmarks.md"

  @Option(
    help: "The budget per case the suite ran with, in seconds (stated on the page and charts).")
  var budget: Double?

  @Option(help: "One line describing the suite that was run (repeatable; shown as a list).")
  var suite: [String] = []

  @Option(help: "The Swift toolchain (default: the first line of `swift --version`).")
  var swiftVersion: String?

  @Option(
    help: "The commit measured (default: `git rev-parse --short HEAD` in the current directory).")
  var commit: String?

  @Option(help: "Seconds the benchmark runs took, stated on the page.")
  var wallTime: Double?

  func validate() throws {
    if let budget, !(budget > 0 && budget.isFinite) {
      throw ValidationError("--budget must be positive")
    }
    if let wallTime, !(wallTime >= 0 && wallTime.isFinite) {
      throw ValidationError("--wall-time must be a non-negative number of seconds")
    }
    guard !chartDir.isEmpty, !chartDir.hasPrefix("/") else {
      throw ValidationError("--chart-dir must be a relative path")
    }
  }

  func run() throws {
    do {
      let written = try generate()
      for path in written { FileHandle.standardError.write(Data("wrote \(path)\n".utf8)) }
    } catch {
      FileHandle.standardError.write(Data("bench report: \(error.description)\n".utf8))
      throw ExitCode(1)
    }
  }

  /// Reads the inputs and writes the report; returns the files written.
  func generate() throws(ReportError) -> [String] {
    let data = try ReportDataset.read(input)
    var dataset = ReportDataset(try ReportDataset.decode(data, path: input))
    for path in compareInputs { dataset.add(try ReportDataset.load(path)) }
    let context = ReportContext(
      date: ReportContext.format(Date()),
      commit: commit ?? ReportContext.gitCommit(in: FileManager.default.currentDirectoryPath),
      machine: .current(swiftVersion: swiftVersion), suite: suite, budget: budget,
      wallTime: wallTime, chartDirectory: chartDir)
    let writer = ReportWriter(
      dataset: dataset, context: context,
      recommendations: ReportRecommendations.derive(from: data), pageName: page)
    return try writer.write(to: outputDir)
  }
}
