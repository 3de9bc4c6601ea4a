import StrutCassowary
import StrutCore
import Testing

@testable import StrutWorkloads

/// The Cassowary backend solves small generated systems to the hand-worked layouts of
/// ``ExpectedGeometry`` (each of these optima is unique).
@Suite struct SolvedGeometryTests {
  /// The largest difference between the solver's values and the expected ones.
  static func worstDifference(
    _ instance: ConstraintSystem.Instance, _ solver: some ConstraintSolver,
    _ expected: [String: Double]
  ) -> Double {
    var worst = 0.0
    for variable in instance.variables {
      let want = expected[variable.name] ?? .nan
      let difference = abs(solver.value(of: variable) - want)
      worst = max(worst, difference.isNaN ? .infinity : difference)
    }
    return worst
  }

  @Test(arguments: ExpectedGeometry.handWorked, [1, 9, 31, 120])
  func applyingTheSystemLeavesTheLastDragValueInForce(workload: Workload, size: Int) throws {
    let size = max(size, workload.minimumSize)
    let system = try workload.system(size: size)
    let instance = system.instantiate()
    let solver = CassowarySolver()
    try instance.apply(to: solver)
    let lastWidth = try #require(Workload.rootWidthDrag().last)
    let expected = ExpectedGeometry.values(workload, size: size, rootWidth: lastWidth)
    #expect(Self.worstDifference(instance, solver, expected) < 1e-6)
  }

  @Test(arguments: ExpectedGeometry.handWorked)
  func everyDragStepGivesTheExpectedLayout(workload: Workload) throws {
    let size = 45
    let system = try workload.system(size: size)
    let instance = system.instantiate()
    let solver = CassowarySolver()
    try solver.add(contentsOf: instance.constraints)
    let edit = try #require(instance.edits.first)
    try solver.addEditVariable(edit.variable, priority: edit.priority)
    for width in edit.values {
      try solver.suggestValue(width, for: edit.variable)
      solver.updateVariables()
      let expected = ExpectedGeometry.values(workload, size: size, rootWidth: width)
      #expect(Self.worstDifference(instance, solver, expected) < 1e-6, "root width \(width)")
    }
  }

  @Test func flatChildrenStack22ApartAndStayInsideTheRoot() throws {
    let instance = try Workload.flat.system(size: 80).instantiate()
    let solver = CassowarySolver()
    try instance.apply(to: solver)
    let values = instance.values(in: solver)
    let root = try #require(values["v0.w"])
    for child in 1...80 {
      let y = try #require(values["v\(child).y"])
      #expect(abs(y - (2 + 22 * Double(child - 1))) < 1e-6)
      let right = try #require(values["v\(child).x"]) + (values["v\(child).w"] ?? .nan)
      #expect(right <= root + 1e-6)
    }
  }

  @Test func treeChildrenShareTheirParentsWidthEqually() throws {
    let size = 85  // 1 + 4 + 16 + 64: four full levels
    let instance = try Workload.tree.system(size: size).instantiate()
    let solver = CassowarySolver()
    try instance.apply(to: solver)
    let values = instance.values(in: solver)
    for parent in 0..<21 {
      let children = (4 * parent + 1)...(4 * parent + 4)
      let widths = children.map { values["v\($0).w"] ?? .nan }
      #expect(widths.allSatisfy { abs($0 - widths[0]) < 1e-6 })
      let parentWidth = values["v\(parent).w"] ?? .nan
      #expect(abs(widths.reduce(0, +) + 4 * 5 - parentWidth) < 1e-6)
      let lastRight = (values["v\(4 * parent + 4).x"] ?? .nan) + widths[3]
      #expect(abs(lastRight - ((values["v\(parent).x"] ?? .nan) + parentWidth - 4)) < 1e-6)
    }
  }

  @Test func narrowGridRowsShrinkTheLabelFirst() throws {
    let instance = try Workload.grid.system(size: 50).instantiate()
    let solver = CassowarySolver()
    try solver.add(contentsOf: instance.constraints)
    let edit = try #require(instance.edits.first)
    try solver.addEditVariable(edit.variable, priority: edit.priority)
    try solver.suggestValue(700, for: edit.variable)
    solver.updateVariables()
    let values = instance.values(in: solver)
    // Row 4 prefers data cells 70 wide: 9·70 + 120 does not fit in 700 − 88 = 612, so the
    // label gives way down to 60 and the data cells split the rest: (612 − 60) / 9.
    #expect(abs((values["v41.w"] ?? .nan) - 60) < 1e-6)
    #expect(abs((values["v42.w"] ?? .nan) - 552.0 / 9) < 1e-6)
    // Row 0 prefers 50: 450 + 120 = 570 fits.
    #expect(abs((values["v1.w"] ?? .nan) - 120) < 1e-6)
    #expect(abs((values["v2.w"] ?? .nan) - 50) < 1e-6)
  }
}
