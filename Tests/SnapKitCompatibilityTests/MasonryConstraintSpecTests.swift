// What Masonry's specs MASViewConstraintSpec and MASCompositeConstraintSpec check about
// behaviour, as tests of Strut's DSL: relations, targets (views, numbers, points, sizes,
// insets, arrays), priorities, multipliers, constants and installation. Masonry's checks of
// misuse that Swift's types rule out (a second relation on one line, a relation after
// chaining, an unsupported target such as `@{}`, a multiplier changed after installation)
// have no Strut equivalent: they do not compile (and `update(multiplier:)` changes the
// multiplier of an installed constraint, where Masonry raises). `sizeOffset` / `centerOffset` /
// `mas_offset(CGPoint)` are not offered by Strut (`offset` takes a number).

import Foundation
import Strut
import Testing

@Suite struct MasonryConstraintSpecTests {
  let superview = LayoutView()
  let view = LayoutView()
  let otherView = LayoutView()

  init() {
    superview.addSubview(view)
    superview.addSubview(otherView)
  }

  /// The atomic constraints of one prepared line on `item`.
  private func atomics(
    of item: LayoutView? = nil, _ line: (ConstraintMaker) -> ConstraintMakerEditable
  ) -> [LayoutConstraint] {
    var handle: Constraint?
    (item ?? view).snp.prepareConstraints { make in handle = line(make).constraint }
    return handle?.atomicConstraints ?? []
  }

  // testRelationCreateEqualConstraint, …GreaterThanOrEqual…, …LessThanOrEqual….
  @Test func relations() {
    let top = otherView.snp.top
    #expect(atomics { $0.top.equalTo(top) }.map(\.relation) == [.equal])
    #expect(atomics { $0.top.greaterThanOrEqualTo(top) }.map(\.relation) == [.greaterThanOrEqual])
    #expect(atomics { $0.top.lessThanOrEqualTo(top) }.map(\.relation) == [.lessThanOrEqual])
    #expect(atomics { $0.top.equalTo(top) }.first?.secondAttribute == .top)
  }

  // testRelationAcceptsView: the same attribute of the view.
  @Test func aViewTargetMeansTheSameAttribute() {
    let width = atomics { $0.width.equalTo(otherView) }
    #expect(width.first?.secondItem === otherView)
    #expect(width.first?.secondAttribute == .width)
  }

  // testRelationAcceptsNumber, testRelationAcceptsAutoboxedScalar, testInstallWidthAsConstant.
  @Test func aNumberForASizeIsAConstantOfTheViewAlone() {
    view.snp.makeConstraints { make in make.width.equalTo(42) }
    let width = view.constraints
    #expect(width.count == 1)
    #expect(width.first?.secondItem == nil)
    #expect(width.first?.secondAttribute == nil)
    #expect(width.first?.constant == 42)
    #expect(superview.constraints.isEmpty)
  }

  // testRelationAcceptsValueWithCGPoint, testRelationAcceptsAutoboxedCGPoint: centres take x
  // and y. Masonry gives a width 0 for a point; Strut refuses it (a size is not a point).
  @Test func pointTargets() {
    let point = CGPoint(x: 10, y: 20)
    #expect(atomics(of: otherView) { $0.centerX.equalTo(point) }.first?.constant == 10)
    #expect(atomics(of: otherView) { $0.centerY.equalTo(point) }.first?.constant == 20)
    otherView.snp.makeConstraints { make in make.width.equalTo(point) }
    #expect(otherView.snp.constraints.last?.lastDiagnostic?.kind == .incompatibleAttributes)
  }

  // testRelationAcceptsValueWithCGSize, testRelationAcceptsAutoboxedCGSize. Masonry gives
  // centerX 0 for a size; Strut refuses it (a position is not a size).
  @Test func sizeTargets() {
    let size = CGSize(width: 30, height: 40)
    #expect(atomics(of: otherView) { $0.width.equalTo(size) }.first?.constant == 30)
    #expect(atomics(of: otherView) { $0.height.equalTo(size) }.first?.constant == 40)
    otherView.snp.makeConstraints { make in make.centerX.equalTo(size) }
    #expect(otherView.snp.constraints.last?.lastDiagnostic?.kind == .positionAgainstSize)
  }

  // testRelationAcceptsValueWithEdgeInsets, testRelationAcceptsAutoboxedEdgeInsets: the
  // superview's edges inset (insets = top 10, left 20, bottom 30, right 40). Masonry gives
  // centerX 0; Strut (as SnapKit) (left − right) / 2 = −10.
  @Test func insetsTargets() {
    let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let expected: [(LayoutAttribute, CGFloat)] = [
      (.top, 10), (.left, 20), (.leading, 20), (.bottom, -30), (.right, -40), (.trailing, -40),
      (.centerX, -10),
    ]
    for (attribute, constant) in expected {
      let atomic = atomics(of: otherView) { $0.attribute(attribute).equalTo(insets) }.first
      #expect(atomic?.constant == constant, "\(attribute)")
      #expect(atomic?.secondItem === superview, "\(attribute)")
    }
  }

  // testRelationCreatesCompositeWithArrayOfViews: one atomic constraint per view, each with
  // the priority and offset.
  @Test func anArrayOfViewsGivesOneConstraintEach() {
    let views = [LayoutView(), LayoutView(), LayoutView()]
    for other in views { superview.addSubview(other) }
    let made = atomics { $0.width.equalTo(views).priorityMedium().offset(-10) }
    #expect(made.count == 3)
    for (index, child) in made.enumerated() {
      #expect(child.secondItem === views[index])
      #expect(child.firstAttribute == .width)
      #expect(child.secondAttribute == .width)
      #expect(child.priority == .medium)
      #expect(child.constant == -10)
    }
  }

