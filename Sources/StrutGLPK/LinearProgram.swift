import CGLPK
import CGLPKShim
import StrutCore

/// A GLPK call that failed: GLPK raised a fatal error (caught by the shim, which then freed the
/// thread's GLPK environment) or returned a code the caller cannot continue from.
struct GLPKCallFailure: Error, Sendable {
  /// The GLPK routine, e.g. `glp_simplex`.
  var call: String
  /// GLPK's own message, or a description of the return code.
  var message: String
  /// The solve's arithmetic left the range of a `Double` (no GLPK error as such).
  var isOverflow = false

  /// `glp_add_rows: glp_add_rows: nrs = 0; invalid number of rows`.
  var description: String { "\(call): \(message)" }

  /// The error a solver operation throws for it: ``SolverError/outOfRange(_:)`` when the
  /// arithmetic overflowed (the same error Cassowary gives), else a backend failure.
  var solverError: SolverError {
    isOverflow ? .outOfRange(message) : .backendFailure(description)
  }
}

/// One GLPK problem object, used only through the guarded shim.
///
/// Not `Sendable`: GLPK's state belongs to the thread that created the problem. A problem of an
/// environment that has since been freed (after any caught GLPK error on that thread) is no
/// longer ``isAlive`` and is never touched again.
final class LinearProgram {
  /// The problem object (valid while ``isAlive``).
  let problem: OpaquePointer
  /// The thread's environment generation when the problem was created.
  let generation: UInt64
  /// The thread that created the problem (see `strut_glp_thread_token`).
  let thread: UInt64
  /// Rows in the problem.
  private(set) var rowCount: Int32 = 0
  /// Columns in the problem.
  private(set) var columnCount: Int32 = 0
  /// Whether ``release()`` deleted the problem.
  private var released = false

  /// A new empty problem (minimisation).
  init() throws(GLPKCallFailure) {
    var created: OpaquePointer?
    let code = strut_glp_create_prob(&created)
    guard code == 0, let created else {
      throw GLPKCallFailure(call: "glp_create_prob", message: Self.lastMessage)
    }
    problem = created
    generation = strut_glp_env_generation()
    thread = strut_glp_thread_token()
  }

  deinit { release() }

  /// Whether the problem still exists (its environment was not freed). Call on its thread.
  var isAlive: Bool {
    !released && thread == strut_glp_thread_token() && generation == strut_glp_env_generation()
  }

  /// Deletes the problem if it is alive and this is its thread; otherwise does nothing (a
  /// problem of another thread cannot be touched safely and is left to that thread's GLPK).
  func release() {
    guard isAlive else { return }
    released = true
    _ = strut_glp_delete_prob(problem, generation)
  }

  /// GLPK's message for the last failed call on this thread.
  static var lastMessage: String {
    let text = String(cString: strut_glp_last_message())
    return text.isEmpty ? "GLPK raised an error" : text
  }

  /// Runs one guarded shim call; refuses to touch a problem whose environment was freed.
  @inline(__always)
  func guarded(_ call: String, _ body: () -> Int32) throws(GLPKCallFailure) {
    guard !released, generation == strut_glp_env_generation() else {
      throw GLPKCallFailure(
        call: call, message: "GLPK's environment was freed after an earlier GLPK error")
    }
    if body() != 0 { throw GLPKCallFailure(call: call, message: Self.lastMessage) }
  }

  // MARK: Structure

  /// Appends `count` (> 0) rows; returns the index of the first.
  func addRows(_ count: Int32) throws(GLPKCallFailure) -> Int32 {
    var first: Int32 = 0
    try guarded("glp_add_rows") { strut_glp_add_rows(problem, count, &first) }
    rowCount += count
    return first
  }

  /// Appends `count` (> 0) columns; returns the index of the first.
  func addColumns(_ count: Int32) throws(GLPKCallFailure) -> Int32 {
    var first: Int32 = 0
    try guarded("glp_add_cols") { strut_glp_add_cols(problem, count, &first) }
    columnCount += count
    return first
  }

  /// Deletes the given rows (non-empty, distinct); later rows move down.
  func deleteRows(_ indices: [Int32]) throws(GLPKCallFailure) {
    let numbers = [0] + indices
    try guarded("glp_del_rows") { strut_glp_del_rows(problem, Int32(indices.count), numbers) }
    rowCount -= Int32(indices.count)
  }

