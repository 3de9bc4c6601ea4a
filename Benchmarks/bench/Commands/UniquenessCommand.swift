import ArgumentParser
import Foundation
import StrutConformance
import StrutCore
import StrutWorkloads

/// `bench _unique`: decides, for some variables of a case's final state, whether their optimal
/// value is unique (GLPK: the reference optimum, then min and max over the optimal face), and
/// prints one JSON line (``UniquenessAnswer``); with `--reference` it also reports the reference
/// optimum itself. The parent (``BenchRun``) starts it, with the case's budget, only when
/// backends disagree on a sampled variable or a backend has no other one to compare with; it
/// is hidden from help.
struct UniquenessCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "_unique", abstract: "Decide uniqueness of sampled variables (internal).",
    shouldDisplay: false)

  @Option var workload: String
  @Option var size: Int
  @Option var seed: UInt64 = 1
  @Option(help: "Comma-separated variable indices.") var variables: String
  @Option(help: "Whether the edit operation ran (the edits' final values depend on it).")
  var editRan = true
  @Flag(help: "Also report the reference optimum itself (levels and the sampled variables).")
  var reference = false

  func run() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(answer())) ?? Data("{}".utf8)
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }

  /// Decides the ranges (GLPK on this thread); a failure becomes the answer's `failure`.
  func answer() -> UniquenessAnswer {
    do {
      let system = try Workload.named(workload).system(size: size, seed: seed)
      let instance = system.instantiate()
      let indices = variables.split(separator: ",").compactMap { Int($0) }
        .filter { instance.variables.indices.contains($0) }
      let state = CorrectnessReport.finalState(instance, editRan: editRan)
      let checker = ConformanceChecker()
      let reference = try ReferenceOptimum(state)
      let ranges =
        indices.isEmpty
        ? [:]
        : try checker.optimalRanges(
          of: indices.map { instance.variables[$0] }, in: state, reference: reference)
      var answer = UniquenessAnswer(
        ranges: indices.compactMap { index in
          ranges[instance.variables[index]].map {
            UniquenessAnswer.Range(index: index, low: $0.lowerBound, high: $0.upperBound)
          }
        }, failure: nil)
      if self.reference {
        answer.reference = CorrectnessReport.measure(
          state: state, variables: instance.variables, values: reference.values,
          sampled: CorrectnessReport.sampleIndices(count: instance.variables.count, seed: seed),
          fullCheck: false)
      }
      return answer
    } catch {
      return UniquenessAnswer(ranges: [], failure: CaseResults.oneLine("\(error)"))
    }
  }
}

/// The answer of `bench _unique`: the optimal range of each probed variable.
struct UniquenessAnswer: Codable, Equatable, Sendable {
  /// One variable's least and greatest optimal value.
  struct Range: Codable, Equatable, Sendable {
    /// The variable's index in the system.
    var index: Int
    /// Its least value on the optimal face.
    var low: Double
    /// Its greatest value on the optimal face.
    var high: Double
  }

  /// The ranges found (a variable whose probe failed is absent).
  var ranges: [Range]
  /// Why nothing could be decided (the reference or the face failed), if so.
  var failure: String?
  /// With `--reference`: the reference optimum's own report (levels, sampled values).
  var reference: CorrectnessReport? = nil

  /// The verdict on each of `indices`; `scales` (the backends' magnitudes around each
  /// variable) set the allowance `1e-7 + 1e-6 · scale` under which a range is a single point.
  func uniqueness(
    for indices: [Int], scales: [Int: Double]
  ) -> [Int: CorrectnessComparison.Uniqueness] {
    var result: [Int: CorrectnessComparison.Uniqueness] = [:]
    for index in indices {
      if let failure {
        result[index] = .undecided(failure)
      } else if let range = ranges.first(where: { $0.index == index }) {
        let scale = max(abs(range.low), abs(range.high), scales[index] ?? 0)
        let allowed = 1e-7 + 1e-6 * scale
        result[index] =
          range.high - range.low <= allowed
          ? .unique(range.low...range.high) : .free(range.low...range.high)
      } else {
        result[index] = .undecided("the GLPK probe failed")
      }
    }
    return result
  }
}
