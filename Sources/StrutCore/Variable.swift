/// An unknown of a constraint system: a position, a size, or any other scalar.
///
/// A variable has identity: two variables are equal only if one is a copy of the other,
/// whatever their names. Create one per quantity and keep it; solvers report values by it.
///
/// ```swift
/// let left = Variable("button.left")
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The process-wide unique identifier of this variable.
  public let id: Int
  /// A name for descriptions and diagnostics; it plays no part in identity.
  public let name: String

  /// Creates a new, distinct variable.
  /// - Parameter name: a name used in descriptions and error messages.
  @inlinable
  public init(_ name: String = "") {
    self.id = IdentifierSource.nextVariableID()
    self.name = name
  }

  /// Two variables are equal when they are the same variable (same identifier).
  @inlinable
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the identifier only.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The name, or `v<id>` for an unnamed variable.
  public var description: String { name.isEmpty ? "v\(id)" : name }
}
