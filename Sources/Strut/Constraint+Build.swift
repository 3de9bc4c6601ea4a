import Foundation

extension Constraint {
  /// The solver constraints a handle stands for, with what they mention.
  struct Built {
    var constraints: [StrutCore.Constraint] = []
    var descriptions: [String] = []
    var mentions = MentionList()
    /// One per solver constraint when describing.
    var parts: [AtomicPart] = []
  }

  /// Why a handle cannot be installed.
  struct Problem: Error {
    let kind: LayoutDiagnostic.Kind
    let message: String
  }

  /// Builds the solver constraints (and, if asked, their descriptions) from the current
  /// state of the items, or names the misuse that prevents it.
  /// With `recordingParts`, the atomic parts are recorded (always when describing).
  func build(
    describing: Bool = false, recordingParts: Bool = false
  ) -> Result<Built, Problem> {
    do throws(Problem) {
      var built = Built()
      try makeConstraints(
        describing: describing, recordingParts: recordingParts || describing,
        into: &built.constraints, mentions: &built.mentions,
        descriptions: &built.descriptions, parts: &built.parts)
      return .success(built)
    } catch {
      return .failure(error)
    }
  }

  /// The solver constraints (and, if asked, their descriptions and atomic parts), or the
  /// misuse that prevents them.
  func makeConstraints(describing: Bool) throws(Problem) -> Built {
    var built = Built()
    try makeConstraints(
      describing: describing, recordingParts: describing, into: &built.constraints,
      mentions: &built.mentions, descriptions: &built.descriptions, parts: &built.parts)
    return built
  }

  /// Builds the solver constraints and their mentions into the given (empty) lists, without
  /// descriptions: the installation path.
  @inline(__always)
  func makeConstraints(
    into constraints: inout [StrutCore.Constraint], mentions: inout MentionList
  ) throws(Problem) {
    var unused: [String] = []
    try makeConstraints(
      describing: false, into: &constraints, mentions: &mentions, descriptions: &unused)
  }

  /// Appends the solver constraints (and, if asked, their descriptions) to the given lists,
  /// and every item they mention to `mentions` (empty on entry); names the misuse that
  /// prevents it (possibly after appending some: the caller drops them).
  func makeConstraints(
    describing: Bool, into constraints: inout [StrutCore.Constraint],
    mentions: inout MentionList, descriptions: inout [String]
  ) throws(Problem) {
    var unused: [AtomicPart] = []
    try makeConstraints(
      describing: describing, recordingParts: false, into: &constraints, mentions: &mentions,
      descriptions: &descriptions, parts: &unused)
  }

