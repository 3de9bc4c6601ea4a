import StrutCore

/// The installed constraints and edits as equations over the current basis: what fresh
/// pricing (CassowarySolver+FreshPricing.swift) and fresh reduction
/// (CassowarySolver+FreshReduction.swift) factorise instead of trusting the rows.
struct BasisEquations {
  /// Each symbol's column among the basic symbols, -1 for a parametric one.
  var column: ContiguousArray<Int32>
  /// The basic symbols, by column.
  var basics: ContiguousArray<Int32>
  /// One equation per installed constraint and edit: its cells on the basic symbols (merged,
  /// by column).
  var equations: [[(column: Int32, value: Double)]] = []
  /// Each equation's constant.
  var constants: [Double] = []
  /// The equations' cells on the parametric symbols that may enter the basis, by symbol.
  var parametric: [Int32: [(equation: Int32, coefficient: Double)]] = [:]
  /// The cells of ``equations``.
  var entries = 0

  /// The work limit of their sparse LU: 16 × the entries, plus a constant for small bases.
  var workLimit: Int { 16 * entries + 65_536 }

  /// Factorises the equations' basic part, dropping cancellations within
  /// ``Tableau/roundingResidue``; nil when it does not complete within ``workLimit`` or is
  /// singular.
  func factorised() -> SparseLUFactorization? {
    let factorisation = SparseLUFactorization(
      rows: equations, columnCount: basics.count, workLimit: workLimit,
      cancellation: Tableau.roundingResidue)
    guard factorisation.completed, factorisation.pivots.count == basics.count else {
      return nil
    }
    return factorisation
  }
}

extension CassowarySolver {
  /// The installed constraints and edits as equations over the current basis.
  /// - Complexity: O(Σ terms + symbols).
  func basisEquations() -> BasisEquations {
    let (column, basics) = basisColumns()
    var system = BasisEquations(column: column, basics: basics)
    var merged = [Double](repeating: 0, count: basics.count)
    forEachEquation { cells, constant in
      let equation = Int32(system.equations.count)
      var row: [(column: Int32, value: Double)] = []
      for cell in cells {
        let index = column[Int(cell.symbol)]
        guard index >= 0 else {
          if tableau.kinds[Int(cell.symbol)].entersBasis {
            system.parametric[cell.symbol, default: []].append((equation, cell.coefficient))
          }
          continue
        }
        if merged[Int(index)] == 0 { row.append((index, 0)) }
        merged[Int(index)] += cell.coefficient
      }
      Self.takeMergedCoefficients(into: &row, from: &merged)
      system.entries += row.count
      system.equations.append(row)
      system.constants.append(constant)
    }
    return system
  }
}