  /// Deletes the given columns (non-empty, distinct); later columns move down.
  func deleteColumns(_ indices: [Int32]) throws(GLPKCallFailure) {
    let numbers = [0] + indices
    try guarded("glp_del_cols") { strut_glp_del_cols(problem, Int32(indices.count), numbers) }
    columnCount -= Int32(indices.count)
  }

  /// Loads the batch into the rows starting at `first` (entries and bounds, one guarded call).
  func loadRows(first: Int32, _ batch: LoadBatch) throws(GLPKCallFailure) {
    guard batch.count > 0 else { return }
    try guarded("glp_set_mat_row") {
      strut_glp_load_rows(
        problem, first, Int32(batch.count), batch.starts, batch.indices, batch.values,
        batch.types, batch.lower, batch.upper)
    }
  }

  /// Loads the batch into the columns starting at `first` (entries and bounds, one guarded call).
  func loadColumns(first: Int32, _ batch: LoadBatch) throws(GLPKCallFailure) {
    guard batch.count > 0 else { return }
    try guarded("glp_set_mat_col") {
      strut_glp_load_cols(
        problem, first, Int32(batch.count), batch.starts, batch.indices, batch.values,
        batch.types, batch.lower, batch.upper)
    }
  }

  /// Sets the bounds of many rows (one guarded call).
  func setRowBounds(_ rows: [Int32], _ bounds: [Bounds]) throws(GLPKCallFailure) {
    guard !rows.isEmpty else { return }
    try guarded("glp_set_row_bnds") {
      strut_glp_set_row_bnds_list(
        problem, Int32(rows.count), rows, bounds.map(\.type), bounds.map(\.lower),
        bounds.map(\.upper))
    }
  }

  /// Sets the bounds of many columns (one guarded call).
  func setColumnBounds(_ columns: [Int32], _ bounds: [Bounds]) throws(GLPKCallFailure) {
    guard !columns.isEmpty else { return }
    try guarded("glp_set_col_bnds") {
      strut_glp_set_col_bnds_list(
        problem, Int32(columns.count), columns, bounds.map(\.type), bounds.map(\.lower),
        bounds.map(\.upper))
    }
  }

  /// Sets the same bounds on many rows (one guarded call).
  func setRowBounds(_ rows: [Int32], all bounds: Bounds) throws(GLPKCallFailure) {
    guard !rows.isEmpty else { return }
    try guarded("glp_set_row_bnds") {
      strut_glp_set_row_bnds_same(
        problem, Int32(rows.count), rows, bounds.type, bounds.lower, bounds.upper)
    }
  }

  /// Sets the same bounds on many columns (one guarded call).
  func setColumnBounds(_ columns: [Int32], all bounds: Bounds) throws(GLPKCallFailure) {
    guard !columns.isEmpty else { return }
    try guarded("glp_set_col_bnds") {
      strut_glp_set_col_bnds_same(
        problem, Int32(columns.count), columns, bounds.type, bounds.lower, bounds.upper)
    }
  }

  /// Sets the bounds of many rows, each its own (one guarded call, no conversion).
  func setRowBounds(
    _ rows: ContiguousArray<Int32>, _ bounds: ContiguousArray<strut_bounds>
  ) throws(GLPKCallFailure) {
    guard !rows.isEmpty else { return }
    try rows.withUnsafeBufferPointer { rows throws(GLPKCallFailure) in
      try bounds.withUnsafeBufferPointer { bounds throws(GLPKCallFailure) in
        try guarded("glp_set_row_bnds") {
          strut_glp_set_row_bnds_packed(
            problem, Int32(rows.count), rows.baseAddress, bounds.baseAddress)
        }
      }
    }
  }

  /// Sets the same bounds on many rows (one guarded call).
  func setRowBounds(_ rows: ContiguousArray<Int32>, all bounds: Bounds) throws(GLPKCallFailure) {
    guard !rows.isEmpty else { return }
    try rows.withUnsafeBufferPointer { rows throws(GLPKCallFailure) in
      try guarded("glp_set_row_bnds") {
        strut_glp_set_row_bnds_same(
          problem, Int32(rows.count), rows.baseAddress, bounds.type, bounds.lower, bounds.upper)
      }
    }
  }

