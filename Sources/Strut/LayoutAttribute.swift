import Foundation

/// One measurable quantity of a view or layout guide: an edge, a centre, a size or a baseline.
///
/// Composite attributes (`edges`, `size`, `center`, …) are lists of these; see ``ConstraintItem``.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in left-to-right layouts).
  case leading
  /// The trailing edge (right in left-to-right layouts).
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text (the bottom edge unless the view sets an offset).
  case firstBaseline
  /// The baseline of the last line of text (the bottom edge unless the view sets an offset).
  case lastBaseline
  /// The left edge inset by the left layout margin.
  case leftMargin
  /// The right edge inset by the right layout margin.
  case rightMargin
  /// The top edge inset by the top layout margin.
  case topMargin
  /// The bottom edge inset by the bottom layout margin.
  case bottomMargin
  /// The leading edge inset by the leading layout margin.
  case leadingMargin
  /// The trailing edge inset by the trailing layout margin.
  case trailingMargin
  /// The horizontal centre of the margins rectangle.
  case centerXWithinMargins
  /// The vertical centre of the margins rectangle.
  case centerYWithinMargins

  /// The name as written in the DSL (`top`, `leadingMargin`, …).
  public var description: String { rawValue }

  /// Whether this is a size (width or height) rather than a position.
  public var isSize: Bool { self == .width || self == .height }

  /// The axis the attribute measures along.
  public var axis: LayoutAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    }
  }

  /// Whether the attribute is measured inside the layout margins.
  public var isMargin: Bool { base != self }

  /// The attribute without margins (`leftMargin` → `left`).
  public var base: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }

  /// How the attribute names a horizontal side: absolute (left/right), directional
  /// (leading/trailing) or neither. Auto Layout refuses to relate absolute and directional
  /// attributes, and so does Strut.
  enum Handedness { case absolute, directional, neutral }

  /// Absolute, directional or neutral.
  var handedness: Handedness {
    switch base {
    case .left, .right: .absolute
    case .leading, .trailing: .directional
    default: .neutral
    }
  }

  /// The attribute with leading/trailing turned into left/right for a direction.
  func resolved(_ direction: LayoutDirection) -> LayoutAttribute {
    let rtl = direction == .rightToLeft
    switch self {
    case .leading: return rtl ? .right : .left
    case .trailing: return rtl ? .left : .right
    case .leadingMargin: return rtl ? .rightMargin : .leftMargin
    case .trailingMargin: return rtl ? .leftMargin : .rightMargin
    default: return self
    }
  }

  /// The superview attribute a constant position target is measured from: the same attribute
  /// (`right.equalTo(-20)` is 20 in from the superview's right edge), except that `centerX`
  /// and `centerY` are measured from the superview's left and top, as SnapKit does on iOS.
  var constantTargetAttribute: LayoutAttribute {
    switch self {
    case .centerX: .left
    case .centerY: .top
    default: self
    }
  }

  /// Leading/trailing resolved for `direction`; other attributes as they are.
  func resolvedIfDirectional(_ direction: LayoutDirection) -> LayoutAttribute {
    handedness == .directional ? resolved(direction) : self
  }

  /// SnapKit's sign rule for `inset`: the constant that moves this attribute inwards by the
  /// given insets (left/top +, right/bottom −, width −(left+right), centre (left−right)/2).
  func insetConstant(_ insets: EdgeInsets, _ direction: LayoutDirection) -> Double {
    switch resolved(direction).base {
    case .left: Double(insets.left)
    case .top, .firstBaseline: Double(insets.top)
    case .right: -Double(insets.right)
    case .bottom, .lastBaseline: -Double(insets.bottom)
    case .centerX: Double(insets.left - insets.right) / 2
    case .centerY: Double(insets.top - insets.bottom) / 2
    case .width: -Double(insets.left + insets.right)
    case .height: -Double(insets.top + insets.bottom)
    default: 0
    }
  }
}

extension [LayoutAttribute] {
  /// `top.left` style names joined with dots.
  var dotted: String { map(\.rawValue).joined(separator: ".") }
}
