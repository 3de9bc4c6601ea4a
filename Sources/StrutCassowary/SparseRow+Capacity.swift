/// Giving a row's unused room back.
///
/// A row's buffer grows by doubling while cells are appended — a reduction that expands
/// definitions, a pivot's fills — and Swift never shrinks it when cells cancel. Measured on
/// the 100,000-chip inequalities workload: 3.9 M live cells sat in buffers with room for
/// 17.2 M after the build and 27.0 M after 100 drag steps (each row that a dual pivot took
/// through ~30 cells kept the room), 430 MB of a 1.58 GB peak; docs/architecture.md,
/// "Memory".
extension SparseRow {
  /// Whether the buffer's free room is worth a copy: at least `minimumSlack` cells and more
  /// than `count / slackDivisor` of them.
  @inlinable
  func hasSlack(minimumSlack: Int, slackDivisor: Int) -> Bool {
    let slack = cells.capacity - cells.count
    return slack >= minimumSlack && slack * slackDivisor > cells.count
  }

  /// Moves the cells into a buffer of their own size (same cells, same order) when
  /// ``hasSlack(minimumSlack:slackDivisor:)``. O(count) when it copies, O(1) otherwise.
  @inlinable
  mutating func trimCapacity(minimumSlack: Int, slackDivisor: Int) {
    guard hasSlack(minimumSlack: minimumSlack, slackDivisor: slackDivisor) else { return }
    cells = cells.withUnsafeBufferPointer { ContiguousArray($0) }
  }
}
