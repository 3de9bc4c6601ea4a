import Foundation

/// What a `makeConstraints` closure receives: `make.top`, `make.edges`, … start constraints.
public final class ConstraintMaker {
  /// The view or guide being constrained.
  public var item: LayoutItem { itemLink.takeUnretainedValue() }
  /// The item, unretained: the caller of `makeConstraints` holds it for the whole call, and a
  /// maker that outlives its call (kept by the closure) holds it in ``keptItem``. A maker
  /// that did not is parked in its engine for the next call (``reuse(for:)``) and holds
  /// nothing.
  @exclusivity(unchecked) private var itemLink: Unmanaged<LayoutItem>
  /// The item, for a maker kept beyond its call.
  @exclusivity(unchecked) private var keptItem: LayoutItem?

  /// The item's reference, read without retaining the item.
  var itemReference: LayoutItemReference {
    @inline(__always) get { itemLink._withUnsafeGuaranteedRef { $0.reference } }
  }
  // The first handles described, in order (a `makeConstraints` closure usually describes a
  // handful): no list grows while the closure runs, and the call's list is made once, at its
  // exact size, when it ends (an array literal, the standard library's cheapest allocation).
  @exclusivity(unchecked) private var slot0: Constraint?
  @exclusivity(unchecked) private var slot1: Constraint?
  @exclusivity(unchecked) private var slot2: Constraint?
  @exclusivity(unchecked) private var slot3: Constraint?
  @exclusivity(unchecked) private var slot4: Constraint?
  @exclusivity(unchecked) private var slot5: Constraint?
  /// How many of the slots are used.
  @exclusivity(unchecked) private var slotCount = 0
  /// The handles described after the slots were full.
  @exclusivity(unchecked) private var overflow: [Constraint] = []
  /// Attribute chains started, and relations made.
  @usableFromInline @exclusivity(unchecked) var startedCount = 0
  @exclusivity(unchecked) var relatedCount = 0

  init(item: LayoutItem) {
    itemLink = Unmanaged.passUnretained(item)
  }

  /// Makes a parked maker ready for a call on `item` (the state of a new maker: its slots
  /// were emptied by ``takeHandles()``).
  func reuse(for item: LayoutItem) {
    itemLink = Unmanaged.passUnretained(item)
    startedCount = 0
    relatedCount = 0
  }

  /// Keeps the item alive for as long as the maker (the closure kept the maker or a chain).
  func keepItem() {
    keptItem = item
  }

  /// Attribute chains started and never related (a chain related twice counts once too
  /// often, so this can miss one; it never reports a false positive).
  var danglingCount: Int { max(0, startedCount - relatedCount) }

  /// Starts a constraint on `attributes` (inlined into the caller's closure: the chain is
  /// then made and dropped there without a call or reference counting).
  @inlinable
  func start(_ attributes: AttributeList) -> ConstraintMakerExtendable {
    startedCount += 1
    return ConstraintMakerExtendable(maker: self, attributes: attributes)
  }

  /// Records a described constraint.
  func finish(_ handle: Constraint) {
    relatedCount += 1
    switch slotCount {
    case 0: slot0 = handle
    case 1: slot1 = handle
    case 2: slot2 = handle
    case 3: slot3 = handle
    case 4: slot4 = handle
    case 5: slot5 = handle
    default:
      overflow.append(handle)
      return
    }
    slotCount += 1
  }

  /// The constraints described so far, in order, as a new list; the maker keeps none of them
  /// (each is moved out of its slot).
  func takeHandles() -> [Constraint] {
    let count = slotCount
    slotCount = 0
    switch count {
    case 0:
      return []
    case 1:
      return [slot0.take()!]
    case 2:
      return [slot0.take()!, slot1.take()!]
    case 3:
      return [slot0.take()!, slot1.take()!, slot2.take()!]
    case 4:
      return [slot0.take()!, slot1.take()!, slot2.take()!, slot3.take()!]
    case 5:
      return [slot0.take()!, slot1.take()!, slot2.take()!, slot3.take()!, slot4.take()!]
    default:
      var all = [
        slot0.take()!, slot1.take()!, slot2.take()!, slot3.take()!, slot4.take()!,
        slot5.take()!,
      ]
      if !overflow.isEmpty {
        all.append(contentsOf: overflow)
        overflow = []
      }
      return all
    }
  }
}

/// An attribute chain that can grow (`make.top.left`) and be related: `equalTo`,
/// `lessThanOrEqualTo`, `greaterThanOrEqualTo`, and their `…ToSuperview` forms.
public struct ConstraintMakerExtendable {
  @usableFromInline let maker: ConstraintMaker
  @usableFromInline var attributes: AttributeList

  @inlinable
  init(maker: ConstraintMaker, attributes: AttributeList) {
    self.maker = maker
    self.attributes = attributes
  }

  /// Creates the handle for a relation.
  func relate(
    _ relation: Relation, _ target: ConstraintTargetValue,
    problem: (LayoutDiagnostic.Kind, String)?, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    let handle = Constraint(
      itemReference: maker.itemReference, attributes: attributes, relation: relation,
      target: target,
      file: file, line: line)
    handle.describedProblem = problem
    maker.finish(handle)
    return ConstraintMakerEditable(handle)
  }

  /// Relates to a target, with the problem of an unsupported target type recorded.
  @usableFromInline
  func relate(
    _ relation: Relation, to target: any ConstraintRelatableTarget, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    // The target value is made straight into the handle (a single target, the common case,
    // needs no check).
    let handle = Constraint(
      itemReference: maker.itemReference, attributes: attributes, relation: relation,
      targetOf: target,
      file: file, line: line)
    if handle.hasEmptyListTarget {
      handle.describedProblem = (.incompatibleAttributes, "unsupported or empty target \(target)")
    }
    maker.finish(handle)
    return ConstraintMakerEditable(handle)
  }

