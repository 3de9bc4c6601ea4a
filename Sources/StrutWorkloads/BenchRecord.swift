/// One row of `bench --format json`: one operation of one case (workload × size × backend).
///
/// The keys are documented in `docs/formats.md`; `Benchmarks/compare/kiwi.py` writes the same
/// keys. Absent measurements are written as `null`, never omitted.
public struct BenchRecord: Hashable, Sendable, Codable {
  /// The workload name (`flat`, `tree`, `grid`, …).
  public var workload: String
  /// The workload size (see ``Workload/system(size:seed:)``).
  public var size: Int
  /// The backend name (`cassowary`, `glpk`, `kiwisolver`, …).
  public var backend: String
  /// The operation.
  public var operation: BenchmarkOperation
  /// Timing statistics over the completed runs, or nil when none completed.
  public var timing: TimingSummary?
  /// The peak resident memory of the process that ran the case (VmHWM), in bytes.
  public var peakRSSBytes: Int?
  /// The resident memory of that process just before the first build (the system and its
  /// live constraints, no solver yet), in bytes.
  public var baselineRSSBytes: Int?
  /// How the operation ended.
  public var status: BenchStatus
  /// `release` or `debug` (a debug build's numbers are not representative).
  public var build: String
  /// The seed of the case (workload generation and churn samples).
  public var seed: UInt64
  /// The number of variables of the system, when known.
  public var variables: Int?
  /// The number of constraints of the system, when known.
  public var constraints: Int?
  /// The largest violation of a required constraint seen after build and after churn.
  public var maxRequiredResidual: Double?

  /// A record.
  public init(
    workload: String, size: Int, backend: String, operation: BenchmarkOperation,
    timing: TimingSummary?, peakRSSBytes: Int?, baselineRSSBytes: Int? = nil,
    status: BenchStatus, build: String, seed: UInt64, variables: Int? = nil,
    constraints: Int? = nil, maxRequiredResidual: Double? = nil
  ) {
    self.workload = workload
    self.size = size
    self.backend = backend
    self.operation = operation
    self.timing = timing
    self.peakRSSBytes = peakRSSBytes
    self.baselineRSSBytes = baselineRSSBytes
    self.status = status
    self.build = build
    self.seed = seed
    self.variables = variables
    self.constraints = constraints
    self.maxRequiredResidual = maxRequiredResidual
  }

  enum CodingKeys: String, CodingKey {
    case workload, size, backend, operation, status, build, seed, variables, constraints, runs
    case median = "median_s"
    case min = "min_s"
    case max = "max_s"
    case p90 = "p90_s"
    case peakRSSBytes = "peak_rss_bytes"
    case baselineRSSBytes = "baseline_rss_bytes"
    case maxRequiredResidual = "max_required_residual"
  }

  /// Decodes a row; `median_s`, `min_s`, `max_s`, `p90_s` null (or absent) mean no timing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    workload = try container.decode(String.self, forKey: .workload)
    size = try container.decode(Int.self, forKey: .size)
    backend = try container.decode(String.self, forKey: .backend)
    operation = try container.decode(BenchmarkOperation.self, forKey: .operation)
    status = try container.decode(BenchStatus.self, forKey: .status)
    build = try container.decodeIfPresent(String.self, forKey: .build) ?? "release"
    seed = try container.decodeIfPresent(UInt64.self, forKey: .seed) ?? 0
    variables = try container.decodeIfPresent(Int.self, forKey: .variables)
    constraints = try container.decodeIfPresent(Int.self, forKey: .constraints)
    peakRSSBytes = try container.decodeIfPresent(Int.self, forKey: .peakRSSBytes)
    baselineRSSBytes = try container.decodeIfPresent(Int.self, forKey: .baselineRSSBytes)
    maxRequiredResidual = try container.decodeIfPresent(Double.self, forKey: .maxRequiredResidual)
    if let median = try container.decodeIfPresent(Double.self, forKey: .median),
      let min = try container.decodeIfPresent(Double.self, forKey: .min),
      let max = try container.decodeIfPresent(Double.self, forKey: .max)
    {
      let runs = try container.decodeIfPresent(Int.self, forKey: .runs) ?? 1
      let p90 = try container.decodeIfPresent(Double.self, forKey: .p90) ?? max
      timing = TimingSummary(median: median, min: min, max: max, p90: p90, runs: runs)
    } else {
      timing = nil
    }
  }

  /// Encodes every key, writing `null` for what is unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(workload, forKey: .workload)
    try container.encode(size, forKey: .size)
    try container.encode(backend, forKey: .backend)
    try container.encode(operation, forKey: .operation)
    try container.encode(timing?.median, forKey: .median)
    try container.encode(timing?.min, forKey: .min)
    try container.encode(timing?.max, forKey: .max)
    try container.encode(timing?.p90, forKey: .p90)
    try container.encode(timing?.runs ?? 0, forKey: .runs)
    try container.encode(peakRSSBytes, forKey: .peakRSSBytes)
    try container.encode(baselineRSSBytes, forKey: .baselineRSSBytes)
    try container.encode(status, forKey: .status)
    try container.encode(build, forKey: .build)
    try container.encode(seed, forKey: .seed)
    try container.encode(variables, forKey: .variables)
    try container.encode(constraints, forKey: .constraints)
    try container.encode(maxRequiredResidual, forKey: .maxRequiredResidual)
  }
}
