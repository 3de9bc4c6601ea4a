import Foundation
import StrutWorkloads

/// One row of bench results as the report reads it (`bench --format json`, `kiwi.py` and any
/// comparison script): the keys of docs/formats.md, every one optional except the row's identity
/// (`workload`, `size`, `backend`, `operation`, `status`), and any key added later kept as text
/// in ``extra``, so that a newer harness never breaks the report.
struct ReportRecord: Hashable, Sendable, Decodable {
  /// `flat`, `tree`, …
  var workload: String
  /// The workload size.
  var size: Int
  /// `cassowary`, `glpk`, `kiwisolver`, …
  var backend: String
  /// `build`, `edit`, `churn` (or an operation added later).
  var operation: String
  /// Median seconds, when any sample finished.
  var median: Double?
  /// Fastest sample, seconds.
  var min: Double?
  /// Slowest sample, seconds.
  var max: Double?
  /// 90th percentile, seconds.
  var p90: Double?
  /// Number of samples (0 when none finished).
  var runs: Int
  /// Peak resident memory of the case's process, bytes.
  var peakRSSBytes: Int?
  /// Resident memory before the first build, bytes.
  var baselineRSSBytes: Int?
  /// `ok`, `over_budget` or `error: …`.
  var status: BenchStatus
  /// `release` or `debug`, when written.
  var build: String?
  /// The case's seed, when written.
  var seed: UInt64?
  /// Variables of the system.
  var variables: Int?
  /// Constraints of the system.
  var constraints: Int?
  /// Largest violation of a required constraint.
  var maxRequiredResidual: Double?
  /// `solver` or `dsl` (absent: `solver`).
  var via: String
  /// The correctness verdict (`agree`, `differ: …`), when the harness checked the case.
  var correctness: String?
  /// A comparison script's note on a stopped build (kiwi.py's `progress`).
  var progress: String?
  /// Every other key, as text (numbers and booleans in their JSON spelling).
  var extra: [String: String]

  /// The identity of the case this row belongs to.
  var caseKey: ReportCaseKey { ReportCaseKey(workload: workload, size: size, backend: backend) }

  /// A record built in code (tests, conversions).
  init(
    workload: String, size: Int, backend: String, operation: String, median: Double? = nil,
    min: Double? = nil, max: Double? = nil, p90: Double? = nil, runs: Int = 0,
    peakRSSBytes: Int? = nil, baselineRSSBytes: Int? = nil, status: BenchStatus = .ok,
    build: String? = "release", seed: UInt64? = 1, variables: Int? = nil,
    constraints: Int? = nil, maxRequiredResidual: Double? = nil, via: String = "solver",
    correctness: String? = nil, progress: String? = nil, extra: [String: String] = [:]
  ) {
    self.workload = workload
    self.size = size
    self.backend = backend
    self.operation = operation
    self.median = median
    self.min = min
    self.max = max
    self.p90 = p90
    self.runs = runs
    self.peakRSSBytes = peakRSSBytes
    self.baselineRSSBytes = baselineRSSBytes
    self.status = status
    self.build = build
    self.seed = seed
    self.variables = variables
    self.constraints = constraints
    self.maxRequiredResidual = maxRequiredResidual
    self.via = via
    self.correctness = correctness
    self.progress = progress
    self.extra = extra
  }

  /// The keys the report reads by name.
  private static let knownKeys: Set<String> = [
    "workload", "size", "backend", "operation", "median_s", "min_s", "max_s", "p90_s", "runs",
    "peak_rss_bytes", "baseline_rss_bytes", "status", "build", "seed", "variables",
    "constraints", "max_required_residual", "via", "correctness", "progress",
  ]

  /// Decodes a row: the identity keys are required, the others may be null or absent.
  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: ReportKey.self)
    func optional<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
      try keys.decodeIfPresent(type, forKey: ReportKey(name))
    }
    workload = try keys.decode(String.self, forKey: ReportKey("workload"))
    size = try keys.decode(Int.self, forKey: ReportKey("size"))
    backend = try keys.decode(String.self, forKey: ReportKey("backend"))
    operation = try keys.decode(String.self, forKey: ReportKey("operation"))
    status = try keys.decode(BenchStatus.self, forKey: ReportKey("status"))
    median = try optional(Double.self, "median_s")
    min = try optional(Double.self, "min_s")
    max = try optional(Double.self, "max_s")
    p90 = try optional(Double.self, "p90_s")
    runs = try optional(Int.self, "runs") ?? (median == nil ? 0 : 1)
    peakRSSBytes = try optional(Int.self, "peak_rss_bytes")
    baselineRSSBytes = try optional(Int.self, "baseline_rss_bytes")
    build = try optional(String.self, "build")
    seed = try optional(UInt64.self, "seed")
    variables = try optional(Int.self, "variables")
    constraints = try optional(Int.self, "constraints")
    maxRequiredResidual = try optional(Double.self, "max_required_residual")
    via = try optional(String.self, "via") ?? "solver"
    correctness = try optional(String.self, "correctness")
    progress = try optional(String.self, "progress")
    var extra: [String: String] = [:]
    for key in keys.allKeys where !Self.knownKeys.contains(key.stringValue) {
      if let text = try? keys.decodeIfPresent(String.self, forKey: key) {
        extra[key.stringValue] = text
      } else if let number = try? keys.decodeIfPresent(Double.self, forKey: key) {
        extra[key.stringValue] =
          number == number.rounded() && abs(number) < 1e15
          ? String(Int64(number)) : String(number)
      } else if let flag = try? keys.decodeIfPresent(Bool.self, forKey: key) {
        extra[key.stringValue] = String(flag)
      }
    }
    self.extra = extra
  }
}

/// Which case (workload × size × backend) a record belongs to.
struct ReportCaseKey: Hashable, Sendable {
  /// The workload name.
  var workload: String
  /// The size.
  var size: Int
  /// The backend or comparison solver.
  var backend: String
}

/// A JSON key given by name (the report reads keys it does not know in advance).
struct ReportKey: CodingKey, Hashable, Sendable {
  /// The key's text.
  var stringValue: String
  /// Never an integer key.
  var intValue: Int? { nil }

  /// The key `name`.
  init(_ name: String) { stringValue = name }
  /// The key `stringValue`.
  init?(stringValue: String) { self.stringValue = stringValue }
  /// Integer keys are not used.
  init?(intValue: Int) { nil }
}
