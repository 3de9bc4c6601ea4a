/// Compares the solutions of several backends on one case (workload × size), from the
/// ``CorrectnessReport`` each one's child sent, and gives each backend a ``Correctness``.
///
/// For each backend with a report:
/// 1. **Full check** (small sizes): a failed ``ConformanceChecker`` verdict is a fault.
/// 2. **Feasibility**: a required residual above its allowance is a fault.
/// 3. **Per-level errors**, against every other feasible backend: the lexicographic optimum's
///    level errors are unique even when its values are not, so the first level (highest
///    priority first) whose errors differ by more than `1e-7 + 1e-7 · scale` decides: the
///    larger error is not optimal (a fault), since the other backend is feasible and better.
/// 4. **Sampled values**, against every backend whose levels agree: a value that differs by
///    more than `1e-7 + 1e-6 · scale` matters only when the variable's optimal value is unique;
///    that is decided by ``Uniqueness`` (the parent asks a `bench _unique` child, which probes
///    the optimal face with GLPK). A value outside a unique optimum is a fault; a free variable
///    may differ; an undecided one leaves the pair unchecked.
///
/// The verdict: `differ` (fault) when any fault was found; else `agree` when the backend matched
/// at least one other one completely (or passed the full check); else `differ` (not at fault)
/// naming what differs from the others that are at fault; else `unchecked` with the reason.
enum CorrectnessComparison {
  /// One backend's input.
  struct Entry: Sendable {
    /// The backend's name (`cassowary`, `glpk`, `kiwisolver`, …).
    var backend: String
    /// Its report, or nil when it has none.
    var report: CorrectnessReport?
    /// Why it has no report (`over budget`, `error: …`).
    var missing: String? = nil
    /// Whether its full check was due but did not finish within the budget (its sampled
    /// report is compared instead).
    var fullCheckUnfinished = false
  }

  /// Whether a sampled variable's optimal value is unique, as the optimal face says.
  enum Uniqueness: Equatable, Sendable {
    /// The face pins the variable within `range` (the optimum is unique).
    case unique(ClosedRange<Double>)
    /// The variable ranges over `range` on the face: any value in it is optimal.
    case free(ClosedRange<Double>)
    /// Not decided, and why.
    case undecided(String)
  }

  /// The verdicts, and the sampled variables whose uniqueness is still needed.
  struct Outcome: Equatable, Sendable {
    /// The verdict of every entry, by backend.
    var verdicts: [String: Correctness]
    /// Indices of sampled variables whose values differ and whose uniqueness is not known
    /// (ask and compare again with the answers).
    var undecided: [Int]
    /// Backends with a report but no feasible other one to compare with (add GLPK's
    /// reference optimum as a witness and compare again).
    var uncompared: [String] = []
  }

  /// Compares every entry with every other.
  static func compare(_ entries: [Entry], uniqueness: [Int: Uniqueness] = [:]) -> Outcome {
    let feasible = entries.filter { entry in
      guard let report = entry.report else { return false }
      return report.residual <= report.residualAllowance
    }
    var verdicts: [String: Correctness] = [:]
    var undecided = Set<Int>()
    var uncompared: [String] = []
    for entry in entries {
      guard let report = entry.report else {
        verdicts[entry.backend] = .unchecked(entry.missing ?? "no correctness report")
        continue
      }
      var faults: [String] = []
      var others: [String] = []
      var open: [String] = []
      var matched = false
      // A full check that failed because its reference (GLPK) failed says nothing about the
      // backend: the check is unchecked, never a fault.
      var referenceFailure: String?
      if let check = report.fullCheck, !check.passed {
        if check.kind == Self.referenceKind {
          referenceFailure = Self.referenceFailure(check.discrepancy ?? "")
        } else {
          faults.append("full check: \(check.discrepancy ?? check.kind ?? "failed")")
        }
      }
      if report.residual > report.residualAllowance {
        faults.append("infeasible: required residual \(Correctness.number(report.residual))")
      }
      if faults.isEmpty {
        for other in feasible where other.backend != entry.backend {
          guard let theirs = other.report else { continue }
          let pair = comparePair(report, theirs, other: other.backend, uniqueness: uniqueness)
          faults += pair.faults
          others += pair.others
          open += pair.open
          undecided.formUnion(pair.undecided)
          if pair.matched { matched = true }
        }
      }
      if !faults.isEmpty {
        verdicts[entry.backend] = .differ(Self.list(faults), fault: true)
      } else if report.fullCheck?.passed == true {
        verdicts[entry.backend] = .verified
      } else if matched {
        verdicts[entry.backend] = .agree
      } else if !others.isEmpty {
        verdicts[entry.backend] = .differ(Self.list(others), fault: false)
      } else if let referenceFailure {
        verdicts[entry.backend] = .unchecked(referenceFailure)
      } else if !open.isEmpty {
        verdicts[entry.backend] = .unchecked(Self.list(open))
      } else {
        let others = entries.filter { $0.backend != entry.backend }
        // GLPK's reference stood in as the witness and failed: say so, not "nothing to
        // compare with" (the backend was not shown wrong by anything).
        if let witness = others.first(where: { $0.backend == BenchRun.referenceName }),
          witness.report == nil, let missing = witness.missing, missing.hasPrefix("error: ")
        {
          verdicts[entry.backend] = .unchecked(
            Self.referenceFailure(String(missing.dropFirst("error: ".count))))
          continue
        }
        let reasons = others.map { other in
          "\(other.backend): \(other.report == nil ? other.missing ?? "no report" : "infeasible")"
        }
        let why = reasons.isEmpty ? "no other backend" : reasons.joined(separator: ", ")
        uncompared.append(entry.backend)
        let check =
          entry.fullCheckUnfinished ? "the full check did not finish within the budget; " : ""
        verdicts[entry.backend] = .unchecked("\(check)nothing to compare with (\(why))")
      }
    }
    return Outcome(verdicts: verdicts, undecided: undecided.sorted(), uncompared: uncompared)
  }

