import Foundation
import Testing

@testable import Strut

/// The `Constraint` handle: activation, updates, getters and descriptions.
@Suite struct ConstraintHandleTests {
  @Test(arguments: Backend.allCases)
  func activateAndDeactivate(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    var wide: Constraint?
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(50).priority(.low)
      wide = make.width.equalTo(120).constraint
    }
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 120))
    #expect(wide?.isActive == true)
    wide?.deactivate()
    #expect(wide?.isActive == false)
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 50))
    wide?.activate()
    wide?.activate()
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 120))
    #expect(wide?.layoutConstraints.count == 1)
  }

  @Test(arguments: Backend.allCases)
  func updateOffsetAndInset(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    var edges: Constraint?
    var top: Constraint?
    view.snp.makeConstraints { make in
      edges = make.left.right.equalToSuperview().inset(10).constraint
      top = make.top.equalToSuperview().offset(5).constraint
      make.height.equalTo(20)
    }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 5, 300, 20)))
    edges?.update(inset: 30)
    top?.update(offset: 50)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(30, 50, 260, 20)))
    #expect(top?.offset == 50)
    #expect(edges?.offset == nil)
    edges?.update(inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(5, 50, 300, 20)))
    // An offset on a composite adds to every attribute as is (no sign change).
    edges?.update(offset: 7)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(7, 50, 320, 20)))
  }

  @Test(arguments: Backend.allCases)
  func updatePriorityToAndFromRequired(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    var narrow: Constraint?
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100).priority(.high)
      narrow = make.width.equalTo(40).priority(.low).constraint
    }
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 100))
    narrow?.update(priority: .required)
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 40))
    #expect(narrow?.priority == .required)
    narrow?.update(priority: 200)
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 100))
    #expect(narrow?.priority == Priority(200))
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test(arguments: Backend.allCases)
  func updateMultiplier(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    var width: Constraint?
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      width = make.width.equalToSuperview().multipliedBy(0.5).constraint
    }
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 160))
    width?.update(multiplier: 0.25)
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 80))
    #expect(width?.multiplier == 0.25)
  }

  @Test func updatesOfAnInactiveConstraintApplyOnActivation() {
    let root = makeRoot()
    let view = addView("view", to: root)
    let prepared = view.snp.prepareConstraints { make in
      make.edges.equalToSuperview().inset(10)
    }
    #expect(prepared.count == 1)
    #expect(!prepared[0].isActive)
    prepared[0].update(inset: 20)
    #expect(!prepared[0].isActive)
    for handle in prepared { handle.activate() }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(20, 20, 280, 440)))
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func getters() throws {
    let root = makeRoot()
    let header = addView("header", to: root)
    let label = addView("label", to: root)
    var handle: Constraint?
    label.snp.makeConstraints { make in
      handle =
        make.top.equalTo(header.snp.bottom).offset(30).multipliedBy(1).priority(.high)
        .labeled("gap").constraint
    }
    let constraint = try #require(handle)
    #expect(constraint.item === label)
    #expect(constraint.attributes == [.top])
    #expect(constraint.relation == .equal)
    #expect(constraint.priority == .high)
    #expect(constraint.label == "gap")
    #expect(constraint.offset == 30)
    #expect(constraint.multiplier == 1)
    #expect(constraint.file.hasSuffix("ConstraintHandleTests.swift"))
    guard case .item(let item) = constraint.targets.first else {
      Issue.record("the target is not an item")
      return
    }
    #expect(item.target === header)
    #expect(item.attributes == [.bottom])
  }

  @Test func descriptionsReadLikeTheConstraint() {
    let root = makeRoot()
    let header = addView("header", to: root)
    let label = addView("label", to: root)
    var gap: Constraint?
    var edges: Constraint?
    let line: UInt = #line + 2
    label.snp.makeConstraints { make in
      gap = make.top.equalTo(header.snp.bottom).offset(30).priority(750).constraint
      edges = make.left.right.equalToSuperview().inset(16).multipliedBy(1).constraint
    }
    #expect(
      gap?.description
        == "label.top == header.bottom + 30 @750 (ConstraintHandleTests.swift:\(line))")
    #expect(
      edges?.descriptions == [
        "label.left == root.left + 16 (ConstraintHandleTests.swift:\(line + 1))",
        "label.right == root.right - 16 (ConstraintHandleTests.swift:\(line + 1))",
      ])
    var half: Constraint?
    label.snp.makeConstraints { make in
      half = make.width.lessThanOrEqualTo(295).multipliedBy(0.2).labeled("fifth").constraint
    }
    #expect(half?.description.hasPrefix("[fifth] label.width <= 59 (") == true)
  }

  @Test func constraintTypeIsTheDSLHandle() {
    // SnapKit code declares `var c: Constraint?`; with `import Strut` that is the handle.
    let handle: Constraint? = nil
    #expect(handle == nil)
    let solverLevel: StrutCore.Constraint = Variable("x") == 1
    #expect(solverLevel.isRequired)
  }

  @Test func priorityAliasesAndNumbers() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.width.equalTo(1).priorityLow()
      make.width.equalTo(2).priorityMedium()
      make.width.equalTo(3).priorityHigh()
      make.width.equalTo(4).priorityRequired()
      make.height.equalTo(5).priority(Float(600))
      make.height.equalTo(6).priority(CGFloat(601))
    }
    #expect(
      view.snp.constraints.map(\.priority.value) == [250, 500, 750, 1000, 600, 601])
  }
}

/// Strut's `weight(_:)` extension.
@Suite struct WeightTests {
  @Test(arguments: Backend.allCases)
  func heavierPreferenceWins(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    var heavy: Constraint?
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100).priority(.low)
      heavy = make.width.equalTo(200).priority(.low).weight(3).constraint
    }
    root.layoutIfNeeded()
    #expect(near(view.frame.width, 200))
    #expect(heavy?.weight == 3)
    #expect(heavy?.description.contains("@250 ×3 (") == true)
  }

  @Test func invalidWeightIsReported() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.width.equalTo(1).weight(0)
      make.width.equalTo(1).weight(-Double.infinity)
    }
    #expect(root.layoutEngine.diagnostics.map(\.kind) == [.invalidWeight, .invalidWeight])
  }
}
