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
///
/// Every pass is linear in the state's terms and indexes arrays (``DenseVariables``).
struct StateDecomposition {
  /// One independent part: a state over the part's own variables (fixed variables substituted,
  /// hardened constraints required).
  struct Part {
    /// The part's state.
    var state: ConformanceState
  }

  /// The variables fixed by hard equalities, with their values.
  var fixed: [(variable: Variable, number: Int, value: Double)] = []
  /// The levels made hard (required), highest first.
  var hardLevels: [Priority]
  /// The number of independent parts (with or without error).
  var partCount = 0
  /// The parts in which the backend has a positive error at some optional constraint (only
  /// these need an LP).
  var partsWithError: [Part] = []

  /// Splits `state`, whose judged constraints are `judged` (``ConformanceState/judged``), at
  /// the backend's `values` (by ``DenseVariables`` number of `numbering`; they must be
  /// feasible); nil when the hard constraints contradict each other once the fixed variables
  /// are substituted.
  init?(
    _ state: ConformanceState, judged: [ConformanceState.Judged], numbering: DenseVariables,
    values: [Double], tolerance: ConformanceTolerance
  ) {
    let value = { (variable: Variable) -> Double in
      let number = numbering.existingNumber(variable)
      return number >= 0 ? values[number] : 0
    }
    // 1. The leading zero levels.
    var levelScale: [Priority: Double] = [:]
    var levelError: [Priority: Double] = [:]
    for item in judged where !item.constraint.isRequired {
      let constraint = item.constraint
      levelScale[constraint.priority, default: 0] +=
        constraint.weight * ConformanceTolerance.scale(of: constraint, value)
      levelError[constraint.priority, default: 0] += constraint.weight * constraint.violation(value)
    }
    var hard = Set<Priority>()
    var higherScale = 0.0
    for level in state.levels {
      higherScale += levelScale[level] ?? 0
      guard (levelError[level] ?? 0) <= tolerance.residualAllowance(scale: higherScale) else {
        break
      }
      hard.insert(level)
    }
    hardLevels = state.levels.filter { hard.contains($0) }
    let isHard = { (constraint: Constraint) in
      constraint.isRequired || hard.contains(constraint.priority)
    }
    // Each constraint's terms by number, once.
    var termStart = [Int](repeating: 0, count: judged.count + 1)
    var termNumber: [Int] = []
    termNumber.reserveCapacity(judged.count * 3)
    for (position, item) in judged.enumerated() {
      for term in item.constraint.expression.terms {
        termNumber.append(numbering.existingNumber(term.variable))
      }
      termStart[position + 1] = termNumber.count
    }
    // 2. Fixed variables, propagated through hard equalities.
    guard
      let (isFixed, fixedValue) = Self.propagate(
        judged, isHard: isHard, termStart: termStart, termNumber: termNumber,
        count: numbering.count, tolerance: tolerance)
    else { return nil }
    for number in 0..<numbering.count where isFixed[number] {
      fixed.append((numbering.variables[number], number, fixedValue[number]))
    }
    // 3. Components of what is left.
    var parent = Array(0..<numbering.count)
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
    var firstOpen = [Int](repeating: -1, count: judged.count)
    for position in judged.indices {
      var first = -1
      for slot in termStart[position]..<termStart[position + 1] {
        let number = termNumber[slot]
        guard !isFixed[number] else { continue }
        if first < 0 {
          first = number
        } else {
          let (a, b) = (find(first), find(number))
          if a != b { parent[b] = a }
        }
      }
      firstOpen[position] = first
    }
    // Which parts have an error, and how many parts there are.
    var partOf = [Int](repeating: -1, count: numbering.count)
    var hasError: [Bool] = []
    var members: [[Int]] = []
    for position in judged.indices where firstOpen[position] >= 0 {
      let root = find(firstOpen[position])
      if partOf[root] < 0 {
        partOf[root] = hasError.count
        hasError.append(false)
        members.append([])
      }
      let part = partOf[root]
      members[part].append(position)
      let constraint = judged[position].constraint
      if !isHard(constraint), constraint.violation(value) > 0 { hasError[part] = true }
    }
    partCount = hasError.count
    // Only the parts with an error are rewritten (fixed variables substituted).
    for part in hasError.indices where hasError[part] {
      var constraints: [Constraint] = []
      var edits: [ConformanceState.EditTarget] = []
      for position in members[part] {
        let item = judged[position]
        let constraint = item.constraint
        if let edit = item.edit, !isHard(constraint) {
          edits.append(edit)
          continue
        }
        var constant = constraint.expression.constant
        var terms: [Term] = []
        for (offset, term) in constraint.expression.terms.enumerated() {
          let number = termNumber[termStart[position] + offset]
          if isFixed[number] {
            constant += term.coefficient * fixedValue[number]
          } else {
            terms.append(term)
          }
        }
        constraints.append(
          Constraint(
            Expression(terms: terms, constant: constant), constraint.relation,
            priority: isHard(constraint) ? .required : constraint.priority,
            weight: constraint.weight))
      }
      partsWithError.append(Part(state: ConformanceState(constraints: constraints, edits: edits)))
    }
  }

