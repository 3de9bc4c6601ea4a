// The attribute items of `view.snp` / `guide.snp`: `other.snp.bottom`, `other.snp.edges`, …

extension ConstraintDSL {
  /// An item for the left edge.
  public var left: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.left) }

  /// An item for the top edge.
  public var top: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.top) }

  /// An item for the bottom edge.
  public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.bottom) }

  /// An item for the right edge.
  public var right: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.right) }

  /// An item for the leading edge.
  public var leading: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.leading) }

  /// An item for the trailing edge.
  public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.trailing) }

  /// An item for the width.
  public var width: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.width) }

  /// An item for the height.
  public var height: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.height) }

  /// An item for the horizontal centre.
  public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.centerX) }

  /// An item for the vertical centre.
  public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.centerY) }

  /// An item for the first baseline.
  public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.firstBaseline) }

  /// An item for the last baseline.
  public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.lastBaseline) }

  /// An item for the left margin.
  public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.leftMargin) }

  /// An item for the right margin.
  public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.rightMargin) }

  /// An item for the top margin.
  public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.topMargin) }

  /// An item for the bottom margin.
  public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.bottomMargin) }

  /// An item for the leading margin.
  public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.leadingMargin) }

  /// An item for the trailing margin.
  public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.trailingMargin) }

  /// An item for the horizontal centre of the margins.
  public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.centerXWithinMargins) }

  /// An item for the vertical centre of the margins.
  public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.centerYWithinMargins) }

  /// An item for the last baseline (SnapKit's deprecated `baseline`).
  public var baseline: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.baseline) }

  /// An item for top, left, bottom and right.
  public var edges: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.edges) }

  /// An item for left and right.
  public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.horizontalEdges) }

  /// An item for top and bottom.
  public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.verticalEdges) }

  /// An item for top, leading, bottom and trailing.
  public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.directionalEdges) }

  /// An item for leading and trailing.
  public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.directionalHorizontalEdges) }

  /// An item for top and bottom (the directional spelling).
  public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.directionalVerticalEdges) }

  /// An item for width and height.
  public var size: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.size) }

  /// An item for centerX and centerY.
  public var center: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.center) }

  /// An item for the four margins.
  public var margins: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.margins) }

  /// An item for the four directional margins.
  public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.directionalMargins) }

  /// An item for both centres within the margins.
  public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: AttributeLists.centerWithinMargins) }
}
