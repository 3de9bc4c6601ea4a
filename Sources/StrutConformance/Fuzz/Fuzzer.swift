import StrutCore

/// Differential fuzzing: random cases from a ``FuzzGenerator``, run on every backend, judged
/// by the ``ScriptRunner`` (whose checker compares with GLPK's reference optimum). A failing
/// case is shrunk by the ``Shrinker`` into a small repro.
///
/// System `index` of a run with seed `seed` is generated from
/// `SeededGenerator.systemSeed(run: seed, index: index)`, so any one system can be re-run.
public struct Fuzzer: Sendable {
  /// The backends under test.
  public var backends: [ConformanceBackend]
  /// The case generators.
  public var source: FuzzCaseSource
  /// The random case generator (``source``'s).
  public var generator: FuzzGenerator {
    get { source.random }
    set { source.random = newValue }
  }
  /// The runner (and checker).
  public var runner: ScriptRunner
  /// The shrinker for failures.
  public var shrinker: Shrinker

  /// A fuzzer.
  public init(
    backends: [ConformanceBackend], generator: FuzzGenerator = FuzzGenerator(),
    runner: ScriptRunner = ScriptRunner(), shrinker: Shrinker = Shrinker()
  ) {
    self.backends = backends
    self.source = FuzzCaseSource(random: generator)
    self.runner = runner
    self.shrinker = shrinker
  }

  /// A fuzzer whose cases come from `source` (random, layout-shaped or both).
  public init(
    backends: [ConformanceBackend], source: FuzzCaseSource, runner: ScriptRunner = ScriptRunner(),
    shrinker: Shrinker = Shrinker()
  ) {
    self.backends = backends
    self.source = source
    self.runner = runner
    self.shrinker = shrinker
  }

  /// The case of `seed`, from ``source``.
  public func makeCase(seed: UInt64) -> ConformanceCase {
    source.makeCase(seed: seed)
  }

  /// One backend's failure on one system.
  public struct Failure: Sendable {
    /// The backend that failed.
    public var backend: String
    /// The generated case.
    public var original: ConformanceCase
    /// What was wrong with it.
    public var discrepancies: [Discrepancy]
    /// The checker's remarks on the run (e.g. that the exact reference could not judge a
    /// state, so GLPK's reference verdict stands).
    public var notes: [String] = []
    /// The shrunk case (nil when shrinking was not asked for).
    public var shrunk: ConformanceCase?
    /// What was wrong with the shrunk case.
    public var shrunkDiscrepancies: [Discrepancy]
  }

  /// The outcome of one system.
  public struct SystemResult: Sendable {
    /// The index of the system in the run.
    public var index: Int
    /// The seed the case was generated from.
    public var seed: UInt64
    /// The generated case.
    public var testCase: ConformanceCase
    /// One entry per failing backend.
    public var failures: [Failure]
  }

  /// Generates system `index` of run `seed`, runs it on every backend and, if `shrink`,
  /// shrinks each failure.
  public func run(seed: UInt64, index: Int, shrink: Bool = true) -> SystemResult {
    let systemSeed = SeededGenerator.systemSeed(run: seed, index: index)
    let testCase = source.makeCase(seed: systemSeed)
    return SystemResult(
      index: index, seed: systemSeed, testCase: testCase,
      failures: run(testCase, shrink: shrink))
  }

  /// Runs `testCase` on every backend; shrinks each failure if `shrink`.
  public func run(_ testCase: ConformanceCase, shrink: Bool = true) -> [Failure] {
    var failures: [Failure] = []
    for backend in backends {
      let outcome = backend.run(testCase, runner: runner)
      if outcome.passed { continue }
      var failure = Failure(
        backend: backend.name, original: testCase, discrepancies: outcome.discrepancies,
        notes: outcome.notes, shrunk: nil, shrunkDiscrepancies: [])
      if shrink {
        let kinds = Set(outcome.discrepancies.map(\.kind))
        let small = shrinker.shrink(testCase, finalModel: outcome.finalModel) { candidate in
          let rerun = backend.run(candidate, runner: runner)
          return rerun.discrepancies.contains { kinds.contains($0.kind) }
        }
        var named = small
        named.name = "\(testCase.name)-\(backend.name)"
        named.summary =
          "fuzz repro, shrunk: \(outcome.discrepancies.first.map(\.kind.rawValue) ?? "") "
          + "on \(backend.name)"
        failure.shrunk = named
        failure.shrunkDiscrepancies = backend.run(named, runner: runner).discrepancies
      }
      failures.append(failure)
    }
    return failures
  }
}
