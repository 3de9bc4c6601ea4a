import Foundation

/// The correctness verdict of one backend on one case: the `correctness` column and key.
///
/// - `verified`: the full conformance check (``ConformanceChecker``) passed the solution;
/// - `agree`: the backend's solution matched at least one other backend's (feasibility,
///   per-level errors, the sampled values);
/// - `differ: …`: what differs, with both numbers. ``isFault`` says whether this backend is the
///   one shown wrong (infeasible, a worse error at the first differing level, a value other
///   than a unique optimum, or a failed full check); a backend that differs only because
///   another one is wrong is not at fault;
/// - `unchecked: …`: why no verdict (no other backend finished, the check ran past the budget,
///   the reference failed, uniqueness could not be decided, `--via dsl`): never a fault.
enum Correctness: Equatable, Sendable, CustomStringConvertible {
  /// The full conformance check proved the solution correct (feasible, optimal at every level,
  /// every unique value right).
  case verified
  /// The solution agrees with another backend's (levels and sampled values).
  case agree
  /// Something differs; `fault` when this backend is the one shown wrong.
  case differ(String, fault: Bool)
  /// No verdict, and why.
  case unchecked(String)

  /// `agree`, `differ: …` or `unchecked: …`.
  var description: String {
    switch self {
    case .verified: "verified"
    case .agree: "agree"
    case .differ(let what, _): "differ: \(what)"
    case .unchecked(let why): "unchecked: \(why)"
    }
  }

  /// Whether the solution was checked and found right (`verified` or `agree`).
  var isConfirmed: Bool {
    switch self {
    case .verified, .agree: true
    case .differ(_, let fault): !fault
    case .unchecked: false
    }
  }

  /// Whether this backend was shown wrong (never recommended).
  var isFault: Bool {
    if case .differ(_, true) = self { return true }
    return false
  }

  /// Parses ``description`` (with the `correctness_fault` key for `differ`); nil for other text.
  init?(parsing text: String, fault: Bool) {
    if text == "verified" {
      self = .verified
    } else if text == "agree" {
      self = .agree
    } else if text.hasPrefix("differ: ") {
      self = .differ(String(text.dropFirst("differ: ".count)), fault: fault)
    } else if text.hasPrefix("unchecked: ") {
      self = .unchecked(String(text.dropFirst("unchecked: ".count)))
    } else {
      return nil
    }
  }

  /// A number as the column shows it: `12`, `11.5`, `0.000123`, `3e-09`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded(), abs(value) < 1e12 { return String(Int64(value)) }
    let text = String(format: "%.6g", value)
    return text
  }

  /// A priority as the column shows it: `250`, `499.5`.
  static func priority(_ value: Double) -> String { number(value) }
}
