import Foundation
import Testing

@testable import Strut

/// A view whose intrinsic size comes from its "text", as a label's would.
final class TestLabel: LayoutView {
  var text = "" {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(text.count * 10), height: 20)
  }
}

/// Intrinsic content size with content hugging and compression resistance.
@Suite struct ContentSizeTests {
  @Test(arguments: Backend.allCases)
  func intrinsicSizeDeterminesTheFrame(backend: Backend) {
    let root = makeRoot(backend)
    let label = TestLabel()
    label.debugName = "label"
    label.text = "Hello"
    root.addSubview(label)
    label.snp.makeConstraints { make in make.left.top.equalTo(10) }
    root.layoutIfNeeded()
    #expect(same(label.frame, rect(10, 10, 50, 20)))
    label.text = "Hello, world"
    root.layoutIfNeeded()
    #expect(same(label.frame, rect(10, 10, 120, 20)))
    #expect(!root.hasAmbiguousLayout)
  }

  @Test func storedIntrinsicSizeAndNoMetric() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.setIntrinsicContentSize(CGSize(width: 30, height: LayoutView.noIntrinsicMetric))
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(5)
    }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(0, 0, 30, 5)))
    #expect(view.intrinsicContentSize.height == LayoutView.noIntrinsicMetric)
  }

  @Test(arguments: Backend.allCases)
  func lowerHuggingPriorityStretches(backend: Backend) {
    let root = makeRoot(backend)
    let name = TestLabel()
    let value = TestLabel()
    name.text = "Name"
    value.text = "Value"
    root.addSubview(name)
    root.addSubview(value)
    name.setContentHuggingPriority(Priority(251), for: .horizontal)
    name.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    value.snp.makeConstraints { make in
      make.left.equalTo(name.snp.right).offset(8)
      make.right.equalToSuperview()
      make.top.equalToSuperview()
    }
    root.layoutIfNeeded()
    #expect(same(name.frame, rect(0, 0, 40, 20)))
    #expect(same(value.frame, rect(48, 0, 272, 20)))
    // Swap: now the name hugs less and takes the slack.
    name.setContentHuggingPriority(Priority(200), for: .horizontal)
    root.layoutIfNeeded()
    #expect(same(name.frame, rect(0, 0, 262, 20)))
    #expect(same(value.frame, rect(270, 0, 50, 20)))
  }

  @Test(arguments: Backend.allCases)
  func lowerCompressionResistanceShrinks(backend: Backend) {
    let root = makeRoot(backend, width: 100)
    let first = TestLabel()
    let second = TestLabel()
    first.text = "abcdefgh"
    second.text = "abcdefgh"
    root.addSubview(first)
    root.addSubview(second)
    first.setContentCompressionResistancePriority(Priority(740), for: .horizontal)
    first.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    second.snp.makeConstraints { make in
      make.left.equalTo(first.snp.right)
      make.right.equalToSuperview()
      make.top.equalToSuperview()
    }
    root.layoutIfNeeded()
    #expect(same(second.frame, rect(20, 0, 80, 20)))
    #expect(same(first.frame, rect(0, 0, 20, 20)))
    #expect(first.contentCompressionResistancePriority(for: .horizontal) == Priority(740))
    #expect(second.contentCompressionResistancePriority(for: .vertical) == .high)
    #expect(second.contentHuggingPriority(for: .vertical) == .low)
  }

  @Test func snapKitPriorityAccessors() {
    let view = LayoutView()
    view.snp.contentHuggingHorizontalPriority = 300
    view.snp.contentHuggingVerticalPriority = 301
    view.snp.contentCompressionResistanceHorizontalPriority = 700
    view.snp.contentCompressionResistanceVerticalPriority = 701
    #expect(view.contentHuggingPriority(for: .horizontal) == Priority(300))
    #expect(view.snp.contentHuggingVerticalPriority == 301)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == Priority(700))
    #expect(view.snp.contentCompressionResistanceVerticalPriority == 701)
  }

  @Test func requiredHuggingThatConflictsIsReported() {
    let root = makeRoot()
    let label = TestLabel()
    label.debugName = "label"
    label.text = "abc"
    root.addSubview(label)
    label.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(100)
    }
    label.setContentHuggingPriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    let diagnostic = root.layoutEngine.diagnostics.first
    #expect(diagnostic?.kind == .unsatisfiable)
    #expect(diagnostic?.constraint?.contains("content hugging") == true)
    #expect(near(label.frame.width, 100))
  }
}
