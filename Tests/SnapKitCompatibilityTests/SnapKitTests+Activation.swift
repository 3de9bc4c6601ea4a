// SnapKit's tests of prepared, activated and deactivated constraints (see SnapKitTests.swift
// for the port's rules).

import Foundation
import Strut
import Testing

extension SnapKitTests {
  @Test func testPrepareConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    let constraints = v1.snp.prepareConstraints { (make) -> Void in
      make.edges.equalTo(v2)
      return
    }

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints installed")

    for constraint in constraints {
      constraint.activate()
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints installed")

    for constraint in constraints {
      constraint.deactivate()
    }

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints installed")
  }

  @Test func testReactivateConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    let constraints = v1.snp.prepareConstraints { (make) -> Void in
      make.edges.equalTo(v2)
      return
    }

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints installed")

    for constraint in constraints {
      constraint.activate()
    }

    #expect(self.container.snp_constraints.count == 4, "Should have 4 constraints installed")

    for constraint in constraints {
      constraint.deactivate()
    }

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints installed")
  }

  @Test func testActivateDeactivateConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    var c1: Constraint? = nil
    var c2: Constraint? = nil

    v1.snp.prepareConstraints { (make) -> Void in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
      return
    }

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints")

    c1?.activate()
    c2?.activate()

    // Port: 2 → 1: c2 (`left == v2.top`) is cross-axis; Strut refuses to activate it.
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints")
    #expect(c2?.lastDiagnostic?.kind == .incompatibleAttributes)  // Port: the reason.

    c1?.deactivate()
    c2?.deactivate()

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints")

    c1?.activate()
    c2?.activate()

    // Port: 2 → 1, as above.
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints")
  }

  @Test func testSetIsActivatedConstraints() {
    let v1 = View()
    let v2 = View()
    self.container.addSubview(v1)
    self.container.addSubview(v2)

    var c1: Constraint? = nil
    var c2: Constraint? = nil

    v1.snp.prepareConstraints { (make) -> Void in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
      return
    }

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints")

    c1?.isActive = true
    c2?.isActive = false

    #expect(self.container.snp_constraints.count == 1, "Should have 1 constraint")

    c1?.isActive = true
    c2?.isActive = true

    // Port: 2 → 1: c2 (`left == v2.top`) is cross-axis; Strut refuses to activate it.
    #expect(self.container.snp_constraints.count == 1, "Should have 2 constraints")
    #expect(c2?.isActive == false)  // Port: the reason.

    c1?.isActive = false
    c2?.isActive = false

    #expect(self.container.snp_constraints.count == 0, "Should have 0 constraints")
  }
}
