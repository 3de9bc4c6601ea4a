import Foundation
import Testing

@testable import Strut

/// Every kind of target, the superview relations and the closure form.
@Suite struct TargetTests {
  @Test(arguments: Backend.allCases)
  func insetsTargets(backend: Backend) {
    let root = makeRoot(backend)
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    a.snp.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    b.snp.makeConstraints { make in
      make.width.equalTo(UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 20))
      make.height.equalTo(EdgeInsets(all: 200))
      make.center.equalToSuperview()
    }
    root.layoutIfNeeded()
    #expect(same(a.frame, rect(20, 10, 260, 440)))
    #expect(same(b.frame, rect(60, 200, 200, 80)))
  }

  @Test func directionalInsetsTarget() {
    let root = makeRoot()
    root.layoutDirection = .rightToLeft
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in
      make.directionalEdges.equalTo(
        DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
    }
    root.layoutIfNeeded()
    #expect(same(a.frame, rect(30, 1, 280, 477)))
  }

  @Test(arguments: Backend.allCases)
  func superviewRelationsAndClosureForm(backend: Backend) {
    let root = makeRoot(backend)
    let header = addView("header", to: root)
    let body = addView("body", to: header)
    header.snp.makeConstraints { make in
      make.top.left.right.equalToSuperview()
      make.height.equalTo(100)
    }
    body.snp.makeConstraints { make in
      make.left.greaterThanOrEqualToSuperview().offset(10)
      make.left.equalTo(0).priority(.low)
      make.right.lessThanOrEqualToSuperview { $0.snp.centerX }
      make.width.equalTo(1000).priority(.low)
      make.top.equalToSuperview { $0.snp.centerY }
      make.bottom.equalToSuperview()
    }
    root.layoutIfNeeded()
    #expect(same(body.frame, rect(10, 50, 150, 50)))
  }

  @Test func mixedArrayTarget() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    a.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.size.equalTo(30)
    }
    b.snp.makeConstraints { make in
      make.left.top.equalTo(50)
      make.width.lessThanOrEqualTo(
        [a.snp.width, 44, CGFloat(12)] as [any ConstraintRelatableTarget])
      make.width.greaterThanOrEqualTo([5, 10])
      make.width.equalTo(0).priority(.low)
      make.height.equalTo([a, a])
    }
    root.layoutIfNeeded()
    #expect(near(b.frame.width, 10))
    #expect(near(b.frame.height, 30))
    #expect(b.snp.constraints[1].layoutConstraints.count == 3)
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test func everyNumericTarget() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.left.equalTo(Int(1))
      make.top.equalTo(UInt(2))
      make.width.equalTo(Float(3))
      make.height.equalTo(CGFloat(4))
    }
    view.snp.updateConstraints { make in make.height.equalTo(Double(5)) }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(1, 2, 3, 5)))
  }

  @Test func guideAsTargetAndGuideConstraints() {
    let root = makeRoot()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    guide.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(40)
    }
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in make.edges.equalTo(guide.snp.edges) }
    root.layoutIfNeeded()
    #expect(same(guide.layoutFrame, rect(40, 40, 240, 400)))
    #expect(same(view.frame, rect(40, 40, 240, 400)))
  }

  @Test func framesSurviveTheirTree() {
    var child: LayoutView?
    do {
      let root = makeRoot()
      let view = addView("view", to: root)
      view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
      root.layoutIfNeeded()
      child = view
    }
    // The root and its engine are gone; the last solved frame stays.
    #expect(child?.superview == nil)
    #expect(same(child?.frame ?? .zero, rect(5, 5, 310, 470)))

    let root = makeRoot()
    let leaving = addView("leaving", to: root)
    leaving.snp.makeConstraints { make in make.edges.equalToSuperview().inset(7) }
    root.layoutIfNeeded()
    leaving.removeFromSuperview()
    #expect(same(leaving.frame, rect(7, 7, 306, 466)))
  }
}
