import StrutCore
import StrutGLPK

/// Decides whether a backend's values are a correct solution of a ``ConformanceState``
/// (DESIGN §2): every required constraint holds; the error at every priority level equals the
/// reference optimum's; every variable whose optimal value is unique has that value.
///
/// The reference is a ``ReferenceOptimum`` (GLPK, staged by priority, on a fresh solver;
/// restaged with tight level bounds when there are several levels, ``ReferenceOptimum/init(restaging:)``).
/// Levels are compared from the highest priority down, and the first level that differs — also
/// from the least error the backend's own higher errors leave reachable — is reported (a lower
/// level is not comparable once a higher one differs). A variable is
/// checked for uniqueness only when the backend's value and the reference's differ: its
/// least and greatest value over the optimal face (see `OptimalFace`) decide whether the
/// difference is allowed. Tolerances: ``ConformanceTolerance``.
///
/// Uses GLPK on the calling thread.
public struct ConformanceChecker: Sendable {
  /// The tolerances used.
  public var tolerance: ConformanceTolerance
  /// From this many variables on, a feasible state is checked part by part
  /// (``DecompositionSummary``): the leading levels without error become required, variables
  /// that required equalities fix are judged by value, and each independent part in which the
  /// backend has an error gets its own reference. Below it, the whole state gets one reference.
  public var decompositionThreshold: Int
  /// Whether ``check(_:solver:)`` proves optimality with the certificate of a
  /// `CertifyingSolver` (``check(_:values:certificate:)``) before it solves a reference: the
  /// judge for systems too large for GLPK's reference (`bench fuzz --judge certificate`).
  /// Off by default, so that every backend is held to the same reference.
  public var usesCertificates: Bool
  /// States of at most this many constraints and edits whose check against GLPK's reference
  /// fails on a level, a value or the reference itself are judged once more against the exact
  /// reference (`ExactLexicographicProgram`, rational arithmetic), whose verdict stands; 0
  /// turns that off. GLPK's reference works within a feasibility tolerance that a nearly
  /// parallel pair of constraints can turn into a visible error further down
  /// (docs/conformance.md, "The exact reference").
  public var exactReferenceLimit: Int
  /// The limits of each rational simplex call of the exact reference (by default 20 s and
  /// 100,000 iterations). A state the exact reference cannot judge within them keeps GLPK's
  /// verdict, with a note saying so; a fuzz campaign on systems of thousands of constraints
  /// gives it minutes (`bench fuzz --exact-seconds`).
  public var exactReferenceLimits = ExactLexicographicProgram.Limits()

  /// A checker with the given tolerances; states of `decompositionThreshold` variables or
  /// more are checked part by part; `usesCertificates` lets a certifying backend's
  /// certificate stand in for the reference; states up to `exactReferenceLimit` constraints
  /// and edits get the exact reference's verdict where GLPK's finds fault.
  public init(
    tolerance: ConformanceTolerance = .standard, decompositionThreshold: Int = 2_000,
    usesCertificates: Bool = false, exactReferenceLimit: Int = 10_000
  ) {
    self.tolerance = tolerance
    self.decompositionThreshold = decompositionThreshold
    self.usesCertificates = usesCertificates
    self.exactReferenceLimit = exactReferenceLimit
  }

  /// The outcome of one check.
  public struct Verdict: Sendable {
    /// What is wrong (empty when the values conform).
    public var discrepancies: [Discrepancy] = []
    /// Remarks that are not failures (e.g. uniqueness that could not be decided).
    public var notes: [String] = []
    /// The backend's error at every optional level.
    public var levelErrors: [Priority: Double] = [:]
    /// The reference optimum, when GLPK could compute it (nil for a state checked part by
    /// part: each part has its own, and most parts need none).
    public var reference: ReferenceOptimum?
    /// How a large state was split, when it was (``decompositionThreshold``).
    public var decomposition: DecompositionSummary?

    /// Whether optimality was proved by the backend's certificate (no reference was solved).
    public var certified = false
    /// Whether the exact reference gave the verdict (GLPK's reference had found fault).
    public var exactlyJudged = false

    /// Whether nothing is wrong.
    public var passed: Bool { discrepancies.isEmpty }
  }

