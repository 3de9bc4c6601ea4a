import CGLPK
import StrutCore

extension GLPKSolver {
  /// Deletes the rows and columns of removed constraints, edits and variables without
  /// invalidating the basis, so the next solve stays warm (no `glp_adv_basis`).
  ///
  /// A removed row whose auxiliary variable is basic goes together with nothing else; a
  /// removed column that is non-basic goes freely. A removed row whose auxiliary is non-basic
  /// (an active constraint, e.g. every required equality) is first made basic by exchanging
  /// it with a basic variable (see ``makeRowsBasic(_:)``). Then one `glp_del_rows` and one
  /// `glp_del_cols` delete everything that can go.
  ///
  /// - Complexity: one factorization and one `glp_ftran` per removed active row (plus the
  ///   sparse eta updates of the exchanges chosen before it), and O(rows + columns) to
  ///   renumber; no simplex.
  func collectGarbage() throws(GLPKCallFailure) {
    releaseRetired()
    retireOrphans()
    guard deadRowCount > 0 || deadColumnCount > 0, let lp else { return }
    if deadRowCount > 0 {
      var pending: [Int32] = []
      let statuses = try lp.basisStatuses(rows: lp.rowCount, columns: 0)
      for (index, role) in rowRoles.enumerated()
      where role == .dead && statuses.rows[index] != Int32(GLP_BS) {
        pending.append(Int32(index + 1))
      }
      if !pending.isEmpty { try makeRowsBasic(pending) }
    }
    let statuses = try lp.basisStatuses(rows: lp.rowCount, columns: lp.columnCount)
    var rows: [Int32] = []
    var columns: [Int32] = []
    for (index, role) in rowRoles.enumerated()
    where role == .dead && statuses.rows[index] == Int32(GLP_BS) {
      rows.append(Int32(index + 1))
    }
    for (index, role) in columnRoles.enumerated()
    where role == .dead && statuses.columns[index] != Int32(GLP_BS) {
      columns.append(Int32(index + 1))
    }
    if !rows.isEmpty { try lp.deleteRows(rows) }
    if !columns.isEmpty { try lp.deleteColumns(columns) }
    renumber(deletedRows: rows, deletedColumns: columns)
  }

