import Foundation
import StrutWorkloads

/// One result row of `bench run`: a ``BenchRecord`` with what the harness adds to it — the
/// correctness verdict of its case, the glpk time split and how the case reached the solver.
///
/// Encoded as the record's keys plus `glpk_s`, `swift_s`, `glpk_iterations`, `via`,
/// `correctness`, `correctness_fault`, `correctness_check` and `level_errors`
/// (docs/formats.md); decodes the same keys (missing ones as null), so a saved run can be read
/// back, e.g. to derive its ``Recommendation``.
struct BenchRow: Sendable, Equatable, Codable {
  /// The measurements.
  var record: BenchRecord
  /// The case's correctness verdict for this backend; nil when correctness was not asked for.
  var correctness: Correctness? = nil
  /// How the backend's result was checked (`full` or `sampled`); nil when it was not.
  var check: CorrectnessMode? = nil
  /// The backend's error per optional priority level (highest first), when reported.
  var levelErrors: [CorrectnessReport.Level]? = nil
  /// The glpk backend's time split of this operation.
  var split: GLPKSplit? = nil
  /// How the case reached the solver.
  var via: Via = .solver

  /// A row.
  init(
    record: BenchRecord, correctness: Correctness? = nil, check: CorrectnessMode? = nil,
    levelErrors: [CorrectnessReport.Level]? = nil, split: GLPKSplit? = nil, via: Via = .solver
  ) {
    self.record = record
    self.correctness = correctness
    self.check = check
    self.levelErrors = levelErrors
    self.split = split
    self.via = via
  }

  enum Keys: String, CodingKey {
    case correctness
    case fault = "correctness_fault"
    case check = "correctness_check"
    case levelErrors = "level_errors"
    case via
    case glpk = "glpk_s"
    case swift = "swift_s"
    case iterations = "glpk_iterations"
  }

  /// The record's keys, the split and `via` (``RecordWithSplit``), then the correctness keys.
  func encode(to encoder: any Encoder) throws {
    try RecordWithSplit(record: record, split: split, via: via).encode(to: encoder)
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(correctness?.description, forKey: .correctness)
    let fault: Bool? =
      switch correctness {
      case .differ(_, let fault): fault
      case .agree, .verified: false
      case .unchecked, nil: nil
      }
    try container.encode(fault, forKey: .fault)
    try container.encode(check?.rawValue, forKey: .check)
    let levels = levelErrors.map { levels in
      Dictionary(
        levels.map { (Correctness.priority($0.priority), $0.error) },
        uniquingKeysWith: { first, _ in first })
    }
    try container.encode(levels, forKey: .levelErrors)
  }

  /// Reads a row written by ``encode(to:)`` (or by a comparison script).
  init(from decoder: any Decoder) throws {
    record = try BenchRecord(from: decoder)
    let container = try decoder.container(keyedBy: Keys.self)
    let fault = try container.decodeIfPresent(Bool.self, forKey: .fault) ?? false
    correctness = try container.decodeIfPresent(String.self, forKey: .correctness)
      .flatMap { Correctness(parsing: $0, fault: fault) }
    check = try container.decodeIfPresent(String.self, forKey: .check)
      .flatMap(CorrectnessMode.init(rawValue:))
    levelErrors = try container.decodeIfPresent([String: Double].self, forKey: .levelErrors)
      .map { errors in
        errors.compactMap { key, error in
          Double(key).map { CorrectnessReport.Level(priority: $0, error: error, scale: 0) }
        }.sorted { $0.priority > $1.priority }
      }
    via =
      try container.decodeIfPresent(String.self, forKey: .via).flatMap(Via.init(rawValue:))
      ?? .solver
    if let glpk = try container.decodeIfPresent(Double.self, forKey: .glpk),
      let swift = try container.decodeIfPresent(Double.self, forKey: .swift)
    {
      let runs = max(1, record.timing?.runs ?? 1)
      let iterations = try container.decodeIfPresent(Double.self, forKey: .iterations) ?? 0
      split = GLPKSplit(
        glpkSeconds: glpk * Double(runs), totalSeconds: (glpk + swift) * Double(runs), runs: runs,
        iterations: Int((iterations * Double(runs)).rounded()))
    }
  }
}
