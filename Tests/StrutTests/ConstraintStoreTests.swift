import Foundation
import Testing

@testable import Strut

/// The engine's staging store (``ConstraintStore``): the records built between two layouts
/// keep their solver constraints in it, and it holds exactly what the next layout must add —
/// implicit constraints before the record whose installation queued them, as a hand-written
/// system lists them — so that the layout can hand it to the solver as it is.
@Suite struct ConstraintStoreTests {
  /// The waiting constraints gathered record by record, in queue order (what the engine adds
  /// when the store is not exact).
  private func gathered(_ engine: LayoutEngine) -> [Int] {
    var constraints: [StrutCore.Constraint] = []
    for group in engine.pendingAdds { group.appendPending(to: &constraints) }
    return constraints.map(\.id)
  }

  /// Whether two solver constraints agree in everything but identity.
  private func sameShape(_ a: StrutCore.Constraint, _ b: StrutCore.Constraint) -> Bool {
    a.expression.terms.map(\.variable) == b.expression.terms.map(\.variable)
      && a.expression.terms.map(\.coefficient) == b.expression.terms.map(\.coefficient)
      && a.expression.constant == b.expression.constant && a.relation == b.relation
      && a.priority == b.priority && a.weight == b.weight
  }

  /// Every active handle's range holds what the handle describes.
  private func rangesHoldTheirHandles(_ handles: [Constraint]) throws -> Bool {
    for handle in handles where handle.isActive {
      let expected = try handle.makeConstraints(describing: false).constraints
      let installed = handle.layoutConstraints
      guard installed.count == expected.count, zip(installed, expected).allSatisfy(sameShape)
      else { return false }
    }
    return true
  }

  @Test func theStoreIsTheQueueInOrderAndRangesFollowInsertions() throws {
    let root = makeRoot()
    // The root's pins are queued by the root's first record: they go before it.
    root.snp.makeConstraints { make in make.height.equalTo(480) }
    let a = addView("a", to: root)
    a.snp.makeConstraints { make in
      make.left.top.equalToSuperview().offset(4)
      make.size.equalTo(CGSize(width: 40, height: 20))
    }
    // A view that keeps its frame takes part (with its frame's constraints) once mentioned:
    // those are queued in the middle of b's record, and go before it.
    let kept = LayoutView(frame: rect(100, 10, 30, 30))
    root.addSubview(kept)
    let b = addView("b", to: root)
    b.snp.makeConstraints { make in
      make.width.equalTo(10)
      make.left.equalTo(kept.snp.right).offset(5)
      make.top.equalTo(kept)
      make.height.equalTo(a)
    }
    let engine = root.layoutEngine
    #expect(engine.stagedIsExact)
    let handles = root.snp.constraints + a.snp.constraints + b.snp.constraints
    #expect(try rangesHoldTheirHandles(handles))
    // Root pins, the root's record, a's, kept's frame, b's: what the records hold, each once.
    let pins = try #require(root.systemGroup).constraints.map(\.id)
    let frame = try #require(kept.systemGroup).constraints.map(\.id)
    func ids(_ view: LayoutView) -> [Int] {
      view.snp.constraints.flatMap(\.layoutConstraints).map(\.id)
    }
    #expect(engine.stagingStore.constraints.map(\.id) == pins + ids(root) + ids(a) + frame + ids(b))
    #expect(Set(engine.stagingStore.constraints.map(\.id)) == Set(gathered(engine)))
    #expect(engine.stagingStore.constraints.count == 15)
    root.layoutIfNeeded()
    #expect(engine.diagnostics.isEmpty)
    #expect(same(a.frame, rect(4, 4, 40, 20)))
    #expect(same(b.frame, rect(135, 10, 10, 20)))
    // The next records go to a fresh store; the earlier ones keep theirs.
    #expect(engine.stagingStore.constraints.isEmpty)
    b.snp.makeConstraints { make in make.width.lessThanOrEqualTo(50) }
    #expect(engine.stagingStore.constraints.map(\.id) == gathered(engine))
    #expect(engine.stagingStore.constraints.count == 1)
    #expect(try rangesHoldTheirHandles(handles + b.snp.constraints))
  }

  @Test func aWithdrawalBeforeTheLayoutGathersFromTheRecords() throws {
    let root = makeRoot()
    let a = addView("a", to: root)
    var width: Constraint?
    a.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      width = make.width.equalTo(100).constraint
      make.width.equalTo(60).priority(.low)
      make.height.equalTo(10)
    }
    width?.deactivate()
    let engine = root.layoutEngine
    #expect(!engine.stagedIsExact)
    #expect(try rangesHoldTheirHandles(a.snp.constraints))
    root.layoutIfNeeded()
    #expect(same(a.frame, rect(0, 0, 60, 10)))
    // Back in, through a record of its own in the fresh store (exact again).
    width?.activate()
    #expect(engine.stagedIsExact)
    #expect(engine.stagingStore.constraints.map(\.id) == gathered(engine))
    root.layoutIfNeeded()
    #expect(same(a.frame, rect(0, 0, 100, 10)))
  }
}
