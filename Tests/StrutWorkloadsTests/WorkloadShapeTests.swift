import StrutCore
import Testing

@testable import StrutWorkloads

/// Counts, names, edits and validity of the generated systems.
@Suite struct WorkloadShapeTests {
  /// The sizes quoted in notes/cassowary.md for 1,000 views.
  @Test(arguments: [
    (Workload.flat, 4_004, 6_003), (Workload.tree, 4_000, 3_999), (Workload.grid, 4_004, 5_903),
  ])
  func countsAtOneThousand(workload: Workload, variables: Int, constraints: Int) throws {
    let system = try workload.system(size: 1_000, seed: 1)
    #expect(system.variables.count == variables)
    #expect(system.constraints.count == constraints)
    #expect(system.name == "\(workload)-1000")
  }

  /// The closed-form counts, derived independently of the generators' loops.
  /// (The constraint count of `random` depends on the seed: `nil`.)
  static func expectedCounts(_ workload: Workload, size: Int) -> (variables: Int, constraints: Int?)
  {
    switch workload {
    case .chain:
      return (4 * (size + 1), 6 * size + 3)
    case .cells:
      let rows = size / 5
      return (4 * (5 * rows + 1), 25 * rows + 3)
    case .inequalities:
      return (4 * (size + 1), 11 * size + 2 * ((size + 7) / 8) + 3)
    case .random:
      return (4 * (size + 1), nil)
    case .flat:
      return (4 * (size + 1), 6 * size + 3)
    case .tree:
      return (4 * size, 4 * size - 1)
    case .grid:
      // A row of k cells: label 5, each data cell 5, k − 2 equal-width links, 1 right edge.
      var constraints = 3
      var remaining = size
      while remaining > 0 {
        let k = min(10, remaining)
        constraints += 5 + 5 * (k - 1) + max(0, k - 2) + 1
        remaining -= k
      }
      return (4 * (size + 1), constraints)
    }
  }

  @Test(arguments: Workload.allCases, [1, 2, 3, 4, 5, 6, 9, 10, 11, 17, 21, 64, 100, 257])
  func countsAtAnySize(workload: Workload, size: Int) throws {
    let size = max(size, workload.minimumSize)
    let system = try workload.system(size: size)
    let expected = Self.expectedCounts(workload, size: size)
    #expect(system.variables.count == expected.variables)
    if let constraints = expected.constraints {
      #expect(system.constraints.count == constraints)
    }
    #expect(system.variables.count == 4 * workload.viewCount(size: size))
  }

  @Test(arguments: Workload.allCases, [1, 7, 10, 250, 1_000])
  func systemsValidate(workload: Workload, size: Int) throws {
    let size = max(size, workload.minimumSize)
    let system = try workload.system(size: size, seed: 42)
    #expect(throws: Never.self) { try system.validate() }
  }

  @Test(arguments: Workload.allCases)
  func variablesAreNamedByViewAndAttribute(workload: Workload) throws {
    let system = try workload.system(size: 30)
    let attributes = ["x", "y", "w", "h"]
    for (index, name) in system.variables.enumerated() {
      #expect(name == "v\(index / 4).\(attributes[index % 4])")
    }
  }

  @Test(arguments: Workload.allCases)
  func everyVariableIsConstrainedOrEdited(workload: Workload) throws {
    let system = try workload.system(size: 95)
    var used = Set(system.edits.map(\.variable))
    for record in system.constraints { for term in record.terms { used.insert(term.variable) } }
    #expect(used == Set(system.variables.indices))
  }

  @Test(arguments: Workload.allCases)
  func rootIsPinnedAndItsWidthIsTheDrag(workload: Workload) throws {
    let system = try workload.system(size: 12)
    #expect(system.edits.count == 1)
    let edit = try #require(system.edits.first)
    #expect(system.variables[edit.variable] == "v0.w")
    #expect(edit.priority == 750)
    #expect(edit.values == Workload.rootWidthDrag())
    // The first three constraints pin the root: x == 0, y == 0, h == 800.
    let pins = system.constraints.prefix(3).map { record in
      (record.terms.map { system.variables[$0.variable] }, record.constant, record.relation)
    }
    #expect(pins.map(\.0) == [["v0.x"], ["v0.y"], ["v0.h"]])
    #expect(pins.map(\.1) == [0, 0, -800])
    #expect(pins.allSatisfy { $0.2 == .equal })
    #expect(system.constraints.prefix(3).allSatisfy { $0.priority == 1000 })
  }

  @Test func dragFollowsTheSineOverFourPeriods() {
    let drag = Workload.rootWidthDrag()
    #expect(drag.count == 100)
    #expect(drag[0] == 1000)
    #expect(drag.allSatisfy { $0 >= 640 - 1e-9 && $0 <= 1360 + 1e-9 })
    // k = 6 and k = 19 come closest to the sine's extremes (2πk/25 never hits π/2 exactly).
    #expect(drag.max()! > 1359 && drag.firstIndex(of: drag.max()!) == 6)
    #expect(drag.min()! < 641 && drag.firstIndex(of: drag.min()!) == 19)
    for k in 0..<75 { #expect(abs(drag[k] - drag[k + 25]) < 1e-9) }
    #expect(Workload.rootWidthDrag(count: 0).isEmpty)
    #expect(Workload.rootWidthDrag(count: -3).isEmpty)
  }

  @Test(arguments: Workload.allCases)
  func sameSeedGivesTheSameBytes(workload: Workload) throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    let first = try workload.system(size: 333, seed: seed)
    let second = try workload.system(size: 333, seed: seed)
    #expect(first == second, "seed \(seed)")
    #expect(first.jsonData() == second.jsonData(), "seed \(seed)")
  }

  @Test(arguments: Workload.allCases.filter { !$0.usesSeed })
  func fixedShapesIgnoreTheSeed(workload: Workload) throws {
    #expect(try workload.system(size: 120, seed: 1) == workload.system(size: 120, seed: 99))
  }

  @Test func sizesBelowTheMinimumAreRejected() {
    #expect(throws: WorkloadError.invalidSize(.tree, 0)) { try Workload.tree.system(size: 0) }
    #expect(throws: WorkloadError.invalidSize(.flat, -1)) { try Workload.flat.system(size: -1) }
    #expect(throws: WorkloadError.invalidSize(.grid, -5)) { try Workload.grid.system(size: -5) }
    #expect(throws: WorkloadError.invalidSize(.cells, 4)) { try Workload.cells.system(size: 4) }
    for workload in [Workload.chain, .inequalities, .random] {
      #expect(throws: WorkloadError.invalidSize(workload, -1)) { try workload.system(size: -1) }
    }
    #expect(WorkloadError.invalidSize(.tree, 0).description.contains("at least 1"))
  }

  @Test func emptyFlatAndGridAreJustTheRoot() throws {
    for workload in [Workload.flat, .grid] {
      let system = try workload.system(size: 0)
      #expect(system.variables == ["v0.x", "v0.y", "v0.w", "v0.h"])
      #expect(system.constraints.count == 3)
    }
  }

  @Test func workloadsAreFoundByName() throws {
    #expect(try Workload.named("FLAT") == .flat)
    #expect(try Workload.named("grid") == .grid)
    #expect(throws: WorkloadError.unknownWorkload("chain?")) { try Workload.named("chain?") }
    let message = WorkloadError.unknownWorkload("x").description
    #expect(message.contains("flat") && message.contains("tree") && message.contains("grid"))
  }
}
