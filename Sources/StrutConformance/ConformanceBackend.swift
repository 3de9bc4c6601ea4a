import StrutCore

/// A backend under test: a name and a way to make a fresh solver.
///
/// ```swift
/// let backends = [
///   ConformanceBackend("cassowary") { CassowarySolver() },
///   ConformanceBackend("mine") { MySolver() },
/// ]
/// ```
///
/// The factory is called on the thread that runs the case, and the solver is used and
/// dropped there (GLPK-based solvers require it).
public struct ConformanceBackend: Sendable, CustomStringConvertible {
  /// The name in reports.
  public var name: String
  /// Makes a fresh, empty solver.
  public var make: @Sendable () -> any ConstraintSolver

  /// A backend.
  public init(_ name: String, make: @escaping @Sendable () -> any ConstraintSolver) {
    self.name = name
    self.make = make
  }

  /// The name.
  public var description: String { name }

  /// Runs `testCase` on a fresh solver of this backend.
  public func run(_ testCase: ConformanceCase, runner: ScriptRunner = ScriptRunner())
    -> CaseOutcome
  {
    let solver = make()
    defer { solver.reset() }
    return runner.run(testCase, on: solver)
  }
}
