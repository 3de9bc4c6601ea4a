/// A linear constraint `expression relation 0` with a priority and a weight.
///
/// Constraints have identity: each one created is distinct, even if an equal-looking one
/// exists; solvers add and remove them by identity. Build them with the comparison operators:
///
/// ```swift
/// solver.add(x + 2 * y - 10 <= z)                 // required
/// solver.add((x == 100).priority(.low))            // optional, error |x − 100| at 250
/// ```
///
/// The error of an optional constraint is |expression| for `==` and the violation for `<=`
/// and `>=`, multiplied by `weight` and compared lexicographically across priorities.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The process-wide unique identifier of this constraint.
  public let id: Int
  /// The left side minus the right side, as written.
  public let expression: Expression
  /// How `expression` relates to zero.
  public let relation: Relation
  /// The strength; 1000 is required.
  public let priority: Priority
  /// The weight of this constraint's error within its priority level (positive, default 1).
  public let weight: Double

  /// A new constraint `expression relation 0`.
  @inlinable
  public init(
    _ expression: Expression, _ relation: Relation, priority: Priority = .required,
    weight: Double = 1
  ) {
    self.id = IdentifierSource.nextConstraintID()
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.weight = weight
  }

  /// A NEW constraint (with its own identity) like this one but at another priority.
  @inlinable
  public func priority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority, weight: weight)
  }

  /// A NEW constraint (with its own identity) like this one but with another weight.
  @inlinable
  public func weight(_ weight: Double) -> Constraint {
    Constraint(expression, relation, priority: priority, weight: weight)
  }

  /// Whether the priority is required.
  @inlinable
  public var isRequired: Bool { priority.isRequired }

  /// Constraints are equal when they are the same constraint (same identifier).
  @inlinable
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }

  /// Hashes the identifier only.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The error of this constraint for the given values: |expression| for `==`, the violation
  /// for `<=`/`>=` (0 when satisfied). Not multiplied by the weight.
  @inlinable
  public func violation(_ value: (Variable) -> Double) -> Double {
    let residual = expression.evaluate(value)
    switch relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
  }

  /// `x + 2·y - 10 <= 0 @required`.
  public var description: String {
    var text = "\(expression) \(relation) 0"
    if !priority.isRequired { text += " @\(priority)" }
    if weight != 1 { text += " ×\(formatNumber(weight))" }
    return text
  }
}
