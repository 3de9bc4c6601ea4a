/// Counters that describe the work a ``GLPKSolver`` has done, so that a caller can see whether
/// re-solves were warm and how the time splits between the Swift layer and GLPK itself.
///
/// Read them from ``GLPKSolver/statistics``; ``GLPKSolver/reset()`` does not clear them.
public struct GLPKStatistics: Sendable, Hashable, CustomStringConvertible {
  /// Simplex iterations (pivots) done by GLPK in total.
  public var totalIterations: Int = 0
  /// Simplex iterations of the most recent solve (all priority levels together).
  public var lastSolveIterations: Int = 0
  /// Lexicographic solves: one per `updateVariables()` that had work to do, plus the
  /// feasibility solves that adding a required constraint can need.
  public var solves: Int = 0
  /// Solves that started without a usable basis (first solve, after a rebuild or a re-crash).
  public var coldSolves: Int = 0
  /// Solves that started from the basis the previous solve left.
  public var warmSolves: Int = 0
  /// Warm solves that needed no simplex at all: `glp_warm_up` showed the old basis optimal.
  public var warmUpOnlySolves: Int = 0
  /// Calls of `glp_simplex`.
  public var simplexCalls: Int = 0
  /// Times the LP was rebuilt from the Swift-side model after GLPK failed.
  public var rebuilds: Int = 0
  /// Times a failing basis was re-crashed with `glp_adv_basis`.
  public var basisRepairs: Int = 0
  /// Solves decided in rational arithmetic (``GLPKSolver/exactFallbackLimit``) after the
  /// floating-point simplex found no feasible point or failed.
  public var exactSolves: Int = 0
  /// Seconds spent inside GLPK's own calls (measured around every guarded call).
  public var secondsInGLPK: Double = 0

  /// All counters zero.
  public init() {}

  /// `solves 3 (cold 1, warm 2, warm-up only 1), iterations 120 (last 4), GLPK 0.012 s`.
  public var description: String {
    "solves \(solves) (cold \(coldSolves), warm \(warmSolves), warm-up only \(warmUpOnlySolves)), "
      + "simplex calls \(simplexCalls), iterations \(totalIterations) "
      + "(last \(lastSolveIterations)), rebuilds \(rebuilds), re-crashes \(basisRepairs), "
      + "exact solves \(exactSolves), GLPK \(secondsInGLPK) s"
  }
}
