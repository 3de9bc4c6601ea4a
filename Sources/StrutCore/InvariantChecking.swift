/// A solver that can check its own structural invariants (its internal data structures agree
/// with each other), so tests and the fuzzer can catch a corrupted state at the operation
/// that caused it instead of at a wrong answer many operations later.
///
/// Checks are compiled into debug builds; a release build may return `nil` without checking.
public protocol InvariantChecking: AnyObject {
  /// A description of the first broken structural invariant, or `nil` when all hold (or
  /// when this build does not check them).
  ///
  /// - Complexity: typically O(size of the solver's state); meant for tests, not hot paths.
  func invariantViolation() -> String?
}
