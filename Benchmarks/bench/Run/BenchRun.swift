import Foundation
import StrutWorkloads

/// Executes a ``RunPlan``: one child process per case, the correctness comparison of each
/// workload × size across its backends (and comparison solvers), and the comparison scripts.
struct BenchRun {
  /// What to run.
  var plan: RunPlan
  /// The progress line.
  var progress = Progress()
  /// Starts a child of this executable with these arguments and budget (and a tick for the
  /// progress line) and waits for it; tests substitute an in-process runner.
  var launch: ([String], Double, (Double) -> Void) -> ChildProcess.Result = {
    arguments, budget, tick in
    ChildProcess.run(arguments, budget: budget, tick: tick)
  }

  /// Everything a run produced.
  struct Result {
    /// One row per operation per case (Strut's backends, then comparison solvers).
    var rows: [BenchRow]
    /// Lines to print under the tables (skipped cases, unavailable comparisons).
    var notes: [String]
  }

  /// Runs every case.
  func execute() -> Result {
    let (cases, skipped) = plan.cases()
    var notes = skipped.map { "skipped \($0)" }
    for note in notes { progress.announce(note) }
    let comparisons = prepareComparisons(&notes)
    let clock = ContinuousClock()
    let start = clock.now
    var rows: [BenchRow] = []
    var number = 0
    let groups = Dictionary(grouping: cases) { GroupKey(workload: $0.workload, size: $0.size) }
    var order: [GroupKey] = []
    for benchCase in cases {
      let key = GroupKey(workload: benchCase.workload, size: benchCase.size)
      if !order.contains(key) { order.append(key) }
    }
    let total = cases.count + order.count * comparisons.solvers.count
    for key in order {
      var group: [(BenchCase, CaseResults?)] = []
      for benchCase in groups[key] ?? [] {
        number += 1
        let title = "[\(number)/\(total) · \(elapsed(clock.now - start))] \(benchCase.label)"
        group.append((benchCase, runCase(benchCase, title: title)))
      }
      var entries = group.map { benchCase, results in
        entry(benchCase.backend.rawValue, results, size: benchCase.size)
      }
      var extra: [BenchRow] = []
      for solver in comparisons.solvers {
        number += 1
        let title =
          "[\(number)/\(total) · \(elapsed(clock.now - start))] \(key.workload) \(key.size) \(solver)"
        progress.update(title + " …")
        let started = clock.now
        let measured = runComparison(
          solver, key, directory: comparisons.directory, python: comparisons.python)
        let took = String(format: "%.1f s", Double((clock.now - started).components.seconds))
        extra += measured.rows
        entries.append(
          CorrectnessComparison.Entry(
            backend: solver.rawValue, report: measured.reports.first,
            missing: measured.failure ?? Self.missing(measured.rows.map(\.record))))
        let statuses = Set(measured.rows.map(\.record.status.description)).sorted()
        progress.finish(
          "\(title) done in \(took) (\(measured.failure ?? statuses.joined(separator: ", ")))")
      }
      let verdicts = judge(entries, key: key)
      for (benchCase, results) in group {
        rows += caseRows(benchCase, results, verdict: verdicts[benchCase.backend.rawValue])
      }
      for var row in extra {
        if plan.correctness {
          let report = entries.first { $0.backend == row.record.backend }?.report
          row.correctness = verdicts[row.record.backend]
          row.check = report == nil ? nil : .sampled
          row.levelErrors = report?.levels
        }
        rows.append(row)
      }
    }
    progress.clear()
    return Result(rows: rows, notes: notes)
  }

  /// A workload at a size: the unit of the correctness comparison.
  struct GroupKey: Hashable {
    var workload: Workload
    var size: Int
  }

  /// Runs one case in a child (nil when the mode cannot run it).
  func runCase(_ benchCase: BenchCase, title: String) -> CaseResults? {
    if let reason = plan.via.unsupportedReason(benchCase.workload) {
      progress.finish("\(title) skipped (\(reason))")
      return nil
    }
    progress.update(title)
    let mode = plan.correctnessMode(size: benchCase.size)
    let result = launch(
      [
        "_case", "--workload", benchCase.workload.rawValue, "--size", String(benchCase.size),
        "--backend", benchCase.backend.rawValue, "--repetitions", String(plan.repetitions),
        "--seed", String(plan.seed),
        "--operations", plan.operations.map(\.rawValue).joined(separator: ","),
        "--via", plan.via.rawValue, "--correctness", mode.rawValue,
      ], plan.budget, { seconds in progress.update("\(title) … \(Int(seconds)) s") })
    let results = CaseResults(result)
    let statuses = Set(
      results.records(
        for: benchCase, operations: plan.operations, repetitions: plan.repetitions, seed: plan.seed
      ).map(\.status.description)
    ).sorted().joined(separator: ", ")
    progress.finish(String(format: "%@ done in %.1f s (%@)", title, result.elapsed, statuses))
    return results
  }

  /// The rows of one case, with its verdict and glpk split.
  func caseRows(
    _ benchCase: BenchCase, _ results: CaseResults?, verdict: Correctness?
  ) -> [BenchRow] {
    guard let results else {
      let reason = plan.via.unsupportedReason(benchCase.workload) ?? "not run"
      return plan.operations.map { operation in
        BenchRow(
          record: BenchRecord(
            workload: benchCase.workload.rawValue, size: benchCase.size,
            backend: benchCase.backend.rawValue, operation: operation, timing: nil,
            peakRSSBytes: nil, status: .error(reason), build: BuildKind.current, seed: plan.seed),
          correctness: plan.correctness ? .unchecked(reason) : nil, via: plan.via)
      }
    }
    return results.records(
      for: benchCase, operations: plan.operations, repetitions: plan.repetitions, seed: plan.seed
    ).map { record in
      BenchRow(
        record: record, correctness: plan.correctness ? verdict : nil,
        check: results.correctness.map { $0.fullCheck == nil ? .sampled : .full },
        levelErrors: results.correctness?.levels, split: results.glpk[record.operation],
        via: plan.via)
    }
  }

  /// The comparison entry of a case's results (at `size`, whose correctness mode says whether
  /// a full check was due).
  func entry(
    _ backend: String, _ results: CaseResults?, size: Int? = nil
  ) -> CorrectnessComparison.Entry {
    guard let results else {
      return .init(backend: backend, report: nil, missing: "not run")
    }
    if let report = results.correctness {
      var entry = CorrectnessComparison.Entry(backend: backend, report: report)
      if let size, plan.correctnessMode(size: size) == .full, report.fullCheck == nil {
        entry.fullCheckUnfinished = true
      }
      return entry
    }
    let why: String
    if plan.via != .solver {
      why = "not checked via \(plan.via)"
    } else if results.failure != nil {
      why = "the case failed (see status)"
    } else if results.done {
      why = "the check did not finish within the budget"
    } else {
      why = "over budget"
    }
    return .init(backend: backend, report: nil, missing: why)
  }

  /// Why a comparison solver has no report, from its records.
  static func missing(_ records: [BenchRecord]) -> String? {
    if records.contains(where: { $0.status == .overBudget }) { return "over budget" }
    if let failed = records.first(where: { $0.status != .ok }) { return "\(failed.status)" }
    return nil
  }

  /// `1:05`.
  func elapsed(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }
}
