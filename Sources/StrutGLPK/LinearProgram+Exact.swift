import CGLPK
import CGLPKShim

/// Rational-arithmetic solving and the dual values the exact optimal face is read from.
extension LinearProgram {
  /// Runs `glp_exact` (rational arithmetic, from the current basis) within the limits; returns
  /// its return code.
  func exact(iterationLimit: Int32, timeLimitMilliseconds: Int32) throws(GLPKCallFailure)
    -> Int32
  {
    var result: Int32 = 0
    try guarded("glp_exact") {
      strut_glp_exact(problem, iterationLimit, timeLimitMilliseconds, &result)
    }
    return result
  }

  /// Dual values (reduced costs of the auxiliary variables) of rows `1...rowCount`.
  func allRowDuals() throws(GLPKCallFailure) -> [Double] {
    var values = [Double](repeating: 0, count: Int(rowCount))
    if rowCount == 0 { return values }
    try guarded("glp_get_row_dual") {
      strut_glp_get_row_duals_range(problem, 1, rowCount, &values)
    }
    return values
  }

  /// Reduced costs of columns `1...columnCount`.
  func allColumnDuals() throws(GLPKCallFailure) -> [Double] {
    var values = [Double](repeating: 0, count: Int(columnCount))
    if columnCount == 0 { return values }
    try guarded("glp_get_col_dual") {
      strut_glp_get_col_duals_range(problem, 1, columnCount, &values)
    }
    return values
  }

  /// Reduced costs of the given columns.
  func columnDuals(_ columns: [Int32]) throws(GLPKCallFailure) -> [Double] {
    var values = [Double](repeating: 0, count: columns.count)
    if columns.isEmpty { return values }
    try guarded("glp_get_col_dual") {
      strut_glp_get_col_duals(problem, Int32(columns.count), columns, &values)
    }
    return values
  }
}
