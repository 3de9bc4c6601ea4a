import Foundation
import Testing

@testable import Strut

/// Every single and composite attribute, margins, directions and baselines.
@Suite struct AttributeTests {
  /// A 200×100 box at (50, 60) in a 320×480 root; `body` constrains `probe` against it.
  private func layout(
    _ backend: Backend = .cassowary, direction: LayoutDirection = .inherit,
    _ body: (ConstraintMaker, LayoutView) -> Void
  ) -> (probe: LayoutView, root: LayoutView) {
    let root = makeRoot(backend)
    root.layoutDirection = direction
    let box = addView("box", to: root)
    box.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    box.snp.makeConstraints { make in
      make.left.equalTo(50)
      make.top.equalTo(60)
      make.width.equalTo(200)
      make.height.equalTo(100)
    }
    let probe = addView("probe", to: box)
    probe.snp.makeConstraints { make in body(make, box) }
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.isEmpty)
    return (probe, root)
  }

  @Test(arguments: Backend.allCases)
  func edgesAndSize(backend: Backend) {
    let (probe, _) = layout(backend) { make, _ in make.edges.equalToSuperview() }
    #expect(same(probe.frame, rect(0, 0, 200, 100)))
    let (second, _) = layout(backend) { make, _ in
      make.horizontalEdges.equalToSuperview().inset(10)
      make.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
    }
    #expect(same(second.frame, rect(10, 1, 180, 97)))
  }

  @Test func centerAndSize() {
    let (probe, _) = layout { make, _ in
      make.center.equalToSuperview()
      make.size.equalTo(CGSize(width: 40, height: 20))
    }
    #expect(same(probe.frame, rect(80, 40, 40, 20)))
    let (offset, _) = layout { make, _ in
      make.center.equalToSuperview().offset(CGFloat(5))
      make.size.equalToSuperview().dividedBy(2)
    }
    #expect(same(offset.frame, rect(55, 30, 100, 50)))
  }

  @Test func pointTargetIsAPositionInTheSuperview() {
    let (probe, _) = layout { make, _ in
      make.center.equalTo(CGPoint(x: 30, y: 40))
      make.size.equalTo(10)
    }
    #expect(same(probe.frame, rect(25, 35, 10, 10)))
  }

  // Until issue 16 a constant right/bottom was measured from the superview's left/top
  // (`right.equalTo(150)` at x = 150). It is now measured from the superview's same attribute,
  // as in SnapKit and Masonry: the box is 200 × 100, so right −50 is x = 150 and bottom −20
  // is y = 80.
  @Test func constantPositionsAreMeasuredFromTheSuperviewsSameAttribute() {
    let (probe, _) = layout { make, _ in
      make.right.equalTo(-50)
      make.bottom.equalTo(-20)
      make.width.height.equalTo(10)
    }
    #expect(same(probe.frame, rect(140, 70, 10, 10)))
  }

  @Test func margins() {
    let (probe, _) = layout { make, box in make.edges.equalTo(box.snp.margins) }
    #expect(same(probe.frame, rect(10, 5, 170, 80)))
    let (single, _) = layout { make, box in
      make.left.equalTo(box.snp.leftMargin)
      make.right.equalTo(box.snp.rightMargin)
      make.top.equalTo(box.snp.topMargin)
      make.bottom.equalTo(box.snp.bottomMargin)
    }
    #expect(same(single.frame, rect(10, 5, 170, 80)))
    let (guide, _) = layout { make, box in make.edges.equalTo(box.layoutMarginsGuide) }
    #expect(same(guide.frame, rect(10, 5, 170, 80)))
    let (own, _) = layout { make, _ in
      make.margins.equalToSuperview()
    }
    // Each side uses its own item's margins: the probe's margins rectangle (8 inside it)
    // equals the box's margins rectangle.
    #expect(same(own.frame, rect(2, -3, 186, 96)))
  }

  @Test func centerWithinMargins() {
    let (probe, _) = layout { make, box in
      make.center.equalTo(box.snp.centerWithinMargins)
      make.size.equalTo(10)
    }
    // Margins rectangle: x 10…180, y 5…85 → centre (95, 45).
    #expect(same(probe.frame, rect(90, 40, 10, 10)))
    let (within, _) = layout { make, _ in
      make.centerXWithinMargins.equalToSuperview()
      make.centerYWithinMargins.equalToSuperview()
      make.size.equalTo(10)
    }
    // The probe's own margins are 8 on each side, so its centre within margins is its centre.
    #expect(same(within.frame, rect(90, 40, 10, 10)))
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func leadingAndTrailing(direction: LayoutDirection) {
    let (probe, _) = layout(direction: direction) { make, _ in
      make.leading.equalToSuperview().offset(10)
      make.width.equalTo(50)
      make.top.height.equalTo(10)
    }
    #expect(near(probe.frame.minX, (direction == .leftToRight ? 10 : 140)))
    let (edges, _) = layout(direction: direction) { make, _ in
      make.directionalEdges.equalToSuperview().inset(
        DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
    }
    #expect(
      same(edges.frame, direction == .leftToRight ? rect(10, 1, 160, 97) : rect(30, 1, 160, 97)))
    let (horizontal, _) = layout(direction: direction) { make, box in
      make.directionalHorizontalEdges.equalTo(box.snp.directionalMargins)
      make.directionalVerticalEdges.equalToSuperview()
    }
    // Margins left 10, right 20 whatever the direction: leading/trailing map to them.
    #expect(same(horizontal.frame, rect(10, 0, 170, 100)))
    let (margins, _) = layout(direction: direction) { make, box in
      make.leadingMargin.equalTo(box.snp.leadingMargin)
      make.trailingMargin.equalTo(box.snp.trailingMargin)
      make.top.bottom.equalToSuperview()
    }
    // The probe's margins are 8 on each side.
    #expect(same(margins.frame, rect(2, 0, 186, 100)))
  }

  @Test func directionalMarginsFollowDirection() {
    let view = LayoutView()
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    view.layoutDirection = .rightToLeft
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 0)
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
  }

  @Test func changingDirectionRelaysOut() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(10)
      make.width.equalTo(50)
      make.top.height.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(near(view.frame.minX, 10))
    root.layoutDirection = .rightToLeft
    root.layoutIfNeeded()
    #expect(near(view.frame.minX, 260))
  }

  @Test func mixingLeftWithLeadingIsRefused() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in make.left.equalTo(root.snp.leading) }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.incompatibleAttributes])
  }

  @Test(arguments: Backend.allCases)
  func baselines(backend: Backend) {
    let root = makeRoot(backend)
    let first = addView("first", to: root)
    let second = addView("second", to: root)
    first.firstBaselineOffsetFromTop = 15
    first.lastBaselineOffsetFromBottom = 4
    first.snp.makeConstraints { make in
      make.left.top.equalTo(10)
      make.size.equalTo(CGSize(width: 50, height: 40))
    }
    second.snp.makeConstraints { make in
      make.firstBaseline.equalTo(first.snp.firstBaseline)
      make.left.equalTo(100)
      make.size.equalTo(20)
    }
    root.layoutIfNeeded()
    // second has no offsets: its baselines are its bottom edge.
    #expect(near(second.frame.maxY, 25))
    second.snp.remakeConstraints { make in
      make.lastBaseline.equalTo(first.snp.lastBaseline)
      make.left.equalTo(100)
      make.size.equalTo(20)
    }
    root.layoutIfNeeded()
    #expect(near(second.frame.maxY, 46))
    // Changing an offset re-derives the constraints that use it.
    first.lastBaselineOffsetFromBottom = 10
    root.layoutIfNeeded()
    #expect(near(second.frame.maxY, 40))
  }

  @Test func multiplierOnSuperviewEdgeIsRelativeToTheSuperview() {
    let (probe, _) = layout { make, _ in
      make.left.equalToSuperview()
      make.right.equalToSuperview().multipliedBy(0.5)
      make.top.bottom.equalToSuperview()
    }
    // The box is at x = 50, but the half is of the box's own width.
    #expect(same(probe.frame, rect(0, 0, 100, 100)))
  }

  @Test func multiplierBetweenCousinsUsesTheCommonAncestor() {
    let root = makeRoot()
    let left = addView("left", to: root)
    let right = addView("right", to: root)
    for (view, x) in [(left, 20), (right, 100)] {
      view.snp.makeConstraints { make in
        make.left.equalTo(x)
        make.top.equalTo(10)
        make.size.equalTo(60)
      }
    }
    let a = addView("a", to: left)
    let b = addView("b", to: right)
    b.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    a.snp.makeConstraints { make in
      // In root coordinates b.centerX = 130: a.centerX == 65.
      make.centerX.equalTo(b).multipliedBy(0.5)
      make.top.equalToSuperview()
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(a.frame.midX + left.frame.minX == 65)
  }

  @Test func widthToHeightIsAllowed() {
    let (probe, _) = layout { make, box in
      make.width.equalTo(box.snp.height).multipliedBy(0.5)
      make.height.equalTo(make.item.snp.width)
      make.left.top.equalToSuperview()
    }
    #expect(same(probe.frame, rect(0, 0, 50, 50)))
  }

  @Test func everySingleAttributeHasAnItem() {
    let view = LayoutView()
    let items: [ConstraintItem] = [
      view.snp.left, view.snp.right, view.snp.top, view.snp.bottom, view.snp.leading,
      view.snp.trailing, view.snp.width, view.snp.height, view.snp.centerX, view.snp.centerY,
      view.snp.firstBaseline, view.snp.lastBaseline, view.snp.leftMargin, view.snp.rightMargin,
      view.snp.topMargin, view.snp.bottomMargin, view.snp.leadingMargin,
      view.snp.trailingMargin, view.snp.centerXWithinMargins, view.snp.centerYWithinMargins,
    ]
    #expect(items.map { $0.attributes[0] } == LayoutAttribute.allCases)
    #expect(view.snp.edges.attributes == [.top, .left, .bottom, .right])
    #expect(view.snp.directionalEdges.attributes == [.top, .leading, .bottom, .trailing])
    #expect(view.snp.margins.attributes == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
    #expect(view.snp.baseline.attributes == [.lastBaseline])
  }

  @Test func chainingCollectsAttributes() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.top.left.equalToSuperview().offset(5)
      make.width.height.equalTo(7)
    }
    #expect(view.snp.constraints.map(\.attributes) == [[.top, .left], [.width, .height]])
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(5, 5, 7, 7)))
  }
}
