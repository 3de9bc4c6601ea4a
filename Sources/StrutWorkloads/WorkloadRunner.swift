import StrutCassowary
import StrutCore

/// The benchmark protocol, run against any ``ConstraintSolver``: what `bench` times in each
/// case and what `Benchmarks/compare/kiwi.py` reproduces for kiwisolver.
///
/// Per repetition, on a fresh solver from `makeSolver`:
/// 1. **build** (timed): `add(contentsOf:)` every constraint, `addEditVariable` for each edit,
///    suggest each edit's first value, `updateVariables()`;
/// 2. **edit** (each step timed): for step `k` in `0..<n` (n = the longest edit sequence),
///    suggest value `(k + 1) mod n` of each edit, then `updateVariables()`; so every step
///    moves the root and the drag ends where the build left it;
/// 3. **churn** (timed): `remove(contentsOf:)` the constraints chosen by
///    ``ChurnSample/indices(count:fraction:seed:)`` with seed `seed &+ repetition`, then
///    `add(contentsOf:)` them again, then `updateVariables()`.
///
/// By default the system is instantiated once, when the runner is made, before any timing;
/// building its live constraints is not measured, and the runner keeps only the live instance
/// (not the JSON model), so peak memory reflects the solver. With `timesInstantiation`, each
/// build first makes the live variables and constraints from the system (timed): what a
/// program that writes the same constraints in code pays before the solver sees them, the
/// baseline of `bench --via code`. Build always runs (edit and churn need it) but is reported
/// only when asked for.
public struct WorkloadRunner: Sendable {
  /// The live variables, constraints and edits to solve (made once, untimed; with
  /// `timesInstantiation` each build makes its own, timed, and this one only sizes the run).
  public let instance: ConstraintSystem.Instance
  /// The system, kept only with `timesInstantiation`.
  public let system: ConstraintSystem?
  /// The operations to report.
  public var operations: Set<BenchmarkOperation>
  /// How many fresh solvers to run the protocol on.
  public var repetitions: Int
  /// The seed of the churn samples.
  public var seed: UInt64

  /// A runner for `system`; with `timesInstantiation`, each build's time includes making the
  /// live constraints from `system`.
  public init(
    system: ConstraintSystem,
    operations: Set<BenchmarkOperation> = Set(BenchmarkOperation.allCases),
    repetitions: Int = 1, seed: UInt64 = 0, timesInstantiation: Bool = false
  ) {
    self.system = timesInstantiation ? system : nil
    self.instance = system.instantiate()
    self.operations = operations
    self.repetitions = max(1, repetitions)
    self.seed = seed
  }

  /// What a run observed besides its timings.
  public struct Outcome: Hashable, Sendable {
    /// The largest violation of any required constraint, checked (untimed) after each build
    /// and each churn.
    public var maxRequiredResidual: Double
  }

  /// Runs the protocol. `prepared` is called once the system is instantiated, before the first
  /// build; `report` is called with the samples of each operation as soon as they are
  /// measured (one call per operation per repetition).
  ///
  /// - Throws: the first ``SolverError`` a solver raises (samples already reported stand).
  public func run(
    makeSolver: () -> any ConstraintSolver,
    prepared: () -> Void = {},
    report: (BenchmarkOperation, [Double]) -> Void
  ) throws(SolverError) -> Outcome {
    let steps = instance.edits.map(\.values.count).max() ?? 0
    let clock = ContinuousClock()
    var residual = 0.0
    prepared()
    for repetition in 0..<repetitions {
      let solver = makeSolver()
      let buildStart = clock.now
      let instance = try build(on: solver)
      let buildTime = Self.seconds(clock.now - buildStart)
      residual = max(residual, Self.maxRequiredResidual(instance.constraints, in: solver))
      if operations.contains(.build) { report(.build, [buildTime]) }

      if operations.contains(.edit), steps > 0 {
        var samples: [Double] = []
        samples.reserveCapacity(steps)
        for step in 0..<steps {
          let start = clock.now
          for edit in instance.edits where !edit.values.isEmpty {
            try solver.suggestValue(
              edit.values[(step + 1) % edit.values.count], for: edit.variable)
          }
          solver.updateVariables()
          samples.append(Self.seconds(clock.now - start))
        }
        report(.edit, samples)
      }

      if operations.contains(.churn) {
        let chosen = ChurnSample.indices(
          count: instance.constraints.count, seed: seed &+ UInt64(repetition)
        ).map { instance.constraints[$0] }
        let start = clock.now
        try solver.remove(contentsOf: chosen)
        try solver.add(contentsOf: chosen)
        solver.updateVariables()
        let churnTime = Self.seconds(clock.now - start)
        residual = max(residual, Self.maxRequiredResidual(instance.constraints, in: solver))
        report(.churn, [churnTime])
      }
    }
    return Outcome(maxRequiredResidual: residual)
  }

  /// The protocol's build on `solver` (fresh): with `timesInstantiation`, first makes the live
  /// variables and constraints from the system; then, for an incremental (Cassowary) solver,
  /// adds each edit and suggests its first value, adds every constraint (one batch) and
  /// updates; for any other solver, adds every constraint, then each edit and its first value,
  /// and updates. Returns the instance it built. The solution is the same either way.
  ///
  /// Cassowary gets the window's size before its content: with the root width free while the
  /// content's rows are inserted, the first row that needs it takes it as its subject and
  /// every later row naming it is reduced through that row, whose symbols then sit in every
  /// row (inequalities at 1,000 views: 10,471 pivots and 754,530 row updates, Θ(N²), against
  /// 5,699 and 21,328 with the edit first; docs/architecture.md, "Build order"). GLPK is the
  /// other way round: with the edit first, its random build at 1,000 views took 29.5 s
  /// against 0.9 s (probably: it solves the one-variable model first and warm-starts the
  /// whole system from that basis; not investigated), so it keeps the constraints-first
  /// order, one cold solve.
  ///
  /// What `run` times as **build**, and what `bench overhead` times as `--via code` against
  /// the DSL's build.
  /// - Complexity: the solver's, plus O(terms) to instantiate.
  public func build(on solver: some ConstraintSolver) throws(SolverError)
    -> ConstraintSystem.Instance
  {
    let instance = system?.instantiate() ?? self.instance
    let editsFirst = solver is CassowarySolver
    if !editsFirst { try solver.add(contentsOf: instance.constraints) }
    for edit in instance.edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
    }
    for edit in instance.edits where !edit.values.isEmpty {
      try solver.suggestValue(edit.values[0], for: edit.variable)
    }
    if editsFirst { try solver.add(contentsOf: instance.constraints) }
    solver.updateVariables()
    return instance
  }

  /// The largest violation of a required constraint among `constraints`, with the solver's
  /// current values.
  public static func maxRequiredResidual(
    _ constraints: [Constraint], in solver: some ConstraintSolver
  ) -> Double {
    var worst = 0.0
    for constraint in constraints where constraint.isRequired {
      worst = max(worst, constraint.violation { solver.value(of: $0) })
    }
    return worst
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