  /// Which variables hard equalities fix, and at what value, propagated from the constants;
  /// nil when a hard constraint whose variables are all fixed does not hold (beyond its
  /// residual allowance at the fixed values).
  static func propagate(
    _ judged: [ConformanceState.Judged], isHard: (Constraint) -> Bool, termStart: [Int],
    termNumber: [Int], count: Int, tolerance: ConformanceTolerance
  ) -> (isFixed: [Bool], value: [Double])? {
    var isFixed = [Bool](repeating: false, count: count)
    var fixedValue = [Double](repeating: 0, count: count)
    // Hard constraints mentioning each variable (compressed rows), and each one's count of
    // distinct open variables.
    var hardPositions: [Int] = []
    var open = [Int](repeating: 0, count: judged.count)
    var mentionCount = [Int](repeating: 0, count: count + 1)
    var seen = [Int](repeating: -1, count: count)
    for (position, item) in judged.enumerated() where isHard(item.constraint) {
      hardPositions.append(position)
      for slot in termStart[position]..<termStart[position + 1] {
        let number = termNumber[slot]
        if seen[number] != position {
          seen[number] = position
          open[position] += 1
          mentionCount[number + 1] += 1
        }
      }
    }
    for number in 0..<count { mentionCount[number + 1] += mentionCount[number] }
    var mentions = [Int](repeating: 0, count: mentionCount[count])
    var fill = mentionCount
    seen = [Int](repeating: -1, count: count)
    for position in hardPositions {
      for slot in termStart[position]..<termStart[position + 1] {
        let number = termNumber[slot]
        if seen[number] != position {
          seen[number] = position
          mentions[fill[number]] = position
          fill[number] += 1
        }
      }
    }
    var queue = hardPositions.filter { open[$0] <= 1 }
    var done = [Bool](repeating: false, count: judged.count)
    while let position = queue.popLast() {
      guard !done[position] else { continue }
      done[position] = true
      let constraint = judged[position].constraint
      var constant = constraint.expression.constant
      var scale = abs(constant)
      var openNumber = -1
      var openCoefficient = 0.0
      var openCount = 0
      for (offset, term) in constraint.expression.terms.enumerated() {
        let number = termNumber[termStart[position] + offset]
        if isFixed[number] {
          constant += term.coefficient * fixedValue[number]
          scale += abs(term.coefficient * fixedValue[number])
        } else if number == openNumber {
          openCoefficient += term.coefficient
        } else {
          openNumber = number
          openCoefficient = term.coefficient
          openCount += 1
        }
      }
      let allowed = tolerance.residualAllowance(scale: scale)
      if openCount == 0 {
        let holds: Bool
        switch constraint.relation {
        case .equal: holds = abs(constant) <= allowed
        case .lessThanOrEqual: holds = constant <= allowed
        case .greaterThanOrEqual: holds = -constant <= allowed
        }
        if !holds { return nil }
        continue
      }
      guard constraint.relation == .equal, openCount == 1 else {
        // An inequality with one open variable bounds it but does not fix it: it is looked
        // at again once that variable is fixed.
        done[position] = false
        continue
      }
      guard openCoefficient != 0 else {
        // The variable cancels out: the rest must hold by itself.
        if abs(constant) > allowed { return nil }
        continue
      }
      isFixed[openNumber] = true
      fixedValue[openNumber] = -constant / openCoefficient
      for slot in mentionCount[openNumber]..<mentionCount[openNumber + 1] {
        let other = mentions[slot]
        guard !done[other] else { continue }
        open[other] -= 1
        if open[other] <= 1 { queue.append(other) }
      }
    }
    return (isFixed, fixedValue)
  }
}
