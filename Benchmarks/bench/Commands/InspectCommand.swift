import ArgumentParser
import Foundation
import Strut
import StrutCore

/// `bench inspect`: solves a ConstraintSystem JSON file and writes the layout inspector page
/// for it (docs/inspector.md).
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Solve a ConstraintSystem JSON file and write an inspector page (HTML) for it.",
    discussion: """
      Applies the system as `bench solve` does, then writes one self-contained HTML file: \
      variables named like a view's (name.x, name.y, name.w, name.h) are drawn as boxes to \
      scale, every other variable is listed with its value, and each constraint shows how it \
      stands (holds, binding, violated by how much). Prints the page's path. An invalid file \
      or a solver error is reported on standard error with exit status 1.
      """)

  @Argument(help: "The ConstraintSystem JSON file.")
  var file: String

  @Option(help: "The backend (\(Backend.allCases.map(\.rawValue).joined(separator: ", "))).")
  var backend = Backend.cassowary.rawValue

  @Option(help: "Where to write the page (default: FILE with the extension .html).")
  var out: String?

  /// The page's path: `--out`, else the input's with `.html` for its extension.
  var outputPath: String {
    if let out { return out }
    let input = URL(fileURLWithPath: file)
    return input.deletingPathExtension().appendingPathExtension("html").path
  }

  func run() throws {
    let (system, backend) = SystemFileInput.load(file: file, backend: backend, orFail: fail)
    let document: InspectorDocument
    do {
      document = try InspectorDocument(system: system, solver: backend.makeSolver())
    } catch {
      fail("\(file): \(backend) could not solve the system: \(error)")
    }
    let path = outputPath
    do {
      try Data(document.html().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      fail("cannot write \(path): \(error.localizedDescription)")
    }
    print(path)
  }

  /// Prints `bench inspect: message` on standard error and exits with status 1.
  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench inspect: \(message)\n".utf8))
    Self.exit(withError: ExitCode(1))
  }
}
