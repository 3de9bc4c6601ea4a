import StrutCore

extension Workload {
  /// Cells per grid row: one label and nine data cells.
  static let gridColumns = 10
  /// The gap between cells, rows and the root's edges, in points.
  static let gridGap = 8.0

  /// W3, `size` cells (views 1…size) in rows of 10; cell `i` is in row `i / 10`, column
  /// `i mod 10`; column 0 is the row's label. Per cell, in order:
  /// - label: `x == root.x + 8`, `w == 120` (250), `w >= 60`, `y == root.y + 8` (row 0) or
  ///   `y == label above.bottom + 8`, `h == 24` (750);
  /// - data: `x == previous.right + 8`, `w == first data cell's w` (not for the first data
  ///   cell), `w == 50 + 5·(row mod 5)` (250, weight 10), `w >= 20`, `y == label.y`,
  ///   `h == 24` (750);
  /// - after each row: `last.right <= root.right − 8`.
  ///
  /// Every relation without a priority is required. Counts: `4·(size + 1)` variables;
  /// a full row has 59 constraints (1,000 cells: 5,903 with the root's three).
  static func gridSystem(size: Int, name: String) -> ConstraintSystem {
    let rows = (size + gridColumns - 1) / gridColumns
    var builder = SystemBuilder(expectedViews: size + 1, expectedConstraints: 59 * rows + 3)
    let root = addRoot(to: &builder)
    var labelAbove: ViewVariables? = nil
    for row in 0..<rows {
      let count = min(gridColumns, size - row * gridColumns)
      let label = builder.addView()
      builder.constrain(label.left, .equal, root.left + gridGap)
      builder.constrain(label.width, .equal, 120, priority: 250)
      builder.constrain(label.width, .greaterThanOrEqual, 60)
      builder.constrain(label.top, .equal, (labelAbove?.bottom ?? root.top) + gridGap)
      builder.constrain(label.height, .equal, 24, priority: 750)
      let preferred = 50 + 5 * Double(row % 5)
      var previous = label
      var firstData: ViewVariables? = nil
      for _ in 1..<count {
        let cell = builder.addView()
        builder.constrain(cell.left, .equal, previous.right + gridGap)
        if let firstData { builder.constrain(cell.width, .equal, firstData.width) }
        builder.constrain(
          cell.width, .equal, LinearForm(constant: preferred), priority: 250, weight: 10)
        builder.constrain(cell.width, .greaterThanOrEqual, 20)
        builder.constrain(cell.top, .equal, label.top)
        builder.constrain(cell.height, .equal, 24, priority: 750)
        if firstData == nil { firstData = cell }
        previous = cell
      }
      builder.constrain(previous.right, .lessThanOrEqual, root.right - gridGap)
      labelAbove = label
    }
    return builder.system(name: name, edits: [rootEdit(root)])
  }
}
