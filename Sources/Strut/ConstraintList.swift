/// The solver constraints of one DSL constraint or implicit group: usually exactly one, kept
/// inline so that installing a constraint does not allocate an array for it.
struct ConstraintList: Sequence {
  private var first: StrutCore.Constraint?
  private var rest: [StrutCore.Constraint] = []

  init() {}

  /// A list of the given constraints, in order.
  init(_ constraints: [StrutCore.Constraint]) {
    for constraint in constraints { append(constraint) }
  }

  /// How many constraints the list holds.
  var count: Int { first == nil ? 0 : 1 + rest.count }

  /// Adds a constraint at the end.
  mutating func append(_ constraint: StrutCore.Constraint) {
    if first == nil {
      first = constraint
    } else {
      rest.append(constraint)
    }
  }

  /// Appends the constraints, in order, to `array` (without going through the generic
  /// `Sequence` path).
  func append(to array: inout [StrutCore.Constraint]) {
    guard let first else { return }
    array.append(first)
    if !rest.isEmpty { array.append(contentsOf: rest) }
  }

  /// The position of `constraint`, if the list holds it.
  func firstIndex(of constraint: StrutCore.Constraint) -> Int? {
    if first == constraint { return 0 }
    return rest.firstIndex(of: constraint).map { $0 + 1 }
  }

  /// Iterates the constraints in order.
  struct Iterator: IteratorProtocol {
    let list: ConstraintList
    var position = 0

    mutating func next() -> StrutCore.Constraint? {
      defer { position += 1 }
      if position == 0 { return list.first }
      let index = position - 1
      return index < list.rest.count ? list.rest[index] : nil
    }
  }

  func makeIterator() -> Iterator { Iterator(list: self) }

  /// The number of elements, for `Array(list)` and `append(contentsOf:)`.
  var underestimatedCount: Int { count }
}
