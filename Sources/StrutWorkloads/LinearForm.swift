import StrutCore

/// A linear expression over variable *indices* of a ``SystemBuilder``: `Σ coefficient·v[i] +
/// constant`.
///
/// Generators write constraints with it in the shape they are read:
/// `builder.constrain(child.top, .equal, previous.bottom + 2)`.
public struct LinearForm: Hashable, Sendable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The `(index, coefficient)` terms, in the order written (repeats are allowed).
  public var terms: [ConstraintSystem.IndexedTerm]
  /// The constant part.
  public var constant: Double

  /// A form with the given terms and constant.
  public init(terms: [ConstraintSystem.IndexedTerm] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The form `1·v[index]`.
  public init(variable index: Int) {
    self.terms = [ConstraintSystem.IndexedTerm(index, 1)]
    self.constant = 0
  }

  /// The constant form `value`.
  public init(integerLiteral value: Int) {
    self.terms = []
    self.constant = Double(value)
  }

  /// The constant form `value`.
  public init(floatLiteral value: Double) {
    self.terms = []
    self.constant = value
  }

  /// The sum of two forms (terms concatenated).
  public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    LinearForm(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two forms.
  public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    lhs + (-rhs)
  }

  /// The form plus a constant.
  public static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
    LinearForm(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The form minus a constant.
  public static func - (lhs: LinearForm, rhs: Double) -> LinearForm {
    LinearForm(terms: lhs.terms, constant: lhs.constant - rhs)
  }

  /// The form with every coefficient and the constant negated.
  public static prefix func - (form: LinearForm) -> LinearForm {
    LinearForm(
      terms: form.terms.map { ConstraintSystem.IndexedTerm($0.variable, -$0.coefficient) },
      constant: -form.constant)
  }

  /// The form scaled by a factor.
  public static func * (factor: Double, form: LinearForm) -> LinearForm {
    LinearForm(
      terms: form.terms.map { ConstraintSystem.IndexedTerm($0.variable, factor * $0.coefficient) },
      constant: factor * form.constant)
  }

  /// The value of the form given a value per variable index.
  public func evaluate(_ value: (Int) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }
}
