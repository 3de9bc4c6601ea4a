import StrutCore

extension ConformanceChecker {
  /// What the checker did with a large state (``decompositionThreshold``): how it split it
  /// (``StateDecomposition``) and how many parts needed an LP.
  public struct DecompositionSummary: Sendable, Hashable, CustomStringConvertible {
    /// The variables fixed by hard equalities (judged by value, no LP).
    public var fixedVariables: Int
    /// The leading zero-error levels made required.
    public var hardLevels: Int
    /// The independent parts left.
    public var parts: Int
    /// The parts in which the backend has a positive error (only these need a reference).
    public var partsWithError: Int
    /// The distinct shapes among those (each shape's reference is solved once).
    public var solvedShapes: Int
    /// The most variables of any part that needed a reference.
    public var largestSolvedPart: Int

    /// `decomposed: 12 fixed variables, 1 hard level, 40 parts (3 with error, 2 shapes
    /// solved, largest 9 variables)`.
    public var description: String {
      "decomposed: \(fixedVariables) fixed variables, \(hardLevels) hard level"
        + "\(hardLevels == 1 ? "" : "s"), \(parts) parts (\(partsWithError) with error, "
        + "\(solvedShapes) shapes solved, largest \(largestSolvedPart) variables)"
    }
  }

  /// The variables of a state of ``decompositionThreshold`` variables or more, numbered
  /// densely, with the backend's value of each; nil for a smaller state (checked whole).
  func denseValues(
    _ judged: [ConformanceState.Judged], _ values: [Variable: Double]
  ) -> (numbering: DenseVariables, values: [Double])? {
    var terms = 0
    for item in judged { terms += item.constraint.expression.terms.count }
    guard terms >= decompositionThreshold else { return nil }
    let numbering = DenseVariables(judged)
    guard numbering.count >= decompositionThreshold else { return nil }
    return (numbering, numbering.variables.map { values[$0] ?? 0 })
  }

  /// Checks a feasible large state (``denseValues(_:_:)``) part by part and returns true;
  /// false (nothing done) when the hard constraints do not decompose (``StateDecomposition``).
  func checkDecomposed(
    _ state: ConformanceState, _ judged: [ConformanceState.Judged],
    _ large: (numbering: DenseVariables, values: [Double]), _ values: [Variable: Double],
    into verdict: inout Verdict
  ) -> Bool {
    let (numbering, dense) = large
    guard
      let decomposition = StateDecomposition(
        state, judged: judged, numbering: numbering, values: dense, tolerance: tolerance)
    else { return false }
    checkDecomposed(judged, numbering, dense: dense, decomposition, values: values, into: &verdict)
    return true
  }