  /// Judges the values the solver reports (call `updateVariables()` first).
  /// With ``usesCertificates``, a `CertifyingSolver`'s certificate is tried first.
  public func check(_ state: ConformanceState, solver: some ConstraintSolver) -> Verdict {
    var values: [Variable: Double] = [:]
    for variable in state.variables { values[variable] = solver.value(of: variable) }
    if usesCertificates, let certificate = OptimalityCertificate.of(solver) {
      return check(state, values: values, certificate: certificate)
    }
    return check(state, values: values)
  }

  /// Judges `values` (a missing variable counts as 0) as a solution of `state`: against GLPK's
  /// reference, and where that finds the backend wrong or cannot solve, once more against the
  /// exact reference (``exactReferenceLimit``).
  public func check(_ state: ConformanceState, values: [Variable: Double]) -> Verdict {
    var verdict = checkAgainstReference(state, values: values)
    adjudicateExactly(state, values: values, verdict: &verdict)
    return verdict
  }

  /// ``check(_:values:)`` against GLPK's reference alone.
  func checkAgainstReference(_ state: ConformanceState, values: [Variable: Double]) -> Verdict {
    var verdict = Verdict()
    let judged = state.judged
    // A large state's values are read from an array (one hash per variable, not per term).
    let large = denseValues(judged, values)
    let backend: (Variable) -> Double =
      if let large {
        {
          let number = large.numbering.existingNumber($0)
          return number >= 0 ? large.values[number] : values[$0] ?? 0
        }
      } else {
        { values[$0] ?? 0 }
      }
    verdict.levelErrors = ReferenceOptimum.levelErrors(of: judged, backend)
    verdict.discrepancies = infeasibilities(judged, backend)
    if verdict.discrepancies.isEmpty, let large,
      checkDecomposed(state, judged, large, values, into: &verdict)
    {
      return verdict
    }
    let reference: ReferenceOptimum
    do {
      reference = try restagedReference(state) ?? ReferenceOptimum(state)
    } catch {
      verdict.discrepancies.append(
        Discrepancy(
          .reference, "the reference (GLPK) cannot solve the state the backend holds: \(error)"))
      return verdict
    }
    verdict.reference = reference
    if !verdict.discrepancies.isEmpty { return verdict }
    if let level = levelDiscrepancy(state, judged, verdict.levelErrors, reference, backend) {
      verdict.discrepancies.append(level)
      return verdict
    }
    compareValues(state, values: values, reference: reference, into: &verdict)
    return verdict
  }

  /// ``ReferenceOptimum/init(restaging:)`` when the state has several levels (with one, it is
  /// the ordinary reference, which is cheaper) and GLPK can solve every stage; nil otherwise
  /// (the checker then uses the ordinary reference).
  func restagedReference(_ state: ConformanceState) -> ReferenceOptimum? {
    guard state.levels.count > 1 else { return nil }
    return try? ReferenceOptimum(restaging: state)
  }

  /// Every required constraint whose residual exceeds its allowance (own terms and propagated
  /// rounding, ``ConformanceTolerance``; local scales at the backend's values).
  func infeasibilities(
    _ judged: [ConformanceState.Judged], _ value: (Variable) -> Double
  ) -> [Discrepancy] {
    var found: [Discrepancy] = []
    // Computed on first need: most states have no residual above the own-terms allowance.
    var local: [Variable: Double]?
    for item in judged where item.constraint.isRequired {
      let constraint = item.constraint
      let violation = constraint.violation(value)
      let scale = ConformanceTolerance.scale(of: constraint, value)
      guard violation > tolerance.residualAllowance(scale: scale) else { continue }
      if local == nil {
        local = withoutActuallyEscaping(value) { Self.localScales(judged, [$0]) }
      }
      let scales = local ?? [:]
      let allowed = tolerance.residualAllowance(
        scale: scale,
        propagatedScale: ConformanceTolerance.propagatedScale(of: constraint) { scales[$0] ?? 0 })
      guard violation > allowed else { continue }
      let residual = constraint.expression.evaluate(value)
      found.append(
        Discrepancy(
          .infeasible,
          "required constraint \(item.label) does not hold: the left side is "
            + "\(formatted(residual)) (violation \(formatted(violation)), allowed "
            + "\(formatted(allowed)))",
          constraint: constraint, level: constraint.priority, backendValue: residual,
          referenceValue: 0))
    }
    return found
  }

