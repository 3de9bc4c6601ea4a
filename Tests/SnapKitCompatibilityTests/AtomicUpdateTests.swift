// `updateConstraints` matches per atomic constraint, as SnapKit (each `LayoutConstraint`
// compared with the installed ones) and Masonry (composites expanded per attribute) do.

import Foundation
import Strut
import Testing

@Suite struct AtomicUpdateTests {
  /// A root 300 × 200 on `backend` with one subview.
  private func tree(_ backend: Backend) -> (root: LayoutView, view: LayoutView) {
    let root = makeRoot(backend)
    let view = LayoutView()
    root.addSubview(view)
    return (root, view)
  }

  @Test(arguments: Backend.allCases)
  func updatingThePartOfAComposite(backend: Backend) {
    let (root, view) = tree(backend)
    var size: Constraint?
    view.snp.makeConstraints { make in
      size = make.size.equalTo(CGSize(width: 50, height: 50)).constraint
      make.left.top.equalToSuperview()
    }
    view.snp.updateConstraints { make in make.width.equalTo(90) }
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.isEmpty)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 90, height: 50))
    // The width left the size handle for a handle of its own; nothing was added.
    #expect(size?.attributes == [.height])
    #expect(view.constraints.count == 2)
    #expect(view.constraints.map(\.constant).sorted() == [50, 90])
    // The size handle still updates what it covers.
    size?.update(offset: 10)
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 90, height: 60))
  }

  @Test(arguments: Backend.allCases)
  func updatingEveryPartOfACompositeKeepsItsHandle(backend: Backend) {
    let (root, view) = tree(backend)
    var size: Constraint?
    view.snp.makeConstraints { make in
      size = make.size.equalTo(CGSize(width: 50, height: 50)).constraint
      make.left.top.equalToSuperview()
    }
    view.snp.updateConstraints { make in make.width.height.equalTo(70) }
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 70, height: 70))
    #expect(size?.attributes == [.width, .height])
    #expect(view.snp.constraints.count == 2)
  }

  @Test(arguments: Backend.allCases)
  func aCompositeUpdateOfSeparateLines(backend: Backend) {
    let (root, view) = tree(backend)
    view.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(5)
      make.left.equalToSuperview().offset(5)
      make.size.equalTo(20)
    }
    view.snp.updateConstraints { make in make.top.left.equalToSuperview().offset(30) }
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 30, y: 30, width: 20, height: 20))
    #expect(view.snp.constraints.count == 3)
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test(arguments: Backend.allCases)
  func matchedAndNewAttributesInOneLine(backend: Backend) {
    let (root, view) = tree(backend)
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(20)
    }
    // width matches (updated), height matches nothing (installed as new).
    view.snp.updateConstraints { make in make.width.height.equalTo(40) }
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(view.constraints.filter { $0.firstAttribute == .width }.count == 1)
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test func aDifferentTargetIsNotAMatch() {
    let (root, view) = tree(.cassowary)
    let other = LayoutView()
    root.addSubview(other)
    view.snp.makeConstraints { make in make.width.equalTo(other) }
    view.snp.updateConstraints { make in make.width.equalTo(root).priority(.low) }
    #expect(root.constraints.map { $0.secondItem === other } == [true, false])
  }

  @Test func theSamePriorityIsPreferred() {
    let (root, view) = tree(.cassowary)
    view.snp.makeConstraints { make in
      make.width.equalTo(10).priority(.low)
      make.width.equalTo(20).priority(.high)
    }
    view.snp.updateConstraints { make in make.width.equalTo(30).priority(.high) }
    let widths = view.constraints.map { ($0.priority, $0.constant) }
    #expect(widths.map(\.0) == [.low, .high])
    #expect(widths.map(\.1) == [10, 30])
    #expect(root.constraints.isEmpty)
  }

  @Test func aBrokenDescriptionIsReportedAndChangesNothing() {
    let (root, view) = tree(.cassowary)
    view.snp.makeConstraints { make in make.width.equalTo(10) }
    view.snp.updateConstraints { make in make.width.equalTo(Double.nan) }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.nonFiniteNumber])
    #expect(view.constraints.map(\.constant) == [10])
  }
}
