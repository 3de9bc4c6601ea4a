/// What a case's child reports about the solution its backend ended with, so that the parent
/// can compare backends that ran in different processes (see ``CorrectnessComparison``).
///
/// The state judged is the one every backend ends the benchmark protocol in: every constraint of
/// the system, and every edit variable asking for the value it was last suggested (for the
/// generated workloads: the first drag value, where the drag ends). The same JSON shape is
/// written by `Benchmarks/compare/kiwi.py` and `highs.py` (key `correctness` of their
/// records), so comparison solvers take part in the comparison too.
struct CorrectnessReport: Codable, Equatable, Sendable {
  /// The error of one optional priority level.
  struct Level: Codable, Equatable, Sendable {
    /// The priority (below 1000).
    var priority: Double
    /// Σ weight · error over the level's constraints (edits included).
    var error: Double
    /// The magnitude of what went into this level and every higher one:
    /// Σ weight · (|constant| + Σ |coefficient · value|). The allowance of a level comparison
    /// is `1e-7 + 1e-7 · scale` (ConformanceTolerance's rule).
    var scale: Double
  }

  /// The value of one sampled variable.
  struct Sample: Codable, Equatable, Sendable {
    /// The variable's index in the system.
    var index: Int
    /// Its name (`v17.w`).
    var name: String
    /// Its value in the backend's solution.
    var value: Double
    /// The largest constraint scale divided by its coefficient over the constraints that
    /// mention it: the allowance of a value comparison is `1e-7 + 1e-6 · max(|a|, |b|, scale)`.
    var scale: Double
  }

  /// The verdict of the full conformance check (``ConformanceChecker``) in the child.
  struct FullCheck: Codable, Equatable, Sendable {
    /// Whether the checker found nothing wrong.
    var passed: Bool
    /// The first discrepancy, in the checker's words (nil when passed).
    var discrepancy: String?
    /// The kind of the first discrepancy (`levelError`, `valueMismatch`, …).
    var kind: String?
    /// The checker's notes (uniqueness it could not decide).
    var notes: [String]
  }

  /// The largest violation of a required constraint.
  var residual: Double
  /// The allowance for `residual`: `1e-7 + 1e-7 · scale` of the worst constraint.
  var residualAllowance: Double
  /// Every optional level, highest priority first.
  var levels: [Level]
  /// The sampled variables, by ascending index.
  var samples: [Sample]
  /// The full check, when the child ran it (small sizes).
  var fullCheck: FullCheck?
}

/// How much a case's child checks (`bench _case --correctness`).
enum CorrectnessMode: String, CaseIterable, Codable, Sendable, CustomStringConvertible {
  /// Nothing (correctness not requested, or `--via dsl`).
  case none
  /// Feasibility, per-level errors and a seeded sample of values, compared across backends.
  case sampled
  /// The sampled report plus the full ``ConformanceChecker`` check of every value.
  case full

  /// The name on the command line and in the `correctness_check` key.
  var description: String { rawValue }
}