  /// Relates to every element of a list of targets.
  func relate(
    _ relation: Relation, toEach targets: [any ConstraintRelatableTarget], _ file: String,
    _ line: UInt
  ) -> ConstraintMakerEditable {
    relate(
      relation, resolved: .list(targets.map(\.constraintTargetValue)), "\(targets)", file, line)
  }

  /// Relates to resolved targets; none at all is reported as a problem.
  private func relate(
    _ relation: Relation, resolved target: ConstraintTargetValue,
    _ text: @autoclosure () -> String, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    let problem: (LayoutDiagnostic.Kind, String)? =
      target.leafCount == 0
      ? (.incompatibleAttributes, "unsupported or empty target \(text())") : nil
    return relate(relation, target, problem: problem, file, line)
  }

  /// Relates to the superview (the owning view of a guide) itself: what the closure form
  /// gives with `{ $0 }`, without calling a closure and opening its result.
  @usableFromInline
  func relateToSuperview(
    _ relation: Relation, _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    guard let superviewLink = maker.item.containerLink else {
      return relate(
        relation, .list([]),
        problem: (.noSuperview, "\(maker.item.displayName) has no superview"), file, line)
    }
    // The superview is reached unretained (the constrained item's container link): only its
    // reference goes into the target.
    let target = superviewLink._withUnsafeGuaranteedRef {
      ConstraintTargetValue.item(ConstraintItem(reference: $0.reference, attributes: []))
    }
    let handle = Constraint(
      itemReference: maker.itemReference, attributes: attributes, relation: relation,
      target: target,
      file: file, line: line)
    maker.finish(handle)
    return ConstraintMakerEditable(handle)
  }

  /// Relates to what `closure` returns for the superview (the owning view of a guide).
  func relateToSuperview(
    _ relation: Relation, _ closure: (LayoutView) -> any ConstraintRelatableTarget,
    _ file: String, _ line: UInt
  ) -> ConstraintMakerEditable {
    guard let superview = maker.item.container else {
      return relate(
        relation, .list([]),
        problem: (.noSuperview, "\(maker.item.displayName) has no superview"), file, line)
    }
    return relate(relation, to: closure(superview), file, line)
  }

  /// `attributes == target` (numbers, sizes, points, insets, views, guides, items, arrays).
  @inlinable @discardableResult
  public func equalTo(
    _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, to: other, file, line)
  }

  /// `attributes == each target` (Masonry: one constraint per element).
  @discardableResult
  public func equalTo(
    _ others: [any ConstraintRelatableTarget], _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.equal, toEach: others, file, line)
  }

  /// `attributes == superview's attributes`, or what `closure` returns for the superview.
  @discardableResult
  public func equalToSuperview(
    _ closure: (LayoutView) -> any ConstraintRelatableTarget = { $0 },
    _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.equal, closure, file, line)
  }

  /// `attributes == superview's attributes` (the form without a closure, which calls
  /// `equalToSuperview()` picks; the same constraint as `{ $0 }`).
  @inlinable @discardableResult
  public func equalToSuperview(
    _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.equal, file, line)
  }

  /// `attributes <= target`.
  @inlinable @discardableResult
  public func lessThanOrEqualTo(
    _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, to: other, file, line)
  }

  /// `attributes <= each target`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ others: [any ConstraintRelatableTarget], _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.lessThanOrEqual, toEach: others, file, line)
  }

  /// `attributes <= superview's attributes` (or the closure's target).
  @discardableResult
  public func lessThanOrEqualToSuperview(
    _ closure: (LayoutView) -> any ConstraintRelatableTarget = { $0 },
    _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.lessThanOrEqual, closure, file, line)
  }

  /// `attributes <= superview's attributes` (the form without a closure, which calls
  /// `lessThanOrEqualToSuperview()` picks; the same constraint as `{ $0 }`).
  @inlinable @discardableResult
  public func lessThanOrEqualToSuperview(
    _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.lessThanOrEqual, file, line)
  }

  /// `attributes >= target`.
  @inlinable @discardableResult
  public func greaterThanOrEqualTo(
    _ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, to: other, file, line)
  }

  /// `attributes >= each target`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ others: [any ConstraintRelatableTarget], _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relate(.greaterThanOrEqual, toEach: others, file, line)
  }

  /// `attributes >= superview's attributes` (or the closure's target).
  @discardableResult
  public func greaterThanOrEqualToSuperview(
    _ closure: (LayoutView) -> any ConstraintRelatableTarget = { $0 },
    _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.greaterThanOrEqual, closure, file, line)
  }

  /// `attributes >= superview's attributes` (the form without a closure, which calls
  /// `greaterThanOrEqualToSuperview()` picks; the same constraint as `{ $0 }`).
  @inlinable @discardableResult
  public func greaterThanOrEqualToSuperview(
    _ file: String = #fileID, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relateToSuperview(.greaterThanOrEqual, file, line)
  }
}

extension ConstraintMakerExtendable {
  /// The chain with more attributes.
  func extend(_ more: AttributeList) -> ConstraintMakerExtendable {
    var extended = self
    extended.attributes = attributes.appending(more)
    return extended
  }
}

/// SnapKit's name for a chain that can be related (here the same type as the extendable one).
public typealias ConstraintMakerRelatable = ConstraintMakerExtendable
