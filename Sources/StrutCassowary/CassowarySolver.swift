import StrutCore

/// An incremental Cassowary solver with exact lexicographic priorities.
///
/// `CassowarySolver` keeps a simplex tableau in dictionary form and updates it as constraints
/// and edit variables come and go, so that re-solving after a small change costs in proportion
/// to that change. Unlike kiwi it stays near-linear on large layout hierarchies:
///
/// - a **column index** (symbol → rows) means a substitution visits only the rows that contain
///   the symbol, never every row;
/// - **required equalities carry no marker column**: the marker of a required equality is
///   always zero and only serves removal, and carrying it made chained equalities (a vertical
///   stack) Θ(N²) dense. Strut keeps the constraint itself instead: removing such a constraint
///   parks it, and it takes its rows back if it returns before the next solve (so churn costs
///   in proportion to what changed); one that stays removed costs one rebuild, lazily, for
///   all removals before it;
/// - the objective is **lexicographic**: one coefficient per priority level, compared level by
///   level, so no amount of low-priority error can buy a reduction of high-priority error;
/// - failed operations are **transactional**: an undo journal restores the tableau exactly.
///
/// ```swift
/// let solver = CassowarySolver()
/// let x = Variable("x")
/// try solver.add(x >= 10)
/// try solver.add((x == 0).priority(.low))
/// solver.updateVariables()
/// solver.value(of: x)   // 10
/// ```
///
/// A solver is not `Sendable`: use it from one thread or isolation domain at a time.
public final class CassowarySolver: ConstraintSolver {
  /// What the solver knows about an installed constraint.
  @usableFromInline
  struct Record {
    /// The constraint as the user gave it.
    var constraint: Constraint
    /// The slack or error symbol that identifies the constraint's row, or -1 (required
    /// equality: no marker is kept; a removal that stays removed rebuilds).
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// The objective level of the constraint's errors, or -1 when required.
    var level: Int
    /// Insertion order, used when rebuilding.
    var order: Int

    /// The marker of a record waiting for a pending rebuild, at its original place.
    static let placeholder: Int32 = -2
    /// The marker of a new record waiting for a pending rebuild, after everything else.
    static let foldedAtEnd: Int32 = -3
  }

  /// What the solver knows about an edit variable.
  @usableFromInline
  struct EditRecord {
    /// The internal optional constraint `variable == 0`.
    var record: Record
    /// The edit's priority.
    var priority: Priority
    /// The suggested value in force.
    var value: Double
    /// Insertion order.
    var order: Int
  }

