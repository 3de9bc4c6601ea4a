import Foundation
import Testing

@testable import Strut

/// The concrete `Int`, `Double` and `CGFloat` overloads of `equalTo`, `lessThanOrEqualTo` and
/// `greaterThanOrEqualTo` describe exactly what the general (existential) forms describe.
@Suite struct NumberTargetTests {
  @Test(arguments: Backend.allCases)
  func concreteAndGeneralFormsAgree(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    let indent = 30
    let preferred = 52.5
    let inset: CGFloat = 7
    var concrete: [Constraint?] = []
    var general: [Constraint?] = []
    view.snp.makeConstraints { make in
      concrete.append(make.left.equalTo(indent).constraint)
      concrete.append(make.width.equalTo(preferred).priority(.low).constraint)
      concrete.append(make.width.greaterThanOrEqualTo(0).constraint)
      concrete.append(make.height.lessThanOrEqualTo(inset).constraint)
      concrete.append(make.top.greaterThanOrEqualTo(2.5).offset(1).constraint)
      concrete.append(make.right.lessThanOrEqualTo(300).constraint)
      concrete.append(make.height.equalTo(295).multipliedBy(0.2).constraint)
      concrete.append(make.size.greaterThanOrEqualTo(inset).constraint)
      concrete.append(make.bottom.equalTo(Double.nan).constraint)
      concrete.append(make.centerX.lessThanOrEqualTo(CGFloat.infinity).constraint)
    }
    view.snp.makeConstraints { make in
      func any(_ value: any ConstraintRelatableTarget) -> any ConstraintRelatableTarget { value }
      general.append(make.left.equalTo(any(indent)).constraint)
      general.append(make.width.equalTo(any(preferred)).priority(.low).constraint)
      general.append(make.width.greaterThanOrEqualTo(any(0)).constraint)
      general.append(make.height.lessThanOrEqualTo(any(inset)).constraint)
      general.append(make.top.greaterThanOrEqualTo(any(2.5)).offset(1).constraint)
      general.append(make.right.lessThanOrEqualTo(any(300)).constraint)
      general.append(make.height.equalTo(any(295)).multipliedBy(0.2).constraint)
      general.append(make.size.greaterThanOrEqualTo(any(inset)).constraint)
      general.append(make.bottom.equalTo(any(Double.nan)).constraint)
      general.append(make.centerX.lessThanOrEqualTo(any(CGFloat.infinity)).constraint)
    }
    #expect(concrete.count == general.count)
    for (one, other) in zip(concrete, general) {
      #expect(handleShape(one) == handleShape(other))
      #expect(one?.relation == other?.relation)
      #expect(one?.file.hasSuffix("NumberTargetTests.swift") == true)
    }
    // The non-finite targets are reported, not installed.
    #expect(concrete[8]?.lastDiagnostic?.kind == .nonFiniteNumber)
    #expect(concrete[9]?.lastDiagnostic?.kind == .nonFiniteNumber)
    // `equalTo(295).multipliedBy(0.2)` is 59.
    #expect(concrete[6]?.layoutConstraints.first?.expression.constant == -59)
  }
}
