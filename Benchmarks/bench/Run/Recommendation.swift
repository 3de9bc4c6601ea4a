import Foundation
import StrutWorkloads

/// Which backend to pick for one workload, derived from a run's rows: one for **one-shot
/// layout** (build + first solve) and one for **interactive edits** (the root-width drag).
///
/// Rules, per workload and per use:
/// - only Strut's own backends are candidates (comparison solvers are for reference);
/// - a backend shown wrong (`correctness_fault`) or failing (`error: …`, e.g. a solver failure
///   on a satisfiable system) at any size is never recommended;
/// - the decision is made at the **largest size** at which at least one candidate finished the
///   operation (`ok`); candidates that did not finish there or at a larger size are named;
/// - one-shot: the least build median; interactive: the least edit p90 (a drag is as smooth
///   as its slow steps), the median and the max quoted;
/// - the reason quotes the numbers, the speed ratio, and says so when the two are within 10 %.
struct Recommendation: Equatable, Sendable {
  /// One use's pick.
  struct Choice: Equatable, Sendable {
    /// The backend, or nil when none can be recommended.
    var backend: String?
    /// Why, with the measured numbers.
    var reason: String
  }

  /// The workload.
  var workload: String
  /// For one-shot layout (build + first solve).
  var oneShot: Choice
  /// For interactive edits (edit-variable drags).
  var interactive: Choice

  /// The printed lines: `flat: one-shot → cassowary (…); interactive → cassowary (…)`.
  var lines: [String] {
    [
      "\(workload):",
      "  one-shot layout   → \(oneShot.backend ?? "none"): \(oneShot.reason)",
      "  interactive edits → \(interactive.backend ?? "none"): \(interactive.reason)",
    ]
  }

  /// The recommendation of every workload in `rows` (in order of first appearance), among
  /// `candidates` (default: Strut's backends).
  static func derive(
    _ rows: [BenchRow], candidates: [String] = Backend.allCases.map(\.rawValue)
  ) -> [Recommendation] {
    var workloads: [String] = []
    for row in rows where !workloads.contains(row.record.workload) {
      workloads.append(row.record.workload)
    }
    return workloads.map { workload in
      let mine = rows.filter {
        $0.record.workload == workload && candidates.contains($0.record.backend)
      }
      return Recommendation(
        workload: workload,
        oneShot: choose(mine, operation: .build, statistic: \.median, use: "build + first solve"),
        interactive: choose(mine, operation: .edit, statistic: \.p90, use: "edit p90"))
    }
  }

  /// The pick for one operation.
  static func choose(
    _ rows: [BenchRow], operation: BenchmarkOperation, statistic: KeyPath<TimingSummary, Double>,
    use: String
  ) -> Choice {
    let measured = rows.filter { $0.record.operation == operation }
    guard !measured.isEmpty else {
      return Choice(backend: nil, reason: "\(operation) was not measured (--operations)")
    }
    var faulty: [String: String] = [:]
    for row in rows where faulty[row.record.backend] == nil {
      if case .differ(let what, true) = row.correctness {
        faulty[row.record.backend] = "\(row.record.backend) differs at \(row.record.size) (\(what))"
      } else if case .error(let message) = row.record.status {
        faulty[row.record.backend] =
          "\(row.record.backend) failed at \(row.record.size) (\(message))"
      }
    }
    let sizes = Set(measured.map(\.record.size)).sorted(by: >)
    for size in sizes {
      let atSize = measured.filter { $0.record.size == size }
      let finished = atSize.filter { row in
        row.record.status == .ok && row.record.timing != nil && faulty[row.record.backend] == nil
      }.sorted { $0.record.timing![keyPath: statistic] < $1.record.timing![keyPath: statistic] }
      guard let best = finished.first, let bestTiming = best.record.timing else { continue }
      var parts: [String] = []
      let value = bestTiming[keyPath: statistic]
      if let runnerUp = finished.dropFirst().first, let other = runnerUp.record.timing {
        let theirs = other[keyPath: statistic]
        let ratio = value > 0 ? theirs / value : 1
        let speed =
          ratio < 1.1
          ? "within 10 %: either will do"
          : String(format: "%.1f× faster", ratio)
        parts.append(
          "\(use) \(OutputFormat.duration(value)) vs \(runnerUp.record.backend) "
            + "\(OutputFormat.duration(theirs)) at size \(size) (\(speed))")
      } else {
        parts.append(
          "\(use) \(OutputFormat.duration(value)) at size \(size); the only backend that finished there"
        )
      }
      if operation == .edit {
        parts.append(
          "median \(OutputFormat.duration(bestTiming.median)), max \(OutputFormat.duration(bestTiming.max))"
        )
      } else if let peak = best.record.peakRSSBytes {
        parts.append("peak \(OutputFormat.bytes(peak))")
      }
      if case .unchecked(let why) = best.correctness {
        parts.append("correctness unchecked: \(why)")
      }
      let missing = atSize.filter { row in
        !finished.contains { $0.record.backend == row.record.backend }
      }.map { row in
        faulty[row.record.backend]
          ?? "\(row.record.backend) \(row.record.status == .overBudget ? "over budget" : row.record.status.description) at \(size)"
      }
      // Larger sizes at which no backend finished: say who stopped there and why.
      let larger = measured.filter { $0.record.size > size && $0.record.status != .ok }.map { row in
        faulty[row.record.backend] ?? "\(row.record.backend) over budget at \(row.record.size)"
      }
      parts += Set(missing + larger).sorted()
      return Choice(backend: best.record.backend, reason: parts.joined(separator: "; "))
    }
    let reasons = Set(
      measured.map { row in
        faulty[row.record.backend] ?? "\(row.record.backend): \(row.record.status)"
      }
    ).sorted()
    return Choice(
      backend: nil,
      reason: "no backend finished \(operation) correctly (\(reasons.joined(separator: "; ")))")
  }
}
