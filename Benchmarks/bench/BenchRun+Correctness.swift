import Foundation
import StrutWorkloads

extension BenchRun {
  /// The verdicts of one workload × size: compares the entries; when sampled values differ
  /// and their uniqueness is unknown, asks a `bench _unique` child (GLPK on the optimal face,
  /// within the budget) and compares again with its answer.
  func judge(
    _ entries: [CorrectnessComparison.Entry], key: GroupKey
  ) -> [String: Correctness] {
    guard plan.correctness else { return [:] }
    var outcome = CorrectnessComparison.compare(entries)
    guard !outcome.undecided.isEmpty else { return outcome.verdicts }
    progress.update("\(key.workload) \(key.size): deciding uniqueness of \(outcome.undecided.count) sampled variable(s) …")
    let answer = uniqueness(of: outcome.undecided, key: key)
    var scales: [Int: Double] = [:]
    for entry in entries {
      for sample in entry.report?.samples ?? [] {
        scales[sample.index] = max(scales[sample.index] ?? 0, sample.scale, abs(sample.value))
      }
    }
    outcome = CorrectnessComparison.compare(
      entries, uniqueness: answer.uniqueness(for: outcome.undecided, scales: scales))
    progress.clear()
    return outcome.verdicts
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
