import Foundation

@testable import bench

/// Runs `bench _case` and `bench _unique` in this process instead of a child, for
/// ``BenchRun/launch``: the run logic end to end, without needing the built executable.
enum InProcessBench {
  /// Parses `arguments` as the child would and collects what it would print.
  static func launch(
    _ arguments: [String], _ budget: Double, _ tick: (Double) -> Void
  ) -> ChildProcess.Result {
    var output = ""
    var ending = ChildProcess.Ending.exited(0)
    let rest = Array(arguments.dropFirst())
    do {
      switch arguments.first {
      case "_case":
        let command = try CaseCommand.parse(rest)
        do {
          try command.execute { output += $0.line + "\n" }
        } catch {
          ending = .exited(2)
        }
      case "_unique":
        let command = try UniquenessCommand.parse(rest)
        let data = try JSONEncoder().encode(command.answer())
        output = String(decoding: data, as: UTF8.self) + "\n"
      default:
        ending = .notStarted("unknown subcommand \(arguments.first ?? "")")
      }
    } catch {
      ending = .notStarted("\(error)")
    }
    return ChildProcess.Result(
      ending: ending, output: output, errorOutput: "", peakRSSAtKill: nil, elapsed: 0)
  }
}
