import StrutCore

extension ConformanceChecker {
  /// The least and the greatest value of each of `variables` over the optimal face of
  /// `state` (every required constraint, every level's error at most the reference optimum's
  /// plus its allowance), from GLPK probes that push each variable down and then up.
  ///
  /// A variable whose range is no wider than the value allowance has a unique optimal value;
  /// any other value on the face is as optimal as the reference's. A range that reaches
  /// `max(1000, 4·|reference value|)` from the reference value is cut there (the variable is
  /// then certainly not unique). A variable whose probe GLPK could not solve is left out of the
  /// result. This is what `bench` uses to decide whether two backends that disagree on a
  /// sampled variable may both be right.
  ///
  /// Uses GLPK on the calling thread.
  ///
  /// - Parameters:
  ///   - variables: the variables to probe.
  ///   - state: the state whose optimal face is probed.
  ///   - reference: the state's reference optimum (``ReferenceOptimum/init(_:)``).
  /// - Returns: each probed variable's range.
  /// - Throws: GLPK's ``SolverError`` when the face cannot be built.
  public func optimalRanges(
    of variables: [Variable], in state: ConformanceState, reference: ReferenceOptimum
  ) throws(SolverError) -> [Variable: ClosedRange<Double>] {
    let face = try OptimalFace(state, reference: reference, tolerance: tolerance)
    var ranges: [Variable: ClosedRange<Double>] = [:]
    for variable in variables {
      let center = reference.values[variable] ?? 0
      let reach = max(1000, 4 * abs(center))
      if let range = face.range(of: variable, center: center, reach: reach) {
        ranges[variable] = range
      }
    }
    return ranges
  }
}
