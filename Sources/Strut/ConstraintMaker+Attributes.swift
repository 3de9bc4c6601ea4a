// The attributes that start a constraint: `make.top`, `make.edges`, …

extension ConstraintMaker {
  /// Starts a constraint on the left edge.
  @inlinable public var left: ConstraintMakerExtendable { start(AttributeLists.left) }

  /// Starts a constraint on the top edge.
  @inlinable public var top: ConstraintMakerExtendable { start(AttributeLists.top) }

  /// Starts a constraint on the bottom edge.
  @inlinable public var bottom: ConstraintMakerExtendable { start(AttributeLists.bottom) }

  /// Starts a constraint on the right edge.
  @inlinable public var right: ConstraintMakerExtendable { start(AttributeLists.right) }

  /// Starts a constraint on the leading edge.
  @inlinable public var leading: ConstraintMakerExtendable { start(AttributeLists.leading) }

  /// Starts a constraint on the trailing edge.
  @inlinable public var trailing: ConstraintMakerExtendable { start(AttributeLists.trailing) }

  /// Starts a constraint on the width.
  @inlinable public var width: ConstraintMakerExtendable { start(AttributeLists.width) }

  /// Starts a constraint on the height.
  @inlinable public var height: ConstraintMakerExtendable { start(AttributeLists.height) }

  /// Starts a constraint on the horizontal centre.
  @inlinable public var centerX: ConstraintMakerExtendable { start(AttributeLists.centerX) }

  /// Starts a constraint on the vertical centre.
  @inlinable public var centerY: ConstraintMakerExtendable { start(AttributeLists.centerY) }

  /// Starts a constraint on the first baseline.
  @inlinable public var firstBaseline: ConstraintMakerExtendable { start(AttributeLists.firstBaseline) }

  /// Starts a constraint on the last baseline.
  @inlinable public var lastBaseline: ConstraintMakerExtendable { start(AttributeLists.lastBaseline) }

  /// Starts a constraint on the left margin.
  @inlinable public var leftMargin: ConstraintMakerExtendable { start(AttributeLists.leftMargin) }

  /// Starts a constraint on the right margin.
  @inlinable public var rightMargin: ConstraintMakerExtendable { start(AttributeLists.rightMargin) }

  /// Starts a constraint on the top margin.
  @inlinable public var topMargin: ConstraintMakerExtendable { start(AttributeLists.topMargin) }

  /// Starts a constraint on the bottom margin.
  @inlinable public var bottomMargin: ConstraintMakerExtendable { start(AttributeLists.bottomMargin) }

  /// Starts a constraint on the leading margin.
  @inlinable public var leadingMargin: ConstraintMakerExtendable { start(AttributeLists.leadingMargin) }

  /// Starts a constraint on the trailing margin.
  @inlinable public var trailingMargin: ConstraintMakerExtendable { start(AttributeLists.trailingMargin) }

  /// Starts a constraint on the horizontal centre of the margins.
  @inlinable public var centerXWithinMargins: ConstraintMakerExtendable { start(AttributeLists.centerXWithinMargins) }

  /// Starts a constraint on the vertical centre of the margins.
  @inlinable public var centerYWithinMargins: ConstraintMakerExtendable { start(AttributeLists.centerYWithinMargins) }

  /// Starts a constraint on the last baseline (SnapKit's deprecated `baseline`).
  @inlinable public var baseline: ConstraintMakerExtendable { start(AttributeLists.baseline) }

  /// Starts a constraint on top, left, bottom and right.
  @inlinable public var edges: ConstraintMakerExtendable { start(AttributeLists.edges) }

  /// Starts a constraint on left and right.
  @inlinable public var horizontalEdges: ConstraintMakerExtendable { start(AttributeLists.horizontalEdges) }

  /// Starts a constraint on top and bottom.
  @inlinable public var verticalEdges: ConstraintMakerExtendable { start(AttributeLists.verticalEdges) }

  /// Starts a constraint on top, leading, bottom and trailing.
  @inlinable public var directionalEdges: ConstraintMakerExtendable { start(AttributeLists.directionalEdges) }

  /// Starts a constraint on leading and trailing.
  @inlinable public var directionalHorizontalEdges: ConstraintMakerExtendable { start(AttributeLists.directionalHorizontalEdges) }

  /// Starts a constraint on top and bottom (the directional spelling).
  @inlinable public var directionalVerticalEdges: ConstraintMakerExtendable { start(AttributeLists.directionalVerticalEdges) }

  /// Starts a constraint on width and height.
  @inlinable public var size: ConstraintMakerExtendable { start(AttributeLists.size) }

  /// Starts a constraint on centerX and centerY.
  @inlinable public var center: ConstraintMakerExtendable { start(AttributeLists.center) }

  /// Starts a constraint on the four margins.
  @inlinable public var margins: ConstraintMakerExtendable { start(AttributeLists.margins) }

  /// Starts a constraint on the four directional margins.
  @inlinable public var directionalMargins: ConstraintMakerExtendable { start(AttributeLists.directionalMargins) }

  /// Starts a constraint on both centres within the margins.
  @inlinable public var centerWithinMargins: ConstraintMakerExtendable { start(AttributeLists.centerWithinMargins) }
}
