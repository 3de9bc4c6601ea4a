import Foundation
import StrutCore
import Testing

@testable import StrutCassowary

/// Extreme magnitudes: no value the solver holds or returns is ever non-finite, an operation
/// that would overflow is refused with `outOfRange` and changes nothing, accuracy depends on
/// the values in force rather than on what was suggested before, and errors name their
/// cause at any finite magnitude.
@Suite struct RangeTests {
  /// A solver with edit variable `x` and `y == x + 3`, `z >= y`, `z == 0` weak.
  func editedSolver() throws -> (CassowarySolver, x: Variable, y: Variable, z: Variable) {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = CassowarySolver()
    try solver.add(contentsOf: [y == x + 3, z >= y, (z == 0).priority(.low)])
    try solver.addEditVariable(x, priority: .high)
    return (solver, x, y, z)
  }

  @Test(arguments: [[-9e307, 9e307, 5], [-1e308, 1e308, -1e308, 2], [1e308, -1e308]])
  func hugeSuggestionsNeverGiveInfinityOrNaN(values: [Double]) throws {
    let (solver, x, y, z) = try editedSolver()
    for value in values {
      do {
        try solver.suggestValue(value, for: x)
      } catch {
        // Refused: the solution would overflow (y = x + 3 stays finite here, so this
        // can only be the refusal of a value whose solution leaves Double's range).
        guard case .outOfRange = error else {
          Issue.record("\(error)")
          return
        }
      }
      solver.updateVariables()
      for variable in [x, y, z] {
        #expect(solver.value(of: variable).isFinite, "\(variable) after \(value)")
      }
      #expect(solver.invariantViolation() == nil)
    }
    // The last value of every script is representable with its neighbours: it holds.
    let last = values[values.count - 1]
    #expect(solver.value(of: x) == last)
    #expect(solver.value(of: y) == last + 3)
  }

  @Test func aSolutionThatWouldOverflowIsRefusedAndNothingChanges() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = CassowarySolver()
    try solver.add(y == 2 * x)
    try solver.addEditVariable(x, priority: .high)
    try solver.suggestValue(1e300, for: x)
    solver.updateVariables()
    #expect(solver.value(of: y) == 2e300)
    #expect(throws: SolverError.self) { try solver.suggestValue(1.5e308, for: x) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 1e300 && solver.value(of: y) == 2e300)
    do {
      try solver.suggestValue(1.5e308, for: x)
    } catch {
      guard case .outOfRange(let detail) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(detail.contains("x"))
    }
    try solver.suggestValue(7, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 7 && solver.value(of: y) == 14)
    #expect(solver.invariantViolation() == nil)
  }

  @Test func anAddThatWouldOverflowIsRefusedAndNothingChanges() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = CassowarySolver()
    try solver.add(x == 1e308)
    solver.updateVariables()
    let overflowing = y == x + x
    #expect(throws: SolverError.self) { try solver.add(overflowing) }
    #expect(!solver.contains(overflowing))
    solver.updateVariables()
    #expect(solver.value(of: x) == 1e308 && solver.value(of: y) == 0)
    #expect(solver.invariantViolation() == nil)
  }

  @Test(arguments: [(1e17, 5.0), (1e12, 0.1), (-3e15, 0.3), (1e9, 1e-3)])
  func accuracyDependsOnTheValuesInForceNotOnHistory(huge: Double, small: Double) throws {
    let (solver, x, y, z) = try editedSolver()
    try solver.suggestValue(huge, for: x)
    solver.updateVariables()
    try solver.suggestValue(small, for: x)
    solver.updateVariables()
    let tolerance = 1e-9 * max(1, abs(small) + 3)
    #expect(abs(solver.value(of: x) - small) <= tolerance)
    #expect(abs(solver.value(of: y) - (small + 3)) <= tolerance)
    #expect(abs(solver.value(of: z) - (small + 3)) <= tolerance)
  }

  @Test func aDragNeverRebuilds() throws {
    let (solver, x, _, _) = try editedSolver()
    for step in 0..<200 {
      try solver.suggestValue(1000 + 360 * sin(Double(step) / 4), for: x)
      solver.updateVariables()
    }
    #expect(solver.statistics.rebuilds == 0)
  }

  @Test func coefficientsThatAddUpToInfinityAreNamed() throws {
    let a = Variable("a")
    let solver = CassowarySolver()
    let constraint = Constraint(
      Expression(terms: [Term(a, 1e308), Term(a, 1e308)], constant: -1), .equal)
    do {
      try solver.add(constraint)
      Issue.record("added")
    } catch {
      // The shared validation (Constraint.checkedTerms) names the sum that overflowed.
      guard case .nonFiniteCoefficient(_, let variable) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(variable == a)
      #expect(error.description.contains("add up beyond the range"))
    }
    #expect(!solver.contains(constraint))
  }

  @Test(arguments: [false, true])
  func extremeCoefficientsAreScaledExactly(optionalFirst: Bool) throws {
    let c = Variable("c")
    let solver = CassowarySolver()
    let optional = (c == 3).priority(.low)
    let required = Constraint(Expression(terms: [Term(c, 1e308)], constant: -1e308), .equal)
    try solver.add(contentsOf: optionalFirst ? [optional, required] : [required, optional])
    solver.updateVariables()
    #expect(solver.value(of: c) == 1)
    #expect(solver.invariantViolation() == nil)
  }
}