  @usableFromInline @exclusivity(unchecked) var tableau = Tableau()
  /// Installed constraints by constraint id.
  @usableFromInline @exclusivity(unchecked) var records = RecordTable()
  /// Edit variables by variable id.
  @usableFromInline @exclusivity(unchecked) var edits: [Int: EditRecord] = [:]
  /// Variable slots: a stable index per variable for the value array.
  @usableFromInline @exclusivity(unchecked) var slotOfVariable = VariableSlots()
  /// The variable in each slot.
  @usableFromInline @exclusivity(unchecked) var variables: ContiguousArray<Variable> = []
  /// The external symbol of each slot.
  @usableFromInline @exclusivity(unchecked) var symbolOfSlot: ContiguousArray<Int32> = []
  /// The value of each slot as of the last `updateVariables()`.
  @usableFromInline @exclusivity(unchecked) var values: ContiguousArray<Double> = []
  /// Counter for insertion order.
  @usableFromInline @exclusivity(unchecked) var nextOrder = 0
  /// Set when a marker-less constraint was removed: the tableau is rebuilt before next use.
  @usableFromInline @exclusivity(unchecked) var needsRebuild = false
  /// Set while a batch that failed numerically is retried without objective refreshes.
  @usableFromInline @exclusivity(unchecked) var objectiveRefreshDisabled = false
  /// Set while a rebuild keeps every cancellation residue above rounding (see
  /// ``Tableau/roundingResidue``): the second opinion on a required row refused as impossible
  /// by a tableau that dropped more than rounding (CassowarySolver+CarefulRebuild.swift).
  @usableFromInline @exclusivity(unchecked) var carefulArithmetic = false
  /// Careful rebuilds tried (for ``statistics``; not part of a ``Snapshot``).
  @usableFromInline @exclusivity(unchecked) var carefulRebuildCount = 0
  /// Set by a rebuild: every slot's value is recomputed at the next update.
  @usableFromInline @exclusivity(unchecked) var allSlotsDirty = false
  /// The cached evaluation program of the last update (see ``updateVariables()``).
  @usableFromInline @exclusivity(unchecked) var plan = UpdatePlan()
  /// The program that evaluates every definition (see ``evaluateEveryDefinition()``); its
  /// version is the tableau's ``Tableau/definitionVersion`` it was compiled for, 0 when none.
  @usableFromInline @exclusivity(unchecked) var fullPlan = UpdatePlan()
  /// The records of constraints removed since the last rebuild, by identifier (a removal
  /// that leaves a rebuild pending only records itself): a constraint re-added before the
  /// rebuild takes its record back (see `restoreParked` and `addFoldedIntoRebuild`).
  @usableFromInline @exclusivity(unchecked) var parked: [Int: Record] = [:]
  /// Whether the tableau encodes exactly the installed and the parked constraints (and the
  /// edits): only removals happened since it was last up to date. Then re-adding the parked
  /// constraints needs no rebuild, and parked constraints that all have markers can be
  /// taken out one by one instead (see `rebuildIfNeeded`).
  @usableFromInline @exclusivity(unchecked) var tableauHoldsParked = false
  /// The largest magnitude among the constants of the constraints installed since the last
  /// rebuild (edits not included): part of the magnitude in force (CassowarySolver+Range.swift).
  @usableFromInline @exclusivity(unchecked) var constantMagnitude = 0.0
  /// Whether an optimisation that ends on a tableau that lost information, or with a masked
  /// improvement, is priced again from the constraints (CassowarySolver+FreshPricing.swift);
  /// tests turn it off to see what it changes.
  @usableFromInline @exclusivity(unchecked) var pricesFreshly = true
  /// Rebuilds done (for ``statistics``).
  @usableFromInline @exclusivity(unchecked) var rebuildCount = 0
  /// ``arithmeticWork`` at the last residual check (CassowarySolver+Refinement.swift).
  @usableFromInline @exclusivity(unchecked) var workAtLastResidualCheck = 0
  /// Where the next round-robin residual check of a drag starts in the record table
  /// (CassowarySolver+Refinement.swift).
  @usableFromInline @exclusivity(unchecked) var residualCursor = 0
  /// ``membershipSignature`` at the last residual check.
  @usableFromInline @exclusivity(unchecked) var membershipAtLastResidualCheck: MembershipSignature =
    (-1, -1, -1)
  /// Whether an unsatisfiable error searches for a small conflicting set.
  @usableFromInline @exclusivity(unchecked) var explainsConflicts = true
  /// Whether required equalities get a dummy marker, so that a failed phase one can name the
  /// constraints that prove it (only the conflict search's probes set this).
  @usableFromInline @exclusivity(unchecked) var marksRequiredEqualities = false
  /// The installed constraints that the last unsatisfiable add's infeasibility certificate
  /// names (kept only when ``marksRequiredEqualities``).
  @usableFromInline var lastCertificate: [Constraint] = []
  /// Slots created in the open transaction (undone on rollback).
  @usableFromInline @exclusivity(unchecked) var slotsAtTransactionStart = 0

  /// How many definitions an inequality's reduction may open before the inequality is
  /// installed as a lazy row instead (see ``init(lazyRowBudget:)``).
  public let lazyRowBudget: Int

  /// How many definitions a constraint's reduction may open before one of its variables is
  /// redefined by the constraint (see ``init(lazyRowBudget:redefinitionThreshold:)``).
  public let redefinitionThreshold: Int

  /// The column length from which the primal simplex crosses breakpoints (see
  /// ``init(lazyRowBudget:redefinitionThreshold:breakpointCrossingColumn:)``).
  public let breakpointCrossingColumn: Int

  /// Creates an empty solver.
  public init() {
    lazyRowBudget = Tableau.lazyReductionBudget
    redefinitionThreshold = Tableau.redefinitionThreshold
    breakpointCrossingColumn = Tableau.breakpointCrossingColumn
  }

  /// Creates an empty solver that installs an inequality as a *lazy* row — naming the
  /// definitions of its constraint instead of their expansion in parametric symbols — when
  /// reducing it would open more than `lazyRowBudget` definitions (128 by default; see
  /// docs/architecture.md, "Lazy restricted rows"). Answers do not depend on it; the work
  /// does. 0 makes every inequality that can be lazy lazy (tests use it to exercise those
  /// paths on small systems); `Int.max` turns lazy rows off.
  public init(lazyRowBudget: Int) {
    self.lazyRowBudget = max(0, lazyRowBudget)
    redefinitionThreshold = Tableau.redefinitionThreshold
    breakpointCrossingColumn = Tableau.breakpointCrossingColumn
    tableau.lazyReductionBudget = self.lazyRowBudget
  }

