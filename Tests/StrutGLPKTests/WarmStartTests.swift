import StrutCore
import StrutGLPK
import Testing

/// The LP stays alive and re-solves warm; the statistics show it.
@Suite struct WarmStartTests {
  @Test func rootWidthEditOnAThousandViewTreeResolvesWarm() throws {
    let tree = TreeLayout(count: 1000)
    let root = tree.views[0]
    let solver = GLPKSolver()
    try solver.add(contentsOf: tree.constraints)
    try solver.addEditVariable(root.w, priority: .high)
    try solver.suggestValue(750, for: root.w)
    solver.updateVariables()
    let cold = solver.statistics
    #expect(cold.coldSolves == 1)
    #expect(cold.totalIterations > 100)
    #expect(close(solver.value(of: root.w), 750))
    let childWidth = TreeLayout.childWidth(parent: 750, children: 4)
    #expect(close(solver.value(of: tree.views[1].w), childWidth))
    #expect(close(solver.value(of: tree.views[2].x), 4 + childWidth + 4))
    #expect(close(solver.value(of: tree.views[5].h), 800 - 16))

    var editIterations: [Int] = []
    for width in stride(from: 760.0, through: 1000, by: 40) {
      try solver.suggestValue(width, for: root.w)
      solver.updateVariables()
      editIterations.append(solver.statistics.lastSolveIterations)
      let expected = TreeLayout.childWidth(parent: width, children: 4)
      #expect(close(solver.value(of: tree.views[4].w), expected), "width \(width)")
      let grandchild = TreeLayout.childWidth(parent: expected, children: 4)
      #expect(close(solver.value(of: tree.views[5].w), grandchild), "width \(width)")
    }
    let after = solver.statistics
    print("tree-1000: cold \(cold.totalIterations) iterations; edits \(editIterations); \(after)")
    #expect(after.coldSolves == cold.coldSolves)
    #expect(after.warmSolves >= cold.warmSolves + editIterations.count)
    // Far fewer pivots than the cold solve; usually none (glp_warm_up shows the old basis
    // still optimal).
    #expect(editIterations.allSatisfy { $0 * 20 < cold.totalIterations }, "\(editIterations)")
    #expect(after.warmUpOnlySolves > cold.warmUpOnlySolves)
    #expect(after.secondsInGLPK > 0)
  }

  @Test func addingAndRemovingRowsStaysWarm() throws {
    let tree = TreeLayout(count: 341)
    let root = tree.views[0]
    let solver = GLPKSolver()
    try solver.add(contentsOf: tree.constraints)
    try solver.addEditVariable(root.w, priority: .high)
    try solver.suggestValue(900, for: root.w)
    solver.updateVariables()
    let cold = solver.statistics
    let leaf = tree.views[340]
    let preference = (leaf.w >= 100).priority(.low)
    let cap = leaf.h <= 1000
    try solver.add(contentsOf: [preference, cap])
    solver.updateVariables()
    try solver.remove(contentsOf: [preference, cap])
    solver.updateVariables()
    // Removing the last row of a family's chain and adding it back is warm too.
    let chainLink = tree.constraints[tree.constraints.count - 1]
    try solver.remove(chainLink)
    solver.updateVariables()
    try solver.add(chainLink.priority(.required))
    solver.updateVariables()
    let after = solver.statistics
    #expect(after.coldSolves == cold.coldSolves)
    #expect(after.basisRepairs == 0)
    #expect(after.totalIterations - cold.totalIterations < cold.totalIterations)
    #expect(
      close(solver.value(of: tree.views[1].w), TreeLayout.childWidth(parent: 900, children: 4)))
  }

  @Test func statisticsDescribeThemselves() {
    let statistics = GLPKStatistics()
    #expect(statistics.description.contains("solves 0"))
    #expect(statistics == GLPKStatistics())
  }
}
