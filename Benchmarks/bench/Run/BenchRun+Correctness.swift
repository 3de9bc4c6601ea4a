import Foundation
import StrutWorkloads

extension BenchRun {
  /// The name of GLPK's reference optimum when it stands in as a witness.
  static let referenceName = "GLPK reference"

  /// The verdicts of one workload × size. Compares the entries; when a backend has nothing to
  /// compare with (the others over budget), GLPK's reference optimum (a `bench _unique
  /// --reference` child, within the budget) becomes the witness; when sampled values differ
  /// and their uniqueness is unknown, a `bench _unique` child probes the optimal face. Each
  /// time the comparison runs again with the answer.
  func judge(
    _ entries: [CorrectnessComparison.Entry], key: GroupKey
  ) -> [String: Correctness] {
    guard plan.correctness else { return [:] }
    var entries = entries
    var outcome = CorrectnessComparison.compare(entries)
    if !outcome.uncompared.isEmpty {
      progress.update("\(key.workload) \(key.size): solving GLPK's reference optimum …")
      let reference = referenceReport(key: key)
      entries.append(
        CorrectnessComparison.Entry(
          backend: Self.referenceName, report: reference.report, missing: reference.failure))
      outcome = CorrectnessComparison.compare(entries)
    }
    if !outcome.undecided.isEmpty {
      progress.update(
        "\(key.workload) \(key.size): deciding uniqueness of \(outcome.undecided.count) sampled variable(s) …"
      )
      let answer = uniqueness(of: outcome.undecided, key: key)
      var scales: [Int: Double] = [:]
      for entry in entries {
        for sample in entry.report?.samples ?? [] {
          scales[sample.index] = max(scales[sample.index] ?? 0, sample.scale, abs(sample.value))
        }
      }
      outcome = CorrectnessComparison.compare(
        entries, uniqueness: answer.uniqueness(for: outcome.undecided, scales: scales))
    }
    progress.clear()
    outcome.verdicts.removeValue(forKey: Self.referenceName)
    return outcome.verdicts
  }

  /// The report of GLPK's reference optimum of the case (`bench _unique --reference`).
  func referenceReport(key: GroupKey) -> (report: CorrectnessReport?, failure: String?) {
    let result = launch(
      [
        "_unique", "--workload", key.workload.rawValue, "--size", String(key.size),
        "--seed", String(plan.seed), "--variables", "",
        "--edit-ran", String(plan.operations.contains(.edit)), "--reference",
      ], plan.budget, { _ in })
    switch result.ending {
    case .exited(0):
      let line = CaseResults.lastLine(of: result.output) ?? ""
      if let answer = try? JSONDecoder().decode(UniquenessAnswer.self, from: Data(line.utf8)) {
        return (answer.reference, answer.failure.map { "error: \($0)" })
      }
      return (nil, "error: the reference printed no answer")
    case .overBudget:
      return (nil, "over budget")
    default:
      return (nil, "error: the reference ended with \(result.ending)")
    }
  }

  /// Runs `bench _unique` for `indices` of the case's system with the budget.
  func uniqueness(of indices: [Int], key: GroupKey) -> UniquenessAnswer {
    let result = launch(
      [
        "_unique", "--workload", key.workload.rawValue, "--size", String(key.size),
        "--seed", String(plan.seed), "--variables", indices.map(String.init).joined(separator: ","),
        "--edit-ran", String(plan.operations.contains(.edit)),
      ], plan.budget, { _ in })
    switch result.ending {
    case .exited(0):
      let line = CaseResults.lastLine(of: result.output) ?? ""
      if let answer = try? JSONDecoder().decode(UniquenessAnswer.self, from: Data(line.utf8)) {
        return answer
      }
      return UniquenessAnswer(ranges: [], failure: "the uniqueness check printed no answer")
    case .overBudget:
      return UniquenessAnswer(
        ranges: [], failure: "the uniqueness check (GLPK) ran past the budget")
    default:
      let last = CaseResults.lastLine(of: result.errorOutput).map { ": \(CaseResults.oneLine($0))" }
      return UniquenessAnswer(
        ranges: [], failure: "the uniqueness check ended with \(result.ending)\(last ?? "")")
    }
  }
}
