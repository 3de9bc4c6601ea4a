/// The constant shift of an edit suggestion.
///
/// An edit reads `variable − value − e⁺ + e⁻ = 0`; raising the value by δ is the same as
/// shifting e⁺ by δ, so every row that names e⁺ — simplex rows while it is parametric, and
/// definitions (which may name it even when it is basic) — moves by its coefficient times δ,
/// and e⁺'s own row, if it is basic, by −δ. On a 100,000-view stack that is 200,000 rows per
/// drag step: the shift walks the column list in place and checks each new constant as it
/// writes it, instead of copying the list and passing over it twice (a finiteness check,
/// then the shift).
extension Tableau {
  /// Shifts the rows for a change `delta` of the suggestion whose e⁺ is `plus`, queueing the
  /// simplex rows that go below −tolerance for the dual simplex. Returns false, with every
  /// row as it was, when a shifted constant would not be finite.
  /// - Complexity: O(rows that name `plus`).
  mutating func shiftConstants(forSuggestionOf plus: Int32, by delta: Double) -> Bool {
    let plusRow = rowOf[Int(plus)]
    if plusRow >= 0, !(rows[Int(plusRow)].constant - delta).isFinite { return false }
    // Make the list exact (no stale or repeated entries) without copying it when it is.
    if !columns.isEmpty(plus), columnVersion[Int(plus)] != structureVersion {
      _ = rowsContaining(plus)
    }
    let epochBefore = valueEpoch
    valueEpoch &+= 1
    var saved = ContiguousArray<Double>()
    swap(&saved, &shiftScratch)  // reuse the buffer (no second reference left)
    saved.removeAll(keepingCapacity: true)
    defer { swap(&saved, &shiftScratch) }
    let tolerance = self.tolerance
    var entry = columns.first(plus)
    while entry >= 0 {
      let row = columns.entries[Int(entry)].row
      entry = columns.entries[Int(entry)].next
      if row == plusRow { continue }
      let old = rows[Int(row)].constant
      let shifted = old + rows[Int(row)].coefficient(of: plus) * delta
      guard shifted.isFinite else {
        restoreConstants(ofRowsNaming: plus, except: plusRow, from: saved)
        return false
      }
      saved.append(old)
      rows[Int(row)].constant = shifted
      markDirty(row)
      if kinds[Int(rows[Int(row)].basic)].isRestricted, shifted < -tolerance {
        infeasibleRows.append(row)
      }
    }
    if plusRow >= 0 {
      rows[Int(plusRow)].constant -= delta
      markDirty(plusRow)
      if rows[Int(plusRow)].constant < -tolerance { infeasibleRows.append(plusRow) }
    }
    // Lazy rows move with the definitions they name, shifted or not: their values decide.
    if lazyRowCount > 0 {
      queueInfeasibleLazyRows(afterShiftOf: plus, by: delta, epochBefore: epochBefore)
    }
    return true
  }

  /// Puts back the constants ``shiftConstants(forSuggestionOf:by:)`` had changed, in the
  /// order it changed them.
  mutating func restoreConstants(
    ofRowsNaming plus: Int32, except plusRow: Int32, from saved: ContiguousArray<Double>
  ) {
    valueEpoch &+= 1
    var index = 0
    var entry = columns.first(plus)
    while entry >= 0, index < saved.count {
      let row = columns.entries[Int(entry)].row
      entry = columns.entries[Int(entry)].next
      if row == plusRow { continue }
      rows[Int(row)].constant = saved[index]
      index += 1
    }
  }
}
