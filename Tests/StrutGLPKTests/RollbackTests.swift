import Foundation
import StrutCore
import StrutGLPK
import Testing

/// A failed add leaves every value exactly as it was, also the values of variables the optimum
/// leaves free (fuzz repro `fuzz-glpk-values-after-failed-add`, seed 20250401 system 204).
///
/// The cause was not the rollback: the update BEFORE the failed add had stopped on a false
/// `GLP_NOFEAS` of the primal simplex (nearly parallel rows with tiny residuals), kept stale
/// values and left the solve pending; the next update then solved and moved the free
/// variables. Infeasibility is now confirmed by the dual simplex (see `NearSingularTests`).
@Suite struct RollbackTests {
  /// The system of the catalogue case `fuzz-glpk-values-after-failed-add`.
  static func catalogueSystem() throws -> ConstraintSystem {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "../../Sources/StrutConformance/Catalogue/fuzz-glpk-values-after-failed-add.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let system = try JSONSerialization.data(withJSONObject: object?["system"] ?? [:])
    return try ConstraintSystem(jsonData: system)
  }

  /// The case's script: a batch, one more optional constraint (accepted without a solve),
  /// an update, then a required constraint that cannot hold.
  @Test func valuesAfterFailedAddAreExactlyAsBefore() throws {
    let instance = try Self.catalogueSystem().instantiate()
    let solver = GLPKSolver()
    let first = [
      24, 25, 22, 21, 14, 2, 7, 1, 9, 5, 8, 20, 12, 19, 23, 13, 17, 3, 4, 11, 15, 16, 26, 0, 18, 6,
    ]
    try solver.add(contentsOf: first.map { instance.constraints[$0] })
    try solver.add(instance.constraints[10])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil, "the update before the failed add must solve")
    let before = instance.variables.map { solver.value(of: $0) }
    let contained = instance.constraints.map { solver.contains($0) }
    #expect(throws: SolverError.self) { try solver.add(instance.constraints[27]) }
    #expect(!solver.contains(instance.constraints[27]))
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    let after = instance.variables.map { solver.value(of: $0) }
    for (index, variable) in instance.variables.enumerated() where before[index] != after[index] {
      Issue.record("\(variable): \(before[index]) before, \(after[index]) after the failed add")
    }
    #expect(instance.constraints.map { solver.contains($0) } == contained)
  }

  /// Whatever the state before (solved or with a solve pending), a failed add changes no value
  /// and the next update reaches the values it would have reached without it.
  @Test(arguments: [false, true])
  func failedAddWithPendingSolveChangesNothing(_ updateFirst: Bool) throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let base: [Constraint] = [
      a + b == 100, a >= 0, b >= 0, (c == a).priority(.low), (a == 30).priority(.medium),
    ]
    let reference = GLPKSolver()
    try reference.add(contentsOf: base)
    reference.updateVariables()

    let solver = GLPKSolver()
    try solver.add(contentsOf: base)
    if updateFirst { solver.updateVariables() }
    let before = [a, b, c].map { solver.value(of: $0) }
    #expect(throws: SolverError.self) { try solver.add(a + b == 50) }
    #expect([a, b, c].map { solver.value(of: $0) } == before)
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    #expect([a, b, c].map { solver.value(of: $0) } == [a, b, c].map { reference.value(of: $0) })
  }
}
