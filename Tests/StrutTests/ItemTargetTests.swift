import Foundation
import Testing

@testable import Strut

/// The concrete `equalTo` / `lessThanOrEqualTo` / `greaterThanOrEqualTo` overloads for views,
/// guides and attribute items describe exactly what the general (existential) forms describe.
@Suite struct ItemTargetTests {
  @Test(arguments: Backend.allCases)
  func concreteAndGeneralFormsAgree(backend: Backend) {
    let root = makeRoot(backend)
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    var concrete: [Constraint?] = []
    var general: [Constraint?] = []
    b.snp.makeConstraints { make in
      concrete.append(make.left.equalTo(a.snp.right).offset(4).constraint)
      concrete.append(make.width.equalTo(a).constraint)
      concrete.append(make.top.lessThanOrEqualTo(a.snp.bottom).constraint)
      concrete.append(make.height.lessThanOrEqualTo(guide).constraint)
      concrete.append(make.right.greaterThanOrEqualTo(guide.snp.centerX).priority(.low).constraint)
      concrete.append(make.centerY.greaterThanOrEqualTo(a).constraint)
      concrete.append(make.size.equalTo(a.snp.size).multipliedBy(2).constraint)
    }
    b.snp.makeConstraints { make in
      let right: any ConstraintRelatableTarget = a.snp.right
      let bottom: any ConstraintRelatableTarget = a.snp.bottom
      let centerX: any ConstraintRelatableTarget = guide.snp.centerX
      let size: any ConstraintRelatableTarget = a.snp.size
      let view: any ConstraintRelatableTarget = a
      let guideTarget: any ConstraintRelatableTarget = guide
      general.append(make.left.equalTo(right).offset(4).constraint)
      general.append(make.width.equalTo(view).constraint)
      general.append(make.top.lessThanOrEqualTo(bottom).constraint)
      general.append(make.height.lessThanOrEqualTo(guideTarget).constraint)
      general.append(make.right.greaterThanOrEqualTo(centerX).priority(.low).constraint)
      general.append(make.centerY.greaterThanOrEqualTo(view).constraint)
      general.append(make.size.equalTo(size).multipliedBy(2).constraint)
    }
    #expect(concrete.count == general.count)
    for (one, other) in zip(concrete, general) {
      #expect(one?.isActive == true)
      #expect(one?.relation == other?.relation)
      // The same terms and numbers, target and description (the variables are the same ones).
      #expect(handleShape(one) == handleShape(other))
      #expect(one?.matches(other!) == true)
      // The caller's location is recorded (the overloads take `#fileID` and `#line` too).
      #expect(one?.file == other?.file)
      #expect(one?.file.hasSuffix("ItemTargetTests.swift") == true)
    }
  }

  @Test func aDeallocatedItemIsReportedTheSameWay() {
    let root = makeRoot()
    let a = addView("a", to: root)
    var item: ConstraintItem?
    var view: LayoutView? = LayoutView()
    item = view!.snp.bottom
    view = nil
    var handle: Constraint?
    a.snp.makeConstraints { make in handle = make.top.equalTo(item!).constraint }
    #expect(handle?.isActive == false)
    #expect(handle?.lastDiagnostic?.kind == .deallocatedTarget)
  }

  @Test func anItemInAnotherTreeIsReportedTheSameWay() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let stranger = LayoutView()
    var concrete: Constraint?
    var general: Constraint?
    a.snp.makeConstraints { make in
      concrete = make.top.equalTo(stranger).constraint
      general = make.top.equalTo(stranger as any ConstraintRelatableTarget).constraint
    }
    #expect(concrete?.isActive == false)
    #expect(concrete?.lastDiagnostic?.kind == general?.lastDiagnostic?.kind)
    #expect(concrete?.lastDiagnostic?.message == general?.lastDiagnostic?.message)
  }
}
