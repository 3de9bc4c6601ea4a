// The attribute items of `view.snp` / `guide.snp`: `other.snp.bottom`, `other.snp.edges`, …

extension ConstraintDSL {
  /// An item for the left edge.
  @inlinable public var left: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.left)
  }

  /// An item for the top edge.
  @inlinable public var top: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.top)
  }

  /// An item for the bottom edge.
  @inlinable public var bottom: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.bottom)
  }

  /// An item for the right edge.
  @inlinable public var right: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.right)
  }

  /// An item for the leading edge.
  @inlinable public var leading: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.leading)
  }

  /// An item for the trailing edge.
  @inlinable public var trailing: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.trailing)
  }

  /// An item for the width.
  @inlinable public var width: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.width)
  }

  /// An item for the height.
  @inlinable public var height: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.height)
  }

  /// An item for the horizontal centre.
  @inlinable public var centerX: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.centerX)
  }

  /// An item for the vertical centre.
  @inlinable public var centerY: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.centerY)
  }

  /// An item for the first baseline.
  @inlinable public var firstBaseline: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.firstBaseline)
  }

  /// An item for the last baseline.
  @inlinable public var lastBaseline: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.lastBaseline)
  }

  /// An item for the left margin.
  @inlinable public var leftMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.leftMargin)
  }

  /// An item for the right margin.
  @inlinable public var rightMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.rightMargin)
  }

  /// An item for the top margin.
  @inlinable public var topMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.topMargin)
  }

  /// An item for the bottom margin.
  @inlinable public var bottomMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.bottomMargin)
  }

  /// An item for the leading margin.
  @inlinable public var leadingMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.leadingMargin)
  }

  /// An item for the trailing margin.
  @inlinable public var trailingMargin: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.trailingMargin)
  }

  /// An item for the horizontal centre of the margins.
  @inlinable public var centerXWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.centerXWithinMargins)
  }

  /// An item for the vertical centre of the margins.
  @inlinable public var centerYWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.centerYWithinMargins)
  }

  /// An item for the last baseline (SnapKit's deprecated `baseline`).
  @inlinable public var baseline: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.baseline)
  }

  /// An item for top, left, bottom and right.
  @inlinable public var edges: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.edges)
  }

  /// An item for left and right.
  @inlinable public var horizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.horizontalEdges)
  }

  /// An item for top and bottom.
  @inlinable public var verticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.verticalEdges)
  }

  /// An item for top, leading, bottom and trailing.
  @inlinable public var directionalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.directionalEdges)
  }

  /// An item for leading and trailing.
  @inlinable public var directionalHorizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.directionalHorizontalEdges)
  }

  /// An item for top and bottom (the directional spelling).
  @inlinable public var directionalVerticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.directionalVerticalEdges)
  }

  /// An item for width and height.
  @inlinable public var size: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.size)
  }

  /// An item for centerX and centerY.
  @inlinable public var center: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.center)
  }

  /// An item for the four margins.
  @inlinable public var margins: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.margins)
  }

  /// An item for the four directional margins.
  @inlinable public var directionalMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.directionalMargins)
  }

  /// An item for both centres within the margins.
  @inlinable public var centerWithinMargins: ConstraintItem {
    ConstraintItem(target: target, attributes: AttributeLists.centerWithinMargins)
  }
}
