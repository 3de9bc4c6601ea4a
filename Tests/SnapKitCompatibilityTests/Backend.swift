import Foundation
import Strut
import StrutGLPK
import Testing

/// The backends every layout (frame) test runs on.
enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case cassowary
  case glpk

  /// A fresh solver of this kind.
  func makeSolver() -> any ConstraintSolver {
    switch self {
    case .cassowary: CassowarySolver()
    case .glpk: GLPKSolver()
    }
  }

  var testDescription: String { rawValue }
}

/// A root view of the given size on `backend`, with diagnostics kept quiet.
func makeRoot(_ backend: Backend, width: CGFloat = 300, height: CGFloat = 200) -> LayoutView {
  let root = LayoutView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), solver: backend.makeSolver())
  root.layoutEngine.printsDiagnostics = false
  return root
}
