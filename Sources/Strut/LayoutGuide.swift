import Foundation

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`):
/// spacers, alignment regions, the margins and safe area of a view.
///
/// ```swift
/// let gap = LayoutGuide()
/// root.addLayoutGuide(gap)
/// gap.snp.makeConstraints { make in make.width.equalTo(20) }
/// ```
///
/// A guide's ``layoutFrame`` is in its owning view's coordinates, and for the nearest common
/// ancestor rule a guide counts as a child of its owning view.
public final class LayoutGuide: LayoutItem {
  /// What a system guide tracks.
  enum Role { case user, margins, safeArea }

  let role: Role

  /// The view the guide was added to.
  public internal(set) var owningView: LayoutView? {
    get { container }
    set { setContainer(newValue) }
  }

  var storedLayoutFrame = CGRect.zero

  /// The guide's rectangle in the owning view's coordinates, as of the last layout.
  public var layoutFrame: CGRect {
    refreshFrameIfStale()
    return storedLayoutFrame
  }

  /// A name for descriptions (UIKit's `identifier`); the same as ``LayoutItem/debugName``.
  public var identifier: String {
    get { displayName }
    set { debugName = newValue }
  }

  /// A new guide; add it to a view with ``LayoutView/addLayoutGuide(_:)``.
  public init() {
    role = .user
    super.init(letter: UInt8(ascii: "g"), isView: false)
  }

  init(role: Role, owner: LayoutView) {
    self.role = role
    super.init(letter: UInt8(ascii: "g"), isView: false)
    owningView = owner
    debugName =
      "\(owner.displayName).\(role == .margins ? "layoutMarginsGuide" : "safeAreaLayoutGuide")"
  }

  override var defaultName: String { "LayoutGuide#\(serial)" }

  override func applySolvedFrame(_ frame: CGRect) { storedLayoutFrame = frame }

  /// The insets from the owning view's bounds that a system guide keeps.
  var systemInsets: EdgeInsets? {
    switch role {
    case .user: nil
    case .margins: owningView?.layoutMargins
    case .safeArea: owningView?.safeAreaInsets
    }
  }
}

extension LayoutView {
  /// Adds a layout guide to this view (it leaves any view it was added to before).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if guide.owningView === self { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Removes a layout guide and deactivates the constraints that mention it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    for handle in guide.activeConstraints { handle.deactivate() }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// A guide for the rectangle inside ``layoutMargins``; it follows margin changes.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuide { return guide }
    let guide = LayoutGuide(role: .margins, owner: self)
    layoutGuides.append(guide)
    marginsGuide = guide
    return guide
  }

  /// A guide for the rectangle inside ``safeAreaInsets``; it follows inset changes.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = safeAreaGuide { return guide }
    let guide = LayoutGuide(role: .safeArea, owner: self)
    layoutGuides.append(guide)
    safeAreaGuide = guide
    return guide
  }
}
