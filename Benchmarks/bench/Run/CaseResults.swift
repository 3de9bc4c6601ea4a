import Foundation
import StrutWorkloads

/// One benchmark case: a workload at a size on a backend.
struct BenchCase: Hashable, Sendable {
  /// The workload.
  var workload: Workload
  /// Its size.
  var size: Int
  /// The backend.
  var backend: Backend

  /// `flat 1000 cassowary`.
  var label: String { "\(workload) \(size) \(backend)" }
}

/// What a case's child process reported, folded together.
struct CaseResults {
  /// Samples per operation, all repetitions together.
  var samples: [BenchmarkOperation: [Double]] = [:]
  /// How many repetitions of each operation reported.
  var reports: [BenchmarkOperation: Int] = [:]
  /// The largest peak RSS seen (the child's own reports, or the parent's read before a kill).
  var peak: Int? = nil
  /// The RSS before the first build.
  var baseline: Int? = nil
  /// The system's variable count.
  var variables: Int? = nil
  /// The system's constraint count.
  var constraints: Int? = nil
  /// The largest required residual, when the child finished.
  var residual: Double? = nil
  /// Whether the child finished every operation.
  var done = false
  /// Why the case failed, if it did.
  var failure: String? = nil
  /// For the glpk backend: time inside GLPK per operation (see ``GLPKSplit``).
  var glpk: [BenchmarkOperation: GLPKSplit] = [:]
  /// The solution's correctness report, when the child was asked for one and finished it.
  var correctness: CorrectnessReport? = nil
  /// How the child ended (a report may be missing because the check ran past the budget).
  var ending: ChildProcess.Ending

  /// Folds the child's messages and ending together.
  init(_ result: ChildProcess.Result) {
    ending = result.ending
    var reportedPeak: Int?
    for message in CaseMessage.parse(result.output) {
      if message.kind != .baseline, let rss = message.rssBytes {
        reportedPeak = max(reportedPeak ?? 0, rss)
      }
      switch message.kind {
      case .system:
        variables = message.variables
        constraints = message.constraints
      case .baseline:
        baseline = message.rssBytes
      case .samples:
        guard let operation = message.operation else { continue }
        samples[operation, default: []] += message.seconds ?? []
        reports[operation, default: 0] += 1
        if let seconds = message.glpkSeconds {
          glpk[operation, default: GLPKSplit()].add(
            glpkSeconds: seconds, iterations: message.glpkIterations ?? 0,
            samples: message.seconds ?? [])
        }
      case .done:
        done = true
        residual = message.maxRequiredResidual
      case .error:
        failure = Self.oneLine(message.message ?? "unknown error")
      case .correctness:
        correctness = message.correctness
      }
    }
    // A child stopped during the (untimed) correctness check after `done` has its measured
    // peak already; the reading at the kill would include the check's memory.
    peak = done ? reportedPeak : [reportedPeak, result.peakRSSAtKill].compactMap { $0 }.max()
    if !done, failure == nil {
      let stderrLine = Self.lastLine(of: result.errorOutput).map { ": \(Self.oneLine($0))" } ?? ""
      switch result.ending {
      case .exited(let code): failure = "child exited with status \(code)\(stderrLine)"
      case .signaled(let signal): failure = "child killed by signal \(signal)\(stderrLine)"
      case .notStarted(let reason): failure = "could not start child: \(reason)"
      case .overBudget: break
      }
    }
  }

  /// One record per requested operation. An operation is `ok` when all its repetitions
  /// reported; otherwise `error: …` when the child failed, or `over_budget` when the parent
  /// stopped it. Partial repetitions keep their numbers (`runs` says how many samples).
  func records(
    for benchCase: BenchCase, operations: [BenchmarkOperation], repetitions: Int, seed: UInt64
  ) -> [BenchRecord] {
    let incomplete: BenchStatus = failure.map { .error($0) } ?? .overBudget
    return operations.map { operation in
      let complete = done || (reports[operation] ?? 0) >= repetitions
      return BenchRecord(
        workload: benchCase.workload.rawValue, size: benchCase.size,
        backend: benchCase.backend.rawValue, operation: operation,
        timing: TimingSummary(samples: samples[operation] ?? []), peakRSSBytes: peak,
        baselineRSSBytes: baseline, status: complete ? .ok : incomplete,
        build: BuildKind.current, seed: seed, variables: variables, constraints: constraints,
        maxRequiredResidual: residual)
    }
  }

  /// The last non-empty line of `text`, if any.
  static func lastLine(of text: String) -> String? {
    text.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }).map(String.init)
  }

  /// `text` on one line (newlines become `; `), so that a status fits a table cell.
  static func oneLine(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: "; ")
  }
}
