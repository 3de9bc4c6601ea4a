import ArgumentParser
import StrutCassowary
import StrutCore
import StrutWorkloads

/// `bench _perf`: runs the performance gate's operation of ONE case once, in this process,
/// for `scripts/perf-gate.sh`, which counts its instructions with valgrind's callgrind.
///
/// The system is generated and instantiated before ``measuredOperation(_:backend:)`` is
/// called and the solver is released after it returns, so that callgrind, started with
/// `--collect-atstart=no --toggle-collect=*measuredOperation*`, counts exactly a fresh
/// solver's build, first solve and one drag step (docs/bench.md, "Performance gate").
struct PerfCaseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "_perf",
    abstract: "Run build + first solve + one drag step of one case once (perf gate, internal).",
    shouldDisplay: false)

  @Option var workload: String
  @Option var size: Int = 1000
  @Option var backend: String
  @Option var seed: UInt64 = 1
  /// Drag steps to run after the measured operation, in their own measured function
  /// (`measuredDrag`, for `--toggle-collect='*measuredDrag*'`); 0 by default, so the perf
  /// gate's counts are unchanged.
  @Option(name: .customLong("drag-steps")) var dragSteps: Int = 0
  /// Prints the Cassowary solver's ``CassowarySolver/Statistics`` (pivots, row updates,
  /// crossings, rows and cells) after the run, for the measurements in docs/architecture.md.
  @Flag var statistics = false

  func run() throws {
    let workload = try Workload.named(workload)
    guard let backend = Backend(rawValue: backend) else {
      throw ListError(description: "unknown backend \"\(backend)\"")
    }
    let runner = WorkloadRunner(system: try workload.system(size: size, seed: seed))
    let solver = try measuredOperation(runner, backend: backend)
    if dragSteps > 0 { try measuredDrag(runner, on: solver, steps: dragSteps) }
    // Outside the measured call: a check that the operation did what it should.
    let constraints = runner.instance.constraints
    let residual = WorkloadRunner.maxRequiredResidual(constraints, in: solver)
    print(
      "\(workload) \(size) \(backend): \(constraints.count) constraints, "
        + "max required residual \(residual)")
    if statistics, let cassowary = solver as? CassowarySolver {
      print(cassowary.statistics)
    }
  }
}

/// The operation the performance gate counts: a fresh solver of `backend`, the benchmark
/// protocol's build of the runner's instance (``WorkloadRunner/build(on:)``: add every
/// constraint, add the edits, suggest each edit's first value, update: the first solve), then
/// the drag's first step (suggest each edit's second value, update), as `bench run` times them.
/// Returns the solver so that its release is not counted.
///
/// Never inlined: callgrind toggles collection on entering and leaving this function by name.
@inline(never)
func measuredOperation(
  _ runner: WorkloadRunner, backend: Backend
) throws -> any ConstraintSolver {
  let solver = backend.makeSolver()
  let instance = try runner.build(on: solver)
  for edit in instance.edits where !edit.values.isEmpty {
    try solver.suggestValue(edit.values[1 % edit.values.count], for: edit.variable)
  }
  solver.updateVariables()
  return solver
}

/// Steps 2, 3, … of the edits' suggestion sequences (as `bench`'s edit operation runs them,
/// after the first one `measuredOperation` suggests), each with an update.
@inline(never)
func measuredDrag(_ runner: WorkloadRunner, on solver: any ConstraintSolver, steps: Int) throws {
  for step in 1...steps {
    for edit in runner.instance.edits where !edit.values.isEmpty {
      try solver.suggestValue(edit.values[(step + 1) % edit.values.count], for: edit.variable)
    }
    solver.updateVariables()
  }
}
