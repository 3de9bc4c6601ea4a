import StrutCore

extension Workload {
  /// The number of children of every full parent in the tree workload.
  static let treeArity = 4
  /// The gap between siblings and between a parent's edges and its children, in points.
  static let treeGap = 4.0

  /// W2, a balanced 4-ary tree of `size` views in heap order: the children of view `p` are
  /// views `4p + 1 … 4p + 4` (those below `size`). For each parent, in order, for each child:
  /// `x == parent.x + 4` (first child) or `x == previous.right + 4`; `w == previous.w` (not
  /// for the first); `y == parent.y + 4`; `bottom == parent.bottom − 4`; then, after its
  /// children, `last.right == parent.right − 4`. All required: the layout is fully determined
  /// by the root width (deep widths may become negative, which nothing forbids).
  ///
  /// Counts: `4·size` variables, `4·size − 1` constraints.
  static func treeSystem(size: Int, name: String) -> ConstraintSystem {
    var builder = SystemBuilder(expectedViews: size, expectedConstraints: 4 * size)
    let root = addRoot(to: &builder)
    var views = [root]
    views.reserveCapacity(size)
    while views.count < size { views.append(builder.addView()) }
    for parentIndex in 0..<size {
      let first = treeArity * parentIndex + 1
      guard first < size else { break }
      let parent = views[parentIndex]
      let last = min(first + treeArity, size) - 1
      var previous: ViewVariables? = nil
      for childIndex in first...last {
        let child = views[childIndex]
        if let previous {
          builder.constrain(child.left, .equal, previous.right + treeGap)
          builder.constrain(child.width, .equal, previous.width)
        } else {
          builder.constrain(child.left, .equal, parent.left + treeGap)
        }
        builder.constrain(child.top, .equal, parent.top + treeGap)
        builder.constrain(child.bottom, .equal, parent.bottom - treeGap)
        previous = child
      }
      builder.constrain(views[last].right, .equal, parent.right - treeGap)
    }
    return builder.system(name: name, edits: [rootEdit(root)])
  }
}
