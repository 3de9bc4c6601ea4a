import StrutCore
import Testing

@testable import StrutCassowary

/// A removed constraint's marker never enters the basis on a cancellation residue
/// (`CassowarySolver.removeFromTableau`): a definition that holds it in a stable cell is
/// preferred, and when only residues name it the tableau is rebuilt from what is left. The
/// end-to-end regression is the catalogue case `fuzz-cassowary-marker-9a59fcbed02dfe06`.
@Suite struct MarkerResidueTests {
  /// Fresh seed 236245262, system 550 (shrunk): x0…x3 at magnitudes of 1e-3 and nearly
  /// parallel required rows (`10·x2` against `10.009765625·x2`).
  static func system() -> (constraints: [Constraint], variables: [Variable]) {
    let x = (0..<4).map { Variable("x\($0)") }
    func c(
      _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority,
      weight: Double = 1
    ) -> Constraint {
      Constraint(
        Expression(terms: terms.map { Term(x[$0.0], $0.1) }, constant: constant), relation,
        priority: priority, weight: weight)
    }
    let constraints = [
      c([(3, 10), (2, -0.25)], -0.004781246185302734, .lessThanOrEqual, 700),
      c([(1, -1), (2, 3), (3, 2)], -0.0030832290649414062, .equal, 700),
      c([(0, -0.25), (2, -1), (3, 3)], -0.00012111663818359375, .lessThanOrEqual, 700, weight: 2),
      c([(2, -0.25)], 0.00013589859008789062, .equal, 700),
      c([(1, -1), (2, 10)], -0.005370140075683594, .lessThanOrEqual, .required),
      c([(1, -1), (2, 10.009765625)], -0.0052667297422885895, .lessThanOrEqual, .required),
      c([(0, 1), (3, -0.25)], -0.0011081695556640625, .lessThanOrEqual, 700),
      c([(0, -1), (1, 0.5), (2, 10)], -0.004452228546142578, .greaterThanOrEqual, .required),
    ]
    return (constraints, x)
  }

  @Test func theLastRemovalKeepsTheEditOnItsOwnVariable() throws {
    let (cs, x) = Self.system()
    let solver = CassowarySolver()
    try solver.add(contentsOf: [7, 5, 3, 0, 1, 6, 2, 4].map { cs[$0] })
    try solver.remove(cs[1])
    try solver.remove(cs[7])
    try solver.remove(cs[2])
    try solver.add(cs[7])
    solver.updateVariables()
    let asked = solver.value(of: x[0])
    try solver.addEditVariable(x[0], priority: 740)
    try solver.remove(contentsOf: [cs[5], cs[3]])
    try solver.remove(cs[0])
    try solver.remove(cs[6])
    solver.updateVariables()
    // Left: two required rows that x0 = 0.00107… satisfies, and the edit asking for it. Before,
    // x3 (named by no constraint left) absorbed the edit at −3.9e13 through a residue of 1e-16.
    #expect(abs(asked - 0.0010709762573242188) < 1e-12)
    #expect(abs(solver.value(of: x[0]) - asked) < 1e-12)
    #expect(abs(solver.value(of: x[3])) < 1)
    for row in solver.tableau.rows where row.basic >= 0 {
      #expect(row.cells.allSatisfy { abs($0.coefficient) < 1e6 }, "no row divided by a residue")
    }
    #expect(solver.invariantViolation() == nil)
  }

  /// `x >= 10` (weak) leaves its slack only in x's definition. With that cell made a residue,
  /// the removal rebuilds instead of dividing by it.
  @Test func aMarkerNamedOnlyByAResidueIsRemovedByARebuild() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = CassowarySolver()
    let lower = Constraint(Expression(x) - 10, .greaterThanOrEqual, priority: .low)
    try solver.add(contentsOf: [Constraint(Expression(y) - Expression(x) - 1, .equal), lower])
    solver.updateVariables()
    #expect(solver.value(of: y) == 11)
    let marker = try #require(solver.records[lower.id]).marker
    #expect(solver.tableau.rowOf[Int(marker)] < 0)
    var naming: [Int32] = []
    for row in solver.tableau.rowsContaining(marker) { naming.append(row) }
    #expect(!naming.isEmpty)
    #expect(naming.allSatisfy { solver.tableau.isDefinition($0) })
    for row in naming {
      let cells = solver.tableau.rows[Int(row)].cells
      for index in cells.indices where cells[index].symbol == marker {
        solver.tableau.rows[Int(row)].cells[index].coefficient = 1e-17
      }
    }
    let rebuilds = solver.statistics.rebuilds
    try solver.remove(lower)
    #expect(solver.needsRebuild)
    solver.updateVariables()
    #expect(solver.statistics.rebuilds == rebuilds + 1)
    #expect(!solver.contains(lower))
    // y == x + 1 alone: nothing pins x, and a fresh tableau puts it at 0.
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 1)
    #expect(solver.invariantViolation() == nil)
  }
}
