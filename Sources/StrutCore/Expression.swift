/// A linear expression `Σ coefficient·variable + constant`.
///
/// Build expressions with the arithmetic operators (`x + 2 * y - 10`) and compare them with
/// `==`, `<=`, `>=` to get a ``Constraint``. The same variable may appear in several terms;
/// ``simplified()`` merges them (solvers do so themselves).
public struct Expression: Hashable, Sendable, CustomStringConvertible {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// An expression with the given terms and constant.
  @inlinable
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1·variable`.
  @inlinable
  public init(_ variable: Variable) {
    self.terms = [Term(variable, 1)]
    self.constant = 0
  }

  /// The constant expression `constant`.
  @inlinable
  public init(_ constant: Double) {
    self.terms = []
    self.constant = constant
  }

  /// Whether the expression has no terms.
  @inlinable
  public var isConstant: Bool { terms.isEmpty }

  /// The expression with repeated variables merged (in order of first appearance) and zero
  /// coefficients dropped.
  ///
  /// - Complexity: O(*n*) for *n* terms.
  public func simplified() -> Expression {
    if terms.count < 2 {
      return Expression(terms: terms.filter { $0.coefficient != 0 }, constant: constant)
    }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    if terms.count <= 8 {
      // Short expressions (nearly all of a layout's): a scan beats building a dictionary.
      for term in terms {
        if let index = merged.firstIndex(where: { $0.variable.id == term.variable.id }) {
          merged[index].coefficient += term.coefficient
        } else {
          merged.append(term)
        }
      }
    } else {
      var position: [Int: Int] = [:]
      position.reserveCapacity(terms.count)
      for term in terms {
        if let index = position[term.variable.id] {
          merged[index].coefficient += term.coefficient
        } else {
          position[term.variable.id] = merged.count
          merged.append(term)
        }
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(terms: merged, constant: constant)
  }

  /// The value of the expression given a value for each variable.
  @inlinable
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }

  /// `x + 2·y - 10`.
  public var description: String {
    var text = ""
    for (index, term) in terms.enumerated() {
      if index == 0 {
        text = term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + \(formatNumber(constant))" }
    if constant < 0 { text += " - \(formatNumber(-constant))" }
    return text
  }
}
