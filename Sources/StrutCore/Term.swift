/// One `coefficient · variable` product of an ``Expression``.
public struct Term: Hashable, Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// A term `coefficient · variable`.
  @inlinable
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// `3·x`, `x`, `-x`.
  public var description: String {
    switch coefficient {
    case 1: variable.description
    case -1: "-\(variable)"
    default: "\(formatNumber(coefficient))·\(variable)"
    }
  }
}

/// Formats a number without a trailing `.0` for integral values.
@usableFromInline
func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}
