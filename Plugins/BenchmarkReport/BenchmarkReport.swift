import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory benchmark-report`: builds `bench` in
/// release, runs the standard benchmark suite, and writes `docs/benchmarks.md` and the SVG
/// charts under `docs/benchmarks/` (the work itself is `bench run` and `bench report`).
///
/// Options shorten the suite: `--sizes 100,1000`, `--workloads flat,tree`, `--budget SECONDS`
/// (per case), `--compare-sizes 100`, `--skip-compare`, `--repetitions N`.
@main
struct BenchmarkReport: CommandPlugin {
  /// Runs the suite and writes the report.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let options = try BenchmarkReportOptions(arguments)
    let started = Date()
    let package = context.package.directoryURL

    log("benchmark-report: building bench (release)…")
    let build = try packageManager.build(
      .product("bench"), parameters: .init(configuration: .release, logging: .concise))
    guard build.succeeded else {
      log(build.logText)
      throw BenchmarkReportError("the release build of bench failed (log above)")
    }
    guard
      let bench = build.builtArtifacts.first(where: {
        $0.kind == .executable && $0.url.lastPathComponent == "bench"
      })
    else { throw BenchmarkReportError("the build produced no bench executable") }
    let built = Date()
    log(String(format: "benchmark-report: built in %.0f s", built.timeIntervalSince(started)))

    let work = context.pluginWorkDirectoryURL
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let results = work.appendingPathComponent("results.json")
    let comparisons = work.appendingPathComponent("compare.json")
    try? FileManager.default.removeItem(at: comparisons)

    let main = options.runArguments(output: results.path)
    var suite = ["`bench \(BenchmarkReportOptions.shown(main))`"]
    try run(bench.url, main, in: package)

    var reportArguments = [
      "report", "--input", results.path, "--output-dir",
      package.appendingPathComponent("docs").path,
      "--budget", options.budget,
    ]
    let help = try run(bench.url, ["run", "--help"], in: package, capture: true)
    if options.skipCompare {
      suite.append("comparison solvers: skipped (`--skip-compare`)")
    } else if !help.contains("--compare") {
      suite.append("comparison solvers: not run (this `bench run` has no `--compare`)")
    } else {
      let compare = options.compareArguments(output: comparisons.path)
      suite.append(
        "`bench \(BenchmarkReportOptions.shown(compare))` (comparison solvers, at the sizes where they finish within the budget)"
      )
      try run(bench.url, compare, in: package)
      reportArguments += ["--compare-input", comparisons.path]
    }
    let measured = Date().timeIntervalSince(built)
    suite.append(
      "this page and the charts: `bench report` on those results, which are kept as "
        + "[benchmarks/results.json](benchmarks/results.json)"
        + (reportArguments.contains("--compare-input")
          ? " and [benchmarks/compare.json](benchmarks/compare.json)" : ""))
    suite.append(
      "re-run: `swift package --allow-writing-to-package-directory benchmark-report \(options.summary)`"
    )
    reportArguments += ["--wall-time", String(format: "%.0f", measured)]
    for line in suite { reportArguments += ["--suite", line] }
    try run(bench.url, reportArguments, in: package)
    let kept = package.appendingPathComponent("docs/benchmarks")
    for file in [results, comparisons] where FileManager.default.fileExists(atPath: file.path) {
      let target = kept.appendingPathComponent(file.lastPathComponent)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: file, to: target)
    }
    log(
      String(
        format: "benchmark-report: done in %.0f s (build %.0f s, benchmarks %.0f s)",
        Date().timeIntervalSince(started), built.timeIntervalSince(started), measured))
  }

  /// Runs `bench arguments…` in `directory`; standard error stays the terminal's (progress
  /// lines), standard output is returned when `capture` is set.
  @discardableResult
  private func run(
    _ executable: URL, _ arguments: [String], in directory: URL, capture: Bool = false
  ) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    if capture { process.standardOutput = pipe }
    if !capture { log("benchmark-report: bench \(arguments.joined(separator: " "))") }
    try process.run()
    let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchmarkReportError(
        "`bench \(arguments.joined(separator: " "))` failed with status \(process.terminationStatus)"
      )
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Writes a line to standard error.
  private func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}

/// Why the plugin stopped.
struct BenchmarkReportError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// An error saying `description`.
  init(_ description: String) { self.description = description }
}
