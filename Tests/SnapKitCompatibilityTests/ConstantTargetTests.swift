// A constant position target is measured from the superview's same attribute, as in SnapKit
// (`Constraint.swift`, the choice of `layoutToAttribute`) and Masonry (`MASViewConstraint`
// install): `make.right.equalTo(-20)` is 20 in from the superview's right edge. `centerX` and
// `centerY` are measured from the superview's left and top, as SnapKit does on iOS (Masonry
// and SnapKit on macOS use the superview's centre). The multiplier applies to the whole
// target: `m · (superview.attribute + value) + offset`.

import Foundation
import Strut
import Testing

@Suite struct ConstantTargetTests {
  /// One case: a line on a 10 × 10 probe inside a 200 × 100 box, and the probe's expected
  /// frame in the box.
  struct Case {
    let name: String
    let direction: LayoutDirection
    let line: (ConstraintMaker) -> Void
    let expected: CGRect
  }

  static var cases: [Case] {
    [
      Case(
        name: "right", direction: .leftToRight, line: { $0.right.equalTo(-20) },
        expected: CGRect(x: 170, y: 0, width: 10, height: 10)),
      Case(
        name: "bottom", direction: .leftToRight, line: { $0.bottom.equalTo(-10) },
        expected: CGRect(x: 0, y: 80, width: 10, height: 10)),
      Case(
        name: "left, top", direction: .leftToRight, line: { $0.left.top.equalTo(15) },
        expected: CGRect(x: 15, y: 15, width: 10, height: 10)),
      Case(
        name: "centerX, centerY from left, top", direction: .leftToRight,
        line: { $0.centerX.centerY.equalTo(30) },
        expected: CGRect(x: 25, y: 25, width: 10, height: 10)),
      Case(
        name: "center point", direction: .leftToRight,
        line: { $0.center.equalTo(CGPoint(x: 30, y: 40)) },
        expected: CGRect(x: 25, y: 35, width: 10, height: 10)),
      Case(
        name: "trailing, left-to-right", direction: .leftToRight,
        line: { $0.trailing.equalTo(-20) },
        expected: CGRect(x: 170, y: 0, width: 10, height: 10)),
      Case(
        name: "trailing, right-to-left", direction: .rightToLeft,
        line: { $0.trailing.equalTo(-20) },
        expected: CGRect(x: 20, y: 0, width: 10, height: 10)),
      Case(
        name: "leading, right-to-left", direction: .rightToLeft,
        line: { $0.leading.equalTo(15) },
        expected: CGRect(x: 175, y: 0, width: 10, height: 10)),
      Case(
        name: "rightMargin", direction: .leftToRight, line: { $0.rightMargin.equalTo(0) },
        expected: CGRect(x: 170, y: 0, width: 10, height: 10)),
      Case(
        name: "centerXWithinMargins", direction: .leftToRight,
        line: { $0.centerXWithinMargins.equalTo(0) },
        expected: CGRect(x: 90, y: 0, width: 10, height: 10)),
      Case(
        name: "lastBaseline", direction: .leftToRight, line: { $0.lastBaseline.equalTo(-5) },
        expected: CGRect(x: 0, y: 75, width: 10, height: 10)),
      Case(
        name: "right with a multiplier", direction: .leftToRight,
        line: { $0.right.equalTo(-20).multipliedBy(0.5) },
        expected: CGRect(x: 80, y: 0, width: 10, height: 10)),
      Case(
        name: "left with a multiplier", direction: .leftToRight,
        line: { $0.left.equalTo(40).multipliedBy(0.5) },
        expected: CGRect(x: 20, y: 0, width: 10, height: 10)),
      Case(
        name: "right with an offset", direction: .leftToRight,
        line: { $0.right.equalTo(-20).offset(-10) },
        expected: CGRect(x: 160, y: 0, width: 10, height: 10)),
    ]
  }

  /// Lays out every case on `backend`: a box at (20, 10, 200, 100) with margins (top 5,
  /// left 10, bottom 15, right 20) and its last baseline 10 above its bottom; the probe has no
  /// margins and sits at the box's origin unless the case's line moves it.
  @Test(arguments: Backend.allCases)
  func framesOnEveryBackend(backend: Backend) {
    for testCase in Self.cases {
      let root = makeRoot(backend)
      let box = LayoutView()
      root.addSubview(box)
      box.layoutDirection = testCase.direction
      box.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
      box.lastBaselineOffsetFromBottom = 10
      box.snp.makeConstraints { make in
        make.left.equalTo(20)
        make.top.equalTo(10)
        make.size.equalTo(CGSize(width: 200, height: 100))
      }
      let probe = LayoutView()
      box.addSubview(probe)
      probe.layoutMargins = EdgeInsets(all: 0)
      probe.snp.makeConstraints { make in
        make.size.equalTo(10)
        make.left.top.equalTo(0).priority(.low)
        testCase.line(make)
      }
      root.layoutIfNeeded()
      #expect(root.layoutEngine.diagnostics.isEmpty, "\(testCase.name)")
      #expect(probe.frame == testCase.expected, "\(testCase.name): \(probe.frame)")
    }
  }

  /// The atomic constraint of `make.right.equalTo(-20)` names the superview's right edge.
  @Test func theAtomicConstraintNamesTheSuperviewsAttribute() {
    let root = LayoutView()
    let view = LayoutView()
    root.addSubview(view)
    view.snp.makeConstraints { make in
      make.right.equalTo(-20)
      make.centerY.equalTo(5).multipliedBy(2)
    }
    let installed = root.constraints
    #expect(installed.map(\.firstAttribute) == [.right, .centerY])
    #expect(installed.map(\.secondAttribute) == [.right, .top])
    #expect(installed.allSatisfy { $0.secondItem === root })
    #expect(installed.map(\.constant) == [-20, 10])
    #expect(installed.map(\.multiplier) == [1, 2])
    let expected = "\(view.displayName).right == \(root.displayName).right - 20"
    #expect(installed[0].description.hasPrefix(expected))
  }

  /// Without a superview a constant position is refused with a diagnostic naming the
  /// superview attribute it would be measured from; the view's other constraints stay.
  @Test func withoutASuperviewItIsADiagnostic() {
    let lonely = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    lonely.layoutEngine.printsDiagnostics = false
    var handles: [Constraint] = []
    lonely.snp.makeConstraints { make in
      handles.append(make.right.equalTo(-20).constraint)
      handles.append(make.width.equalTo(20).constraint)
    }
    #expect(handles.map(\.isActive) == [false, true])
    let diagnostic = lonely.layoutEngine.diagnostics.first
    #expect(diagnostic?.kind == .noSuperview)
    #expect(diagnostic?.message.contains("superview's right") == true)
  }
}
