// Comparison operators that build required constraints: `x + 2 * y - 10 <= z`.
// Each yields `Constraint(lhs - rhs, relation)`; use `.priority(_:)` for an optional one.
// (Swift requires a member operator to take its own type, so these are global.)

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - Expression(rhs), .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs) - rhs, .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - Expression(rhs), .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs) - rhs, .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .equal)
}

/// A required constraint `lhs == rhs`.
@inlinable
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .equal)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - Expression(rhs), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - Expression(rhs), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
}

/// A required constraint `lhs <= rhs`.
@inlinable
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
}

/// A required constraint `lhs >= rhs`.
@inlinable
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
}
