import PackagePlugin

/// The plugin's options and the standard suite they shorten.
struct BenchmarkReportOptions: Sendable {
  /// Workloads (`all` = every workload `bench` knows).
  var workloads = "all"
  /// Sizes of Strut's backends.
  var sizes = "100,1000,10000,100000"
  /// Sizes of the comparison solvers (kiwisolver's build is quadratic: minutes at 10,000).
  var compareSizes = "100,1000"
  /// Seconds per case.
  var budget = "30"
  /// Repetitions per case.
  var repetitions = "3"
  /// Whether to leave the comparison solvers out.
  var skipCompare = false

  /// Parses the plugin's arguments.
  init(_ arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    func option(_ name: String) -> String? { extractor.extractOption(named: name).last }
    workloads = option("workloads") ?? workloads
    sizes = option("sizes") ?? sizes
    compareSizes = option("compare-sizes") ?? compareSizes
    budget = option("budget") ?? budget
    repetitions = option("repetitions") ?? repetitions
    skipCompare = extractor.extractFlag(named: "skip-compare") > 0
    guard let seconds = Double(budget), seconds > 0 else {
      throw BenchmarkReportError("--budget must be a positive number of seconds, not \"\(budget)\"")
    }
    guard extractor.remainingArguments.isEmpty else {
      throw BenchmarkReportError(
        "unknown arguments \(extractor.remainingArguments.joined(separator: " ")) (options: --sizes, --workloads, --budget, --repetitions, --compare-sizes, --skip-compare)"
      )
    }
  }

  /// `bench` arguments of the main run (Strut's backends).
  func runArguments(output: String) -> [String] {
    [
      "run", "--workloads", workloads, "--sizes", sizes, "--backends", "cassowary,glpk",
      "--repetitions", repetitions, "--budget", budget, "--format", "json", "--output", output,
    ]
  }

  /// `bench` arguments of the comparison run.
  func compareArguments(output: String) -> [String] {
    [
      "run", "--workloads", workloads, "--sizes", compareSizes, "--backends", "cassowary",
      "--compare", "--repetitions", repetitions, "--budget", budget, "--format", "json",
      "--output", output,
    ]
  }

  /// A `bench` command line as the page shows it: the temporary output file by its name only.
  static func shown(_ arguments: [String]) -> String {
    var shown = arguments
    if let index = shown.firstIndex(of: "--output"), index + 1 < shown.count {
      shown[index + 1] =
        shown[index + 1].split(separator: "/").last.map(String.init) ?? shown[index + 1]
    }
    return shown.joined(separator: " ")
  }

  /// The options as given on the command line, for the page's re-run line.
  var summary: String {
    var parts = ["--workloads \(workloads)", "--sizes \(sizes)", "--budget \(budget)"]
    if repetitions != "3" { parts.append("--repetitions \(repetitions)") }
    parts.append(skipCompare ? "--skip-compare" : "--compare-sizes \(compareSizes)")
    return parts.joined(separator: " ")
  }
}
