import Foundation

/// Accumulates the terms of one attribute expression in the root's coordinates.
///
/// The terms array becomes the solver constraint's expression and lives as long as the
/// constraint is installed: it starts with room for 4 terms, which every attribute pair
/// without a multiplier needs at most (`bottom == superview.bottom` is four), and grows only
/// for the rare longer ones.
struct LinearBuilder {
  var terms: [Term] = []
  var constant: Double = 0

  init() { terms.reserveCapacity(4) }

  /// Adds `coefficient · item.attribute` (in the root's coordinates).
  mutating func add(_ item: LayoutItem, _ attribute: LayoutAttribute, _ coefficient: Double) {
    let resolved =
      attribute.handedness == .directional ? attribute.resolved(item.resolvedDirection) : attribute
    // Each variable is read only where used (a `Variable` carries its name: copies cost).
    switch resolved {
    case .left:
      terms.append(Term(item.xVariable, coefficient))
    case .right:
      terms.append(Term(item.xVariable, coefficient))
      terms.append(Term(item.widthVariable, coefficient))
    case .top:
      terms.append(Term(item.yVariable, coefficient))
    case .bottom:
      terms.append(Term(item.yVariable, coefficient))
      terms.append(Term(item.heightVariable, coefficient))
    case .width:
      terms.append(Term(item.widthVariable, coefficient))
    case .height:
      terms.append(Term(item.heightVariable, coefficient))
    case .centerX:
      terms.append(Term(item.xVariable, coefficient))
      terms.append(Term(item.widthVariable, coefficient / 2))
    case .centerY:
      terms.append(Term(item.yVariable, coefficient))
      terms.append(Term(item.heightVariable, coefficient / 2))
    case .firstBaseline:
      terms.append(Term(item.yVariable, coefficient))
      if let offset = item.baselineOffsets.first {
        constant += coefficient * Double(offset)
      } else {
        terms.append(Term(item.heightVariable, coefficient))
      }
    case .lastBaseline:
      terms.append(Term(item.yVariable, coefficient))
      terms.append(Term(item.heightVariable, coefficient))
      constant -= coefficient * Double(item.baselineOffsets.last)
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
      .centerYWithinMargins:
      add(item, resolved.base, coefficient)
      constant += coefficient * resolved.marginShift(item.marginInsets)
    case .leading, .trailing, .leadingMargin, .trailingMargin:
      // Resolved above; unreachable for a resolved attribute.
      break
    }
  }

  /// Adds `coefficient ·` the attribute's position measured in `space` (no space: in the
  /// root's coordinates, for terms whose origins cancel). Mirrored, the position is measured
  /// from the space's right edge leftwards (right-to-left leading/trailing). Sizes are
  /// added as they are.
  mutating func addPosition(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ coefficient: Double,
    in space: LayoutItem?, mirrored: Bool
  ) {
    guard !attribute.isSize else {
      add(item, attribute, coefficient)
      return
    }
    if mirrored, attribute.axis == .horizontal {
      add(item, attribute, -coefficient)
      if let space {
        terms.append(Term(space.widthVariable, coefficient))
        terms.append(Term(space.xVariable, coefficient))
      }
    } else {
      add(item, attribute, coefficient)
      if let space { addOrigin(of: space, attribute.axis, -coefficient) }
    }
  }

  /// Adds `coefficient ·` an attribute of `space` measured in its own coordinates (`left` is
  /// 0, `right` its width; mirrored, measured from its right edge leftwards). Plain edges add
  /// only their size term, in the order the short build path uses.
  mutating func addOwnPosition(
    of space: LayoutItem, _ attribute: LayoutAttribute, _ coefficient: Double, mirrored: Bool
  ) {
    if mirrored, attribute.axis == .horizontal {
      addPosition(space, attribute, coefficient, in: space, mirrored: true)
      return
    }
    switch attribute {
    case .left, .top: break
    case .right: terms.append(Term(space.widthVariable, coefficient))
    case .bottom: terms.append(Term(space.heightVariable, coefficient))
    default:
      add(space, attribute, coefficient)
      addOrigin(of: space, attribute.axis, -coefficient)
    }
  }

  /// Adds `coefficient ·` the origin of `space` along `axis`.
  mutating func addOrigin(of space: LayoutItem, _ axis: LayoutAxis, _ coefficient: Double) {
    guard coefficient != 0 else { return }
    terms.append(Term(axis == .horizontal ? space.xVariable : space.yVariable, coefficient))
  }
}

extension LayoutAttribute {
  /// How far a margin attribute lies from its base attribute (inwards is positive for
  /// left/top, negative for right/bottom).
  func marginShift(_ margins: EdgeInsets) -> Double {
    switch self {
    case .leftMargin: Double(margins.left)
    case .rightMargin: -Double(margins.right)
    case .topMargin: Double(margins.top)
    case .bottomMargin: -Double(margins.bottom)
    case .centerXWithinMargins: Double(margins.left - margins.right) / 2
    case .centerYWithinMargins: Double(margins.top - margins.bottom) / 2
    default: 0
    }
  }
}
