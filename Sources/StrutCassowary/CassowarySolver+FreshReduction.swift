import StrutCore

/// Fresh reduction: deciding a required row that rests on cancellation residues from the
/// constraints, not from the rows.
///
/// A new row is reduced through the definitions it names, and a coefficient that cancels to
/// within ε of the largest term summed into it is dropped as rounding (Tableau+Definitions.swift).
/// A coefficient just above that is kept, and it can be the residue of *earlier* rounding that
/// the rows carry: a required equality with the same left side as an installed one and another
/// constant reduced to `0 = 1.1640625 − 1.003e-9·s` — the cell is 1e-9 of the terms that summed
/// into it, and zero in exact arithmetic — and phase one drove the slack `s` to 1.16e9, so the
/// add was accepted and the installed equality left 1.16 off
/// (`fuzz-cassowary-accepted-contradiction-ebb8787d7fd153bc`). A cell below
/// ``Tableau/pivotTolerance`` (1e-7) of its terms is the one the pivot rules already distrust
/// (a pivot on it multiplies the rows' errors by 1e7); when every cell of a required row that
/// could satisfy it is such a residue and its constant is beyond the tolerance, the row is
/// reduced again from the installed constraints: with the basis `B` of the current basic
/// symbols (one equation per constraint and edit, as the refinement builds it) and its sparse
/// LU, the multipliers `y` solve `Bᵀ·y = r_B` (the new row's coefficients on basic symbols),
/// and the fresh row is `r − yᵀ·E` — no pivot's rounding is in it, only the factorisation's.
/// A fresh coefficient within ε of the terms it sums (`|r_p| + Σ|y_i·E_ip|`, the normwise
/// backward error the fresh pricing uses) is zero; when every one is and the fresh constant is
/// beyond the tolerance, the row is impossible and the constraint is refused. Layout rows cancel
/// exactly or keep their coefficients, so this never runs on them.
extension CassowarySolver {
  /// Whether the reduced required `row` can be satisfied only through cells that its reduction
  /// kept although they cancelled below ``Tableau/pivotTolerance`` of their terms, with a
  /// constant beyond the tolerance. O(row) when the reduction kept such a cell; O(1) otherwise.
  @inlinable
  func restsOnNearCancellations(_ row: SparseRow) -> Bool {
    guard !tableau.reductionNearCancelled.isEmpty, abs(row.constant) > tableau.tolerance else {
      return false
    }
    var entering = false
    for cell in row.cells where tableau.kinds[Int(cell.symbol)].entersBasis {
      guard tableau.reductionNearCancelled.contains(cell.symbol) else { return false }
      entering = true
    }
    return entering
  }

  /// What a fresh reduction of a new row says: whether every coefficient of a symbol that
  /// could satisfy it is zero (within ε of the terms it sums), and its constant with the
  /// largest share of it that is not rounding (`max(tolerance, ε · Σ|terms|)`).
  struct FreshRow {
    /// Every fresh coefficient of a symbol that could enter the basis is zero.
    var hasNoSubject: Bool
    /// The fresh constant.
    var constant: Double
    /// What the fresh constant may be off by and still be zero.
    var zeroBound: Double

    /// The row is `0 = c` with `c` not zero: it cannot hold.
    var isImpossible: Bool { hasNoSubject && abs(constant) > zeroBound }
  }

  /// Whether the required row `original` (the new constraint's terms, marker cells and
  /// constant, before reduction) is impossible when reduced afresh from the installed
  /// constraints (see the extension's documentation): true when every fresh coefficient of a
  /// symbol that could satisfy it is zero and its fresh constant is not, false when it can hold,
  /// nil when nothing could be decided (``freshRow(_:)``).
  /// - Complexity: that of ``freshRow(_:)``.
  func freshReductionIsImpossible(_ original: SparseRow) -> Bool? {
    freshRow(original)?.isImpossible
  }

  /// The required row `original` reduced afresh from the installed constraints (see the
  /// extension's documentation); nil when the basis cannot be factorised within its work limit
  /// or the multipliers do not satisfy it (nothing is decided then).
  /// - Complexity: one sparse LU of the basis and one transposed solve: O(system) with the
  ///   factorisation's bounded work; only for rows whose reduction leaves them in doubt.
  func freshRow(_ original: SparseRow) -> FreshRow? {
    // Not while a rebuild reinserts the records: those not reinserted yet still name the
    // symbols of the discarded tableau.
    guard !(tableauHoldsParked && !parked.isEmpty), !needsRebuild else { return nil }
    tableau.counters.freshReductions += 1
    let system = basisEquations()
    let column = system.column
    let parametric = system.parametric
    var right = [Double](repeating: 0, count: system.basics.count)
    var own = [Int32: Double]()
    for cell in original.cells {
      let index = column[Int(cell.symbol)]
      if index >= 0 {
        right[Int(index)] += cell.coefficient
      } else if tableau.kinds[Int(cell.symbol)].entersBasis {
        own[cell.symbol, default: 0] += cell.coefficient
      }
    }
    var duals = [Double](repeating: 0, count: system.equations.count)
    if right.contains(where: { $0 != 0 }) {
      guard let factorisation = system.factorised() else { return nil }
      duals = factorisation.solveTransposed(right, rowCount: system.equations.count)
      guard Self.dualsSatisfy(system.equations, duals, right) else { return nil }
    }
    // Every symbol that could satisfy the row: the row's own and the equations' parametric ones.
    var hasNoSubject = true
    for symbol in Set(own.keys).union(parametric.keys) {
      let coefficient = own[symbol] ?? 0
      var fresh = coefficient
      var terms = abs(coefficient)
      for entry in parametric[symbol] ?? [] {
        let term = duals[Int(entry.equation)] * entry.coefficient
        fresh -= term
        terms += abs(term)
      }
      if abs(fresh) > Tableau.epsilon * terms {
        hasNoSubject = false
        break
      }
    }
    var constant = original.constant
    var terms = abs(constant)
    for (equation, dual) in duals.enumerated() where dual != 0 {
      let term = dual * system.constants[equation]
      constant -= term
      terms += abs(term)
    }
    return FreshRow(
      hasNoSubject: hasNoSubject, constant: constant,
      zeroBound: max(tableau.tolerance, Tableau.epsilon * terms))
  }
}
