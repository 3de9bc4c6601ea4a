/// A compiled evaluation of definition rows, reused while the tableau's structure is
/// unchanged (typically across a whole drag of an edit variable).
///
/// Each target is a definition row whose external symbol's value is recomputed as
/// `row.constant + Σ coefficient · source`; a source is either a variable slot (another
/// definition, evaluated earlier in the program) or a simplex row (whose constant is the value
/// of its basic symbol). Parametric sources are 0 and compiled away. Constants are read live,
/// so suggestions (which change constants only) need no recompilation.
@usableFromInline
struct UpdatePlan {
  /// The tableau structure version the program was compiled for.
  var version: UInt64 = 0
  /// The sources (changed rows' basic symbols) the program was compiled for.
  var sources = ContiguousArray<Int32>()
  /// `(slot, row, first cell, end of cells)` per target, in dependency order.
  var targets = ContiguousArray<(slot: Int32, row: Int32, start: Int32, end: Int32)>()
  /// Per cell: a slot (≥ 0) or `-(row + 1)` for a simplex row's constant.
  var cellSources = ContiguousArray<Int32>()
  /// Per cell: the coefficient.
  var cellCoefficients = ContiguousArray<Double>()

  /// Compiles the definitions of `order` (dependency order). O(cells).
  /// Takes the tableau's arrays rather than the tableau: passing the whole (large) struct
  /// from the solver would copy it.
  mutating func compile(
    _ order: ContiguousArray<Int32>, rows: ContiguousArray<SparseRow>,
    rowOf: ContiguousArray<Int32>,
    slotOf: ContiguousArray<Int32>
  ) {
    targets.reserveCapacity(order.count)
    for symbol in order {
      let slot = slotOf[Int(symbol)]
      let row = rowOf[Int(symbol)]
      guard slot >= 0, row >= 0 else { continue }
      let start = Int32(cellSources.count)
      let cells = rows[Int(row)]
      for cell in cells.cells {
        let dependency = cell.symbol
        let dependencyRow = rowOf[Int(dependency)]
        guard dependencyRow >= 0 else { continue }
        let dependencySlot = slotOf[Int(dependency)]
        cellSources.append(dependencySlot >= 0 ? dependencySlot : -(dependencyRow + 1))
        cellCoefficients.append(cell.coefficient)
      }
      targets.append((slot, row, start, Int32(cellSources.count)))
    }
  }

  /// Evaluates the program into `values` (indexed by slot). O(targets + cells).
  func run(rows: ContiguousArray<SparseRow>, values: inout ContiguousArray<Double>) {
    rows.withUnsafeBufferPointer { rows in
      cellSources.withUnsafeBufferPointer { sources in
        cellCoefficients.withUnsafeBufferPointer { coefficients in
          values.withUnsafeMutableBufferPointer { values in
            for target in targets {
              var value = rows[Int(target.row)].constant
              var cell = Int(target.start)
              let end = Int(target.end)
              while cell < end {
                let source = sources[cell]
                let input = source >= 0 ? values[Int(source)] : rows[Int(-source - 1)].constant
                value += coefficients[cell] * input
                cell += 1
              }
              values[Int(target.slot)] = value
            }
          }
        }
      }
    }
  }
}
