import StrutCore

extension Workload {
  /// The horizontal indent step of flat children: child `i` sits at `10·(i mod 64)`.
  static let flatIndentStep = 10.0
  /// The number of distinct indents before they repeat.
  static let flatIndentPeriod = 64

  /// W1, `size` children stacked vertically in the root. For child `i` (0-based), in order:
  /// `x == root.x + 10·(i mod 64)` (required), `w == 50` (250), `w >= 0` (required),
  /// `right <= root.right` (required), `h == 20` (required),
  /// `y == previous.bottom + 2` (the first child: `root.y + 2`; required).
  ///
  /// Counts: `4·(size + 1)` variables, `6·size + 3` constraints.
  static func flatSystem(size: Int, name: String) -> ConstraintSystem {
    var builder = SystemBuilder(expectedViews: size + 1, expectedConstraints: 6 * size + 3)
    let root = addRoot(to: &builder)
    var previousBottom = root.top
    for index in 0..<size {
      let child = builder.addView()
      let indent = flatIndentStep * Double(index % flatIndentPeriod)
      builder.constrain(child.left, .equal, root.left + indent)
      builder.constrain(child.width, .equal, 50, priority: 250)
      builder.constrain(child.width, .greaterThanOrEqual, 0)
      builder.constrain(child.right, .lessThanOrEqual, root.right)
      builder.constrain(child.height, .equal, 20)
      builder.constrain(child.top, .equal, previousBottom + 2)
      previousBottom = child.bottom
    }
    return builder.system(name: name, edits: [rootEdit(root)])
  }
}
