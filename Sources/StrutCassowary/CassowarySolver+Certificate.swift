import StrutCore

/// The optimality certificate (`OptimalityCertificate`) read off the optimal tableau.
///
/// At an optimum, each objective level is a row over the parametric symbols: `f_j = F_j +
/// Σ r_j(s)·s`, and every restricted parametric symbol's vector of reduced costs, highest level
/// first, is lexicographically non-negative. For level `k` the multipliers of the higher
/// levels, `μ_kj`, are chosen from the lowest of them up so that the combined reduced costs
/// `d(s) = Σ_j≤k μ_kj·r_j(s)` are non-negative; a constraint's multiplier is then what its
/// marker's reduced cost says (`λ = (cost(s) − d(s)) / coefficient(s)`, with `d = 0` for a
/// basic marker). A required equality keeps no marker: its multiplier is what makes the
/// certificate stationary in every variable, solved by peeling (a variable that one unsolved
/// equality names fixes that equality's multiplier; an equality that names one variable no
/// other does is solved last) and, for what does not peel, a sparse LU of the rest.
extension CassowarySolver: CertifyingSolver {
  /// The certificate of the current solution (call `updateVariables()` first).
  ///
  /// - Throws: `OptimalityCertificate.Unavailable` when a rebuild is pending.
  /// - Complexity: O(levels · (Σ terms + symbols)) plus the sparse factorisation of the
  ///   equalities that do not peel (near-linear on layouts, where its fill is small).
  public func optimalityCertificate() throws(OptimalityCertificate.Unavailable)
    -> OptimalityCertificate
  {
    guard !needsRebuild, parked.isEmpty else {
      throw OptimalityCertificate.Unavailable("a rebuild is pending (call updateVariables())")
    }
    var entries = ContiguousArray<CertificateEntry>()
    var constraints: [Constraint] = []
    let recordList = records.map(\.value).sorted { $0.order < $1.order }
    constraints.reserveCapacity(recordList.count)
    for record in recordList {
      entries.append(certificateEntry(record, expression: record.constraint.expression))
      constraints.append(record.constraint)
    }
    let editList = edits.values.sorted { $0.order < $1.order }
    for edit in editList {
      entries.append(certificateEntry(edit.record, expression: edit.record.constraint.expression))
    }
    let peeling = CertificatePeeling(entries: entries, slotCount: values.count)
    let order = tableau.levelOrder
    var position = [Int](repeating: -1, count: tableau.levelPriorities.count)
    for (index, level) in order.enumerated() { position[level] = index }
    let reducedByFirst = reducedCostsByFirstLevel(levelOrder: order)
    var levels: [OptimalityCertificate.Level] = []
    for k in order.indices {
      let mu = higherLevelMultipliers(level: k, reducedByFirst: reducedByFirst)
      var lambda = [Double](repeating: 0, count: entries.count)
      for (index, entry) in entries.enumerated() where entry.marker >= 0 {
        lambda[index] = markerMultiplier(entry, level: k, mu: mu, position: position)
      }
      peeling.solve(entries: entries, multipliers: &lambda)
      levels.append(
        OptimalityCertificate.Level(
          priority: Priority(tableau.levelPriorities[order[k]]),
          higherLevelMultipliers: Array(mu.prefix(k)),
          constraintMultipliers: Array(lambda.prefix(recordList.count)),
          editMultipliers: Array(lambda.suffix(editList.count))))
    }
    return OptimalityCertificate(
      constraints: constraints, editVariables: editList.map { variables[slotIndex($0.record)] },
      levels: levels)
  }

  /// The slot of an edit record's variable.
  private func slotIndex(_ record: Record) -> Int {
    let variable = record.constraint.expression.terms[0].variable
    return Int(slotOfVariable[variable.id] ?? 0)
  }

