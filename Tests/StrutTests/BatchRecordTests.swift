import Foundation
import Testing

@testable import Strut

/// The engine keeps one record per `makeConstraints` call (a batch whose solver constraints sit
/// in one array); every handle in it must still behave on its own.
@Suite struct BatchRecordTests {
  /// The engine's DSL batch records.
  private func batches(_ engine: LayoutEngine) -> [LayoutEngine.Group] {
    engine.groups.filter { $0.isBatch }
  }

  /// A root with one view pinned by a three-handle batch: left, top, size.
  private func pinnedView(
    _ backend: Backend = .cassowary
  ) -> (LayoutView, LayoutView, [Constraint]) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.left.equalToSuperview().offset(10)
      make.top.equalToSuperview().offset(20)
      make.size.equalTo(CGSize(width: 100, height: 50))
    }
    return (root, view, view.snp.constraints)
  }

  @Test func oneRecordPerMakeConstraintsCall() throws {
    let (root, view, handles) = pinnedView()
    let engine = root.layoutEngine
    let records = batches(engine)
    try #require(records.count == 1)
    #expect(handles.allSatisfy { $0.group === records[0] })
    // The size handle is two solver constraints: four in the record's one array.
    #expect(records[0].constraints.count == 4)
    #expect(handles.map { $0.layoutConstraints.count } == [1, 1, 2])
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 20, 100, 50)))
    // A second call makes a second record.
    view.snp.makeConstraints { make in make.width.lessThanOrEqualTo(300) }
    #expect(batches(engine).count == 2)
  }

  @Test(arguments: Backend.allCases)
  func handlesOfOneRecordDeactivateOnTheirOwn(backend: Backend) throws {
    let (root, view, handles) = pinnedView(backend)
    let engine = root.layoutEngine
    root.layoutIfNeeded()
    let solver = engine.solver
    let leftConstraints = handles[0].layoutConstraints
    handles[0].deactivate()
    #expect(!handles[0].isActive)
    #expect(handles[0].layoutConstraints.isEmpty)
    #expect(handles[1].isActive && handles[2].isActive)
    #expect(batches(engine).count == 1)
    root.layoutIfNeeded()
    #expect(!solver.contains(leftConstraints[0]))
    #expect(handles[1...].allSatisfy { $0.layoutConstraints.allSatisfy { solver.contains($0) } })
    #expect(near(view.frame.minY, 20) && near(view.frame.width, 100))
    // Back again: through a record of its own.
    handles[0].activate()
    #expect(handles[0].group !== handles[1].group)
    #expect(batches(engine).count == 2)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 20, 100, 50)))
    // The last live handle takes its record with it.
    for handle in handles { handle.deactivate() }
    #expect(batches(engine).isEmpty)
    #expect(engine.constraintCount == 0)
  }

  @Test(arguments: Backend.allCases)
  func handlesOfOneRecordUpdateOnTheirOwn(backend: Backend) {
    let (root, view, handles) = pinnedView(backend)
    root.layoutIfNeeded()
    handles[1].update(offset: 40)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 40, 100, 50)))
    #expect(handles.allSatisfy { $0.isActive })
    handles[2].update(priority: .high)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 40, 100, 50)))
    #expect(handles[0].layoutConstraints.count == 1)
    // Remaking replaces the records.
    view.snp.remakeConstraints { make in make.edges.equalToSuperview() }
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(0, 0, 320, 480)))
    #expect(batches(root.layoutEngine).count == 1)
    #expect(handles.allSatisfy { !$0.isActive })
  }

  @Test func withdrawnBeforeTheFirstLayoutNeverReachesTheSolver() {
    let (root, view, handles) = pinnedView()
    let engine = root.layoutEngine
    let topConstraint = handles[1].layoutConstraints[0]
    handles[1].deactivate()
    #expect(engine.constraintCount == 5)  // 3 of the batch, root pins x and y
    root.layoutIfNeeded()
    #expect(!engine.solver.contains(topConstraint))
    #expect(handles[0].layoutConstraints.allSatisfy { engine.solver.contains($0) })
    #expect(handles[2].layoutConstraints.allSatisfy { engine.solver.contains($0) })
    #expect(near(view.frame.minX, 10) && near(view.frame.height, 50))
  }

  @Test func failingHandleInsideABatchLeavesTheOthersInstalled() throws {
    let root = makeRoot()
    let other = makeRoot(name: "other")
    let stranger = addView("stranger", to: other)
    let view = addView("view", to: root)
    var failing: Constraint?
    let line: UInt = #line + 3
    view.snp.makeConstraints { make in
      make.left.equalToSuperview().offset(10)
      failing = make.top.equalTo(stranger.snp.bottom).constraint
      make.top.equalToSuperview().offset(20)
      make.size.equalTo(CGSize(width: 100, height: 50))
    }
    let engine = root.layoutEngine
    let diagnostic = try #require(engine.diagnostics.first)
    #expect(engine.diagnostics.count == 1)
    #expect(diagnostic.kind == .noCommonAncestor)
    #expect(diagnostic.line == line)
    #expect(diagnostic.file.hasSuffix("BatchRecordTests.swift"))
    #expect(diagnostic.constraint?.contains("(BatchRecordTests.swift:\(line))") == true)
    #expect(failing?.isActive == false)
    #expect(failing?.lastDiagnostic?.kind == .noCommonAncestor)
    // Nothing of the failing handle is in the record's array.
    let records = batches(engine)
    try #require(records.count == 1)
    #expect(records[0].constraints.count == 4)
    #expect(!records[0].isIntact)
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 20, 100, 50)))
    #expect(view.snp.constraints.filter { $0.isActive }.count == 3)
  }

  @Test(arguments: Backend.allCases)
  func unsatisfiableHandleInsideABatchIsRejectedAlone(backend: Backend) throws {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    var conflicting: Constraint?
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(100)
      conflicting = make.width.equalTo(200).labeled("too wide").constraint
      make.height.equalTo(50)
    }
    root.layoutIfNeeded()
    let engine = root.layoutEngine
    let diagnostic = try #require(engine.diagnostics.first)
    #expect(engine.diagnostics.count == 1)
    #expect(diagnostic.kind == .unsatisfiable)
    #expect(diagnostic.label == "too wide")
    #expect(diagnostic.file.hasSuffix("BatchRecordTests.swift"))
    #expect(conflicting?.isActive == false)
    #expect(conflicting?.lastDiagnostic?.kind == .unsatisfiable)
    #expect(same(view.frame, rect(0, 0, 100, 50)))
    let installed = view.snp.constraints.filter { $0.isActive }
    #expect(installed.count == 3)
    #expect(installed.allSatisfy { $0.layoutConstraints.allSatisfy { engine.solver.contains($0) } })
    // The record stays, without the rejected handle.
    #expect(batches(engine).count == 1)
    #expect(batches(engine).first?.liveCount == 3)
  }

  @Test(arguments: Backend.allCases)
  func recordsMoveToANewSolverAndWithTheirViews(backend: Backend) {
    let (root, view, handles) = pinnedView(backend)
    root.layoutIfNeeded()
    let engine = root.layoutEngine
    engine.useSolver(backend.makeSolver())
    root.layoutIfNeeded()
    #expect(same(view.frame, rect(10, 20, 100, 50)))
    #expect(handles.allSatisfy { $0.layoutConstraints.allSatisfy { engine.solver.contains($0) } })
    // Each item finds the handles that mention it through the records.
    #expect(
      Set(view.activeConstraints.map(ObjectIdentifier.init))
        == Set(handles.map(ObjectIdentifier.init)))
    #expect(root.activeConstraints.count == 2)  // left and top are measured in the root
    // Moving the view to another tree drops the constraints that leave it.
    let otherRoot = makeRoot(backend, name: "other")
    view.removeFromSuperview()
    otherRoot.addSubview(view)
    #expect(!handles[0].isActive && !handles[1].isActive)
    #expect(handles[2].isActive)
    #expect(handles[2].engine === otherRoot.layoutEngine)
    otherRoot.layoutIfNeeded()
    #expect(near(view.frame.width, 100) && near(view.frame.height, 50))
  }

  /// A batch that reaches the solver whole is marked as a whole (its handles are not written);
  /// each handle still reads as in the solver, and the first one that changes (deactivated,
  /// moved to another solver) turns the mark into marks on the handles.
  @Test(arguments: Backend.allCases)
  func aWholeBatchIsMarkedOnTheRecord(backend: Backend) throws {
    let (root, view, handles) = pinnedView(backend)
    let engine = root.layoutEngine
    root.layoutIfNeeded()
    let record = try #require(batches(engine).first)
    #expect(record.wholeBatchInSolver)
    #expect(record.inSolverCount == 3)
    #expect(handles.allSatisfy { $0.inSolver && !$0.inSolverFlag })
    #expect(record.pendingCount == 0)
    // Deactivating one handle marks the others one by one; they stay in the solver.
    let solver = engine.solver
    handles[1].deactivate()
    #expect(!record.wholeBatchInSolver)
    #expect(!handles[1].inSolver)
    #expect(handles[0].inSolverFlag && handles[2].inSolverFlag)
    #expect(record.inSolverCount == 2)
    root.layoutIfNeeded()
    #expect(handles[0].layoutConstraints.allSatisfy { solver.contains($0) })
    #expect(handles[2].layoutConstraints.allSatisfy { solver.contains($0) })
    #expect(near(view.frame.minX, 10) && near(view.frame.width, 100))
    // A second whole batch, moved to a new solver: everything is added again.
    view.snp.makeConstraints { make in make.width.lessThanOrEqualTo(300) }
    root.layoutIfNeeded()
    let second = try #require(batches(engine).first { $0 !== record })
    #expect(second.wholeBatchInSolver)
    let count = engine.constraintCount
    engine.useSolver(backend.makeSolver())
    #expect(!second.wholeBatchInSolver && second.inSolverCount == 0)
    #expect(!record.wholeBatchInSolver && record.inSolverCount == 0)
    #expect(!handles[0].inSolver && !handles[2].inSolver)
    #expect(engine.constraintCount == count)
    root.layoutIfNeeded()
    #expect(second.inSolverCount == 1 && record.inSolverCount == 2)
    #expect(engine.constraintCount == count)
    #expect(near(view.frame.minX, 10) && near(view.frame.width, 100))
    #expect(handles[0].layoutConstraints.allSatisfy { engine.solver.contains($0) })
    #expect(handles[2].layoutConstraints.allSatisfy { engine.solver.contains($0) })
  }
}
