extension CassowarySolver {
  /// Counters of the work the solver has done and the size of its tableau, for benchmarks
  /// and for tests that check complexity without timing anything.
  public struct Statistics: Sendable, Hashable {
    /// Simplex pivots (primal, dual, phase one and removal).
    public var pivots = 0
    /// Row updates made by substitutions (a measure of the work per operation).
    public var rowUpdates = 0
    /// Constraints that needed a phase-one (artificial variable) solve.
    public var phaseOneSolves = 0
    /// Full rebuilds: after a required equality left for good, and drift repairs (see
    /// `CassowarySolver+Drift.swift`).
    public var rebuilds = 0
    /// Definitions that reductions visited (to expand a lazy definition's cells into a row
    /// being brought into parametric symbols, or to find that its coefficient cancelled): the
    /// work of the reductions.
    public var definitionsVisited = 0
    /// Recomputations of every definition's depth (see `Tableau+ExpansionOrder.swift`): after
    /// a rolled-back transaction, a depth raise that ran out of budget, or a reduction that
    /// found a depth too low, reductions are ordered by a walk until a recomputation pays.
    public var depthRepairs = 0
    /// Inequalities installed as lazy rows, naming definitions instead of being reduced (see
    /// `Tableau+LazyRows.swift`).
    public var lazyRows = 0
    /// Lazy rows reduced because a pivot was to happen on them.
    public var lazyRowsMaterialized = 0
    /// Definitions replaced by the constraint just installed, after its reduction had to open
    /// many of them (see `Tableau+Redefinition.swift`).
    public var redefinitions = 0
    /// Long definitions rewritten through a new row to see whether that shortens them, kept
    /// or not: each costs the definition's length (see `Tableau.shortenDefinitions`).
    public var definitionRewrites = 0
    /// Refinements of the basic solution kept after a residual check found a constraint off
    /// by more than its terms round to (see `CassowarySolver+Refinement.swift`).
    public var refinements = 0
    /// Breakpoints the primal simplex crossed instead of stopping at them (see
    /// `Tableau+BreakpointCrossing.swift`): each is a pivot of a symbol few rows name in
    /// place of one of the entering symbol.
    public var breakpointsCrossed = 0
    /// Careful rebuilds tried, kept or not: second opinions on a refusal or a drift from a
    /// tableau that dropped more than rounding (see `CassowarySolver+CarefulRebuild.swift`).
    public var carefulRebuilds = 0
    /// Rounds of fresh pricing: objective coefficients that masked an improvement, and that
    /// the rows gave back unchanged, decided again from the installed constraints by a sparse
    /// LU of the basis (see `CassowarySolver+FreshPricing.swift`).
    public var freshPricings = 0
    /// Required rows decided afresh from the installed constraints because every cell that
    /// could satisfy them was a near-cancellation residue (see
    /// `CassowarySolver+FreshReduction.swift`).
    public var freshReductions = 0
    /// Rebuilds of the column index from the live rows (see
    /// `Tableau+ColumnCompaction.swift`).
    public var columnCompactions = 0
    /// Live rows in the tableau.
    public var rows = 0
    /// Non-zero cells in the live rows.
    public var cells = 0
    /// Cells the live rows' buffers have room for (at least ``cells``): what the rows occupy.
    public var cellCapacity = 0
    /// Live rows whose basic symbol is restricted (a slack or an error): the rows the simplex
    /// reads, kept in parametric symbols unless they are lazy.
    public var restrictedRows = 0
    /// Non-zero cells in the restricted rows.
    public var restrictedCells = 0
    /// The most cells in one live row.
    public var longestRow = 0
    /// Entries in the column index's arena (live, stale and free): what the column lists hold.
    public var columnEntries = 0
    /// Symbols allocated.
    public var symbols = 0
    /// Priority levels in the objective.
    public var levels = 0

    /// Zero counters.
    public init() {}
  }

  /// The work counters since creation (or the last ``reset()``) and the tableau's current size.
  ///
  /// - Complexity: O(rows) to count cells.
  public var statistics: Statistics {
    var result = tableau.counters
    result.rebuilds = rebuildCount
    result.carefulRebuilds = carefulRebuildCount
    for row in tableau.rows where row.basic >= 0 {
      result.rows += 1
      result.cells += row.count
      result.cellCapacity += row.cells.capacity
      result.longestRow = max(result.longestRow, row.count)
      if tableau.kinds[Int(row.basic)].isRestricted {
        result.restrictedRows += 1
        result.restrictedCells += row.count
      }
    }
    result.symbols = tableau.symbolCount
    result.columnEntries = tableau.columns.entries.count
    result.levels = tableau.levelPriorities.count
    return result
  }
}