  /// Sets the same bounds on many columns (one guarded call).
  func setColumnBounds(
    _ columns: ContiguousArray<Int32>, all bounds: Bounds
  ) throws(GLPKCallFailure) {
    guard !columns.isEmpty else { return }
    try columns.withUnsafeBufferPointer { columns throws(GLPKCallFailure) in
      try guarded("glp_set_col_bnds") {
        strut_glp_set_col_bnds_same(
          problem, Int32(columns.count), columns.baseAddress, bounds.type, bounds.lower,
          bounds.upper)
      }
    }
  }

  /// Replaces row `row` with the entries (1-based arrays: element 0 is ignored).
  func setRow(_ row: Int32, indices: [Int32], values: [Double]) throws(GLPKCallFailure) {
    let length = Int32(indices.count - 1)
    try guarded("glp_set_mat_row") { strut_glp_set_mat_row(problem, row, length, indices, values) }
  }

  /// Replaces column `column` with the entries (1-based arrays: element 0 is ignored).
  func setColumn(_ column: Int32, indices: [Int32], values: [Double]) throws(GLPKCallFailure) {
    let length = Int32(indices.count - 1)
    try guarded("glp_set_mat_col") {
      strut_glp_set_mat_col(problem, column, length, indices, values)
    }
  }

  /// Sets the bounds of a row (`bounds.type` is a GLPK bound type).
  func setRowBounds(_ row: Int32, _ bounds: Bounds) throws(GLPKCallFailure) {
    try guarded("glp_set_row_bnds") {
      strut_glp_set_row_bnds(problem, row, bounds.type, bounds.lower, bounds.upper)
    }
  }

  /// Sets the bounds of a column.
  func setColumnBounds(_ column: Int32, _ bounds: Bounds) throws(GLPKCallFailure) {
    try guarded("glp_set_col_bnds") {
      strut_glp_set_col_bnds(problem, column, bounds.type, bounds.lower, bounds.upper)
    }
  }

  /// Sets an objective coefficient.
  func setObjective(_ column: Int32, _ coefficient: Double) throws(GLPKCallFailure) {
    try guarded("glp_set_obj_coef") { strut_glp_set_obj_coef(problem, column, coefficient) }
  }

  // MARK: Solving

  /// Runs the simplex method with the primal feasibility tolerance `tol_bnd`
  /// (`feasibilityTolerance`; GLPK's default 1e-7 when 0); returns glp_simplex's return code.
  func simplex(
    method: Int32, iterationLimit: Int32, timeLimitMilliseconds: Int32,
    feasibilityTolerance: Double = 0
  ) throws(GLPKCallFailure) -> Int32 {
    var result: Int32 = 0
    try guarded("glp_simplex") {
      strut_glp_simplex(
        problem, method, iterationLimit, timeLimitMilliseconds, feasibilityTolerance, &result)
    }
    return result
  }

  /// Factorizes the current basis and computes the basic solution; returns glp_warm_up's code.
  func warmUp() throws(GLPKCallFailure) -> Int32 {
    var result: Int32 = 0
    try guarded("glp_warm_up") { strut_glp_warm_up(problem, &result) }
    return result
  }

  /// Factorizes the current basis; returns glp_factorize's code.
  func factorize() throws(GLPKCallFailure) -> Int32 {
    var result: Int32 = 0
    try guarded("glp_factorize") { strut_glp_factorize(problem, &result) }
    return result
  }

  /// Whether a factorization of the current basis exists.
  func factorizationExists() throws(GLPKCallFailure) -> Bool {
    var exists: Int32 = 0
    try guarded("glp_bf_exists") { strut_glp_bf_exists(problem, &exists) }
    return exists != 0
  }

  /// B⁻¹·e_row into `vector[0...m]` (element 0 unused); returns how many positions of
  /// `nonzeros` (room for m) list its non-zero entries.
  func forwardTransformUnit(_ row: Int32, _ vector: inout [Double], _ nonzeros: inout [Int32])
    throws(GLPKCallFailure) -> Int
  {
    var count: Int32 = 0
    try guarded("glp_ftran") {
      strut_glp_ftran_unit(problem, row, rowCount, &vector, &nonzeros, &count)
    }
    return Int(count)
  }

  /// Solves B·x = b in place (`vector[1...m]`).
  func forwardTransform(_ vector: inout [Double]) throws(GLPKCallFailure) {
    try guarded("glp_ftran") { strut_glp_ftran(problem, &vector) }
  }

