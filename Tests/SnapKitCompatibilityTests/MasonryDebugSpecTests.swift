// What Masonry's MASViewAttributeSpec and NSLayoutConstraint+MASDebugAdditionsSpec check,
// for Strut's attribute items and descriptions. (ViewController+MASAdditionsSpec needs view
// controllers, which Strut does not have; SnapKit's testLayoutGuideConstraints covers the
// same ground through the shim in UIKitShim.swift.)

import Foundation
import Strut
import Testing

@Suite struct MasonryDebugSpecTests {
  // MASViewAttributeSpec testIsEqual, testHashing: an attribute item is equal to (and hashes
  // as) another with the same view and attribute.
  @Test func attributeItemsCompareByViewAndAttribute() {
    let view = LayoutView()
    let otherView = LayoutView()
    let left = view.snp.left
    #expect(left == view.snp.left)
    #expect(left.hashValue == view.snp.left.hashValue)
    #expect(left != otherView.snp.left)
    #expect(left != view.snp.right)
    #expect(left != otherView.snp.right)
    #expect(Set([left, view.snp.left, otherView.snp.left, view.snp.right]).count == 3)
  }

  // testDisplayViewKey: a named view and the priority in the description (Masonry's
  // `mas_key` is SnapKit's `snp.setLabel`).
  @Test func descriptionsNameTheViewAndPriority() {
    let newView = LayoutView()
    newView.snp.setLabel("newView")
    let described = newView.snp.prepareConstraints { make in
      make.width.greaterThanOrEqualTo(300).priority(.low)
    }
    #expect(described.first?.descriptions.first?.hasPrefix("newView.width >= 300 @250") == true)
  }

  // testDisplayLayoutConstraintKey: a multiplier and a constant.
  @Test func descriptionsShowMultiplierAndConstant() {
    let superview = LayoutView()
    let newView1 = LayoutView()
    let newView2 = LayoutView()
    superview.addSubview(newView1)
    superview.addSubview(newView2)
    newView1.snp.setLabel("newView1")
    newView2.snp.setLabel("newView2")
    newView1.snp.makeConstraints { make in
      make.lastBaseline.equalTo(newView2.snp.top).multipliedBy(2).offset(300)
        .labeled("helloConstraint")
    }
    let text = superview.constraints.first?.description ?? ""
    #expect(text.hasPrefix("[helloConstraint] newView1.lastBaseline == newView2.top * 2 + 300"))
  }

  // testDisplayConstraintKey: one description per element of an array target, labelled; the
  // number relates to the superview's same attribute.
  @Test func descriptionsOfAnArrayTarget() {
    let superview = LayoutView()
    let newView1 = LayoutView()
    let newView2 = LayoutView()
    superview.addSubview(newView1)
    superview.addSubview(newView2)
    superview.snp.setLabel("superview")
    newView1.snp.setLabel("newView1")
    newView2.snp.setLabel("newView2")
    newView1.snp.makeConstraints { make in
      make.left.greaterThanOrEqualTo([newView2, 10]).labeled("left")
    }
    let texts = superview.constraints.map(\.description)
    #expect(texts.count == 2)
    #expect(texts.first?.hasPrefix("[left] newView1.left >= newView2.left (") == true)
    #expect(texts.last?.hasPrefix("[left] newView1.left >= superview.left + 10 (") == true)
  }
}
