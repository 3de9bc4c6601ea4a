// SnapKit's tests of constants, offsets, insets, sizes, centres and labels (see
// SnapKitTests.swift for the port's rules).

import Foundation
import Strut
import Testing

extension SnapKitTests {
  @Test func testEdgeConstraints() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(self.container).offset(50.0)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    let constraints = self.container.snp_constraints  // Port: cast dropped.

    #expect(constraints[0].constant == 50, "Should be 50")
    #expect(constraints[1].constant == 50, "Should be 50")
    #expect(constraints[2].constant == 50, "Should be 50")
    #expect(constraints[3].constant == 50, "Should be 50")
  }

  @Test func testUpdateReferencedConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    var c1: Constraint! = nil
    var c2: Constraint! = nil

    v1.snp.makeConstraints { (make) -> Void in
      c1 = make.top.equalTo(v2).offset(50).constraint
      c2 = make.bottom.equalTo(v2).offset(25).constraint
      return
    }

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints")

    // Port: cast dropped.
    let constraints = self.container.snp_constraints.sorted { $0.constant > $1.constant }

    #expect(constraints[0].constant == 50, "Should be 50")
    #expect(constraints[1].constant == 25, "Should be 25")

    c1.update(offset: 15)
    c2.update(offset: 20)

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints")

    #expect(constraints[0].constant == 15, "Should be 15")
    #expect(constraints[1].constant == 20, "Should be 20")

    c1.update(inset: 15)
    c2.update(inset: 20)

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints")

    #expect(constraints[0].constant == 15, "Should be 15")
    #expect(constraints[1].constant == -20, "Should be -20")
  }

  @Test func testInsetsAsConstraintsConstant() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(self.container).inset(50.0)
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    // Port: cast dropped.
    let constraints = self.container.snp_constraints.sorted { $0.constant > $1.constant }

    #expect(constraints[0].constant == 50, "Should be 50")
    #expect(constraints[1].constant == 50, "Should be 50")
    #expect(constraints[2].constant == -50, "Should be -50")
    #expect(constraints[3].constant == -50, "Should be -50")
  }

  @Test func testConstraintInsetsAsImpliedEqualToConstraints() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    // Port: cast dropped.
    let constraints = self.container.snp_constraints.sorted { $0.constant > $1.constant }

    #expect(constraints[0].constant == 25, "Should be 25")
    #expect(constraints[1].constant == 25, "Should be 25")
    #expect(constraints[2].constant == -25, "Should be -25")
    #expect(constraints[3].constant == -25, "Should be -25")
  }

  @Test func testConstraintInsetsAsConstraintsConstant() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(self.container).inset(
        ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    // Port: cast dropped.
    let constraints = self.container.snp_constraints.sorted { $0.constant > $1.constant }

    #expect(constraints[0].constant == 25, "Should be 25")
    #expect(constraints[1].constant == 25, "Should be 25")
    #expect(constraints[2].constant == -25, "Should be -25")
    #expect(constraints[3].constant == -25, "Should be -25")
  }

  // Port: `#if canImport(UIKit)` removed around the three directional-insets tests (they run
  // here); `NSLayoutConstraint.Attribute` → `LayoutAttribute`; the sort by UIKit's raw value
  // (an `Int` there, a `String` here) reads it from the shim's `uikitRawValue`.
  @available(iOS 11.0, tvOS 11.0, *)
  @Test func testConstraintDirectionalInsetsAsImpliedEqualToConstraints() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.top.leading.bottom.trailing.equalTo(self.container).inset(
        ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    let constraints = self.container.snp_constraints.sorted {
      $0.firstAttribute.uikitRawValue < $1.firstAttribute.uikitRawValue
    }

    let verify: (LayoutConstraint, LayoutAttribute, CGFloat) -> Void = {
      constraint, attribute, constant in
      #expect(
        constraint.firstAttribute == attribute,
        "First attribute \(constraint.firstAttribute.rawValue) is not \(attribute.rawValue)")
      #expect(
        constraint.secondAttribute == attribute,
        "Second attribute \(String(describing: constraint.secondAttribute?.rawValue)) is not \(attribute.rawValue)"
      )  // Port: optional.
      #expect(
        constraint.constant == constant,
        "Attribute \(attribute.rawValue) should have constant \(constant)")
    }

    verify(constraints[0], .top, 25)
    verify(constraints[1], .bottom, -25)
    verify(constraints[2], .leading, 25)
    verify(constraints[3], .trailing, -25)
  }

  @available(iOS 11.0, tvOS 11.0, *)
  @Test func testConstraintDirectionalInsetsAsConstraintsConstant() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.top.leading.bottom.trailing.equalTo(self.container).inset(
        ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    let constraints = self.container.snp_constraints.sorted {
      $0.firstAttribute.uikitRawValue < $1.firstAttribute.uikitRawValue
    }

    let verify: (LayoutConstraint, LayoutAttribute, CGFloat) -> Void = {
      constraint, attribute, constant in
      #expect(
        constraint.firstAttribute == attribute,
        "First attribute \(constraint.firstAttribute.rawValue) is not \(attribute.rawValue)")
      #expect(
        constraint.secondAttribute == attribute,
        "Second attribute \(String(describing: constraint.secondAttribute?.rawValue)) is not \(attribute.rawValue)"
      )  // Port: optional.
      #expect(
        constraint.constant == constant,
        "Attribute \(attribute.rawValue) should have constant \(constant)")
    }

    verify(constraints[0], .top, 25)
    verify(constraints[1], .bottom, -25)
    verify(constraints[2], .leading, 25)
    verify(constraints[3], .trailing, -25)
  }

  @available(iOS 11.0, tvOS 11.0, *)
  @Test func testConstraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.edges.equalTo(self.container).inset(
        ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints")

    let constraints = self.container.snp_constraints.sorted {
      $0.firstAttribute.uikitRawValue < $1.firstAttribute.uikitRawValue
    }

    let verify: (LayoutConstraint, LayoutAttribute, CGFloat) -> Void = {
      constraint, attribute, constant in
      #expect(
        constraint.firstAttribute == attribute,
        "First attribute \(constraint.firstAttribute.rawValue) is not \(attribute.rawValue)")
      #expect(
        constraint.secondAttribute == attribute,
        "Second attribute \(String(describing: constraint.secondAttribute?.rawValue)) is not \(attribute.rawValue)"
      )  // Port: optional.
      #expect(
        constraint.constant == constant,
        "Attribute \(attribute.rawValue) should have constant \(constant)")
    }

    verify(constraints[0], .left, 25)
    verify(constraints[1], .right, -25)
    verify(constraints[2], .top, 25)
    verify(constraints[3], .bottom, -25)
  }

  @Test func testSizeConstraints() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.size.equalTo(CGSize(width: 50, height: 50))
      make.left.top.equalTo(self.container)
    }

    #expect(view.snp_constraints.count == 2, "Should have 2 constraints")

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints")

    let constraints = view.snp_constraints  // Port: cast dropped.

    // no guarantee which order the constraints are in, but we should test their couple
    let widthHeight = (LayoutAttribute.width.rawValue, LayoutAttribute.height.rawValue)
    let heightWidth = (widthHeight.1, widthHeight.0)
    let firstSecond = (
      constraints[0].firstAttribute.rawValue, constraints[1].firstAttribute.rawValue
    )

    // constraint values are correct in either width, height or height, width order
    #expect(
      firstSecond == widthHeight || firstSecond == heightWidth, "2 contraint values should match")
    #expect(constraints[0].constant == 50, "Should be 50")
    #expect(constraints[1].constant == 50, "Should be 50")
  }

  @Test func testCenterConstraints() {
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.center.equalTo(self.container).offset(50.0)
    }

    #expect(self.container.snp_constraints.count == 2, "Should have 2 constraints")

    // Port: `if let constraints = … as? [NSLayoutConstraint]` → `if case let`: the cast
    // always succeeds for `[LayoutConstraint]` (the compiler warns).
    if case let constraints = self.container.snp_constraints, constraints.count > 0 {
      #expect(constraints[0].constant == 50, "Should be 50")
      #expect(constraints[1].constant == 50, "Should be 50")
    }
  }

  @Test func testConstraintIdentifier() {
    let identifier = "Test-Identifier"
    let view = View()
    self.container.addSubview(view)

    view.snp.makeConstraints { (make) -> Void in
      make.top.equalTo(self.container.snp.top).labeled(identifier)
    }

    let constraints = container.snp_constraints  // Port: cast dropped.
    #expect(constraints[0].identifier == identifier, "Identifier should be 'Test'")
  }
}
