import StrutCore

/// Verifying a backend's ``OptimalityCertificate`` instead of solving a reference: one pass
/// over the state per level (docs/conformance.md, "Optimality certificates").
extension ConformanceChecker {
  /// What a certificate proved.
  public struct CertificateVerdict: Sendable {
    /// Why the certificate does not prove the values optimal (nil when it does).
    public var failure: String?
    /// Per level, highest first: the certified bound `gap_k` on how far the backend's error is
    /// above the least error reachable without worsening a higher level, and the level's
    /// allowance.
    public var gaps: [(priority: Priority, bound: Double, allowance: Double)] = []

    /// Whether the certificate proves every level optimal within its allowance.
    public var passed: Bool { failure == nil }
  }

  /// The relative rounding a certificate's stationarity may show: `|Σ_c λ_c·a_cv|` up to this
  /// times `Σ_c |λ_c·a_cv|` (the solver's cancellation tolerance; the multipliers of layouts
  /// cancel to 1e-13 or better).
  public static let certificateStationarityRelative = 1e-9

  /// Verifies `certificate` for `values` (a missing variable counts as 0) as a solution of
  /// `state`: stationarity, signs and the per-level gap bound against each level's allowance
  /// (the allowance of a level error, ``ConformanceTolerance``). Feasibility of the required
  /// constraints is not part of it (``check(_:values:certificate:)`` checks it first).
  ///
  /// - Complexity: O(levels · (Σ terms + variables)).
  public func verify(
    _ certificate: OptimalityCertificate, of state: ConformanceState, values: [Variable: Double]
  ) -> CertificateVerdict {
    var verdict = CertificateVerdict()
    let judged = state.judged
    // The certificate's multipliers, by judged item.
    var indexOfConstraint: [Constraint: Int] = [:]
    for (index, constraint) in certificate.constraints.enumerated() {
      indexOfConstraint[constraint] = index
    }
    var indexOfEdit: [Variable: Int] = [:]
    for (index, variable) in certificate.editVariables.enumerated() {
      indexOfEdit[variable] = index
    }
    var source: [(edit: Bool, index: Int)] = []
    source.reserveCapacity(judged.count)
    for item in judged {
      if let edit = item.edit {
        guard let index = indexOfEdit[edit.variable] else {
          verdict.failure = "the certificate has no multiplier for \(item.label)"
          return verdict
        }
        source.append((true, index))
      } else {
        guard let index = indexOfConstraint[item.constraint] else {
          verdict.failure = "the certificate has no multiplier for \(item.label)"
          return verdict
        }
        source.append((false, index))
      }
    }
    guard certificate.constraints.count == state.constraints.count,
      certificate.editVariables.count == state.edits.count
    else {
      verdict.failure = "the certificate names constraints or edits the state does not hold"
      return verdict
    }
    let levels = certificate.levels.map(\.priority)
    for priority in state.levels where !levels.contains(priority) {
      verdict.failure = "the certificate has no level \(priority)"
      return verdict
    }
    let numbering = Dictionary(
      state.variables.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let value = { (variable: Variable) in values[variable] ?? 0 }
    // Per judged item, once: its residual e(x), residual allowance, level position in the
    // certificate (-1 when required), and its terms by variable number.
    let residuals = judged.map { $0.constraint.expression.evaluate(value) }
    var levelScale: [Priority: Double] = [:]
    var allowances: [Double] = []
    allowances.reserveCapacity(judged.count)
    var positionOfLevel: [Priority: Int] = [:]
    for (index, priority) in levels.enumerated() { positionOfLevel[priority] = index }
    var positions: [Int] = []
    positions.reserveCapacity(judged.count)
    var termStart: [Int] = [0]
    termStart.reserveCapacity(judged.count + 1)
    var termNumbers: [Int] = []
    var termCoefficients: [Double] = []
    for item in judged {
      let constraint = item.constraint
      let scale = ConformanceTolerance.scale(of: constraint, value)
      allowances.append(tolerance.residualAllowance(scale: scale))
      if !constraint.isRequired {
        levelScale[constraint.priority, default: 0] += constraint.weight * scale
      }
      positions.append(constraint.isRequired ? -1 : positionOfLevel[constraint.priority] ?? -2)
      for term in constraint.expression.terms {
        guard let number = numbering[term.variable] else { continue }
        termNumbers.append(number)
        termCoefficients.append(term.coefficient)
      }
      termStart.append(termNumbers.count)
    }
    var cumulativeScale = 0.0
    for (k, level) in certificate.levels.enumerated() {
      guard level.higherLevelMultipliers.count == k,
        level.constraintMultipliers.count == certificate.constraints.count,
        level.editMultipliers.count == certificate.editVariables.count,
        level.higherLevelMultipliers.allSatisfy({ $0 >= 0 && $0.isFinite })
      else {
        verdict.failure = "level \(level.priority): malformed multipliers"
        return verdict
      }
      if k > 0, !(level.priority < certificate.levels[k - 1].priority) {
        verdict.failure = "levels are not in decreasing priority at \(level.priority)"
        return verdict
      }
      // μ by level position: the higher levels', 1 here, 0 below.
      var mu = level.higherLevelMultipliers + [1]
      mu += repeatElement(0, count: levels.count - mu.count)
      let price = { (position: Int) -> Double in position >= 0 ? mu[position] : 0 }
      // Multipliers are exact up to 1e-9 of the level's largest: below that, rounding noise
      // of either sign is zero (for the signs here, and for stationarity below).
      // The level's scale: its largest multiplier, or the largest price of an optional
      // constraint at or above it (a level whose multipliers are all rounding noise).
      var largestPrice = 0.0
      for (index, item) in judged.enumerated() where !item.constraint.isRequired {
        largestPrice = max(largestPrice, price(positions[index]) * item.constraint.weight)
      }
      let largestMultiplier = max(
        level.constraintMultipliers.reduce(largestPrice) { max($0, abs($1)) },
        level.editMultipliers.reduce(0) { max($0, abs($1)) })
      let noise = Self.certificateStationarityRelative * largestMultiplier
      var stationarity = [Double](repeating: 0, count: numbering.count)
      var magnitude = [Double](repeating: 0, count: numbering.count)
      var gap = 0.0
      for (index, item) in judged.enumerated() {
        let constraint = item.constraint
        let lambda =
          source[index].edit
          ? level.editMultipliers[source[index].index]
          : level.constraintMultipliers[source[index].index]
        guard lambda.isFinite else {
          verdict.failure = "level \(level.priority): the multiplier of \(item.label) is not finite"
          return verdict
        }
        let cap = constraint.isRequired ? .infinity : price(positions[index]) * constraint.weight
        let slack =
          Self.certificateStationarityRelative * (abs(lambda) + (cap.isFinite ? cap : 0)) + noise
        let (low, high): (Double, Double) =
          switch (constraint.isRequired, constraint.relation) {
          case (true, .equal): (-.infinity, .infinity)
          case (true, .lessThanOrEqual): (-.infinity, 0)
          case (true, .greaterThanOrEqual): (0, .infinity)
          case (false, .equal): (-cap, cap)
          case (false, .lessThanOrEqual): (-cap, 0)
          case (false, .greaterThanOrEqual): (0, cap)
          }
        guard lambda >= low - slack, lambda <= high + slack else {
          verdict.failure =
            "level \(level.priority): the multiplier \(lambda) of \(item.label) is outside "
            + "[\(low), \(high)]"
          return verdict
        }
        if lambda != 0 {
          for at in termStart[index]..<termStart[index + 1] {
            let product = lambda * termCoefficients[at]
            stationarity[termNumbers[at]] += product
            magnitude[termNumbers[at]] += abs(product)
          }
        }
        // Each constraint's term `m·pen(e) + λ·e` (≥ 0 for multipliers within their range)
        // at the residual nearest to 0 within its allowance: the values are judged exactly
        // optimal for a system whose constants are moved by at most what the residual
        // allowance allows (backward error), the same allowance feasibility uses. A required
        // constraint's term is its complementarity: `λ·e`, e on the feasible side.
        let residual = residuals[index]
        let allowed = allowances[index]
        if abs(residual) > allowed {
          let shifted = residual - (residual > 0 ? allowed : -allowed)
          let penalty: Double =
            if constraint.isRequired {
              0
            } else {
              switch constraint.relation {
              case .equal: cap * abs(shifted)
              case .lessThanOrEqual: cap * max(0, shifted)
              case .greaterThanOrEqual: cap * max(0, -shifted)
              }
            }
          let feasibleSide =
            !constraint.isRequired
            || constraint.relation == .lessThanOrEqual && shifted < 0
            || constraint.relation == .greaterThanOrEqual && shifted > 0
          if feasibleSide { gap += penalty + lambda * shifted }
        }
      }
      // Multipliers below 1e-9 of the level's largest term are rounding noise wherever they
      // stand; above that floor, each variable's sum must cancel to 1e-9 of its own terms.
      let floor = max(noise, Self.certificateStationarityRelative * (magnitude.max() ?? 0))
      for (variable, number) in numbering
      where abs(stationarity[number])
        > Self.certificateStationarityRelative * magnitude[number] + floor
      {
        verdict.failure =
          "level \(level.priority): not stationary in \(variable): Σ λ·a = "
          + "\(stationarity[number]) (of terms up to \(magnitude[number]))"
        return verdict
      }
      // Every point whose higher levels are no worse than the backend's has at least the
      // backend's error here minus the gap (the μ terms only help): the backend is optimal
      // given its own higher errors — the checker's rule for levels (the least error the
      // backend's higher errors leave reachable), each of those proved the same way.
      // What the residual r = Σ λ·a leaves of that: for any point x′,
      // Σ λ·e(x′) = Σ λ·e(x) + r·(x′ − x), so the bound holds up to |r·(x′ − x)|. It is
      // charged for every point within |x′_v − x_v| ≤ max(1, |x_v|) of the backend's; without
      // it, a certificate whose multipliers reach 4e8 passed with |r| = 1 in one variable while
      // the exact optimum lay 47 below the backend's error (`fuzz-cassowary-open-9323f8bd…`).
      var drift = 0.0
      for (variable, number) in numbering where stationarity[number] != 0 {
        drift += abs(stationarity[number]) * max(1, abs(value(variable)))
      }
      let bound = max(0, gap) + drift
      cumulativeScale += levelScale[level.priority] ?? 0
      let allowance = tolerance.residualAllowance(scale: cumulativeScale)
      verdict.gaps.append((level.priority, bound, allowance))
      if bound > allowance, state.levels.contains(level.priority) {
        verdict.failure =
          "level \(level.priority): the certificate bounds the error's distance from the least "
          + "reachable without worsening a higher level by \(bound), above the allowance "
          + "\(allowance)"
        return verdict
      }
    }
    return verdict
  }

  /// Judges `values` as ``check(_:values:)`` does, but proves optimality with the backend's
  /// certificate when it verifies (feasibility is checked as always); otherwise — no
  /// certificate, or one that does not verify — falls back to the reference, noting why.
  ///
  /// - Complexity: O(levels · (Σ terms + variables)) when the certificate verifies.
  public func check(
    _ state: ConformanceState, values: [Variable: Double],
    certificate: Result<OptimalityCertificate, OptimalityCertificate.Unavailable>
  ) -> Verdict {
    let judged = state.judged
    let value = { (variable: Variable) in values[variable] ?? 0 }
    var note: String
    switch certificate {
    case .success(let certificate):
      var verdict = Verdict()
      verdict.discrepancies = infeasibilities(judged, value)
      guard verdict.discrepancies.isEmpty else {
        verdict.levelErrors = ReferenceOptimum.levelErrors(of: judged, value)
        return verdict
      }
      let proof = verify(certificate, of: state, values: values)
      if proof.passed {
        verdict.levelErrors = ReferenceOptimum.levelErrors(of: judged, value)
        let worst = proof.gaps.max {
          $0.bound / max($0.allowance, .leastNonzeroMagnitude) < $1.bound
            / max($1.allowance, .leastNonzeroMagnitude)
        }
        verdict.notes.append(
          "optimal by the backend's certificate (\(proof.gaps.count) levels"
            + (worst.map {
              ", largest bound \(formatted($0.bound)) of \(formatted($0.allowance)) allowed"
            } ?? "")
            + ")")
        verdict.certified = true
        return verdict
      }
      note = "the backend's certificate does not verify: \(proof.failure ?? "")"
    case .failure(let reason):
      note = "no certificate: \(reason)"
    }
    var verdict = check(state, values: values)
    verdict.notes.append(note)
    return verdict
  }
}
