// The attributes that extend a constraint: `make.top.left`, `make.width.height`, …

extension ConstraintMakerExtendable {
  /// Adds the left edge to this constraint.
  public var left: ConstraintMakerExtendable { extend([.left]) }

  /// Adds the top edge to this constraint.
  public var top: ConstraintMakerExtendable { extend([.top]) }

  /// Adds the bottom edge to this constraint.
  public var bottom: ConstraintMakerExtendable { extend([.bottom]) }

  /// Adds the right edge to this constraint.
  public var right: ConstraintMakerExtendable { extend([.right]) }

  /// Adds the leading edge to this constraint.
  public var leading: ConstraintMakerExtendable { extend([.leading]) }

  /// Adds the trailing edge to this constraint.
  public var trailing: ConstraintMakerExtendable { extend([.trailing]) }

  /// Adds the width to this constraint.
  public var width: ConstraintMakerExtendable { extend([.width]) }

  /// Adds the height to this constraint.
  public var height: ConstraintMakerExtendable { extend([.height]) }

  /// Adds the horizontal centre to this constraint.
  public var centerX: ConstraintMakerExtendable { extend([.centerX]) }

  /// Adds the vertical centre to this constraint.
  public var centerY: ConstraintMakerExtendable { extend([.centerY]) }

  /// Adds the first baseline to this constraint.
  public var firstBaseline: ConstraintMakerExtendable { extend([.firstBaseline]) }

  /// Adds the last baseline to this constraint.
  public var lastBaseline: ConstraintMakerExtendable { extend([.lastBaseline]) }

  /// Adds the left margin to this constraint.
  public var leftMargin: ConstraintMakerExtendable { extend([.leftMargin]) }

  /// Adds the right margin to this constraint.
  public var rightMargin: ConstraintMakerExtendable { extend([.rightMargin]) }

  /// Adds the top margin to this constraint.
  public var topMargin: ConstraintMakerExtendable { extend([.topMargin]) }

  /// Adds the bottom margin to this constraint.
  public var bottomMargin: ConstraintMakerExtendable { extend([.bottomMargin]) }

  /// Adds the leading margin to this constraint.
  public var leadingMargin: ConstraintMakerExtendable { extend([.leadingMargin]) }

  /// Adds the trailing margin to this constraint.
  public var trailingMargin: ConstraintMakerExtendable { extend([.trailingMargin]) }

  /// Adds the horizontal centre of the margins to this constraint.
  public var centerXWithinMargins: ConstraintMakerExtendable { extend([.centerXWithinMargins]) }

  /// Adds the vertical centre of the margins to this constraint.
  public var centerYWithinMargins: ConstraintMakerExtendable { extend([.centerYWithinMargins]) }

  /// Adds the last baseline (SnapKit's deprecated `baseline`) to this constraint.
  public var baseline: ConstraintMakerExtendable { extend([.lastBaseline]) }

  /// Adds top, left, bottom and right to this constraint.
  public var edges: ConstraintMakerExtendable { extend([.top, .left, .bottom, .right]) }

  /// Adds left and right to this constraint.
  public var horizontalEdges: ConstraintMakerExtendable { extend([.left, .right]) }

  /// Adds top and bottom to this constraint.
  public var verticalEdges: ConstraintMakerExtendable { extend([.top, .bottom]) }

  /// Adds top, leading, bottom and trailing to this constraint.
  public var directionalEdges: ConstraintMakerExtendable { extend([.top, .leading, .bottom, .trailing]) }

  /// Adds leading and trailing to this constraint.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { extend([.leading, .trailing]) }

  /// Adds top and bottom (the directional spelling) to this constraint.
  public var directionalVerticalEdges: ConstraintMakerExtendable { extend([.top, .bottom]) }

  /// Adds width and height to this constraint.
  public var size: ConstraintMakerExtendable { extend([.width, .height]) }

  /// Adds centerX and centerY to this constraint.
  public var center: ConstraintMakerExtendable { extend([.centerX, .centerY]) }

  /// Adds the four margins to this constraint.
  public var margins: ConstraintMakerExtendable { extend([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }

  /// Adds the four directional margins to this constraint.
  public var directionalMargins: ConstraintMakerExtendable { extend([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }

  /// Adds both centres within the margins to this constraint.
  public var centerWithinMargins: ConstraintMakerExtendable { extend([.centerXWithinMargins, .centerYWithinMargins]) }
}
