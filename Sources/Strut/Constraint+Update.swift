import Foundation

/// `updateConstraints`, matched per atomic constraint as SnapKit and Masonry match: after
/// `make.size.equalTo(CGSize(width: 50, height: 50))`,
/// `updateConstraints { make.width.equalTo(90) }` updates the width part.
extension ConstraintDSL {
  /// Applies one constraint described in an `updateConstraints` closure: the numbers of the
  /// matching installed constraints made through this namespace are replaced; an attribute
  /// without a match is installed as new (Masonry; SnapKit stops the process).
  func update(with described: Constraint) {
    // A description that cannot be built changes nothing: it is reported (and remembered, as
    // `makeConstraints` remembers it).
    guard let describedParts = described.atomicParts else {
      install(described)
      return
    }
    let remembered = target.dslConstraints
    // A whole line matching a whole line (same attributes, relation and target items): the
    // earlier handle takes the new numbers (one with the same priority preferred).
    let whole = remembered.filter { $0.isActive && $0.matches(described) }
    if let existing = whole.first(where: { $0.priority == described.priority }) ?? whole.first {
      existing.adopt(described)
      return
    }
    // Otherwise attribute by attribute: an installed handle whose atomic constraints for the
    // attribute relate the same items and attributes (numbers aside).
    var matched: [(attribute: LayoutAttribute, handle: Constraint)] = []
    var unmatched: [LayoutAttribute] = []
    var candidateParts: [ObjectIdentifier: [AtomicPart]] = [:]
    for attribute in described.attributeList {
      let wanted = describedParts.filter { $0.firstAttribute == attribute }
      var found: Constraint?
      for handle in remembered
      where handle.isActive && handle.relation == described.relation
        && handle.attributeList.contains(attribute)
      {
        let key = ObjectIdentifier(handle)
        if candidateParts[key] == nil { candidateParts[key] = handle.atomicParts ?? [] }
        let existing = candidateParts[key, default: []].filter { $0.firstAttribute == attribute }
        guard existing.count == wanted.count,
          zip(existing, wanted).allSatisfy({ $0.sameRelata(as: $1) })
        else { continue }
        // The first match, or a later one with the described priority.
        if found == nil
          || (handle.priority == described.priority && found?.priority != described.priority)
        {
          found = handle
        }
      }
      if let found { matched.append((attribute, found)) } else { unmatched.append(attribute) }
    }
    guard !matched.isEmpty else {
      install(described)
      return
    }
    // Each matched handle either takes the new numbers as a whole (the update covers all of
    // its attributes) or gives the updated attributes up to a new handle.
    var handled: Set<ObjectIdentifier> = []
    for (_, handle) in matched where handled.insert(ObjectIdentifier(handle)).inserted {
      let taken = matched.filter { $0.handle === handle }.map(\.attribute)
      if taken.count == handle.attributeList.count {
        handle.adopt(described)
      } else {
        handle.remove(attributes: taken)
        install(described.restricted(to: taken))
      }
    }
    if !unmatched.isEmpty { install(described.restricted(to: unmatched)) }
  }

  /// Remembers and activates a handle made by `updateConstraints`.
  private func install(_ handle: Constraint) {
    target.dslConstraints.append(handle)
    handle.activate()
  }
}

extension Constraint {
  /// A copy of this (not installed) description for some of its attributes only.
  func restricted(to attributes: [LayoutAttribute]) -> Constraint {
    let copy = Constraint(
      itemReference: itemReference, attributes: AttributeList(attributes), relation: relation,
      target: target, file: file, line: line)
    copy.multiplier = multiplier
    copy.priority = priority
    copy.weight = weight
    copy.modifier = modifier
    copy.label = label
    copy.describedProblem = describedProblem
    return copy
  }

  /// Takes attributes out of this handle (reinstalling it with the others).
  func remove(attributes removed: [LayoutAttribute]) {
    let wasActive = isActive
    if wasActive { deactivate() }
    attributeList = AttributeList(attributeList.array.filter { !removed.contains($0) })
    if wasActive { activate() }
  }
}
