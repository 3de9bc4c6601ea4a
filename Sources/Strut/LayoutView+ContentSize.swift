import Foundation

extension LayoutView {
  /// The value of an intrinsic dimension that the view does not have (UIKit's
  /// `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Stores the intrinsic content size and invalidates it.
  public func setIntrinsicContentSize(_ size: CGSize) {
    storedIntrinsicContentSize = size
    invalidateIntrinsicContentSize()
  }

  /// Tells the engine that ``intrinsicContentSize`` changed; the next layout uses the new value.
  public func invalidateIntrinsicContentSize() {
    existingEngine?.refreshSystemConstraints(for: self)
  }

  /// How strongly the view resists growing beyond its intrinsic size along `axis`
  /// (default `.low`, 250).
  public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets the content hugging priority along `axis`.
  public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`
  /// (default `.high`, 750).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets the compression resistance priority along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: Priority, for axis: LayoutAxis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }
}
