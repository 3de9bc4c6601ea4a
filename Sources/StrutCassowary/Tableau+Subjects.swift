/// Subject choice: which symbol a new constraint's row is solved for.
///
/// These read the tableau in many places per row, so they are tableau methods (called with
/// the tableau borrowed in place, never copied out of the solver).
extension Tableau {
  /// The symbol to solve a new row `0 = k + Σ a·s` for, keeping every row feasible:
  /// 1. an external symbol (fewest rows first; among equals the lowest id, or in a row longer
  ///    than ``scatteredSubjectRowLength`` the first in ``scatter(_:)`` order, so that a long
  ///    equality's subject is not the variable the next pin names) whose substitution leaves
  ///    restricted rows non-negative;
  /// 2. the constraint's own new slack, if its value −k/a is ≥ 0 (free: it is in no row);
  /// 3. when k = 0 (the row already holds), an existing tight slack that no objective level
  ///    prices: solving for it changes no value and keeps the new constraint's own errors
  ///    parametric, so the tableau stays optimal (this avoids long chains of degenerate
  ///    pivots, e.g. when an edit is added on a variable many inequalities bind);
  /// 4. one of the constraint's own new error symbols whose value −k/a is ≥ 0 (of an optional
  ///    equality's two, one that leaves no symbol of the row improving, when `e⁺` would).
  /// Returns -1 when only phase one can install the row.
  mutating func chooseSubject(of row: SparseRow, marker: Int32, other: Int32) -> Int32 {
    let tolerance = self.tolerance
    // Solving for a cell that is tiny against the row's others would divide the row by it
    // (see `Tableau.pivotTolerance`): such cells are never chosen as subjects.
    let floor = row.pivotFloor
    var externals = ContiguousArray<(count: Int, symbol: Int32, coefficient: Double)>()
    swap(&externals, &subjectCandidates)  // reuse the buffer (no second reference left)
    defer { swap(&externals, &subjectCandidates) }
    externals.removeAll(keepingCapacity: true)
    for cell in row.cells
    where kinds[Int(cell.symbol)] == .external && abs(cell.coefficient) > floor {
      externals.append((columns.count(cell.symbol), cell.symbol, cell.coefficient))
    }
    if !externals.isEmpty {
      if externals.count > 1 {
        if row.cells.count > Tableau.scatteredSubjectRowLength {
          externals.sort {
            ($0.count, Tableau.scatter($0.symbol)) < ($1.count, Tableau.scatter($1.symbol))
          }
        } else {
          externals.sort { ($0.count, $0.symbol) < ($1.count, $1.symbol) }
        }
      }
      for candidate in externals {
        let value = -row.constant / candidate.coefficient
        if abs(value) <= tolerance || keepsRowsFeasible(candidate.symbol, value) {
          return candidate.symbol
        }
      }
    }
    func ownSymbolIsFeasible(_ symbol: Int32) -> Bool {
      let coefficient = row.coefficient(of: symbol)
      return abs(coefficient) > floor && -row.constant / coefficient >= -tolerance
    }
    if marker >= 0, kinds[Int(marker)] == .slack, ownSymbolIsFeasible(marker) {
      return marker
    }
    if abs(row.constant) <= tolerance {
      var best: Int32 = -1
      var bestCount = Int.max
      for cell in row.cells
      where kinds[Int(cell.symbol)] == .slack && cell.symbol != marker
        && abs(cell.coefficient) > floor && objectiveSign(cell.symbol) == 0
        && !hasObjectiveCost(cell.symbol)
      {
        let symbol = cell.symbol
        let count = columns.count(symbol)
        if count < bestCount {
          best = symbol
          bestCount = count
        }
      }
      if best >= 0 { return best }
    }
    if marker >= 0, kinds[Int(marker)] != .dummy, ownSymbolIsFeasible(marker) {
      // An optional equality's two errors are both feasible subjects; the one whose cost,
      // spread over the row's symbols, leaves none of them improving keeps the tableau
      // optimal (see ``leavesImprovement(solvingFor:in:)``).
      if other >= 0, kinds[Int(marker)] == .error, ownSymbolIsFeasible(other),
        leavesImprovement(solvingFor: marker, in: row),
        !leavesImprovement(solvingFor: other, in: row)
      {
        return other
      }
      return marker
    }
    if other >= 0, ownSymbolIsFeasible(other) { return other }
    // An existing unpriced slack whose new value −k/a is ≥ 0 and keeps every restricted row
    // feasible: a pivot done directly, without a phase-one solve.
    for cell in row.cells
    where kinds[Int(cell.symbol)] == .slack && cell.symbol != marker
      && !hasObjectiveCost(cell.symbol)
    {
      guard abs(cell.coefficient) > floor else { continue }
      let value = -row.constant / cell.coefficient
      if value >= -tolerance, keepsRowsFeasible(cell.symbol, value) { return cell.symbol }
    }
    return -1
  }