  /// ``makeConstraints(describing:into:mentions:descriptions:)`` that, when `recordingParts`,
  /// also appends one ``AtomicPart`` per solver constraint (what Auto Layout would show).
  func makeConstraints(
    describing: Bool, recordingParts: Bool, into constraints: inout [StrutCore.Constraint],
    mentions: inout MentionList, descriptions: inout [String], parts: inout [AtomicPart]
  ) throws(Problem) {
    guard let from = item else {
      throw Problem(kind: .deallocatedTarget, message: "the constrained item was deallocated")
    }
    if let rarelySet, let (kind, message) = rarelySet.describedProblem {
      throw Problem(kind: kind, message: message)
    }
    // Read every stored property once (the target is an enum with reference payloads: each
    // copy costs retains).
    let target = self.target
    let relation = self.relation
    let priority = self.priority
    let weight = self.weight
    let multiplier = self.multiplier
    let modifier = self.modifier
    let attributes = self.attributes
    guard priority.isValid else {
      throw Problem(
        kind: .invalidPriority, message: "priority \(priority.value) is outside (0, 1000]")
    }
    guard weight.isFinite, weight > 0 else {
      throw Problem(
        kind: .invalidWeight, message: "weight \(weight) is not a positive finite number")
    }
    guard multiplier.isFinite, modifier.isFinite, target.isFinite else {
      throw Problem(
        kind: .nonFiniteNumber,
        message: "a constant, offset, inset or multiplier is NaN or infinite")
    }
    if case .list = target, target.leafCount == 0 {
      throw Problem(
        kind: .incompatibleAttributes, message: "the relation has no usable target")
    }
    mentions.insert(from.reference)
    func mention(_ other: LayoutItem) {
      mentions.insert(other.reference)
    }
    // The direction matters only for leading/trailing and directional insets.
    let direction =
      Self.needsDirection(attributes, modifier, target) ? from.resolvedDirection : .leftToRight
    // One solver constraint per attribute and target leaf.
    func emit(
      _ attribute: LayoutAttribute, _ target: ConstraintTargetValue, leaf: Int
    ) throws(Problem) {
      var terms = LinearBuilder()
      var text = ""
      // What the part relates to, as Auto Layout would show it (set when recording parts).
      var secondItem: LayoutItem?
      var secondAttribute: LayoutAttribute?
      var partMultiplier = multiplier
      var partConstant = 0.0
      switch target {
      case .item(let other):
        guard let to = other.target else {
          throw Problem(kind: .deallocatedTarget, message: "the target item was deallocated")
        }
        let toAttribute = try pairedAttribute(attribute, other.attributes, to)
        guard let ancestor = nearestCommonAncestor(from, to) else {
          throw Problem(
            kind: .noCommonAncestor,
            message: "\(from.displayName) and \(to.displayName) are not in the same view tree")
        }
        let mirrored =
          direction == .rightToLeft
          && (attribute.handedness == .directional || toAttribute.handedness == .directional)
        let constant = modifier.constant(for: attribute, direction, mirrored: mirrored)
        // Positions are measured in the common ancestor's space; with a multiplier of 1 its
        // origin (and, mirrored, its width) cancels out.
        var space: LayoutItem?
        if !attribute.isSize, multiplier != 1 {
          guard let view = ancestor.asView ?? ancestor.container else {
            throw Problem(kind: .noSuperview, message: "\(ancestor.displayName) has no owning view")
          }
          space = view
          mention(view)
        }
        terms.addPosition(from, attribute, 1, in: space, mirrored: mirrored)
        terms.addPosition(to, toAttribute, -multiplier, in: space, mirrored: mirrored)
        terms.constant -= constant
        mention(to)
        if recordingParts {
          (secondItem, secondAttribute, partConstant) = (to, toAttribute, constant)
        }
        if describing {
          text = "\(to.displayName).\(toAttribute)"
          if multiplier != 1 { text += " * \(formatted(multiplier))" }
          text += signed(constant)
        }
      case .insets, .directionalInsets:
        guard let space = from.container else {
          throw Problem(
            kind: .noSuperview,
            message: "\(from.displayName) has no superview; an insets target is the superview's"
              + " bounds inset")
        }
        let mirrored = direction == .rightToLeft && attribute.handedness == .directional
        let constant = modifier.constant(for: attribute, direction, mirrored: mirrored)
        var boundsAttribute = attribute.boundsEquivalent
        let insetConstant: Double
        switch (target, mirrored) {
        case (.insets(let insets), false):
          insetConstant = attribute.insetConstant(insets, direction)
        case (.insets(let insets), true):
          boundsAttribute = boundsAttribute.resolved(.leftToRight)
          insetConstant = attribute.resolved(.leftToRight).insetConstant(
            insets.mirrored, .leftToRight)
        case (.directionalInsets(let insets), false):
          insetConstant = attribute.insetConstant(insets.resolved(in: direction), direction)
        case (.directionalInsets(let insets), true):
          boundsAttribute = boundsAttribute.resolved(.leftToRight)
          insetConstant = attribute.resolved(.leftToRight).insetConstant(
            insets.resolved(in: .leftToRight), .leftToRight)
        default:
          insetConstant = 0
        }
        // lhs = from.attribute in the superview's (possibly mirrored) space;
        // rhs = m·(the superview's own bounds attribute + inset) + constant.
        terms.addPosition(from, attribute, 1, in: space, mirrored: mirrored)
        terms.addPosition(space, boundsAttribute, -multiplier, in: space, mirrored: false)
        terms.constant -= multiplier * insetConstant + constant
        mention(space)
        if recordingParts {
          (secondItem, secondAttribute) = (space, boundsAttribute)
          partConstant = multiplier * insetConstant + constant
        }
        if describing {
          var base = "\(space.displayName).\(boundsAttribute)" + signed(insetConstant)
          if multiplier != 1 { base = "(\(base)) * \(formatted(multiplier))" }
          text = base + signed(constant)
        }
      case .list:
        // Lists are flattened by forEachLeaf.
        return
      case .number, .size, .point:
        let value = try constantValue(target, attribute)
        let mirrored = direction == .rightToLeft && attribute.handedness == .directional
        let constant = modifier.constant(for: attribute, direction, mirrored: mirrored)
        if attribute.isSize {
          terms.add(from, attribute, 1)
          partMultiplier = 1
          partConstant = multiplier * value + constant
          if describing { text = formatted(partConstant) }
        } else {
          // A constant position is measured from the superview's own attribute (SnapKit's
          // and Masonry's rule; centerX and centerY from its left and top, as SnapKit on
          // iOS): lhs = m·(superview.attribute + value) + constant, in its coordinates.
          guard let space = from.container else {
            throw Problem(
              kind: .noSuperview,
              message: "\(from.displayName) has no superview; a constant \(attribute) is"
                + " measured from the superview's \(attribute.constantTargetAttribute)")
          }
          let toAttribute = attribute.constantTargetAttribute
          terms.addPosition(from, attribute, 1, in: space, mirrored: mirrored)
          terms.addOwnPosition(
            of: space, toAttribute.resolvedIfDirectional(direction), -multiplier,
            mirrored: mirrored)
          mention(space)
          partConstant = multiplier * value + constant
          if recordingParts { (secondItem, secondAttribute) = (space, toAttribute) }
          if describing {
            var base = "\(space.displayName).\(toAttribute)" + signed(value)
            if multiplier != 1 { base = "(\(base)) * \(formatted(multiplier))" }
            text = base + signed(constant)
          }
        }
        terms.constant -= multiplier * value + constant
      }
      constraints.append(
        StrutCore.Constraint(
          StrutCore.Expression(terms: terms.terms, constant: terms.constant), relation,
          priority: priority, weight: weight))
      if recordingParts {
        parts.append(
          AtomicPart(
            firstAttribute: attribute, leaf: leaf, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: partMultiplier,
            constant: partConstant))
      }
      if describing {
        let prefix = label.map { "[\($0)] " } ?? ""
        descriptions.append(
          "\(prefix)\(from.displayName).\(attribute) \(relation) \(text)"
            + "\(priorityText(priority))\(weightText)\(locationText)")
      }
    }
    for attribute in attributes {
      if case .list = target {
        var leafIndex = 0
        try target.forEachLeaf { (leaf) throws(Problem) in
          try emit(attribute, leaf, leaf: leafIndex)
          leafIndex += 1
        }
      } else {
        try emit(attribute, target, leaf: 0)
      }
    }
  }