  /// The first level (highest priority first) whose error differs from the reference's; with
  /// `exact`, the reference is that program's optimum and the least error reachable from the
  /// backend's higher errors is computed exactly too.
  func levelDiscrepancy(
    _ state: ConformanceState, _ judged: [ConformanceState.Judged],
    _ errors: [Priority: Double], _ reference: ReferenceOptimum, _ backend: (Variable) -> Double,
    exact: ExactLexicographicProgram? = nil
  ) -> Discrepancy? {
    let optimumName = exact == nil ? "the reference optimum" : "the exact optimum"
    let optimum = { (variable: Variable) in reference.values[variable] ?? 0 }
    var higherScale = 0.0
    for level in state.levels {
      let members = judged.filter { $0.constraint.priority == level }
      var scale = 0.0
      for item in members {
        let constraint = item.constraint
        scale +=
          constraint.weight
          * max(
            ConformanceTolerance.scale(of: constraint, backend),
            ConformanceTolerance.scale(of: constraint, optimum))
      }
      let mine = errors[level] ?? 0
      let best = reference.levelErrors[level] ?? 0
      // What a higher level's allowance can buy here is allowed too: its scale counts.
      let allowed = tolerance.residualAllowance(scale: scale + higherScale)
      higherScale += scale
      guard abs(mine - best) > allowed else { continue }
      // A backend whose higher levels differ from the reference's within their allowances
      // is judged at this level against what its own higher errors leave reachable.
      let reachable =
        if let exact {
          exactLeastError(exact, state, level: level, givenHigherLevels: errors, reference)
        } else {
          leastError(state, level: level, givenHigherLevels: errors)
        }
      if let least = reachable,
        mine > best ? mine <= least + allowed : mine >= least - allowed
      {
        continue
      }
      // A reference that meets this level only by missing required constraints by more than
      // rounding shows nothing about the backend (ConformanceTolerance.firstMiss).
      if mine > best, exact == nil,
        let miss = tolerance.firstMiss(
          of: judged.filter { $0.constraint.isRequired }.map(\.constraint), at: optimum)
      {
        return Discrepancy(
          .reference,
          "level \(level) has error \(formatted(mine)) in the backend and \(formatted(best)) at "
            + "the reference optimum, but the reference misses the required \(miss.constraint) "
            + "by \(formatted(miss.violation)) (rounding of its terms allows "
            + "\(formatted(miss.allowed))): it does not show the backend suboptimal",
          constraint: miss.constraint, level: level, backendValue: mine, referenceValue: best)
      }
      // Name the constraint of the level whose error differs most.
      var culprit: ConformanceState.Judged?
      var widest = -1.0
      var culpritErrors = (0.0, 0.0)
      for item in members {
        let constraint = item.constraint
        let a = constraint.weight * constraint.violation(backend)
        let b = constraint.weight * constraint.violation(optimum)
        if abs(a - b) > widest {
          widest = abs(a - b)
          culprit = item
          culpritErrors = (a, b)
        }
      }
      let verdict =
        if mine > best {
          "the backend is not optimal at this level"
        } else if exact == nil {
          "the backend beats the reference: the reference (GLPK) is not optimal here, or a "
            + "higher level was traded"
        } else {
          "the backend beats the exact optimum: it traded a higher level"
        }
      var message =
        "level \(level) has error \(formatted(mine)) in the backend, \(formatted(best)) at "
        + "\(optimumName) (allowed ±\(formatted(allowed))): \(verdict)"
      if let culprit {
        message +=
          "; the constraint whose error differs most is \(culprit.label) (backend error "
          + "\(formatted(culpritErrors.0)), reference error \(formatted(culpritErrors.1)))"
      }
      return Discrepancy(
        .levelError, message, constraint: culprit?.constraint, level: level,
        backendValue: mine, referenceValue: best)
    }
    return nil
  }
}
