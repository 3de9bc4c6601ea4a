/// The role of a tableau symbol.
///
/// Symbols are small integers; their kinds live in a flat array of the ``Tableau``.
@usableFromInline
enum SymbolKind: UInt8, Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: non-negative; it is the constraint's marker.
  case slack
  /// An error of an optional constraint: non-negative, priced in the objective.
  case error
  /// The artificial variable of a phase-one solve: non-negative, short-lived.
  case artificial
  /// The marker of a required equality in a solver that explains conflicts (see
  /// `CassowarySolver.infeasibilityCertificate(installing:then:)`): fixed at zero, it never
  /// enters the basis, so its coefficient in a row says how much of that equality the row
  /// holds.
  case dummy

  /// Whether the simplex may bring the symbol into the basis (artificials and dummies never).
  @inlinable
  var entersBasis: Bool { self.rawValue < SymbolKind.artificial.rawValue }

  /// Whether the symbol must stay non-negative.
  @inlinable
  var isRestricted: Bool { self != .external }
}