  /// What the certificate needs of one record: its merged terms by slot, the marker it reads
  /// the multiplier from (or -1), that marker's coefficient and cost.
  private func certificateEntry(_ record: Record, expression: Expression) -> CertificateEntry {
    var terms: [(slot: Int32, coefficient: Double)] = []
    terms.reserveCapacity(expression.terms.count)
    for term in expression.terms {
      guard let slot = slotOfVariable[term.variable.id] else { continue }
      if let index = terms.firstIndex(where: { $0.slot == slot }) {
        terms[index].coefficient += term.coefficient
      } else {
        terms.append((slot, term.coefficient))
      }
    }
    let constraint = record.constraint
    // A required row may have been scaled by a power of two (scaleExtremeCoefficients).
    var scale = 1.0
    if constraint.isRequired {
      let largest = terms.reduce(0.0) { max($0, abs($1.coefficient)) }
      if largest > 0, largest > 0x1p20 || largest < 0x1p-20 {
        scale = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
      }
    }
    var entry = CertificateEntry(
      terms: terms, marker: -1, coefficient: 0, isError: false, level: record.level,
      weight: constraint.weight, scale: scale)
    let less = constraint.relation == .lessThanOrEqual
    switch (constraint.isRequired, constraint.relation) {
    case (true, .equal):
      break
    case (true, _):
      entry.marker = record.marker
      entry.coefficient = less ? 1 : -1
    case (false, .equal):
      // e − e⁺ + e⁻ = 0: read e⁺ unless it is basic and e⁻ is not.
      let plusBasic = tableau.rowOf[Int(record.marker)] >= 0
      let useOther = plusBasic && tableau.rowOf[Int(record.other)] < 0
      entry.marker = useOther ? record.other : record.marker
      entry.coefficient = useOther ? 1 : -1
      entry.isError = true
    case (false, _):
      // e ± s ∓ v = 0: the slack s, or the error v when s is basic and v is not.
      let slackBasic = tableau.rowOf[Int(record.marker)] >= 0
      let useError = slackBasic && tableau.rowOf[Int(record.other)] < 0
      entry.marker = useError ? record.other : record.marker
      entry.coefficient = (useError ? -1 : 1) * (less ? 1 : -1)
      entry.isError = useError
    }
    return entry
  }

  /// The reduced-cost vectors (by level position, highest priority first) of the restricted
  /// parametric symbols, grouped by the position of their first significant cost when that
  /// cost is positive (the others cannot be made non-negative; the check will say so).
  private func reducedCostsByFirstLevel(levelOrder: [Int]) -> [[[Double]]] {
    var groups = [[[Double]]](repeating: [], count: levelOrder.count)
    for symbol in 0..<tableau.symbolCount
    where tableau.kinds[symbol].isRestricted && tableau.rowOf[symbol] < 0 {
      var vector: [Double]?
      for (index, level) in levelOrder.enumerated() {
        let cost = tableau.objective[level, Int32(symbol)]
        guard cost != 0 else { continue }
        if vector == nil { vector = [Double](repeating: 0, count: levelOrder.count) }
        vector![index] = cost
      }
      guard let vector, let first = vector.firstIndex(where: { abs($0) > Tableau.epsilon }),
        vector[first] > 0
      else { continue }
      groups[first].append(vector)
    }
    return groups
  }

  /// `μ_kj` for every position `j ≤ k` (`μ_kk = 1`): from `k − 1` up to 0, the least
  /// non-negative multiplier that makes the combined reduced cost of every symbol whose first
  /// significant reduced cost is at `j` non-negative.
  private func higherLevelMultipliers(level k: Int, reducedByFirst: [[[Double]]]) -> [Double] {
    var mu = [Double](repeating: 0, count: k + 1)
    mu[k] = 1
    for j in stride(from: k - 1, through: 0, by: -1) {
      var needed = 0.0
      for vector in reducedByFirst[j] {
        var rest = 0.0
        for i in (j + 1)...k { rest += mu[i] * vector[i] }
        if rest < 0 { needed = max(needed, -rest / vector[j]) }
      }
      mu[j] = needed
    }
    return mu
  }

  /// λ of a constraint with a marker at level position `k`.
  private func markerMultiplier(
    _ entry: CertificateEntry, level k: Int, mu: [Double], position: [Int]
  ) -> Double {
    let symbol = Int(entry.marker)
    var cost = 0.0
    if entry.isError, entry.level >= 0 {
      let at = position[entry.level]
      if at >= 0, at <= k { cost = mu[at] * entry.weight }
    }
    var reducedCost = 0.0
    if tableau.rowOf[symbol] < 0 {
      for j in 0...k {
        let level = tableau.levelOrder[j]
        reducedCost += mu[j] * tableau.objective[level, Int32(symbol)]
      }
    }
    return entry.scale * (cost - reducedCost) / entry.coefficient
  }
}

/// One record as the certificate sees it.
struct CertificateEntry {
  /// Its expression's terms, merged by slot.
  var terms: [(slot: Int32, coefficient: Double)]
  /// The marker the multiplier is read from, or -1 for a required equality.
  var marker: Int32
  /// The marker's coefficient in the row `scale·e + … = 0`.
  var coefficient: Double
  /// Whether the marker is an error symbol (priced at the record's level).
  var isError: Bool
  /// The tableau level of the record's errors, or -1.
  var level: Int
  /// The constraint's weight.
  var weight: Double
  /// The power of two the row was scaled by (required rows with extreme coefficients).
  var scale: Double
}