  /// Whether solving the new row `0 = k + Σ a·s` for its own parametric error `subject`
  /// would leave a parametric symbol of the row improving: the subject's cost `c` at its level
  /// moves each other symbol's coefficient there by `−c·a/a_subject`.
  ///
  /// An optional equality has two errors to choose from, and the choice decides the sign of
  /// what its cost adds to the others. Ten grid cells whose widths are tied and each prefer
  /// the same width are a weighted median: always solving for `e⁺` left the previous cell's
  /// `e⁻` improving, and the build's optimisation then made one degenerate pivot per cell
  /// (400 pivots, a third of the grid's build at 1,000 cells; docs/architecture.md, "Subjects
  /// that keep the tableau optimal"). O(row length · levels).
  mutating func leavesImprovement(solvingFor subject: Int32, in row: SparseRow) -> Bool {
    guard let cost = errorCosts[subject] else { return false }
    let coefficient = row.coefficient(of: subject)
    guard coefficient != 0 else { return false }
    let scale = -cost.weight / coefficient
    for cell in row.cells where cell.symbol != subject {
      let symbol = cell.symbol
      guard rowOf[Int(symbol)] < 0, kinds[Int(symbol)].entersBasis else { continue }
      let sign = objective.sign(
        of: symbol, adding: scale * cell.coefficient, atLevel: Int(cost.level), order: levelOrder)
      if Tableau.direction(kinds[Int(symbol)], objectiveSign: sign) != 0 { return true }
    }
    return false
  }

  /// A parametric external symbol of the row that no row and no objective level refers to:
  /// the row can define it lazily.
  mutating func lazySubject(of row: SparseRow) -> Int32? {
    let floor = row.pivotFloor
    for cell in row.cells
    where kinds[Int(cell.symbol)] == .external && rowOf[Int(cell.symbol)] < 0
      && abs(cell.coefficient) > floor
    {
      let symbol = cell.symbol
      if !columns.isEmpty(symbol), !rowsContaining(symbol).isEmpty { continue }
      if hasObjectiveCost(symbol) { continue }
      return symbol
    }
    return nil
  }

  /// Whether making the parametric `symbol` take `value` keeps restricted rows non-negative.
  /// Lazy rows that depend on `symbol` count with their whole rate (Tableau+LazyRows.swift).
  mutating func keepsRowsFeasible(_ symbol: Int32, _ value: Double) -> Bool {
    let lazyRows = lazyDependents(of: symbol)
    for row in rowsContaining(symbol) {
      let cells = rows[Int(row)]
      guard kinds[Int(cells.basic)].isRestricted else { continue }
      if !lazyRows.isEmpty, isLazyRow(row) { continue }
      if cells.constant + cells.coefficient(of: symbol) * value < -tolerance { return false }
    }
    for entry in lazyRows
    where self.value(of: rows[Int(entry.row)].basic) + entry.rate * value < -tolerance {
      return false
    }
    return true
  }

  /// The row length above which ties among equally referenced external subjects are broken by
  /// ``scatter(_:)`` instead of the lowest id (see ``chooseSubject(of:marker:other:)``): a
  /// shorter row costs at most this many cells per move, so the lowest id (the rule every
  /// fuzz campaign ran with) stays. At 16, the changed subjects reached fuzz-sized systems
  /// and moved their rounding both ways (two open catalogue cases passed; a shrunk subset of
  /// a failing fresh-seed system missed a required equality by 6e-6 where the old rule held
  /// it): a change of pivot path, not a fix. At 256 the catalogue is as before.
  @usableFromInline static let scatteredSubjectRowLength = 256

  /// A fixed permutation of symbol ids (a multiplicative hash), so that a long row's subject
  /// is not the variable that comes next in creation order.
  @inlinable
  static func scatter(_ symbol: Int32) -> UInt32 {
    UInt32(truncatingIfNeeded: symbol) &* 0x9E37_79B1
  }
}
