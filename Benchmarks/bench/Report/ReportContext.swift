import Foundation

/// What a report says about where and how its numbers were measured.
struct ReportContext: Hashable, Sendable {
  /// When the report was made, e.g. `2026-11-21 13:05 UTC`.
  var date: String
  /// The git commit measured, e.g. `c685a43`, or `c685a43 (with uncommitted changes)`.
  var commit: String
  /// The machine.
  var machine: ReportMachine
  /// The suite that was run, one item per line (command lines, sizes, budgets).
  var suite: [String]
  /// The budget per case, seconds, when known.
  var budget: Double?
  /// How long the whole run took (the benchmarks, not the build), seconds, when known.
  var wallTime: Double?
  /// The directory of the SVG charts, relative to the Markdown page (e.g. `benchmarks`).
  var chartDirectory: String

  /// A context.
  init(
    date: String, commit: String, machine: ReportMachine, suite: [String] = [],
    budget: Double? = nil, wallTime: Double? = nil, chartDirectory: String = "benchmarks"
  ) {
    self.date = date
    self.commit = commit
    self.machine = machine
    self.suite = suite
    self.budget = budget
    self.wallTime = wallTime
    self.chartDirectory = chartDirectory
  }

  /// `2026-11-21 13:05 UTC` for `date`.
  static func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }

  /// The current commit of the git work tree at `directory` (`git rev-parse --short HEAD`),
  /// marked when files other than the generated report differ from it; `unknown` outside git.
  static func gitCommit(in directory: String) -> String {
    guard
      let hash = ReportMachine.run("git", ["-C", directory, "rev-parse", "--short=12", "HEAD"]),
      !hash.isEmpty
    else { return "unknown (not a git work tree)" }
    let changes =
      ReportMachine.run(
        "git",
        [
          "-C", directory, "status", "--porcelain", "--untracked-files=no", "--", ".",
          ":(exclude)docs/benchmarks.md", ":(exclude)docs/benchmarks",
        ]) ?? ""
    return changes.isEmpty ? hash : "\(hash) (with uncommitted changes)"
  }

  /// `12 min 5 s`, `48 s`.
  static func formatWallTime(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    return total >= 60 ? "\(total / 60) min \(total % 60) s" : "\(total) s"
  }
}
