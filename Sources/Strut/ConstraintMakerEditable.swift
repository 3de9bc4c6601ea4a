import Foundation

/// The modifiers of a related constraint: `offset`, `inset`, `multipliedBy`, `dividedBy`,
/// `priority`, `labeled`, `weight`, and `.constraint` for the handle. Each modifies the
/// constraint and returns the same editor, so they chain in any order.
public struct ConstraintMakerEditable {
  /// The constraint being described.
  public let constraint: Constraint

  @inlinable
  init(_ constraint: Constraint) { self.constraint = constraint }

  /// Adds `amount` to the constant of every attribute (no sign change).
  @discardableResult
  public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
    constraint.modifier = .offset(offsetValue(amount))
    return self
  }

  /// Adds `amount` to the constant of every attribute (no sign change); the same as the
  /// general `offset(_:)`, without going through an existential.
  @inlinable @discardableResult
  public func offset(_ amount: Int) -> ConstraintMakerEditable {
    constraint.setOffset(Double(amount))
    return self
  }

  /// Adds `amount` to the constant of every attribute (no sign change); the same as the
  /// general `offset(_:)`, without going through an existential.
  @inlinable @discardableResult
  public func offset(_ amount: Double) -> ConstraintMakerEditable {
    constraint.setOffset(amount)
    return self
  }

  /// Adds `amount` to the constant of every attribute (no sign change); the same as the
  /// general `offset(_:)`, without going through an existential.
  @inlinable @discardableResult
  public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
    constraint.setOffset(Double(amount))
    return self
  }

  /// Moves every attribute inwards (SnapKit's sign rules: left/top +, right/bottom −,
  /// width/height −(both sides), centres by half the difference).
  @discardableResult
  public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
    constraint.modifier = .inset(from: amount)
    return self
  }

  /// Multiplies the target (also a constant target: `equalTo(295).multipliedBy(0.2)` is 59).
  @discardableResult
  public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    constraint.multiplier = numericValue(amount) ?? .nan
    return self
  }

  /// Divides the target (a zero divisor is reported as a non-finite multiplier).
  @discardableResult
  public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    constraint.multiplier = 1 / (numericValue(amount) ?? .nan)
    return self
  }

  /// Sets the priority (`.required`, `.high`, `.medium`, `.low` or a value).
  @inlinable @discardableResult
  public func priority(_ priority: Priority) -> ConstraintMakerEditable {
    constraint.setPriority(priority)
    return self
  }

  /// Sets the priority from a number.
  @discardableResult
  public func priority(_ value: any ConstraintPriorityTarget) -> ConstraintMakerEditable {
    priority(Priority(Float(numericValue(value) ?? .nan)))
  }

  /// Sets the priority to `.required` (SnapKit's older spelling).
  @discardableResult
  public func priorityRequired() -> ConstraintMakerEditable { priority(.required) }
  /// Sets the priority to `.high` (SnapKit's older spelling).
  @discardableResult
  public func priorityHigh() -> ConstraintMakerEditable { priority(.high) }
  /// Sets the priority to `.medium` (SnapKit's older spelling).
  @discardableResult
  public func priorityMedium() -> ConstraintMakerEditable { priority(.medium) }
  /// Sets the priority to `.low` (SnapKit's older spelling).
  @discardableResult
  public func priorityLow() -> ConstraintMakerEditable { priority(.low) }

  /// Weights the constraint's error within its priority level (a Strut extension; SnapKit
  /// has no weights). Must be positive and finite.
  @discardableResult
  public func weight(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    constraint.weight = numericValue(amount) ?? .nan
    return self
  }

  /// Weights the constraint's error within its priority level; the same as the general
  /// `weight(_:)`, without the dynamic casts.
  @inlinable @discardableResult
  public func weight(_ amount: Int) -> ConstraintMakerEditable {
    constraint.setWeight(Double(amount))
    return self
  }

  /// Weights the constraint's error within its priority level; the same as the general
  /// `weight(_:)`, without the dynamic casts.
  @inlinable @discardableResult
  public func weight(_ amount: Double) -> ConstraintMakerEditable {
    constraint.setWeight(amount)
    return self
  }

  /// Names the constraint in descriptions and diagnostics.
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerEditable {
    constraint.label = label
    return self
  }
}
