import Foundation
import Testing

@testable import Strut

/// Masonry/PureLayout helpers on arrays of views.
@Suite struct DistributionTests {
  private func makeRow(_ backend: Backend, count: Int) -> (LayoutView, [LayoutView]) {
    let root = makeRoot(backend, width: 320, height: 100)
    let views = (0..<count).map { addView("v\($0)", to: root) }
    views.snp.makeConstraints { make in
      make.top.equalTo(10)
      make.height.equalTo(30)
    }
    return (root, views)
  }

  @Test(arguments: Backend.allCases)
  func fixedSpacing(backend: Backend) {
    let (root, views) = makeRow(backend, count: 3)
    let made = views.snp.distributeViewsAlong(
      axis: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30)
    root.layoutIfNeeded()
    // (320 − 20 − 30 − 2·10) / 3 = 250 / 3 each.
    let width: CGFloat = 250.0 / 3
    for (index, view) in views.enumerated() {
      #expect(same(view.frame, rect(20 + CGFloat(index) * (width + 10), 10, width, 30)))
    }
    #expect(made.count == 6)
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test(arguments: Backend.allCases)
  func fixedItemLength(backend: Backend) {
    let (root, views) = makeRow(backend, count: 4)
    views.snp.distributeViewsAlong(
      axis: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 10)
    root.layoutIfNeeded()
    // Gaps: (320 − 20 − 200) / 3.
    let gap: CGFloat = 100.0 / 3
    for (index, view) in views.enumerated() {
      #expect(same(view.frame, rect(10 + CGFloat(index) * (50 + gap), 10, 50, 30)))
    }
    // The spread follows the container.
    root.frame.size.width = 620
    root.layoutIfNeeded()
    #expect(same(views[3].frame, rect(560, 10, 50, 30)))
  }

  @Test func verticalAndSingleView() {
    let root = makeRoot(width: 100, height: 300)
    let views = (0..<2).map { addView("v\($0)", to: root) }
    views.snp.makeConstraints { make in make.left.right.equalToSuperview() }
    views.snp.distributeViewsAlong(axis: .vertical, fixedSpacing: 20)
    root.layoutIfNeeded()
    #expect(same(views[0].frame, rect(0, 0, 100, 140)))
    #expect(same(views[1].frame, rect(0, 160, 100, 140)))
    let single = [addView("single", to: root)]
    single.snp.makeConstraints { make in make.left.width.equalTo(10) }
    single.snp.distributeViewsAlong(axis: .vertical, fixedItemLength: 40, leadSpacing: 7)
    root.layoutIfNeeded()
    #expect(same(single[0].frame, rect(10, 7, 10, 40)))
  }

  @Test func viewsWithoutCommonSuperviewAreReported() {
    let first = LayoutView()
    first.layoutEngine.printsDiagnostics = false
    let made = [first, LayoutView()].snp.distributeViewsAlong(axis: .horizontal, fixedSpacing: 1)
    #expect(made.isEmpty)
    #expect(first.layoutEngine.diagnostics.map(\.kind) == [.noSuperview])
  }

  @Test func batchUpdateRemakeRemove() {
    let (root, views) = makeRow(.cassowary, count: 2)
    views.snp.updateConstraints { make in make.height.equalTo(40) }
    views.snp.makeConstraints { make in
      make.left.equalTo(0)
      make.width.equalTo(5)
    }
    root.layoutIfNeeded()
    #expect(views.allSatisfy { $0.frame.height == 40 })
    views.snp.remakeConstraints { make in make.edges.equalToSuperview() }
    root.layoutIfNeeded()
    #expect(views.allSatisfy { same($0.frame, rect(0, 0, 320, 100)) })
    views.snp.removeConstraints()
    #expect(views.allSatisfy { $0.snp.constraints.isEmpty })
  }
}
