import StrutCassowary
import StrutConformance
import StrutCore
import StrutGLPK

/// The backends every conformance test runs on (a parameter of the tests, so a failure
/// names the backend).
enum TestBackend: String, CaseIterable, Sendable, CustomStringConvertible {
  case cassowary
  case glpk

  var description: String { rawValue }

  /// The backend as the conformance library sees it.
  var backend: ConformanceBackend {
    switch self {
    case .cassowary: ConformanceBackend("cassowary") { CassowarySolver() }
    case .glpk: ConformanceBackend("glpk") { GLPKSolver() }
    }
  }
}

extension ConformanceBackend {
  /// GLPK in floating point alone: a real GLPKSolver with its exact fallback off, to show what
  /// the fallback decides.
  static let floatingGLPK = ConformanceBackend("glpk-floating") {
    let solver = GLPKSolver()
    solver.exactFallbackLimit = 0
    return solver
  }
}
