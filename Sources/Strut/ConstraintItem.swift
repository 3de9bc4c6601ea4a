/// Attributes of a view or layout guide, as a relation target: `other.snp.bottom`,
/// `other.snp.edges`. The item holds its view weakly, as SnapKit does; a target that is gone
/// when the constraint is installed gives a ``LayoutDiagnostic/Kind/deallocatedTarget``
/// diagnostic.
public struct ConstraintItem: ConstraintRelatableTarget {
  let reference: LayoutItemReference

  /// The view or guide (`nil` once deallocated).
  public var target: LayoutItem? { reference.item }
  /// The attributes; empty means "the same attribute as the constrained one".
  public let attributes: [LayoutAttribute]

  /// `.item(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .item(self) }

  /// An item for `attributes` of `target`.
  public init(target: LayoutItem, attributes: [LayoutAttribute]) {
    self.reference = target.reference
    self.attributes = attributes
  }

  /// An item for `attributes` of the item behind `reference`.
  init(reference: LayoutItemReference, attributes: [LayoutAttribute]) {
    self.reference = reference
    self.attributes = attributes
  }
}

extension ConstraintItem: Hashable {
  /// The same view or guide (by identity) and the same attributes in the same order
  /// (Masonry's `MASViewAttribute` equality).
  public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
    lhs.reference === rhs.reference && lhs.attributes == rhs.attributes
  }

  /// Hashes the item's identity and the attributes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(reference))
    hasher.combine(attributes)
  }
}
