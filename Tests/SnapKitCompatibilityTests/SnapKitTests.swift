// SnapKit's own test suite (Tests/SnapKitTests/Tests.swift of github.com/SnapKit/SnapKit,
// 31 tests), ported to Strut with mechanical changes only. Every change is marked with a
// `// Port:` comment giving the reason. The mechanical changes made throughout:
// - `import UIKit` / `import AppKit` / `@testable import SnapKit` → `import Strut` (plus
//   Foundation and Testing);
// - the `XCTestCase` class → a Swift Testing suite (a struct: a fresh `container` per test,
//   as XCTest makes a fresh test case object per test), `func testX()` → `@Test func testX()`;
// - `XCTAssertEqual(a, b, m)` → `#expect(a == b, m)`, `XCTAssertTrue(x)` / `XCTAssert(x)` →
//   `#expect(x)`, `XCTAssertNotNil(x)` → `#expect(x != nil)`;
// - `NSLayoutConstraint` → `LayoutConstraint` (Strut's read-only atomic constraint), and the
//   casts `as! [NSLayoutConstraint]` dropped (`snp_constraints` is already
//   `[LayoutConstraint]`: Linux has no `AnyObject` member lookup to read it untyped);
// - the tests split over four files (this one and three extensions of the suite); their
//   lines are otherwise kept as SnapKit wrote them (some exceed this project's 100 columns),
//   re-indented to two spaces.
// The UIKit pieces Strut does not have are in UIKitShim.swift, built on Strut's public API.
//
// Deliberate differences (see docs/dsl.md, "Migrating from SnapKit"): Strut refuses to relate
// a horizontal attribute to a vertical one (`make.left.equalTo(v2.snp.top)`), as Apple's Auto
// Layout Guide forbids, with an `incompatibleAttributes` diagnostic; UIKit installs it. Six
// tests write such a line only to count constraints: their counts are one lower, with the
// reason beside each.

import Foundation
import Strut
import Testing

// Port: `#if canImport(UIKit) … typealias View = UIView … #else … NSView #endif` → one
// branch.
typealias View = LayoutView
extension View {
  // Port: `[AnyObject]` → `[LayoutConstraint]` (see the header); UIKit's `self.constraints`
  // is Strut's `LayoutView.constraints`. The name is SnapKit's test helper's, kept as written.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var snp_constraints: [LayoutConstraint] {
    // Port: `.filter { $0 is LayoutConstraint }` dropped: always true for
    // `[LayoutConstraint]` (the compiler warns).
    return self.constraints
      .filter { $0.isActive }
  }
}

@Suite struct SnapKitTests {
  let container = View()

  // Port: `setUp()` and `tearDown()` only called `super`; Swift Testing has neither.

  /// Port (not in SnapKit): the kinds of the diagnostics recorded on `view`'s tree, to show
  /// why a cross-axis line is not counted.
  func diagnosticKinds(_ view: View) -> [LayoutDiagnostic.Kind] {
    view.layoutEngine.diagnostics.map(\.kind)
  }

  @Test func testMakeConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    v1.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
      return
    }

    // Port: 2 → 1: `left == v2.top` relates a horizontal attribute to a vertical one; Strut
    // refuses it (incompatibleAttributes), UIKit installs it.
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints installed")
    #expect(diagnosticKinds(container) == [.incompatibleAttributes])  // Port: the reason.

    v2.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(v1)
      return
    }

    // Port: 6 → 5, for the refused cross-axis line above.
    #expect(self.container.snp_constraints.count == 5, "Should have 6 constraints installed")
  }

  @Test func testHorizontalVerticalEdges() {
    let v1 = View()
    self.container.addSubview(v1)

    v1.snp.makeConstraints { (make) -> Void in
      make.verticalEdges.equalToSuperview()
      make.horizontalEdges.equalToSuperview()
      return
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints installed")

    #expect(container.constraints.count == 4)
    #expect(
      container.constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === v1.superview })
    #expect(
      container.constraints.first { $0.firstAttribute == .left && $0.secondAttribute == .left }
        != nil)
    #expect(
      container.constraints.first { $0.firstAttribute == .right && $0.secondAttribute == .right }
        != nil)
    #expect(
      container.constraints.first { $0.firstAttribute == .top && $0.secondAttribute == .top } != nil
    )
    #expect(
      container.constraints.first { $0.firstAttribute == .bottom && $0.secondAttribute == .bottom }
        != nil)
  }

  @Test func testHorizontalVerticalDirectionalEdges() {
    let v1 = View()
    self.container.addSubview(v1)

    v1.snp.makeConstraints { (make) -> Void in
      make.directionalVerticalEdges.equalToSuperview()
      make.directionalHorizontalEdges.equalToSuperview()
      return
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints installed")

    #expect(container.constraints.count == 4)
    #expect(
      container.constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === v1.superview })
    #expect(
      container.constraints.first {
        $0.firstAttribute == .leading && $0.secondAttribute == .leading
      } != nil)
    #expect(
      container.constraints.first {
        $0.firstAttribute == .trailing && $0.secondAttribute == .trailing
      } != nil)
    #expect(
      container.constraints.first { $0.firstAttribute == .top && $0.secondAttribute == .top } != nil
    )
    #expect(
      container.constraints.first { $0.firstAttribute == .bottom && $0.secondAttribute == .bottom }
        != nil)
  }

  @Test func testGuideMakeConstraints() {
    guard #available(iOS 9.0, OSX 10.11, *) else { return }
    let v1 = View()

    let g1 = ConstraintLayoutGuide()
    self.container.addSubview(v1)
    self.container.addLayoutGuide(g1)

    v1.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(g1).offset(50)
      make.left.equalTo(g1.snp.top).offset(50)
      return
    }

    // Port: 2 → 1: `left == g1.top` is cross-axis (refused, see testMakeConstraints).
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints installed")
    #expect(diagnosticKinds(container) == [.incompatibleAttributes])  // Port: the reason.

    g1.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(v1)
      return
    }

    // Port: 6 → 5, for the refused cross-axis line above.
    #expect(self.container.snp_constraints.count == 5, "Should have 6 constraints installed")
  }

  @Test func testMakeImpliedSuperviewConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    v1.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(50.0)
      make.left.equalTo(50.0)
      return
    }

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints installed")

    v2.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(v1)
      return
    }

    #expect(self.container.snp_constraints.count == 6, "Should have 6 constraints installed")
  }

  @Test func testUpdateConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    v1.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
      return
    }

    // Port: 2 → 1: `left == v2.top` is cross-axis (refused, see testMakeConstraints).
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints installed")

    v1.snp.updateConstraints { (make) -> Void in
      make.top.equalTo(v2.snp.top).offset(15)
      return
    }

    // Port: 2 → 1, for the refused cross-axis line above.
    #expect(self.container.snp_constraints.count == 1, "Should still have 2 constraints installed")
    #expect(self.container.snp_constraints.first?.constant == 15)  // Port: the update happened.
  }

  @Test func testRemakeConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    v1.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
      return
    }

    // Port: 2 → 1: `left == v2.top` is cross-axis (refused, see testMakeConstraints).
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints installed")

    v1.snp.remakeConstraints { (make) -> Void in
      make.edges.equalTo(v2)
      return
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints installed")
  }

  @Test func testRemoveConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    v1.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(v2).offset(50)
      make.left.equalTo(v2).offset(50)
      return
    }

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints installed")

    print(self.container.snp_constraints)

    v1.snp.removeConstraints()

    print(self.container.snp_constraints)

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints installed")
  }
}
