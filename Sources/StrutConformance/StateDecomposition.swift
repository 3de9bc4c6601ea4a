import StrutCore

/// A large ``ConformanceState`` split into independent parts, so that the checker can judge a
/// backend's values without one LP over the whole system (``ConformanceChecker/check(_:values:)``
/// uses it from ``ConformanceChecker/decompositionThreshold`` variables on).
///
/// Three exact steps, each justified by the backend's values being feasible (the checker has
/// verified that before):
///
/// 1. **Hard levels.** A level's error is never below 0. So when the backend is feasible and
///    has (within the level's allowance) no error at the highest optional levels, their
///    lexicographic optimum is 0, and the optimal face of those levels is exactly "every one
///    of their constraints holds": they join the required constraints. Only the leading run
///    of such levels is hardened (a lower zero level is optimal only if the backend is optimal
///    above it, which is what is being checked).
/// 2. **Fixed variables.** A hard equality whose other variables are all fixed fixes its last
///    one (`x == 0`, then `y == x + 8`, …): such a variable has that value at every optimum,
///    and is substituted into every constraint. A hard constraint left without variables must
///    hold by itself; when it does not (the hardened levels were zero only within their
///    allowance), the decomposition gives up and the state is checked whole.
/// 3. **Components.** What is left falls apart into connected components of the graph whose
///    nodes are the remaining variables and whose edges are shared constraints. The
///    lexicographic problem of the state is the product of the components' problems: each
///    level's error is a sum over components, and the least sum is the sum of the least
///    parts, level by level (a level bounded at its optimum bounds each component's part at
///    that component's own optimum, since no part can go below it).
///
/// A component whose optional constraints all have zero error in the backend's values needs no
/// LP (the backend is at the zero lower bound everywhere in it, hence on the optimal face), and
/// neither does one without optional constraints. The others are checked one by one.
struct StateDecomposition {
  /// One independent part: a state over the part's own variables (fixed variables substituted,
  /// hardened constraints required).
  struct Part {
    /// The part's state.
    var state: ConformanceState
    /// Whether the backend has a positive error at some optional constraint of the part (only
    /// then does the part need an LP).
    var hasError: Bool
  }

  /// The variables fixed by hard equalities, with their values.
  var fixed: [Variable: Double]
  /// The levels made hard (required), highest first.
  var hardLevels: [Priority]
  /// The independent parts.
  var parts: [Part]

  /// Splits `state`, judged at the backend's `value`s (which must be feasible); nil when the
  /// hard constraints contradict each other once the fixed variables are substituted.
  init?(
    _ state: ConformanceState, tolerance: ConformanceTolerance, _ value: (Variable) -> Double
  ) {
    let judged = state.judged
    let errors = ReferenceOptimum.levelErrors(of: judged, value)
    // 1. The leading zero levels.
    var levelScale: [Priority: Double] = [:]
    for item in judged where !item.constraint.isRequired {
      let constraint = item.constraint
      levelScale[constraint.priority, default: 0] +=
        constraint.weight * ConformanceTolerance.scale(of: constraint, value)
    }
    var hard = Set<Priority>()
    var higherScale = 0.0
    for level in state.levels {
      higherScale += levelScale[level] ?? 0
      guard (errors[level] ?? 0) <= tolerance.residualAllowance(scale: higherScale) else { break }
      hard.insert(level)
    }
    hardLevels = state.levels.filter { hard.contains($0) }
    let isHard = { (constraint: Constraint) in
      constraint.isRequired || hard.contains(constraint.priority)
    }
    // 2. Fixed variables, propagated through hard equalities.
    guard let fixed = Self.propagate(judged, isHard: isHard, tolerance: tolerance) else {
      return nil
    }
    self.fixed = fixed
    // 3. Components of what is left.
    var index: [Variable: Int] = [:]
    var parent: [Int] = []
    func find(_ node: Int) -> Int {
      var root = node
      while parent[root] != root { root = parent[root] }
      var walk = node
      while parent[walk] != root {
        let next = parent[walk]
        parent[walk] = root
        walk = next
      }
      return root
    }
    var reduced: [(item: ConformanceState.Judged, constraint: Constraint, first: Int)] = []
    reduced.reserveCapacity(judged.count)
    for item in judged {
      let constraint = item.constraint
      var constant = constraint.expression.constant
      var terms: [Term] = []
      for term in constraint.expression.terms {
        if let fixedValue = fixed[term.variable] {
          constant += term.coefficient * fixedValue
        } else {
          terms.append(term)
        }
      }
      if terms.isEmpty {
        // Fully fixed: a hard one holds (checked while propagating); an optional one has the
        // same error at every optimum, and the backend's values of its variables are judged
        // as fixed values.
        continue
      }
      var first = -1
      for term in terms {
        let node: Int
        if let known = index[term.variable] {
          node = known
        } else {
          node = parent.count
          index[term.variable] = node
          parent.append(node)
        }
        if first < 0 {
          first = node
        } else {
          let (a, b) = (find(first), find(node))
          if a != b { parent[b] = a }
        }
      }
      let priority = isHard(constraint) ? Priority.required : constraint.priority
      let rewritten = Constraint(
        Expression(terms: terms, constant: constant), constraint.relation, priority: priority,
        weight: constraint.weight)
      reduced.append((item, rewritten, first))
    }
    var partOf: [Int: Int] = [:]
    var constraints: [[Constraint]] = []
    var edits: [[ConformanceState.EditTarget]] = []
    var hasError: [Bool] = []
    for (item, constraint, first) in reduced {
      let root = find(first)
      let part: Int
      if let known = partOf[root] {
        part = known
      } else {
        part = constraints.count
        partOf[root] = part
        constraints.append([])
        edits.append([])
        hasError.append(false)
      }
      if !constraint.isRequired, item.constraint.violation(value) > 0 { hasError[part] = true }
      if let edit = item.edit, !constraint.isRequired {
        edits[part].append(edit)
      } else {
        constraints[part].append(constraint)
      }
    }
    parts = constraints.indices.map { part in
      Part(
        state: ConformanceState(constraints: constraints[part], edits: edits[part]),
        hasError: hasError[part])
    }
  }

