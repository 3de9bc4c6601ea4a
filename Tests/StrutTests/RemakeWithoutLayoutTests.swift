import Foundation
import Testing

@testable import Strut

/// Issue 18, item 10: repeated `remakeConstraints` with no layout in between keeps a bounded
/// queue, and a missing superview is named in the diagnostic's constraint text.
@Suite struct RemakeWithoutLayoutTests {
  /// Every constraint the engine would hand to the solver at the next layout.
  static func waiting(_ engine: LayoutEngine) -> [Int] {
    var constraints: [StrutCore.Constraint] = []
    for group in engine.pendingAdds { group.appendPending(to: &constraints) }
    return constraints.map(\.id)
  }

  @Test(arguments: Backend.allCases)
  func remakesWithoutLayoutKeepTheQueueBounded(backend: Backend) throws {
    func remake(_ view: LayoutView, step: Int) {
      view.snp.remakeConstraints { make in
        make.left.top.equalToSuperview().offset(Double(step % 50))
        make.width.equalTo(100 + step % 7)
        make.height.equalTo(40)
      }
    }
    // One remake on a fresh tree: what must wait for the layout.
    let reference = makeRoot(backend)
    remake(addView("child", to: reference), step: 0)
    let expectedWaiting = Self.waiting(reference.layoutEngine).count
    let root = makeRoot(backend)
    let child = addView("child", to: root)
    let engine = root.layoutEngine
    var peakQueue = 0
    var peakStore = 0
    for step in 0..<20_000 {
      remake(child, step: step)
      peakQueue = max(peakQueue, engine.pendingAdds.count)
      peakStore = max(peakStore, engine.stagingStore.constraints.count)
    }
    // A few live groups (the root's pins, the child's record, system groups): the queue and
    // the staging store stay within a small multiple of them, not 20,000 records.
    #expect(peakQueue <= 2 * engine.groups.count + 64, "queue peaked at \(peakQueue)")
    #expect(peakStore <= 8 * (2 * engine.groups.count + 64), "store peaked at \(peakStore)")
    // What waits is exactly the last remake's constraints, once each.
    let waiting = Self.waiting(engine)
    #expect(Set(waiting).count == waiting.count)
    #expect(waiting.count == expectedWaiting)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 49, y: 49, width: 100, height: 40))
  }

  @Test func remakesWithoutLayoutMatchALayoutAfterEachRemake() throws {
    let lazy = makeRoot()
    let eager = makeRoot()
    let lazyChild = addView("a", to: lazy)
    let eagerChild = addView("a", to: eager)
    for step in 0..<500 {
      for (view, root) in [(lazyChild, lazy), (eagerChild, eager)] {
        view.snp.remakeConstraints { make in
          make.left.equalToSuperview().offset(Double(step))
          make.top.equalToSuperview()
          make.size.equalTo(CGSize(width: 10 + step % 3, height: 20))
        }
        if root === eager { root.layoutIfNeeded() }
      }
    }
    lazy.layoutIfNeeded()
    #expect(lazyChild.frame == eagerChild.frame)
    #expect(lazy.layoutEngine.diagnostics.isEmpty)
  }

  @Test func noSuperviewDiagnosticNamesTheSuperview() throws {
    let orphan = LayoutView()
    orphan.debugName = "orphan"
    orphan.layoutEngine.printsDiagnostics = false
    orphan.snp.makeConstraints { make in make.left.equalToSuperview().offset(10) }
    let diagnostic = try #require(orphan.layoutEngine.diagnostics.first)
    #expect(diagnostic.kind == .noSuperview)
    #expect(diagnostic.constraint?.contains("orphan.left == superview") == true, "\(diagnostic)")
    #expect(!diagnostic.description.contains("== ("), "\(diagnostic)")
  }
}
