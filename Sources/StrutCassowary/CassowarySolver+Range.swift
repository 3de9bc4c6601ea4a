import StrutCore

/// Keeping every number the solver holds finite, and its accuracy independent of history.
///
/// - **Overflow is refused, not stored.** A suggestion whose shift would overflow a row's
///   constant is applied by a rebuild at the new value instead; if the fresh tableau still
///   cannot hold it (the solution itself leaves `Double`'s range), the suggestion is refused
///   with ``SolverError/outOfRange(_:)`` and the solver goes back to the previous value. An
///   add whose rows overflow is rolled back the same way.
/// - **Accuracy follows the values in force.** A suggestion shifts row constants by the
///   change δ; after a swing to a huge value and back, each constant carries the rounding
///   error of the swing, about u·|δ| per operation (u = 2⁻⁵³). The tolerance promise is
///   ε·max(1, m) with ε = 1e-9 and m the magnitude in force, so the tableau is rebuilt from
///   its records (at the values in force) when the largest magnitude it absorbed exceeds
///   ``historyLimit`` times the magnitude in force: 2²¹ · 4u ≈ 9.3e-10 < ε (four roundings
///   per shifted constant: the shift out, the shift back, and the substitutions between).
///   A drag (values within a factor of a few) never triggers it.
/// - **Extreme coefficients are scaled exactly.** A required row whose largest coefficient
///   lies outside [2⁻²⁰, 2²⁰] is multiplied by a power of two that brings it to 1 before it
///   is reduced (exact in binary floating point; the constraint is the same), so
///   `1e308·c − 1e308 == 0` is `c = 1`, not an overflow.
extension CassowarySolver {
  /// Magnitudes above which an operation evaluates the whole solution before it returns,
  /// because a definition's value (a sum of products of coefficients and other values, never
  /// stored in a row) could overflow even though every row is finite: 2⁵⁰⁰ ≈ 3.3e150. Layouts
  /// never come near it, so the check costs them nothing.
  static let extremeMagnitude = 0x1p500

  /// Whether evaluating the current solution overflows somewhere. The published values
  /// (``value(of:)``) are left as they were: the evaluation runs on a copy.
  /// - Complexity: O(system) (one full update).
  func solutionOverflows() -> Bool {
    let published = values
    allSlotsDirty = true
    updateVariables()
    let overflows = values.contains { !$0.isFinite }
    values = published
    // The next update must evaluate again (the published values are the old ones).
    allSlotsDirty = true
    return overflows
  }

  /// How far the largest magnitude absorbed may exceed the magnitude in force before the
  /// tableau is rebuilt (see above): 2²¹.
  static let historyLimit = 2_097_152.0

  /// The largest magnitude among the values in force: the constants of the installed
  /// constraints (as tracked since the last rebuild) and the edits' suggested values.
  /// - Complexity: O(edit variables).
  func magnitudeInForce() -> Double {
    var largest = max(1, constantMagnitude)
    for edit in edits.values { largest = max(largest, abs(edit.value)) }
    return largest
  }

  /// Rebuilds the tableau when it absorbed magnitudes far above those in force (see above),
  /// so that accuracy does not depend on what was suggested before.
  func forgetHistoryIfNeeded() {
    guard tableau.magnitude > Self.historyLimit * max(1, constantMagnitude) else { return }
    if tableau.magnitude > Self.historyLimit * magnitudeInForce() { markTableauStale() }
  }

  /// Whether every constant and cell of the rows the open transaction changed — or, outside
  /// one, of the rows changed since the last update — is finite.
  ///
  /// Inside a transaction the journal lists exactly the rows it saved or created: the dirty
  /// rows also hold every row changed since the last `updateVariables()`, so N single adds
  /// without an update re-checked a long row N times (one equality over N variables, then N
  /// pins added one by one: 44 % of the instructions at N = 4,000).
  /// - Complexity: O(Σ len of those rows).
  func changedRowsAreFinite() -> Bool {
    guard let journal = tableau.journal else { return rowsAreFinite(tableau.dirtyRows) }
    let rows = tableau.rows
    for (id, _) in journal.savedRows where Int(id) < rows.count {
      if !rows[Int(id)].isFinite { return false }
    }
    return rowsAreFinite(journal.createdRows)
  }

  /// Whether every constant and cell of `ids` (live or not) is finite.
  /// - Complexity: O(Σ len of those rows).
  func rowsAreFinite(_ ids: ContiguousArray<Int32>) -> Bool {
    for row in ids where Int(row) < tableau.rows.count {
      if !tableau.rows[Int(row)].isFinite { return false }
    }
    return true
  }

  /// Whether every live row is finite. O(Σ row lengths).
  func allRowsAreFinite() -> Bool {
    tableau.rows.allSatisfy { $0.basic < 0 || $0.isFinite }
  }

  /// Sets the edit's value by rebuilding the tableau at it (used when shifting the rows would
  /// overflow). If even the fresh tableau cannot hold it, goes back to `old` and throws.
  /// - Complexity: O(system), twice on refusal.
  func suggestByRebuilding(_ value: Double, old: Double, for variable: Variable) throws(SolverError)
  {
    setEditValue(value, for: variable)
    // `rebuild()` itself, not `rebuildIfNeeded()`: a rebuild that fails here must not drop
    // constraints; the solver goes back to the old value instead.
    if rebuild() == nil, allRowsAreFinite(), !solutionOverflows() { return }
    setEditValue(old, for: variable)
    markTableauStale()
    rebuildIfNeeded()
    throw .outOfRange("suggesting \(value) for \(variable) makes the solution overflow")
  }

  /// Writes the edit's suggested value (no tableau change).
  func setEditValue(_ value: Double, for variable: Variable) {
    guard var edit = edits[variable.id] else { return }
    edit.value = value
    edits[variable.id] = edit
  }
}

extension SparseRow {
  /// Whether the constant and every coefficient are finite. O(len).
  @inlinable
  var isFinite: Bool {
    guard constant.isFinite else { return false }
    for cell in cells where !cell.coefficient.isFinite { return false }
    return true
  }

  /// Multiplies a row whose largest coefficient lies outside [2⁻²⁰, 2²⁰] by the power of two
  /// that brings that coefficient into [1, 2): exact, and the same constraint for a required
  /// row. O(len).
  @inlinable
  mutating func scaleExtremeCoefficients() {
    var largest = 0.0
    for cell in cells { largest = Swift.max(largest, abs(cell.coefficient)) }
    guard largest > 0, largest > 0x1p20 || largest < 0x1p-20 else { return }
    let factor = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
    for index in cells.indices { cells[index].coefficient *= factor }
    constant *= factor
  }
}
