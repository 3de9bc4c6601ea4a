import Foundation
import Testing

@testable import Strut

#if STRUT_TEST_GLPK
  import StrutGLPK
#endif

/// The backends every frame-unique test runs on.
enum Backend: String, CustomTestStringConvertible, Sendable {
  case cassowary
  case glpk

  /// The backends this build can test (GLPK when the test target links StrutGLPK).
  static var allCases: [Backend] {
    #if STRUT_TEST_GLPK
      [.cassowary, .glpk]
    #else
      [.cassowary]
    #endif
  }

  /// A fresh solver of this kind.
  func makeSolver() -> any ConstraintSolver {
    #if STRUT_TEST_GLPK
      if self == .glpk { return GLPKSolver() }
    #endif
    return CassowarySolver()
  }

  var testDescription: String { rawValue }
}

/// A root view of the given size on the given backend, with diagnostics kept quiet.
func makeRoot(
  _ backend: Backend = .cassowary, width: CGFloat = 320, height: CGFloat = 480,
  name: String = "root"
) -> LayoutView {
  let root = LayoutView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), solver: backend.makeSolver())
  root.debugName = name
  root.layoutEngine.printsDiagnostics = false
  return root
}

/// A named subview of `parent`.
@discardableResult
func addView(_ name: String, to parent: LayoutView) -> LayoutView {
  let view = LayoutView()
  view.debugName = name
  parent.addSubview(view)
  return view
}

/// Whether two rectangles agree within 1e-6 on every value.
func same(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// `CGRect(x:y:width:height:)` shortened.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two numbers agree within `tolerance` (backends solve in floating point).
func near(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}
