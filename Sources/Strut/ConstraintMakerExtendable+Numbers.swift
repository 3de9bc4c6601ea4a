import Foundation

// Relations to a number (`equalTo(50)`, `greaterThanOrEqualTo(0)`), taken as the number's type
// instead of as `any ConstraintRelatableTarget`.

extension ConstraintMakerExtendable {
  /// Relates to a number: the handle's target is made straight from it (no existential box,
  /// no witness call for its target value).
  @usableFromInline
  func relate(
    _ relation: Relation, number: Double, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    let handle = Constraint(
      itemReference: maker.itemReference, attributes: attributes, relation: relation,
      target: .number(number),
      file: file, line: line)
    maker.finish(handle)
    return ConstraintMakerEditable(handle)
  }

  /// `attributes == value`; the same constraint as the general `equalTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func equalTo(
    _ value: Int, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, number: Double(value), file, line)
  }

  /// `attributes == value`; the same constraint as the general `equalTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func equalTo(
    _ value: Double, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, number: value, file, line)
  }

  /// `attributes == value`; the same constraint as the general `equalTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func equalTo(
    _ value: CGFloat, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, number: Double(value), file, line)
  }

  /// `attributes <= value`; the same constraint as the general `lessThanOrEqualTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func lessThanOrEqualTo(
    _ value: Int, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, number: Double(value), file, line)
  }

  /// `attributes <= value`; the same constraint as the general `lessThanOrEqualTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func lessThanOrEqualTo(
    _ value: Double, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, number: value, file, line)
  }

  /// `attributes <= value`; the same constraint as the general `lessThanOrEqualTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func lessThanOrEqualTo(
    _ value: CGFloat, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, number: Double(value), file, line)
  }

  /// `attributes >= value`; the same constraint as the general `greaterThanOrEqualTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func greaterThanOrEqualTo(
    _ value: Int, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, number: Double(value), file, line)
  }

  /// `attributes >= value`; the same constraint as the general `greaterThanOrEqualTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func greaterThanOrEqualTo(
    _ value: Double, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, number: value, file, line)
  }

  /// `attributes >= value`; the same constraint as the general `greaterThanOrEqualTo(_:)`, without going
  /// through an existential.
  @inlinable @discardableResult
  public func greaterThanOrEqualTo(
    _ value: CGFloat, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, number: Double(value), file, line)
  }
}
