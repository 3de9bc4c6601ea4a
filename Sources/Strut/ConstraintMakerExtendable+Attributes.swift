// The attributes that extend a constraint: `make.top.left`, `make.width.height`, …

extension ConstraintMakerExtendable {
  /// Adds the left edge to this constraint.
  public var left: ConstraintMakerExtendable { extend(AttributeLists.left) }

  /// Adds the top edge to this constraint.
  public var top: ConstraintMakerExtendable { extend(AttributeLists.top) }

  /// Adds the bottom edge to this constraint.
  public var bottom: ConstraintMakerExtendable { extend(AttributeLists.bottom) }

  /// Adds the right edge to this constraint.
  public var right: ConstraintMakerExtendable { extend(AttributeLists.right) }

  /// Adds the leading edge to this constraint.
  public var leading: ConstraintMakerExtendable { extend(AttributeLists.leading) }

  /// Adds the trailing edge to this constraint.
  public var trailing: ConstraintMakerExtendable { extend(AttributeLists.trailing) }

  /// Adds the width to this constraint.
  public var width: ConstraintMakerExtendable { extend(AttributeLists.width) }

  /// Adds the height to this constraint.
  public var height: ConstraintMakerExtendable { extend(AttributeLists.height) }

  /// Adds the horizontal centre to this constraint.
  public var centerX: ConstraintMakerExtendable { extend(AttributeLists.centerX) }

  /// Adds the vertical centre to this constraint.
  public var centerY: ConstraintMakerExtendable { extend(AttributeLists.centerY) }

  /// Adds the first baseline to this constraint.
  public var firstBaseline: ConstraintMakerExtendable { extend(AttributeLists.firstBaseline) }

  /// Adds the last baseline to this constraint.
  public var lastBaseline: ConstraintMakerExtendable { extend(AttributeLists.lastBaseline) }

  /// Adds the left margin to this constraint.
  public var leftMargin: ConstraintMakerExtendable { extend(AttributeLists.leftMargin) }

  /// Adds the right margin to this constraint.
  public var rightMargin: ConstraintMakerExtendable { extend(AttributeLists.rightMargin) }

  /// Adds the top margin to this constraint.
  public var topMargin: ConstraintMakerExtendable { extend(AttributeLists.topMargin) }

  /// Adds the bottom margin to this constraint.
  public var bottomMargin: ConstraintMakerExtendable { extend(AttributeLists.bottomMargin) }

  /// Adds the leading margin to this constraint.
  public var leadingMargin: ConstraintMakerExtendable { extend(AttributeLists.leadingMargin) }

  /// Adds the trailing margin to this constraint.
  public var trailingMargin: ConstraintMakerExtendable { extend(AttributeLists.trailingMargin) }

  /// Adds the horizontal centre of the margins to this constraint.
  public var centerXWithinMargins: ConstraintMakerExtendable { extend(AttributeLists.centerXWithinMargins) }

  /// Adds the vertical centre of the margins to this constraint.
  public var centerYWithinMargins: ConstraintMakerExtendable { extend(AttributeLists.centerYWithinMargins) }

  /// Adds the last baseline (SnapKit's deprecated `baseline`) to this constraint.
  public var baseline: ConstraintMakerExtendable { extend(AttributeLists.baseline) }

  /// Adds top, left, bottom and right to this constraint.
  public var edges: ConstraintMakerExtendable { extend(AttributeLists.edges) }

  /// Adds left and right to this constraint.
  public var horizontalEdges: ConstraintMakerExtendable { extend(AttributeLists.horizontalEdges) }

  /// Adds top and bottom to this constraint.
  public var verticalEdges: ConstraintMakerExtendable { extend(AttributeLists.verticalEdges) }

  /// Adds top, leading, bottom and trailing to this constraint.
  public var directionalEdges: ConstraintMakerExtendable { extend(AttributeLists.directionalEdges) }

  /// Adds leading and trailing to this constraint.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { extend(AttributeLists.directionalHorizontalEdges) }

  /// Adds top and bottom (the directional spelling) to this constraint.
  public var directionalVerticalEdges: ConstraintMakerExtendable { extend(AttributeLists.directionalVerticalEdges) }

  /// Adds width and height to this constraint.
  public var size: ConstraintMakerExtendable { extend(AttributeLists.size) }

  /// Adds centerX and centerY to this constraint.
  public var center: ConstraintMakerExtendable { extend(AttributeLists.center) }

  /// Adds the four margins to this constraint.
  public var margins: ConstraintMakerExtendable { extend(AttributeLists.margins) }

  /// Adds the four directional margins to this constraint.
  public var directionalMargins: ConstraintMakerExtendable { extend(AttributeLists.directionalMargins) }

  /// Adds both centres within the margins to this constraint.
  public var centerWithinMargins: ConstraintMakerExtendable { extend(AttributeLists.centerWithinMargins) }
}
