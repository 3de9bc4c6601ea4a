import StrutCore
import StrutGLPK
import Testing

/// Shrunk from `bench fuzz --backends glpk --seed 1`, system 346 (1e6 magnitudes, nearly
/// parallel rows `x10 + x5 >= 476160` and `x10 + 1.0009765625·x5 >= 634682`): after a few
/// warm solves, both the primal and the dual simplex reported the (always feasible) elastic
/// phase of the conflict search infeasible from the basis they started from, so the
/// unsatisfiable add named no conflicts. A third opinion from a crashed basis decides.
@Suite struct ConflictSearchTests {
  @Test func conflictIsFoundAfterWarmSolves() throws {
    let v = (0..<13).map { Variable("x\($0)") }
    let c: [Constraint] = [
      ((2) * v[6] + (-27136) == 0).priority(Priority(1)).weight(2),
      ((2) * v[4] + (-0.25) * v[9] + (478080) >= 0).priority(Priority(1000)).weight(1),
      ((10) * v[11] + (1) * v[8] + (-3_663_872) == 0).priority(Priority(1000)).weight(1),
      ((0.5) * v[11] + (-1) * v[2] + (278528) == 0).priority(Priority(100)).weight(1),
      ((-1) * v[10] + (-1) * v[5] + (476160) <= 0).priority(Priority(1000)).weight(1),
      ((0.5) * v[12] + (544000) >= 0).priority(Priority(900)).weight(1),
      ((-1) * v[3] + (-184832) == 0).priority(Priority(1000)).weight(1),
      ((-1) * v[2] + (10) * v[1] + (-0.5) * v[4] + (-4_328_448) == 0).priority(Priority(749))
        .weight(3),
      ((0.5) * v[1] + (-0.25) * v[12] + (-273280) == 0).priority(Priority(100)).weight(1),
      ((0.5) * v[0] + (1) * v[2] + (303104) == 0).priority(Priority(10)).weight(1),
      ((1) * v[10] + (1.0009765625) * v[5] + (-634682) >= 0).priority(Priority(1000)).weight(1),
      ((-0.5) * v[8] + (-632832) == 0).priority(Priority(749)).weight(0.5),
      ((-0.5) * v[9] + (-2) * v[7] + (10) * v[3] + (1_433_344) == 0).priority(Priority(1000))
        .weight(1),
      ((0.5) * v[9] + (2) * v[7] + (-10) * v[3] + (-1_433_344) == 0).priority(Priority(1000))
        .weight(1),
      ((-0.25) * v[2] + (-0.25) * v[0] + (-0.5) * v[6] + (3) * v[5] + (-864128) >= 0).priority(
        Priority(1000)
      ).weight(1),
      ((-0.25) * v[7] + (-1) * v[6] + (-67840) == 0).priority(Priority(1000)).weight(1),
      ((1) * v[2] + (1) * v[7] + (0.5) * v[11] + (-1) * v[5] + (338944) == 0).priority(
        Priority(1000)
      ).weight(1),
      ((-1) * v[0] + (-221184) <= 0).priority(Priority(900)).weight(1),
      ((-1) * v[10] + (-1) * v[5] + (433664) >= 0).priority(Priority(1000)).weight(1),
    ]
    let solver = GLPKSolver()
    let first = [13, 15, 5, 4, 12, 7, 17, 9, 16, 14, 2, 6, 10, 0, 3, 8, 1, 11]
    try solver.add(contentsOf: first.map { c[$0] })
    solver.updateVariables()
    try solver.addEditVariable(v[0], priority: Priority(1))
    try solver.suggestValue(-199680, for: v[0])
    solver.updateVariables()
    #expect(solver.lastUpdateFailure == nil)
    do {
      try solver.add(c[18])
      Issue.record("x10 + x5 <= 433664 contradicts x10 + x5 >= 476160")
    } catch {
      guard case .unsatisfiable(let culprit, let conflicts) = error else {
        Issue.record("expected unsatisfiable, got \(error)")
        return
      }
      #expect(culprit == c[18])
      #expect(conflicts == [c[4]])
    }
    #expect(!solver.contains(c[18]))
  }
}
