import StrutCore

/// How close two numbers must be for the checker to call them equal.
///
/// Every allowance is `absolute + relative · scale`, where the scale is the magnitude of the
/// numbers that went into the quantity (not the quantity itself, which is often 0):
///
/// - a required constraint's residual: `scale = |constant| + Σ |coefficient · value|`, plus
///   ``propagatedRelative`` · `Σ |coefficient| · local(variable)` (below);
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
///
/// **Propagated rounding.** A constraint's own terms do not bound the rounding of its
/// variables: a double-precision simplex computes a variable together with the constraints
/// that tie it to other variables, and its value is exact only for a system perturbed by some
/// ulps of *those* magnitudes, amplified by the system's conditioning (a pair of rows that are
/// parallel to 2⁻¹² multiplies them by 4096). `-0.5·x == 0` has no terms of any size, but when
/// `x` also appears beside constants of 6e5 its computed value is `2⁻²¹ ≈ 4.8e-7` (one ulp of
/// an intermediate of 2³¹), which the own-terms allowance (1e-7) would call a violation while
/// the value allowance of the same `x` is 0.6. So each term also contributes
/// `propagatedRelative · |coefficient| · local(variable)`, with `local` as for values. The
/// default `propagatedRelative = 1e-11` (≈ 1e5 ulps) leaves room for that conditioning and
/// is far below the real defects of the catalogue: `fuzz-cassowary-near-parallel-infeasible`
/// left residuals of 2.4e-4…0.3 where this part allows 2.6e-6 (local scale 2.6e5), i.e. 9e-10
/// of the local scale and more, against 5e-13…8e-13 for the rounding this part is for.
public struct ConformanceTolerance: Sendable, Hashable {
  /// The relative allowance for residuals of required constraints and for level errors.
  public var residualRelative: Double
  /// The relative allowance for values of variables (uniqueness and agreement).
  public var valueRelative: Double
  /// The absolute floor of every allowance.
  public var absolute: Double
  /// The relative allowance, per term of a required constraint, for the rounding its variable
  /// carries from the constraints around it: `|coefficient| · local(variable)` (see the type's
  /// documentation, "Propagated rounding").
  public var propagatedRelative: Double

  /// A tolerance; see the type's documentation for what each part scales.
  public init(
    residualRelative: Double = 1e-7, valueRelative: Double = 1e-6, absolute: Double = 1e-7,
    propagatedRelative: Double = 1e-11
  ) {
    self.residualRelative = residualRelative
    self.valueRelative = valueRelative
    self.absolute = absolute
    self.propagatedRelative = propagatedRelative
  }

  /// The defaults.
  public static let standard = ConformanceTolerance()

  /// The allowance for a residual or an error whose terms have magnitude `scale`.
  public func residualAllowance(scale: Double) -> Double {
    absolute + residualRelative * scale
  }

  /// The allowance for the residual of a required constraint whose own terms have magnitude
  /// `scale` and whose variables' local scales weigh `propagatedScale`
  /// (``propagatedScale(of:local:)``).
  public func residualAllowance(scale: Double, propagatedScale: Double) -> Double {
    residualAllowance(scale: scale) + propagatedRelative * propagatedScale
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

  /// `Σ |coefficient| · local(variable)` over the terms of `constraint`: the magnitude of the
  /// rounding its variables carry from the constraints around them. `local` is the largest
  /// constraint scale divided by the variable's coefficient over the constraints that mention
  /// it (``ConformanceChecker`` computes it from all the constraints of the state).
  public static func propagatedScale(of constraint: Constraint, local: (Variable) -> Double)
    -> Double
  {
    var sum = 0.0
    for term in constraint.expression.terms { sum += abs(term.coefficient) * local(term.variable) }
    return sum
  }
}
