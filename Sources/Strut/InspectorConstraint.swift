import Foundation

/// One solver constraint as the inspector lists it: where it came from, what it says, and how
/// it stands in the current solution.
public struct InspectorConstraint: Sendable, Hashable, Codable {
  /// How a constraint stands in the solution.
  public enum Status: String, Sendable, Hashable, Codable {
    /// Satisfied: an equality holds exactly, an inequality with room to spare (``amount`` is
    /// the slack).
    case holds
    /// An inequality satisfied with no room to spare (tight, so it shapes the layout).
    case binding
    /// Not satisfied (an optional constraint that lost to a stronger one); ``amount`` says
    /// by how much.
    case violated
  }

  /// Where a constraint came from.
  public enum Source: String, Sendable, Hashable, Codable {
    /// Made with the DSL (`make.top.equalTo(…)`); ``location`` is its `file:line`.
    case dsl
    /// Implicit: root pins, a frame kept as set, intrinsic size, a system guide.
    case implicit
    /// An edit variable's value in force (the root's size, or a raw system's edit).
    case edit
    /// A constraint of a raw `ConstraintSystem`; ``location`` is `constraints[i]`.
    case system
  }

  /// The description without its location (`label.top == header.bottom + 30 @750`).
  public var text: String
  /// `file:line` for a DSL constraint, what made it for the others (`root`, `frame`,
  /// `constraints[3]`).
  public var location: String
  /// Where it came from.
  public var source: Source
  /// The relation.
  public var relation: Relation
  /// The priority (1000 is required).
  public var priority: Float
  /// The weight within its priority level.
  public var weight: Double
  /// How it stands.
  public var status: Status
  /// By how much a violated constraint misses, or the slack of an inequality that holds
  /// (0 otherwise).
  public var amount: Double
  /// The items whose variables it mentions, ascending (indices into
  /// ``InspectorDocument/items``).
  public var items: [Int]
  /// The label given with `labeled(_:)`, if any.
  public var label: String?

  /// A constraint row.
  public init(
    text: String, location: String, source: Source, relation: Relation, priority: Float,
    weight: Double, status: Status, amount: Double, items: [Int], label: String? = nil
  ) {
    self.text = text
    self.location = location
    self.source = source
    self.relation = relation
    self.priority = priority
    self.weight = weight
    self.status = status
    self.amount = amount
    self.items = items
    self.label = label
  }

  /// A row for `constraint`, its status read from `value` (the solved values).
  init(
    _ constraint: StrutCore.Constraint, text: String, location: String, source: Source,
    items: [Int], label: String? = nil, value: (Variable) -> Double
  ) {
    let (status, amount) = Self.standing(of: constraint, value: value)
    self.init(
      text: text, location: location, source: source, relation: constraint.relation,
      priority: constraint.priority.value, weight: constraint.weight, status: status,
      amount: amount, items: items, label: label)
  }

  /// How `constraint` stands for the given values, and by how much it misses (violated) or
  /// has room to spare (an inequality that holds). A residual within 1e-6 of the size of its
  /// terms counts as zero.
  public static func standing(
    of constraint: StrutCore.Constraint, value: (Variable) -> Double
  ) -> (Status, Double) {
    let expression = constraint.expression
    var residual = expression.constant
    var scale = abs(expression.constant)
    for term in expression.terms {
      let product = term.coefficient * value(term.variable)
      residual += product
      scale += abs(product)
    }
    guard residual.isFinite else { return (.violated, .infinity) }
    let tolerance = 1e-6 * max(1, scale)
    let amount: (Double) -> Double = { inspectorRounded($0) }
    switch constraint.relation {
    case .equal:
      return abs(residual) <= tolerance ? (.holds, 0) : (.violated, amount(abs(residual)))
    case .lessThanOrEqual:
      if residual > tolerance { return (.violated, amount(residual)) }
      return residual >= -tolerance ? (.binding, 0) : (.holds, amount(-residual))
    case .greaterThanOrEqual:
      if residual < -tolerance { return (.violated, amount(-residual)) }
      return residual <= tolerance ? (.binding, 0) : (.holds, amount(residual))
    }
  }
}