  /// Whether any attribute, target or modifier depends on the layout direction.
  @inline(__always)
  private static func needsDirection(
    _ attributes: [LayoutAttribute], _ modifier: ConstraintModifier,
    _ target: ConstraintTargetValue
  ) -> Bool {
    for attribute in attributes where attribute.handedness == .directional { return true }
    if case .directionalInset = modifier { return true }
    return dependsOnDirection(target)
  }

  /// Whether a target (or an element of a list) depends on the layout direction.
  private static func dependsOnDirection(_ target: ConstraintTargetValue) -> Bool {
    switch target {
    case .directionalInsets: return true
    case .item(let item): return item.attributes.contains { $0.handedness == .directional }
    case .list(let elements): return elements.contains { dependsOnDirection($0) }
    default: return false
    }
  }

  /// ` ×10` for a weight other than 1.
  var weightText: String { weight == 1 ? "" : " ×\(formatted(weight))" }

  /// ` (Home.swift:12)`, or "" without a file.
  var locationText: String { file.isEmpty ? "" : " (\(shortFileName(file)):\(line))" }

  /// The target attribute that `attribute` is related to.
  func pairedAttribute(
    _ attribute: LayoutAttribute, _ candidates: [LayoutAttribute], _ to: LayoutItem
  ) throws(Problem) -> LayoutAttribute {
    let paired: LayoutAttribute
    if candidates.isEmpty {
      paired = attribute
    } else if candidates.count == 1 {
      paired = candidates[0]
    } else if let same = candidates.first(where: { $0 == attribute })
      ?? candidates.first(where: { $0.base == attribute.base })
    {
      paired = same
    } else {
      throw Problem(
        kind: .incompatibleAttributes,
        message: "\(attribute) has no counterpart among \(to.displayName).\(candidates.dotted)")
    }
    if attribute.isSize != paired.isSize {
      throw Problem(
        kind: .positionAgainstSize,
        message: "\(attribute) cannot be related to \(to.displayName).\(paired): a position and a"
          + " size")
    }
    if !attribute.isSize {
      let mixed =
        (attribute.handedness == .absolute && paired.handedness == .directional)
        || (attribute.handedness == .directional && paired.handedness == .absolute)
      if attribute.axis != paired.axis || mixed {
        throw Problem(
          kind: .incompatibleAttributes,
          message: "\(attribute) cannot be related to \(to.displayName).\(paired)"
            + (mixed ? " (left/right with leading/trailing)" : " (different axes)"))
      }
    }
    return paired
  }

