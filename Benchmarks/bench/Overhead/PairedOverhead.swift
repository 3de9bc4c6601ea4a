import Foundation
import Strut
import StrutWorkloads

/// One way to build a workload in `bench overhead`.
enum OverheadArm: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable {
  /// The generated system's live constraints made untimed, then fed to the solver: the
  /// solver's own time (`--via solver`).
  case solver
  /// The live variables and constraints made inside the timed build, then fed to the solver:
  /// what a program that writes the same constraints in code pays (`--via code`).
  case code
  /// The same hierarchy built through the layout DSL and laid out once (`--via dsl`).
  case dsl
}

/// The DSL's build measured against the same system built in code, in rounds within one
/// process: each round builds the workload once per arm, one right after the other, on fresh
/// solvers, and the arms take turns going first (round `k` starts with arm `k mod 3`), so a
/// change of the machine's load or of the heap's state weighs on every arm alike. A ratio is
/// taken within each round, where the arms ran side by side, and then summarised.
struct PairedOverhead: Sendable, Codable {
  /// The workload's name (flat, tree or grid).
  var workload: String
  /// The size argument.
  var size: Int
  /// The backend's name.
  var backend: String
  /// Rounds run before the measured ones and dropped (warm caches, grown heap).
  var warmUpRounds: Int
  /// Build seconds per measured round, by arm (the same index is the same round).
  var seconds: [OverheadArm: [Double]]

  /// Build seconds of `arm` per round.
  func samples(_ arm: OverheadArm) -> [Double] { seconds[arm] ?? [] }

  /// The number of measured rounds.
  var rounds: Int { OverheadArm.allCases.map { samples($0).count }.min() ?? 0 }

  /// The median build time of `arm`.
  func median(_ arm: OverheadArm) -> Double { Self.quantile(samples(arm), 0.5) }

  /// `numerator / denominator` within each round.
  func ratios(_ numerator: OverheadArm, over denominator: OverheadArm) -> [Double] {
    zip(samples(numerator), samples(denominator)).map { $0 / $1 }
  }

  /// The per-round ratios' quantile `q` (0.5: the median; 0.9: the 90th percentile).
  func ratio(_ numerator: OverheadArm, over denominator: OverheadArm, quantile q: Double)
    -> Double
  {
    Self.quantile(ratios(numerator, over: denominator), q)
  }

  /// How many rounds have `numerator / denominator ≤ limit`.
  func rounds(_ numerator: OverheadArm, over denominator: OverheadArm, within limit: Double)
    -> Int
  {
    ratios(numerator, over: denominator).filter { $0 <= limit }.count
  }

  /// The `q` quantile of `values` (nearest rank on the sorted values; NaN when empty).
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// The order of the arms in round `round`: a rotation, so that each arm goes first, second
  /// and third equally often.
  static func order(ofRound round: Int) -> [OverheadArm] {
    let arms = OverheadArm.allCases
    let shift = round % arms.count
    return Array(arms[shift...] + arms[..<shift])
  }
}

extension PairedOverhead {
  /// Why a measurement could not be made.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong, naming the workload and arm.
    let description: String
  }

  /// Measures `workload` at `size` on `backend`: `warmUp` dropped rounds, then rounds until
  /// `rounds` are measured or `budget` seconds have passed since the start (at least one
  /// measured round runs). A DSL build that records a diagnostic, or a solver error, fails
  /// the measurement.
  static func measure(
    workload: Workload, size: Int, backend: Backend, rounds: Int, warmUp: Int, budget: Double
  ) throws -> PairedOverhead {
    guard ViaDSL.workloads.contains(workload.rawValue) else {
      throw Failure(description: "\(workload) has no DSL version (flat, tree and grid have)")
    }
    let system = try workload.system(size: size)
    let direct = WorkloadRunner(system: system, operations: [.build])
    let inCode = WorkloadRunner(system: system, operations: [.build], timesInstantiation: true)
    let clock = ContinuousClock()
    let start = clock.now
    var result = PairedOverhead(
      workload: workload.rawValue, size: size, backend: backend.rawValue, warmUpRounds: warmUp,
      seconds: [:])
    var round = 0
    while round < warmUp + max(1, rounds) {
      if round > warmUp, (clock.now - start).inSeconds > budget { break }
      for arm in order(ofRound: round) {
        let elapsed: Double
        switch arm {
        case .solver: elapsed = try time(direct, backend, clock)
        case .code: elapsed = try time(inCode, backend, clock)
        case .dsl: elapsed = try timeDSL(workload, size, backend, clock)
        }
        if round >= warmUp { result.seconds[arm, default: []].append(elapsed) }
      }
      round += 1
    }
    return result
  }

  /// One build of `runner`'s system on a fresh solver (the solver is made before the clock
  /// starts and released after it stops).
  private static func time(
    _ runner: WorkloadRunner, _ backend: Backend, _ clock: ContinuousClock
  ) throws -> Double {
    let solver = backend.makeSolver()
    let start = clock.now
    let instance = try runner.build(on: solver)
    let elapsed = (clock.now - start).inSeconds
    withExtendedLifetime((solver, instance)) {}
    return elapsed
  }

  /// One DSL build (views, constraints, first layout) on a fresh solver; the hierarchy is
  /// released after the clock stops.
  private static func timeDSL(
    _ workload: Workload, _ size: Int, _ backend: Backend, _ clock: ContinuousClock
  ) throws -> Double {
    let solver = backend.makeSolver()
    let rootWidth = ViaDSL.rootWidthDrag(count: 1).first ?? 1000
    let start = clock.now
    guard
      let (root, views) = ViaDSL.buildHierarchy(
        workload: workload.rawValue, size: size, solver: solver, rootWidth: rootWidth)
    else { throw Failure(description: "invalid size \(size) for \(workload) via dsl") }
    root.layoutIfNeeded()
    let elapsed = (clock.now - start).inSeconds
    if let diagnostic = root.layoutEngine.diagnostics.first {
      throw Failure(description: "\(workload) via dsl: the DSL reported: \(diagnostic)")
    }
    withExtendedLifetime(views) {}
    return elapsed
  }
}
