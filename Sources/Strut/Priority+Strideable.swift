import Foundation

/// SnapKit's `ConstraintPriority` is `Strideable`: `.high.advanced(by: 1)` is 751.
extension Priority: Strideable {
  /// The priority `amount` higher (lower for a negative amount).
  public func advanced(by amount: Float) -> Priority { Priority(value + amount) }

  /// How much higher `other` is.
  public func distance(to other: Priority) -> Float { other.value - value }
}
