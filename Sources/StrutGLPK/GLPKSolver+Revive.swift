import CGLPKShim
import StrutCore

extension GLPKSolver {
  /// The fast path of churn: re-adding constraints that were removed since the last
  /// clean-up. When every constraint of `batch` is such a constraint (distinct, its row still
  /// waiting in ``retired``, and the feasibility witness unmoved since its removal), each
  /// takes its own row back: its entry (still in the table) is marked live again, and its
  /// row and error columns get their bounds back in one guarded GLPK call each. Nothing is
  /// validated (the constraints passed when first added and are immutable), checked against
  /// the witness (it satisfied them when they were removed) or logged for an undo (after the
  /// GLPK calls nothing can fail; if they fail, the marks are cleared and the LP is rebuilt
  /// from the model, which is then as before the call).
  ///
  /// The LP is then exactly as before the removal (same rows, bounds and basis statuses:
  /// GLPK gives a non-basic row the one status its bound type allows), so once every removed
  /// row is back, the solution of the last solve still holds and ``updateVariables()`` needs
  /// no GLPK call at all (``pendingRemovals`` is back to 0 and nothing set ``needsSolve``).
  ///
  /// Returns false, having changed nothing, for any other batch (``insert(_:)`` handles it).
  ///
  /// - Complexity: O(errors) per constraint, no allocation once the buffers have grown;
  ///   two GLPK calls.
  func reviveRetired(_ batch: [Constraint]) throws(SolverError) -> Bool {
    // (If the witness moved since a removal, the general path checks it.)
    guard retired.count >= batch.count, let lp, lp.isAlive,
      retired.allRemoved(atWitnessEpoch: witnessEpoch),
      constraints.collectRetired(batch, into: &churn.positions, waiting: &churn.waiting)
    else { return false }
    churn.clearQueues()
    churn.reserveQueues(batch.count)
    retired.queue(churn.waiting, into: &churn)
    let started = strut_glp_seconds()
    defer { statistics.secondsInGLPK += strut_glp_seconds() - started }
    do throws(GLPKCallFailure) {
      try lp.setRowBounds(churn.rows, churn.bounds)
      try lp.setColumnBounds(churn.columns, all: .nonNegative)
    } catch {
      for seen in churn.positions { constraints.unmarkSeen(at: seen) }
      recoverLP()
      throw error.solverError
    }
    retired.take(churn.waiting)
    levels.withUnsafeMutableBufferPointer { levels in
      constraints.reviveSeen(churn.positions, firstOrder: nextOrder) { level in
        levels[level].members += 1
      }
    }
    nextOrder += batch.count
    // Every row came back with the bounds it had when it was removed.
    pendingRemovals = max(0, pendingRemovals - batch.count)
    forgetRetiredIfAllTaken()
    return true
  }

  /// After a successful add: once every waiting row has been taken, nothing can give one
  /// back any more, so the retired table is emptied (keeping its capacity). An exact churn
  /// needs no solve, hence no clean-up, so the table would otherwise grow with every churn.
  /// - Complexity: O(1).
  func forgetRetiredIfAllTaken() {
    if retired.isEmpty, !retired.rows.isEmpty { retired.removeAll() }
  }
}
