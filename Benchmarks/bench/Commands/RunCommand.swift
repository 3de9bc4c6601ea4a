import ArgumentParser
import Foundation
import StrutWorkloads

/// `bench run` (the default): runs every case (workload × size × backend) in its own child
/// process with a time budget, checks and compares the backends' results, and prints the
/// results with a recommendation per workload.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run the benchmark cases (the default subcommand).",
    discussion: """
      Per case: build (all constraints, the edit variable and its first suggestion, update; \
      Cassowary gets the edit first), edit (each of the 100 root-width drag steps: suggest + update), churn (remove and re-add \
      a seeded 10 % of the constraints, update), the case's peak RSS, and correctness (the \
      final solution checked: the full conformance check up to --full-check-max-size, else \
      feasibility, per-level errors and a seeded sample of values compared across backends). \
      Every case runs in a child process so that its memory is its own and a case past \
      --budget is stopped and reported as over_budget. The defaults run every workload at \
      sizes 100 and 1000 on every backend in about two minutes on two cores. See docs/bench.md.
      """)

  @Option(
    help:
      "Comma-separated workloads (\(Workload.allCases.map(\.rawValue).joined(separator: ", ")), or all)."
  )
  var workloads = "all"

  @Option(help: "Comma-separated sizes in views, e.g. 1000,10k,100000.")
  var sizes = RunDefaults.sizes

  @Option(
    help:
      "Comma-separated backends (\(Backend.allCases.map(\.rawValue).joined(separator: ", ")), or all)."
  )
  var backends = "all"

  @Option(
    help:
      "Comma-separated operations: build, edit, churn (timed) and correctness (the check of each case's result, untimed), or all."
  )
  var operations = "all"

  @Option(help: "Fresh solvers per case; build and churn report one sample each, edit 100.")
  var repetitions = RunDefaults.repetitions

  @Option(
    help: "Seed of the workloads' random choices, the churn samples and the sampled variables.")
  var seed: UInt64 = 1

  @Option(
    help:
      "Seconds a case may take (all its repetitions and its check) before it is stopped and reported as over_budget; also the limit of each comparison script and uniqueness check."
  )
  var budget = RunDefaults.budget

  @Option(
    help:
      "How cases reach the solver: solver (the ConstraintSystem fed to it directly, its constraints made untimed), code (the same, with making the constraints timed in each build: the baseline of the DSL's overhead; not checked for correctness) or dsl (the same hierarchy built through the layout DSL; flat, tree and grid only; not checked for correctness)."
  )
  var via = Via.solver

  @Option(help: "Output format: table, json, csv or markdown.")
  var format = OutputFormat.table

  @Option(help: "Write the results to this file instead of standard output.")
  var output: String?

  @Option(
    help:
      "Sizes up to this get the full conformance check (feasibility, every level's error and every unique value against GLPK's reference optimum, part by part on large states); larger ones only the sampled comparison across backends."
  )
  var fullCheckMaxSize = RunDefaults.fullCheckMaxSize

  @Flag(
    help:
      "Also measure the comparison solvers (kiwisolver, HiGHS) on each case's exported system with Benchmarks/compare (needs python3 and pip install kiwisolver highspy)."
  )
  var compare = false

  @Option(
    help:
      "With --compare: which comparison solvers (\(ComparisonSolver.allCases.map(\.rawValue).joined(separator: ", ")), or all)."
  )
  var compareSolvers = "all"

  func validate() throws {
    do {
      _ = try plan()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The parsed options.
  func plan() throws(ListError) -> RunPlan {
    guard repetitions >= 1 else { throw ListError(description: "--repetitions must be at least 1") }
    guard budget > 0, budget.isFinite else {
      throw ListError(description: "--budget must be a positive number of seconds")
    }
    guard fullCheckMaxSize >= 0 else {
      throw ListError(description: "--full-check-max-size must not be negative")
    }
    let operations = try parseOperations(self.operations)
    return RunPlan(
      workloads: try Workload.list(workloads), sizes: try parseSizes(sizes),
      backends: try Backend.list(backends), operations: operations.timed,
      correctness: operations.correctness, repetitions: repetitions, seed: seed, budget: budget,
      via: via, fullCheckMaxSize: fullCheckMaxSize,
      compare: compare
        ? try parseList(compareSolvers, kind: "comparison solver") {
          ComparisonSolver(rawValue: $0.lowercased())
        } : [])
  }

  func run() throws {
    let plan = try plan()
    let progress = Progress()
    if BuildKind.isDebug { progress.announce(BuildKind.debugWarning) }
    let result = BenchRun(plan: plan, progress: progress).execute()
    let text =
      format.render(
        rows: result.rows, header: Self.header(plan), notes: result.notes,
        recommendations: plan.via == .solver ? Recommendation.derive(result.rows) : []) + "\n"
    if let output {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
      } catch {
        throw ValidationError("cannot write \(output): \(error.localizedDescription)")
      }
      progress.announce("wrote \(result.rows.count) results to \(output)")
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// The lines above the tables: the debug warning first in a debug build, then the settings.
  static func header(_ plan: RunPlan) -> [String] {
    let repetitions = "\(plan.repetitions) repetition\(plan.repetitions == 1 ? "" : "s")"
    var lines = [
      "Strut bench · \(BuildKind.current) build · via \(plan.via) · seed \(plan.seed) · \(repetitions) · budget \(formatSeconds(plan.budget)) per case"
        + (plan.correctness ? " · full check up to size \(plan.fullCheckMaxSize)" : "")
    ]
    if BuildKind.isDebug { lines.insert(BuildKind.debugWarning, at: 0) }
    return lines
  }

  /// `60 s`, `0.5 s`.
  static func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}

/// The defaults of `bench run`, chosen so that the default run takes about two minutes on two
/// cores (docs/bench.md).
enum RunDefaults {
  /// Every workload at these sizes.
  static let sizes = "100,1000"
  /// One fresh solver per case (edit still gives 100 samples).
  static let repetitions = 1
  /// Seconds per case.
  static let budget = 20.0
  /// The full check up to this size: every size the workloads are run at (the checker
  /// splits large states into independent parts, docs/conformance.md, "Checking large states").
  static let fullCheckMaxSize = 1_000_000
}
