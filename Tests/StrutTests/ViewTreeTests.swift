import Foundation
import Testing

@testable import Strut

/// The view tree, the engine's incremental behaviour, guides and frames.
@Suite struct ViewTreeTests {
  @Test(arguments: Backend.allCases)
  func rootResizeIsAnIncrementalEdit(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(10)
    }
    root.layoutIfNeeded()
    let engine = root.layoutEngine
    #expect(engine.solveCount == 1)
    #expect(same(view.frame, rect(10, 10, 300, 460)))
    let groupsBefore = engine.groups.count
    // Nothing changed: no solve.
    root.layoutIfNeeded()
    #expect(engine.solveCount == 1)
    for width in stride(from: 400.0, through: 1000.0, by: 100.0) {
      root.frame.size.width = width
      root.layoutIfNeeded()
      #expect(near(view.frame.width, width - 20))
    }
    #expect(engine.solveCount == 8)
    // The constraints were not rebuilt: only the edit variables changed.
    #expect(engine.groups.count == groupsBefore)
    #expect(engine.solver.hasEditVariable(root.widthVariable))
    #expect(engine.pendingAdds.isEmpty)
  }

  @Test func rootFrameInitialiserAndBounds() {
    let root = LayoutView(frame: CGRect(x: 5, y: 6, width: 100, height: 50))
    #expect(root.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(root.center == CGPoint(x: 55, y: 31))
    #expect(root.superview == nil)
    #expect(root.subviews.isEmpty)
    #expect(root.layoutEngine.root === root)
  }

  @Test func framesAreInSuperviewCoordinates() {
    let root = makeRoot()
    let outer = addView("outer", to: root)
    let inner = addView("inner", to: outer)
    outer.snp.makeConstraints { make in make.edges.equalToSuperview().inset(50) }
    inner.snp.makeConstraints { make in
      make.top.left.equalTo(root).offset(60)
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(same(outer.frame, rect(50, 50, 220, 380)))
    #expect(same(inner.frame, rect(10, 10, 10, 10)))
  }

  @Test func viewsThatKeepTheirFrameAreFixed() {
    let root = makeRoot()
    let container = LayoutView(frame: rect(40, 30, 100, 60))
    container.debugName = "container"
    root.addSubview(container)
    let child = addView("child", to: container)
    child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
    root.layoutIfNeeded()
    #expect(same(child.frame, rect(5, 5, 90, 50)))
    #expect(container.frame == rect(40, 30, 100, 60))
    container.frame = rect(0, 0, 200, 20)
    root.layoutIfNeeded()
    #expect(same(child.frame, rect(5, 5, 190, 10)))
    #expect(!root.hasAmbiguousLayout)
  }

  @Test func addingATreeMovesItsConstraints() {
    let root = makeRoot()
    let card = LayoutView()
    card.debugName = "card"
    card.layoutEngine.printsDiagnostics = false
    let title = addView("title", to: card)
    title.snp.makeConstraints { make in
      make.top.left.equalToSuperview().offset(8)
      make.size.equalTo(CGSize(width: 40, height: 10))
    }
    // Not yet in the tree: this one fails and its diagnostic travels with the card.
    card.snp.makeConstraints { make in make.top.equalToSuperview() }
    #expect(card.layoutEngine.diagnostics.count == 1)
    root.addSubview(card)
    #expect(card.ownEngine == nil)
    #expect(title.snp.constraints.allSatisfy { $0.isActive })
    card.snp.remakeConstraints { make in
      make.left.equalTo(100)
      make.top.equalTo(200)
      make.size.equalTo(60)
    }
    root.layoutIfNeeded()
    #expect(same(title.frame, rect(8, 8, 40, 10)))
    #expect(same(card.frame, rect(100, 200, 60, 60)))
    #expect(root.layoutEngine.diagnostics.count == 1)
  }

  @Test func removingFromSuperviewDeactivatesOutsideConstraints() {
    let root = makeRoot()
    let card = addView("card", to: root)
    let title = addView("title", to: card)
    let footer = addView("footer", to: root)
    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    title.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(20)
    }
    footer.snp.makeConstraints { make in
      make.top.equalTo(title.snp.bottom)
      make.left.equalToSuperview()
      make.size.equalTo(5)
    }
    root.layoutIfNeeded()
    #expect(same(footer.frame, rect(0, 30, 5, 5)))
    card.removeFromSuperview()
    #expect(card.superview == nil)
    #expect(!card.snp.constraints[0].isActive)
    #expect(!footer.snp.constraints[0].isActive)
    #expect(footer.snp.constraints[1].isActive)
    #expect(title.snp.constraints.allSatisfy { $0.isActive })
    #expect(title.existingEngine === card.ownEngine)
    card.frame = rect(0, 0, 100, 100)
    card.layoutIfNeeded()
    #expect(same(title.frame, rect(0, 0, 20, 20)))
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test func layoutGuides() {
    let root = makeRoot()
    let left = addView("left", to: root)
    let right = addView("right", to: root)
    let gap = LayoutGuide()
    gap.identifier = "gap"
    root.addLayoutGuide(gap)
    left.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.size.equalTo(50)
    }
    gap.snp.makeConstraints { make in
      make.left.equalTo(left.snp.right)
      make.width.equalTo(20)
      make.top.height.equalTo(left)
    }
    right.snp.makeConstraints { make in
      make.left.equalTo(gap.snp.right)
      make.top.size.equalTo(left)
    }
    root.layoutIfNeeded()
    #expect(same(gap.layoutFrame, rect(50, 0, 20, 50)))
    #expect(same(right.frame, rect(70, 0, 50, 50)))
    #expect(root.layoutGuides.contains { $0 === gap })
    root.removeLayoutGuide(gap)
    #expect(gap.owningView == nil)
    #expect(!right.snp.constraints[0].isActive)
  }

  @Test func guideWithoutViewIsReported() {
    let guide = LayoutGuide()
    guide.snp.makeConstraints { make in make.width.equalTo(10) }
    #expect(guide.snp.constraints[0].lastDiagnostic?.kind == .noSuperview)
  }

  @Test(arguments: Backend.allCases)
  func marginsAndSafeAreaGuidesFollowChanges(backend: Backend) {
    let root = makeRoot(backend)
    root.layoutMargins = EdgeInsets(all: 16)
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let content = addView("content", to: root)
    let bar = addView("bar", to: root)
    content.snp.makeConstraints { make in make.edges.equalTo(root.layoutMarginsGuide) }
    bar.snp.makeConstraints { make in
      make.top.horizontalEdges.equalTo(root.safeAreaLayoutGuide)
      make.height.equalTo(44)
    }
    root.layoutIfNeeded()
    #expect(same(content.frame, rect(16, 16, 288, 448)))
    #expect(same(bar.frame, rect(0, 44, 320, 44)))
    root.layoutMargins = EdgeInsets(all: 8)
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(same(content.frame, rect(8, 8, 304, 464)))
    #expect(same(bar.frame, rect(0, 20, 320, 44)))
    #expect(same(root.layoutMarginsGuide.layoutFrame, rect(8, 8, 304, 464)))
  }

  @Test func marginAttributesFollowMarginChanges() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(8, 8, 304, 464)))
    root.layoutMargins = EdgeInsets(all: 20)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(20, 20, 280, 440)))
  }

  @Test func swappingTheSolverKeepsTheLayout() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.size.equalTo(100)
    }
    root.layoutIfNeeded()
    let solver = CassowarySolver()
    root.layoutEngine.useSolver(solver)
    #expect(root.layoutEngine.solver === solver)
    root.frame.size.width = 500
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(200, 190, 100, 100)))
    #expect(solver.hasEditVariable(root.widthVariable))
  }

  @Test func rootSizePriorityYieldsToRequiredConstraints() {
    let root = makeRoot()
    let child = addView("child", to: root)
    child.snp.makeConstraints { make in make.edges.equalToSuperview() }
    root.snp.makeConstraints { make in make.width.equalTo(200) }
    root.layoutIfNeeded()
    #expect(near(child.frame.width, 200))
    root.layoutEngine.rootSizePriority = 500
    root.snp.remakeConstraints { make in make.width.equalTo(250).priority(600) }
    root.layoutIfNeeded()
    #expect(near(child.frame.width, 250))
  }

  @Test func insertAndReorderSubviews() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let c = LayoutView()
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map { $0 === c } == [true, false, false])
    root.insertSubview(a, at: 5)
    #expect(root.subviews.last === a)
    #expect(b.isDescendant(of: root))
    #expect(!root.isDescendant(of: b))
  }
}