  /// The number a constant target gives an attribute.
  func constantValue(
    _ target: ConstraintTargetValue, _ attribute: LayoutAttribute
  ) throws(Problem) -> Double {
    switch target {
    case .number(let value):
      return value
    case .size(let size):
      guard attribute.isSize else {
        throw Problem(
          kind: .positionAgainstSize,
          message: "\(attribute) is a position and cannot equal a size \(size)")
      }
      return Double(attribute == .width ? size.width : size.height)
    case .point(let point):
      guard !attribute.isSize else {
        throw Problem(
          kind: .incompatibleAttributes,
          message: "\(attribute) is a size and cannot equal a point \(point)")
      }
      return Double(attribute.axis == .horizontal ? point.x : point.y)
    default:
      return 0
    }
  }

  /// One line per solver constraint: `label.top == header.bottom + 30 @750 (Home.swift:12)`.
  public var descriptions: [String] {
    switch build(describing: true) {
    case .success(let built): return built.descriptions
    case .failure:
      let prefix = label.map { "[\($0)] " } ?? ""
      return [
        "\(prefix)\(item?.displayName ?? "<deallocated>").\(attributes.dotted) \(relation) "
          + "\(targetSummary)\(priorityText(priority))\(locationText)"
      ]
    }
  }

  /// The descriptions, one per line.
  public var description: String { descriptions.joined(separator: "\n") }

  /// A short text for the targets when the constraint cannot be built.
  private var targetSummary: String {
    let targets = targets
    // No target: an `equalToSuperview()` without a superview, or an empty list.
    if targets.isEmpty { return describedProblem?.0 == .noSuperview ? "superview" : "[]" }
    return targets.map { target -> String in
      switch target {
      case .number(let value): formatted(value)
      case .size(let size): "\(size)"
      case .point(let point): "\(point)"
      case .insets(let insets): "insets \(insets)"
      case .directionalInsets(let insets): "insets \(insets)"
      case .item(let other):
        (other.target?.displayName ?? "<deallocated>")
          + (other.attributes.isEmpty ? "" : "." + other.attributes.dotted)
      case .list: "[…]"
      }
    }.joined(separator: ", ")
  }
}

/// ` + 30`, ` - 30`, or "" for 0.
func signed(_ value: Double) -> String {
  if value > 0 { return " + \(formatted(value))" }
  if value < 0 { return " - \(formatted(-value))" }
  return ""
}

extension LayoutAttribute {
  /// The plain edge a bounds-relative (insets) target uses for this attribute.
  var boundsEquivalent: LayoutAttribute {
    switch base {
    case .firstBaseline: .top
    case .lastBaseline: .bottom
    default: base
    }
  }
}
