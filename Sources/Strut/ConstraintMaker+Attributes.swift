// The attributes that start a constraint: `make.top`, `make.edges`, …

extension ConstraintMaker {
  /// Starts a constraint on the left edge.
  public var left: ConstraintMakerExtendable { start(AttributeLists.left) }

  /// Starts a constraint on the top edge.
  public var top: ConstraintMakerExtendable { start(AttributeLists.top) }

  /// Starts a constraint on the bottom edge.
  public var bottom: ConstraintMakerExtendable { start(AttributeLists.bottom) }

  /// Starts a constraint on the right edge.
  public var right: ConstraintMakerExtendable { start(AttributeLists.right) }

  /// Starts a constraint on the leading edge.
  public var leading: ConstraintMakerExtendable { start(AttributeLists.leading) }

  /// Starts a constraint on the trailing edge.
  public var trailing: ConstraintMakerExtendable { start(AttributeLists.trailing) }

  /// Starts a constraint on the width.
  public var width: ConstraintMakerExtendable { start(AttributeLists.width) }

  /// Starts a constraint on the height.
  public var height: ConstraintMakerExtendable { start(AttributeLists.height) }

  /// Starts a constraint on the horizontal centre.
  public var centerX: ConstraintMakerExtendable { start(AttributeLists.centerX) }

  /// Starts a constraint on the vertical centre.
  public var centerY: ConstraintMakerExtendable { start(AttributeLists.centerY) }

  /// Starts a constraint on the first baseline.
  public var firstBaseline: ConstraintMakerExtendable { start(AttributeLists.firstBaseline) }

  /// Starts a constraint on the last baseline.
  public var lastBaseline: ConstraintMakerExtendable { start(AttributeLists.lastBaseline) }

  /// Starts a constraint on the left margin.
  public var leftMargin: ConstraintMakerExtendable { start(AttributeLists.leftMargin) }

  /// Starts a constraint on the right margin.
  public var rightMargin: ConstraintMakerExtendable { start(AttributeLists.rightMargin) }

  /// Starts a constraint on the top margin.
  public var topMargin: ConstraintMakerExtendable { start(AttributeLists.topMargin) }

  /// Starts a constraint on the bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { start(AttributeLists.bottomMargin) }

  /// Starts a constraint on the leading margin.
  public var leadingMargin: ConstraintMakerExtendable { start(AttributeLists.leadingMargin) }

  /// Starts a constraint on the trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { start(AttributeLists.trailingMargin) }

  /// Starts a constraint on the horizontal centre of the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { start(AttributeLists.centerXWithinMargins) }

  /// Starts a constraint on the vertical centre of the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { start(AttributeLists.centerYWithinMargins) }

  /// Starts a constraint on the last baseline (SnapKit's deprecated `baseline`).
  public var baseline: ConstraintMakerExtendable { start(AttributeLists.baseline) }

  /// Starts a constraint on top, left, bottom and right.
  public var edges: ConstraintMakerExtendable { start(AttributeLists.edges) }

  /// Starts a constraint on left and right.
  public var horizontalEdges: ConstraintMakerExtendable { start(AttributeLists.horizontalEdges) }

  /// Starts a constraint on top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { start(AttributeLists.verticalEdges) }

  /// Starts a constraint on top, leading, bottom and trailing.
  public var directionalEdges: ConstraintMakerExtendable { start(AttributeLists.directionalEdges) }

  /// Starts a constraint on leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { start(AttributeLists.directionalHorizontalEdges) }

  /// Starts a constraint on top and bottom (the directional spelling).
  public var directionalVerticalEdges: ConstraintMakerExtendable { start(AttributeLists.directionalVerticalEdges) }

  /// Starts a constraint on width and height.
  public var size: ConstraintMakerExtendable { start(AttributeLists.size) }

  /// Starts a constraint on centerX and centerY.
  public var center: ConstraintMakerExtendable { start(AttributeLists.center) }

  /// Starts a constraint on the four margins.
  public var margins: ConstraintMakerExtendable { start(AttributeLists.margins) }

  /// Starts a constraint on the four directional margins.
  public var directionalMargins: ConstraintMakerExtendable { start(AttributeLists.directionalMargins) }

  /// Starts a constraint on both centres within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable { start(AttributeLists.centerWithinMargins) }
}