  /// Creates an empty solver with a lazy-row budget (see ``init(lazyRowBudget:)``) and a
  /// *redefinition threshold*: once a new constraint's reduction opened more than that many
  /// definitions, one of its variables is redefined by the constraint, so that the next
  /// reduction like it cancels early (64 by default; see docs/architecture.md,
  /// "Redefinition"). Answers do not depend on it; the work does. 0 redefines after every
  /// reduction that opened a definition (tests and the fuzzer use it to exercise the path on
  /// small systems); `Int.max` turns redefinition off.
  public init(lazyRowBudget: Int, redefinitionThreshold: Int) {
    self.lazyRowBudget = max(0, lazyRowBudget)
    self.redefinitionThreshold = max(0, redefinitionThreshold)
    breakpointCrossingColumn = Tableau.breakpointCrossingColumn
    tableau.lazyReductionBudget = self.lazyRowBudget
    tableau.redefinitionThreshold = self.redefinitionThreshold
  }

  /// Creates an empty solver with a lazy-row budget and a redefinition threshold (see
  /// ``init(lazyRowBudget:redefinitionThreshold:)``) and the column length from which the
  /// primal simplex *crosses breakpoints*: an entering symbol named by at least that many rows
  /// passes the rows it would stop at while the objective keeps improving, each through a
  /// pivot of a symbol few rows name, and enters the basis once (64 by default; see
  /// docs/architecture.md, "Breakpoint crossing"); from 16 times that length (1,024 by
  /// default) a walk also starts at the earliest breakpoint and crosses through symbols named
  /// by as many rows as the entering one. Answers do not depend on it; the work does. 0 crosses wherever it can (tests and the fuzzer use it to exercise the path on
  /// small systems); `Int.max` turns crossing off.
  public init(lazyRowBudget: Int, redefinitionThreshold: Int, breakpointCrossingColumn: Int) {
    self.lazyRowBudget = max(0, lazyRowBudget)
    self.redefinitionThreshold = max(0, redefinitionThreshold)
    self.breakpointCrossingColumn = max(0, breakpointCrossingColumn)
    tableau.lazyReductionBudget = self.lazyRowBudget
    tableau.redefinitionThreshold = self.redefinitionThreshold
    tableau.breakpointCrossingColumn = self.breakpointCrossingColumn
  }

  /// Whether the constraint is installed. O(1).
  public func contains(_ constraint: Constraint) -> Bool {
    records.contains(constraint.id)
  }

