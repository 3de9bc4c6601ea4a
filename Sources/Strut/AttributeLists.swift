// Shared attribute lists, so that `make.top` or `other.snp.edges` does not allocate an array.

/// One shared array per attribute and composite.
@usableFromInline
enum AttributeLists {
  @usableFromInline static let left: [LayoutAttribute] = [.left]
  @usableFromInline static let top: [LayoutAttribute] = [.top]
  @usableFromInline static let bottom: [LayoutAttribute] = [.bottom]
  @usableFromInline static let right: [LayoutAttribute] = [.right]
  @usableFromInline static let leading: [LayoutAttribute] = [.leading]
  @usableFromInline static let trailing: [LayoutAttribute] = [.trailing]
  @usableFromInline static let width: [LayoutAttribute] = [.width]
  @usableFromInline static let height: [LayoutAttribute] = [.height]
  @usableFromInline static let centerX: [LayoutAttribute] = [.centerX]
  @usableFromInline static let centerY: [LayoutAttribute] = [.centerY]
  @usableFromInline static let firstBaseline: [LayoutAttribute] = [.firstBaseline]
  @usableFromInline static let lastBaseline: [LayoutAttribute] = [.lastBaseline]
  @usableFromInline static let leftMargin: [LayoutAttribute] = [.leftMargin]
  @usableFromInline static let rightMargin: [LayoutAttribute] = [.rightMargin]
  @usableFromInline static let topMargin: [LayoutAttribute] = [.topMargin]
  @usableFromInline static let bottomMargin: [LayoutAttribute] = [.bottomMargin]
  @usableFromInline static let leadingMargin: [LayoutAttribute] = [.leadingMargin]
  @usableFromInline static let trailingMargin: [LayoutAttribute] = [.trailingMargin]
  @usableFromInline static let centerXWithinMargins: [LayoutAttribute] = [.centerXWithinMargins]
  @usableFromInline static let centerYWithinMargins: [LayoutAttribute] = [.centerYWithinMargins]
  @usableFromInline static let baseline: [LayoutAttribute] = [.lastBaseline]
  @usableFromInline static let edges: [LayoutAttribute] = [.top, .left, .bottom, .right]
  @usableFromInline static let horizontalEdges: [LayoutAttribute] = [.left, .right]
  @usableFromInline static let verticalEdges: [LayoutAttribute] = [.top, .bottom]
  @usableFromInline static let directionalEdges: [LayoutAttribute] = [
    .top, .leading, .bottom, .trailing,
  ]
  @usableFromInline static let directionalHorizontalEdges: [LayoutAttribute] = [
    .leading, .trailing,
  ]
  @usableFromInline static let directionalVerticalEdges: [LayoutAttribute] = [.top, .bottom]
  @usableFromInline static let size: [LayoutAttribute] = [.width, .height]
  @usableFromInline static let center: [LayoutAttribute] = [.centerX, .centerY]
  @usableFromInline static let margins: [LayoutAttribute] = [
    .topMargin, .leftMargin, .bottomMargin, .rightMargin,
  ]
  @usableFromInline static let directionalMargins: [LayoutAttribute] = [
    .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
  ]
  @usableFromInline static let centerWithinMargins: [LayoutAttribute] = [
    .centerXWithinMargins, .centerYWithinMargins,
  ]
}
