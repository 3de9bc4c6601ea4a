import StrutCore

/// Fresh pricing: deciding a masked improvement from the constraints, not from the rows.
///
/// The simplex decides from the objective's coefficients, which every pivot updates through
/// the rows — the accumulated dictionary. A coefficient within rounding noise (up to
/// ``Tableau/objectiveNoise``) at a higher level outranks every coefficient below it
/// (``Tableau/objectiveIsMasked(_:)``), and the simplex first recomputes such a coefficient
/// from the rows (``Tableau/refreshObjective(of:)``). But after pivots through nearly parallel
/// rows, a tableau that dropped more than rounding carries the residue in the rows themselves,
/// and the refresh gives it back: a level-251 coefficient of 9.4e-8 that is zero exactly kept
/// level 100 at 6,392.9 where 1,243.7 is optimal (`fuzz-cassowary-priced-d318ecf5237cd70b`).
/// What the simplex leaves masked after that refresh (``Tableau/unresolvedMasks``) is priced
/// again from the installed constraints themselves: with the basis `B` of the current basic
/// symbols (one equation per constraint and edit, as the refinement builds it) and its sparse
/// LU, the multipliers `y` of each level solve `Bᵀ·y = c_B`, and the reduced cost of a
/// parametric symbol `s` is `d = c_s − yᵀ·A_s`: no pivot's rounding is in it, only the
/// factorisation's own, and a value within rounding of the terms it sums
/// (``Tableau/roundingResidue``) is an exact zero. Every symbol whose fresh lexicographic
/// decision differs from the dictionary's gets its fresh coefficients, and the optimisation
/// goes on. Exact priorities are kept: the decision is the same lexicographic rule on better
/// numbers. Well-conditioned layouts never pay: their coefficients mask nothing
/// (`Statistics.freshPricings`).
extension CassowarySolver {
  /// The most rounds of fresh pricing and re-optimisation one operation may take: each
  /// round's pivots can leave another masked residue, and a bound keeps the work
  /// O(rounds × system).
  @usableFromInline static let freshPricingRounds = 4

  /// After an optimisation that left a masked improvement: prices the objective afresh from
  /// the constraints and optimises again while that changes a decision (at most
  /// ``freshPricingRounds`` times). Writes through the tableau's journal, so a transaction that fails later undoes
  /// it.
  /// - Complexity: O(1) when not due (the layouts' case); otherwise, per round, one sparse LU
  ///   of the basis, one transposed solve per level, O(levels · Σ terms) for the reduced
  ///   costs, and the optimisation.
  @inline(__always)
  func optimizeMaskedImprovements() throws(SimplexFailure) {
    guard freshPricingIsDue else { return }
    try optimizeFreshlyPriced()
  }

  /// Whether the objective should be priced afresh: an optimisation left an improvement
  /// masked after refreshing it from the rows. Never during the retry of a batch that failed
  /// numerically, which recomputes nothing (``Tableau/refreshesObjective``).
  @inlinable
  var freshPricingIsDue: Bool {
    guard pricesFreshly, tableau.refreshesObjective else { return false }
    return !tableau.unresolvedMasks.isEmpty
  }

  /// The rounds of ``optimizeMaskedImprovements()``.
  func optimizeFreshlyPriced() throws(SimplexFailure) {
    defer { tableau.unresolvedMasks.removeAll() }
    for _ in 0..<Self.freshPricingRounds {
      guard freshPricingIsDue, !(tableauHoldsParked && !parked.isEmpty), !needsRebuild else {
        return
      }
      tableau.unresolvedMasks.removeAll()
      tableau.counters.freshPricings += 1
      guard priceFreshly() else { return }
      try tableau.optimize()
      try tableau.restoreFeasibility()
    }
  }

  /// ``optimizeMaskedImprovements()`` after an operation that is no longer inside a
  /// transaction: a simplex failure leaves the tableau to be rebuilt, as every such failure.
  func resolveMaskedImprovementsOrRebuild() {
    do {
      try optimizeMaskedImprovements()
    } catch {
      markTableauStale()
    }
  }