  /// The basis header: element k−1 names the variable at basis position k (1...m: row
  /// auxiliaries, m+1...: columns).
  func basisHeader() throws(GLPKCallFailure) -> [Int32] {
    var header = [Int32](repeating: 0, count: Int(rowCount))
    try guarded("glp_get_bhead") { strut_glp_get_bheads(problem, rowCount, &header) }
    return header
  }

  /// Replaces the basis by GLPK's advanced (triangular) initial basis.
  func crashBasis() throws(GLPKCallFailure) {
    try guarded("glp_adv_basis") { strut_glp_adv_basis(problem) }
  }

  /// Replaces the basis by the standard one (all auxiliaries basic).
  func standardBasis() throws(GLPKCallFailure) {
    try guarded("glp_std_basis") { strut_glp_std_basis(problem) }
  }

  /// (status, primal status, dual status) of the current basic solution.
  func statuses() throws(GLPKCallFailure) -> (status: Int32, primal: Int32, dual: Int32) {
    var status: Int32 = 0
    var primal: Int32 = 0
    var dual: Int32 = 0
    try guarded("glp_get_status") { strut_glp_get_statuses(problem, &status, &primal, &dual) }
    return (status, primal, dual)
  }

  /// The objective value of the current basic solution.
  func objectiveValue() throws(GLPKCallFailure) -> Double {
    var value = 0.0
    try guarded("glp_get_obj_val") { strut_glp_get_obj_val(problem, &value) }
    return value
  }

  /// The simplex iteration count of this problem object.
  func iterationCount() throws(GLPKCallFailure) -> Int {
    var count: Int32 = 0
    try guarded("glp_get_it_cnt") { strut_glp_get_it_cnt(problem, &count) }
    return Int(count)
  }

  // MARK: Reading and restoring the basic solution

  /// Primal values of the given columns.
  func columnValues(_ columns: [Int32]) throws(GLPKCallFailure) -> [Double] {
    var values = [Double](repeating: 0, count: columns.count)
    if columns.isEmpty { return values }
    try guarded("glp_get_col_prim") {
      strut_glp_get_col_prims(problem, Int32(columns.count), columns, &values)
    }
    return values
  }

  /// Primal values of every column (element j − 1 for column j).
  func allColumnValues() throws(GLPKCallFailure) -> [Double] {
    var values = [Double](repeating: 0, count: Int(columnCount))
    if columnCount == 0 { return values }
    try guarded("glp_get_col_prim") { strut_glp_get_all_col_prims(problem, columnCount, &values) }
    return values
  }

  /// Dual values of the given rows.
  func rowDuals(_ rows: [Int32]) throws(GLPKCallFailure) -> [Double] {
    var values = [Double](repeating: 0, count: rows.count)
    if rows.isEmpty { return values }
    try guarded("glp_get_row_dual") {
      strut_glp_get_row_duals(problem, Int32(rows.count), rows, &values)
    }
    return values
  }

  /// Basis statuses of rows `1...count` and columns `1...columnCount`.
  func basisStatuses(rows: Int32, columns: Int32) throws(GLPKCallFailure) -> BasisSnapshot {
    var rowStatus = [Int32](repeating: 0, count: Int(rows))
    var columnStatus = [Int32](repeating: 0, count: Int(columns))
    if rows > 0 {
      try guarded("glp_get_row_stat") { strut_glp_get_row_stats(problem, 1, rows, &rowStatus) }
    }
    if columns > 0 {
      try guarded("glp_get_col_stat") {
        strut_glp_get_col_stats(problem, 1, columns, &columnStatus)
      }
    }
    return BasisSnapshot(rows: rowStatus, columns: columnStatus)
  }

  /// Restores statuses saved by ``basisStatuses(rows:columns:)`` to the first rows/columns.
  func restore(_ snapshot: BasisSnapshot) throws(GLPKCallFailure) {
    if !snapshot.rows.isEmpty {
      try guarded("glp_set_row_stat") {
        strut_glp_set_row_stats(problem, 1, Int32(snapshot.rows.count), snapshot.rows)
      }
    }
    if !snapshot.columns.isEmpty {
      try guarded("glp_set_col_stat") {
        strut_glp_set_col_stats(problem, 1, Int32(snapshot.columns.count), snapshot.columns)
      }
    }
  }

  /// Sets the basis statuses of many rows (GLPK adjusts non-basic ones to the bounds).
  func setRowStatuses(_ rows: [Int32], _ statuses: [Int32]) throws(GLPKCallFailure) {
    guard !rows.isEmpty else { return }
    try guarded("glp_set_row_stat") {
      strut_glp_set_row_stat_list(problem, Int32(rows.count), rows, statuses)
    }
  }

