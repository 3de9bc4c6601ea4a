import CGLPK
import StrutCore

/// The lexicographic optimum of a set of constraints in exact rational arithmetic: GLPK's
/// `glp_exact`, with each priority level's optimal face fixed by its reduced costs instead of a
/// tolerance on its error.
///
/// The constraints' coefficients and constants are doubles, hence exact rationals; each row is
/// scaled by a power of two that makes its numbers integers (which `glp_exact` takes exactly;
/// it rounds other doubles to nearby fractions). Every level is solved by `glp_simplex` (to
/// find a basis quickly) and then `glp_exact` from that basis, so the optimum of each level is
/// exact. A level's optimal face is then fixed exactly: by
/// complementary slackness, a feasible point is optimal for the level if and only if every
/// non-basic column or row whose reduced cost is non-zero stays at its bound, so those are
/// fixed there and the next level is optimised over what remains. No tolerance enters: this is
/// the lexicographic optimum of the system as written, the judge of last resort for
/// `StrutConformance` (docs/conformance.md, "The exact reference").
///
/// Not `Sendable`: GLPK's state belongs to the thread that creates the program. Rational
/// arithmetic is slow (milliseconds for tens of constraints, seconds for thousands); the limits
/// bound each call.
public final class ExactLexicographicProgram {
  /// Why the exact optimum could not be computed.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    /// The required constraints cannot all hold in exact arithmetic (rounded constants can
    /// make a system that holds within rounding inconsistent as written).
    case infeasible
    /// A call ran past the iteration or time limit.
    case limit(String)
    /// GLPK failed.
    case glpk(String)
    /// A constraint's coefficients span more binary orders of magnitude than a double can
    /// scale to integers, so `glp_exact` would take them approximately.
    case inexactData

    /// In words.
    public var description: String {
      switch self {
      case .infeasible: "the required constraints cannot all hold in exact arithmetic"
      case .limit(let what): "the exact simplex ran past its limit: \(what)"
      case .glpk(let what): "GLPK failed: \(what)"
      case .inexactData:
        "a constraint's coefficients span too many orders of magnitude to be taken exactly"
      }
    }
  }

  /// The limits of each rational simplex call.
  public struct Limits: Sendable {
    /// Iterations of one call.
    public var iterations: Int32
    /// Milliseconds of one call.
    public var milliseconds: Int32

    /// Limits; by default 100,000 iterations and 20 s per call.
    public init(iterations: Int32 = 100_000, milliseconds: Int32 = 20_000) {
      self.iterations = iterations
      self.milliseconds = milliseconds
    }
  }

  /// The exact lexicographic optimum.
  public struct Optimum: Sendable {
    /// The value of every variable of the constraints (rounded to the nearest double).
    public var values: [Variable: Double]
    /// The least error (Σ weight · violation) of every optional level, highest first reached.
    public var levelErrors: [Priority: Double]
  }

  let constraints: [Constraint]
  let limits: Limits
  /// Column of each variable (1-based, in order of first appearance).
  let columnOfVariable: [Variable: Int32]
  /// The variables by column − 1.
  let variables: [Variable]
  /// The optional levels, highest priority first.
  let levels: [Priority]
  /// The program with every level's face fixed (set by ``optimum()``).
  var program: ErrorProgram?

  /// A program over `constraints` (required ones, optional ones at their priorities and
  /// weights; an edit enters as the optional equality it stands for).
  public init(_ constraints: [Constraint], limits: Limits = Limits()) {
    self.constraints = constraints
    self.limits = limits
    var columns: [Variable: Int32] = [:]
    var variables: [Variable] = []
    for constraint in constraints {
      for term in constraint.expression.terms where columns[term.variable] == nil {
        variables.append(term.variable)
        columns[term.variable] = Int32(variables.count)
      }
    }
    self.columnOfVariable = columns
    self.variables = variables
    self.levels = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
  }

  /// The exact lexicographic optimum: the levels are solved highest first, each on the face the
  /// levels above left.
  ///
  /// - Throws: ``Failure``.
  /// - Complexity: one `glp_simplex` and one `glp_exact` per level, plus one for feasibility.
  public func optimum() throws(Failure) -> Optimum {
    let lp = try ErrorProgram(constraints, columnOfVariable, extraRows: [])
    guard lp.exactlyLoaded else { throw .inexactData }
    try lp.minimize([:], limits)
    var errors: [Priority: Double] = [:]
    for level in levels {
      errors[level] = try lp.minimize(lp.objective(of: level), limits)
      try lp.fixOptimalFace()
    }
    program = lp
    let values = try lp.values(of: variables.count)
    var byVariable: [Variable: Double] = [:]
    for (index, variable) in variables.enumerated() { byVariable[variable] = values[index] }
    return Optimum(values: byVariable, levelErrors: errors)
  }

  /// Whether the required constraints of the program have no common solution in exact
  /// arithmetic (its optional ones do not matter: their errors absorb anything); false when
  /// that cannot be decided within the limits or the data are not exact.
  ///
  /// - Complexity: one `glp_simplex` and one `glp_exact`.
  public func isInconsistent() -> Bool {
    do {
      let lp = try ErrorProgram(constraints, columnOfVariable, extraRows: [])
      guard lp.exactlyLoaded else { return false }
      try lp.minimize([:], limits)
      return false
    } catch {
      if case .infeasible = error { return true }
      return false
    }
  }

  /// The least and greatest value of `variable` over the exact optimal face of every level
  /// (call ``optimum()`` first); infinite where the face is unbounded. A variable of no
  /// constraint can take any value.
  ///
  /// - Throws: ``Failure``.
  public func range(of variable: Variable) throws(Failure) -> ClosedRange<Double> {
    guard let column = columnOfVariable[variable] else { return -Double.infinity...Double.infinity }
    if program == nil { _ = try optimum() }
    guard let lp = program else { throw .glpk("no program") }
    let least = try lp.minimize([column: 1], limits, unboundedValue: -.infinity)
    let greatest = try lp.minimize([column: -1], limits, unboundedValue: -.infinity)
    return least...(-greatest)
  }

  /// The least error of `level` over the points whose error at every higher level is at most
  /// `higherErrors[higher]` (a level missing from it is unbounded): what a solution with those
  /// higher errors can reach at this level. Exact; the bounds are the doubles given.
  ///
  /// - Throws: ``Failure`` (``Failure/infeasible`` when no point has those higher errors).
  public func leastError(at level: Priority, givenHigherLevels higherErrors: [Priority: Double])
    throws(Failure) -> Double
  {
    let bounds = levels.filter { $0 > level }.compactMap { higher in
      higherErrors[higher].map { (higher, $0) }
    }
    let lp = try ErrorProgram(constraints, columnOfVariable, extraRows: bounds)
    guard lp.exactlyLoaded else { throw .inexactData }
    try lp.minimize([:], limits)
    return try lp.minimize(lp.objective(of: level), limits)
  }
}
