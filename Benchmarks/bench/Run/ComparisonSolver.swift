import Foundation
import StrutWorkloads

/// An outside solver that `bench run --compare` measures with a script of Benchmarks/compare on
/// the exported system of each case, with the same protocol and budget as Strut's backends.
enum ComparisonSolver: String, CaseIterable, Sendable, CustomStringConvertible {
  /// kiwisolver (C++ Cassowary; kiwi's weighted strengths approximate Strut's priorities).
  case kiwisolver
  /// HiGHS through highspy: one LP per priority level, Strut's exact semantics.
  case highs

  /// The backend name of its records.
  var description: String { rawValue }

  /// The script in Benchmarks/compare.
  var script: String {
    switch self {
    case .kiwisolver: "kiwi.py"
    case .highs: "highs.py"
    }
  }

  /// The Python package it needs (`pip install <package>`).
  var package: String {
    switch self {
    case .kiwisolver: "kiwisolver"
    case .highs: "highspy"
    }
  }

  /// The directory of the comparison scripts: `Benchmarks/compare` under the current directory
  /// or one of its parents, else next to this source file's directory (a build of this
  /// checkout); nil when none holds the scripts.
  static func scriptDirectory(
    startingAt start: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    var candidates: [URL] = []
    var directory = URL(fileURLWithPath: start, isDirectory: true)
    for _ in 0..<6 {
      candidates.append(directory.appendingPathComponent("Benchmarks/compare"))
      directory.deleteLastPathComponent()
    }
    candidates.append(
      URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("compare"))
    return candidates.map(\.path).first { path in
      allCases.allSatisfy { FileManager.default.fileExists(atPath: path + "/" + $0.script) }
    }
  }

  /// This source file's path when it was compiled (Benchmarks/bench/Run/ComparisonSolver.swift).
  private static let sourceFile = #filePath

  /// The first `python3` on `PATH` (nil when there is none).
  static func python(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
    for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(directory)/python3"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Why this comparison cannot run (one line with the fix), or nil when it can: checks that
  /// the scripts and python3 exist and that the package imports (`script --check`).
  func unavailableReason(python: String?, directory: String?) -> String? {
    guard let directory else {
      return
        "\(self) comparison skipped: Benchmarks/compare/\(script) not found (run bench from the Strut checkout)"
    }
    guard let python else {
      return
        "\(self) comparison skipped: python3 not found (install Python 3, then: pip install \(package))"
    }
    let result = ChildProcess.run(
      [directory + "/" + script, "--check"], executable: python, budget: 60)
    guard result.ending == .exited(0) else {
      return
        "\(self) comparison skipped: the Python package \(package) is missing (pip install \(package))"
    }
    return nil
  }

  /// Runs the script on one exported system in a child (the script stops its own child at
  /// `budget`; the parent allows 30 s more for Python's start-up) and returns its rows, named
  /// after `benchCase`'s workload and size, with the script's correctness report.
  func measure(
    file: String, workload: Workload, size: Int, python: String, directory: String,
    budget: Double, repetitions: Int, seed: UInt64, operations: [BenchmarkOperation],
    sample: [Int]
  ) -> (rows: [BenchRow], reports: [CorrectnessReport], failure: String?) {
    var arguments = [
      directory + "/" + script, file, "--format", "json", "--budget", String(budget),
      "--repetitions", String(repetitions), "--seed", String(seed),
      "--operations", operations.map(\.rawValue).joined(separator: ","),
    ]
    if !sample.isEmpty {
      arguments += ["--sample", sample.map(String.init).joined(separator: ",")]
    }
    let result = ChildProcess.run(arguments, executable: python, budget: budget + 30)
    guard result.ending == .exited(0) else {
      let last = CaseResults.lastLine(of: result.errorOutput).map { ": \(CaseResults.oneLine($0))" }
      return ([], [], "\(script) ended with \(result.ending)\(last ?? "")")
    }
    let parsed = Self.parse(result.output)
    let rows = parsed.rows.map { row in
      var row = row
      row.record.workload = workload.rawValue
      row.record.size = size
      return row
    }
    return (rows, parsed.reports, parsed.rows.isEmpty ? "\(script) printed no records" : nil)
  }

  /// The rows of a script's JSON array and the correctness reports they carry (one per
  /// record; the script writes the same report on every record of a file).
  static func parse(_ text: String) -> (rows: [BenchRow], reports: [CorrectnessReport]) {
    struct Extra: Decodable {
      var report: CorrectnessReport?
      enum CodingKeys: String, CodingKey { case report = "correctness_report" }
    }
    let data = Data(text.utf8)
    let decoder = JSONDecoder()
    guard let rows = try? decoder.decode([BenchRow].self, from: data) else { return ([], []) }
    let extras = (try? decoder.decode([Extra].self, from: data)) ?? []
    return (rows, extras.compactMap(\.report))
  }
}