  /// Whether `duals` solve `Bᵀ·y = costs` for the basis rows `equations`: every basic column's
  /// residual within ε (``Tableau/epsilon``) of its scale, `|c_j| + max|y|·Σ_i |B_ij|` (the
  /// normwise backward error; a column whose cost is 0 sums rounding residues of the duals,
  /// which are small against the duals, not against that sum). A factorisation that pivoted on
  /// noise gives residuals of the order of the duals themselves. O(Σ entries).
  static func dualsSatisfy(
    _ equations: [[(column: Int32, value: Double)]], _ duals: [Double], _ costs: [Double]
  ) -> Bool {
    var residual = costs
    var columnSums = [Double](repeating: 0, count: costs.count)
    var largest = 0.0
    for (row, equation) in equations.enumerated() {
      let dual = duals[row]
      largest = max(largest, abs(dual))
      for entry in equation {
        residual[Int(entry.column)] -= entry.value * dual
        columnSums[Int(entry.column)] += abs(entry.value)
      }
    }
    for column in residual.indices
    where abs(residual[column])
      > Tableau.epsilon * (abs(costs[column]) + largest * columnSums[column])
    {
      return false
    }
    return true
  }

  /// Computes every parametric symbol's reduced costs from the installed constraints and
  /// writes them over the objective's coefficients of each symbol whose lexicographic decision
  /// they change; returns whether any changed. Leaves the objective as it was when the basis
  /// cannot be factorised within its work limit.
  func priceFreshly() -> Bool {
    let system = basisEquations()
    let basics = system.basics
    guard !basics.isEmpty else { return false }
    let parametric = system.parametric
    let equations = system.equations
    // Cancellations within rounding are dropped: a redundant equation's row must empty out,
    // not offer a rounding residue as a pivot (`fuzz-reference-exact-fc6b009162e10284`, 296
    // equations on 289 basic symbols: pivots on such residues gave reduced costs of the wrong
    // sign, −38 against 82, and level `high` ended at 0.415 where 0.0975 is optimal).
    guard let factorisation = system.factorised() else { return false }
    // The basic error symbols' costs, by level.
    var costs = [[(column: Int, weight: Double)]](
      repeating: [], count: tableau.levelPriorities.count)
    for (index, symbol) in basics.enumerated() {
      guard let cost = tableau.errorCosts[symbol] else { continue }
      costs[Int(cost.level)].append((index, cost.weight))
    }
    let levels = tableau.levelOrder.filter { $0 != tableau.phaseOneLevel }
    let symbols = parametric.keys.sorted()
    // fresh[symbol position][level position]
    var fresh = [[Double]](repeating: [], count: symbols.count)
    for level in levels {
      var duals = [Double](repeating: 0, count: equations.count)
      if !costs[level].isEmpty {
        var right = [Double](repeating: 0, count: basics.count)
        for cost in costs[level] { right[cost.column] += cost.weight }
        duals = factorisation.solveTransposed(right, rowCount: equations.count)
        // Duals that do not satisfy the basis to ε of their terms decide nothing.
        guard Self.dualsSatisfy(equations, duals, right) else { return false }
      }
      for (index, symbol) in symbols.enumerated() {
        var own = 0.0
        if let cost = tableau.errorCosts[symbol], Int(cost.level) == level { own = cost.weight }
        var reduced = own
        var terms = abs(own)
        for entry in parametric[symbol]! {
          let term = duals[Int(entry.equation)] * entry.coefficient
          reduced -= term
          terms += abs(term)
        }
        if abs(reduced) <= Tableau.roundingResidue * terms || !reduced.isFinite { reduced = 0 }
        fresh[index].append(reduced)
      }
    }
    var changed = false
    for (index, symbol) in symbols.enumerated() {
      let kind = tableau.kinds[Int(symbol)]
      var sign = 0
      for value in fresh[index] where abs(value) > Tableau.epsilon {
        sign = value < 0 ? -1 : 1
        break
      }
      guard Tableau.direction(kind, objectiveSign: sign) != tableau.improvingDirection(symbol)
      else { continue }
      for (position, level) in levels.enumerated()
      where tableau.objective[level, symbol] != fresh[index][position] {
        tableau.setObjective(level, symbol, fresh[index][position])
      }
      changed = true
    }
    return changed
  }
}
