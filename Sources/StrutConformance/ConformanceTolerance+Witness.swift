import StrutCore

extension ConformanceTolerance {
  /// The first constraint of `set` that `values` miss by more than the relative parts of the
  /// residual allowance (own terms and propagated rounding, without ``absolute``), with its
  /// violation and that allowance; nil when `values` witness that the set holds.
  ///
  /// A point offered as evidence — that a reported conflict can hold, or that a level can
  /// reach a smaller error — must satisfy the constraints up to rounding of the magnitudes
  /// involved. The absolute floor is for judging a backend's values near zero; at magnitudes
  /// of 1e-4 it accepts a miss of 20 % of a constraint's terms, and GLPK's points do miss by
  /// that much on small ill-conditioned sets: a near-parallel pair fixing `x26` and `x1`, with
  /// a culprit infeasible by 3.1e-4 in exact arithmetic, came back "solved" with one equality
  /// off by 2.2e-8 (`fuzz-both-ill-conditioned-conflict`); the reference reached a level error
  /// of 0.00086250 where both backends ended at 0.00086308 by missing a required equality by
  /// 2.8e-10, where rounding of its terms allows 6.0e-11
  /// (`fuzz-reference-ill-conditioned-optimum`).
  ///
  /// - Complexity: O(Σ terms of `set`).
  public func firstMiss(of set: [Constraint], at values: (Variable) -> Double)
    -> (constraint: Constraint, violation: Double, allowed: Double)?
  {
    var local: [Variable: Double] = [:]
    for constraint in set {
      let scale = Self.scale(of: constraint, values)
      for term in constraint.expression.terms where term.coefficient != 0 {
        let share = scale / abs(term.coefficient)
        if share > local[term.variable] ?? 0 { local[term.variable] = share }
      }
    }
    for constraint in set {
      let allowed =
        residualAllowance(
          scale: Self.scale(of: constraint, values),
          propagatedScale: Self.propagatedScale(of: constraint) { local[$0] ?? 0 })
        - absolute
      let violation = constraint.violation(values)
      if violation > allowed { return (constraint, violation, allowed) }
    }
    return nil
  }
}
