import Foundation

/// One atomic constraint of a DSL ``Constraint``, read-only: what UIKit's `NSLayoutConstraint`
/// (and SnapKit's `LayoutConstraint` subclass of it) shows — first and second item and
/// attribute, relation, multiplier, constant, priority and label.
///
/// A handle stands for one atomic constraint per attribute of its line and element of an
/// array target (`make.edges.equalTo(other)` is four). Read them from
/// ``Constraint/atomicConstraints``, or, as UIKit's `view.constraints`, from
/// ``LayoutView/constraints`` (the installed ones held by a view: by the nearest common
/// ancestor of their two items, a one-item constraint by its own view).
///
/// The values are live: they are read from the handle each time, so after
/// `handle.update(offset: 15)` the `constant` of an atomic constraint read earlier is 15.
///
/// The relation reads `firstItem.firstAttribute  relation  multiplier · secondItem.secondAttribute
/// + constant`, positions measured in the nearest common ancestor's coordinates (Auto Layout's
/// convention). Strut's differences from what Auto Layout would hold:
/// - a constant position target (`make.right.equalTo(-20)`) relates to the superview's
///   attribute (`centerX`/`centerY`: its `left`/`top`) with the constant `m · value + offset`;
/// - a constant size (`make.width.equalTo(100)`) has no second item, a multiplier of 1 and
///   the constant `m · value + offset` (Strut applies a multiplier to a constant target);
/// - an insets target relates to the superview's matching edge with the inset's constant.
public final class LayoutConstraint: Hashable, CustomStringConvertible {
  /// The DSL handle this atomic constraint belongs to.
  public let constraint: Constraint
  /// The constrained attribute.
  public let firstAttribute: LayoutAttribute
  /// Which element of an array target (0 otherwise).
  public let targetIndex: Int

  init(constraint: Constraint, firstAttribute: LayoutAttribute, targetIndex: Int) {
    self.constraint = constraint
    self.firstAttribute = firstAttribute
    self.targetIndex = targetIndex
  }

  /// The part as the handle describes it now (`nil` if it cannot be built, for example for a
  /// prepared constraint whose view has no superview, or the attribute was taken out of the
  /// handle by `updateConstraints`).
  private var part: AtomicPart? {
    guard case .success(let built) = constraint.build(recordingParts: true) else { return nil }
    return built.parts.first { $0.firstAttribute == firstAttribute && $0.leaf == targetIndex }
  }

  /// The constrained view or guide (`nil` once deallocated).
  public var firstItem: LayoutItem? { constraint.item }
  /// What it is related to: a view or guide, the superview for constant positions and insets,
  /// `nil` for a constant size.
  public var secondItem: LayoutItem? { part?.secondItem }
  /// The attribute of ``secondItem`` (`nil` when there is none: UIKit's `notAnAttribute`).
  public var secondAttribute: LayoutAttribute? { part?.secondAttribute }
  /// The relation.
  public var relation: Relation { constraint.relation }
  /// The multiplier of the second attribute (1 without a second item).
  public var multiplier: CGFloat { CGFloat(part?.multiplier ?? constraint.multiplier) }
  /// The constant (with SnapKit's inset signs applied, mirrored for right-to-left
  /// leading/trailing as Auto Layout mirrors it).
  public var constant: CGFloat { CGFloat(part?.constant ?? 0) }
  /// The priority.
  public var priority: Priority { constraint.priority }
  /// The label given with `labeled(_:)` (UIKit's `identifier`).
  public var label: String? { constraint.label }
  /// UIKit's name for ``label``.
  public var identifier: String? { label }
  /// Whether it is installed: its handle is active and still covers this attribute.
  public var isActive: Bool {
    constraint.isActive && constraint.attributeList.contains(firstAttribute)
  }

  /// The view that holds it, as UIKit's `view.constraints` would: the nearest common ancestor
  /// of the two items (a guide counting as its owning view), or the item's own view.
  var holder: LayoutView? {
    guard let first = firstItem else { return nil }
    guard let second = secondItem else { return first.asView ?? first.container }
    guard let ancestor = nearestCommonAncestor(first, second) else { return nil }
    return ancestor.asView ?? ancestor.container
  }

  /// `view.right == root.right - 20` with priority, label and location, as the handle
  /// describes this attribute.
  public var description: String {
    guard case .success(let built) = constraint.build(describing: true),
      let index = built.parts.firstIndex(where: {
        $0.firstAttribute == firstAttribute && $0.leaf == targetIndex
      }),
      index < built.descriptions.count
    else { return constraint.description }
    return built.descriptions[index]
  }

  /// The same handle, attribute and target element.
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
    lhs.constraint === rhs.constraint && lhs.firstAttribute == rhs.firstAttribute
      && lhs.targetIndex == rhs.targetIndex
  }

  /// Hashes the handle's identity, the attribute and the target element.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(constraint))
    hasher.combine(firstAttribute)
    hasher.combine(targetIndex)
  }
}

/// What one solver constraint of a handle relates, as Auto Layout would show it (made by the
/// general build path when describing).
struct AtomicPart {
  /// The constrained attribute.
  let firstAttribute: LayoutAttribute
  /// The element of an array target (0 otherwise).
  let leaf: Int
  /// The related item (`nil` for a constant size).
  let secondItem: LayoutItem?
  /// The related attribute (`nil` for a constant size).
  let secondAttribute: LayoutAttribute?
  /// The multiplier of the second attribute.
  let multiplier: Double
  /// The constant.
  let constant: Double

  /// What `updateConstraints` matches on, with the relation: the attribute and what it is
  /// related to (numbers aside).
  func sameRelata(as other: AtomicPart) -> Bool {
    firstAttribute == other.firstAttribute && secondItem === other.secondItem
      && secondAttribute == other.secondAttribute
  }
}

extension Constraint {
  /// The atomic constraints this handle stands for, one per attribute and array element
  /// (SnapKit's `layoutConstraints`; Strut's ``layoutConstraints`` are the solver's). Empty
  /// when the handle cannot be built (see ``lastDiagnostic``).
  public var atomicConstraints: [LayoutConstraint] {
    guard case .success(let built) = build(recordingParts: true) else { return [] }
    return built.parts.map {
      LayoutConstraint(constraint: self, firstAttribute: $0.firstAttribute, targetIndex: $0.leaf)
    }
  }

  /// The atomic parts as the handle describes them now (`nil` when it cannot be built).
  var atomicParts: [AtomicPart]? {
    guard case .success(let built) = build(recordingParts: true) else { return nil }
    return built.parts
  }
}

extension LayoutView {
  /// The installed atomic constraints this view holds, as UIKit's `view.constraints`: those
  /// whose items' nearest common ancestor is this view (a guide counting as its owning view),
  /// and the one-item ones (constant sizes) of this view. In the order they were made.
  /// DSL constraints only (not the implicit content-size ones).
  public var constraints: [LayoutConstraint] {
    guard let engine = existingTreeEngine else { return [] }
    var result: [LayoutConstraint] = []
    for handle in engine.installedHandles {
      for atomic in handle.atomicConstraints where atomic.holder === self {
        result.append(atomic)
      }
    }
    return result
  }
}

extension LayoutEngine {
  /// The DSL handles installed in this engine, in the order they were made.
  var installedHandles: [Constraint] {
    var handles: [Constraint] = []
    for group in groups where group.isBatch {
      for handle in group.handles where handle.group === group { handles.append(handle) }
    }
    handles.sort { $0.serial < $1.serial }
    return handles
  }
}
