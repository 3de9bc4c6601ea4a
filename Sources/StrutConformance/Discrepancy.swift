import StrutCore

/// One thing a backend got wrong, in terms a person can act on: which constraint, which
/// priority level, which variable, the backend's number and the reference's.
public struct Discrepancy: Sendable, CustomStringConvertible {
  /// What kind of failure this is (also what the fuzzer's shrinker preserves).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A required constraint does not hold.
    case infeasible
    /// The error at a priority level differs from the reference optimum.
    case levelError
    /// A variable whose optimal value is unique has another value.
    case valueMismatch
    /// An operation threw although it should have succeeded.
    case unexpectedError
    /// An operation threw another error than expected.
    case wrongError
    /// An operation succeeded although it should have thrown.
    case missingError
    /// A failed operation changed the solver (values, constraints or edit variables).
    case stateChanged
    /// `contains(_:)` or `hasEditVariable(_:)` disagrees with the operations applied.
    case membership
    /// The conflicts reported with `.unsatisfiable` are not a conflicting set of required
    /// constraints of the solver.
    case invalidConflict
    /// A hand-computed expectation of the case does not hold.
    case expectation
    /// The reference (GLPK) could not solve a state the backend accepted.
    case reference
    /// The backend's own structural invariants are broken (``InvariantChecking``, debug
    /// builds).
    case invariant
  }

  /// What kind of failure.
  public var kind: Kind
  /// The index of the script operation at which it was found (nil outside a script).
  public var step: Int?
  /// The constraint concerned, if any.
  public var constraint: Constraint?
  /// The priority level concerned, if any.
  public var level: Priority?
  /// The variable concerned, if any.
  public var variable: Variable?
  /// The backend's number (a value, a residual or a level error), if any.
  public var backendValue: Double?
  /// The reference's (or expected) number, if any.
  public var referenceValue: Double?
  /// A sentence that names all of the above.
  public var message: String

  /// A discrepancy.
  public init(
    _ kind: Kind, _ message: String, step: Int? = nil, constraint: Constraint? = nil,
    level: Priority? = nil, variable: Variable? = nil, backendValue: Double? = nil,
    referenceValue: Double? = nil
  ) {
    self.kind = kind
    self.message = message
    self.step = step
    self.constraint = constraint
    self.level = level
    self.variable = variable
    self.backendValue = backendValue
    self.referenceValue = referenceValue
  }

  /// `[levelError] step 4: …`.
  public var description: String {
    let at = step.map { "step \($0): " } ?? ""
    return "[\(kind.rawValue)] \(at)\(message)"
  }

  /// This discrepancy found at script step `step`.
  func at(step: Int) -> Discrepancy {
    var copy = self
    copy.step = step
    return copy
  }
}
