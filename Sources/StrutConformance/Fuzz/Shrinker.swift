import StrutCore

/// Delta debugging (ddmin) of a failing case: removes script steps, constraints, edit
/// variables and unused variables as long as the case keeps failing the same way.
///
/// A script case is first tried as the plain system of its final state (the constraints in
/// the solver, the edits asking for their last values): if that fails the same way, the
/// repro needs no history and is written as a ConstraintSystem.
public struct Shrinker: Sendable {
  /// The most times the failure is re-run while shrinking.
  public var budget: Int
  /// The most seconds spent shrinking one failure (checked between re-runs).
  public var timeLimit: Double

  /// A shrinker with a budget of re-runs and of time.
  public init(budget: Int = 400, timeLimit: Double = 120) {
    self.budget = budget
    self.timeLimit = timeLimit
  }

  /// The smallest case found that still satisfies `failing`. `finalModel` is the solver's
  /// contents at the end of the failing run (for the plain-system attempt).
  func shrink(
    _ testCase: ConformanceCase, finalModel: ScriptModel?,
    failing: @escaping (ConformanceCase) -> Bool
  ) -> ConformanceCase {
    var session = Session(
      budget: budget, deadline: ContinuousClock.now + .seconds(timeLimit), failing: failing)
    var current = testCase
    if current.script != nil, let finalModel {
      let plain = Self.plainCase(current, finalModel)
      if session.test(plain) { current = plain }
    }
    for _ in 0..<3 {
      let before = current
      if let script = current.script {
        let kept = session.ddmin(script) { steps in
          var candidate = current
          candidate.script = Self.normalized(
            steps, constraintCount: current.system.constraints.count)
          return candidate
        }
        current.script = Self.normalized(kept, constraintCount: current.system.constraints.count)
      }
      let keptConstraints = session.ddmin(Array(current.system.constraints.indices)) {
        Self.keeping(constraints: $0, of: current)
      }
      current = Self.keeping(constraints: keptConstraints, of: current)
      let editVariables = Self.editVariables(of: current)
      let keptEdits = session.ddmin(editVariables) { (kept: [Int]) in
        Self.keeping(edits: Set(kept), of: current)
      }
      current = Self.keeping(edits: Set(keptEdits), of: current)
      if current == before || session.budget <= 0 { break }
    }
    return Self.withoutUnusedVariables(current)
  }

  /// The re-run budget and the failure predicate.
  struct Session {
    var budget: Int
    let deadline: ContinuousClock.Instant
    let failing: (ConformanceCase) -> Bool

    /// Whether `candidate` still fails (false once the budget or the time is spent).
    mutating func test(_ candidate: ConformanceCase) -> Bool {
      if ContinuousClock.now > deadline { budget = 0 }
      guard budget > 0 else { return false }
      budget -= 1
      return failing(candidate)
    }

    /// ddmin: the smallest sublist of `items` (keeping order) whose case still fails.
    mutating func ddmin<T>(_ items: [T], _ make: ([T]) -> ConformanceCase) -> [T] {
      var items = items
      var parts = 2
      if !items.isEmpty, test(make([])) { return [] }
      while items.count >= 2, budget > 0 {
        let chunk = (items.count + parts - 1) / parts
        var reduced = false
        for start in stride(from: 0, to: items.count, by: chunk) {
          let complement = Array(items[..<start]) + Array(items[min(items.count, start + chunk)...])
          if test(make(complement)) {
            items = complement
            parts = max(parts - 1, 2)
            reduced = true
            break
          }
        }
        if !reduced {
          if parts >= items.count { break }
          parts = min(items.count, parts * 2)
        }
      }
      return items
    }
  }
}
