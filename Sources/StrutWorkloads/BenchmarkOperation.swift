/// One timed operation of the benchmark protocol (see ``WorkloadRunner``).
public enum BenchmarkOperation: String, CaseIterable, Sendable, Codable, Hashable,
  CustomStringConvertible
{
  /// Add every constraint as one batch, add the edit variables, suggest each edit's first
  /// value, update the variables. One sample per repetition.
  case build
  /// One step of the root-width drag: suggest the next value, update the variables. One
  /// sample per drag value per repetition.
  case edit
  /// Remove a seeded 10 % of the constraints as one batch, re-add them as one batch, update
  /// the variables. One sample per repetition.
  case churn

  /// `build`, `edit` or `churn`.
  public var description: String { rawValue }
}
