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
/// - there, a backend whose case went over budget or failed in another operation is never
///   picked over one that finished its whole case, and one whose correctness is unchecked
///   never over one that was verified or agreed (the faster one passed over is named);
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
      let candidates = atSize.filter { row in
        row.record.status == .ok && row.record.timing != nil && faulty[row.record.backend] == nil
      }.sorted { $0.record.timing![keyPath: statistic] < $1.record.timing![keyPath: statistic] }
      guard !candidates.isEmpty else { continue }
      // A backend whose case went over budget (or failed) in another operation is never
      // picked over one that finished its case; one whose correctness is unchecked never over
      // one whose correctness was confirmed.
      let standing = { (row: BenchRow) in Self.standing(row, in: rows, size: size) }
      let tier = candidates.map { standing($0).tier }.min() ?? 0
      let finished = candidates.filter { standing($0).tier == tier }
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
      for row in candidates where standing(row).tier > tier {
        guard let timing = row.record.timing, timing[keyPath: statistic] < value,
          let why = standing(row).why
        else { continue }
        parts.append(
          "\(row.record.backend) not chosen although faster "
            + "(\(OutputFormat.duration(timing[keyPath: statistic]))): \(why)")
      }
      let missing = atSize.filter { row in
        !candidates.contains { $0.record.backend == row.record.backend }
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

  /// How a row that finished its operation stands at `size`: tier 0 when its backend's whole
  /// case finished and its correctness was confirmed (or not asked for), 1 when the case
  /// finished but correctness is unchecked, 2 when the case went over budget or failed in
  /// another operation; with the reason for tiers 1 and 2.
  static func standing(
    _ row: BenchRow, in rows: [BenchRow], size: Int
  ) -> (tier: Int, why: String?) {
    let unfinished = rows.first { other in
      other.record.backend == row.record.backend && other.record.size == size
        && other.record.workload == row.record.workload && other.record.status != .ok
    }
    if let unfinished {
      let status =
        unfinished.record.status == .overBudget
        ? "over budget" : unfinished.record.status.description
      return (
        2,
        "its case did not finish at \(size) (\(unfinished.record.operation) \(status))"
      )
    }
    if let correctness = row.correctness, !correctness.isConfirmed {
      return (1, "correctness \(correctness)")
    }
    return (0, nil)
  }
}
