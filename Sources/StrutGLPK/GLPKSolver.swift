import CGLPKShim
import StrutCore

/// A `ConstraintSolver` backed by GLPK's simplex method, with the same semantics as the
/// Cassowary backend: required constraints hold, optional ones are minimised
/// lexicographically by priority and by weighted sum within a priority.
///
/// One GLPK problem stays alive and changes incrementally: adding constraints appends rows,
/// `suggestValue` changes one bound, removing neutralises rows that a later pass deletes once
/// the basis allows it, and every re-solve starts from the previous basis (a bound-only
/// change first checks with `glp_warm_up` whether the old basis is still optimal). Priorities
/// are solved level by level, highest first, each level's optimum bounding the next.
///
/// GLPK never ends the process: inputs are validated before GLPK sees them, every GLPK call
/// runs guarded (a GLPK error becomes a `SolverError.backendFailure(_:)`), and after such an
/// error the LP is rebuilt from the solver's own model.
///
/// **Threads.** GLPK keeps its state per thread. A `GLPKSolver` belongs to the thread that
/// created it: throwing operations called on another thread throw
/// `SolverError.wrongThread(_:)` and change nothing, and `updateVariables()` does nothing
/// there. `value(of:)`, `contains(_:)` and `hasEditVariable(_:)` are safe on any thread, even
/// while the owner works: the owner holds a lock for the whole of every operation that changes
/// the solver, and a reader on another thread takes it, so it answers from the state between
/// two operations (waiting for a running solve to end). `reset()` on another thread clears the
/// Swift-side state under the same lock and leaves the GLPK problem to its own thread; the
/// owner's own reads do not lock, so call it there only when the owner no longer uses the
/// solver. The other properties (`statistics`, `lastUpdateFailure`, the limits) belong to the
/// owner. See `docs/glpk.md`.
///
/// Licence: GLPK is GPL-3.0-or-later, so this product is opt-in.
public final class GLPKSolver: ConstraintSolver {
  // MARK: Configuration

  /// The most simplex iterations one solve (all levels together) may take.
  public var iterationLimit = 50_000_000
  /// The most seconds one solve (all levels together) may take inside `glp_simplex`.
  public var timeLimit = 3600.0
  /// Systems of at most this many constraints and edits are solved once more in rational
  /// arithmetic (`ExactLexicographicProgram`) when the floating-point simplex finds no
  /// feasible point or fails, and that answer stands: GLPK's tolerances can call a satisfiable
  /// batch unsatisfiable through nearly parallel rows. 0 turns it off.
  public var exactFallbackLimit = 2_000
  /// Whether a floating-point answer that leaves a required row off by more than a tenth of
  /// the conformance contract's allowance is decided exactly too (within
  /// ``exactFallbackLimit``; docs/glpk.md, "Exact fallback"). On by default; the conformance
  /// checker's optimal-face probes turn it off — they push a variable to the ends of a face
  /// widened by the allowance, where an exact decision buys nothing and costs seconds per
  /// probe.
  public var decidesVisibleResidualsExactly = true

  /// Work done so far (not cleared by ``reset()``).
  public internal(set) var statistics = GLPKStatistics()
  /// The failure of the last ``updateVariables()`` that could not solve (it keeps the
  /// previous values and reports here, since it cannot throw); `nil` after a good one.
  public internal(set) var lastUpdateFailure: SolverError?

  // MARK: State

  /// The thread that owns this solver (`strut_glp_thread_token`).
  let owner: UInt64
  /// Held by the owner during every state-changing operation, and by readers on other
  /// threads while they read (see "Threads" above).
  let access = AccessLock()
  /// The LP (nil until needed, and after a GLPK failure that could not be repaired).
  var lp: LinearProgram?