  /// The values of the variables that hard equalities fix, propagated from the constants; nil
  /// when a hard constraint whose variables are all fixed does not hold (beyond its residual
  /// allowance at the fixed values).
  static func propagate(
    _ judged: [ConformanceState.Judged], isHard: (Constraint) -> Bool,
    tolerance: ConformanceTolerance
  ) -> [Variable: Double]? {
    let hard = judged.map(\.constraint).filter(isHard)
    var unfixed = hard.map { constraint in Set(constraint.expression.terms.map(\.variable)).count }
    var mentions: [Variable: [Int]] = [:]
    for (position, constraint) in hard.enumerated() {
      for variable in Set(constraint.expression.terms.map(\.variable)) {
        mentions[variable, default: []].append(position)
      }
    }
    var fixed: [Variable: Double] = [:]
    var queue = hard.indices.filter { unfixed[$0] <= 1 }
    var done = [Bool](repeating: false, count: hard.count)
    while let position = queue.popLast() {
      guard !done[position] else { continue }
      done[position] = true
      let constraint = hard[position]
      var constant = constraint.expression.constant
      var open: [Variable: Double] = [:]
      for term in constraint.expression.terms {
        if let value = fixed[term.variable] {
          constant += term.coefficient * value
        } else {
          open[term.variable, default: 0] += term.coefficient
        }
      }
      let scale = ConformanceTolerance.scale(of: constraint) { fixed[$0] ?? 0 }
      if open.isEmpty {
        let holds: Bool
        switch constraint.relation {
        case .equal: holds = abs(constant) <= tolerance.residualAllowance(scale: scale)
        case .lessThanOrEqual: holds = constant <= tolerance.residualAllowance(scale: scale)
        case .greaterThanOrEqual: holds = -constant <= tolerance.residualAllowance(scale: scale)
        }
        if !holds { return nil }
        continue
      }
      guard constraint.relation == .equal, open.count == 1, let (variable, coefficient) = open.first
      else {
        // An inequality with one open variable bounds it but does not fix it.
        done[position] = false
        continue
      }
      guard coefficient != 0 else {
        // The variable cancels out: the rest must hold by itself.
        if abs(constant) > tolerance.residualAllowance(scale: scale) { return nil }
        continue
      }
      fixed[variable] = -constant / coefficient
      for other in mentions[variable] ?? [] where !done[other] {
        unfixed[other] -= 1
        if unfixed[other] <= 1 { queue.append(other) }
      }
    }
    return fixed
  }
}
