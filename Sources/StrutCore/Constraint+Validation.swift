extension Constraint {
  /// The checks every backend makes before it accepts a constraint, in this order: the
  /// priority lies in (0, 1000], the weight is positive and finite, the constant is finite,
  /// every coefficient is finite, and the coefficients of a repeated variable **add up** to a
  /// finite number (`1e308·a + 1e308·a` overflows: that is a non-finite coefficient of `a`,
  /// not an unsatisfiable constraint; ``SolverError/description`` says the sum overflowed).
  ///
  /// Returns the merged terms (``Expression/simplified()``: repeated variables added up in
  /// order of first appearance, zero coefficients dropped).
  ///
  /// - Throws: ``SolverError/invalidPriority(_:)``, ``SolverError/invalidWeight(_:)``,
  ///   ``SolverError/nonFiniteConstant(_:)``, ``SolverError/nonFiniteCoefficient(_:_:)``.
  /// - Complexity: O(terms).
  public func checkedTerms() throws(SolverError) -> [Term] {
    guard priority.isValid else { throw .invalidPriority(self) }
    guard weight.isFinite, weight > 0 else { throw .invalidWeight(self) }
    guard expression.constant.isFinite else { throw .nonFiniteConstant(self) }
    for term in expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteCoefficient(self, term.variable)
    }
    let merged = expression.simplified().terms
    for term in merged where !term.coefficient.isFinite {
      throw .nonFiniteCoefficient(self, term.variable)
    }
    return merged
  }

  /// Whether the coefficients of `variable` in this constraint are each finite but add up to
  /// a non-finite number (for messages).
  public func coefficientSumOverflows(for variable: Variable) -> Bool {
    var sum = 0.0
    for term in expression.terms where term.variable.id == variable.id {
      guard term.coefficient.isFinite else { return false }
      sum += term.coefficient
    }
    return !sum.isFinite
  }
}
