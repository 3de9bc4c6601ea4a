// The few UIKit pieces SnapKit's tests use that Strut does not have (no view controllers,
// `NSLayoutConstraint.Attribute`'s integer raw values), built on Strut's public API only.

import Foundation
import Strut

/// UIKit's view controller, for its `topLayoutGuide` and `bottomLayoutGuide` (iOS 7–10's
/// `UILayoutSupport`): the top and bottom of the view's safe area.
final class UIViewController {
  /// The root view (set by the test, as UIKit lets one set it).
  var view: LayoutView!

  /// The guide whose bottom is the top of the safe area.
  var topLayoutGuide: LayoutSupport {
    LayoutSupport(
      snp: LayoutSupportDSL(
        top: view.snp.top, bottom: view.safeAreaLayoutGuide.snp.top))
  }

  /// The guide whose top is the bottom of the safe area.
  var bottomLayoutGuide: LayoutSupport {
    LayoutSupport(
      snp: LayoutSupportDSL(
        top: view.safeAreaLayoutGuide.snp.bottom, bottom: view.snp.bottom))
  }
}

/// UIKit's `UILayoutSupport`, with SnapKit's `snp` namespace for it.
struct LayoutSupport {
  /// SnapKit's `ConstraintLayoutSupportDSL`.
  let snp: LayoutSupportDSL
}

/// The attributes SnapKit's `ConstraintLayoutSupportDSL` offers, as Strut attribute items
/// (its `height` has no single-attribute equivalent in Strut and is left out).
struct LayoutSupportDSL {
  /// The top of the guide.
  let top: ConstraintItem
  /// The bottom of the guide.
  let bottom: ConstraintItem
}

extension LayoutAttribute {
  /// UIKit's `NSLayoutConstraint.Attribute.rawValue` for this attribute (SnapKit's tests sort
  /// constraints by it).
  var uikitRawValue: Int {
    switch self {
    case .left: 1
    case .right: 2
    case .top: 3
    case .bottom: 4
    case .leading: 5
    case .trailing: 6
    case .width: 7
    case .height: 8
    case .centerX: 9
    case .centerY: 10
    case .lastBaseline: 11
    case .firstBaseline: 12
    case .leftMargin: 13
    case .rightMargin: 14
    case .topMargin: 15
    case .bottomMargin: 16
    case .leadingMargin: 17
    case .trailingMargin: 18
    case .centerXWithinMargins: 19
    case .centerYWithinMargins: 20
    }
  }
}