  /// Checks a feasible state part by part (``StateDecomposition``): the fixed variables by
  /// value, every part with a positive error against its own reference (the ordinary staged
  /// one, then the restaged one if it does not pass; one reference per distinct shape),
  /// merged into `verdict`.
  func checkDecomposed(
    _ judged: [ConformanceState.Judged], _ numbering: DenseVariables, dense: [Double],
    _ decomposition: StateDecomposition, values: [Variable: Double], into verdict: inout Verdict
  ) {
    let backend = { (variable: Variable) in values[variable] ?? 0 }
    if !decomposition.fixed.isEmpty {
      var atFixed = dense
      for fixed in decomposition.fixed { atFixed[fixed.number] = fixed.value }
      var local = [Double](repeating: 0, count: numbering.count)
      for item in judged {
        let expression = item.constraint.expression
        var mine = abs(expression.constant)
        var theirs = mine
        for term in expression.terms {
          let number = numbering.existingNumber(term.variable)
          mine += abs(term.coefficient * dense[number])
          theirs += abs(term.coefficient * atFixed[number])
        }
        let scale = max(mine, theirs)
        for term in expression.terms where term.coefficient != 0 {
          let number = numbering.existingNumber(term.variable)
          local[number] = max(local[number], scale / abs(term.coefficient))
        }
      }
      for fixed in decomposition.fixed {
        let mine = dense[fixed.number]
        let allowed = tolerance.valueAllowance(
          scale: max(abs(mine), abs(fixed.value), local[fixed.number]))
        guard abs(mine - fixed.value) > allowed else { continue }
        verdict.discrepancies.append(
          Discrepancy(
            .valueMismatch,
            "variable \(fixed.variable) is \(formatted(mine)) in the backend, but the required "
              + "constraints (and the levels without error) fix it at \(formatted(fixed.value)) "
              + "(allowed ±\(formatted(allowed)))",
            variable: fixed.variable, backendValue: mine, referenceValue: fixed.value))
      }
    }
    var shapes: [PartShape: (values: [Double], errors: [Priority: Double])] = [:]
    var summary = DecompositionSummary(
      fixedVariables: decomposition.fixed.count, hardLevels: decomposition.hardLevels.count,
      parts: decomposition.partCount, partsWithError: decomposition.partsWithError.count,
      solvedShapes: 0, largestSolvedPart: 0)
    for part in decomposition.partsWithError {
      let variables = part.state.variables
      let shape = PartShape(part.state)
      var reference: ReferenceOptimum
      if let known = shapes[shape] {
        var mapped: [Variable: Double] = [:]
        for (position, variable) in variables.enumerated() {
          mapped[variable] = known.values[position]
        }
        reference = ReferenceOptimum(values: mapped, levelErrors: known.errors)
      } else {
        summary.solvedShapes += 1
        summary.largestSolvedPart = max(summary.largestSolvedPart, variables.count)
        // The ordinary staged reference first (one GLPKSolver, warm from level to level);
        // the restaged one only for a part that does not pass against it (below).
        do {
          reference = try ReferenceOptimum(part.state)
        } catch {
          guard let restaged = restagedReference(part.state) else {
            verdict.discrepancies.append(
              Discrepancy(
                .reference,
                "the reference (GLPK) cannot solve the state the backend holds: a part of "
                  + "\(variables.count) variables: \(error)"))
            continue
          }
          reference = restaged
        }
        shapes[shape] = (variables.map { reference.values[$0] ?? 0 }, reference.levelErrors)
      }
      var partVerdict = judgePart(part.state, reference, values: values, backend)
      // GLPKSolver bounds each solved level a hair above its optimum, which can trade a
      // visible amount further down (``ReferenceOptimum/init(restaging:)``): a part that
      // fails against the ordinary reference is judged again against the restaged one.
      if !partVerdict.passed, part.state.levels.count > 1,
        let restaged = restagedReference(part.state)
      {
        partVerdict = judgePart(part.state, restaged, values: values, backend)
      }
      verdict.discrepancies += partVerdict.discrepancies
      verdict.notes += partVerdict.notes
    }
    verdict.decomposition = summary
  }
}

extension ConformanceChecker {
  /// The level comparison (with the least-error re-check) and the value comparison of one
  /// part against `reference`.
  func judgePart(
    _ state: ConformanceState, _ reference: ReferenceOptimum, values: [Variable: Double],
    _ backend: (Variable) -> Double
  ) -> Verdict {
    var verdict = Verdict()
    let judged = state.judged
    let errors = ReferenceOptimum.levelErrors(of: judged, backend)
    if let level = levelDiscrepancy(state, judged, errors, reference, backend) {
      verdict.discrepancies.append(level)
      return verdict
    }
    compareValues(state, values: values, reference: reference, into: &verdict)
    return verdict
  }
}

/// A part's constraints with its variables numbered in order of first appearance: parts of
/// the same shape (the rows of a grid, the children of a flat list) share one reference.
struct PartShape: Hashable {
  /// Relations, term counts and variable numbers.
  var integers: [Int] = []
  /// Priorities, weights, constants, coefficients and edit values.
  var numbers: [Double] = []

  init(_ state: ConformanceState) {
    var number: [Variable: Int] = [:]
    func index(_ variable: Variable) -> Int {
      if let known = number[variable] { return known }
      number[variable] = number.count
      return number.count - 1
    }
    for constraint in state.constraints {
      let relation: Int
      switch constraint.relation {
      case .equal: relation = 0
      case .lessThanOrEqual: relation = 1
      case .greaterThanOrEqual: relation = 2
      }
      integers += [relation, constraint.expression.terms.count]
      numbers += [
        Double(constraint.priority.value), constraint.weight, constraint.expression.constant,
      ]
      for term in constraint.expression.terms {
        integers.append(index(term.variable))
        numbers.append(term.coefficient)
      }
    }
    for edit in state.edits {
      integers += [3, index(edit.variable)]
      numbers += [Double(edit.priority.value), edit.value]
    }
  }
}
