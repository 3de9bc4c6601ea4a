import StrutCore

/// Second opinions on a refusal. First the impossible row itself is reduced again keeping its
/// residues (``keptResidueIfImpossible(_:reducedFrom:)``); then a required row that reduced to
/// `0 = c` (or whose phase one found nothing) in a tableau that had dropped a cancellation
/// residue above rounding is decided again by a rebuild that keeps every residue above
/// rounding.
///
/// Reductions and pivots drop a coefficient that cancelled to within ε (1e-9) of the terms
/// summed into it: kept, such a coefficient is usually noise, and a pivot on it ties unrelated
/// rows together (`fuzz-cassowary-redundant-equality-noise-pivot`). But on nearly parallel
/// required equalities the dropped coefficient can be the only thing that tells two rows
/// apart. Fresh seed 462074959, system 402: seven required equalities that hold exactly
/// (x1039 = −4064, where two rows differ by 1e-3 in one coefficient); the reduction of one
/// dropped a coefficient of 1e-7 relative to its terms, the information went with it, and a
/// later row reduced to `0 = −0.0168` — the batch was refused although GLPK and exact
/// arithmetic accept it. Retrying only the row found impossible (``insert(_:)``'s kept
/// residue) cannot help: the loss happened in an earlier row.
///
/// So a tableau remembers whether it ever dropped more than rounding
/// (``Tableau/droppedAboveRounding``), and only then, on an `unsatisfiable` failure, the
/// installed constraints and the batch are rebuilt with residues kept down to
/// ``Tableau/roundingResidue`` (1e-12: what rounding alone leaves on a well-conditioned
/// system). The rebuilt tableau stands if every constraint goes in; otherwise the refusal
/// stands and the state is restored exactly. Later operations drop at ε again.
///
/// Cost: nothing on the layout workloads, whose cancellations are exact or at rounding (the
/// flag stays clear: `CarefulRebuildTests`); one rebuild, O(system), per refusal by a tableau
/// that lost information — and the rebuilt tableau starts with the flag clear, so a stream of
/// conflicting adds pays it once per loss, not once per add.
extension CassowarySolver {
  /// The reduced `row` of a new constraint, or — when the reduction dropped a coefficient and
  /// left it impossible — `original` reduced again keeping every residue above rounding, if
  /// that row is redundant or has a symbol to solve for (the first, cheaper second opinion).
  ///
  /// Every cell that could satisfy the row cancelled to within ε of the terms summed into it,
  /// leaving `0 = constant` with a constant far from 0. A cancelled coefficient of a basic
  /// symbol leaves its definition unexpanded, and on nearly parallel equalities at large
  /// magnitudes that definition's constant times a coefficient of 1e-7 is visible: fresh seed
  /// 462074959, system 1026 — a redundant equality reduced to `0 = −0.0435` and the batch,
  /// which GLPK and exact arithmetic satisfy, was refused; kept to rounding
  /// (``Tableau/roundingResidue``), the same reduction gives `0 = 3.6e-12`.
  ///
  /// - Complexity: O(1) unless the row is impossible after a drop; then one more reduction.
  func keptResidueIfImpossible(_ row: SparseRow, reducedFrom original: SparseRow) -> SparseRow {
    guard tableau.reductionDropped, abs(row.constant) > tableau.tolerance,
      !row.cells.contains(where: { tableau.kinds[Int($0.symbol)].entersBasis })
    else { return row }
    let kept = tableau.reduceKeepingResidues(original)
    if abs(kept.constant) <= tableau.tolerance
      || kept.cells.contains(where: { tableau.kinds[Int($0.symbol)].entersBasis })
    {
      return kept
    }
    return row
  }

  /// Runs `attempt` again in careful arithmetic when `failure` is a refusal by a tableau that
  /// dropped more than rounding; otherwise returns `failure`.
  ///
  /// - Complexity: O(1) when no retry is due; otherwise that of `attempt`.
  func retriedCarefully(
    after failure: (Constraint, InsertFailure),
    _ attempt: (CassowarySolver) -> (Constraint, InsertFailure)?
  ) -> (Constraint, InsertFailure)? {
    guard case .unsatisfiable = failure.1, tableau.droppedAboveRounding, !carefulArithmetic
    else { return failure }
    carefulArithmetic = true
    defer { carefulArithmetic = false }
    return attempt(self)
  }

  /// Installs `batch` (validated, none installed) together with every installed constraint
  /// through one careful rebuild. Returns nil when all went in (the rebuilt tableau is kept);
  /// otherwise restores the state exactly as it was and returns the constraint the careful
  /// rebuild could not install, with the batch's required constraints installed before it.
  ///
  /// - Complexity: O(system) for the rebuild.
  func installCarefully(
    _ batch: [Constraint]
  ) -> (culprit: Constraint, failure: InsertFailure, installedBefore: [Constraint])? {
    let saved = snapshot()
    // As a rebuild folds in a batch added while one is pending: after everything installed,
    // its optional inequalities last.
    let sequence = Self.foldingOrder(of: batch)
    for constraint in sequence {
      records[constraint.id] = Record(
        constraint: constraint, marker: Record.foldedAtEnd, other: -1, level: -1,
        order: nextOrder)
      nextOrder += 1
    }
    carefulArithmetic = true
    let failure = rebuildOnce()
    carefulArithmetic = false
    guard let (culprit, reason) = failure else {
      tableau.compactColumnsIfNeeded()
      return nil
    }
    restore(saved)
    return (culprit, reason, Self.requiredBefore(culprit, in: sequence))
  }
}
