import ArgumentParser
import Foundation
import StrutWorkloads

/// `bench run` (the default): runs every case (workload × size × backend) in its own child
/// process with a time budget and prints the results.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run the benchmark cases (the default subcommand).",
    discussion: """
      Per case: build (add all constraints, add the edit variable, first suggestion, update), \
      edit (each of the 100 root-width drag steps: suggest + update), churn (remove and re-add \
      a seeded 10 % of the constraints, update), and the case's peak RSS. Every case runs in \
      a child process so that its memory is its own and a case past --budget is stopped and \
      reported as over_budget.
      """)

  @Option(help: "Comma-separated backends (\(Backend.allCases.map(\.rawValue).joined(separator: ", ")), or all).")
  var backends = "all"

  @Option(help: "Comma-separated workloads (\(Workload.allCases.map(\.rawValue).joined(separator: ", ")), or all).")
  var workloads = "flat,tree,grid"

  @Option(help: "Comma-separated sizes in views, e.g. 1000,10k,100000.")
  var sizes = "1000,10000"

  @Option(help: "Comma-separated operations (build, edit, churn, or all).")
  var operations = "all"

  @Option(help: "Fresh solvers per case; build and churn report one sample each, edit 100.")
  var repetitions = 3

  @Option(help: "Seed of the workloads' random choices and of the churn samples.")
  var seed: UInt64 = 1

  @Option(help: "Seconds a case may take (all its repetitions) before it is stopped.")
  var budget = 60.0

  @Option(help: "How cases reach the solver: solver (the ConstraintSystem fed to it directly) or dsl (the same hierarchy built through the layout DSL; flat, tree and grid only).")
  var via = Via.solver

  @Option(help: "Output format: table, json, csv or markdown.")
  var format = OutputFormat.table

  @Option(help: "Write the results to this file instead of standard output.")
  var output: String?

  func validate() throws {
    guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    guard budget > 0, budget.isFinite else { throw ValidationError("--budget must be positive") }
    do {
      _ = try Backend.list(backends)
      _ = try Workload.list(workloads)
      _ = try parseSizes(sizes)
      _ = try BenchmarkOperation.list(operations)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let backends = try Backend.list(backends)
    let workloads = try Workload.list(workloads)
    let sizes = try parseSizes(sizes)
    let operations = try BenchmarkOperation.list(operations)
    let progress = Progress()
    if BuildKind.isDebug { progress.announce(BuildKind.debugWarning) }

    var cases: [BenchCase] = []
    var rejected: [String] = []
    for workload in workloads {
      for size in sizes {
        guard size >= workload.minimumSize else {
          rejected.append("\(workload) \(size): below the minimum size \(workload.minimumSize)")
          continue
        }
        for backend in backends { cases.append(BenchCase(workload: workload, size: size, backend: backend)) }
      }
    }
    for message in rejected { progress.announce("skipped \(message)") }

    var records: [BenchRecord] = []
    var splits: [String: GLPKSplit] = [:]
    for (number, benchCase) in cases.enumerated() {
      let title = "[\(number + 1)/\(cases.count)] \(benchCase.label)"
      if let reason = via.unsupportedReason(benchCase.workload) {
        records += operations.map { operation in
          BenchRecord(
            workload: benchCase.workload.rawValue, size: benchCase.size,
            backend: benchCase.backend.rawValue, operation: operation, timing: nil,
            peakRSSBytes: nil, status: .error(reason), build: BuildKind.current, seed: seed)
        }
        progress.finish("\(title) skipped (\(reason))")
        continue
      }
      progress.update(title)
      let result = ChildProcess.run(
        [
          "_case", "--workload", benchCase.workload.rawValue, "--size", String(benchCase.size),
          "--backend", benchCase.backend.rawValue, "--repetitions", String(repetitions),
          "--seed", String(seed), "--operations", operations.map(\.rawValue).joined(separator: ","),
          "--via", via.rawValue,
        ], budget: budget,
        tick: { elapsed in progress.update("\(title) … \(Int(elapsed)) s") })
      let results = CaseResults(result)
      let caseRecords = results.records(
        for: benchCase, operations: operations, repetitions: repetitions, seed: seed)
      records += caseRecords
      for record in caseRecords {
        if let split = results.glpk[record.operation] { splits[GLPKSplit.key(record)] = split }
      }
      let statuses = Set(caseRecords.map(\.status.description)).sorted().joined(separator: ", ")
      progress.finish(String(format: "%@ done in %.1f s (%@)", title, result.elapsed, statuses))
    }
    progress.clear()

    var header = [
      "Strut bench · \(BuildKind.current) build · via \(via) · seed \(seed) · \(repetitions) repetition\(repetitions == 1 ? "" : "s") · budget \(formatSeconds(budget)) per case"
    ]
    if BuildKind.isDebug { header.insert(BuildKind.debugWarning, at: 0) }
    let text = format.render(records, header: header, glpk: splits, via: via) + "\n"
    if let output {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
      } catch {
        throw ValidationError("cannot write \(output): \(error.localizedDescription)")
      }
      progress.announce("wrote \(records.count) results to \(output)")
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// `60 s`, `0.5 s`.
  private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
