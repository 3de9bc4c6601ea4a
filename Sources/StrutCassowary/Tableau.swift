/// The simplex tableau of ``CassowarySolver`` in dictionary form, with a column index and a
/// lexicographic objective.
///
/// Storage is flat and integer-indexed: symbols are `Int32` ids into parallel arrays (kind,
/// basic row, column list); rows live in one `ContiguousArray` with a free list. The objective
/// keeps a coefficient per priority level for each symbol (``ObjectiveTable``, by symbol), so
/// only the objective carries vectors and the other rows stay scalar. Every mutation goes through a few primitives that write an
/// undo ``Journal`` while a transaction is open.
@usableFromInline
struct Tableau {
  /// Rows up to this many cells are merged by direct search instead of the position map.
  @usableFromInline static let shortRow = 8

  /// The one documented tolerance (see docs/architecture.md): relative for cancellation in
  /// coefficient arithmetic, and scaled by ``magnitude`` for tests on constants.
  @usableFromInline static let epsilon = 1e-9

  // MARK: Symbols
  /// The kind of each symbol.
  @usableFromInline var kinds: ContiguousArray<SymbolKind> = []
  /// For each symbol, the row where it is basic, or -1 when it is parametric.
  @usableFromInline var rowOf: ContiguousArray<Int32> = []
  /// For each symbol, rows that may contain it (stale and repeated entries are allowed and
  /// pruned lazily by ``rowsContaining(_:)``).
  @usableFromInline var columns = ColumnIndex()
  /// Scratch map symbol → cell index, -1 when unused; always reset after use.
  @usableFromInline var position: ContiguousArray<Int32> = []
  /// Fills up to this many are appended one by one, more in one batch: a batch's fixed cost
  /// (~250 instructions) is what three single appends cost (grid build at 1,000 views, 6,800
  /// merges of one or two fills: one by one saves 0.9 % of the build).
  @usableFromInline static let batchedFills = 3
  /// Scratch of ``addScaled(into:_:factor:skipping:)``: the scaled cells a merge appends.
  @usableFromInline var mergeFills: ContiguousArray<SparseRow.Cell> = []
  /// Whether a symbol waits in the entering-candidate heap.
  @usableFromInline var inHeap: ContiguousArray<Bool> = []
  /// Scratch stamps for walks over definitions (see Tableau+Definitions.swift).
  @usableFromInline var visitStamp: ContiguousArray<UInt32> = []
  @usableFromInline var visitCounter: UInt32 = 0
  /// Scratch coefficients of a reduction, indexed by symbol; all zero between calls.
  @usableFromInline var pendingCoefficient: ContiguousArray<Double> = []
  /// Scratch of a reduction, indexed by symbol: the largest term added into the symbol's
  /// coefficient (pending or cell) once a second term arrives — what a cancelled sum is
  /// compared with; zero while one term made it, and between calls.
  @usableFromInline var pendingMagnitude: ContiguousArray<Double> = []
  /// Whether the current reduction added a term into a coefficient that already had one.
  @usableFromInline var reductionSummed = false
  /// The share of the largest term summed into a coefficient below which a reduction drops
  /// it as a cancellation residue: ε, except while ``reduceKeepingResidues(_:)`` runs.
  @usableFromInline var cancellationRelative = Tableau.epsilon
  /// Whether the current reduction dropped a non-zero coefficient as a cancellation residue.
  @usableFromInline var reductionDropped = false
  /// The symbols whose coefficient the current reduction kept although it cancelled to below
  /// ``pivotTolerance`` of the largest term summed into it: cells that may be residue of
  /// earlier rounding (see ``CassowarySolver/verifiedFreshly(_:constraint:)``).
  @usableFromInline var reductionNearCancelled = ContiguousArray<Int32>()
  /// The largest term the current reduction summed into its row's constant (the row's own
  /// constant included): a constant that cancels to within ε of it is a cancellation residue,
  /// as a coefficient is (see ``CassowarySolver/insert(_:)``).
  @usableFromInline var reductionConstantMagnitude = 0.0
  /// Set, for the life of this tableau, when a reduction or a pivot dropped a cancellation
  /// residue above ``roundingResidue`` of its terms: a row may then have lost a coefficient
  /// that the constraints need, so a required row refused as impossible is decided again by
  /// a careful rebuild (``CassowarySolver/carefulArithmetic``) before the refusal stands.
  @usableFromInline var droppedAboveRounding = false
  /// Scratch stack of the definition walk, kept to avoid reallocating it.
  @usableFromInline var walkStack = ContiguousArray<(symbol: Int32, cell: Int)>()
  /// Scratch list of a new row's external symbols (see ``chooseSubject(of:marker:other:)``),
  /// kept to reuse its buffer.
  @usableFromInline var subjectCandidates = ContiguousArray<
    (count: Int, symbol: Int32, coefficient: Double)
  >()
  /// For each basic symbol, a depth above that of every basic symbol its row names (see
  /// Tableau+ExpansionOrder.swift); meaningless for parametric symbols.
  @usableFromInline var depth: ContiguousArray<Int32> = []
  /// Whether ``depth`` is known to order the definitions (see Tableau+ExpansionOrder.swift);
  /// cleared by a rollback and by a raise that ran out of budget.
  @usableFromInline var depthsAreReliable = true
  /// Reductions ordered by a walk since ``depthsAreReliable`` was cleared.
  @usableFromInline var reductionsWithoutDepths = 0
  /// Scratch max-heap of a reduction's pending definitions, kept to reuse its buffer.
  @usableFromInline var expansionQueue = ContiguousArray<Int32>()
  /// Scratch buffer a reduction sums its row in (see ``takeReducedRow(_:)``).
  @usableFromInline var reductionCells = ContiguousArray<SparseRow.Cell>()
  /// While a batch runs, the rows its merges left mostly empty (repeats possible; see
  /// Tableau+RowCapacity.swift); nil otherwise.
  @usableFromInline var slackRows: ContiguousArray<Int32>? = nil
  /// Marks of the symbols whose values an update recomputes.
  @usableFromInline var affectStamp: ContiguousArray<UInt32> = []
  @usableFromInline var affectCounter: UInt32 = 0
  /// For an external symbol, the solver's variable slot; -1 for other symbols.
  @usableFromInline var slotOf: ContiguousArray<Int32> = []
  /// Symbols that left the tableau for good (the markers and errors of removed constraints,
  /// spent artificials), each with every per-symbol entry back at its default: the next
  /// ``newSymbol(_:)`` takes one of them before it grows the storage, so churn reuses
  /// symbols instead of growing every per-symbol array and objective level without bound.
  @usableFromInline var freeSymbols: ContiguousArray<Int32> = []
  /// Lazy restricted rows installed since the tableau was created (see
  /// Tableau+LazyRows.swift): never decremented, so 0 proves that every restricted row is in
  /// parametric symbols and the readers take their plain paths.
  @usableFromInline var lazyRowCount = 0
  /// The most definitions an inequality's reduction may open before the inequality is
  /// installed lazily instead (``Tableau/lazyReductionBudget`` unless the solver says
  /// otherwise; `Int.max` turns lazy rows off).
  @usableFromInline var lazyReductionBudget = Tableau.lazyReductionBudget
  /// How many definitions a reduction may open before its constraint redefines one of its
  /// variables (``Tableau/redefinitionThreshold`` unless the solver says otherwise; see
  /// Tableau+Redefinition.swift).
  @usableFromInline var redefinitionThreshold = Tableau.redefinitionThreshold
  /// The column length from which the primal simplex crosses breakpoints
  /// (``Tableau/breakpointCrossingColumn`` unless the solver says otherwise; `Int.max` turns
  /// crossing off; see Tableau+BreakpointCrossing.swift).
  @usableFromInline var breakpointCrossingColumn = Tableau.breakpointCrossingColumn
  /// Bumped by every change of a row or of the basis: memoised values
  /// (``value(of:)``) are valid while it is unchanged.
  @usableFromInline var valueEpoch: UInt64 = 1
  /// For each basic symbol, the ``valueEpoch`` of its memoised value.
  @usableFromInline var valueStamp: ContiguousArray<UInt64> = []
  /// Memoised values of basic symbols (see ``valueStamp``).
  @usableFromInline var memoValue: ContiguousArray<Double> = []
  /// Stamps of the walks of Tableau+LazyRows.swift (reached, then rate computed).
  @usableFromInline var rateStamp: ContiguousArray<UInt64> = []
  @usableFromInline var rateCounter: UInt64 = 0
  /// Rates computed by ``rate(of:in:reached:computed:)``.
  @usableFromInline var memoRate: ContiguousArray<Double> = []
  /// The lazy rows an edit's suggestion moves, with their rates (see ``LazyShiftPlan``).
  @usableFromInline var lazyShiftPlan = LazyShiftPlan()
  /// Scratch stack of the evaluations of Tableau+LazyRows.swift.
  @usableFromInline var evaluationStack = ContiguousArray<(symbol: Int32, cell: Int, sum: Double)>()
  /// The column arena's size above which the next removal compacts it (see
  /// Tableau+ColumnCompaction.swift).
  @usableFromInline var columnCompactionLimit = Tableau.minimumColumnCompaction

