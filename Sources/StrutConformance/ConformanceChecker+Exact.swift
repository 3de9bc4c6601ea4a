import StrutCore
import StrutGLPK

/// The exact reference: where GLPK's reference finds a backend wrong at a level or a value, or
/// cannot solve the state at all, the state is solved once more in rational arithmetic
/// (`ExactLexicographicProgram`: `glp_exact`, each level's optimal face fixed by its reduced
/// costs) and that verdict stands (docs/conformance.md, "The exact reference").
///
/// GLPK's reference works within a feasibility tolerance (1e-9…1e-7) and bounds each solved
/// level by its optimum plus 1e-9 relative; a nearly parallel pair of constraints turns either
/// into a visible error further down, in either direction. Measured on the catalogue's open
/// cases: `fuzz-both-exact-cb8d47a6a09c0394` has level 700 at 0.000986414 exactly, where the
/// GLPK reference reported 1e-15 and called both backends (0.000986417, 0.000985807) wrong.
extension ConformanceChecker {
  /// Re-judges `verdict` with the exact reference when every discrepancy in it rests on GLPK's
  /// reference (a level, a value, or the reference failing) and the state has at most
  /// ``exactReferenceLimit`` constraints and edits. The exact verdict replaces GLPK's; a note
  /// keeps what GLPK's reference had said. When the exact reference cannot judge (the required
  /// constraints are inconsistent as written, or a limit), the verdict stays, with a note.
  func adjudicateExactly(
    _ state: ConformanceState, values: [Variable: Double], verdict: inout Verdict
  ) {
    let adjudicable: Set<Discrepancy.Kind> = [.reference, .levelError, .valueMismatch]
    let judged = state.judged
    guard !verdict.discrepancies.isEmpty,
      verdict.discrepancies.allSatisfy({ adjudicable.contains($0.kind) }),
      judged.count <= exactReferenceLimit
    else { return }
    let program = ExactLexicographicProgram(
      judged.map(\.constraint), limits: exactReferenceLimits)
    let optimum: ExactLexicographicProgram.Optimum
    do {
      optimum = try program.optimum()
    } catch {
      verdict.notes.append("the exact reference could not judge the state: \(error)")
      return
    }
    let reference = ReferenceOptimum(values: optimum.values, levelErrors: optimum.levelErrors)
    let backend = { (variable: Variable) in values[variable] ?? 0 }
    var found: [Discrepancy] = []
    if let level = levelDiscrepancy(
      state, judged, verdict.levelErrors, reference, backend, exact: program)
    {
      found = [level]
    } else {
      found = exactValueDiscrepancies(state, values: values, reference, program, &verdict.notes)
    }
    let glpk = verdict.discrepancies.map { "\($0)" }.joined(separator: "; ")
    verdict.notes.append(
      found.isEmpty
        ? "the exact reference (glp_exact) finds the backend right; GLPK's reference had said: "
          + glpk
        : "judged by the exact reference (glp_exact); GLPK's reference had said: \(glpk)")
    verdict.discrepancies = found
    verdict.reference = reference
    verdict.exactlyJudged = true
  }

  /// The least error of `level` reachable with the backend's higher errors, exactly. A backend
  /// error below the exact optimum of its level (rounding can put it a hair there) is raised
  /// to that optimum: no exact point reaches less.
  func exactLeastError(
    _ program: ExactLexicographicProgram, _ state: ConformanceState, level: Priority,
    givenHigherLevels errors: [Priority: Double], _ reference: ReferenceOptimum
  ) -> Double? {
    var bounds: [Priority: Double] = [:]
    for higher in state.levels where higher > level {
      let error = max(errors[higher] ?? 0, reference.levelErrors[higher] ?? 0)
      bounds[higher] = error + ReferenceOptimum.restagingMargin * (1 + error)
    }
    return try? program.leastError(at: level, givenHigherLevels: bounds)
  }

  /// The variables whose backend value lies outside their exact optimal range by more than
  /// the value allowance, where that range is narrower than the allowance (the optimum is
  /// unique); only variables whose value differs from the exact optimum's are probed.
  func exactValueDiscrepancies(
    _ state: ConformanceState, values: [Variable: Double], _ reference: ReferenceOptimum,
    _ program: ExactLexicographicProgram, _ notes: inout [String]
  ) -> [Discrepancy] {
    var found: [Discrepancy] = []
    for (variable, mine, theirs, allowed) in differingVariables(state, values, reference) {
      let range: ClosedRange<Double>
      do {
        range = try program.range(of: variable)
      } catch {
        notes.append("uniqueness of \(variable) not decided exactly: \(error)")
        continue
      }
      guard range.upperBound - range.lowerBound <= allowed else { continue }
      if mine >= range.lowerBound - allowed, mine <= range.upperBound + allowed { continue }
      found.append(
        Discrepancy(
          .valueMismatch,
          "variable \(variable) is \(formatted(mine)) in the backend, but its optimal value is "
            + "unique: \(formatted(theirs)) exactly (optimal range [\(formatted(range.lowerBound)), "
            + "\(formatted(range.upperBound))], allowed ±\(formatted(allowed)))",
          variable: variable, backendValue: mine, referenceValue: theirs))
    }
    return found
  }
}
