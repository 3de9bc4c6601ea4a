import Foundation
import StrutConformance

extension FuzzCommand {
  /// `--isolate` (and `--system-time-limit`): runs the systems 100 at a time in child
  /// processes. When a child crashes, the system it was running is re-run one backend per child
  /// (to name the backend and write its case), and the chunk goes on after it; when a system
  /// runs over the time limit, its child ends, the system is reported and its case written, and
  /// the chunk goes on after it.
  func runChunks(_ indices: [Int], fuzzer: Fuzzer) throws {
    let progress = Progress()
    let started = Date()
    var disagreements = 0
    var unchecked = 0
    var overTimeLimit = 0
    var done = 0
    for chunk in stride(from: 0, to: indices.count, by: 100) {
      var part = Array(indices[chunk..<min(indices.count, chunk + 100)])
      while let start = part.first {
        var arguments =
          [
            "fuzz", "--seed", "\(runSeed)", "--first", "\(start)", "--count", "\(part.count)",
            "--backends", backends, "--out", out, "--child",
          ] + generatorArguments
        if noShrink { arguments.append("--no-shrink") }
        if let systemTimeLimit { arguments += ["--system-time-limit", "\(systemTimeLimit)"] }
        let budget = max(3600, (systemTimeLimit ?? 0) * Double(part.count) + 60)
        let result = ChildProcess.run(arguments, budget: budget)
        let lines = result.output.split(separator: "\n").filter {
          $0.hasPrefix("system ") || $0.hasPrefix("  ")
        }
        if !lines.isEmpty {
          progress.clear()
          print(lines.joined(separator: "\n"))
        }
        let failing = lines.filter { $0.hasPrefix("system ") }
        let referenceFailures = failing.filter { $0.contains("could not be checked") }.count
        disagreements += failing.count - referenceFailures
        unchecked += referenceFailures
        if result.ending == .exited(FuzzWatchdog.exitStatus),
          let stopped = FuzzWatchdog.timedOutIndex(in: result.output),
          let position = part.firstIndex(of: stopped)
        {
          progress.clear()
          reportOverTimeLimit(index: stopped, fuzzer: fuzzer)
          overTimeLimit += 1
          part = Array(part[(position + 1)...])
          continue
        }
        if case .exited(let status) = result.ending, status <= 1 { break }
        let begun = result.errorOutput.split(separator: "\n").last { $0.hasPrefix("fuzz-begin ") }
        guard let crashed = begun.flatMap({ Int($0.dropFirst("fuzz-begin ".count)) }),
          let position = part.firstIndex(of: crashed)
        else {
          progress.clear()
          print("a child process ended with \(result.ending) before its first system")
          disagreements += 1
          break
        }
        disagreements += runIsolated(index: crashed, fuzzer: fuzzer, progress: progress)
        part = Array(part[(position + 1)...])
      }
      done = min(indices.count, chunk + 100)
      Self.reportProgress(
        done: done, of: indices.count, disagreements: disagreements, since: started,
        finishedEvery: max(100, indices.count / 10), on: progress)
    }
    try Self.finish(
      systems: indices.count, disagreements: disagreements, unchecked: unchecked,
      overTimeLimit: overTimeLimit, repros: "repros in \(out)/")
  }

  /// Runs system `index` in a child process per backend; returns the number of
  /// disagreements. A crashed child is a disagreement: its case is written to --out.
  func runIsolated(index: Int, fuzzer: Fuzzer, progress: Progress) -> Int {
    var found = 0
    for backend in fuzzer.backends {
      var arguments =
        [
          "fuzz", "--seed", "\(runSeed)", "--only", "\(index)", "--backends", backend.name,
          "--out", out,
        ] + generatorArguments
      if noShrink { arguments.append("--no-shrink") }
      let child = ChildProcess.run(arguments, budget: 900)
      switch child.ending {
      case .exited(0):
        continue
      case .exited(1):
        progress.clear()
        let lines = child.output.split(separator: "\n").filter {
          $0.hasPrefix("system ") || $0.hasPrefix("  ")
        }
        print(lines.joined(separator: "\n"))
        found += 1
      default:
        progress.clear()
        found += 1
        let systemSeed = SeededGenerator.systemSeed(run: runSeed, index: index)
        let file = writeCase(index: index, suffix: "-\(backend.name)-crash", fuzzer: fuzzer)
        let last = child.errorOutput.split(separator: "\n").first { $0.contains("Fatal error") }
        print(
          "system \(index) (seed \(runSeed), system seed \(systemSeed)) crashed \(backend.name) "
            + "(\(child.ending)): \(last.map(String.init) ?? "no message")"
            + (file.map { "\n  case (not shrunk): \($0)" } ?? ""))
      }
    }
    return found
  }

  /// Prints that system `index` ran over `--system-time-limit` and writes its case (not
  /// shrunk) to --out.
  func reportOverTimeLimit(index: Int, fuzzer: Fuzzer) {
    let systemSeed = SeededGenerator.systemSeed(run: runSeed, index: index)
    let file = writeCase(index: index, suffix: "-timeout", fuzzer: fuzzer)
    print(
      "system \(index) (seed \(runSeed), system seed \(systemSeed)) ran over the time limit "
        + "(\(systemTimeLimit ?? 0) s) on \(fuzzer.backends.map(\.name).joined(separator: ", "))"
        + (file.map { "\n  case (not shrunk): \($0)" } ?? ""))
  }

  /// Writes generated system `index` as a case named with `suffix` into --out; its path, or nil
  /// when it cannot be written.
  func writeCase(index: Int, suffix: String, fuzzer: Fuzzer) -> String? {
    let systemSeed = SeededGenerator.systemSeed(run: runSeed, index: index)
    var testCase = fuzzer.makeCase(seed: systemSeed)
    testCase.name += suffix
    let file = URL(fileURLWithPath: out, isDirectory: true)
      .appendingPathComponent("\(testCase.name).json")
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    return (try? testCase.jsonData().write(to: file)) != nil ? file.path : nil
  }
}
