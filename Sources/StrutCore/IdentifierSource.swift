import Synchronization

/// Hands out process-wide unique integer identifiers for variables and constraints.
///
/// Identifiers are what solvers hash and compare: they are dense enough to index
/// side tables and cheap to compare, and they give `Variable` and `Constraint`
/// identity semantics while both stay `Sendable` value types.
@usableFromInline
enum IdentifierSource {
  @usableFromInline
  static let variables = Atomic<Int>(0)
  @usableFromInline
  static let constraints = Atomic<Int>(0)

  /// The next unique variable identifier.
  @inlinable
  static func nextVariableID() -> Int {
    variables.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// The next unique constraint identifier.
  @inlinable
  static func nextConstraintID() -> Int {
    constraints.wrappingAdd(1, ordering: .relaxed).oldValue
  }
}
