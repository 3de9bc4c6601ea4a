import Foundation
import Testing

@testable import Strut

/// The short installation path for the common shapes (``Constraint/makeCommonConstraints``)
/// builds exactly what the general path builds, and hands everything else over to it.
@Suite struct CommonBuildTests {
  /// The general path's solver constraints and mentioned items for `handle`.
  private func general(_ handle: Constraint) throws -> ([StrutCore.Constraint], [LayoutItem]) {
    var constraints: [StrutCore.Constraint] = []
    var mentions = MentionList()
    var descriptions: [String] = []
    try handle.makeConstraints(
      describing: false, into: &constraints, mentions: &mentions, descriptions: &descriptions)
    return (constraints, mentions.compactMap(\.item))
  }

  /// Whether two solver constraints agree in everything but identity.
  private func sameShape(_ a: StrutCore.Constraint, _ b: StrutCore.Constraint) -> Bool {
    a.expression.terms.map(\.variable) == b.expression.terms.map(\.variable)
      && a.expression.terms.map(\.coefficient) == b.expression.terms.map(\.coefficient)
      && a.expression.constant.bitPattern == b.expression.constant.bitPattern
      && a.relation == b.relation && a.priority == b.priority && a.weight == b.weight
  }

  @Test func theShortPathBuildsWhatTheGeneralPathBuilds() throws {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let inner = addView("inner", to: a)
    var handles: [Constraint] = []
    b.snp.makeConstraints { make in
      handles.append(make.left.equalTo(a.snp.right).offset(8).constraint)
      handles.append(make.top.equalToSuperview().constraint)
      handles.append(make.bottom.lessThanOrEqualToSuperview().offset(-4).constraint)
      handles.append(make.width.equalTo(a).multipliedBy(0.5).priority(.high).constraint)
      handles.append(make.height.equalTo(24).priority(.low).weight(10).constraint)
      handles.append(make.centerX.centerY.equalTo(a).constraint)
      handles.append(make.size.equalTo(CGSize(width: 10, height: 20)).constraint)
      handles.append(make.right.equalTo(150).multipliedBy(2).constraint)
      handles.append(make.centerY.greaterThanOrEqualTo(CGPoint(x: 3, y: 4)).constraint)
      handles.append(make.top.equalTo(inner.snp.bottom).offset(2).constraint)
      handles.append(make.width.equalTo(inner.snp.height).constraint)
      // Composite targets pair each attribute by edge.
      handles.append(make.top.bottom.equalTo(a.snp.edges).offset(1).constraint)
      handles.append(make.size.equalTo(a.snp.size).multipliedBy(2).constraint)
    }
    for handle in handles {
      #expect(handle.isActive, "\(handle)")
      let (expected, expectedMentions) = try general(handle)
      let built = handle.layoutConstraints
      #expect(built.count == expected.count, "\(handle)")
      #expect(zip(built, expected).allSatisfy { sameShape($0, $1) }, "\(handle)")
      #expect(
        handle.mentionedItems.map(ObjectIdentifier.init)
          == expectedMentions.map(ObjectIdentifier.init), "\(handle)")
    }
    // (The constraints contradict each other: only how they are built matters here.)
    #expect(root.layoutEngine.diagnostics.isEmpty)
  }

  @Test func otherShapesAndMisuseTakeTheGeneralPath() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let stranger = LayoutView()
    var handles: [Constraint] = []
    b.snp.makeConstraints { make in
      // Not common: the general path builds them.
      handles.append(make.leading.equalTo(a.snp.trailing).constraint)
      handles.append(make.left.equalTo(a).multipliedBy(0.5).constraint)
      handles.append(make.topMargin.equalToSuperview().constraint)
      handles.append(make.edges.equalToSuperview().inset(4).constraint)
      handles.append(make.height.equalTo([a, root]).constraint)
      // Misuse: reported exactly as before.
      handles.append(make.left.equalTo(stranger).constraint)
      handles.append(make.left.equalTo(a.snp.width).constraint)
      handles.append(make.width.equalTo(Double.nan).constraint)
      handles.append(make.height.equalTo(CGSize(width: 1, height: Double.infinity)).constraint)
    }
    #expect(handles.prefix(5).allSatisfy { $0.isActive })
    #expect(handles.suffix(4).allSatisfy { !$0.isActive })
    let kinds = root.layoutEngine.diagnostics.map(\.kind)
    #expect(kinds == [.noCommonAncestor, .positionAgainstSize, .nonFiniteNumber, .nonFiniteNumber])
  }
}

/// The concrete-number overloads of `offset(_:)` and `weight(_:)` (no existential, no dynamic
/// casts) describe exactly what the general ones describe, misuse included.
@Suite struct NumberModifierTests {
  /// Everything a handle describes and builds, identity aside.
  private func summary(_ handle: Constraint) -> String {
    let built = handle.layoutConstraints.map {
      "\($0.expression.terms.map(\.coefficient)) \($0.expression.constant) \($0.priority) \($0.weight)"
    }
    return "\(String(describing: handle.offset)) \(handle.weight) \(handle.isActive) \(built)"
      + " \(String(describing: handle.lastDiagnostic?.kind))"
  }