  // MARK: Rows
  /// Rows by row id; a free slot has `basic == -1`.
  @usableFromInline var rows: ContiguousArray<SparseRow> = []
  /// Free row ids.
  @usableFromInline var freeRows: ContiguousArray<Int32> = []
  /// For each row, the stamp of the last transaction that saved or created it (see
  /// ``Journal``).
  @usableFromInline var rowJournalStamp: ContiguousArray<UInt32> = []
  /// The stamp of the open (or last) transaction.
  @usableFromInline var transactionCounter: UInt32 = 0
  /// Scratch stamps for deduplicating column walks.
  @usableFromInline var rowStamp: ContiguousArray<UInt32> = []
  @usableFromInline var stamp: UInt32 = 0

  // MARK: Objective
  /// Priority of each level (index = level id); `.infinity` for a phase-one level.
  @usableFromInline var levelPriorities: [Float] = []
  /// Level ids from the highest priority to the lowest: the lexicographic order.
  @usableFromInline var levelOrder: [Int] = []
  /// The objective coefficients, `objective[level, symbol]`, stored by symbol
  /// (ObjectiveTable.swift).
  @usableFromInline var objective = ObjectiveTable()
  /// The level used by phase one (priority +∞, above every real level), once created; it is
  /// all zero outside a phase-one solve.
  @usableFromInline var phaseOneLevel = -1
  /// Symbols given a phase-one coefficient during the current phase one.
  @usableFromInline var phaseOneTouched: ContiguousArray<Int32> = []
  /// The markers that prove the last failed phase one's row infeasible (see
  /// ``recordInfeasibilityCertificate()``); may repeat a symbol.
  @usableFromInline var infeasibilityCertificate: ContiguousArray<Int32> = []
  /// The objective value per level (the constant of each objective row).
  @usableFromInline var objectiveConstant: ContiguousArray<Double> = []
  /// The level and weight of every live error symbol: what its objective coefficients are
  /// made of, so that a coefficient can be recomputed exactly from the rows (see
  /// ``exactObjective(of:into:)``).
  @usableFromInline var errorCosts = ErrorCostTable()
  /// Parametric symbols the last optimisations left masked (``objectiveIsMasked(_:)``) after
  /// recomputing their coefficients from the rows: the solver decides them afresh from the
  /// constraints (CassowarySolver+FreshPricing.swift). Empty on well-conditioned systems.
  @usableFromInline var unresolvedMasks: ContiguousArray<Int32> = []
  /// Whether the simplex may recompute drifted objective coefficients from the rows
  /// (``refreshObjective(of:)``); off for the one retry of a batch that failed numerically.
  @usableFromInline var refreshesObjective = true

