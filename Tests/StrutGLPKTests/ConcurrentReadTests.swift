import Foundation
import StrutCore
import StrutGLPK
import Synchronization
import Testing

/// What a reader thread saw while the owner worked.
final class ReaderLog: @unchecked Sendable {
  let stop = Atomic<Bool>(false)
  let reads = Atomic<Int>(0)
  /// Values outside what the owner ever published (written by the reader only, read after
  /// it finished).
  var strangeValues: [Double] = []
  var strangeFacts = 0
}

/// Issue 18, item 8: `value(of:)`, `contains(_:)` and `hasEditVariable(_:)` are safe on
/// another thread while the owner thread solves, churns and resets (run it under
/// `swift test --sanitize=thread --filter ConcurrentReadTests`).
@Suite struct ConcurrentReadTests {
  @Test func readsFromAnotherThreadWhileTheOwnerWorks() throws {
    let solver = GLPKSolver()
    let count = 60
    let xs = (0..<count).map { Variable("x\($0)") }
    // A chain x[i+1] == x[i] + 1 (required), x0 dragged between 0 and 100.
    let chain = (0..<(count - 1)).map { xs[$0 + 1] == xs[$0] + 1 }
    let optional = (0..<count).map { (xs[$0] == Double($0)).priority(.low) }
    let pinned = chain[0]
    try solver.add(contentsOf: chain + optional)
    try solver.addEditVariable(xs[0], priority: .high)
    solver.updateVariables()
    let log = ReaderLog()
    let box = Smuggled(solver)
    let finished = DispatchSemaphore(value: 0)
    let reader = Thread {
      guard let solver = box.solver else { return }
      while !log.stop.load(ordering: .acquiring) {
        for (index, x) in xs.enumerated() {
          let value = solver.value(of: x)
          // x0 is always in [0, 100] and the chain holds: x[i] == x0 + i.
          if !(value >= Double(index) - 1e-6 && value <= 100 + Double(index) + 1e-6) {
            log.strangeValues.append(value)
          }
        }
        if !solver.contains(pinned) || !solver.hasEditVariable(xs[0]) { log.strangeFacts += 1 }
        log.reads.add(1, ordering: .relaxed)
      }
      finished.signal()
    }
    reader.start()
    // The owner churns the optional constraints, drags x0, and solves, many times.
    for step in 0..<300 {
      let some = Array(optional[(step % 5)..<(step % 5 + 20)])
      try solver.remove(contentsOf: some)
      try solver.suggestValue(Double(step % 101), for: xs[0])
      solver.updateVariables()
      try solver.add(contentsOf: some)
      solver.updateVariables()
      #expect(abs(solver.value(of: xs[3]) - Double(step % 101 + 3)) < 1e-6)
    }
    log.stop.store(true, ordering: .releasing)
    finished.wait()
    box.solver = nil
    #expect(log.reads.load(ordering: .relaxed) > 0)
    #expect(log.strangeValues.isEmpty, "\(log.strangeValues.prefix(5))")
    #expect(log.strangeFacts == 0)
  }

  @Test func aReaderWaitsForTheOwnersOperationAndSeesItsResult() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let c = x == 7
    try solver.add(c)
    solver.updateVariables()
    let box = Smuggled(solver)
    onAnotherThread {
      guard let solver = box.solver else { return }
      box.values.append(solver.value(of: x))
      box.facts.append(solver.contains(c))
    }
    try solver.remove(c)
    solver.updateVariables()
    onAnotherThread {
      guard let solver = box.solver else { return }
      box.values.append(solver.value(of: x))
      box.facts.append(solver.contains(c))
    }
    box.solver = nil
    #expect(box.values == [7, 0])
    #expect(box.facts == [true, false])
  }
}
