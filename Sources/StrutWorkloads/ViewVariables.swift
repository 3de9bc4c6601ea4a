/// The four variables of one generated view, as indices into a ``SystemBuilder``'s variables.
///
/// Every view has `x` (left), `y` (top), `w` (width) and `h` (height), named `v<n>.x`,
/// `v<n>.y`, `v<n>.w`, `v<n>.h`; `right = x + w` and `bottom = y + h` are derived forms.
public struct ViewVariables: Hashable, Sendable {
  /// The view's number `n` (0 is the root of every built-in workload).
  public let view: Int
  /// Index of `v<n>.x`.
  public let x: Int
  /// Index of `v<n>.y`.
  public let y: Int
  /// Index of `v<n>.w`.
  public let w: Int
  /// Index of `v<n>.h`.
  public let h: Int

  /// The variables of view `view`, whose first variable (`x`) has index `first`; the others
  /// follow it in the order `y`, `w`, `h`.
  public init(view: Int, first: Int) {
    self.view = view
    self.x = first
    self.y = first + 1
    self.w = first + 2
    self.h = first + 3
  }

  /// `x`.
  public var left: LinearForm { LinearForm(variable: x) }
  /// `y`.
  public var top: LinearForm { LinearForm(variable: y) }
  /// `w`.
  public var width: LinearForm { LinearForm(variable: w) }
  /// `h`.
  public var height: LinearForm { LinearForm(variable: h) }
  /// `x + w`.
  public var right: LinearForm { left + width }
  /// `y + h`.
  public var bottom: LinearForm { top + height }
}