  // MARK: Simplex work lists
  /// Min-heap of symbols whose objective coefficients changed (Bland's rule: lowest id first).
  @usableFromInline var candidates = SymbolHeap()
  /// Rows whose restricted basic symbol went negative (dual simplex work list).
  @usableFromInline var infeasibleRows: ContiguousArray<Int32> = []
  /// While non-nil, the rows whose cells or basic symbol changed (``touch(_:)``), possibly
  /// repeated: what a suggestion's dual simplex changed beyond the constants it shifted.
  @usableFromInline var touchLog: ContiguousArray<Int32>? = nil
  /// Scratch of ``shiftConstants(forSuggestionOf:by:)``: the constants it changed.
  @usableFromInline var shiftScratch = ContiguousArray<Double>()
  /// The stops of the last ratio test of a long column, in walk order, for the breakpoint
  /// crossing that follows it (Tableau+BreakpointCrossing.swift).
  @usableFromInline var crossingStops = ContiguousArray<BreakpointQueue.Stop>()
  /// The symbol whose move ``crossingStops`` are for; -1 when none (any pivot resets it).
  @usableFromInline var crossingStopsSymbol: Int32 = -1
  /// Scratch of ``leavingRow(_:direction:screenTinyPivots:bland:)``: the rows that bound
  /// the move.
  @usableFromInline var ratioScratch = ContiguousArray<
    (row: Int32, coefficient: Double, value: Double)
  >()
  /// Scratch heap of ``dualOptimize()``, kept to reuse its buffer.
  @usableFromInline var dualQueue = InfeasibleRowQueue()

