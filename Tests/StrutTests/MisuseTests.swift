import Foundation
import Testing

@testable import Strut

/// Every misuse is recorded as a diagnostic, the offending constraint is not installed, and
/// nothing else is lost.
@Suite struct MisuseTests {
  @Test func noSuperview() throws {
    let orphan = LayoutView()
    orphan.debugName = "orphan"
    orphan.layoutEngine.printsDiagnostics = false
    var handle: Constraint?
    let line: UInt = #line + 2
    orphan.snp.makeConstraints { make in
      handle = make.left.equalToSuperview().offset(10).labeled("pin").constraint
      make.width.equalTo(100)
    }
    let diagnostics = orphan.layoutEngine.diagnostics
    try #require(diagnostics.count == 1)
    let diagnostic = diagnostics[0]
    #expect(diagnostic.kind == .noSuperview)
    #expect(diagnostic.line == line)
    #expect(diagnostic.file.hasSuffix("MisuseTests.swift"))
    #expect(diagnostic.label == "pin")
    #expect(diagnostic.items == ["orphan"])
    #expect(handle?.isActive == false)
    // The size constraint needs no superview and is installed.
    #expect(orphan.snp.constraints[1].isActive)
    orphan.layoutIfNeeded()
    #expect(orphan.layoutEngine.diagnostics.count == 1)
  }

  @Test func constantPositionWithoutSuperview() {
    let orphan = LayoutView()
    orphan.layoutEngine.printsDiagnostics = false
    orphan.snp.makeConstraints { make in make.top.equalTo(20) }
    #expect(orphan.layoutEngine.diagnostics.map(\.kind) == [.noSuperview])
    #expect(!orphan.snp.constraints[0].isActive)
  }

  @Test func noCommonAncestor() throws {
    let rootA = makeRoot(name: "A")
    let rootB = makeRoot(name: "B")
    let a = addView("a", to: rootA)
    let b = addView("b", to: rootB)
    let line: UInt = #line + 1
    a.snp.makeConstraints { make in make.top.equalTo(b.snp.bottom) }
    let diagnostic = try #require(rootA.layoutEngine.diagnostics.first)
    #expect(diagnostic.kind == .noCommonAncestor)
    #expect(diagnostic.items == ["a", "b"])
    #expect(diagnostic.line == line)
    #expect(!a.snp.constraints[0].isActive)
    #expect(rootB.layoutEngine.diagnostics.isEmpty)
  }

  @Test(arguments: [
    (LayoutAttribute.left, LayoutAttribute.top),
    (.top, .centerX),
    (.left, .leading),
    (.trailingMargin, .right),
  ])
  func incompatibleAttributes(from: LayoutAttribute, to: LayoutAttribute) throws {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    a.snp.makeConstraints { make in
      make.width.equalTo(10)
      make.height.equalTo(10)
    }
    let handle = Constraint(
      item: a, attributes: [from], relation: .equal,
      target: .item(ConstraintItem(target: b, attributes: [to])), file: "X.swift", line: 7)
    handle.activate()
    let diagnostic = try #require(root.layoutEngine.diagnostics.first)
    #expect(diagnostic.kind == .incompatibleAttributes)
    #expect(diagnostic.location == "X.swift:7")
    #expect(!handle.isActive)
    // The earlier constraints are intact.
    root.layoutIfNeeded()
    #expect(a.frame.size == CGSize(width: 10, height: 10))
  }

