import StrutCassowary
import StrutCore

/// The solvers `bench` can measure, by the name used with `--backends` and `--backend`.
///
/// Adding a backend is one case and one arm in ``makeSolver()``.
enum Backend: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The incremental Cassowary solver (StrutCassowary).
  case cassowary
  // GLPK hook: add `case glpk` with `GLPKSolver()` (import StrutGLPK, and the StrutGLPK
  // product in the bench target's dependencies) once Sources/StrutGLPK provides the solver.

  /// The name on the command line.
  var description: String { rawValue }

  /// A fresh, empty solver of this backend.
  func makeSolver() -> any ConstraintSolver {
    switch self {
    case .cassowary: CassowarySolver()
    }
  }

  /// Parses a comma-separated list of backend names (`all` means every backend).
  static func list(_ text: String) throws(ListError) -> [Backend] {
    try parseList(text, kind: "backend") { Backend(rawValue: $0.lowercased()) }
  }
}
