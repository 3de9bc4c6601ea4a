import StrutConformance
import StrutCore
import Testing

@testable import StrutWorkloads
@testable import bench

/// The random workload: satisfiable by construction (its witness), local, linear in size, and
/// solved to the same optimum by both backends.
@Suite struct RandomWorkloadTests {
  @Test(arguments: [0, 1, 50, 777])
  func everyRequiredRecordHoldsAtTheWitnessExactly(size: Int) {
    let seed = UInt64.random(in: 0...UInt64.max)
    let (system, witness) = Workload.randomSystemAndWitness(size: size, seed: seed, name: "")
    #expect(witness.count == system.variables.count)
    for record in system.constraints where record.priority == 1000 {
      let value = RandomRecordMaker.value(of: record.terms, at: witness) + record.constant
      let holds: Bool =
        switch record.relation {
        case .equal: value == 0
        case .lessThanOrEqual: value <= 0
        case .greaterThanOrEqual: value >= 0
        }
      #expect(holds, "seed \(seed): \(record)")
      #expect(!record.terms.contains { $0.variable == 2 }, "seed \(seed): required on root.w")
    }
  }

  @Test func constraintsAreLocalAndLinearInSize() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    let small = try Workload.random.system(size: 1_000, seed: seed)
    let large = try Workload.random.system(size: 10_000, seed: seed)
    let ratio = Double(large.constraints.count) / Double(small.constraints.count)
    #expect(ratio > 9 && ratio < 11, "seed \(seed)")
    for record in large.constraints {
      let views = Set(record.terms.map { $0.variable / 4 }.filter { $0 != 0 })
      // A fresh record spans a view and a neighbour up to 8 back; a sum may join the
      // previous view's record with this view's: at most 9 apart.
      #expect((views.max() ?? 0) - (views.min() ?? 0) <= 9, "seed \(seed): \(record)")
    }
    let levels = Set(large.constraints.map(\.priority)).subtracting([1000])
    #expect(!levels.isEmpty && levels.count <= 6, "seed \(seed)")
  }

  /// Each backend's result on the random workload is judged by the conformance checker
  /// (required constraints hold; every level's error is the lexicographic optimum of a staged
  /// reference LP; values the optimum fixes agree). A pairwise comparison of the two backends'
  /// level errors (relative 1e-6, or the checker's per-level allowance) is stricter than the
  /// contract: these nearly parallel systems let a level trade within the allowance of the
  /// level above it (size 150, seed 3: level errors of 1.6e4 that differ by 1.1), which the
  /// checker judges against the least error the higher levels leave.
  @Test(arguments: [3, 40, 150], [1, 2, 3, 4] as [UInt64])
  func bothBackendsReachTheOptimum(size: Int, seed: UInt64) throws {
    let instance = try Workload.random.system(size: size, seed: seed).instantiate()
    let state = ConformanceState(
      constraints: instance.constraints,
      edits: instance.edits.compactMap { edit in
        edit.values.last.map { .init(variable: edit.variable, priority: edit.priority, value: $0) }
      })
    for backend in Backend.allCases {
      let solver = backend.makeSolver()
      try instance.apply(to: solver)
      let verdict = ConformanceChecker().check(state, solver: solver)
      #expect(
        verdict.passed, "seed \(seed) size \(size) \(backend): \(verdict.discrepancies.prefix(3))")
    }
  }
}
