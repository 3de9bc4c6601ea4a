import StrutCore

/// Deferred optimisation: adds and removals leave the objective to be optimised once, by the
/// next operation that needs the optimum (``updateVariables()``, a suggestion to an edit that
/// is in the tableau), instead of at the end of each call.
///
/// Why (measured, docs/architecture.md "Deferred optimisation"): a layout's root width is
/// an edit variable, but the usual order of a build — constraints first, then the edit and
/// its first suggestion — optimised the constraints with the root width *free*. Every flow
/// row and table cell then prices the root width, so it enters the basis, and its row is
/// substituted into every row that names it: the symbols of that row become hubs named by
/// every row, and each later pivot touches all of them. The inequalities workload at 1,000
/// views took 10,471 pivots and 754,530 row updates (Θ(N²)) that way, and 5,699 pivots and
/// 21,328 row updates with the edit in place first. Deferring the optimisation gives every
/// build the second path whatever the order of its calls.
///
/// An edit variable added while an optimisation is pending waits outside the tableau
/// (``EditRecord/isDetached``): its first suggestion installs it at that value; if the
/// optimum is needed before any suggestion, the pending optimisation runs without it and the
/// edit joins at the variable's optimal value — exactly what adding it to an optimal solver
/// gives.
extension CassowarySolver {
  /// Runs the pending optimisation, if any (after a pending rebuild), and installs detached
  /// edits at the optimum's values.
  ///
  /// - Complexity: the pivots of the optimisation; nothing when none is pending.
  func ensureOptimal() {
    rebuildIfNeeded()
    guard optimizationPending else { return }
    optimizationPending = false
    optimizeNow()
    let detached = edits.values.filter(\.isDetached).sorted { $0.order < $1.order }
    if detached.isEmpty { return }
    for edit in detached {
      let variable = edit.record.constraint.expression.terms[0].variable
      attach(edit, at: currentValue(of: variable))
    }
    optimizationPending = false
    optimizeNow()
  }

  /// Optimises the objective; a numerical failure is retried once without objective
  /// refreshes (which changes the pivot path), then leaves a rebuild scheduled.
  func optimizeNow() {
    do {
      try tableau.optimize()
    } catch {
      tableau.refreshesObjective = false
      defer { tableau.refreshesObjective = !objectiveRefreshDisabled }
      do {
        try tableau.optimize()
      } catch {
        markTableauStale()
      }
    }
  }

  /// Installs a detached edit in the tableau at `value` (an optional equality always has a
  /// feasible subject: one of its error symbols), leaving the optimisation pending.
  /// - Complexity: that of inserting one optional equality.
  func attach(_ edit: EditRecord, at value: Double) {
    let variable = edit.record.constraint.expression.terms[0].variable
    let constraint = Constraint(Expression(variable) - value, .equal, priority: edit.priority)
    guard let inserted = try? insert(constraint) else {
      markTableauStale()
      return
    }
    edits[variable.id] = EditRecord(
      record: Record(
        constraint: inserted.constraint, marker: inserted.marker, other: inserted.other,
        level: inserted.level, order: edit.order),
      priority: edit.priority, value: value, order: edit.order)
    optimizationPending = true
  }
}

extension Tableau {
  /// Queues every parametric symbol that some objective level prices, so that an
  /// optimisation finds every improving symbol (after a rollback emptied the queue).
  /// - Complexity: O(symbols · levels).
  mutating func requeueObjectiveSymbols() {
    for symbol in 0..<symbolCount where rowOf[symbol] < 0 {
      for level in objective.indices where objective[level][symbol] != 0 {
        pushCandidate(Int32(symbol))
        break
      }
    }
  }
}
