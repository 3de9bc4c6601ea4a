import StrutCassowary
import StrutCore
import StrutGLPK

/// The solvers `bench` can measure, by the name used with `--backends` and `--backend`.
///
/// Adding a backend is one case and one arm in ``makeSolver()``.
enum Backend: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The incremental Cassowary solver (StrutCassowary).
  case cassowary
  /// The linear-programming backend over GLPK (StrutGLPK, GPL-3.0). Each case runs on the
  /// main thread of its own child process, as GLPK's per-thread state requires.
  case glpk

  /// The name on the command line.
  var description: String { rawValue }

  /// A fresh, empty solver of this backend.
  func makeSolver() -> any ConstraintSolver {
    switch self {
    case .cassowary: CassowarySolver()
    case .glpk: GLPKSolver()
    }
  }

  /// Parses a comma-separated list of backend names (`all` means every backend).
  static func list(_ text: String) throws(ListError) -> [Backend] {
    try parseList(text, kind: "backend") { Backend(rawValue: $0.lowercased()) }
  }
}