  @exclusivity(unchecked) var variableStore: [VariableEntry?] = []
  /// The LP column of each slot (0 for an empty slot or one without a column yet).
  @exclusivity(unchecked) var columnOfSlot: [Int32] = []
  /// Per slot: values for which every required constraint holds (the feasibility witness).
  @exclusivity(unchecked) var witness: [Double] = []
  /// Changes whenever the witness does (a solve, a moved variable, an undo).
  var witnessEpoch = 0
  /// Per slot: the value in the LP's last solution.
  var solved: [Double] = []
  /// Per slot: the value as of the last `updateVariables()`.
  var published: [Double] = []
  var freeVariableSlots: [Int] = []
  /// Slot by variable identifier.
  @exclusivity(unchecked) var variableSlots = IdentifierIndex()
  /// Slots whose references dropped to 0 (retired by the next clean-up unless mentioned again).
  var orphans: [Int] = []
  @exclusivity(unchecked) var constraints = ConstraintTable()
  var edits: [Int: EditEntry] = [:]
  @exclusivity(unchecked) var levels: [Level] = []
  var levelIndex: [Float: Int] = [:]
  @exclusivity(unchecked) var rowRoles: [RowRole] = []
  @exclusivity(unchecked) var columnRoles: [ColumnRole] = []
  var deadRowCount = 0
  var deadColumnCount = 0
  /// Published values of variables that left the solver since the last update.
  var retiredValues: [Int: Double] = [:]
  var nextOrder = 0
  /// Rows of constraints removed since the last clean-up: re-adding the same constraint, or
  /// adding one with the same left-hand side, takes one over instead of appending a row (the
  /// basis stays valid).
  @exclusivity(unchecked) var retired = RetiredRows()
  /// Constraint rows removed since the last complete solve and not restored exactly by a
  /// recycled row with the same bounds (while 0, removals changed nothing in the LP). A
  /// removal does not set ``needsSolve``: the LP needs a solve while this is above 0, and
  /// re-adding every removed row exactly leaves it as solved.
  var pendingRemovals = 0
  /// Buffers reused by every removal and re-add (no allocation per call once grown).
  @exclusivity(unchecked) var churn = ChurnBuffers()

  /// The level whose `total` column has objective coefficient 1.
  var objectiveLevel: Int?
  /// The model changed since the LP was last solved.
  var needsSolve = false
  /// Rows or columns changed since the last complete lexicographic solve.
  var structureChanged = true
  /// The level bounds hold the optima of the last solve (the `glp_warm_up` fast path applies).
  var lexicographic = false
  /// The next solve starts from a crashed basis.
  var coldNext = true
  /// Per level of the last floating-point solve (of a system small enough for the exact
  /// fallback): the gain its optimum may have bought from the margins above the levels solved
  /// before it (see ``levelTradeIsVisible()``).
  var levelGains: [(level: Int, gain: Double)] = []
  /// The last floating-point solve found a feasible point only under GLPK's usual feasibility
  /// tolerance (1e-7), after the tight one (1e-9) had confirmed none: the batch may be
  /// inconsistent as written, so a small system is decided exactly (see ``solve()``).
  var feasibleOnlyWhenRelaxed = false
  /// The LP solved values that `updateVariables()` has not published yet.
  var solutionPending = false

  /// An empty solver owned by the calling thread.
  public init() {
    owner = strut_glp_thread_token()
  }

  // MARK: Constraints

