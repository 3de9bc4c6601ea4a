import Synchronization

/// Counts the live views whose own ``LayoutView/layoutDirection`` is `.rightToLeft`, process
/// wide. While there are none (the usual case), every effective direction is left-to-right and
/// nothing needs to climb a tree to find out.
enum RightToLeftViews {
  private static let count = Atomic<Int>(0)

  /// Whether no live view asks for right-to-left.
  @inline(__always)
  static var noneExist: Bool { count.load(ordering: .relaxed) == 0 }

  /// Notes that a view's own direction changed from `old` to `new` (`.inherit` when it goes
  /// away).
  static func note(from old: LayoutDirection, to new: LayoutDirection) {
    if old == .rightToLeft { count.subtract(1, ordering: .relaxed) }
    if new == .rightToLeft { count.add(1, ordering: .relaxed) }
  }
}
