import CGLPK
import StrutCore

extension GLPKSolver {
  /// Rows whose basis swaps share one factorization.
  static let swapChunk = 32

  /// Deletes the rows and columns of removed constraints and edits without invalidating the
  /// basis, so the next solve stays warm.
  ///
  /// A removed row whose auxiliary variable is basic goes together with nothing else; a
  /// removed column that is non-basic goes freely. A removed row whose auxiliary is
  /// non-basic (an active constraint, e.g. every required equality) is first made basic: with
  /// the current factorization, `glp_ftran` of its unit vector gives the basis positions it
  /// can be exchanged with; a removed column there is preferred (it sits at 0, so the point
  /// does not move), else the largest entry. Swaps are batched per factorization; a batch is
  /// kept non-singular by checking each new pivot against the ones already chosen.
  ///
  /// - Complexity: O(removed rows × one `glp_ftran`) plus one factorization per
  ///   ``swapChunk`` removed active rows, and O(rows + columns) to renumber.
  func collectGarbage() throws(GLPKCallFailure) {
    guard deadRowCount > 0 || deadColumnCount > 0, let lp else { return }
    if deadRowCount > 0 {
      var pending: [Int32] = []
      let statuses = try lp.basisStatuses(rows: lp.rowCount, columns: 0)
      for (index, role) in rowRoles.enumerated()
      where role == .dead && statuses.rows[index] != Int32(GLP_BS) {
        pending.append(Int32(index + 1))
      }
      var start = 0
      while start < pending.count {
        let chunk = Array(pending[start..<min(start + Self.swapChunk, pending.count)])
        start += chunk.count
        guard try makeBasic(chunk) else { break }
      }
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

  /// Makes the auxiliaries of `rows` basic by exchanging each with a suitable basic variable.
  /// Returns false if the basis could not be factorized (the rows then wait for later).
  private func makeBasic(_ rows: [Int32]) throws(GLPKCallFailure) -> Bool {
    guard let lp else { return false }
    if try !lp.factorizationExists() {
      guard try lp.factorize() == 0 else { return false }
    }
    let m = Int(lp.rowCount)
    let header = try lp.basisHeader()
    var chosenRows: [Int32] = []
    var chosenPositions: [Int] = []
    var vectors: [[Double]] = []
    var vector = [Double](repeating: 0, count: m + 1)
    for row in rows {
      for index in vector.indices { vector[index] = 0 }
      vector[Int(row)] = 1
      try lp.forwardTransform(&vector)
      var largest = 0.0
      for position in 1...m { largest = max(largest, abs(vector[position])) }
      guard largest > 1e-12 else { continue }
      var candidates: [(position: Int, preferred: Bool, size: Double)] = []
      for position in 1...m where abs(vector[position]) >= 1e-7 * largest {
        let variable = Int(header[position - 1])
        if variable <= m {
          if rowRoles[variable - 1] == .dead { continue }  // keep dead rows basic
          candidates.append((position, false, abs(vector[position])))
        } else {
          let dead = columnRoles[variable - m - 1] == .dead
          candidates.append((position, dead, abs(vector[position])))
        }
      }
      candidates.sort { ($0.preferred ? 1 : 0, $0.size) > ($1.preferred ? 1 : 0, $1.size) }
      for candidate in candidates.prefix(8) where !chosenPositions.contains(candidate.position) {
        if Self.keepsNonSingular(
          vector, at: candidate.position, chosen: chosenPositions, vectors: vectors,
          scale: largest)
        {
          chosenRows.append(row)
          chosenPositions.append(candidate.position)
          vectors.append(vector)
          break
        }
      }
    }
    for (row, position) in zip(chosenRows, chosenPositions) {
      let leaving = header[position - 1]
      if Int(leaving) <= m {
        try lp.setRowStatus(leaving, Int32(GLP_NL))
      } else {
        try lp.setColumnStatus(leaving - Int32(m), Int32(GLP_NL))
      }
      try lp.setRowStatus(row, Int32(GLP_BS))
    }
    return true
  }

  /// Whether adding (`vector`, `position`) to the chosen swaps keeps the matrix
  /// M[i][j] = vectors[j][positions[i]] non-singular (its new Schur complement is not tiny).
  static func keepsNonSingular(
    _ vector: [Double], at position: Int, chosen positions: [Int], vectors: [[Double]],
    scale: Double
  ) -> Bool {
    let count = positions.count
    if count == 0 { return abs(vector[position]) >= 1e-7 * scale }
    // Solve M·y = v, where v[i] = vector[positions[i]]; s = vector[position] − u·y with
    // u[j] = vectors[j][position].
    var matrix = (0..<count).map { i in (0..<count).map { j in vectors[j][positions[i]] } }
    var rhs = positions.map { vector[$0] }
    for column in 0..<count {
      var pivot = column
      for row in column..<count where abs(matrix[row][column]) > abs(matrix[pivot][column]) {
        pivot = row
      }
      guard abs(matrix[pivot][column]) > 1e-14 else { return false }
      matrix.swapAt(column, pivot)
      rhs.swapAt(column, pivot)
      for row in (column + 1)..<count {
        let factor = matrix[row][column] / matrix[column][column]
        if factor == 0 { continue }
        for k in column..<count { matrix[row][k] -= factor * matrix[column][k] }
        rhs[row] -= factor * rhs[column]
      }
    }
    var solution = [Double](repeating: 0, count: count)
    for row in stride(from: count - 1, through: 0, by: -1) {
      var sum = rhs[row]
      for k in (row + 1)..<count { sum -= matrix[row][k] * solution[k] }
      solution[row] = sum / matrix[row][row]
    }
    var complement = vector[position]
    for j in 0..<count { complement -= vectors[j][position] * solution[j] }
    return abs(complement) >= 1e-7 * scale
  }

  /// Renumbers rows and columns after deletions (sorted ascending), updating the model.
  func renumber(deletedRows: [Int32], deletedColumns: [Int32]) {
    if !deletedRows.isEmpty {
      var deleted = Set(deletedRows)
      var kept: [RowRole] = []
      kept.reserveCapacity(rowRoles.count - deletedRows.count)
      for (index, role) in rowRoles.enumerated() {
        if deleted.remove(Int32(index + 1)) != nil { continue }
        kept.append(role)
        let row = Int32(kept.count)
        if row == Int32(index + 1) { continue }
        switch role {
        case .constraint(let id): constraints[id]?.row = row
        case .edit(let id): edits[id]?.row = row
        case .level(let index): levels[index].row = row
        case .dead: break
        }
      }
      rowRoles = kept
      deadRowCount -= deletedRows.count
    }
    if !deletedColumns.isEmpty {
      var deleted = Set(deletedColumns)
      var kept: [ColumnRole] = []
      kept.reserveCapacity(columnRoles.count - deletedColumns.count)
      for (index, role) in columnRoles.enumerated() {
        if deleted.remove(Int32(index + 1)) != nil { continue }
        kept.append(role)
        let column = Int32(kept.count)
        if column == Int32(index + 1) { continue }
        switch role {
        case .variable(let slot): variableStore[slot]?.column = column
        case .constraintError(let id, let k): constraints[id]?.errors[k] = column
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
