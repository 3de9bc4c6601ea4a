/// Giving a row's unused room back.
///
/// A row's buffer grows by doubling while cells are appended — a reduction that expands
/// definitions, a pivot's fills — and Swift never shrinks it when cells cancel. Measured on
/// the 100,000-chip inequalities workload: 3.9 M live cells sat in buffers with room for
/// 17.2 M after the build and 27.0 M after 100 drag steps (each row that a dual pivot took
/// through ~30 cells kept the room), 430 MB of a 1.58 GB peak; docs/architecture.md,
/// "Memory".
extension SparseRow {
  /// A row is mostly empty when at least this many cells of its buffer are free, and more
  /// free cells than it holds.
  @usableFromInline static let trimmedSlack = 8

  /// Whether the buffer is mostly empty (see ``trimmedSlack``): worth a copy.
  @inlinable
  var isMostlyEmpty: Bool {
    let slack = cells.capacity - cells.count
    return slack >= SparseRow.trimmedSlack && slack > cells.count
  }

  /// The cells in a buffer of their own size (same cells, same order). O(count).
  @inlinable
  var fittedCells: ContiguousArray<Cell> {
    cells.withUnsafeBufferPointer { ContiguousArray($0) }
  }

  /// Whether the buffer has more room than a compaction leaves: more than a quarter of the
  /// cells (and at least two) free.
  @inlinable
  var hasRoomToGiveBack: Bool {
    let slack = cells.capacity - cells.count
    return slack >= 2 && 4 * slack > cells.count
  }

  /// Moves the cells into a buffer of their own size when the row ``isMostlyEmpty``.
  /// O(count) when it copies, O(1) otherwise.
  @inlinable
  mutating func trimIfMostlyEmpty() {
    if isMostlyEmpty { cells = fittedCells }
  }
}
