/// A proof, checkable without solving anything, that a solution is lexicographically optimal.
///
/// For every optional priority level `k` (highest first) the certificate gives one multiplier
/// `λ_c` per installed constraint and edit, and one non-negative multiplier `μ_kj` per higher
/// level `j`. Write each constraint as `e_c(x) relation 0` (an edit as `variable − value == 0`),
/// and let `m_c = μ_k,level(c) · weight(c)` for an optional constraint at level `k` or above
/// (`μ_kk = 1`), `m_c = 0` below. The certificate of level `k` is valid when
///
/// - **stationarity**: `Σ_c λ_c · ∂e_c/∂v = 0` for every variable `v`;
/// - **signs**: `λ_c ≤ 0` for a required `<=`, `λ_c ≥ 0` for a required `>=`, any value for a
///   required `==`; `λ_c ∈ [−m_c, m_c]` for an optional `==`, `[−m_c, 0]` for `<=`, `[0, m_c]`
///   for `>=`.
///
/// Then every feasible point `x′` satisfies `Σ_j μ_kj · f_j(x′) ≥ Σ_j μ_kj · f_j(x) − gap_k`
/// with `gap_k = Σ_c (m_c · violation_c(x) + λ_c · e_c(x)) ≥ 0`: no point whose higher levels
/// are no worse than the solution's has an error at level `k` lower by more than `gap_k`
/// (docs/conformance.md, "Optimality certificates"). `StrutConformance`'s checker verifies a
/// certificate in time linear in the system.
public struct OptimalityCertificate: Sendable {
  /// The multipliers of one priority level.
  public struct Level: Sendable {
    /// The level's priority.
    public var priority: Priority
    /// `μ_kj` for the levels before this one in ``OptimalityCertificate/levels`` (higher
    /// priorities), in that order; each is non-negative.
    public var higherLevelMultipliers: [Double]
    /// `λ_c` for ``OptimalityCertificate/constraints``, in that order.
    public var constraintMultipliers: [Double]
    /// `λ_c` for the edits of ``OptimalityCertificate/editVariables``, in that order.
    public var editMultipliers: [Double]

    /// A level's multipliers.
    public init(
      priority: Priority, higherLevelMultipliers: [Double], constraintMultipliers: [Double],
      editMultipliers: [Double]
    ) {
      self.priority = priority
      self.higherLevelMultipliers = higherLevelMultipliers
      self.constraintMultipliers = constraintMultipliers
      self.editMultipliers = editMultipliers
    }
  }

  /// Why a backend could not produce a certificate.
  public struct Unavailable: Error, Sendable, CustomStringConvertible {
    /// What stood in the way, in words.
    public var reason: String
    /// An explanation.
    public init(_ reason: String) { self.reason = reason }
    /// The reason.
    public var description: String { reason }
  }

  /// The installed constraints the multipliers refer to.
  public var constraints: [Constraint]
  /// The edit variables the edit multipliers refer to.
  public var editVariables: [Variable]
  /// One entry per optional priority level in use, highest priority first.
  public var levels: [Level]

  /// A certificate.
  public init(constraints: [Constraint], editVariables: [Variable], levels: [Level]) {
    self.constraints = constraints
    self.editVariables = editVariables
    self.levels = levels
  }
}

/// A solver that can prove its current solution optimal (see ``OptimalityCertificate``).
public protocol CertifyingSolver: ConstraintSolver {
  /// The certificate of the solution of the last ``ConstraintSolver/updateVariables()``.
  ///
  /// - Throws: ``OptimalityCertificate/Unavailable`` when the solver cannot derive one (it
  ///   then says why); the solution is not wrong for that.
  func optimalityCertificate() throws(OptimalityCertificate.Unavailable) -> OptimalityCertificate
}

extension OptimalityCertificate {
  /// The certificate of `solver` if it is a ``CertifyingSolver`` (or why it has none); nil
  /// for a solver that does not certify.
  public static func of(
    _ solver: some ConstraintSolver
  ) -> Result<OptimalityCertificate, Unavailable>? {
    guard let certifying = solver as? any CertifyingSolver else { return nil }
    return Result { () throws(Unavailable) in try certifying.optimalityCertificate() }
  }
}
