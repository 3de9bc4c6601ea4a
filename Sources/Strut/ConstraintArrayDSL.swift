import Foundation

/// Constraints on several views at once (Masonry's `NSArray` category, PureLayout's
/// distribution): `[a, b, c].snp.makeConstraints { … }`,
/// `[a, b, c].snp.distributeViewsAlong(axis: .horizontal, fixedSpacing: 10)`.
public struct ConstraintArrayDSL {
  /// The views, in order.
  public let views: [LayoutView]

  /// The namespace for `views`.
  public init(views: [LayoutView]) { self.views = views }

  /// Runs the same `makeConstraints` closure on every view.
  public func makeConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) {
    for view in views { view.snp.makeConstraints(file, line, closure) }
  }

  /// Runs the same `remakeConstraints` closure on every view.
  public func remakeConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) {
    for view in views { view.snp.remakeConstraints(file, line, closure) }
  }

  /// Runs the same `updateConstraints` closure on every view.
  public func updateConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) {
    for view in views { view.snp.updateConstraints(file, line, closure) }
  }

  /// Removes the constraints made through each view's `snp`.
  public func removeConstraints() {
    for view in views { view.snp.removeConstraints() }
  }

  /// Lays the views out one after another along `axis` inside their nearest common
  /// superview, with `fixedSpacing` between neighbours, `leadSpacing` before the first and
  /// `tailSpacing` after the last; the views share one length, which absorbs the rest
  /// (Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`).
  /// The cross axis is left to you. Returns the constraints made.
  @discardableResult
  public func distributeViewsAlong(
    axis: LayoutAxis, fixedSpacing: CGFloat, leadSpacing: CGFloat = 0,
    tailSpacing: CGFloat = 0, _ file: String = #fileID, _ line: UInt = #line
  ) -> [Constraint] {
    guard let container = commonSuperview(file, line) else { return [] }
    let (lead, tail, length) = Self.attributes(for: axis)
    var made: [Constraint] = []
    for (index, view) in views.enumerated() {
      let previous = index > 0 ? views[index - 1] : nil
      let handles = view.snp.prepareConstraints(file, line) { make in
        if let previous {
          make.attribute(lead).equalTo(previous.snp.item(tail), file, line).offset(fixedSpacing)
          make.attribute(length).equalTo(previous.snp.item(length), file, line)
        } else {
          make.attribute(lead).equalTo(container.snp.item(lead), file, line).offset(leadSpacing)
        }
        if index == views.count - 1 {
          make.attribute(tail).equalTo(container.snp.item(tail), file, line).offset(-tailSpacing)
        }
      }
      for handle in handles { handle.activate() }
      made.append(contentsOf: handles)
    }
    return made
  }

  /// Gives every view the length `fixedItemLength` along `axis` and spreads them evenly
  /// between `leadSpacing` from the start and `tailSpacing` from the end of their nearest
  /// common superview; the gaps absorb the rest (Masonry's
  /// `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`). A single
  /// view sits at `leadSpacing`. Returns the constraints made.
  @discardableResult
  public func distributeViewsAlong(
    axis: LayoutAxis, fixedItemLength: CGFloat, leadSpacing: CGFloat = 0,
    tailSpacing: CGFloat = 0, _ file: String = #fileID, _ line: UInt = #line
  ) -> [Constraint] {
    guard let container = commonSuperview(file, line) else { return [] }
    let (lead, tail, length) = Self.attributes(for: axis)
    let center: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
    let count = views.count
    let itemLength = Double(fixedItemLength)
    var made: [Constraint] = []
    for (index, view) in views.enumerated() {
      let handles = view.snp.prepareConstraints(file, line) { make in
        make.attribute(length).equalTo(fixedItemLength, file, line)
        if count == 1 {
          make.attribute(lead).equalTo(container.snp.item(lead), file, line).offset(leadSpacing)
        } else {
          // centre_i = k·L + lead + length/2 − k·(lead + tail + length), k = i/(n−1), L being
          // the container's length: the container's tail edge in its own coordinates.
          let share = Double(index) / Double(count - 1)
          let constant =
            Double(leadSpacing) + itemLength / 2
            - share * (Double(leadSpacing) + Double(tailSpacing) + itemLength)
          make.attribute(center).equalTo(container.snp.item(tail), file, line)
            .multipliedBy(share).offset(constant)
        }
      }
      for handle in handles { handle.activate() }
      made.append(contentsOf: handles)
    }
    return made
  }

  /// The leading edge, trailing edge and length attributes of an axis.
  private static func attributes(
    for axis: LayoutAxis
  ) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
    axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
  }

  /// The nearest view that contains every view, or `nil` (with a diagnostic) if there is none.
  private func commonSuperview(_ file: String, _ line: UInt) -> LayoutView? {
    guard let first = views.first else { return nil }
    var candidate = first.superview
    while let current = candidate,
      !views.allSatisfy({ $0 !== current && current.isAncestor(of: $0) })
    {
      candidate = current.superview
    }
    if candidate == nil {
      let engine = first.layoutEngine
      engine.record(
        LayoutDiagnostic(
          kind: views.count == 1 || first.superview == nil ? .noSuperview : .noCommonAncestor,
          message: "the views to distribute have no common superview",
          constraint: nil, items: views.map(\.displayName), file: file, line: line))
    }
    return candidate
  }
}

extension Array where Element: LayoutView {
  /// The DSL for several views at once: batch make/update/remake/remove and distribution.
  public var snp: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}

extension ConstraintMaker {
  /// Starts a constraint on one attribute chosen at run time.
  public func attribute(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
    start(AttributeList(attribute))
  }
}

extension ConstraintDSL {
  /// The item for attributes chosen at run time.
  public func item(_ attributes: LayoutAttribute...) -> ConstraintItem {
    ConstraintItem(target: target, attributes: attributes)
  }
}
