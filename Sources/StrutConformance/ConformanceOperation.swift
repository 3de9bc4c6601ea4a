import StrutCore

/// One step of a case's script. Constraints and variables are named by their index in the
/// case's ``ConformanceCase/system``.
///
/// ```json
/// {"op": "add", "constraints": [0, 1, 2]}          add one (or a batch of several)
/// {"op": "remove", "constraints": [1]}             remove one (or a batch)
/// {"op": "addEdit", "variable": 3, "priority": 750}
/// {"op": "suggest", "variable": 3, "value": 120}
/// {"op": "removeEdit", "variable": 3}
/// {"op": "update"}                                 updateVariables()
/// {"op": "reset"}
/// {"op": "check", "values": {"x": 10}, "errors": {"750": 0}}
/// {"op": "add", "constraints": [4], "error": "unsatisfiable"}
/// ```
///
/// `error` makes the step expect that error and a solver left exactly as before.
/// A `check` updates the solver and judges it with the ``ConformanceChecker``; `values` and
/// `errors` (priority → Σ weight · error of that level) are hand-computed expectations.
public struct ConformanceOperation: Codable, Sendable, Hashable, CustomStringConvertible {
  /// What the step does.
  public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
    /// `add(_:)` for one constraint, `add(contentsOf:)` for several.
    case add
    /// `remove(_:)` for one constraint, `remove(contentsOf:)` for several.
    case remove
    /// `addEditVariable(_:priority:)`.
    case addEdit
    /// `removeEditVariable(_:)`.
    case removeEdit
    /// `suggestValue(_:for:)`.
    case suggest
    /// `updateVariables()`.
    case update
    /// `reset()`.
    case reset
    /// `updateVariables()`, then judge the solver (and the expectations, if any).
    case check
  }

  /// What the step does.
  public var op: Kind
  /// Constraint indices (`add`, `remove`).
  public var constraints: [Int]?
  /// A variable index (`addEdit`, `removeEdit`, `suggest`).
  public var variable: Int?
  /// The edit priority (`addEdit`).
  public var priority: Float?
  /// The suggested value (`suggest`).
  public var value: Double?
  /// The error the step must throw (the solver must then be unchanged).
  public var error: ExpectedError?
  /// Expected values by variable name (`check`).
  public var values: [String: Double]?
  /// Expected errors by priority level, written as a string key such as `"750"` (`check`).
  public var errors: [String: Double]?

  /// A step.
  public init(
    _ op: Kind, constraints: [Int]? = nil, variable: Int? = nil, priority: Float? = nil,
    value: Double? = nil, error: ExpectedError? = nil, values: [String: Double]? = nil,
    errors: [String: Double]? = nil
  ) {
    self.op = op
    self.constraints = constraints
    self.variable = variable
    self.priority = priority
    self.value = value
    self.error = error
    self.values = values
    self.errors = errors
  }

  /// `add [0, 1] → unsatisfiable`.
  public var description: String {
    var text = op.rawValue
    if let constraints { text += " \(constraints)" }
    if let variable { text += " v\(variable)" }
    if let priority { text += " @\(Priority(priority))" }
    if let value { text += " \(formatted(value))" }
    if let error { text += " → \(error.rawValue)" }
    return text
  }
}

/// The kind of ``SolverError`` a step expects (the case names of `SolverError`).
public enum ExpectedError: String, Codable, Sendable, Hashable, CaseIterable {
  /// ``SolverError/unsatisfiable(_:conflicts:)``.
  case unsatisfiable
  /// ``SolverError/duplicateConstraint(_:)``.
  case duplicateConstraint
  /// ``SolverError/unknownConstraint(_:)``.
  case unknownConstraint
  /// ``SolverError/duplicateEditVariable(_:)``.
  case duplicateEditVariable
  /// ``SolverError/unknownEditVariable(_:)``.
  case unknownEditVariable
  /// ``SolverError/requiredEditVariable(_:)``.
  case requiredEditVariable
  /// ``SolverError/invalidEditPriority(_:_:)``.
  case invalidEditPriority
  /// ``SolverError/invalidPriority(_:)``.
  case invalidPriority
  /// ``SolverError/invalidWeight(_:)``.
  case invalidWeight
  /// ``SolverError/nonFiniteCoefficient(_:_:)``.
  case nonFiniteCoefficient
  /// ``SolverError/nonFiniteConstant(_:)``.
  case nonFiniteConstant
  /// ``SolverError/nonFiniteValue(_:_:)``.
  case nonFiniteValue
  /// ``SolverError/outOfRange(_:)``.
  case outOfRange

  /// The kind of `error` (nil for kinds no case can expect: thread and backend failures).
  public init?(_ error: SolverError) {
    switch error {
    case .unsatisfiable: self = .unsatisfiable
    case .duplicateConstraint: self = .duplicateConstraint
    case .unknownConstraint: self = .unknownConstraint
    case .duplicateEditVariable: self = .duplicateEditVariable
    case .unknownEditVariable: self = .unknownEditVariable
    case .requiredEditVariable: self = .requiredEditVariable
    case .invalidEditPriority: self = .invalidEditPriority
    case .invalidPriority: self = .invalidPriority
    case .invalidWeight: self = .invalidWeight
    case .nonFiniteCoefficient: self = .nonFiniteCoefficient
    case .nonFiniteConstant: self = .nonFiniteConstant
    case .nonFiniteValue: self = .nonFiniteValue
    case .outOfRange: self = .outOfRange
    case .wrongThread, .backendFailure: return nil
    }
  }
}
