import CGLPKShim

/// Scratch buffers a ``GLPKSolver`` reuses for every removal and every re-add of removed
/// constraints (churn), so that neither allocates per call once they have grown: the table
/// positions of the batch, and the rows, bounds and columns queued for one guarded GLPK call
/// each.
struct ChurnBuffers {
  /// Positions in the constraint table of the batch's entries.
  var positions = ContiguousArray<Int>()
  /// Positions in ``RetiredRows`` of their waiting rows (when re-added).
  var waiting = ContiguousArray<Int>()
  /// LP rows whose bounds change.
  var rows = ContiguousArray<Int32>()
  /// The new bounds of ``rows``, in the same order (when they differ per row).
  var bounds = ContiguousArray<strut_bounds>()
  /// LP columns (error columns) whose bounds change.
  var columns = ContiguousArray<Int32>()

  /// An empty set of buffers.
  init() {}

  /// Empties the GLPK queues, keeping their capacity.
  @inline(__always)
  mutating func clearQueues() {
    rows.removeAll(keepingCapacity: true)
    bounds.removeAll(keepingCapacity: true)
    columns.removeAll(keepingCapacity: true)
  }

  /// Room for `rows` more rows (and about twice as many columns) in the queues.
  mutating func reserveQueues(_ rows: Int) {
    self.rows.reserveCapacity(rows)
    bounds.reserveCapacity(rows)
    columns.reserveCapacity(2 * rows)
  }

  /// Queues error columns `first ..< first + count` (nothing if `first` is 0).
  @inline(__always)
  mutating func queueColumns(_ first: Int32, count: Int32) {
    guard first != 0 else { return }
    var column = first
    while column < first + count {
      columns.append(column)
      column += 1
    }
  }
}

extension Bounds {
  /// The bounds as the shim's packed struct.
  @inline(__always)
  var packed: strut_bounds { strut_bounds(type: type, lower: lower, upper: upper) }
}
