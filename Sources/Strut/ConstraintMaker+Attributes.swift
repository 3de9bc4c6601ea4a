// The attributes that start a constraint: `make.top`, `make.edges`, …

extension ConstraintMaker {
  /// Starts a constraint on the left edge.
  @inlinable public var left: ConstraintMakerExtendable { start(AttributeList(.left)) }

  /// Starts a constraint on the top edge.
  @inlinable public var top: ConstraintMakerExtendable { start(AttributeList(.top)) }

  /// Starts a constraint on the bottom edge.
  @inlinable public var bottom: ConstraintMakerExtendable { start(AttributeList(.bottom)) }

  /// Starts a constraint on the right edge.
  @inlinable public var right: ConstraintMakerExtendable { start(AttributeList(.right)) }

  /// Starts a constraint on the leading edge.
  @inlinable public var leading: ConstraintMakerExtendable { start(AttributeList(.leading)) }

  /// Starts a constraint on the trailing edge.
  @inlinable public var trailing: ConstraintMakerExtendable { start(AttributeList(.trailing)) }

  /// Starts a constraint on the width.
  @inlinable public var width: ConstraintMakerExtendable { start(AttributeList(.width)) }

  /// Starts a constraint on the height.
  @inlinable public var height: ConstraintMakerExtendable { start(AttributeList(.height)) }

  /// Starts a constraint on the horizontal centre.
  @inlinable public var centerX: ConstraintMakerExtendable { start(AttributeList(.centerX)) }

  /// Starts a constraint on the vertical centre.
  @inlinable public var centerY: ConstraintMakerExtendable { start(AttributeList(.centerY)) }

  /// Starts a constraint on the first baseline.
  @inlinable public var firstBaseline: ConstraintMakerExtendable {
    start(AttributeList(.firstBaseline))
  }

  /// Starts a constraint on the last baseline.
  @inlinable public var lastBaseline: ConstraintMakerExtendable {
    start(AttributeList(.lastBaseline))
  }

  /// Starts a constraint on the left margin.
  @inlinable public var leftMargin: ConstraintMakerExtendable { start(AttributeList(.leftMargin)) }

  /// Starts a constraint on the right margin.
  @inlinable public var rightMargin: ConstraintMakerExtendable {
    start(AttributeList(.rightMargin))
  }

  /// Starts a constraint on the top margin.
  @inlinable public var topMargin: ConstraintMakerExtendable { start(AttributeList(.topMargin)) }

  /// Starts a constraint on the bottom margin.
  @inlinable public var bottomMargin: ConstraintMakerExtendable {
    start(AttributeList(.bottomMargin))
  }

  /// Starts a constraint on the leading margin.
  @inlinable public var leadingMargin: ConstraintMakerExtendable {
    start(AttributeList(.leadingMargin))
  }

  /// Starts a constraint on the trailing margin.
  @inlinable public var trailingMargin: ConstraintMakerExtendable {
    start(AttributeList(.trailingMargin))
  }

  /// Starts a constraint on the horizontal centre of the margins.
  @inlinable public var centerXWithinMargins: ConstraintMakerExtendable {
    start(AttributeList(.centerXWithinMargins))
  }

  /// Starts a constraint on the vertical centre of the margins.
  @inlinable public var centerYWithinMargins: ConstraintMakerExtendable {
    start(AttributeList(.centerYWithinMargins))
  }

  /// Starts a constraint on the last baseline (SnapKit's deprecated `baseline`).
  @inlinable public var baseline: ConstraintMakerExtendable { start(AttributeList(.lastBaseline)) }

  /// Starts a constraint on top, left, bottom and right.
  @inlinable public var edges: ConstraintMakerExtendable {
    start(AttributeList(.top, .left, .bottom, .right))
  }

  /// Starts a constraint on left and right.
  @inlinable public var horizontalEdges: ConstraintMakerExtendable {
    start(AttributeList(.left, .right))
  }

  /// Starts a constraint on top and bottom.
  @inlinable public var verticalEdges: ConstraintMakerExtendable {
    start(AttributeList(.top, .bottom))
  }

  /// Starts a constraint on top, leading, bottom and trailing.
  @inlinable public var directionalEdges: ConstraintMakerExtendable {
    start(AttributeList(.top, .leading, .bottom, .trailing))
  }

  /// Starts a constraint on leading and trailing.
  @inlinable public var directionalHorizontalEdges: ConstraintMakerExtendable {
    start(AttributeList(.leading, .trailing))
  }

  /// Starts a constraint on top and bottom (the directional spelling).
  @inlinable public var directionalVerticalEdges: ConstraintMakerExtendable {
    start(AttributeList(.top, .bottom))
  }

  /// Starts a constraint on width and height.
  @inlinable public var size: ConstraintMakerExtendable { start(AttributeList(.width, .height)) }

  /// Starts a constraint on centerX and centerY.
  @inlinable public var center: ConstraintMakerExtendable {
    start(AttributeList(.centerX, .centerY))
  }

  /// Starts a constraint on the four margins.
  @inlinable public var margins: ConstraintMakerExtendable {
    start(AttributeList(.topMargin, .leftMargin, .bottomMargin, .rightMargin))
  }

  /// Starts a constraint on the four directional margins.
  @inlinable public var directionalMargins: ConstraintMakerExtendable {
    start(AttributeList(.topMargin, .leadingMargin, .bottomMargin, .trailingMargin))
  }

  /// Starts a constraint on both centres within the margins.
  @inlinable public var centerWithinMargins: ConstraintMakerExtendable {
    start(AttributeList(.centerXWithinMargins, .centerYWithinMargins))
  }
}
