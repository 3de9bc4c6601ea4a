// The SnapKit spellings added for issue 16, beyond what SnapKit's own suite exercises, and
// the read-only atomic constraints (`LayoutConstraint`).

import Foundation
import Strut
import Testing

@Suite struct SnapKitAPITests {
  @Test func typeNamesCompile() {
    let view: ConstraintView = LayoutView()
    let guide: ConstraintLayoutGuide = LayoutGuide()
    view.addLayoutGuide(guide)
    var editors: [ConstraintMakerFinalizable] = []
    guide.snp.makeConstraints { make in
      let prioritizable: ConstraintMakerPrioritizable = make.edges.equalToSuperview()
      editors.append(prioritizable.priority(.high))
    }
    #expect(editors.count == 1)
    #expect(editors[0].constraint.isActive)
    #expect(view.constraints.count == 4)
  }

  @Test func priorityIsStrideable() {
    #expect(ConstraintPriority.high.advanced(by: 1).value == 751)
    #expect(ConstraintPriority.low.distance(to: .high) == 500)
    #expect(Array(stride(from: Priority.low, through: .high, by: 250)) == [.low, .medium, .high])
  }

  @Test func settingIsActive() {
    let root = LayoutView()
    let view = LayoutView()
    root.addSubview(view)
    var handle: Constraint?
    view.snp.makeConstraints { make in handle = make.edges.equalToSuperview().constraint }
    handle?.isActive = false
    #expect(root.constraints.isEmpty)
    handle?.isActive = true
    #expect(root.constraints.count == 4)
    handle?.isActive = true  // already active: nothing changes
    #expect(root.constraints.count == 4)
  }

  @Test func labelNamesTheItem() {
    let view = LayoutView()
    #expect(view.snp.label() == nil)
    view.snp.setLabel("header")
    #expect(view.snp.label() == "header")
    #expect(view.debugName == "header")
    view.snp.setLabel(nil)
    #expect(view.snp.label() == nil)
  }

  @Test func atomicConstraintsAreLive() {
    let root = LayoutView()
    let view = LayoutView()
    root.addSubview(view)
    var handle: Constraint?
    view.snp.makeConstraints { make in
      handle = make.top.bottom.equalToSuperview().offset(5).labeled("pin").constraint
    }
    let atomics = handle?.atomicConstraints ?? []
    #expect(atomics.map(\.firstAttribute) == [.top, .bottom])
    #expect(atomics.allSatisfy { $0.label == "pin" && $0.identifier == "pin" && $0.isActive })
    handle?.update(inset: 4)
    #expect(atomics.map(\.constant) == [4, -4])
    handle?.deactivate()
    #expect(atomics.allSatisfy { !$0.isActive })
    #expect(atomics == handle?.atomicConstraints)
    #expect(Set(atomics).count == 2)
  }

  @Test func constraintsAreHeldByTheNearestCommonAncestor() {
    let root = LayoutView()
    let a = LayoutView()
    let b = LayoutView()
    let inner = LayoutView()
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(inner)
    let guide = LayoutGuide()
    a.addLayoutGuide(guide)
    inner.snp.makeConstraints { make in
      make.width.equalTo(10)  // one item: held by inner
      make.left.equalToSuperview()  // held by a
      make.top.equalTo(b)  // held by root
      make.height.equalTo(guide)  // a guide counts as its owning view: held by a
    }
    #expect(inner.constraints.map(\.firstAttribute) == [.width])
    #expect(a.constraints.map(\.firstAttribute) == [.left, .height])
    #expect(root.constraints.map(\.firstAttribute) == [.top])
    #expect(b.constraints.isEmpty)
  }

  @Test func aPreparedConstraintWithoutATreeHasNoAtomics() {
    let view = LayoutView()
    let stranger = LayoutView()
    let prepared = view.snp.prepareConstraints { make in make.left.equalTo(stranger) }
    #expect(prepared.first?.atomicConstraints.isEmpty == true)
    #expect(view.constraints.isEmpty)
  }

  // Deprecated spellings compile with SnapKit's deprecation warnings; they are called here
  // through protocols whose requirements are not deprecated, so that the test target builds
  // without warnings.
  private static func useDeprecatedSpellings(_ handle: any DeprecatedSpellings) -> [CGFloat] {
    var constants: [CGFloat] = []
    handle.uninstall()
    constants.append(contentsOf: handle.atomicConstraints.filter(\.isActive).map(\.constant))
    handle.install()
    handle.updateOffset(amount: 7)
    constants.append(contentsOf: handle.atomicConstraints.map(\.constant))
    handle.updateInsets(amount: 3)
    constants.append(contentsOf: handle.atomicConstraints.map(\.constant))
    handle.updatePriority(amount: 600)
    constants.append(CGFloat(handle.priority.value))
    return constants
  }

  /// Sets and reads SnapKit's global direction through a non-deprecated requirement.
  private static func ignoredDirection<Config: DirectionConfig>(_: Config.Type) -> LayoutDirection {
    Config.interfaceLayoutDirection = .rightToLeft
    return Config.interfaceLayoutDirection
  }

  @Test func deprecatedSpellingsStillWork() {
    let root = LayoutView()
    let view = LayoutView()
    root.addSubview(view)
    var handle: Constraint?
    view.snp.makeConstraints { make in handle = make.right.equalToSuperview().constraint }
    guard let handle else { return }
    #expect(Self.useDeprecatedSpellings(handle) == [7, -3, 600])
    #expect(handle.isActive)
    // Strut has no global direction: setting SnapKit's is ignored.
    #expect(Self.ignoredDirection(ConstraintConfig.self) == .leftToRight)
  }
}

/// SnapKit's deprecated `Constraint` spellings, as non-deprecated requirements.
protocol DeprecatedSpellings {
  var atomicConstraints: [LayoutConstraint] { get }
  var priority: Priority { get }
  func install()
  func uninstall()
  func updateOffset(amount: any ConstraintOffsetTarget)
  func updateInsets(amount: any ConstraintInsetTarget)
  func updatePriority(amount: any ConstraintPriorityTarget)
}
extension Constraint: DeprecatedSpellings {}

/// SnapKit's `ConstraintConfig`, as a non-deprecated requirement.
protocol DirectionConfig {
  static var interfaceLayoutDirection: LayoutDirection { get set }
}
extension ConstraintConfig: DirectionConfig {}
