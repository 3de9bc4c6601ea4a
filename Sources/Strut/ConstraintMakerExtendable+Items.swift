// Relations to a view, a guide or an attribute item (`equalTo(other)`,
// `equalTo(other.snp.bottom)`), taken as they are instead of as `any ConstraintRelatableTarget`.

extension ConstraintMakerExtendable {
  /// Relates to an attribute item, stored in the handle as it is (no existential box to make,
  /// copy and destroy, no witness call for its target value).
  @usableFromInline
  func relate(
    _ relation: Relation, item: ConstraintItem, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    let handle = Constraint(
      itemReference: maker.itemReference, attributes: attributes, relation: relation,
      target: .item(item),
      file: file, line: line)
    maker.finish(handle)
    return ConstraintMakerEditable(handle)
  }

  /// Relates to a view or guide itself ("the same attribute"), as `other.constraintTargetValue`
  /// does, without going through the existential.
  @usableFromInline
  func relate(
    _ relation: Relation, itemOf other: LayoutItem, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    relate(relation, item: ConstraintItem(reference: other.reference, attributes: []), file, line)
  }

  /// `attributes == other's attributes` (`other.snp.bottom`); the same constraint as the
  /// general `equalTo(_:)`, without boxing the item.
  @inlinable @discardableResult
  public func equalTo(
    _ other: ConstraintItem, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, item: other, file, line)
  }

  /// `attributes == the same attributes of other` (a view or guide); the same constraint as
  /// the general `equalTo(_:)`, without boxing the view.
  @inlinable @discardableResult
  public func equalTo(
    _ other: LayoutItem, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, itemOf: other, file, line)
  }

  /// `attributes <= other's attributes`; the same constraint as the general
  /// `lessThanOrEqualTo(_:)`.
  @inlinable @discardableResult
  public func lessThanOrEqualTo(
    _ other: ConstraintItem, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, item: other, file, line)
  }

  /// `attributes <= the same attributes of other`; the same constraint as the general
  /// `lessThanOrEqualTo(_:)`.
  @inlinable @discardableResult
  public func lessThanOrEqualTo(
    _ other: LayoutItem, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, itemOf: other, file, line)
  }

  /// `attributes >= other's attributes`; the same constraint as the general
  /// `greaterThanOrEqualTo(_:)`.
  @inlinable @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintItem, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, item: other, file, line)
  }

  /// `attributes >= the same attributes of other`; the same constraint as the general
  /// `greaterThanOrEqualTo(_:)`.
  @inlinable @discardableResult
  public func greaterThanOrEqualTo(
    _ other: LayoutItem, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, itemOf: other, file, line)
  }
}
