import StrutCore
import Testing

@testable import StrutWorkloads

/// The hand-worked layouts of ``ExpectedGeometry`` satisfy each generated system: this pins the
/// meaning of every generated constraint without a solver.
@Suite struct WorkloadGeometryTests {
  @Test(arguments: ExpectedGeometry.handWorked, [1, 2, 5, 10, 23, 85, 400])
  func expectedLayoutMeetsEveryConstraintAtTheRestingWidth(workload: Workload, size: Int) throws {
    let size = max(size, workload.minimumSize)
    let system = try workload.system(size: size)
    let values = ExpectedGeometry.values(workload, size: size, rootWidth: 1000)
    #expect(values.count == system.variables.count)
    let violations = ExpectedGeometry.violations(of: system, at: values)
    #expect(violations.required < 1e-9)
    if [Workload.flat, .tree, .grid].contains(workload) {
      // These fit every preference at 1000 points; chain, cells and chips trade some away.
      #expect(violations.optional < 1e-9)
    }
  }

  @Test(arguments: ExpectedGeometry.handWorked, [640.0, 777.5, 1360.0])
  func expectedLayoutIsFeasibleAcrossTheDrag(workload: Workload, rootWidth: Double) throws {
    let system = try workload.system(size: 137)
    let values = ExpectedGeometry.values(workload, size: 137, rootWidth: rootWidth)
    #expect(ExpectedGeometry.violations(of: system, at: values).required < 1e-9)
  }

  @Test func aNarrowRootBreaksOnlyOptionalConstraints() throws {
    // At 640 points flat children indented 600+ cannot be 50 wide, and grid labels shrink.
    for workload in [Workload.flat, .grid] {
      let system = try workload.system(size: 200)
      let values = ExpectedGeometry.values(workload, size: 200, rootWidth: 640)
      let violations = ExpectedGeometry.violations(of: system, at: values)
      #expect(violations.required < 1e-9)
      #expect(violations.optional > 1)
    }
  }

  @Test func flatChildrenAreStacked22Apart() {
    let frames = ExpectedGeometry.flat(size: 70, rootWidth: 1000)
    for i in 1..<70 { #expect(frames[i + 1]!.y - frames[i]!.y == 22) }
    // Child i is view i + 1, indented 10·(i mod 64).
    #expect(frames[64]!.x == 630)
    #expect(frames[65]!.x == 0)
  }
}