  // MARK: Change tracking for updateVariables
  /// Rows whose constant or basic symbol changed since the last update.
  @usableFromInline var dirtyRows: ContiguousArray<Int32> = []
  /// Whether a row is in `dirtyRows`.
  @usableFromInline var rowIsDirty: ContiguousArray<Bool> = []
  /// Symbols that became parametric since the last update.
  @usableFromInline var dirtySymbols: ContiguousArray<Int32> = []

  /// The largest magnitude of any constant or suggested value: scales the tolerance.
  @usableFromInline var magnitude: Double = 1
  /// Bumped by every structural change (a row's cells, a row created or deleted, a basic
  /// assignment); not by changes of constants alone, such as an edit's suggestion. Caches
  /// keyed by it (clean column lists, the update plan) stay valid across a drag.
  @usableFromInline var structureVersion: UInt64 = 1
  /// Bumped whenever a definition row changes — its cells, or which rows are definitions (an
  /// external symbol entering or leaving the basis) — and by a rollback; not by pivots among
  /// restricted symbols. The solver's evaluation of every definition (see ``UpdatePlan``) is
  /// valid while it is unchanged.
  @usableFromInline var definitionVersion: UInt64 = 1
  /// For each symbol, the structure version at which its column list was last pruned exact.
  @usableFromInline var columnVersion: ContiguousArray<UInt64> = []
  /// Work counters (see ``CassowarySolver/Statistics``).
  @usableFromInline var counters = CassowarySolver.Statistics()
  /// Set when a cancellation left a residue far above rounding (see ``roundingResidue``): the
  /// rows may no longer encode the constraints to the tolerance, and the solver checks them
  /// at its next update (see CassowarySolver+Drift.swift).
  @usableFromInline var precisionLost = false
  /// ``precisionLost`` and ``droppedAboveRounding`` when the open transaction began: the
  /// arithmetic that set them is undone with the transaction, and a flag left set made the
  /// next update rebuild and move free variables after a refused add
  /// (`fuzz-cassowary-rolled-back-flags-349e4a788a8abdfb`). Kept here, not in the
  /// ``Journal``: a larger journal made every `journal != nil` test an outlined call (+1.2 %
  /// of the flat build's instructions).
  @usableFromInline var precisionFlagsAtTransactionStart = (lost: false, dropped: false)
  /// The largest residue, relative to its operands, that a cancellation leaves through
  /// rounding alone on a well-conditioned system (a few units in the last place, summed over
  /// the operations that built the operands). A dropped residue above it shows noise that
  /// ill-conditioned arithmetic amplified.
  @usableFromInline static let roundingResidue = 1e-12
  /// The open transaction's undo log, if any.
  @usableFromInline var journal: Journal? = nil

  /// The absolute tolerance for constants: ε · max(1, magnitude).
  @inlinable @inline(__always)
  var tolerance: Double { Tableau.epsilon * magnitude }

  /// The number of symbols.
  @inlinable @inline(__always)
  var symbolCount: Int { kinds.count }

  // MARK: - Symbols and levels

  /// Reserves room for `rows` more rows and `symbols` more symbols, so that a large batch
  /// grows each array once instead of doubling it repeatedly (which would briefly hold two
  /// copies at the peak). Growth is geometric (``grownCapacity(_:toHold:)``): reserving
  /// exactly what a batch of one needs reallocated every array at every single add (N adds
  /// of one constraint copied O(N²) bytes: 41 % of the instructions of 4,000 single adds).
  mutating func reserveCapacity(rows extraRows: Int, symbols extraSymbols: Int) {
    let rowTotal = rows.count + extraRows
    if rows.capacity < rowTotal {
      let capacity = Tableau.grownCapacity(rows.capacity, toHold: rowTotal)
      rows.reserveCapacity(capacity)
      rowStamp.reserveCapacity(capacity)
      rowIsDirty.reserveCapacity(capacity)
      rowJournalStamp.reserveCapacity(capacity)
    }
    let symbolTotal = kinds.count + extraSymbols
    if kinds.capacity < symbolTotal {
      let capacity = Tableau.grownCapacity(kinds.capacity, toHold: symbolTotal)
      // Capacity only: the entries are filled a chunk at a time by `newSymbol`, so memory
      // that is reserved but never used is never touched.
      kinds.reserveCapacity(capacity)
      rowOf.reserveCapacity(capacity)
      columns.reserveCapacity(symbols: capacity)
      position.reserveCapacity(capacity)
      inHeap.reserveCapacity(capacity)
      slotOf.reserveCapacity(capacity)
      visitStamp.reserveCapacity(capacity)
      affectStamp.reserveCapacity(capacity)
      columnVersion.reserveCapacity(capacity)
      pendingCoefficient.reserveCapacity(capacity)
      pendingMagnitude.reserveCapacity(capacity)
      depth.reserveCapacity(capacity)
      errorCosts.reserveCapacity(symbols: capacity)
      objective.reserveCapacity(symbols: capacity)
    }
  }

