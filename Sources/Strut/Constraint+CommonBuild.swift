import Foundation

extension Constraint {
  /// Builds the solver constraints of the common shapes straight into `constraints`: plain
  /// edges, centres and sizes (no leading/trailing, margins or baselines), a single number,
  /// size, point or item target (no list, no insets), an offset or plain insets, and for an
  /// item target a multiplier of 1 unless every attribute is a size. Each term array is made
  /// once at its exact size.
  ///
  /// Returns `false`, having appended nothing and left `mentions` empty, for any other shape
  /// and for any misuse: the general path (``makeConstraints(describing:into:mentions:descriptions:)``)
  /// then builds the handle or names the problem, so both paths give the same constraints,
  /// mentions and diagnostics.
  func makeCommonConstraints(
    from: LayoutItem, into constraints: inout [StrutCore.Constraint],
    mentions: inout MentionList
  ) -> Bool {
    if rarelySet?.describedProblem != nil { return false }
    let priority = self.priority
    let weight = self.weight
    let multiplier = self.multiplier
    guard priority.isValid, weight.isFinite, weight > 0, multiplier.isFinite else { return false }
    let offset: Double
    switch modifier {
    case .none: offset = 0
    case .offset(let value): offset = value
    case .inset, .directionalInset: return false
    }
    guard offset.isFinite else { return false }
    let attributes = attributeList
    guard !attributes.isEmpty else { return false }
    var allSizes = true
    for attribute in attributes {
      guard attribute.isPlain else { return false }
      if !attribute.isSize { allSizes = false }
    }
    let relation = self.relation
    let start = constraints.count
    switch target {
    case .item:
      // The target's reference and attributes are read in place (copying the item out of the
      // target would retain both); the target item is alive while its reference links it.
      guard multiplier == 1 || allSizes,
        let toLink = target.itemReferenceLink?._withUnsafeGuaranteedRef({ $0.link })
      else { return false }
      let candidates = target.itemAttributeSummary
      return toLink._withUnsafeGuaranteedRef { to in
        makeCommonItemConstraints(
          from: from, to: to, candidateCount: candidates.count,
          firstCandidate: candidates.first, attributes: attributes, relation: relation,
          priority: priority, weight: weight, multiplier: multiplier, offset: offset,
          into: &constraints, mentions: &mentions)
      }
    case .number, .size, .point:
      let target = self.target
      guard target.isFinite else { return false }
      for attribute in attributes {
        guard let value = try? constantValue(target, attribute), value.isFinite else {
          return undo(start, &constraints, &mentions)
        }
        let terms: [Term]
        let (a0, a1) = attribute.plainTerms(of: from, 1)
        if attribute.isSize {
          if constraints.count == start { mentions.insert(from.reference) }
          terms = [a0]
        } else {
          guard let space = from.container else { return undo(start, &constraints, &mentions) }
          if constraints.count == start { mentions.insert(from.reference) }
          mentions.insert(space.reference)
          let origin = Term(attribute.axis == .horizontal ? space.xVariable : space.yVariable, -1)
          // Measured from the superview's own attribute (see `constantTargetAttribute`): the
          // superview's right/bottom is its width/height; left, top and the centres (measured
          // from left and top) add nothing.
          switch (attribute, a1) {
          case (.right, let a1?): terms = [a0, a1, origin, Term(space.widthVariable, -multiplier)]
          case (.bottom, let a1?):
            terms = [a0, a1, origin, Term(space.heightVariable, -multiplier)]
          case (_, let a1?): terms = [a0, a1, origin]
          case (_, nil): terms = [a0, origin]
          }
        }
        constraints.append(
          StrutCore.Constraint(
            StrutCore.Expression(terms: terms, constant: 0 - (multiplier * value + offset)),
            relation, priority: priority, weight: weight))
      }
    case .insets, .directionalInsets, .list:
      return false
    }
    return true
  }

