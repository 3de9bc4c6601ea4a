/// A sparse LU factorisation of `A·x = b`, one row per equation: the certificate's equalities
/// that do not peel (``CertificatePeeling``: one row per variable they name, one column per
/// equality), and the refinement of the basic solution (CassowarySolver+Refinement.swift: one
/// row per constraint, one column per basic symbol).
///
/// Markowitz-style: each step pivots in a row with the fewest entries left, on an entry at
/// least a tenth of that row's largest (threshold pivoting, for stability) whose column has the
/// fewest rows; the other rows of that column are eliminated, and the factor of each
/// elimination is kept so that every level's right side replays them. On layouts the blocks
/// are small (a tree's sibling rows: eight equalities each) and fill stays near zero, so the
/// factorisation is close to linear; a column without a usable pivot (a redundant equality)
/// gets 0, and rows left over are equations the checker judges.
struct SparseLUFactorization {
  /// One pivot: its row and column, its value, the rest of its row (columns pivoted later),
  /// and the eliminations it caused (target row, factor).
  struct Pivot {
    var row: Int32
    var column: Int32
    var value: Double
    var rest: [(column: Int32, value: Double)]
    var eliminations: [(row: Int32, factor: Double)]
  }

  /// The pivots in elimination order.
  var pivots: [Pivot] = []
  /// The number of columns (unknowns).
  var columnCount: Int
  /// False when the factorisation stopped at its work limit (its pivots are then unusable).
  var completed = true

  /// Factorises `rows` (each a sparse row over `columnCount` columns), giving up (with
  /// ``completed`` false) once the eliminations have touched more than `workLimit` entries.
  /// - Complexity: O(Σ entries · fill) — near-linear when the fill is small; O(`workLimit`)
  ///   at most beyond reading the rows.
  ///
  /// With `cancellation` above 0, an elimination that leaves an entry within that share of
  /// its operands drops it as a cancellation residue: the rows of a redundant equation then
  /// empty out instead of offering rounding residues of 1e-17 as pivots (the fresh pricing's
  /// use; the other callers keep every nonzero entry).
  init(
    rows input: [[(column: Int32, value: Double)]], columnCount: Int, workLimit: Int = .max,
    cancellation: Double = 0
  ) {
    self.columnCount = columnCount
    var work = 0
    var rows = input
    var rowsOfColumn = [[Int32]](repeating: [], count: columnCount)
    for (row, entries) in rows.enumerated() {
      for entry in entries { rowsOfColumn[Int(entry.column)].append(Int32(row)) }
    }
    var rowActive = [Bool](repeating: true, count: rows.count)
    // Rows by entry count (lazy: an entry is current when the count still matches).
    let cap = 32
    var buckets = [[Int32]](repeating: [], count: cap + 1)
    func file(_ row: Int32) {
      let count = rows[Int(row)].count
      if count > 0 { buckets[min(count, cap)].append(row) }
    }
    for row in rows.indices { file(Int32(row)) }
    while true {
      var chosen: Int32 = -1
      search: for bucket in 1...cap {
        while let row = buckets[bucket].popLast() {
          let count = rows[Int(row)].count
          if rowActive[Int(row)], count > 0, min(count, cap) == bucket {
            chosen = row
            break search
          }
        }
      }
      guard chosen >= 0 else { break }
      let pivotRow = rows[Int(chosen)]
      let largest = pivotRow.reduce(0.0) { max($0, abs($1.value)) }
      var best = -1
      var bestCount = Int.max
      for (index, entry) in pivotRow.enumerated() where abs(entry.value) >= 0.1 * largest {
        let count = rowsOfColumn[Int(entry.column)].count
        if count < bestCount {
          best = index
          bestCount = count
        }
      }
      guard best >= 0, largest > 0 else {
        rowActive[Int(chosen)] = false
        continue
      }
      let column = pivotRow[best].column
      let value = pivotRow[best].value
      var pivot = Pivot(
        row: chosen, column: column, value: value,
        rest: pivotRow.filter { $0.column != column }, eliminations: [])
      rowActive[Int(chosen)] = false
      for target in rowsOfColumn[Int(column)] where rowActive[Int(target)] {
        guard let at = rows[Int(target)].firstIndex(where: { $0.column == column }) else {
          continue
        }
        work += rows[Int(target)].count + pivot.rest.count
        if work > workLimit {
          completed = false
          return
        }
        let factor = rows[Int(target)][at].value / value
        rows[Int(target)].remove(at: at)
        for entry in pivot.rest {
          if let existing = rows[Int(target)].firstIndex(where: { $0.column == entry.column }) {
            let previous = rows[Int(target)][existing].value
            let updated = previous - factor * entry.value
            if updated == 0
              || abs(updated) <= cancellation * max(abs(previous), abs(factor * entry.value))
            {
              rows[Int(target)].remove(at: existing)
            } else {
              rows[Int(target)][existing].value = updated
            }
          } else {
            rows[Int(target)].append((entry.column, -factor * entry.value))
            rowsOfColumn[Int(entry.column)].append(target)
          }
        }
        pivot.eliminations.append((target, factor))
        file(target)
      }
      rowsOfColumn[Int(column)] = []
      pivots.append(pivot)
    }
  }

  /// The solution for one right side (one entry per row); unpivoted columns are 0.
  /// - Complexity: O(Σ eliminations + Σ pivot rows).
  func solve(_ rightSide: [Double]) -> [Double] {
    var b = rightSide
    for pivot in pivots {
      let value = b[Int(pivot.row)]
      guard value != 0 else { continue }
      for elimination in pivot.eliminations {
        b[Int(elimination.row)] -= elimination.factor * value
      }
    }
    var x = [Double](repeating: 0, count: columnCount)
    for pivot in pivots.reversed() {
      var sum = b[Int(pivot.row)]
      for entry in pivot.rest { sum -= entry.value * x[Int(entry.column)] }
      x[Int(pivot.column)] = sum / pivot.value
    }
    return x
  }

  /// The solution `y` (one entry per row) of the transposed system `Aᵀ·y = c` (one entry of
  /// `c` per column): the multipliers of the rows that combine them into `c`, as the duals of
  /// a basis (CassowarySolver+FreshPricing.swift). The factorisation is `M·A = U` (`M` the
  /// eliminations in order, `U` the pivot rows), so `Uᵀ·z = c` is solved forwards in pivot
  /// order and `y = Mᵀ·z` replays the eliminations backwards. Rows without a pivot (redundant
  /// equations) get 0; a column without one is left unsatisfied.
  /// - Complexity: O(Σ eliminations + Σ pivot rows).
  func solveTransposed(_ rightSide: [Double], rowCount: Int) -> [Double] {
    var c = rightSide
    var y = [Double](repeating: 0, count: rowCount)
    for pivot in pivots {
      let value = c[Int(pivot.column)] / pivot.value
      y[Int(pivot.row)] = value
      guard value != 0 else { continue }
      for entry in pivot.rest { c[Int(entry.column)] -= entry.value * value }
    }
    for pivot in pivots.reversed() {
      var sum = y[Int(pivot.row)]
      for elimination in pivot.eliminations {
        sum -= elimination.factor * y[Int(elimination.row)]
      }
      y[Int(pivot.row)] = sum
    }
    return y
  }
}
