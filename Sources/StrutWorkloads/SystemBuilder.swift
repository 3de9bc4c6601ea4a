import StrutCore

/// Accumulates the variables and constraint records of a generated ``ConstraintSystem``.
///
/// Generators work with variable indices rather than live ``Variable``s so that systems of
/// 100,000 views are built quickly and deterministically (the same inputs give byte-identical
/// JSON).
///
/// ```swift
/// var builder = SystemBuilder()
/// let root = builder.addView()
/// builder.constrain(root.left, .equal, 0)
/// let system = builder.system(name: "one-view")
/// ```
public struct SystemBuilder: Sendable {
  /// The variable names so far; a variable is referred to by its index here.
  public private(set) var variables: [String] = []
  /// The constraint records so far, in the order they were added.
  public private(set) var constraints: [ConstraintSystem.ConstraintRecord] = []
  /// The number of views added with ``addView()``.
  public private(set) var viewCount = 0

  /// An empty builder, optionally reserving room for the expected number of views and
  /// constraints.
  public init(expectedViews: Int = 0, expectedConstraints: Int = 0) {
    variables.reserveCapacity(max(0, expectedViews) * 4)
    constraints.reserveCapacity(max(0, expectedConstraints))
  }

  /// Adds a view: four variables `v<n>.x`, `v<n>.y`, `v<n>.w`, `v<n>.h`, with `n` the number of
  /// views added before it.
  public mutating func addView() -> ViewVariables {
    let view = ViewVariables(view: viewCount, first: variables.count)
    let prefix = "v\(viewCount)."
    variables.append(prefix + "x")
    variables.append(prefix + "y")
    variables.append(prefix + "w")
    variables.append(prefix + "h")
    viewCount += 1
    return view
  }

  /// Adds a free-standing variable and returns its index.
  public mutating func addVariable(_ name: String) -> Int {
    variables.append(name)
    return variables.count - 1
  }

  /// Adds the constraint `lhs relation rhs`, stored as `lhs − rhs relation 0`.
  ///
  /// - Parameters:
  ///   - priority: in (0, 1000]; 1000 (required) by default.
  ///   - weight: positive; 1 by default.
  public mutating func constrain(
    _ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, priority: Float = 1000,
    weight: Double = 1
  ) {
    let difference = lhs - rhs
    constraints.append(
      ConstraintSystem.ConstraintRecord(
        terms: difference.terms, constant: difference.constant, relation: relation,
        priority: priority, weight: weight))
  }

  /// Adds a record as it is (its terms must refer to this builder's variables).
  /// - Complexity: amortised O(1).
  public mutating func append(_ record: ConstraintSystem.ConstraintRecord) {
    constraints.append(record)
  }

  /// The finished system with the given name and edit records.
  public func system(name: String, edits: [ConstraintSystem.EditRecord] = []) -> ConstraintSystem {
    ConstraintSystem(name: name, variables: variables, constraints: constraints, edits: edits)
  }
}