  /// Makes the auxiliaries of `rows` (dead, non-basic) basic, each replacing a basic variable,
  /// with ONE factorization of the current basis for all of them.
  ///
  /// For the k-th row, `glp_ftran` of its unit vector gives its column in terms of the
  /// factorized basis B₀; the exchanges already chosen are applied as product-form etas
  /// (sparse, and skipped where the vector is zero there), which gives the column in terms
  /// of the current basis B_k exactly. Any basis position where it is non-zero keeps the basis
  /// non-singular; among the entries within a factor 100 of the largest, a removed column is
  /// preferred (it sits at 0, so the point does not move), then an error or `total` column
  /// at 0 (degenerate), then the largest entry. Dead rows already basic are never exchanged.
  /// If the etas grow past a few times the basis size, the exchanges so far are applied and
  /// the basis is factorized again. Rows with no eligible position stay (deleted later).
  ///
  /// - Complexity: per row one `glp_ftran` (O(factor size)) plus O(non-zeros) of the etas it
  ///   meets; one `glp_factorize` per round (normally one round).
  func makeRowsBasic(_ rows: [Int32]) throws(GLPKCallFailure) {
    guard let lp else { return }
    var start = 0
    while start < rows.count {
      if try !lp.factorizationExists() {
        guard try lp.factorize() == 0 else { return }
      }
      let m = Int(lp.rowCount)
      var header = try lp.basisHeader()
      let columnValues = try lp.allColumnValues()
      var vector = [Double](repeating: 0, count: m + 1)
      var nonzeros = [Int32](repeating: 0, count: m)
      var seen = [Int](repeating: -1, count: m + 1)
      var touched: [Int] = []
      var etas = EtaFile()
      let etaLimit = 4 * m + 100_000
      var enteringRows: [Int32] = []
      var leavingRows: [Int32] = []
      var leavingColumns: [Int32] = []
      while start < rows.count, etas.nonZeroCount <= etaLimit {
        let row = rows[start]
        let serial = start
        start += 1
        let count = try lp.forwardTransformUnit(row, &vector, &nonzeros)
        touched.removeAll(keepingCapacity: true)
        for k in 0..<count {
          let position = Int(nonzeros[k])
          seen[position] = serial
          touched.append(position)
        }
        etas.apply(to: &vector, serial: serial, seen: &seen, touched: &touched)
        var largest = 0.0
        for position in touched { largest = max(largest, abs(vector[position])) }
        guard largest > 1e-9 else { continue }
        var best: (position: Int, rank: Int, size: Double)?
        for position in touched {
          let size = abs(vector[position])
          guard size >= 0.01 * largest else { continue }
          let variable = Int(header[position - 1])
          let rank: Int
          if variable <= m {
            if rowRoles[variable - 1] == .dead { continue }  // dead rows stay basic
            rank = 3
          } else {
            let column = variable - m
            switch columnRoles[column - 1] {
            case .dead: rank = 0
            case .constraintError, .editError, .level:
              rank = abs(columnValues[column - 1]) <= 1e-9 ? 1 : 2
            case .variable: rank = 2
            }
          }
          if let current = best, (current.rank, -current.size) <= (rank, -size) { continue }
          best = (position, rank, size)
        }
        guard let best else { continue }
        let leaving = header[best.position - 1]
        header[best.position - 1] = row
        enteringRows.append(row)
        if Int(leaving) <= m {
          leavingRows.append(leaving)
        } else {
          leavingColumns.append(leaving - Int32(m))
        }
        etas.append(pivotingOn: best.position, of: vector, touched: touched)
      }
      guard !enteringRows.isEmpty else { continue }
      // GLPK puts each leaving variable at the bound its type allows (free ones at 0).
      try lp.setRowStatuses(
        leavingRows, [Int32](repeating: Int32(GLP_NL), count: leavingRows.count))
      try lp.setColumnStatuses(
        leavingColumns, [Int32](repeating: Int32(GLP_NL), count: leavingColumns.count))
      try lp.setRowStatuses(
        enteringRows, [Int32](repeating: Int32(GLP_BS), count: enteringRows.count))
    }
  }

  /// Renumbers rows and columns after deletions (sorted ascending), updating the model.
  ///
  /// - Complexity: O(rows + columns).
  func renumber(deletedRows: [Int32], deletedColumns: [Int32]) {
    if !deletedRows.isEmpty {
      var next = 0
      var kept: [RowRole] = []
      kept.reserveCapacity(rowRoles.count - deletedRows.count)
      for (index, role) in rowRoles.enumerated() {
        if next < deletedRows.count, deletedRows[next] == Int32(index + 1) {
          next += 1
          continue
        }
        kept.append(role)
        let row = Int32(kept.count)
        if row == Int32(index + 1) { continue }
        switch role {
        case .constraint(let id): constraints.update(id) { $0.row = row }
        case .edit(let id): edits[id]?.row = row
        case .level(let index): levels[index].row = row
        case .dead: break
        }
      }
      rowRoles = kept
      deadRowCount -= deletedRows.count
    }
    if !deletedColumns.isEmpty {
      var next = 0
      var kept: [ColumnRole] = []
      kept.reserveCapacity(columnRoles.count - deletedColumns.count)
      for (index, role) in columnRoles.enumerated() {
        if next < deletedColumns.count, deletedColumns[next] == Int32(index + 1) {
          next += 1
          continue
        }
        kept.append(role)
        let column = Int32(kept.count)
        if column == Int32(index + 1) { continue }
        switch role {
        case .variable(let slot): columnOfSlot[slot] = column
        case .constraintError(let id, let k):
          if k == 0 { constraints.update(id) { $0.errorColumn = column } }
        case .editError(let id, let k): edits[id]?.errors[k] = column
        case .level(let index): levels[index].column = column
        case .dead: break
        }
      }
      columnRoles = kept
      deadColumnCount -= deletedColumns.count
    }
  }
}
