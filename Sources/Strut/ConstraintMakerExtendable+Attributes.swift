// The attributes that extend a constraint: `make.top.left`, `make.width.height`, …

extension ConstraintMakerExtendable {
  /// Adds the left edge to this constraint.
  public var left: ConstraintMakerExtendable { extend(AttributeList(.left)) }

  /// Adds the top edge to this constraint.
  public var top: ConstraintMakerExtendable { extend(AttributeList(.top)) }

  /// Adds the bottom edge to this constraint.
  public var bottom: ConstraintMakerExtendable { extend(AttributeList(.bottom)) }

  /// Adds the right edge to this constraint.
  public var right: ConstraintMakerExtendable { extend(AttributeList(.right)) }

  /// Adds the leading edge to this constraint.
  public var leading: ConstraintMakerExtendable { extend(AttributeList(.leading)) }

  /// Adds the trailing edge to this constraint.
  public var trailing: ConstraintMakerExtendable { extend(AttributeList(.trailing)) }

  /// Adds the width to this constraint.
  public var width: ConstraintMakerExtendable { extend(AttributeList(.width)) }

  /// Adds the height to this constraint.
  public var height: ConstraintMakerExtendable { extend(AttributeList(.height)) }

  /// Adds the horizontal centre to this constraint.
  public var centerX: ConstraintMakerExtendable { extend(AttributeList(.centerX)) }

  /// Adds the vertical centre to this constraint.
  public var centerY: ConstraintMakerExtendable { extend(AttributeList(.centerY)) }

  /// Adds the first baseline to this constraint.
  public var firstBaseline: ConstraintMakerExtendable { extend(AttributeList(.firstBaseline)) }

  /// Adds the last baseline to this constraint.
  public var lastBaseline: ConstraintMakerExtendable { extend(AttributeList(.lastBaseline)) }

  /// Adds the left margin to this constraint.
  public var leftMargin: ConstraintMakerExtendable { extend(AttributeList(.leftMargin)) }

  /// Adds the right margin to this constraint.
  public var rightMargin: ConstraintMakerExtendable { extend(AttributeList(.rightMargin)) }

  /// Adds the top margin to this constraint.
  public var topMargin: ConstraintMakerExtendable { extend(AttributeList(.topMargin)) }

  /// Adds the bottom margin to this constraint.
  public var bottomMargin: ConstraintMakerExtendable { extend(AttributeList(.bottomMargin)) }

  /// Adds the leading margin to this constraint.
  public var leadingMargin: ConstraintMakerExtendable { extend(AttributeList(.leadingMargin)) }

  /// Adds the trailing margin to this constraint.
  public var trailingMargin: ConstraintMakerExtendable { extend(AttributeList(.trailingMargin)) }

  /// Adds the horizontal centre of the margins to this constraint.
  public var centerXWithinMargins: ConstraintMakerExtendable {
    extend(AttributeList(.centerXWithinMargins))
  }

  /// Adds the vertical centre of the margins to this constraint.
  public var centerYWithinMargins: ConstraintMakerExtendable {
    extend(AttributeList(.centerYWithinMargins))
  }

  /// Adds the last baseline (SnapKit's deprecated `baseline`) to this constraint.
  public var baseline: ConstraintMakerExtendable { extend(AttributeList(.lastBaseline)) }

  /// Adds top, left, bottom and right to this constraint.
  public var edges: ConstraintMakerExtendable {
    extend(AttributeList(.top, .left, .bottom, .right))
  }

  /// Adds left and right to this constraint.
  public var horizontalEdges: ConstraintMakerExtendable { extend(AttributeList(.left, .right)) }

  /// Adds top and bottom to this constraint.
  public var verticalEdges: ConstraintMakerExtendable { extend(AttributeList(.top, .bottom)) }

  /// Adds top, leading, bottom and trailing to this constraint.
  public var directionalEdges: ConstraintMakerExtendable {
    extend(AttributeList(.top, .leading, .bottom, .trailing))
  }

  /// Adds leading and trailing to this constraint.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    extend(AttributeList(.leading, .trailing))
  }

  /// Adds top and bottom (the directional spelling) to this constraint.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    extend(AttributeList(.top, .bottom))
  }

  /// Adds width and height to this constraint.
  public var size: ConstraintMakerExtendable { extend(AttributeList(.width, .height)) }

  /// Adds centerX and centerY to this constraint.
  public var center: ConstraintMakerExtendable { extend(AttributeList(.centerX, .centerY)) }

  /// Adds the four margins to this constraint.
  public var margins: ConstraintMakerExtendable {
    extend(AttributeList(.topMargin, .leftMargin, .bottomMargin, .rightMargin))
  }

  /// Adds the four directional margins to this constraint.
  public var directionalMargins: ConstraintMakerExtendable {
    extend(AttributeList(.topMargin, .leadingMargin, .bottomMargin, .trailingMargin))
  }

  /// Adds both centres within the margins to this constraint.
  public var centerWithinMargins: ConstraintMakerExtendable {
    extend(AttributeList(.centerXWithinMargins, .centerYWithinMargins))
  }
}
