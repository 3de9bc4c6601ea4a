// What Masonry's specs MASConstraintMakerSpec, View+MASAdditionsSpec and
// NSArray+MASAdditionsSpec (Tests/Specs of github.com/SnapKit/Masonry) check about behaviour,
// as tests of Strut's DSL. Masonry's internals (composite children, delegates, the maker's
// `updateExisting` / `removeExisting` flags) become what they decide: the atomic constraints
// made and installed. Each test names its spec; differences are explained beside them.

import Foundation
import Strut
import Testing

@Suite struct MasonryMakerSpecTests {
  let superview = LayoutView()
  let view = LayoutView()

  init() {
    superview.addSubview(view)
  }

  /// The first attributes of the atomic constraints a line makes on `view`.
  private func firstAttributes(
    _ line: (ConstraintMaker) -> ConstraintMakerEditable
  ) -> [LayoutAttribute] {
    var handle: Constraint?
    view.snp.prepareConstraints { make in handle = line(make).constraint }
    #expect(handle?.atomicConstraints.allSatisfy { $0.firstItem === view } == true)
    return handle?.atomicConstraints.map(\.firstAttribute) ?? []
  }

  // testCreateSingleAttribute, testCreateAttributes, testCreateCenterYAndCenterXChildren,
  // testCreateAllEdges, testCreateWidthAndHeightChildren.
  @Test func compositeAttributesExpandToAtomicConstraints() {
    #expect(firstAttributes { $0.height.equalTo(superview) } == [.height])
    // Masonry orders a bit mask (width before centerX); Strut keeps the written order.
    #expect(firstAttributes { $0.centerX.width.equalTo(superview) } == [.centerX, .width])
    #expect(
      firstAttributes { $0.attribute(.centerX).width.equalTo(superview) } == [.centerX, .width])
    #expect(firstAttributes { $0.center.equalTo(superview) } == [.centerX, .centerY])
    // Masonry: left, right, top, bottom; Strut (as SnapKit): top, left, bottom, right.
    #expect(firstAttributes { $0.edges.equalTo(superview) } == [.top, .left, .bottom, .right])
    #expect(firstAttributes { $0.size.equalTo(superview) } == [.width, .height])
  }

  // testInstallConstraints: two lines, one of them an array target.
  @Test func installMakesOneHandlePerLine() {
    let newView = LayoutView()
    superview.addSubview(newView)
    view.snp.makeConstraints { make in
      make.edges.equalTo(newView)
      make.centerX.equalTo([newView, 10])
    }
    #expect(view.snp.constraints.count == 2)
    #expect(view.snp.constraints.map { $0.atomicConstraints.count } == [4, 2])
    #expect(superview.constraints.count == 6)
  }

  // testUpdateConstraints: an update of the same attribute and target changes the constant of
  // the installed constraint (the same one), not a second constraint.
  @Test func updateChangesTheInstalledConstraint() {
    let newView = LayoutView()
    superview.addSubview(newView)
    view.snp.makeConstraints { make in make.left.equalTo(newView).offset(10) }
    let constraint1 = superview.constraints[0]
    #expect(constraint1.constant == 10)
    view.snp.updateConstraints { make in make.left.equalTo(newView).offset(20) }
    #expect(superview.constraints.count == 1)
    let constraint2 = superview.constraints[0]
    #expect(constraint2.constant == 20)
    #expect(constraint2 == constraint1)
  }

  // testDoNotUpdateConstraints: another attribute is installed as new (Masonry; SnapKit stops
  // the process).
  @Test func updateOfAnotherAttributeInstallsIt() {
    let newView = LayoutView()
    superview.addSubview(newView)
    view.snp.makeConstraints { make in make.left.equalTo(newView).offset(10) }
    let constraint1 = superview.constraints[0]
    #expect(constraint1.constant == 10)
    view.snp.updateConstraints { make in make.right.equalTo(newView).offset(20) }
    #expect(superview.constraints.count == 2)
    let constraint2 = superview.constraints[1]
    #expect(constraint1.constant == 10)
    #expect(constraint2.constant == 20)
    #expect(constraint2.firstAttribute == .right)
  }

  // testRemoveConstraints: remake removes what was made through the view's `snp` first.
  @Test func remakeRemovesTheEarlierConstraints() {
    let newView = LayoutView()
    superview.addSubview(newView)
    view.snp.makeConstraints { make in
      make.left.equalTo(newView).offset(10)
      make.right.equalTo(newView).offset(20)
      make.width.equalTo(newView).offset(30)
    }
    #expect(superview.constraints.count == 3)
    #expect(view.snp.constraints.count == 3)
    view.snp.remakeConstraints { make in make.height.equalTo(newView).offset(100) }
    #expect(superview.constraints.count == 1)
    #expect(view.snp.constraints.count == 1)
    #expect(superview.constraints[0].constant == 100)
  }

  // testAttributeChainingWithComposite, testAttributeChainingWithViewConstraint: chaining
  // extends one constraint (Masonry's one composite), in written order.
  @Test func chainingExtendsOneConstraint() {
    var handles: [Constraint] = []
    view.snp.prepareConstraints { make in
      handles.append(make.size.left.equalTo(superview).constraint)
      handles.append(make.width.height.equalTo(superview).constraint)
    }
    #expect(handles.map(\.attributes) == [[.width, .height, .left], [.width, .height]])
  }

  // View+MASAdditionsSpec: make, update and remake turn off
  // translatesAutoresizingMaskIntoConstraints (the updateExisting / removeExisting flags are
  // Masonry's internals; their effect is tested above).
  @Test func makeUpdateAndRemakeTurnOffAutoresizing() {
    let made = LayoutView()
    made.snp.makeConstraints { _ in }
    let updated = LayoutView()
    updated.snp.updateConstraints { _ in }
    let remade = LayoutView()
    remade.snp.remakeConstraints { _ in }
    #expect([made, updated, remade].allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
  }

  // NSArray+MASAdditionsSpec testShouldCreateConstraintsForEachView (and the update/remake
  // flags of testShouldSetUpdateExistingForArray / …RemoveExisting…, by their effect).
  @Test func arraysMakeConstraintsForEachView() {
    let subject1 = LayoutView()
    let subject2 = LayoutView()
    superview.addSubview(subject1)
    superview.addSubview(subject2)
    let views = [subject1, subject2]
    views.snp.makeConstraints { make in make.width.equalTo(superview) }
    let atomics = views.flatMap(\.snp.constraints).flatMap(\.atomicConstraints)
    #expect(atomics.count == views.count)
    for constraint in atomics {
      #expect(views.contains { $0 === constraint.firstItem })
      #expect(constraint.firstAttribute == .width)
      #expect(constraint.secondItem === superview)
      #expect(constraint.secondAttribute == .width)
    }
    views.snp.updateConstraints { make in make.width.equalTo(superview).offset(5) }
    #expect(views.map { $0.snp.constraints.count } == [1, 1])
    #expect(superview.constraints.map(\.constant) == [5, 5])
    views.snp.remakeConstraints { make in make.height.equalTo(superview) }
    #expect(superview.constraints.map(\.firstAttribute) == [.height, .height])
  }
}
