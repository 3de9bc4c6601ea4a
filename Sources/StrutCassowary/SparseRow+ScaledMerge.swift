/// The inner loop of `row += factor · source` (``Tableau/addScaled(into:_:factor:skipping:)``),
/// the operation every pivot, substitution and reduction repeats: on the inequalities drag at
/// 10,000 views it is 435,644 merges of ~27 source cells into rows of ~16 in 30 steps. Written
/// over buffer pointers, so a merge checks each buffer's uniqueness once instead of once per
/// cell (56 checks per merge there, and ~100 instructions per source cell in all), and in two
/// passes: the cells the row already has are updated in place, and the ones it lacks are
/// listed for the caller, which appends them in source order — the same cells, in the same
/// order, with the same arithmetic as one pass appending as it goes.
extension SparseRow {
  /// What ``addScaledToPresentCells(_:factor:skipping:cancellationRelative:positions:fills:)``
  /// did.
  @usableFromInline
  struct ScaledMergeOutcome: Sendable {
    /// Some cell cancelled and was set to zero (``removeZeroCells()`` drops it).
    @usableFromInline var cancelled = false
    /// A cancelled cell's residue was above ``Tableau/roundingResidue`` of its operands.
    @usableFromInline var droppedAboveRounding = false
    /// How many of `source`'s cells the row lacks: `fills[0..<fillCount]` holds them, scaled
    /// by `factor`, in source order.
    @usableFromInline var fillCount = 0

    /// Nothing done yet.
    @inlinable
    init() {}
  }

  /// Adds `factor · cell` to this row's cell for every cell of `source` except `skip`'s that
  /// this row already has; a sum within `cancellationRelative` of the larger operand is set
  /// to 0. The cells it lacks go to `fills`, scaled (which must have room for all of
  /// `source`'s cells). Rows longer than ``Tableau/shortRow`` are searched through
  /// `positions` (symbol → cell index, all −1 before and after). The constant is not touched.
  ///
  /// - Complexity: O(len(self) + len(source)) with the map, O(len(self) · len(source)) for a
  ///   short row.
  @inlinable
  mutating func addScaledToPresentCells(
    _ source: SparseRow, factor: Double, skipping skip: Int32, cancellationRelative: Double,
    positions: inout ContiguousArray<Int32>, fills: inout ContiguousArray<Cell>
  ) -> ScaledMergeOutcome {
    var outcome = ScaledMergeOutcome()
    let mapped = cells.count > Tableau.shortRow
    cells.withUnsafeMutableBufferPointer { targetCells in
      positions.withUnsafeMutableBufferPointer { positions in
        fills.withUnsafeMutableBufferPointer { fills in
          source.cells.withUnsafeBufferPointer { sourceCells in
            if mapped {
              for index in targetCells.indices {
                positions[Int(targetCells[index].symbol)] = Int32(truncatingIfNeeded: index)
              }
            }
            for sourceIndex in sourceCells.indices {
              let symbol = sourceCells[sourceIndex].symbol
              if symbol == skip { continue }
              let add = factor * sourceCells[sourceIndex].coefficient
              var at = -1
              if mapped {
                at = Int(positions[Int(symbol)])
              } else {
                for index in targetCells.indices where targetCells[index].symbol == symbol {
                  at = index
                  break
                }
              }
              if at < 0 {
                fills[outcome.fillCount] = Cell(symbol, add)
                outcome.fillCount += 1
                continue
              }
              let old = targetCells[at].coefficient
              let new = old + add
              let scale = Swift.max(abs(old), abs(add))
              if abs(new) <= cancellationRelative * scale {
                if abs(new) > Tableau.roundingResidue * scale {
                  outcome.droppedAboveRounding = true
                }
                targetCells[at].coefficient = 0
                outcome.cancelled = true
              } else {
                targetCells[at].coefficient = new
              }
            }
            if mapped {
              for index in targetCells.indices { positions[Int(targetCells[index].symbol)] = -1 }
            }
          }
        }
      }
    }
    return outcome
  }

  /// Drops the cells whose coefficient is exactly 0, moving the last cell into each hole (the
  /// order ``removeCells(where:)`` leaves). O(len).
  @inlinable @inline(__always)
  mutating func removeZeroCells() {
    var count = cells.count
    cells.withUnsafeMutableBufferPointer { cells in
      var index = 0
      while index < count {
        if cells[index].coefficient == 0 {
          count -= 1
          cells[index] = cells[count]
        } else {
          index += 1
        }
      }
    }
    // A merge leaves a dozen holes at a time on the inequalities drag: one `removeLast(_:)`
    // (~70 instructions) then beats one `removeLast()` per hole (~25 each).
    let holes = cells.count - count
    if holes == 1 { cells.removeLast() } else if holes > 1 { cells.removeLast(holes) }
  }
}
