import StrutCore

/// What a solver holds at one moment, as the checker judges it: the constraints in the solver
/// and the edit variables with the value each one asks for.
///
/// An edit variable asks for its last suggested value; before any suggestion it asks for the
/// value the variable had in the solver's solution when it became an edit variable (the
/// ``ScriptRunner`` reads that value just before `addEditVariable`).
public struct ConformanceState: Sendable {
  /// An edit variable and the value it asks for.
  public struct EditTarget: Sendable, Hashable {
    /// The edit variable.
    public var variable: Variable
    /// Its priority (optional, below 1000).
    public var priority: Priority
    /// The value it asks for.
    public var value: Double

    /// An edit target.
    public init(variable: Variable, priority: Priority, value: Double) {
      self.variable = variable
      self.priority = priority
      self.value = value
    }
  }

  /// One term of the objective (or a required constraint): a constraint of the solver, or the
  /// optional equality `variable == value` an edit stands for.
  public struct Judged: Sendable {
    /// The constraint (for an edit, `variable - value == 0` at the edit's priority).
    public var constraint: Constraint
    /// The edit it stands for, if it is one.
    public var edit: EditTarget?

    /// `x + y - 10 == 0 @high`, or `edit x → 100 @high`.
    public var label: String {
      if let edit {
        return "edit \(edit.variable) → \(formatted(edit.value)) @\(edit.priority)"
      }
      return constraint.description
    }
  }

  /// The constraints in the solver.
  public var constraints: [Constraint]
  /// The edit variables.
  public var edits: [EditTarget]

  /// A state.
  public init(constraints: [Constraint] = [], edits: [EditTarget] = []) {
    self.constraints = constraints
    self.edits = edits
  }

  /// Every constraint followed by the equality of every edit.
  public var judged: [Judged] {
    var result = constraints.map { Judged(constraint: $0, edit: nil) }
    for edit in edits {
      let equality = Constraint(
        Expression(terms: [Term(edit.variable)], constant: -edit.value), .equal,
        priority: edit.priority)
      result.append(Judged(constraint: equality, edit: edit))
    }
    return result
  }

  /// Every variable mentioned by a constraint or an edit, in order of first appearance.
  public var variables: [Variable] {
    var seen = Set<Variable>()
    var result: [Variable] = []
    for constraint in constraints {
      for term in constraint.expression.terms where seen.insert(term.variable).inserted {
        result.append(term.variable)
      }
    }
    for edit in edits where seen.insert(edit.variable).inserted { result.append(edit.variable) }
    return result
  }

  /// The distinct optional priorities in use, highest first.
  public var levels: [Priority] {
    var set = Set<Priority>()
    for constraint in constraints where !constraint.isRequired { set.insert(constraint.priority) }
    for edit in edits { set.insert(edit.priority) }
    return set.sorted(by: >)
  }
}

/// A number as a person reads it: no trailing `.0` for integers.
func formatted(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
