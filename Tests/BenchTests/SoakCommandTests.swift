import Foundation
import StrutCassowary
import StrutCore
import StrutWorkloads
import Testing

@testable import bench

/// `bench soak` (issue 18, item 1): the plan of its rows, its columns, its verdict, and short
/// runs on both backends.
@Suite struct SoakCommandTests {
  @Test func checkpointsAreOnePercentTenthsAndTheReference() {
    let million = SoakPlan(cycles: 1_000_000)
    #expect(million.reference == 10_000)
    #expect(million.checkpoints == [10_000] + (1...10).map { $0 * 100_000 })
    let short = SoakPlan(cycles: 50)
    #expect(short.reference == 5)
    #expect(short.checkpoints == [1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50])
    #expect(SoakPlan(cycles: 1).checkpoints == [1])
  }

  @Test func theVerdictComparesTheFinalRSSWithTheReference() {
    let flat = SoakVerdict(referenceCycles: 10_000, referenceRSS: 20, finalRSS: 29, limit: 1.5)
    #expect(flat.isFlat)
    #expect(flat.text.hasPrefix("verdict: flat — final RSS 29.0 MB is 1.45× the RSS after 10000"))
    let grows = SoakVerdict(referenceCycles: 10_000, referenceRSS: 20, finalRSS: 31, limit: 1.5)
    #expect(!grows.isFlat)
    #expect(grows.text.hasPrefix("verdict: GROWS — final RSS 31.0 MB is 1.55×"))
    #expect(grows.text.hasSuffix("target ≤ 1.50×"))
  }

  @Test func rowsLineUpWithTheHeader() {
    let row = SoakRow(
      cycles: 100_000, total: 1_000_000, rssMegabytes: 21.44, microsecondsPerCycle: 84.23)
    #expect(row.text == "      100000     10 %      21.4       84.2")
    #expect(row.text.count == SoakRow.header.count)
  }

  @Test(arguments: ["cassowary", "glpk"])
  func aShortSoakPrintsEveryRowAndAVerdict(backend: String) throws {
    let command = try SoakCommand.parse(["--cycles", "200", "--backend", backend, "--seed", "3"])
    var lines: [String] = []
    try command.soak { lines.append($0) }
    let title = "bench soak: \(backend), 200 cycles, seed 3 (300 variables"
    #expect(lines.first?.hasPrefix(title) == true)
    #expect(lines[1] == SoakRow.header)
    let rows = lines.dropFirst(2).dropLast()
    #expect(rows.count == SoakPlan(cycles: 200).checkpoints.count)
    for (row, cycles) in zip(rows, SoakPlan(cycles: 200).checkpoints) {
      let fields = row.split(separator: " ")
      #expect(Int(fields[0]) == cycles, "\(row)")
      #expect((Double(fields[3]) ?? 0) > 0, "\(row)")
      #expect((Double(fields[4]) ?? -1) >= 0, "\(row)")
    }
    #expect(lines.last?.hasPrefix("verdict: ") == true)
  }

  @Test func badOptionsAreRefused() {
    let bads = [
      ["--cycles", "0"], ["--backend", "kiwi"], ["--variables", "3"], ["--limit", "0.5"],
    ]
    for bad in bads {
      #expect(throws: (any Error).self, "\(bad)") { try SoakCommand.parse(bad) }
    }
  }

  /// The soak system is the churn it claims: seeded, 8 distinct pool constraints per cycle,
  /// every cycle solvable on both backends with every required constraint holding. (Its
  /// optimum need not be unique: equal-priority pool constraints can trade off, so the
  /// backends may pick different optimal points.)
  @Test(arguments: [1, 2])
  func theSoakSystemChurnsOnBothBackends(seed: UInt64) throws {
    print("seed \(seed)")
    let system = SoakSystem(seed: seed)
    #expect(system.variables.count == 300)
    #expect(system.edits.count == 3)
    #expect(SoakSystem(seed: seed).selection(cycle: 7) == system.selection(cycle: 7))
    #expect(Set(system.selection(cycle: 7)).count == system.churnCount)
    #expect(system.selection(cycle: 7) != system.selection(cycle: 8))
    let solvers: [any ConstraintSolver] = [CassowarySolver(), Backend.glpk.makeSolver()]
    for solver in solvers {
      try system.build(on: solver)
      for cycle in 1...30 {
        try system.runCycle(cycle, on: solver)
        let live = system.fixed + system.selection(cycle: cycle).map { system.pool[$0] }
        for constraint in live where constraint.isRequired {
          let violation = constraint.violation { solver.value(of: $0) }
          #expect(violation < 1e-6, "\(type(of: solver)) cycle \(cycle): \(constraint)")
        }
        for constraint in system.pool {
          #expect(solver.contains(constraint) == live.contains(constraint))
        }
      }
    }
  }
}
