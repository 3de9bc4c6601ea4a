import Foundation
import StrutWorkloads

/// One line of the JSON-lines protocol between a case's child process and the parent.
///
/// The child writes (and flushes) one message per event, so that a child killed at its
/// budget still leaves every finished measurement behind.
struct CaseMessage: Codable, Equatable {
  /// What the line reports.
  enum Kind: String, Codable {
    /// The generated system's size (`variables`, `constraints`).
    case system
    /// The process's RSS before the first build (`rssBytes`).
    case baseline
    /// The samples of one repetition of one operation (`operation`, `seconds`).
    case samples
    /// The case finished (`maxRequiredResidual`).
    case done
    /// The case failed (`message`).
    case error
    /// After `done`: the solution's ``CorrectnessReport`` (`correctness`), when asked for.
    case correctness
  }

  /// What the line reports.
  var kind: Kind
  /// For `samples`: the operation.
  var operation: BenchmarkOperation? = nil
  /// For `samples`: the timings in seconds.
  var seconds: [Double]? = nil
  /// For `system`: the variable count.
  var variables: Int? = nil
  /// For `system`: the constraint count.
  var constraints: Int? = nil
  /// For `baseline`: the current RSS; otherwise the peak RSS so far.
  var rssBytes: Int? = nil
  /// For `done`: the largest required-constraint violation seen.
  var maxRequiredResidual: Double? = nil
  /// For `error`: what went wrong.
  var message: String? = nil
  /// For `samples` of the glpk backend: seconds spent inside GLPK's own calls during these
  /// samples (the rest of their time is the Swift layer).
  var glpkSeconds: Double? = nil
  /// For `samples` of the glpk backend: simplex iterations done during these samples.
  var glpkIterations: Int? = nil
  /// For `correctness`: what the parent needs to compare this backend's solution with others.
  var correctness: CorrectnessReport? = nil

  /// The message as one line of JSON.
  var line: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(self)) ?? Data("{\"kind\":\"error\"}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// Parses every well-formed line of `text` (others are skipped: a killed child may leave a
  /// torn last line).
  static func parse(_ text: String) -> [CaseMessage] {
    let decoder = JSONDecoder()
    return text.split(separator: "\n").compactMap { line in
      try? decoder.decode(CaseMessage.self, from: Data(line.utf8))
    }
  }
}
