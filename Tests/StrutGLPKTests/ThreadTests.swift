import Foundation
import StrutCore
import StrutGLPK
import Testing

/// Deliberately hands a non-Sendable solver to another thread, to test misuse detection.
final class Smuggled: @unchecked Sendable {
  var solver: GLPKSolver?
  var errors: [SolverError] = []
  var values: [Double] = []
  var facts: [Bool] = []

  init(_ solver: GLPKSolver?) { self.solver = solver }
}

/// Runs `body` on a new thread and waits for it.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.start()
  done.wait()
}

/// A solver belongs to the thread that created it; misuse is an error, never a crash.
@Suite struct ThreadTests {
  @Test func throwingCallsFromAnotherThreadThrowWrongThread() throws {
    let solver = GLPKSolver()
    let x = Variable("x")
    let c = x == 5
    try solver.add(c)
    try solver.addEditVariable(x, priority: .low)
    solver.updateVariables()
    let box = Smuggled(solver)
    onAnotherThread {
      guard let solver = box.solver else { return }
      let other = x <= 1
      func attempt(_ body: () throws(SolverError) -> Void) {
        do throws(SolverError) { try body() } catch { box.errors.append(error) }
      }
      attempt { () throws(SolverError) in try solver.add(other) }
      attempt { () throws(SolverError) in try solver.add(contentsOf: [other]) }
      attempt { () throws(SolverError) in try solver.remove(c) }
      attempt { () throws(SolverError) in try solver.remove(contentsOf: [c]) }
      attempt { () throws(SolverError) in
        try solver.addEditVariable(Variable("y"), priority: .low)
      }
      attempt { () throws(SolverError) in try solver.removeEditVariable(x) }
      attempt { () throws(SolverError) in try solver.suggestValue(3, for: x) }
      solver.updateVariables()  // does nothing here
      box.values.append(solver.value(of: x))
      box.facts = [solver.contains(c), solver.hasEditVariable(x), solver.contains(other)]
    }
    #expect(box.errors.count == 7)
    for error in box.errors {
      guard case .wrongThread(let detail) = error else {
        Issue.record("expected wrongThread, got \(error)")
        continue
      }
      #expect(detail.contains("GLPK"))
    }
    #expect(box.values == [5])
    #expect(box.facts == [true, true, false])
    box.solver = nil
    // Nothing changed; the owner thread carries on.
    try solver.suggestValue(2, for: x)
    solver.updateVariables()
    #expect(close(solver.value(of: x), 5))
    #expect(solver.contains(c))
  }

  @Test func solversOnSeveralThreadsAreIndependent() {
    let results = Smuggled(nil)
    let lock = NSLock()
    let group = DispatchGroup()
    for index in 0..<4 {
      group.enter()
      let thread = Thread {
        let solver = GLPKSolver()
        let x = Variable("x\(index)")
        let y = Variable("y\(index)")
        var value = Double.nan
        do {
          try solver.add(contentsOf: [x + y == Double(10 * index), x - y == 2])
          solver.updateVariables()
          value = solver.value(of: x)
        } catch {}
        lock.lock()
        results.values.append(value - Double(5 * index + 1))
        lock.unlock()
        group.leave()
      }
      thread.start()
    }
    group.wait()
    #expect(results.values.count == 4)
    #expect(results.values.allSatisfy { abs($0) < tolerance })
  }

  @Test func resetAndReleaseFromAnotherThreadAreHarmless() throws {
    let box = Smuggled(nil)
    let x = Variable("x")
    onAnotherThread {
      let solver = GLPKSolver()
      do throws(SolverError) { try solver.add(x == 3) } catch { box.errors.append(error) }
      solver.updateVariables()
      box.values.append(solver.value(of: x))
      box.solver = solver
    }
    // Used here, on the wrong thread: reset clears the Swift side; GLPK is not touched.
    guard let solver = box.solver else {
      Issue.record("no solver")
      return
    }
    #expect(throws: SolverError.self) { try solver.add(x == 4) }
    solver.reset()
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
    // The last reference goes on this thread; the GLPK problem is left to its thread.
    box.solver = nil
    #expect(box.errors.isEmpty)
    #expect(box.values == [3])
  }
}