  /// The capacity to reserve when `capacity` cannot hold `needed` elements: at least twice
  /// `capacity`, so that repeated small reservations cost amortised O(1) per element.
  @inlinable
  static func grownCapacity(_ capacity: Int, toHold needed: Int) -> Int {
    Swift.max(needed, 2 * capacity)
  }

  /// Extends the per-symbol arrays (all but `kinds`) to `total` entries holding their
  /// defaults. They are allocated ahead of `kinds` in chunks, so that creating a symbol is
  /// one append instead of one per array; entries past `kinds.count` always hold defaults
  /// (`-1`, `[]`, `false`, `0`), which ``rollbackTransaction()`` restores.
  @usableFromInline
  mutating func growSymbolStorage(to total: Int) {
    let extra = total - rowOf.count
    guard extra > 0 else { return }
    rowOf.append(contentsOf: repeatElement(-1, count: extra))
    columns.addSymbols(extra)
    position.append(contentsOf: repeatElement(-1, count: extra))
    inHeap.append(contentsOf: repeatElement(false, count: extra))
    slotOf.append(contentsOf: repeatElement(-1, count: extra))
    visitStamp.append(contentsOf: repeatElement(0, count: extra))
    affectStamp.append(contentsOf: repeatElement(0, count: extra))
    columnVersion.append(contentsOf: repeatElement(0, count: extra))
    pendingCoefficient.append(contentsOf: repeatElement(0, count: extra))
    pendingMagnitude.append(contentsOf: repeatElement(0, count: extra))
    depth.append(contentsOf: repeatElement(0, count: extra))
    if !valueStamp.isEmpty { growLazyRowStorage() }
    objective.addSymbols(extra)
    errorCosts.addSymbols(extra)
  }

  /// The most symbol entries filled ahead of use (bounded, so that at most this many
  /// entries per array are touched but unused).
  @usableFromInline static let symbolChunk = 4096