  @Test func positionAgainstSize() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    a.snp.makeConstraints { make in
      make.left.equalTo(b.snp.width)
      make.top.equalTo(CGSize(width: 10, height: 10))
      make.width.equalTo(b.snp.centerX)
    }
    #expect(
      root.layoutEngine.diagnostics.map(\.kind) == Array(repeating: .positionAgainstSize, count: 3))
    #expect(a.snp.constraints.allSatisfy { !$0.isActive })
  }

  @Test func pointAgainstSize() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in make.size.equalTo(CGPoint(x: 1, y: 2)) }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.incompatibleAttributes])
  }

  @Test func nonFiniteNumbers() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in
      make.width.equalTo(Double.nan)
      make.height.equalTo(10).multipliedBy(Double.infinity)
      make.left.equalTo(0).dividedBy(0)
      make.top.equalTo(0).offset(CGFloat.infinity)
      make.right.equalToSuperview().inset(EdgeInsets(top: 0, left: 0, bottom: 0, right: .nan))
    }
    #expect(root.layoutEngine.diagnostics.count == 5)
    #expect(root.layoutEngine.diagnostics.allSatisfy { $0.kind == .nonFiniteNumber })
    #expect(a.snp.constraints.allSatisfy { !$0.isActive })
  }

  @Test func nonFiniteUpdateDeactivates() {
    let root = makeRoot()
    let a = addView("a", to: root)
    var width: Constraint?
    a.snp.makeConstraints { make in width = make.width.equalTo(10).constraint }
    width?.update(offset: Double.nan)
    #expect(width?.isActive == false)
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.nonFiniteNumber])
  }

  @Test func invalidPriority() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in
      make.width.equalTo(10).priority(1500)
      make.height.equalTo(10).priority(0)
    }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.invalidPriority, .invalidPriority])
  }

  /// An item whose view is gone by the time the constraint is installed.
  private func itemOfAViewThatIsGone() -> ConstraintItem {
    let view = LayoutView()
    return view.snp.bottom
  }

  @Test func deallocatedTarget() throws {
    let root = makeRoot()
    let a = addView("a", to: root)
    let item = itemOfAViewThatIsGone()
    #expect(item.target == nil)
    a.snp.makeConstraints { make in
      make.top.equalTo(item)
      make.height.equalTo(10)
    }
    let diagnostic = try #require(root.layoutEngine.diagnostics.first)
    #expect(diagnostic.kind == .deallocatedTarget)
    #expect(diagnostic.items == ["a", "<deallocated>"])
    #expect(a.snp.constraints[1].isActive)
  }

  @Test(arguments: Backend.allCases)
  func unsatisfiableRequiredConstraint(backend: Backend) throws {
    let root = makeRoot(backend)
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(100)
      make.height.equalTo(40)
    }
    let line: UInt = #line + 1
    a.snp.makeConstraints { make in make.width.equalTo(200).labeled("too wide") }
    root.layoutIfNeeded()
    let diagnostic = try #require(root.layoutEngine.diagnostics.first)
    #expect(diagnostic.kind == .unsatisfiable)
    #expect(diagnostic.label == "too wide")
    #expect(diagnostic.line == line)
    #expect(diagnostic.constraint == "[too wide] a.width == 200 (MisuseTests.swift:\(line))")
    #expect(diagnostic.conflicts.count == 1)
    #expect(diagnostic.conflicts.first?.hasPrefix("a.width == 100 (MisuseTests.swift:") == true)
    #expect(!a.snp.constraints[3].isActive)
    #expect(a.snp.constraints[1].isActive)
    #expect(same(a.frame, rect(0, 0, 100, 40)))
    // Solving again does not repeat the diagnostic.
    root.frame.size.width = 400
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.count == 1)
  }

  @Test func conflictInABatchRejectsOnlyTheOffender() {
    let root = makeRoot()
    var views: [LayoutView] = []
    for index in 0..<20 {
      let view = addView("v\(index)", to: root)
      view.snp.makeConstraints { make in
        make.left.top.equalTo(index)
        make.size.equalTo(10)
        if index == 13 { make.width.equalTo(11) }
      }
      views.append(view)
    }
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.unsatisfiable])
    #expect(views.allSatisfy { $0.frame.size == CGSize(width: 10, height: 10) })
    #expect(views[13].frame.origin == CGPoint(x: 13, y: 13))
  }

  @Test func hierarchyCycle() {
    let root = makeRoot()
    let child = addView("child", to: root)
    child.addSubview(root)
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.hierarchyCycle])
    #expect(root.superview == nil)
    root.addSubview(root)
    #expect(root.layoutEngine.diagnostics.count == 2)
  }

  @Test func relationMissing() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let line: UInt = #line + 1
    a.snp.makeConstraints { make in
      _ = make.top.left
      make.width.equalTo(10)
    }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.incompleteConstraint])
    #expect(root.layoutEngine.diagnostics.first?.line == line)
  }

  @Test func diagnosticsArePrintedOncePerProblem() {
    let root = makeRoot()
    root.layoutEngine.printsDiagnostics = true
    var seen: [LayoutDiagnostic] = []
    root.layoutEngine.diagnosticHandler = { seen.append($0) }
    let a = addView("a", to: root)
    let orphan = LayoutView()
    for _ in 0..<3 {
      a.snp.makeConstraints { make in make.top.equalTo(orphan) }
    }
    #expect(seen.count == 3)
    #expect(root.layoutEngine.printedKeys.count == 1)
    root.layoutEngine.clearDiagnostics()
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test func updateWithoutMatchInstallsNew() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in make.left.top.equalTo(0) }
    a.snp.updateConstraints { make in make.size.equalTo(30) }
    root.layoutIfNeeded()
    #expect(a.frame.size == CGSize(width: 30, height: 30))
    #expect(root.layoutEngine.diagnostics.isEmpty)
    #expect(a.snp.constraints.count == 2)
  }

  @Test func unsupportedTarget() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in make.width.equalTo([Int]()) }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.incompatibleAttributes])
  }

  @Test func nonFiniteRootSize() {
    let root = makeRoot()
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in make.edges.equalToSuperview() }
    root.layoutIfNeeded()
    root.frame.size.width = .infinity
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.nonFiniteNumber])
    #expect(near(a.frame.width, 320))
  }
}
