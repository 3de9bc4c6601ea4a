/// The strength of a constraint, as in Auto Layout: a number in (0, 1000].
///
/// 1000 (`.required`) makes a hard constraint. Any lower value makes an optional one, and
/// optional constraints are compared **lexicographically** by priority: no amount of error at
/// a lower priority can buy any reduction of error at a higher one (see `docs/semantics.md`).
///
/// A `Priority` can hold any `Float` so that building one never traps; solvers reject values
/// outside (0, 1000] with ``SolverError/invalidPriority(_:)``.
public struct Priority: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The numeric strength.
  public var value: Float

  /// A priority of the given strength.
  @inlinable
  public init(_ value: Float) { self.value = value }

  /// A priority from a floating-point literal, e.g. `let p: Priority = 600.5`.
  @inlinable
  public init(floatLiteral value: Float) { self.value = value }

  /// A priority from an integer literal, e.g. `let p: Priority = 600`.
  @inlinable
  public init(integerLiteral value: Int) { self.value = Float(value) }

  /// A priority from its single-number JSON encoding.
  public init(from decoder: any Decoder) throws {
    self.value = try decoder.singleValueContainer().decode(Float.self)
  }

  /// Encodes the priority as one number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// 1000: a hard constraint that must hold.
  public static let required = Priority(1000)
  /// 750: Auto Layout's default high priority.
  public static let high = Priority(750)
  /// 500: between high and low.
  public static let medium = Priority(500)
  /// 250: Auto Layout's default low priority.
  public static let low = Priority(250)

  /// Whether this is the required priority (exactly 1000).
  @inlinable
  public var isRequired: Bool { value == 1000 }

  /// Whether the value lies in (0, 1000].
  @inlinable
  public var isValid: Bool { value > 0 && value <= 1000 }

  /// Orders by strength.
  @inlinable
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  /// `required`, `high`, `medium`, `low`, or the number.
  public var description: String {
    switch value {
    case 1000: "required"
    case 750: "high"
    case 500: "medium"
    case 250: "low"
    default:
      value.isFinite && abs(value) < 1e15 && value == value.rounded()
        ? String(Int64(value)) : String(value)
    }
  }
}