  /// Allocates a symbol of `kind`, reusing a freed one when there is one. O(1) amortised.
  @inlinable
  mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
    // External symbols are never taken from the free list: a variable keeps its symbol, and
    // the solver's slot tables (undone by their own rollback) must not point at a symbol the
    // tableau's rollback frees again.
    if kind != .external, let reused = freeSymbols.popLast() {
      kinds[Int(reused)] = kind
      if journal != nil { journal!.reusedSymbols.append(reused) }
      return reused
    }
    let symbol = Int32(kinds.count)
    if kinds.count == rowOf.count {
      growSymbolStorage(
        to: kinds.count + Swift.min(Tableau.symbolChunk, Swift.max(64, kinds.count / 2)))
    }
    kinds.append(kind)
    return symbol
  }

  /// The level of `priority`, created (in lexicographic order) if needed. O(levels).
  mutating func level(for priority: Float) -> Int {
    if let existing = levelPriorities.firstIndex(of: priority) { return existing }
    let level = levelPriorities.count
    levelPriorities.append(priority)
    objectiveConstant.append(0)
    let insertAt = levelOrder.firstIndex { levelPriorities[$0] < priority } ?? levelOrder.count
    levelOrder.insert(level, at: insertAt)
    return level
  }

  /// Removes the most recently created level (used for the phase-one level).
  mutating func removeLastLevel() {
    let level = levelPriorities.count - 1
    levelPriorities.removeLast()
    objective.removeCoefficients(at: level)
    objectiveConstant.removeLast()
    levelOrder.removeAll { $0 == level }
  }

  /// Writes an objective coefficient, journaling the old value and queueing the symbol.
  @inlinable
  mutating func setObjective(_ level: Int, _ symbol: Int32, _ value: Double) {
    if journal != nil, level < journal!.levelCount {
      journal!.objectiveLog.append((Int32(level), symbol, objective[level, symbol]))
    }
    objective[level, symbol] = value
    if level == phaseOneLevel, value != 0 { phaseOneTouched.append(symbol) }
    pushCandidate(symbol)
  }

  /// Adds to an objective level's constant, journaling the old value.
  @inlinable
  mutating func addObjectiveConstant(_ level: Int, _ delta: Double) {
    if journal != nil, level < journal!.levelCount {
      journal!.objectiveConstantLog.append((Int32(level), objectiveConstant[level]))
    }
    objectiveConstant[level] += delta
  }

  /// Queues `symbol` for an entering check.
  @inlinable
  mutating func pushCandidate(_ symbol: Int32) {
    if !inHeap[Int(symbol)] {
      inHeap[Int(symbol)] = true
      candidates.push(symbol)
    }
  }

  // MARK: - Rows

  /// Records that a row's values must be rewritten at the next update.
  @inlinable
  mutating func markDirty(_ row: Int32) {
    if !rowIsDirty[Int(row)] {
      rowIsDirty[Int(row)] = true
      dirtyRows.append(row)
    }
  }

  /// Saves a row in the journal before its first change in the open transaction, and lists
  /// it in ``touchLog`` while that is on.
  @inlinable
  mutating func touch(_ row: Int32) {
    structureVersion &+= 1
    valueEpoch &+= 1
    saveInJournal(row)
    if touchLog != nil { touchLog!.append(row) }
    let basic = rows[Int(row)].basic
    if basic >= 0, kinds[Int(basic)] == .external { definitionVersion &+= 1 }
  }

  /// Changes which row a symbol is basic in, journaling the old value.
  @inlinable
  mutating func setRowOf(_ symbol: Int32, _ row: Int32) {
    structureVersion &+= 1
    if journal != nil { journal!.basicLog.append((symbol, rowOf[Int(symbol)])) }
    let old = rowOf[Int(symbol)]
    rowOf[Int(symbol)] = row
    if kinds[Int(symbol)] == .external { definitionVersion &+= 1 }
    // A restricted symbol's row names parametric symbols only (the simplex reads it).
    if row >= 0 {
      depth[Int(symbol)] = kinds[Int(symbol)].isRestricted ? 1 : depthOfRow(rows[Int(row)])
      // A symbol that rows name takes its row's value instead of 0: memoised values of the
      // rows above it are stale (a fresh subject, named by no row, changes none).
      if !columns.isEmpty(symbol) { valueEpoch &+= 1 }
    }
    // Definitions may name any basic symbol, so any symbol leaving the basis is a source of
    // value changes at the next update.
    if row < 0, old >= 0 {
      dirtySymbols.append(symbol)
      valueEpoch &+= 1
    }
  }

  /// Inserts `row` with its basic symbol and indexes its cells. O(len).
  @discardableResult
  mutating func insertRow(_ row: SparseRow) -> Int32 {
    let id: Int32
    if let free = freeRows.popLast() {
      id = free
      rows[Int(id)] = row
    } else {
      id = Int32(rows.count)
      rows.append(row)
      rowStamp.append(0)
      rowIsDirty.append(false)
      rowJournalStamp.append(0)
    }
    structureVersion &+= 1
    recordCreatedRow(id)
    setRowOf(row.basic, id)
    for cell in row.cells { columns.append(id, to: cell.symbol) }
    markDirty(id)
    if kinds[Int(row.basic)].isRestricted, row.constant < -tolerance { infeasibleRows.append(id) }
    return id
  }

  /// Deletes a row; its basic symbol becomes parametric. O(1) (columns are pruned lazily).
  mutating func deleteRow(_ id: Int32) {
    touch(id)
    let basic = rows[Int(id)].basic
    if basic >= 0 { setRowOf(basic, -1) }
    rows[Int(id)] = SparseRow()
    if journal != nil { journal!.pendingFree.append(id) } else { freeRows.append(id) }
  }

  /// The live rows that contain `symbol` (deduplicated); prunes the column list. O(column).
  mutating func rowsContaining(_ symbol: Int32) -> ContiguousArray<Int32> {
    if columns.isEmpty(symbol) { return [] }
    if columnVersion[Int(symbol)] == structureVersion { return columns.rows(of: symbol) }
    stamp &+= 1
    if stamp == 0 {
      for index in rowStamp.indices { rowStamp[index] = 0 }
      stamp = 1
    }
    var live = ContiguousArray<Int32>()
    live.reserveCapacity(columns.count(symbol))
    var entry = columns.first(symbol)
    while entry >= 0 {
      let row = columns.entries[Int(entry)].row
      entry = columns.entries[Int(entry)].next
      // Entries may name rows a rolled-back transaction created and then truncated.
      guard Int(row) < rows.count, rowStamp[Int(row)] != stamp else { continue }
      rowStamp[Int(row)] = stamp
      if rows[Int(row)].basic >= 0, rows[Int(row)].index(of: symbol) != nil { live.append(row) }
    }
    if live.count != columns.count(symbol) { columns.replace(symbol, with: live) }
    columnVersion[Int(symbol)] = structureVersion
    return live
  }

  /// `rows[target] += factor · source`, with `skip` excluded from `source`'s cells.
  /// Cancelled cells are dropped; new cells are indexed. A dropped residue above
  /// ``roundingResidue`` of its operands sets ``precisionLost``. O(len(target) + len(source)).
  mutating func addScaled(
    into target: Int32, _ source: SparseRow, factor: Double, skipping skip: Int32 = -1
  ) {
    touch(target)
    // Work on the row out of `rows`, so the merge checks one buffer's uniqueness, not two.
    var row = SparseRow()
    swap(&row, &rows[Int(target)])
    if mergeFills.count < source.cells.count {
      mergeFills = ContiguousArray(
        repeating: SparseRow.Cell(-1, 0), count: Swift.max(source.cells.count, 2 * mergeFills.count)
      )
    }
    let outcome = row.addScaledToPresentCells(
      source, factor: factor, skipping: skip, cancellationRelative: cancellationRelative,
      positions: &position, fills: &mergeFills)
    if outcome.droppedAboveRounding {
      precisionLost = true
      droppedAboveRounding = true
    }
    // A row that must grow grows by half its new size, not by doubling (Swift's growth for
    // appends): rows grow in steps of a few fills, and doubled buffers held 2.1 cells of room
    // per live cell after the 100,000-chip inequalities drag (docs/architecture.md, "Memory").
    let needed = row.cells.count + outcome.fillCount
    if row.cells.capacity < needed { row.cells.reserveCapacity(needed + needed / 2) }
    if outcome.fillCount > Tableau.batchedFills {
      mergeFills.withUnsafeBufferPointer { fills in
        let filled = UnsafeBufferPointer(rebasing: fills[0..<outcome.fillCount])
        row.cells.append(contentsOf: filled)
        columns.append(target, toEachSymbolOf: filled)
      }
    } else {
      for fill in 0..<outcome.fillCount {
        let cell = mergeFills[fill]
        row.cells.append(cell)
        columns.append(target, to: cell.symbol)
      }
    }
    if outcome.cancelled {
      row.removeZeroCells()
      // Only a merge that cancelled can leave a row mostly empty (Tableau+RowCapacity.swift).
      if slackRows != nil, row.isMostlyEmpty { slackRows!.append(target) }
    }
    row.constant += factor * source.constant
    swap(&row, &rows[Int(target)])
    markDirty(target)
  }

  /// Replaces every occurrence of the parametric `symbol` — in the simplex rows and in the
  /// objective, and in definition rows too when `includeDefinitions` — by `definition` (a
  /// reduced row that expresses `symbol`). Definitions may keep naming a basic symbol, so
  /// pivots leave them alone. O(Σ len of the rows changed).
  mutating func substitute(
    _ symbol: Int32, with definition: SparseRow, except excluded: Int32 = -1,
    includeDefinitions: Bool = false
  ) {
    // A fresh symbol (a new constraint's own slack or error) is in no row and, unless it is
    // an error, in no objective level: nothing to do.
    if columns.isEmpty(symbol), !hasObjectiveCost(symbol) { return }
    var kept = ContiguousArray<Int32>()
    // The depth `symbol` has as the basic symbol of `definition`: definitions that keep
    // naming it, or take `definition`'s cells, must lie deeper. Computed at the first such
    // definition (most substitutions reach none).
    var symbolDepth: Int32 = -1
    for found in cellsContaining(symbol) where found.row != excluded {
      let row = found.row
      if kinds[Int(rows[Int(row)].basic)] == .external {
        if symbolDepth < 0 { symbolDepth = depthOfRow(definition) }
        raiseDepth(of: rows[Int(row)].basic, above: symbolDepth)
        if !includeDefinitions {
          kept.append(row)
          continue
        }
      }
      let cell = Int(found.cell)
      counters.rowUpdates += 1
      touch(row)
      let coefficient = rows[Int(row)].cells[cell].coefficient
      rows[Int(row)].removeCell(at: cell)
      addScaled(into: row, definition, factor: coefficient)
      let basic = rows[Int(row)].basic
      if kinds[Int(basic)].isRestricted, rows[Int(row)].constant < -tolerance {
        infeasibleRows.append(row)
      }
    }
    columns.replace(symbol, with: kept)
    for level in levelPriorities.indices {
      let coefficient = objective[level, symbol]
      if coefficient == 0 { continue }
      setObjective(level, symbol, 0)
      // A coefficient within ε of zero is zero for every simplex decision (see
      // `objectiveSign`), so it is zero here too: substituting it would spread rounding noise
      // over the definition's symbols, amplified by its coefficients, until it crossed ε and
      // made two symbols enter in turn forever.
      if abs(coefficient) <= Tableau.epsilon { continue }
      addToObjective(level, definition, factor: coefficient)
    }
  }

  /// `objective[level] += factor · row`. O(len(row)).
  mutating func addToObjective(_ level: Int, _ row: SparseRow, factor: Double) {
    if level == phaseOneLevel || (journal != nil && level < journal!.levelCount) {
      // Changes that are journaled or that phase one tracks go through `setObjective`.
      for cell in row.cells {
        setObjective(
          level, cell.symbol,
          Tableau.sum(objective[level, cell.symbol], factor * cell.coefficient))
      }
    } else {
      // The common case (every pivot of a drag) in one pass over the level's buffer, then
      // the candidates queued in the same order.
      for cell in row.cells {
        objective.accumulate(factor * cell.coefficient, level: level, symbol: cell.symbol)
      }
      for cell in row.cells { pushCandidate(cell.symbol) }
    }
    addObjectiveConstant(level, factor * row.constant)
  }

  /// `old + add`, or 0 when that is within ε of the larger operand (a cancellation).
  @inlinable @inline(__always)
  static func sum(_ old: Double, _ add: Double) -> Double {
    let new = old + add
    return abs(new) <= Tableau.epsilon * max(abs(old), abs(add)) ? 0 : new
  }

  /// Exchanges the basic symbol of `row` with the parametric `entering` symbol and
  /// substitutes `entering` everywhere else. O(Σ len of rows containing `entering`).
  mutating func pivot(entering: Int32, row id: Int32, includeDefinitions: Bool = false) {
    counters.pivots += 1
    crossingStopsSymbol = -1
    touch(id)
    let r = Int(id)
    let leaving = rows[r].basic
    guard let cell = rows[r].index(of: entering) else { return }
    let coefficient = rows[r].cells[cell].coefficient
    rows[r].removeCell(at: cell)
    // leaving = k + c·entering + Σ  ⇒  entering = (leaving − k − Σ) / c
    rows[r].scale(by: -1 / coefficient)
    rows[r].append(leaving, 1 / coefficient)
    columns.append(id, to: leaving)
    rows[r].basic = entering
    setRowOf(leaving, -1)
    setRowOf(entering, id)
    markDirty(id)
    pushCandidate(leaving)
    let definition = rows[r]
    substitute(entering, with: definition, except: id, includeDefinitions: includeDefinitions)
    // The arena is checked between pivots too: a drag step's dual pivots append entries
    // for every fill, and checked only after the step, the arena of the 100,000-chip
    // inequalities drag grew to several entries per live cell within one step (peak RSS
    // 1,298 MB, 1,250 MB with this check; Tableau+ColumnCompaction.swift).
    if columns.entries.count > columnCompactionLimit { compactColumnsIfNeeded() }
  }

  /// Creates the objective cost of a new error symbol: `weight` at `level`.
  @inlinable
  mutating func setErrorCost(_ symbol: Int32, level: Int, weight: Double) {
    setObjective(level, symbol, weight)
    errorCosts[symbol] = ErrorCost(level: Int32(level), weight: weight)
  }

  /// Removes the parametric `symbol` from every row and the objective (fixing it at 0), and
  /// frees it for reuse (at the commit of the open transaction, if any).
  mutating func eraseParametric(_ symbol: Int32) {
    if kinds[Int(symbol)] == .error { errorCosts[symbol] = nil }
    for row in rowsContaining(symbol) {
      guard let cell = rows[Int(row)].index(of: symbol) else { continue }
      touch(row)
      rows[Int(row)].removeCell(at: cell)
    }
    columns.removeAll(of: symbol)
    for level in levelPriorities.indices where objective[level, symbol] != 0 {
      setObjective(level, symbol, 0)
    }
    columnVersion[Int(symbol)] = 0
    if journal != nil {
      journal!.releasedSymbols.append(symbol)
    } else {
      freeSymbols.append(symbol)
    }
  }
}
