import StrutCore

extension ConformanceChecker {
  /// Compares the values of the variables that differ from the reference; a difference is a
  /// discrepancy when the optimal face leaves the variable no room (its optimum is unique)
  /// and the backend's value lies outside that room (by more than the value's allowance).
  ///
  /// The face, not the reference's value, decides: the reference is one solution of a
  /// double-precision simplex and may sit off the face by more than the allowance. Two
  /// nearly parallel required equalities (`-1.5·a - 1.5·b - 3·c + 6·d == 0.005151…` and
  /// `-0.125·a - 0.125·b - 0.250244140625·c + 0.5·d == 0.000429…`) pin `c` to
  /// -0.000850677490234375 through their 0.0029296875 difference; GLPK's reference, whose
  /// feasibility tolerance admits row residuals of 1e-9, put `c` at -0.00085258, the face
  /// pinned it where the backend had it, and the checker called the exact value a mismatch
  /// (`bench fuzz --seed 2`, systems 1202 and 1714; `CheckerTests`).
  func compareValues(
    _ state: ConformanceState, values: [Variable: Double], reference: ReferenceOptimum,
    into verdict: inout Verdict
  ) {
    let differing = differingVariables(state, values, reference)
    if differing.isEmpty { return }
    let face: OptimalFace
    do {
      face = try OptimalFace(state, reference: reference, tolerance: tolerance)
    } catch {
      verdict.notes.append(
        "uniqueness not decided for \(differing.count) differing variable(s): the optimal "
          + "face could not be built (\(error))")
      return
    }
    for (variable, mine, theirs, allowed) in differing {
      let reach = max(1, 4 * abs(mine - theirs), abs(theirs))
      guard let range = face.range(of: variable, center: theirs, reach: reach) else {
        verdict.notes.append("uniqueness of \(variable) not decided: a probe failed")
        continue
      }
      guard range.upperBound - range.lowerBound <= allowed else { continue }
      // The backend's value is (within its allowance) where the face puts the variable: the
      // reference's value is the one off the face.
      if mine >= range.lowerBound - allowed, mine <= range.upperBound + allowed { continue }
      verdict.discrepancies.append(
        Discrepancy(
          .valueMismatch,
          "variable \(variable) is \(formatted(mine)) in the backend, but its optimal value is "
            + "unique: \(formatted(theirs)) (optimal range [\(formatted(range.lowerBound)), "
            + "\(formatted(range.upperBound))], allowed ±\(formatted(allowed)))",
          variable: variable, backendValue: mine, referenceValue: theirs))
    }
  }

  /// The variables whose backend value and reference value differ by more than the value
  /// allowance: (variable, backend value, reference value, allowance).
  func differingVariables(
    _ state: ConformanceState, _ values: [Variable: Double], _ reference: ReferenceOptimum
  ) -> [(Variable, Double, Double, Double)] {
    let local = Self.localScales(
      state.judged, [{ values[$0] ?? 0 }, { reference.values[$0] ?? 0 }])
    var differing: [(Variable, Double, Double, Double)] = []
    for variable in state.variables {
      let mine = values[variable] ?? 0
      let theirs = reference.values[variable] ?? 0
      let scale = max(abs(mine), abs(theirs), local[variable] ?? 0)
      let allowed = tolerance.valueAllowance(scale: scale)
      if abs(mine - theirs) > allowed { differing.append((variable, mine, theirs, allowed)) }
    }
    return differing
  }

  /// The least error of `level` once the levels above it have (at most) the backend's own
  /// errors, or nil when GLPK cannot solve that LP (solved on the optimal face with the
  /// backend's errors as the bounds, exact, so GLPK cannot trade again).
  ///
  /// The allowance of a higher level can buy a visible change further down through nearly
  /// parallel constraints, in either direction: a reference that spent a hair of a higher
  /// level makes a backend that did not look worse, and a backend that spent one looks better
  /// than the reference (the GLPK backend in fuzz system 54 of seed 1: level 600.5 lower than the
  /// restaged reference's by 1.1e-4, twice its allowance). Both are judged by this number instead: a backend
  /// is right at `level` when its error is this least error within the level's allowance.
  func leastError(
    _ state: ConformanceState, level: Priority, givenHigherLevels errors: [Priority: Double]
  ) -> Double? {
    // The backend's own errors, plus a rounding margin far below any allowance (else GLPK may
    // find the bounds a hair infeasible).
    var bounds: [Priority: Double] = [:]
    for higher in state.levels where higher > level {
      let error = errors[higher] ?? 0
      bounds[higher] = error + ReferenceOptimum.restagingMargin * (1 + error)
    }
    guard let face = try? OptimalFace(state, bounds: bounds, objective: level) else {
      return nil
    }
    var values: [Variable: Double] = [:]
    for variable in state.variables { values[variable] = face.value(of: variable) }
    return ReferenceOptimum.levelErrors(of: state.judged) { values[$0] ?? 0 }[level] ?? 0
  }

  /// For every variable, the largest constraint scale divided by its coefficient, over the
  /// constraints that mention it (at the largest over the given value sets).
  static func localScales(
    _ judged: [ConformanceState.Judged], _ valueSets: [(Variable) -> Double]
  ) -> [Variable: Double] {
    var result: [Variable: Double] = [:]
    for item in judged {
      let constraint = item.constraint
      var scale = 0.0
      for value in valueSets {
        scale = max(scale, ConformanceTolerance.scale(of: constraint, value))
      }
      for term in constraint.expression.terms where term.coefficient != 0 {
        let share = scale / abs(term.coefficient)
        if share > result[term.variable] ?? 0 { result[term.variable] = share }
      }
    }
    return result
  }
}