  /// The `kind` of a full check that failed because the reference failed.
  static let referenceKind = "reference"

  /// `the reference failed (GLPK: glp_simplex: GLP_EFAIL …)`, from the checker's message
  /// (`the reference (GLPK) cannot solve the state the backend holds: …`) or a witness's error.
  static func referenceFailure(_ message: String) -> String {
    var what = message
    if let colon = message.range(of: "the backend holds: ") {
      what = String(message[colon.upperBound...])
    }
    return "the reference failed (GLPK: \(what))"
  }

  /// The first three findings joined by `; `, and how many more there are.
  static func list(_ findings: [String]) -> String {
    let shown = findings.prefix(3).joined(separator: "; ")
    return findings.count > 3 ? shown + "; and \(findings.count - 3) more" : shown
  }

  /// What comparing `mine` with `theirs` (another feasible backend's) found.
  struct PairResult {
    var faults: [String] = []
    var others: [String] = []
    var open: [String] = []
    var undecided: [Int] = []
    var matched = false
  }

  /// Levels first (the first differing level decides), then the sampled values.
  static func comparePair(
    _ mine: CorrectnessReport, _ theirs: CorrectnessReport, other: String,
    uniqueness: [Int: Uniqueness]
  ) -> PairResult {
    var result = PairResult()
    let priorities = Set(mine.levels.map(\.priority) + theirs.levels.map(\.priority))
      .sorted(by: >)
    for priority in priorities {
      let a = mine.levels.first { $0.priority == priority }
      let b = theirs.levels.first { $0.priority == priority }
      let errorA = a?.error ?? 0
      let errorB = b?.error ?? 0
      let allowed = 1e-7 + 1e-7 * max(a?.scale ?? 0, b?.scale ?? 0)
      guard abs(errorA - errorB) > allowed else { continue }
      let what =
        "level \(Correctness.priority(priority)) error \(Correctness.number(errorA)) vs "
        + "\(Correctness.number(errorB)) (\(other))"
      if errorA > errorB {
        result.faults.append(what)
      } else {
        result.others.append(what + ": \(other) is not optimal")
      }
      return result
    }
    let theirSamples = Dictionary(
      theirs.samples.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
    var clean = true
    for sample in mine.samples {
      guard let their = theirSamples[sample.index] else { continue }
      let scale = max(abs(sample.value), abs(their.value), sample.scale, their.scale)
      let allowed = 1e-7 + 1e-6 * scale
      guard abs(sample.value - their.value) > allowed else { continue }
      let what =
        "\(sample.name) \(Correctness.number(sample.value)) vs "
        + "\(Correctness.number(their.value)) (\(other))"
      switch uniqueness[sample.index] {
      case .unique(let range):
        let outside = { (value: Double) in
          value < range.lowerBound - allowed || value > range.upperBound + allowed
        }
        if outside(sample.value) {
          result.faults.append(what + ", unique optimum \(Correctness.number(range.lowerBound))")
          clean = false
        } else if outside(their.value) {
          result.others.append(what + ": \(other) is off the unique optimum")
          clean = false
        }
      case .free:
        continue
      case .undecided(let why):
        result.open.append(what + ", uniqueness not decided: \(why)")
        clean = false
      case nil:
        result.undecided.append(sample.index)
        result.open.append(what + ", uniqueness not decided")
        clean = false
      }
    }
    result.matched = clean
    return result
  }
}
