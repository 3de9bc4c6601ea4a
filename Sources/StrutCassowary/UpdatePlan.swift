/// A compiled evaluation of definition rows, reused while the tableau's structure is
/// unchanged (typically across a whole drag of an edit variable).
///
/// Each target is a definition row whose external symbol's value is recomputed as
/// `row.constant + Σ coefficient · source`; a source is either a variable slot (another
/// definition, evaluated earlier in the program) or a restricted symbol, read at run time as
/// the constant of its row when it is basic and as 0 when it is parametric — so a pivot
/// between restricted symbols, which changes no definition, leaves the program valid.
/// Parametric external sources are 0 and compiled away (an external symbol entering or
/// leaving the basis changes the definitions: see ``Tableau/definitionVersion``). Constants
/// are read live, so suggestions (which change constants only) need no recompilation.
@usableFromInline
struct UpdatePlan {
  /// The tableau structure version the program was compiled for.
  var version: UInt64 = 0
  /// The sources (changed rows' basic symbols) the program was compiled for.
  var sources = ContiguousArray<Int32>()
  /// `(slot, row, first cell, end of cells)` per target, in dependency order.
  var targets = ContiguousArray<(slot: Int32, row: Int32, start: Int32, end: Int32)>()
  /// Per cell: a slot (≥ 0) or `-(symbol + 1)` for a restricted symbol.
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
        let dependencySlot = slotOf[Int(dependency)]
        if dependencySlot >= 0 {
          guard rowOf[Int(dependency)] >= 0 else { continue }
          cellSources.append(dependencySlot)
        } else {
          cellSources.append(-(dependency + 1))
        }
        cellCoefficients.append(cell.coefficient)
      }
      targets.append((slot, row, start, Int32(cellSources.count)))
    }
  }

  /// Evaluates the program into `values` (indexed by slot). O(targets + cells).
  func run(
    rows: ContiguousArray<SparseRow>, rowOf: ContiguousArray<Int32>,
    values: inout ContiguousArray<Double>
  ) {
    rows.withUnsafeBufferPointer { rows in
      rowOf.withUnsafeBufferPointer { rowOf in
        cellSources.withUnsafeBufferPointer { sources in
          cellCoefficients.withUnsafeBufferPointer { coefficients in
            values.withUnsafeMutableBufferPointer { values in
              for target in targets {
                var value = rows[Int(target.row)].constant
                var cell = Int(target.start)
                let end = Int(target.end)
                while cell < end {
                  let source = sources[cell]
                  let input: Double
                  if source >= 0 {
                    input = values[Int(source)]
                  } else {
                    let row = rowOf[Int(-source - 1)]
                    input = row >= 0 ? rows[Int(row)].constant : 0
                  }
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
}
