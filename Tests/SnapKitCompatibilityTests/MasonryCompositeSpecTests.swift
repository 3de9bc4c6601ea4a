// What Masonry's MASCompositeConstraintSpec and the distribution tests of
// NSArray+MASAdditionsSpec check about behaviour, as tests of Strut's DSL (see
// MasonryConstraintSpecTests.swift for what has no Strut equivalent).

import Foundation
import Strut
import Testing

@Suite struct MasonryCompositeSpecTests {
  let superview = LayoutView()
  let view = LayoutView()
  let newView = LayoutView()

  init() {
    superview.addSubview(view)
    superview.addSubview(newView)
  }

  /// The atomic constraints of one prepared line on `view`.
  private func atomics(
    _ line: (ConstraintMaker) -> ConstraintMakerEditable
  ) -> [LayoutConstraint] {
    var handle: Constraint?
    view.snp.prepareConstraints { make in handle = line(make).constraint }
    return handle?.atomicConstraints ?? []
  }

  // testCompleteChildren (without Masonry's `sizeOffset`): each child relates to the same
  // attribute of the target, with the line's priority and multiplier.
  @Test func compositeChildrenShareTheModifiers() {
    let children = atomics { $0.size.greaterThanOrEqualTo(newView).multipliedBy(3).priorityLow() }
    #expect(children.map(\.firstAttribute) == [.width, .height])
    #expect(children.map(\.secondAttribute) == [.width, .height])
    #expect(children.allSatisfy { $0.secondItem === newView && $0.priority == .low })
    #expect(children.allSatisfy { $0.multiplier == 3 && $0.relation == .greaterThanOrEqual })
  }

  // testDoNotRemoveOnInstall (without `centerOffset`): installing keeps every child.
  @Test func installingKeepsEveryChild() {
    var handle: Constraint?
    view.snp.makeConstraints { make in
      handle = make.center.equalTo(newView).dividedBy(2).priorityHigh().constraint
    }
    let children = handle?.atomicConstraints ?? []
    #expect(children.count == 2)
    #expect(children.allSatisfy { $0.isActive && $0.multiplier == 0.5 && $0.priority == .high })
  }

  // testSpawnChildCompositeConstraints: an array target gives each attribute one constraint per
  // element.
  @Test func anArrayTargetOnACompositeSpawnsEveryPair() {
    let children = atomics { $0.size.lessThanOrEqualTo([2, newView]) }
    #expect(children.map(\.firstAttribute) == [.width, .width, .height, .height])
    #expect(children.map { $0.secondItem === newView } == [false, true, false, true])
    #expect(children.map(\.constant) == [2, 0, 2, 0])
  }

  // testModifyInsetsOnAppropriateChildren, testModifyInsetOnAppropriateChildren. Masonry
  // leaves baseline and width at 0; Strut follows SnapKit's rules (a baseline as the bottom,
  // a width less both sides).
  @Test(arguments: [
    (EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), [-4, 1, -3, 2, -3, -6] as [CGFloat]),
    (EdgeInsets(all: 1), [-1, 1, -1, 1, -1, -2]),
  ])
  func insetsModifyEachChildBySide(insets: EdgeInsets, expected: [CGFloat]) {
    let children = atomics {
      $0.right.top.bottom.left.lastBaseline.width.equalTo(superview).inset(insets)
    }
    #expect(children.map(\.constant) == expected)
  }

  // testAttributeChainingShouldCallDelegate: chaining on a composite adds to it.
  @Test func chainingOnACompositeAddsToIt() {
    #expect(
      atomics { $0.left.right.bottom.equalTo(newView) }.map(\.firstAttribute) == [
        .left, .right, .bottom,
      ])
  }
}

/// NSArray+MASAdditionsSpec's distribution tests. Masonry counts the constraints it keeps per
/// view (its own bookkeeping); what they decide is the layout, checked here on every backend.
/// Masonry raises for fewer than two views; Strut lays the one view out (documented).
@Suite struct MasonryDistributionSpecTests {
  /// Three views in a 200 × 100 root, distributed by `distribute`; their frames.
  private func frames(
    _ backend: Backend, _ distribute: ([LayoutView]) -> Void
  ) -> [CGRect] {
    let root = LayoutView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), solver: backend.makeSolver())
    let views = [LayoutView(), LayoutView(), LayoutView()]
    for view in views {
      root.addSubview(view)
      view.snp.makeConstraints { make in make.top.height.equalTo(10) }
    }
    distribute(views)
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.isEmpty)
    return views.map(\.frame)
  }

  // testDistributeViewsWithFixedSpacingShouldHaveCorrectNumberOfConstraints.
  @Test(arguments: Backend.allCases)
  func fixedSpacing(backend: Backend) {
    let placed = frames(backend) {
      $0.snp.distributeViewsAlong(
        axis: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
    }
    // (200 − 5 − 5 − 2 · 10) / 3 = 56.67 each.
    let width = (200.0 - 30) / 3
    for (index, frame) in placed.enumerated() {
      #expect(abs(frame.width - width) < 1e-6)
      #expect(abs(frame.minX - (5 + Double(index) * (width + 10))) < 1e-6)
    }
  }

  // testDistributeViewsWithFixedItemLengthShouldHaveCorrectNumberOfConstraints.
  @Test(arguments: Backend.allCases)
  func fixedItemLength(backend: Backend) {
    let placed = frames(backend) {
      $0.snp.distributeViewsAlong(
        axis: .horizontal, fixedItemLength: 30, leadSpacing: 5, tailSpacing: 5)
    }
    // The gaps share 200 − 5 − 5 − 3 · 30 = 100: 50 each.
    #expect(placed.map(\.minX).map { ($0 * 1e6).rounded() / 1e6 } == [5, 85, 165])
    #expect(placed.allSatisfy { abs($0.width - 30) < 1e-6 })
  }

  // testDistributeViews…ShouldFailWhenArrayContainsLessTwoViews: Masonry raises; Strut
  // places the one view.
  @Test(arguments: Backend.allCases)
  func oneView(backend: Backend) {
    let root = LayoutView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), solver: backend.makeSolver())
    let only = LayoutView()
    root.addSubview(only)
    only.snp.makeConstraints { make in make.top.height.equalTo(10) }
    [only].snp.distributeViewsAlong(
      axis: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.isEmpty)
    #expect(only.frame == CGRect(x: 5, y: 10, width: 190, height: 10))
  }
}
