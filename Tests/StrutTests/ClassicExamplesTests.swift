import Foundation
import Testing

@testable import Strut

/// The examples every SnapKit and Masonry write-up shows, on both backends.
@Suite struct ClassicExamplesTests {
  @Test(arguments: Backend.allCases)
  func buttonCentredWithLabelBelow(backend: Backend) {
    let background = makeRoot(backend, width: 320, height: 480, name: "background")
    let button = addView("button", to: background)
    let label = addView("label", to: background)
    button.snp.makeConstraints { make in
      make.width.height.equalTo(100)
      make.center.equalTo(background)
    }
    label.snp.makeConstraints { make in
      make.top.equalTo(button.snp.bottom).offset(30)
      make.centerX.equalTo(button)
      make.size.equalTo(CGSize(width: 200, height: 50))
    }
    background.layoutIfNeeded()
    #expect(same(button.frame, rect(110, 190, 100, 100)))
    #expect(same(label.frame, rect(60, 320, 200, 50)))
    #expect(background.layoutEngine.diagnostics.isEmpty)
  }

  @Test(arguments: Backend.allCases)
  func edgesEqualToAnotherView(backend: Backend) {
    let root = makeRoot(backend)
    let view2 = addView("view2", to: root)
    let view1 = addView("view1", to: root)
    view2.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    view1.snp.makeConstraints { make in make.edges.equalTo(view2) }
    root.layoutIfNeeded()
    #expect(same(view2.frame, rect(20, 10, 260, 440)))
    #expect(same(view1.frame, view2.frame))
    #expect(view1.snp.constraints.count == 1)
    #expect(view1.snp.constraints[0].layoutConstraints.count == 4)
  }

  @Test(arguments: Backend.allCases)
  func heightEqualToAnArrayOfHeights(backend: Backend) {
    let root = makeRoot(backend)
    let view1 = addView("view1", to: root)
    let view2 = addView("view2", to: root)
    let view3 = addView("view3", to: root)
    for (index, view) in [view1, view2].enumerated() {
      view.snp.makeConstraints { make in
        make.left.equalTo(10 + 100 * index)
        make.top.equalTo(10)
        make.width.equalTo(80)
        make.height.equalTo(44)
      }
    }
    view3.snp.makeConstraints { make in
      make.left.top.equalTo(300)
      make.width.equalTo(10)
      make.height.equalTo([view1.snp.height, view2.snp.height])
    }
    root.layoutIfNeeded()
    #expect(near(view3.frame.height, 44))
    let handle = view3.snp.constraints[2]
    #expect(handle.targets.count == 2)
    #expect(handle.layoutConstraints.count == 2)
  }

  @Test(arguments: Backend.allCases)
  func lowPriorityGreaterThanOrEqual(backend: Backend) {
    let root = makeRoot(backend)
    let label = addView("label", to: root)
    let view = addView("view", to: root)
    label.snp.makeConstraints { make in
      make.left.equalTo(50)
      make.top.equalTo(0)
      make.size.equalTo(20)
    }
    view.snp.makeConstraints { make in
      make.left.greaterThanOrEqualTo(label).priority(.low)
      make.left.equalTo(0).priority(100)
      make.top.equalTo(40)
      make.size.equalTo(20)
    }
    root.layoutIfNeeded()
    // The low inequality beats the weaker wish to sit at 0.
    #expect(near(view.frame.minX, 50))
    // A medium wish now beats the low inequality.
    view.snp.updateConstraints { make in make.left.equalTo(0).priority(.medium) }
    root.layoutIfNeeded()
    #expect(near(view.frame.minX, 0))
  }

  @Test(arguments: Backend.allCases)
  func multiplierOnAConstantAndOffsetOnAConstant(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.width.equalTo(295).multipliedBy(0.2)
      make.height.equalTo(200).offset(-40)
      make.left.top.equalToSuperview()
    }
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 59))
    #expect(near(view.frame.height, 160))
  }

  @Test(arguments: Backend.allCases)
  func updateThenRemakeThenRemove(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.top.left.equalTo(20)
      make.size.equalTo(50)
    }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(20, 20, 50, 50)))

    view.snp.updateConstraints { make in make.size.equalTo(80) }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(20, 20, 80, 80)))
    #expect(view.snp.constraints.count == 2)

    view.snp.remakeConstraints { make in
      make.edges.equalToSuperview().inset(30)
    }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(30, 30, 260, 420)))
    #expect(view.snp.constraints.count == 1)

    let before = view.frame
    view.snp.removeConstraints()
    root.layoutIfNeeded()
    #expect(view.snp.constraints.isEmpty)
    #expect(view.involvement == 0)
    #expect(root.layoutEngine.groups.isEmpty)
    #expect(view.frame == before)
  }
}
