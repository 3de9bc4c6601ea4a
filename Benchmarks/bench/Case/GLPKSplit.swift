import Foundation
import StrutCore
import StrutGLPK
import StrutWorkloads

/// For the glpk backend: how the time of one operation splits between GLPK's own calls (as
/// ``GLPKStatistics/secondsInGLPK`` measures them) and the Swift layer (everything else), and
/// how many simplex iterations it took. Written as `glpk_s`, `swift_s` and `glpk_iterations`
/// (docs/formats.md) and as note lines under the table.
struct GLPKSplit: Hashable, Sendable {
  /// Seconds inside GLPK, summed over the operation's samples.
  var glpkSeconds = 0.0
  /// The samples' seconds, summed.
  var totalSeconds = 0.0
  /// The number of samples.
  var runs = 0
  /// Simplex iterations, summed over the samples.
  var iterations = 0

  /// Adds the samples of one report.
  mutating func add(glpkSeconds: Double, iterations: Int, samples: [Double]) {
    self.glpkSeconds += glpkSeconds
    self.iterations += iterations
    totalSeconds += samples.reduce(0, +)
    runs += samples.count
  }

  /// Mean seconds per sample inside GLPK.
  var glpkPerRun: Double? { runs > 0 ? glpkSeconds / Double(runs) : nil }
  /// Mean seconds per sample outside GLPK (the Swift layer); never negative.
  var swiftPerRun: Double? { runs > 0 ? max(0, totalSeconds - glpkSeconds) / Double(runs) : nil }
  /// Mean simplex iterations per sample.
  var iterationsPerRun: Double? { runs > 0 ? Double(iterations) / Double(runs) : nil }

  /// The key of a record's split: `flat 1000 glpk build`.
  static func key(_ record: BenchRecord) -> String {
    "\(record.workload) \(record.size) \(record.backend) \(record.operation.rawValue)"
  }

  /// `flat 1000 build: 52.10 ms in GLPK + 6.30 ms Swift (Swift 12 % of GLPK), 1234 iterations`.
  func line(for record: BenchRecord) -> String? {
    guard let glpk = glpkPerRun, let swift = swiftPerRun, let iterations = iterationsPerRun
    else { return nil }
    let share = glpk > 0 ? String(format: "%.0f %%", 100 * swift / glpk) : "-"
    let pivots =
      iterations == iterations.rounded()
      ? String(Int(iterations)) : String(format: "%.1f", iterations)
    return "\(record.workload) \(record.size) \(record.operation.rawValue): "
      + "\(OutputFormat.duration(glpk)) in GLPK + \(OutputFormat.duration(swift)) Swift "
      + "(Swift \(share) of GLPK), \(pivots) simplex iterations per run"
  }

  /// The note lines for the records that have a split (none when no glpk case ran).
  static func notes(_ records: [BenchRecord], _ splits: [String: GLPKSplit]) -> [String] {
    let lines = records.compactMap { record in splits[key(record)]?.line(for: record) }
    guard !lines.isEmpty else { return [] }
    return ["", "glpk time split (mean per run; Swift = wall time minus time inside GLPK calls):"]
      + lines.map { "  " + $0 }
  }
}

/// A record with its glpk split, encoded as the record's keys plus `glpk_s`, `swift_s` and
/// `glpk_iterations` (null for other backends), and `via` (how the case reached the solver).
struct RecordWithSplit: Encodable {
  var record: BenchRecord
  var split: GLPKSplit?
  var via: Via = .solver

  enum SplitKeys: String, CodingKey {
    case glpk = "glpk_s"
    case swift = "swift_s"
    case iterations = "glpk_iterations"
    case via
  }

  func encode(to encoder: any Encoder) throws {
    try record.encode(to: encoder)
    var container = encoder.container(keyedBy: SplitKeys.self)
    try container.encode(split?.glpkPerRun, forKey: .glpk)
    try container.encode(split?.swiftPerRun, forKey: .swift)
    try container.encode(split?.iterationsPerRun, forKey: .iterations)
    try container.encode(via.rawValue, forKey: .via)
  }
}

/// In a case's child: measures the glpk split of each reported operation from the solver's
/// statistics (other backends report none).
final class GLPKSplitMeter {
  private var solver: GLPKSolver?
  private var seconds = 0.0
  private var iterations = 0

  /// Starts watching a new solver (the runner makes one per repetition); returns it.
  func watch(_ solver: any ConstraintSolver) -> any ConstraintSolver {
    self.solver = solver as? GLPKSolver
    seconds = self.solver?.statistics.secondsInGLPK ?? 0
    iterations = self.solver?.statistics.totalIterations ?? 0
    return solver
  }

  /// Time inside GLPK and simplex iterations since the last call (or since `watch`).
  func sinceLastReport() -> (seconds: Double, iterations: Int)? {
    guard let statistics = solver?.statistics else { return nil }
    defer {
      seconds = statistics.secondsInGLPK
      iterations = statistics.totalIterations
    }
    return (statistics.secondsInGLPK - seconds, statistics.totalIterations - iterations)
  }
}
