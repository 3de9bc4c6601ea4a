import ArgumentParser
import Foundation
import StrutWorkloads

/// `bench overhead`: what building a hierarchy through the layout DSL costs against the same
/// system written in code, measured side by side in one process (``PairedOverhead``).
struct OverheadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "overhead",
    abstract: "Time the DSL's build against the same system built in code, side by side.",
    discussion: """
      For each workload (flat, tree, grid) and size, one process builds the workload in \
      rounds: per round once fed to the solver with its constraints made untimed (solver), \
      once with them made inside the timed build (code: the baseline of the DSL's overhead) \
      and once through the layout DSL with its first layout (dsl), one right after the other \
      on fresh solvers, the arms taking turns going first. The ratios are taken within each \
      round, where the arms shared the machine's state, and summarised: median, 90th \
      percentile, and how many rounds stay within --limit. docs/dsl.md ("Speed") explains the \
      method; `bench run --via dsl` gives the DSL's edit and churn times.
      """)

  @Option(help: "Comma-separated workloads (flat, tree, grid).")
  var workloads = "flat,tree,grid"

  @Option(help: "Comma-separated sizes (10k, 1000, …).")
  var sizes = "10000"

  @Option(help: "The backend (cassowary or glpk).")
  var backend = Backend.cassowary.rawValue

  @Option(help: "Measured rounds per workload and size.")
  var rounds = 21

  @Option(help: "Rounds run first and dropped.")
  var warmUp = 2

  @Option(help: "Seconds per workload and size after which no new round starts.")
  var budget = 120.0

  @Option(help: "The DSL / code ratio the summary counts rounds against.")
  var limit = 1.5

  @Option(help: "Output format: table, markdown or json.")
  var format: OverheadFormat = .table

  func validate() throws {
    guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
    guard warmUp >= 0 else { throw ValidationError("--warm-up must not be negative") }
    guard budget > 0, budget.isFinite else { throw ValidationError("--budget must be positive") }
    guard limit > 0, limit.isFinite else { throw ValidationError("--limit must be positive") }
  }

  func run() throws {
    let workloads: [Workload]
    let sizes: [Int]
    do {
      workloads = try Workload.list(self.workloads)
      sizes = try parseSizes(self.sizes)
    } catch {
      throw ValidationError(error.description)
    }
    if let other = workloads.first(where: { !ViaDSL.workloads.contains($0.rawValue) }) {
      throw ValidationError(
        "\(other) has no DSL version (known: \(ViaDSL.workloads.joined(separator: ", ")))")
    }
    guard let backend = Backend(rawValue: backend.lowercased()) else {
      throw ValidationError("unknown backend \"\(backend)\" (known: cassowary, glpk)")
    }
    let started = Date()
    let load = ReportMachine.currentLoadAverages()
    var results: [PairedOverhead] = []
    let progress = Progress()
    for workload in workloads {
      for size in sizes {
        progress.update("overhead: \(workload) \(size) \(backend)")
        results.append(
          try PairedOverhead.measure(
            workload: workload, size: size, backend: backend, rounds: rounds, warmUp: warmUp,
            budget: budget))
      }
    }
    progress.clear()
    let header = OverheadHeader(
      started: started, loadBefore: load, loadAfter: ReportMachine.currentLoadAverages(),
      limit: limit, build: BuildKind.current)
    print(format.render(results, header: header), terminator: "")
  }
}
