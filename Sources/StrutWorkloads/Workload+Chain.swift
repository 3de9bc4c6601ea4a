import StrutCore

extension Workload {
  /// The left margin of the chain's first view, and the gap kept from the root's right edge.
  static let chainMargin = 8.0
  /// The horizontal step between consecutive chain views (right for 32 views, then left).
  static let chainIndentStep = 4.0
  /// The number of views of one indent sawtooth: 32 steps right, then 32 steps left.
  static let chainIndentPeriod = 64
  /// The preferred width change between consecutive chain views (narrower for 16 views,
  /// then wider again).
  static let chainWidthStep = 2.0
  /// The number of views of one width sawtooth: 16 steps narrower, then 16 steps wider.
  static let chainWidthPeriod = 32
  /// The priority of the width steps (medium).
  static let chainStepPriority: Float = 500
  /// The priority of the first view's wish to fill the root (low).
  static let chainFillPriority: Float = 250

  /// The indent step into chain view `k` (0-based, `k >= 1`): `+4` for the first half of each
  /// 64-view period, `−4` for the second half, so the indent runs 8 → 136 → 8.
  static func chainIndentStep(into k: Int) -> Double {
    (k - 1) % chainIndentPeriod < chainIndentPeriod / 2 ? chainIndentStep : -chainIndentStep
  }

  /// The preferred width step into chain view `k` (0-based, `k >= 1`): `−2` for the first half
  /// of each 32-view period, `+2` for the second half.
  static func chainWidthStep(into k: Int) -> Double {
    (k - 1) % chainWidthPeriod < chainWidthPeriod / 2 ? -chainWidthStep : chainWidthStep
  }

  /// W4, a chain of `size` views (views 1…size) below the root; view `k + 1` is chain view `k`
  /// and `previous` is chain view `k − 1`. Per view, in order:
  /// 1. `x == previous.x ± 4` (``chainIndentStep(into:)``; view 1: `x == root.x + 8`);
  /// 2. `y == previous.bottom + 2` (view 1: `y == root.y + 2`);
  /// 3. `h == previous.h` (view 1: `h == 20`);
  /// 4. `w == previous.w ± 2` at 500 (``chainWidthStep(into:)``; view 1: `w == root.w − 16`
  ///    at 250);
  /// 5. `w >= 40`;
  /// 6. `right <= root.right − 8`.
  ///
  /// Every relation without a priority is required. The optimum keeps every width step (500)
  /// and makes the first view as wide as the narrowest room down the chain allows, so the
  /// whole chain moves when the root is dragged and one view's room decides every width.
  ///
  /// Counts: `4·(size + 1)` variables, `6·size + 3` constraints.
  /// - Complexity: O(`size`).
  static func chainSystem(size: Int, name: String) -> ConstraintSystem {
    var builder = SystemBuilder(expectedViews: size + 1, expectedConstraints: 6 * size + 3)
    let root = addRoot(to: &builder)
    var previous: ViewVariables? = nil
    for k in 0..<size {
      let view = builder.addView()
      if let previous {
        builder.constrain(view.left, .equal, previous.left + chainIndentStep(into: k))
        builder.constrain(view.top, .equal, previous.bottom + 2)
        builder.constrain(view.height, .equal, previous.height)
        builder.constrain(
          view.width, .equal, previous.width + chainWidthStep(into: k),
          priority: chainStepPriority)
      } else {
        builder.constrain(view.left, .equal, root.left + chainMargin)
        builder.constrain(view.top, .equal, root.top + 2)
        builder.constrain(view.height, .equal, 20)
        builder.constrain(
          view.width, .equal, root.width - 2 * chainMargin, priority: chainFillPriority)
      }
      builder.constrain(view.width, .greaterThanOrEqual, 40)
      builder.constrain(view.right, .lessThanOrEqual, root.right - chainMargin)
      previous = view
    }
    return builder.system(name: name, edits: [rootEdit(root)])
  }
}
