import ArgumentParser
import Foundation
import StrutCore
import StrutGLPK
import StrutWorkloads

/// `bench _split-churn`: the churn of `bench run` with an update between its halves, on the
/// GLPK backend, with the time split between GLPK's calls and the Swift layer.
///
/// `bench run`'s churn removes 10 % and re-adds the same constraints before updating, which
/// needs no solve at all (docs/glpk.md, "how churn is judged"). Here the removal is updated
/// (GLPK's clean-up deletes the rows and re-solves) before the re-add is updated (the rows come
/// back and GLPK re-solves warm): the churn of a layout whose constraints change between two
/// passes. Hidden from help; docs/glpk.md quotes it.
struct SplitChurnCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "_split-churn",
    abstract: "Time a GLPK churn with an update between removal and re-add (internal).",
    shouldDisplay: false)

  @Option var workload: String = "tree"
  @Option var size: Int = 1000
  @Option var repetitions: Int = 5
  @Option var seed: UInt64 = 1

  /// One half of a churn: wall time, GLPK's part of it, and simplex iterations.
  struct Half {
    var seconds: Double
    var secondsInGLPK: Double
    var iterations: Int
    /// The Swift layer's time over GLPK's.
    var swiftShare: Double { (seconds - secondsInGLPK) / secondsInGLPK }
  }

  func run() throws {
    let workload: Workload
    do { workload = try Workload.named(self.workload) } catch { throw ValidationError("\(error)") }
    guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
    let runner = WorkloadRunner(system: try workload.system(size: size, seed: seed))
    var removals: [Half] = []
    var additions: [Half] = []
    for repetition in 0..<repetitions {
      let solver = GLPKSolver()
      let instance = try runner.build(on: solver)
      let chosen = ChurnSample.indices(
        count: instance.constraints.count, seed: seed &+ UInt64(repetition)
      ).map { instance.constraints[$0] }
      removals.append(
        try Self.measure(solver) { () throws(SolverError) in
          try solver.remove(contentsOf: chosen)
        })
      additions.append(
        try Self.measure(solver) { () throws(SolverError) in try solver.add(contentsOf: chosen) })
    }
    print("\(workload) \(size), median of \(repetitions):")
    print("  remove 10 % + update: " + Self.describe(Self.median(removals)))
    print("  re-add + update:      " + Self.describe(Self.median(additions)))
  }

  /// Times `change` followed by `updateVariables()`.
  static func measure(
    _ solver: GLPKSolver, _ change: () throws(SolverError) -> Void
  ) throws(SolverError) -> Half {
    let before = solver.statistics
    let clock = ContinuousClock()
    let start = clock.now
    try change()
    solver.updateVariables()
    return Half(
      seconds: (clock.now - start).inSeconds,
      secondsInGLPK: solver.statistics.secondsInGLPK - before.secondsInGLPK,
      iterations: solver.statistics.totalIterations - before.totalIterations)
  }

  /// The half with the median wall time.
  static func median(_ halves: [Half]) -> Half {
    halves.sorted { $0.seconds < $1.seconds }[halves.count / 2]
  }

  static func describe(_ half: Half) -> String {
    let ms = { (seconds: Double) in String(format: "%.3f ms", seconds * 1000) }
    return "\(ms(half.secondsInGLPK)) in GLPK + \(ms(half.seconds - half.secondsInGLPK)) Swift "
      + "(Swift \(Int((half.swiftShare * 100).rounded())) % of GLPK), "
      + "\(half.iterations) simplex iterations"
  }
}
