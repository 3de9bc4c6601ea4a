import StrutCore
import Testing

@Suite("Expressions, constraints and priorities")
struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func operatorsBuildTheExpectedConstraint() {
    let constraint: Constraint = x + 2 * y - 10 <= z
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.priority == .required)
    #expect(constraint.weight == 1)
    let terms = constraint.expression.simplified().terms
    #expect(terms == [Term(x, 1), Term(y, 2), Term(z, -1)])
    #expect(constraint.expression.constant == -10)
    #expect(constraint.description == "x + 2·y - z - 10 <= 0")
  }

  @Test func arithmeticOnEveryOperandKind() {
    let e = (x * 3 - y / 2 + 4) * 2 - (1 - x)
    let value = e.evaluate { [x: 1.0, y: 4.0][$0] ?? 0 }
    // (3·1 − 4/2 + 4)·2 − (1 − 1) = 10
    let expected: Double = 10
    #expect(value == expected)
    #expect((-x).terms == [Term(x, -1)])
    #expect((5 - x).constant == 5)
    #expect((x - 5).constant == -5)
    let equality: Constraint = 2 * x == y
    #expect(equality.expression.simplified().terms == [Term(x, 2), Term(y, -1)])
    let reversed: Constraint = 10 >= x
    #expect(reversed.relation == .greaterThanOrEqual)
    #expect(reversed.expression.constant == 10)
  }

  @Test func simplifiedMergesRepeatsAndDropsZeros() {
    let e = Expression(terms: [Term(x, 1), Term(y, 2), Term(x, 2), Term(y, -2)], constant: 1)
    #expect(e.simplified().terms == [Term(x, 3)])
    #expect(e.simplified().constant == 1)
  }

  @Test func constraintsHaveIdentity() {
    let a: Constraint = x == 1
    let b: Constraint = x == 1
    #expect(a != b)
    #expect(a == a)
    let low = a.priority(.low)
    #expect(low != a && low.priority == .low && low.expression == a.expression)
    #expect(low.weight(3).weight == 3)
  }

  @Test func variablesHaveIdentity() {
    let first = Variable("same")
    let second = Variable("same")
    #expect(first != second)
    #expect(Variable().description.hasPrefix("v"))
  }

  @Test(arguments: [
    (Relation.equal, 3.0, 3.0), (.equal, -2, 2), (.lessThanOrEqual, 3, 3),
    (.lessThanOrEqual, -3, 0),
    (.greaterThanOrEqual, 3, 0), (.greaterThanOrEqual, -3, 3),
  ])
  func violationFollowsTheRelation(relation: Relation, residual: Double, expected: Double) {
    let constraint = Constraint(Expression(terms: [Term(x)], constant: 0), relation)
    #expect(constraint.violation { _ in residual } == expected)
  }

  @Test func priorities() {
    #expect(Priority.required.isRequired && Priority.required.value == 1000)
    #expect(Priority.high.value == 750 && Priority.medium.value == 500 && Priority.low.value == 250)
    #expect(Priority(999).isValid && !Priority(999).isRequired)
    for invalid: Float in [0, -1, 1000.5, .nan, .infinity] { #expect(!Priority(invalid).isValid) }
    #expect(Priority.low < Priority.high)
    let literal: Priority = 600
    #expect(literal.value == 600)
    #expect(Priority.high.description == "high")
    #expect(Priority(600).description == "600")
    #expect(Priority(.infinity).description == "inf")
    #expect(Priority(2.5).description == "2.5")
  }

  @Test func relationsReverse() {
    #expect(Relation.lessThanOrEqual.reversed == .greaterThanOrEqual)
    #expect(Relation.equal.reversed == .equal)
    #expect(Relation.allCases.map(\.description) == ["==", "<=", ">="])
  }

  @Test func solverErrorsNameWhatWasWrong() {
    let constraint: Constraint = x == 1
    #expect(SolverError.duplicateConstraint(constraint).description.contains("x - 1 == 0"))
    #expect(SolverError.unknownEditVariable(y).description.contains("y"))
    let unsatisfiable = SolverError.unsatisfiable(constraint, conflicts: [y == 2])
    #expect(unsatisfiable.description.contains("y - 2 == 0"))
  }
}

/// `Constraint.checkedTerms()`: the checks every backend shares (issue 18, item 4).
@Suite struct CheckedTermsTests {
  @Test func mergedCoefficientsThatOverflowAreNonFiniteCoefficients() {
    let a = Variable("a")
    let constraint = 1e308 * a + 1e308 * a - 1 == 0
    #expect(throws: SolverError.nonFiniteCoefficient(constraint, a)) {
      try constraint.checkedTerms()
    }
    #expect(constraint.coefficientSumOverflows(for: a))
    let message = SolverError.nonFiniteCoefficient(constraint, a).description
    #expect(message.contains("add up beyond the range of a 64-bit float"), "\(message)")
  }

  @Test func plainNonFiniteCoefficientsKeepTheirMessage() {
    let a = Variable("a")
    let constraint = Double.infinity * a == 0
    #expect(throws: SolverError.nonFiniteCoefficient(constraint, a)) {
      try constraint.checkedTerms()
    }
    #expect(!constraint.coefficientSumOverflows(for: a))
    #expect(
      SolverError.nonFiniteCoefficient(constraint, a).description.hasPrefix(
        "non-finite coefficient of"))
  }

  @Test func checksComeInOrderAndMergedTermsAreReturned() throws {
    let a = Variable("a")
    let b = Variable("b")
    #expect(throws: SolverError.self) { try (a == 1).priority(0).checkedTerms() }
    #expect(throws: SolverError.self) { try (a == 1).weight(-1).checkedTerms() }
    #expect(throws: SolverError.self) { try (a == Double.nan).checkedTerms() }
    let merged = try (1e308 * a - 1e308 * a + 2 * b + b == 0).checkedTerms()
    #expect(merged.map(\.variable) == [b])
    #expect(merged.map(\.coefficient) == [3])
  }
}