  /// Adds a constraint; a required one is checked for feasibility at once.
  ///
  /// - Throws: `SolverError.duplicateConstraint(_:)`, `SolverError.invalidPriority(_:)`,
  ///   `SolverError.invalidWeight(_:)`, `SolverError.nonFiniteCoefficient(_:_:)`,
  ///   `SolverError.nonFiniteConstant(_:)`, `SolverError.unsatisfiable(_:conflicts:)`,
  ///   `SolverError.wrongThread(_:)`, `SolverError.backendFailure(_:)`.
  /// - Complexity: O(terms) when the solver's feasibility witness already satisfies a required
  ///   constraint (or it has a variable of its own); otherwise one warm lexicographic solve.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try add(contentsOf: CollectionOfOne(constraint))
  }

  /// Adds constraints as one transaction: all of them, or (on error) none. The LP gets all
  /// new rows and columns in one call each, and at most one solve checks their feasibility.
  ///
  /// - Throws: as ``add(_:)``; an unsatisfiable batch names one of its constraints and the
  ///   conflicting ones (which may include others of the batch).
  /// - Complexity: O(total terms) plus at most one warm solve (and, when the batch is
  ///   infeasible, an elastic solve and a deletion filter over the conflict candidates).
  public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    try checkThread("add")
    let list = Array(constraints)
    if list.isEmpty { return }
    try access.holding { () throws(SolverError) in
      // Churn: every constraint a removed one whose row waits.
      if try reviveRetired(list) { return }
      let batch = try prepare(list)
      try insert(batch)
    }
  }

  /// Removes a constraint.
  ///
  /// - Throws: `SolverError.unknownConstraint(_:)`, `SolverError.wrongThread(_:)`,
  ///   `SolverError.backendFailure(_:)`.
  /// - Complexity: O(terms); the row is deleted by the next solve's clean-up pass.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try remove(contentsOf: CollectionOfOne(constraint))
  }

  /// Removes constraints as one transaction: all of them, or (on error) none.
  ///
  /// - Throws: `SolverError.unknownConstraint(_:)` for the first constraint not in the solver
  ///   (or listed twice), `SolverError.wrongThread(_:)`, `SolverError.backendFailure(_:)`.
  /// - Complexity: O(total terms).
  public func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    try checkThread("remove")
    let batch = Array(constraints)
    if batch.isEmpty { return }
    try access.holding { () throws(SolverError) in try removeBatch(batch) }
  }

  private func removeBatch(_ batch: [Constraint]) throws(SolverError) {
    if let failed = self.constraints.collectRemovable(batch, into: &churn.positions) {
      throw .unknownConstraint(batch[failed])
    }
    try withRecovery { () throws(GLPKCallFailure) in
      if !(lp?.isAlive ?? false) {
        // A rebuild releases the waiting rows, which moves entries: collect again after it.
        self.constraints.clearRemovalMarks(churn.positions)
        try ensureLP()
        _ = self.constraints.collectRemovable(batch, into: &churn.positions)
      }
      try retireConstraints()
    }
  }

  /// Whether the constraint is in the solver. Safe on any thread (see "Threads").
  /// - Complexity: O(1).
  public func contains(_ constraint: Constraint) -> Bool {
    if strut_glp_thread_token() == owner { return constraints.contains(constraint.id) }
    return access.holding { constraints.contains(constraint.id) }
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable at `priority`. Until a value is suggested it asks for
  /// the value the variable has in the current solution (0 for a variable the solver has not
  /// seen), so adding an edit variable moves nothing.
  ///
  /// - Throws: `SolverError.duplicateEditVariable(_:)`,
  ///   `SolverError.requiredEditVariable(_:)`, `SolverError.invalidEditPriority(_:_:)`,
  ///   `SolverError.wrongThread(_:)`, `SolverError.backendFailure(_:)`.
  /// - Complexity: O(1) GLPK calls, plus a warm solve if the current solution is out of date.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    try checkThread("addEditVariable")
    if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
    if priority.isRequired { throw .requiredEditVariable(variable) }
    guard priority.value > 0, priority.value < 1000 else {
      throw .invalidEditPriority(variable, priority)
    }
    try access.holding { () throws(SolverError) in try insertEdit(variable, priority: priority) }
  }

  /// Removes an edit variable and its suggestion.
  ///
  /// - Throws: `SolverError.unknownEditVariable(_:)`, `SolverError.wrongThread(_:)`,
  ///   `SolverError.backendFailure(_:)`.
  /// - Complexity: O(1) GLPK calls.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try checkThread("removeEditVariable")
    guard edits[variable.id] != nil else { throw .unknownEditVariable(variable) }
    try access.holding { () throws(SolverError) in
      try withRecovery { () throws(GLPKCallFailure) in try retireEdit(variableID: variable.id) }
    }
  }

  /// Whether `variable` is an edit variable. Safe on any thread (see "Threads").
  /// - Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    if strut_glp_thread_token() == owner { return edits[variable.id] != nil }
    return access.holding { edits[variable.id] != nil }
  }

  /// Suggests a value for an edit variable: changes one row bound of the LP.
  ///
  /// - Throws: `SolverError.unknownEditVariable(_:)`, `SolverError.nonFiniteValue(_:_:)`,
  ///   `SolverError.wrongThread(_:)`, `SolverError.backendFailure(_:)`.
  /// - Complexity: O(1); the next ``updateVariables()`` re-solves warm.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try checkThread("suggestValue")
    guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteValue(variable, value) }
    if edit.value == value { return }
    try access.holding { () throws(SolverError) in
      try withRecovery { () throws(GLPKCallFailure) in
        try ensureLP()
        guard let lp, let current = edits[variable.id] else { return }
        try lp.setRowBounds(current.row, .fixed(value))
        edits[variable.id]?.value = value
        needsSolve = true
      }
    }
  }

  // MARK: Values

  /// Solves if anything changed (warm) and publishes the values. On another thread than the
  /// owner it does nothing. If GLPK fails, the previous values stay and
  /// ``lastUpdateFailure`` says why.
  ///
  /// - Complexity: one warm lexicographic solve if the model changed (none if `glp_warm_up`
  ///   shows the old basis still optimal), plus O(variables) to publish.
  public func updateVariables() {
    guard strut_glp_thread_token() == owner else { return }
    access.holding { solveAndPublish() }
  }

  private func solveAndPublish() {
    if needsSolve || pendingRemovals > 0 || lp.map({ !$0.isAlive }) ?? !variableSlots.isEmpty {
      do throws(SolverError) {
        try withRecovery { () throws(GLPKCallFailure) in
          try ensureLP()
          if try solve() == .infeasible {
            throw GLPKCallFailure(
              call: "glp_simplex", message: "the required constraints became infeasible")
          }
          try collectGarbage()
        }
        lastUpdateFailure = nil
      } catch {
        lastUpdateFailure = error
      }
    }
    publish()
  }

  /// The value of `variable` as of the last ``updateVariables()``; 0 for a variable the
  /// solver does not hold. Safe on any thread (see "Threads").
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    if strut_glp_thread_token() == owner { return publishedValue(of: variable) }
    return access.holding { publishedValue(of: variable) }
  }

  private func publishedValue(of variable: Variable) -> Double {
    if let slot = variableSlots[variable.id] { return published[slot] }
    return retiredValues[variable.id] ?? 0
  }

  /// Removes every constraint and edit variable; values read 0 afterwards. Statistics stay.
  /// On another thread than the owner, the GLPK problem is left for the owner thread's GLPK
  /// environment (it is freed when that thread frees its environment).
  /// - Complexity: O(1) GLPK calls.
  public func reset() {
    access.holding { clear() }
  }

  private func clear() {
    if strut_glp_thread_token() == owner { lp?.release() }
    lp = nil
    variableStore = []
    columnOfSlot = []
    witness = []
    solved = []
    published = []
    freeVariableSlots = []
    variableSlots = IdentifierIndex()
    orphans = []
    retired.removeAll()
    pendingRemovals = 0
    churn = ChurnBuffers()
    constraints = ConstraintTable()
    edits = [:]
    levels = []
    levelIndex = [:]
    rowRoles = []
    columnRoles = []
    deadRowCount = 0
    deadColumnCount = 0
    retiredValues = [:]
    objectiveLevel = nil
    needsSolve = false
    structureChanged = true
    lexicographic = false
    coldNext = true
    solutionPending = false
    lastUpdateFailure = nil
  }

  /// Frees GLPK's environment of the calling thread when no GLPK problem of that thread is
  /// alive (every `GLPKSolver` frees it when its last problem on a thread goes, so this is
  /// only needed after using GLPK outside this type). Returns whether it was freed.
  @discardableResult
  public static func releaseThreadResources() -> Bool {
    strut_glp_release_thread() != 0
  }

  // MARK: Helpers

  /// Throws `.wrongThread` unless called on the owner thread.
  func checkThread(_ operation: String) throws(SolverError) {
    let current = strut_glp_thread_token()
    guard current == owner else {
      throw .wrongThread(
        "\(operation) on thread #\(current); this GLPKSolver belongs to thread #\(owner) "
          + "(GLPK's state is per thread)")
    }
  }

  /// Copies the LP's values into the published ones.
  /// - Complexity: O(1) (the arrays share storage until one changes).
  func publish() {
    if !retiredValues.isEmpty { retiredValues = [:] }
    guard solutionPending else { return }
    published = solved
    solutionPending = false
  }
}
