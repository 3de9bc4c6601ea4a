/// How a constraint's expression relates to zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// `expression == 0`.
  case equal = "=="
  /// `expression <= 0`.
  case lessThanOrEqual = "<="
  /// `expression >= 0`.
  case greaterThanOrEqual = ">="

  /// The operator as written: `==`, `<=` or `>=`.
  public var description: String { rawValue }

  /// The relation that holds after both sides are multiplied by −1.
  @inlinable
  public var reversed: Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