  /// Whether `variable` is an edit variable. O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// The installed constraints, in insertion order. O(n log n).
  public var constraints: [Constraint] {
    records.values.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// The value of `variable` as of the last ``updateVariables()``; 0 for a variable the solver
  /// has never seen. O(1).
  public func value(of variable: Variable) -> Double {
    guard let slot = slotOfVariable[variable.id] else { return 0 }
    return values[Int(slot)]
  }

  /// Writes the current solution into the values read by ``value(of:)``.
  ///
  /// Starts from the rows changed since the last update and follows the column index to the
  /// definitions that depend on them, evaluating those in dependency order.
  ///
  /// When the tableau's arithmetic lost precision since the last update (ill-conditioned
  /// systems only; see CassowarySolver+Drift.swift), the installed constraints are then checked
  /// at the new values, and the tableau is rebuilt if its rows drifted from them.
  ///
  /// - Complexity: O(rows changed + definitions depending on them), not O(system size); after
  ///   a loss of precision, O(Σ terms) more for the check and O(system) for a rebuild.
  public func updateVariables() {
    // After arithmetic that lost precision, the constraints are checked at the new values.
    defer {
      repairDriftIfNeeded()
      refineIfDue()
    }
    rebuildIfNeeded()
    // When most rows changed (a first solve, a large batch), evaluating every definition in
    // dependency order is cheaper than walking columns from each changed row.
    if tableau.dirtyRows.count > max(64, tableau.rows.count / 2) {
      for row in tableau.dirtyRows where Int(row) < tableau.rowIsDirty.count {
        tableau.rowIsDirty[Int(row)] = false
      }
      tableau.dirtyRows.removeAll(keepingCapacity: true)
      tableau.dirtySymbols.removeAll(keepingCapacity: true)
      allSlotsDirty = true
    }
    if allSlotsDirty {
      allSlotsDirty = false
      for symbol in symbolOfSlot where symbol >= 0 && tableau.rowOf[Int(symbol)] < 0 {
        values[Int(tableau.slotOf[Int(symbol)])] = 0
      }
      for slot in symbolOfSlot.indices where symbolOfSlot[slot] < 0 { values[slot] = 0 }
      evaluateEveryDefinition()
    }
    var sources = ContiguousArray<Int32>()
    sources.reserveCapacity(tableau.dirtyRows.count)
    for row in tableau.dirtyRows where Int(row) < tableau.rows.count {
      tableau.rowIsDirty[Int(row)] = false
      let basic = tableau.rows[Int(row)].basic
      if basic >= 0 { sources.append(basic) }
    }
    tableau.dirtyRows.removeAll(keepingCapacity: true)
    let structural = !tableau.dirtySymbols.isEmpty
    for symbol in tableau.dirtySymbols where Int(symbol) < tableau.symbolCount {
      if tableau.rowOf[Int(symbol)] < 0, tableau.slotOf[Int(symbol)] >= 0 {
        values[Int(tableau.slotOf[Int(symbol)])] = 0
      }
      sources.append(symbol)
    }
    tableau.dirtySymbols.removeAll(keepingCapacity: true)
    if sources.isEmpty { return }
    // A drag changes the same constants again and again: reuse the plan while the
    // tableau's structure is unchanged.
    if structural || plan.version != tableau.structureVersion || plan.sources != sources {
      // When many rows changed and the plan cannot be reused (a drag whose dual simplex
      // pivoted), evaluating every definition with the program kept for them costs less than
      // finding and ordering the ones that depend on the change (cells, 100,000 views: drag
      // p90 42 → 13 ms, see docs/architecture.md).
      if sources.count > max(64, tableau.rows.count / 16) {
        evaluateEveryDefinition()
        return
      }
      let order = tableau.definitions(dependingOn: sources)
      plan = UpdatePlan()
      plan.version = tableau.structureVersion
      plan.sources = sources
      plan.compile(order, rows: tableau.rows, rowOf: tableau.rowOf, slotOf: tableau.slotOf)
    }
    plan.run(rows: tableau.rows, rowOf: tableau.rowOf, values: &values)
  }

  /// Recomputes the value of every basic variable, with the program of every definition in
  /// dependency order, compiled again only when a definition changed
  /// (``Tableau/definitionVersion``); parametric variables must already read 0.
  /// - Complexity: O(cells of the definitions), plus O(cells) to compile.
  func evaluateEveryDefinition() {
    if fullPlan.version != tableau.definitionVersion {
      var roots = ContiguousArray<Int32>()
      for symbol in symbolOfSlot where symbol >= 0 && tableau.rowOf[Int(symbol)] >= 0 {
        roots.append(symbol)
      }
      fullPlan = UpdatePlan()
      fullPlan.version = tableau.definitionVersion
      fullPlan.compile(
        tableau.dependencyOrder(from: roots), rows: tableau.rows, rowOf: tableau.rowOf,
        slotOf: tableau.slotOf)
    }
    fullPlan.run(rows: tableau.rows, rowOf: tableau.rowOf, values: &values)
  }

  /// Removes every constraint and edit variable; every value reads 0 afterwards. O(1)
  /// amortised (storage is released).
  public func reset() {
    tableau = Tableau()
    tableau.refreshesObjective = !objectiveRefreshDisabled
    tableau.lazyReductionBudget = lazyRowBudget
    tableau.redefinitionThreshold = redefinitionThreshold
    tableau.breakpointCrossingColumn = breakpointCrossingColumn
    records = RecordTable()
    edits = [:]
    slotOfVariable = VariableSlots()
    variables = []
    symbolOfSlot = []
    values = []
    nextOrder = 0
    constantMagnitude = 0
    needsRebuild = false
    parked = [:]
    tableauHoldsParked = false
    plan = UpdatePlan()
    fullPlan = UpdatePlan()
    workAtLastResidualCheck = 0
    membershipAtLastResidualCheck = (-1, -1, -1)
  }

  // MARK: - Variables

  /// The external symbol of `variable`, creating its slot and symbol if needed.
  @usableFromInline
  func symbol(for variable: Variable) -> Int32 {
    if let slot = slotOfVariable[variable.id] {
      let known = symbolOfSlot[Int(slot)]
      if known >= 0 { return known }
      let symbol = tableau.newSymbol(.external)
      tableau.slotOf[Int(symbol)] = slot
      symbolOfSlot[Int(slot)] = symbol
      return symbol
    }
    let slot = Int32(variables.count)
    let symbol = tableau.newSymbol(.external)
    tableau.slotOf[Int(symbol)] = slot
    slotOfVariable.set(variable.id, slot)
    variables.append(variable)
    symbolOfSlot.append(symbol)
    values.append(0)
    return symbol
  }

  // MARK: - Transactions

  /// Opens a tableau transaction and remembers the slot count.
  func beginTransaction() {
    tableau.beginTransaction()
    slotsAtTransactionStart = variables.count
  }

  /// Undoes the open transaction, including variables first seen in it.
  func rollbackTransaction() {
    tableau.rollbackTransaction()
    for slot in symbolOfSlot.indices where symbolOfSlot[slot] >= Int32(tableau.symbolCount) {
      symbolOfSlot[slot] = -1
    }
    while variables.count > slotsAtTransactionStart {
      let variable = variables.removeLast()
      slotOfVariable.set(variable.id, nil)
      symbolOfSlot.removeLast()
      values.removeLast()
    }
  }
}
