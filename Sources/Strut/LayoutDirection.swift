/// The horizontal direction of a layout: decides which side `leading` and `trailing` are.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Use the superview's direction (left-to-right at a root). The default.
  case inherit
  /// Leading is left, trailing is right.
  case leftToRight
  /// Leading is right, trailing is left.
  case rightToLeft
}

/// An axis of a layout, for content priorities and distribution.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
  /// Left to right (widths).
  case horizontal
  /// Top to bottom (heights).
  case vertical
}

/// SnapKit's name for the axis of a distribution or content priority.
public typealias ConstraintAxis = LayoutAxis
/// SnapKit's name for a priority.
public typealias ConstraintPriority = Priority
