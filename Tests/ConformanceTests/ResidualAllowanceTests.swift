import StrutConformance
import StrutCore
import Testing

/// The residual allowance of a required constraint includes the rounding its variables carry
/// from the constraints around them (``ConformanceTolerance``, "Propagated rounding"), and
/// nothing more.
@Suite struct ResidualAllowanceTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  /// `-0.5·x == 0` beside `x + y == 600000`: x's local scale is 1.2e6.
  var pinned: ConformanceState {
    ConformanceState(constraints: [-0.5 * x == 0, x + y == 600_000])
  }

  @Test func acceptsRoundingOfTheLocalScale() {
    // Cassowary's value in fuzz system 380: one ulp of an intermediate of 2³¹.
    let rounded = 0x1p-21
    let verdict = ConformanceChecker().check(pinned, values: [x: rounded, y: 600_000 - rounded])
    #expect(verdict.passed, "\(verdict.discrepancies)")
  }

  @Test func theOwnTermsAloneWouldReject() {
    // Without the propagated part the same values fail: the allowance is what accepts them.
    let strict = ConformanceChecker(tolerance: ConformanceTolerance(propagatedRelative: 0))
    let rounded = 0x1p-21
    let verdict = strict.check(pinned, values: [x: rounded, y: 600_000 - rounded])
    #expect(verdict.discrepancies.first?.kind == .infeasible)
  }

  @Test func rejectsAViolationAboveRounding() throws {
    // 2.4e-4: the residual `fuzz-cassowary-near-parallel-infeasible` had, at a local scale of
    // 2.6e5 (allowed there: 1e-7 + 1e-11 · 2.6e5 ≈ 2.7e-6).
    let pair = x - y == 0
    let state = ConformanceState(constraints: [
      pair, 1.0009765625 * x - y == 0, x + z == 262_144,
    ])
    let off = 2.4e-4
    let verdict = ConformanceChecker().check(state, values: [x: off, y: 0, z: 262_144 - off])
    let found = try #require(verdict.discrepancies.first as Discrepancy?)
    #expect(found.kind == .infeasible)
    #expect(found.constraint == pair)
  }

  @Test func allowanceAddsThePropagatedPart() {
    let tolerance = ConformanceTolerance.standard
    let constraint = -0.5 * x == 0
    let propagated = ConformanceTolerance.propagatedScale(of: constraint) { _ in 1.2e6 }
    #expect(propagated == 6e5)
    let allowed = tolerance.residualAllowance(scale: 0, propagatedScale: propagated)
    #expect(abs(allowed - (1e-7 + 1e-11 * 6e5)) < 1e-15)
  }
}