  @Test func concreteOverloadsMatchTheGeneralOnes() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let general: (any ConstraintOffsetTarget) -> (any ConstraintOffsetTarget) = { $0 }
    let generalWeight: (any ConstraintMultiplierTarget) -> (any ConstraintMultiplierTarget) = {
      $0
    }
    var pairs: [(Constraint, Constraint)] = []
    a.snp.makeConstraints { make in
      pairs.append(
        (
          make.top.equalToSuperview().offset(4).constraint,
          make.top.equalToSuperview().offset(general(4)).constraint
        ))
      pairs.append(
        (
          make.left.equalToSuperview().offset(-2.5).constraint,
          make.left.equalToSuperview().offset(general(-2.5)).constraint
        ))
      pairs.append(
        (
          make.right.equalToSuperview().offset(CGFloat(7)).constraint,
          make.right.equalToSuperview().offset(general(CGFloat(7))).constraint
        ))
      pairs.append(
        (
          make.width.equalTo(50).priority(.low).weight(10).constraint,
          make.width.equalTo(50).priority(.low).weight(generalWeight(10)).constraint
        ))
      pairs.append(
        (
          make.height.equalTo(20).priority(.low).weight(0.5).constraint,
          make.height.equalTo(20).priority(.low).weight(generalWeight(0.5)).constraint
        ))
      // Misuse is reported alike.
      pairs.append(
        (
          make.height.equalTo(20).offset(Double.infinity).constraint,
          make.height.equalTo(20).offset(general(Double.infinity)).constraint
        ))
      pairs.append(
        (
          make.width.equalTo(20).weight(Double.nan).constraint,
          make.width.equalTo(20).weight(generalWeight(Double.nan)).constraint
        ))
      pairs.append(
        (
          make.width.equalTo(20).weight(-1).constraint,
          make.width.equalTo(20).weight(generalWeight(-1)).constraint
        ))
    }
    for (concrete, general) in pairs {
      #expect(summary(concrete) == summary(general), "\(concrete)")
    }
    #expect(pairs.suffix(3).allSatisfy { !$0.0.isActive && !$0.1.isActive })
    let kinds = root.layoutEngine.diagnostics.map(\.kind)
    #expect(
      kinds == [
        .nonFiniteNumber, .nonFiniteNumber, .invalidWeight, .invalidWeight,
        .invalidWeight, .invalidWeight,
      ])
  }
}

/// `equalToSuperview()` and friends without a closure relate to the superview itself: the
/// same constraints (and the same diagnostic without a superview) as the `{ $0 }` form.
@Suite struct SuperviewRelationTests {
  /// What a handle describes, identity aside.
  private func summary(_ handle: Constraint) -> String {
    "\(handle.descriptions) \(handle.isActive) \(String(describing: handle.lastDiagnostic?.kind))"
      + " \(handle.layoutConstraints.map { "\($0.expression.terms.map(\.coefficient))" })"
  }

  @Test func theFormWithoutAClosureMatchesTheIdentityClosure() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let guide = LayoutGuide()  // never added: no superview
    var pairs: [(Constraint, Constraint)] = []
    let same: (LayoutView) -> any ConstraintRelatableTarget = { $0 }
    for item in [a, guide] as [LayoutItem] {
      item.snp.makeConstraints { make in
        pairs.append(
          (
            make.top.equalToSuperview(#fileID, 1).offset(4).constraint,
            make.top.equalToSuperview(same, #fileID, 1).offset(4).constraint
          ))
        pairs.append(
          (
            make.right.lessThanOrEqualToSuperview(#fileID, 2).constraint,
            make.right.lessThanOrEqualToSuperview(same, #fileID, 2).constraint
          ))
        pairs.append(
          (
            make.size.greaterThanOrEqualToSuperview(#fileID, 3).constraint,
            make.size.greaterThanOrEqualToSuperview(same, #fileID, 3).constraint
          ))
      }
    }
    for (plain, withClosure) in pairs {
      #expect(summary(plain) == summary(withClosure), "\(plain)")
    }
    #expect(pairs.prefix(3).allSatisfy { $0.0.isActive })
    #expect(pairs.suffix(3).allSatisfy { $0.0.lastDiagnostic?.kind == .noSuperview })
  }
}

/// The per-item log of engine records keeps two inline and the rest in an array, in order.
@Suite struct ConstraintLogTests {
  @Test func keepsRecordsInOrder() {
    let groups = (0..<5).map { _ in LayoutEngine.Group(batchOf: []) }
    for count in 0...5 {
      var log = ConstraintLog()
      for group in groups.prefix(count) { log.append(group) }
      #expect(log.count == count)
      #expect(log.isEmpty == (count == 0))
      #expect(
        Array(log).map(ObjectIdentifier.init) == groups.prefix(count).map(ObjectIdentifier.init))
      log.removeAll()
      #expect(log.isEmpty && Array(log).isEmpty)
    }
  }
}