  // testRelationCreatesCompositeWithArrayOfAttributes. Masonry pairs width with a left edge
  // (Auto Layout refuses it when installed); here the second attribute is a width.
  @Test func anArrayOfAttributesGivesOneConstraintEach() {
    let a = LayoutView()
    let b = LayoutView()
    superview.addSubview(a)
    superview.addSubview(b)
    let attributes = [a.snp.height, b.snp.width]
    let made = atomics { $0.width.equalTo(attributes).priority(60).offset(10) }
    #expect(
      made.map { $0.secondItem.map(ObjectIdentifier.init) } == [
        ObjectIdentifier(a), ObjectIdentifier(b),
      ])
    #expect(made.map(\.secondAttribute) == [.height, .width])
    #expect(made.allSatisfy { $0.firstAttribute == .width && $0.priority.value == 60 })
    #expect(made.allSatisfy { $0.constant == 10 })
  }

  // testPriorityHigh, testPriorityLow, testPriorityMedium.
  @Test func priorityShortcuts() {
    #expect(atomics { $0.width.equalTo(otherView).priorityHigh() }.first?.priority == .high)
    #expect(atomics { $0.width.equalTo(otherView).priorityLow() }.first?.priority == .low)
    #expect(atomics { $0.width.equalTo(otherView).priorityMedium() }.first?.priority == .medium)
  }

  // testMultiplierWithMultipliedBy, testMultiplierWithDividedBy.
  @Test func multipliers() {
    #expect(atomics { $0.width.equalTo(otherView).multipliedBy(5) }.first?.multiplier == 5)
    let divided = atomics { $0.width.equalTo(otherView).dividedBy(10) }.first?.multiplier ?? 0
    #expect(abs(divided - 0.1) < 1e-12)
  }

  // testAutoboxedConstantUpdateOffset (`mas_offset(42)` is `offset(42)`).
  @Test func offsetOfANewLine() {
    #expect(atomics { $0.width.equalTo(otherView).offset(42) }.first?.constant == 42)
  }

  // testConstantUpdateAfterConstraintCreated: the offset of an installed constraint changes.
  @Test func offsetAfterInstallation() {
    var handle: Constraint?
    view.snp.makeConstraints { make in handle = make.width.equalTo(otherView).constraint }
    handle?.update(offset: 10)
    #expect(superview.constraints.first?.constant == 10)
  }

  // testConstantUpdateSidesOffset, testAutoboxedConstantUpdateSidesOffset (Masonry's
  // `insets` / `mas_offset(insets)` are Strut's `inset(_:)`).
  @Test func insetModifierSigns() {
    let cases: [(LayoutAttribute, EdgeInsets, CGFloat)] = [
      (.centerY, EdgeInsets(all: 10), 0),
      (.top, EdgeInsets(top: 15, left: 10, bottom: 10, right: 10), 15),
      (.left, EdgeInsets(top: 10, left: 15, bottom: 10, right: 10), 15),
      (.bottom, EdgeInsets(top: 10, left: 10, bottom: 15, right: 10), -15),
      (.right, EdgeInsets(top: 10, left: 10, bottom: 10, right: 15), -15),
    ]
    for (attribute, insets, constant) in cases {
      let atomic = atomics(of: otherView) {
        $0.attribute(attribute).equalTo(superview).inset(insets)
      }
      #expect(atomic.first?.constant == constant, "\(attribute)")
    }
  }

  // testInstallLayoutConstraintOnCommit: every field of the installed constraint.
  @Test func installedConstraintFields() {
    view.snp.makeConstraints { make in
      make.width.equalTo(otherView.snp.height).multipliedBy(0.5).offset(10).priority(345)
    }
    let installed = superview.constraints
    #expect(installed.count == 1)
    let constraint = installed[0]
    #expect(constraint.firstAttribute == .width)
    #expect(constraint.secondAttribute == .height)
    #expect(constraint.firstItem === view)
    #expect(constraint.secondItem === otherView)
    #expect(constraint.relation == .equal)
    #expect(constraint.constant == 10)
    #expect(constraint.priority.value == 345)
    #expect(constraint.multiplier == 0.5)
  }

  // testInstallRelativeToSuperview: a constant baseline relates to the superview's baseline.
  @Test func aConstantBaselineIsRelativeToTheSuperviewsBaseline() {
    let subview = LayoutView()
    superview.addSubview(subview)
    subview.snp.makeConstraints { make in make.baseline.equalTo(10) }
    let constraint = superview.constraints[0]
    #expect(constraint.firstAttribute == .lastBaseline)
    #expect(constraint.secondAttribute == .lastBaseline)
    #expect(constraint.firstItem === subview)
    #expect(constraint.secondItem === superview)
    #expect(constraint.relation == .equal)
    #expect(constraint.constant == 10)
  }

  // testUninstallConstraint, MASCompositeConstraintSpec testUninstall and
  // testActivateDeactivate.
  @Test func uninstallAndReactivate() {
    var single: Constraint?
    var composite: Constraint?
    view.snp.makeConstraints { make in
      single = make.width.equalTo(otherView.snp.height).constraint
      composite = make.leading.trailing.equalTo(otherView).constraint
    }
    #expect(superview.constraints.count == 3)
    single?.deactivate()
    #expect(superview.constraints.count == 2)
    composite?.deactivate()
    #expect(superview.constraints.isEmpty)
    composite?.activate()
    #expect(superview.constraints.map(\.firstAttribute) == [.leading, .trailing])
  }
}
