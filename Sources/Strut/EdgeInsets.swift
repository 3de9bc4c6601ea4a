import Foundation

/// Insets for the four edges of a rectangle (UIKit's `UIEdgeInsets`, which does not exist on
/// Linux). Positive values shrink the rectangle.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Inset of the top edge.
  public var top: CGFloat
  /// Inset of the left edge.
  public var left: CGFloat
  /// Inset of the bottom edge.
  public var bottom: CGFloat
  /// Inset of the right edge.
  public var right: CGFloat

  /// Insets with the given values.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// Whether every value is finite.
  var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// `{top, left, bottom, right}` as UIKit prints it.
  public var description: String {
    "{\(formatted(top)), \(formatted(left)), \(formatted(bottom)), \(formatted(right))}"
  }
}

/// Insets expressed with leading and trailing instead of left and right (UIKit's
/// `NSDirectionalEdgeInsets`); the layout direction decides which side is leading.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Inset of the top edge.
  public var top: CGFloat
  /// Inset of the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// Inset of the bottom edge.
  public var bottom: CGFloat
  /// Inset of the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Insets with the given values.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: CGFloat) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets()

  /// The absolute insets these become in the given layout direction.
  public func resolved(in direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// `{top, leading, bottom, trailing}`.
  public var description: String {
    "{\(formatted(top)), \(formatted(leading)), \(formatted(bottom)), \(formatted(trailing))}"
  }
}

extension EdgeInsets {
  /// The directional insets equal to these in the given layout direction.
  public func directional(in direction: LayoutDirection) -> DirectionalEdgeInsets {
    direction == .rightToLeft
      ? DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
      : DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}

/// SnapKit's name for edge insets.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's name for directional edge insets.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// UIKit's name, so that ported code such as `UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`
/// compiles unchanged.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for directional insets.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// A number without a trailing `.0` when it is integral.
func formatted(_ value: CGFloat) -> String { formatted(Double(value)) }

/// A number without a trailing `.0` when it is integral, else with up to 4 decimals.
func formatted(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  if value.isFinite {
    let scaled = (value * 10_000).rounded() / 10_000
    return String(scaled)
  }
  return String(value)
}
