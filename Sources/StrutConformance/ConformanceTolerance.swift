import StrutCore

/// How close two numbers must be for the checker to call them equal.
///
/// Every allowance is `absolute + relative · scale`, where the scale is the magnitude of the
/// numbers that went into the quantity (not the quantity itself, which is often 0):
///
/// - a required constraint's residual: `scale = |constant| + Σ |coefficient · value|`;
/// - a priority level's error: `scale = Σ weight · (that constraint's scale)` over the level,
///   taken at the larger of the backend's and the reference's values;
/// - a variable's value: `scale = max(|backend|, |reference|, local)`, where `local` is the
///   largest constraint scale divided by the variable's coefficient over the constraints that
///   mention it (so a variable that is 0 in a system of millions is allowed a rounding error
///   of millions, not of 0).
///
/// The defaults (`residualRelative = 1e-7`, `valueRelative = 1e-6`, `absolute = 1e-7`) leave
/// room for the rounding of a double-precision simplex (GLPK's own feasibility tolerance is
/// 1e-7, relative) and are far below anything a layout could show.
public struct ConformanceTolerance: Sendable, Hashable {
  /// The relative allowance for residuals of required constraints and for level errors.
  public var residualRelative: Double
  /// The relative allowance for values of variables (uniqueness and agreement).
  public var valueRelative: Double
  /// The absolute floor of every allowance.
  public var absolute: Double

  /// A tolerance; see the type's documentation for what each part scales.
  public init(residualRelative: Double = 1e-7, valueRelative: Double = 1e-6, absolute: Double = 1e-7)
  {
    self.residualRelative = residualRelative
    self.valueRelative = valueRelative
    self.absolute = absolute
  }

  /// The defaults.
  public static let standard = ConformanceTolerance()

  /// The allowance for a residual or an error whose terms have magnitude `scale`.
  public func residualAllowance(scale: Double) -> Double {
    absolute + residualRelative * scale
  }

  /// The allowance for a value whose neighbourhood has magnitude `scale`.
  public func valueAllowance(scale: Double) -> Double {
    absolute + valueRelative * scale
  }

  /// The magnitude of the terms of `constraint` at the given values:
  /// `|constant| + Σ |coefficient · value|`.
  public static func scale(of constraint: Constraint, _ value: (Variable) -> Double) -> Double {
    var sum = abs(constraint.expression.constant)
    for term in constraint.expression.terms { sum += abs(term.coefficient * value(term.variable)) }
    return sum
  }
}
