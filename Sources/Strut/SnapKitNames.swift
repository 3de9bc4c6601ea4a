import Foundation

// SnapKit's type names, so that code written against SnapKit compiles unchanged.

/// SnapKit's name for the view type (`UIView` there).
public typealias ConstraintView = LayoutView
/// SnapKit's name for the layout guide type (`UILayoutGuide` there).
public typealias ConstraintLayoutGuide = LayoutGuide
/// SnapKit's type after `priority(_:)`; Strut's modifiers chain in any order, so it is the
/// one editor type.
public typealias ConstraintMakerFinalizable = ConstraintMakerEditable
/// SnapKit's type after `offset`/`inset`; the one editor type in Strut.
public typealias ConstraintMakerPrioritizable = ConstraintMakerEditable
/// SnapKit's misspelled (and deprecated) name for ``ConstraintMakerPrioritizable``.
@available(*, deprecated, renamed: "ConstraintMakerPrioritizable")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable

/// SnapKit's global configuration. Strut has no global state: the layout direction is each
/// view's ``LayoutView/layoutDirection`` (inherited from the superview), so the one setting
/// SnapKit has here is ignored.
public enum ConstraintConfig {
  /// Always `.leftToRight`; setting it has no effect (set `layoutDirection` on a view).
  @available(
    *, deprecated,
    message: "Strut ignores it: set layoutDirection on the root view (views inherit it)"
  )
  public static var interfaceLayoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}  // Ignored: see the deprecation message.
  }
}

extension Constraint {
  /// SnapKit's old name for ``activate()``.
  @available(*, deprecated, renamed: "activate()")
  public func install() { activate() }

  /// SnapKit's old name for ``deactivate()``.
  @available(*, deprecated, renamed: "deactivate()")
  public func uninstall() { deactivate() }

  /// SnapKit's old name for ``update(offset:)``.
  @available(*, deprecated, renamed: "update(offset:)")
  public func updateOffset(amount: any ConstraintOffsetTarget) { update(offset: amount) }

  /// SnapKit's old name for ``update(inset:)``.
  @available(*, deprecated, renamed: "update(inset:)")
  public func updateInsets(amount: any ConstraintInsetTarget) { update(inset: amount) }

  /// SnapKit's old name for `update(priority:)`.
  @available(*, deprecated, renamed: "update(priority:)")
  public func updatePriority(amount: any ConstraintPriorityTarget) { update(priority: amount) }
}

extension ConstraintDSL {
  /// Names the view or guide in descriptions and diagnostics (SnapKit's `setLabel`; the same
  /// as setting ``LayoutItem/debugName``).
  public func setLabel(_ value: String?) { target.debugName = value }

  /// The name set with ``setLabel(_:)`` (`nil` if none).
  public func label() -> String? { target.debugName }
}
