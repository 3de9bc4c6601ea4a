import ArgumentParser
import StrutConformance

/// How `bench fuzz` judges a backend's answer at each check of a script.
enum FuzzJudge: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// Against GLPK's reference optimum (``ConformanceChecker/check(_:values:)``): every
  /// backend held to the same independent solver; slow beyond a few hundred variables.
  case reference
  /// By the backend's own optimality certificate when it gives one (Cassowary), verified in
  /// time linear in the system, with the reference only where the certificate does not
  /// verify (``ConformanceChecker/check(_:values:certificate:)``); other backends as
  /// `reference`. The judge for systems of thousands of variables.
  case certificate

  /// The checker this judge uses, its exact reference limited to `exactSeconds` per rational
  /// simplex call.
  func checker(exactSeconds: Int) -> ConformanceChecker {
    var checker = ConformanceChecker(usesCertificates: self == .certificate)
    checker.exactReferenceLimits.milliseconds = Int32(clamping: 1000 * exactSeconds)
    checker.exactReferenceLimits.iterations = .max
    return checker
  }
}
