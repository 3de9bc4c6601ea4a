// The attributes that start a constraint: `make.top`, `make.edges`, …

extension ConstraintMaker {
  /// Starts a constraint on the left edge.
  public var left: ConstraintMakerExtendable { start([.left]) }

  /// Starts a constraint on the top edge.
  public var top: ConstraintMakerExtendable { start([.top]) }

  /// Starts a constraint on the bottom edge.
  public var bottom: ConstraintMakerExtendable { start([.bottom]) }

  /// Starts a constraint on the right edge.
  public var right: ConstraintMakerExtendable { start([.right]) }

  /// Starts a constraint on the leading edge.
  public var leading: ConstraintMakerExtendable { start([.leading]) }

  /// Starts a constraint on the trailing edge.
  public var trailing: ConstraintMakerExtendable { start([.trailing]) }

  /// Starts a constraint on the width.
  public var width: ConstraintMakerExtendable { start([.width]) }

  /// Starts a constraint on the height.
  public var height: ConstraintMakerExtendable { start([.height]) }

  /// Starts a constraint on the horizontal centre.
  public var centerX: ConstraintMakerExtendable { start([.centerX]) }

  /// Starts a constraint on the vertical centre.
  public var centerY: ConstraintMakerExtendable { start([.centerY]) }

  /// Starts a constraint on the first baseline.
  public var firstBaseline: ConstraintMakerExtendable { start([.firstBaseline]) }

  /// Starts a constraint on the last baseline.
  public var lastBaseline: ConstraintMakerExtendable { start([.lastBaseline]) }

  /// Starts a constraint on the left margin.
  public var leftMargin: ConstraintMakerExtendable { start([.leftMargin]) }

  /// Starts a constraint on the right margin.
  public var rightMargin: ConstraintMakerExtendable { start([.rightMargin]) }

  /// Starts a constraint on the top margin.
  public var topMargin: ConstraintMakerExtendable { start([.topMargin]) }

  /// Starts a constraint on the bottom margin.
  public var bottomMargin: ConstraintMakerExtendable { start([.bottomMargin]) }

  /// Starts a constraint on the leading margin.
  public var leadingMargin: ConstraintMakerExtendable { start([.leadingMargin]) }

  /// Starts a constraint on the trailing margin.
  public var trailingMargin: ConstraintMakerExtendable { start([.trailingMargin]) }

  /// Starts a constraint on the horizontal centre of the margins.
  public var centerXWithinMargins: ConstraintMakerExtendable { start([.centerXWithinMargins]) }

  /// Starts a constraint on the vertical centre of the margins.
  public var centerYWithinMargins: ConstraintMakerExtendable { start([.centerYWithinMargins]) }

  /// Starts a constraint on the last baseline (SnapKit's deprecated `baseline`).
  public var baseline: ConstraintMakerExtendable { start([.lastBaseline]) }

  /// Starts a constraint on top, left, bottom and right.
  public var edges: ConstraintMakerExtendable { start([.top, .left, .bottom, .right]) }

  /// Starts a constraint on left and right.
  public var horizontalEdges: ConstraintMakerExtendable { start([.left, .right]) }

  /// Starts a constraint on top and bottom.
  public var verticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }

  /// Starts a constraint on top, leading, bottom and trailing.
  public var directionalEdges: ConstraintMakerExtendable { start([.top, .leading, .bottom, .trailing]) }

  /// Starts a constraint on leading and trailing.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { start([.leading, .trailing]) }

  /// Starts a constraint on top and bottom (the directional spelling).
  public var directionalVerticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }

  /// Starts a constraint on width and height.
  public var size: ConstraintMakerExtendable { start([.width, .height]) }

  /// Starts a constraint on centerX and centerY.
  public var center: ConstraintMakerExtendable { start([.centerX, .centerY]) }

  /// Starts a constraint on the four margins.
  public var margins: ConstraintMakerExtendable { start([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }

  /// Starts a constraint on the four directional margins.
  public var directionalMargins: ConstraintMakerExtendable { start([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }

  /// Starts a constraint on both centres within the margins.
  public var centerWithinMargins: ConstraintMakerExtendable { start([.centerXWithinMargins, .centerYWithinMargins]) }
}
