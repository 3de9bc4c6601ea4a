import Foundation

/// Anything a DSL relation accepts: numbers, `CGSize`, `CGPoint`, ``EdgeInsets``,
/// ``DirectionalEdgeInsets``, views, layout guides, attribute items (`other.snp.bottom`), and
/// arrays of these (Masonry style: one constraint per element).
public protocol ConstraintRelatableTarget {
  /// What the value stands for as a relation target (a list for an array).
  var constraintTargetValue: ConstraintTargetValue { get }
}

/// A number or geometric value used as a constant target.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

/// A number accepted by `offset(_:)`.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// A number or insets accepted by `inset(_:)`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// A number accepted by `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {}

/// A number or `Priority` accepted by `priority(_:)`.
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{
  /// `.number(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .number(Double(self)) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{
  /// `.number(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .number(Double(self)) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{
  /// `.number(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .number(Double(self)) }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{
  /// `.number(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .number(self) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
  ConstraintPriorityTarget
{
  /// `.number(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .number(Double(self)) }
}
extension Priority: ConstraintPriorityTarget {}
extension CGSize: ConstraintConstantTarget {
  /// `.size(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .size(self) }
}
extension CGPoint: ConstraintConstantTarget {
  /// `.point(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .point(self) }
}
extension EdgeInsets: ConstraintInsetTarget {
  /// `.insets(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .insets(self) }
}
extension DirectionalEdgeInsets: ConstraintInsetTarget {
  /// `.directionalInsets(self)`.
  public var constraintTargetValue: ConstraintTargetValue { .directionalInsets(self) }
}
extension LayoutItem: ConstraintRelatableTarget {
  /// The item with "the same attribute" as the constrained one.
  public var constraintTargetValue: ConstraintTargetValue {
    .item(ConstraintItem(target: self, attributes: []))
  }
}
extension Array: ConstraintRelatableTarget where Element: ConstraintRelatableTarget {
  /// One target per element.
  public var constraintTargetValue: ConstraintTargetValue {
    .list(map(\.constraintTargetValue))
  }
}

/// A number from any of the numeric target types (`nil` for anything else).
func numericValue(_ value: Any) -> Double? {
  switch value {
  case let number as Double: number
  case let number as Int: Double(number)
  case let number as CGFloat: Double(number)
  case let number as Float: Double(number)
  case let number as UInt: Double(number)
  case let priority as Priority: Double(priority.value)
  default: nil
  }
}

/// The number an `offset(_:)` argument stands for (NaN for anything else). Reads the
/// target value through the protocol, which is cheaper than the dynamic casts of
/// ``numericValue(_:)``.
@inline(__always)
func offsetValue(_ amount: any ConstraintOffsetTarget) -> Double {
  if case .number(let value) = amount.constraintTargetValue { return value }
  return numericValue(amount) ?? .nan
}

/// What a constraint relates its attributes to.
public enum ConstraintTargetValue {
  /// A number (any attribute).
  case number(Double)
  /// A size (width and height attributes).
  case size(CGSize)
  /// A point (horizontal attributes take x, vertical ones y), in the superview's coordinates.
  case point(CGPoint)
  /// The superview's bounds inset by these insets.
  indirect case insets(EdgeInsets)
  /// The superview's bounds inset by these directional insets.
  indirect case directionalInsets(DirectionalEdgeInsets)
  /// Attributes of an item; an empty list means "the same attribute".
  case item(ConstraintItem)
  /// Several targets, one constraint each (Masonry's arrays).
  indirect case list([ConstraintTargetValue])

  /// The leaves of a target (a list flattened), each once, in order.
  var leaves: [ConstraintTargetValue] {
    guard case .list(let elements) = self else { return [self] }
    return elements.flatMap(\.leaves)
  }

  /// Calls `body` for every leaf (a list flattened) without building an array.
  func forEachLeaf<E: Error>(_ body: (ConstraintTargetValue) throws(E) -> Void) throws(E) {
    if case .list(let elements) = self {
      for element in elements { try element.forEachLeaf(body) }
    } else {
      try body(self)
    }
  }

  /// How many leaves the target has.
  var leafCount: Int {
    guard case .list(let elements) = self else { return 1 }
    return elements.reduce(0) { $0 + $1.leafCount }
  }

  /// Whether two targets have the same structure (same items and attributes, or the same
  /// kind of constant) — what `updateConstraints` matches on.
  func hasSameShape(as other: ConstraintTargetValue) -> Bool {
    switch (self, other) {
    case (.number, .number), (.size, .size), (.point, .point), (.insets, .insets),
      (.directionalInsets, .directionalInsets):
      return true
    case (.item(let a), .item(let b)):
      return a.target != nil && a.target === b.target && a.attributes == b.attributes
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameShape(as: $1) }
    default:
      return false
    }
  }

  /// An item target's reference, unretained (valid while the target is), else `nil`.
  @inline(__always)
  var itemReferenceLink: Unmanaged<LayoutItemReference>? {
    guard case .item(let item) = self else { return nil }
    return Unmanaged.passUnretained(item.reference)
  }

  /// An item target's attribute count and first attribute (0 and `nil` for other targets).
  @inline(__always)
  var itemAttributeSummary: (count: Int, first: LayoutAttribute?) {
    guard case .item(let item) = self else { return (0, nil) }
    return (item.attributes.count, item.attributes.first)
  }

  /// Whether every number in the target is finite.
  var isFinite: Bool {
    switch self {
    case .number(let value): value.isFinite
    case .size(let size): size.width.isFinite && size.height.isFinite
    case .point(let point): point.x.isFinite && point.y.isFinite
    case .insets(let insets): insets.isFinite
    case .directionalInsets(let insets):
      insets.resolved(in: .leftToRight).isFinite
    case .item: true
    case .list(let elements): elements.allSatisfy(\.isFinite)
    }
  }
}

