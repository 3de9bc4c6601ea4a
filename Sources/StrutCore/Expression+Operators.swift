// Arithmetic on variables, expressions and numbers, so that `x + 2 * y - 10` reads naturally.

extension Expression {
  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-rhs)
  }

  /// `-operand`.
  @inlinable
  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  /// `lhs · rhs` (a scalar multiple).
  @inlinable
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  /// `lhs · rhs` (a scalar multiple).
  @inlinable
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  /// `lhs / rhs` (a scalar quotient).
  @inlinable
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs), Term(rhs)])
  }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs), Term(rhs, -1)])
  }

  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs)], constant: rhs)
  }

  /// `lhs + rhs`.
  @inlinable
  public static func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }

  /// `lhs - rhs`.
  @inlinable
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs, -1)], constant: lhs)
  }

  /// `-operand`.
  @inlinable
  public static prefix func - (operand: Variable) -> Expression {
    Expression(terms: [Term(operand, -1)])
  }

  /// `lhs · rhs`.
  @inlinable
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, rhs)])
  }

  /// `lhs · rhs`.
  @inlinable
  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }

  /// `lhs / rhs`.
  @inlinable
  public static func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
}