  /// Sets the basis statuses of many columns.
  func setColumnStatuses(_ columns: [Int32], _ statuses: [Int32]) throws(GLPKCallFailure) {
    guard !columns.isEmpty else { return }
    try guarded("glp_set_col_stat") {
      strut_glp_set_col_stat_list(problem, Int32(columns.count), columns, statuses)
    }
  }

  /// Sets one row's basis status.
  func setRowStatus(_ row: Int32, _ status: Int32) throws(GLPKCallFailure) {
    try guarded("glp_set_row_stat") { strut_glp_set_row_stats(problem, row, 1, [status]) }
  }

  /// Sets one column's basis status.
  func setColumnStatus(_ column: Int32, _ status: Int32) throws(GLPKCallFailure) {
    try guarded("glp_set_col_stat") { strut_glp_set_col_stats(problem, column, 1, [status]) }
  }
}

/// Entries and bounds of consecutive new rows or columns, gathered for one guarded load call:
/// item k has the entries `indices[starts[k] + 1 ... starts[k + 1]]` (element 0 unused, as
/// GLPK's 1-based arrays want).
struct LoadBatch {
  var starts: [Int32] = [0]
  var indices: [Int32] = [0]
  var values: [Double] = [0]
  var types: [Int32] = []
  var lower: [Double] = []
  var upper: [Double] = []

  /// Items so far.
  var count: Int { types.count }

  /// The bounds of the last item finished.
  var lastBounds: Bounds {
    Bounds(type: types.last ?? Int32(GLP_FR), lower: lower.last ?? 0, upper: upper.last ?? 0)
  }

  /// Room for `items` items with `entries` entries in total.
  mutating func reserve(items: Int, entries: Int) {
    starts.reserveCapacity(items + 1)
    indices.reserveCapacity(entries + 1)
    values.reserveCapacity(entries + 1)
    types.reserveCapacity(items)
    lower.reserveCapacity(items)
    upper.reserveCapacity(items)
  }

  /// Adds an entry to the item being built (ended by ``finish(_:)``).
  mutating func entry(_ index: Int32, _ value: Double) {
    indices.append(index)
    values.append(value)
  }

  /// Ends the current item with its bounds.
  mutating func finish(_ bounds: Bounds) {
    starts.append(Int32(indices.count - 1))
    types.append(bounds.type)
    lower.append(bounds.lower)
    upper.append(bounds.upper)
  }
}

/// Saved basis statuses (GLP_BS, GLP_NL, …) of rows and columns.
struct BasisSnapshot {
  /// Status of row k+1.
  var rows: [Int32]
  /// Status of column k+1.
  var columns: [Int32]
}

/// Bounds in GLPK's terms.
struct Bounds: Equatable {
  /// GLP_FR, GLP_LO, GLP_UP, GLP_DB or GLP_FX.
  var type: Int32
  /// The lower bound (ignored unless the type has one).
  var lower: Double
  /// The upper bound (ignored unless the type has one).
  var upper: Double

  /// No bounds.
  static let free = Bounds(type: Int32(GLP_FR), lower: 0, upper: 0)
  /// `>= 0`.
  static let nonNegative = Bounds(type: Int32(GLP_LO), lower: 0, upper: 0)
  /// `== value`.
  static func fixed(_ value: Double) -> Bounds {
    Bounds(type: Int32(GLP_FX), lower: value, upper: value)
  }
  /// `>= value`.
  static func atLeast(_ value: Double) -> Bounds {
    Bounds(type: Int32(GLP_LO), lower: value, upper: 0)
  }
  /// `<= value`.
  static func atMost(_ value: Double) -> Bounds {
    Bounds(type: Int32(GLP_UP), lower: 0, upper: value)
  }
  /// `0 <= x <= value` (value > 0).
  static func between0(and value: Double) -> Bounds {
    Bounds(type: Int32(GLP_DB), lower: 0, upper: value)
  }

  /// The non-basic status a variable with these bounds takes (at its lower bound if any).
  var nonBasicStatus: Int32 {
    switch type {
    case Int32(GLP_FR): Int32(GLP_NF)
    case Int32(GLP_UP): Int32(GLP_NU)
    case Int32(GLP_FX): Int32(GLP_NS)
    default: Int32(GLP_NL)
    }
  }
}