/// How `offset` and `inset` modify a constraint's constant.
enum ConstraintModifier: Equatable {
  /// No modifier.
  case none
  /// Added to every attribute's constant as is.
  case offset(Double)
  /// Applied with SnapKit's per-attribute sign rules.
  indirect case inset(EdgeInsets)
  /// Applied with SnapKit's per-attribute sign rules after resolving leading/trailing.
  indirect case directionalInset(DirectionalEdgeInsets)

  /// The constant for one attribute. In a mirrored (right-to-left, leading/trailing)
  /// constraint, leading acts as left and the insets are read in the leading/trailing sense.
  func constant(
    for attribute: LayoutAttribute, _ direction: LayoutDirection, mirrored: Bool = false
  ) -> Double {
    switch self {
    case .none: 0
    case .offset(let value): value
    case .inset(let insets):
      mirrored
        ? attribute.resolved(.leftToRight).insetConstant(insets.mirrored, .leftToRight)
        : attribute.insetConstant(insets, direction)
    case .directionalInset(let insets):
      mirrored
        ? attribute.resolved(.leftToRight).insetConstant(
          insets.resolved(in: .leftToRight), .leftToRight)
        : attribute.insetConstant(insets.resolved(in: direction), direction)
    }
  }

  /// Whether the numbers are finite.
  var isFinite: Bool {
    switch self {
    case .none: true
    case .offset(let value): value.isFinite
    case .inset(let insets): insets.isFinite
    case .directionalInset(let insets): insets.resolved(in: .leftToRight).isFinite
    }
  }

  /// The modifier for an `inset(_:)` argument.
  static func inset(from amount: any ConstraintInsetTarget) -> ConstraintModifier {
    switch amount.constraintTargetValue {
    case .insets(let insets): .inset(insets)
    case .directionalInsets(let insets): .directionalInset(insets)
    case .number(let value): .inset(EdgeInsets(all: CGFloat(value)))
    default:
      .inset(EdgeInsets(all: CGFloat(numericValue(amount) ?? .nan)))
    }
  }
}

extension EdgeInsets {
  /// Left and right swapped.
  var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}