  /// The common path for an item target (`to`, with `candidateCount` attributes, the first
  /// being `firstCandidate`, to pair with `attributes`): one constraint per attribute, or
  /// `false` (nothing appended) when the attributes pair only the general way or the items are
  /// in different trees.
  @inline(__always)
  private func makeCommonItemConstraints(
    from: LayoutItem, to: LayoutItem, candidateCount: Int, firstCandidate: LayoutAttribute?,
    attributes: AttributeList, relation: Relation, priority: Priority, weight: Double,
    multiplier: Double, offset: Double, into constraints: inout [StrutCore.Constraint],
    mentions: inout MentionList
  ) -> Bool {
    let start = constraints.count
    for attribute in attributes {
      // "The same attribute" or a single one (the usual targets); anything else pairs the
      // general way.
      let toAttribute: LayoutAttribute
      if candidateCount == 0 {
        toAttribute = attribute
      } else if candidateCount == 1, let candidate = firstCandidate, candidate.isPlain {
        toAttribute = candidate
        // Plain attributes pair when both are sizes or both positions on one axis.
        guard toAttribute.isSize == attribute.isSize,
          attribute.isSize || toAttribute.axis == attribute.axis
        else { return undo(start, &constraints, &mentions) }
      } else {
        guard case .item(let other) = target,
          let paired = try? pairedAttribute(attribute, other.attributes, to), paired.isPlain
        else { return undo(start, &constraints, &mentions) }
        toAttribute = paired
      }
      if constraints.count == start {
        // Same tree: the usual relations (siblings, an item and its container) answer at once.
        guard sharesTree(from, to) else { return undo(start, &constraints, &mentions) }
        mentions.insert(from.reference)
        mentions.insert(to.reference)
      }
      let (a0, a1) = attribute.plainTerms(of: from, 1)
      let (b0, b1) = toAttribute.plainTerms(of: to, -multiplier)
      // Array literals: exact size, no generic allocation path.
      let terms: [Term]
      switch (a1, b1) {
      case (nil, nil): terms = [a0, b0]
      case (let a1?, nil): terms = [a0, a1, b0]
      case (nil, let b1?): terms = [a0, b0, b1]
      case (let a1?, let b1?): terms = [a0, a1, b0, b1]
      }
      constraints.append(
        StrutCore.Constraint(
          StrutCore.Expression(terms: terms, constant: 0 - offset), relation,
          priority: priority, weight: weight))
    }
    return true
  }

  /// Drops what the common path appended and hands over to the general path.
  private func undo(
    _ start: Int, _ constraints: inout [StrutCore.Constraint], _ mentions: inout MentionList
  ) -> Bool {
    if constraints.count > start { constraints.removeSubrange(start...) }
    mentions = MentionList()
    return false
  }

  /// Whether two items are in the same tree.
  @inline(__always)
  private func sharesTree(_ a: LayoutItem, _ b: LayoutItem) -> Bool {
    if a === b { return true }
    let containerOfA = a.containerLink
    let containerOfB = b.containerLink
    if let containerOfA, let containerOfB, containerOfA.toOpaque() == containerOfB.toOpaque() {
      return true
    }
    if (containerOfA?.refers(to: b) ?? false) || (containerOfB?.refers(to: a) ?? false) {
      return true
    }
    return nearestCommonAncestor(a, b) != nil
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a plain edge, centre or size: no leading/trailing, margins or
  /// baselines (those depend on the direction, margins or baseline offsets).
  @inline(__always)
  var isPlain: Bool {
    switch self {
    case .left, .right, .top, .bottom, .width, .height, .centerX, .centerY: true
    default: false
    }
  }

  /// `coefficient ·` this plain attribute of `item` (in the root's coordinates): one or two
  /// terms, in the order ``LinearBuilder/add(_:_:_:)`` uses (`right` is `x + width`).
  @inline(__always)
  func plainTerms(of item: LayoutItem, _ coefficient: Double) -> (Term, Term?) {
    switch self {
    case .left: (Term(item.xVariable, coefficient), nil)
    case .top: (Term(item.yVariable, coefficient), nil)
    case .width: (Term(item.widthVariable, coefficient), nil)
    case .right:
      (Term(item.xVariable, coefficient), Term(item.widthVariable, coefficient))
    case .bottom:
      (Term(item.yVariable, coefficient), Term(item.heightVariable, coefficient))
    case .centerX:
      (Term(item.xVariable, coefficient), Term(item.widthVariable, coefficient / 2))
    case .centerY:
      (Term(item.yVariable, coefficient), Term(item.heightVariable, coefficient / 2))
    default:
      // `.height` (the only other plain attribute).
      (Term(item.heightVariable, coefficient), nil)
    }
  }
}
