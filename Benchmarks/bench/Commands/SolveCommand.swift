import ArgumentParser
import Foundation
import StrutCore

/// `bench solve`: applies a ConstraintSystem JSON file to a backend and prints every
/// variable's value.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a ConstraintSystem JSON file and print {\"values\": {name: value, …}}.",
    discussion: """
      Adds every constraint, adds the edit variables, suggests every edit value in order (the \
      last one stays in force), updates, and prints the values with the names sorted. An \
      invalid file or a solver error is reported on standard error with exit status 1.
      """)

  @Argument(help: "The ConstraintSystem JSON file.")
  var file: String

  @Option(help: "The backend (\(Backend.allCases.map(\.rawValue).joined(separator: ", "))).")
  var backend = Backend.cassowary.rawValue

  /// The printed document.
  private struct Values: Encodable {
    var values: [String: Double]
  }

  func run() throws {
    let (system, backend) = SystemFileInput.load(file: file, backend: backend, orFail: fail)
    let instance = system.instantiate()
    let solver = backend.makeSolver()
    do {
      try instance.apply(to: solver)
    } catch {
      fail("\(file): \(backend) could not solve the system: \(error)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // `+ 0` turns a negative zero into 0, so that files and diffs read naturally.
    let values = instance.values(in: solver).mapValues { $0 + 0 }
    let data = try encoder.encode(Values(values: values))
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }

  /// Prints `bench solve: message` on standard error and exits with status 1.
  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench solve: \(message)\n".utf8))
    Self.exit(withError: ExitCode(1))
  }
}
