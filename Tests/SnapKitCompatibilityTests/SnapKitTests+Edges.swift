// SnapKit's tests of composite targets, layout guides, labels and priorities (see
// SnapKitTests.swift for the port's rules).

import Foundation
import Strut
import Testing

extension SnapKitTests {
  @Test func testEdgesToEdges() {
    var fromAttributes = Set<LayoutAttribute>()
    var toAttributes = Set<LayoutAttribute>()

    let view = View()
    self.container.addSubview(view)

    view.snp.remakeConstraints { (make) -> Void in
      make.edges.equalTo(self.container.snp.edges)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    for constraint in container.snp_constraints {  // Port: cast dropped.
      fromAttributes.insert(constraint.firstAttribute)
      toAttributes.insert(constraint.secondAttribute!)  // Port: optional (UIKit: notAnAttribute).
    }

    #expect(fromAttributes == [.top, .left, .bottom, .right])
    #expect(toAttributes == [.top, .left, .bottom, .right])
  }

  @Test func testDirectionalEdgesToDirectionalEdges() {
    var fromAttributes = Set<LayoutAttribute>()
    var toAttributes = Set<LayoutAttribute>()

    let view = View()
    self.container.addSubview(view)

    view.snp.remakeConstraints { (make) -> Void in
      make.directionalEdges.equalTo(self.container.snp.directionalEdges)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    for constraint in container.snp_constraints {  // Port: cast dropped.
      fromAttributes.insert(constraint.firstAttribute)
      toAttributes.insert(constraint.secondAttribute!)  // Port: optional (UIKit: notAnAttribute).
    }

    #expect(fromAttributes == [.top, .leading, .bottom, .trailing])
    #expect(toAttributes == [.top, .leading, .bottom, .trailing])
  }

  // Port: `#if canImport(UIKit)` removed around the next three tests (they run here).
  @Test func testEdgesToMargins() {
    var fromAttributes = Set<LayoutAttribute>()
    var toAttributes = Set<LayoutAttribute>()

    let view = View()
    self.container.addSubview(view)

    view.snp.remakeConstraints { (make) -> Void in
      make.edges.equalTo(self.container.snp.margins)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    for constraint in container.snp_constraints {  // Port: cast dropped.
      fromAttributes.insert(constraint.firstAttribute)
      toAttributes.insert(constraint.secondAttribute!)  // Port: optional (UIKit: notAnAttribute).
    }

    #expect(fromAttributes == [.top, .left, .bottom, .right])
    #expect(toAttributes == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])

    fromAttributes.removeAll()
    toAttributes.removeAll()

    view.snp.remakeConstraints { (make) -> Void in
      make.margins.equalTo(self.container.snp.edges)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    for constraint in container.snp_constraints {  // Port: cast dropped.
      fromAttributes.insert(constraint.firstAttribute)
      toAttributes.insert(constraint.secondAttribute!)  // Port: optional (UIKit: notAnAttribute).
    }

    #expect(toAttributes == [.top, .left, .bottom, .right])
    #expect(fromAttributes == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
  }

  @Test func testDirectionalEdgesToDirectionalMargins() {
    var fromAttributes = Set<LayoutAttribute>()
    var toAttributes = Set<LayoutAttribute>()

    let view = View()
    self.container.addSubview(view)

    view.snp.remakeConstraints { (make) -> Void in
      make.directionalEdges.equalTo(self.container.snp.directionalMargins)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    for constraint in container.snp_constraints {  // Port: cast dropped.
      fromAttributes.insert(constraint.firstAttribute)
      toAttributes.insert(constraint.secondAttribute!)  // Port: optional (UIKit: notAnAttribute).
    }

    #expect(fromAttributes == [.top, .leading, .bottom, .trailing])
    #expect(toAttributes == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])

    fromAttributes.removeAll()
    toAttributes.removeAll()

    view.snp.remakeConstraints { (make) -> Void in
      make.directionalMargins.equalTo(self.container.snp.directionalEdges)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    for constraint in container.snp_constraints {  // Port: cast dropped.
      fromAttributes.insert(constraint.firstAttribute)
      toAttributes.insert(constraint.secondAttribute!)  // Port: optional (UIKit: notAnAttribute).
    }

    #expect(toAttributes == [.top, .leading, .bottom, .trailing])
    #expect(fromAttributes == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
  }

  @Test func testLayoutGuideConstraints() {
    let vc = UIViewController()  // Port: the shim's view controller (UIKitShim.swift).
    vc.view = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))  // Port: UIView.

    vc.view.addSubview(self.container)

    self.container.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(vc.topLayoutGuide.snp.bottom)
      make.bottom.equalTo(vc.bottomLayoutGuide.snp.top)
    }

    #expect(vc.view.snp_constraints.count == 2, "Should have 2 constraints installed")
  }
  // Port: the `#endif` of the removed `#if canImport(UIKit)`.

  @Test func testCanSetLabel() {
    self.container.snp.setLabel("Hello World")

    #expect(self.container.snp.label() == "Hello World")
  }

  @Test func testPriorityShortcuts() {
    let view = View()
    self.container.addSubview(view)

    // Port: `.priority` → `.priority.value`: SnapKit reads UIKit's priority as a `Float`
    // through `AnyObject` member lookup, which Linux does not have.
    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(.required)
    }
    #expect(self.container.snp_constraints.count == 1, "Should have 1 constraint")
    #expect(
      self.container.snp_constraints.first?.priority.value == ConstraintPriority.required.value)

    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(.low)
    }
    #expect(self.container.snp_constraints.count == 1, "Should have 1 constraint")
    #expect(self.container.snp_constraints.first?.priority.value == ConstraintPriority.low.value)

    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1)
    }
    #expect(self.container.snp_constraints.count == 1, "Should have 1 constraint")
    #expect(
      self.container.snp_constraints.first?.priority.value == ConstraintPriority.low.value + 1)
  }

  @Test func testPriorityStride() {
    let highPriority: ConstraintPriority = .high
    let higherPriority: ConstraintPriority = ConstraintPriority.high.advanced(by: 1)
    #expect(higherPriority.value == highPriority.value + 1)
  }
}
