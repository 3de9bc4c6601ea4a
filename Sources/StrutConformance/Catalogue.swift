import Foundation
import StrutCore

/// The conformance catalogue: the cases shipped with StrutConformance (the JSON files of
/// `Sources/StrutConformance/Catalogue`), or any directory of case files.
public enum Catalogue {
  /// The shipped cases, sorted by name.
  ///
  /// - Throws: ``ConstraintSystemError`` for a file that cannot be read or is not a valid case
  ///   (naming the file and the field).
  public static func bundled() throws(ConstraintSystemError) -> [ConformanceCase] {
    guard let directory = Bundle.module.url(forResource: "Catalogue", withExtension: nil) else {
      throw ConstraintSystemError(path: "", reason: "the Catalogue resource folder is missing")
    }
    return try load(directory: directory)
  }

  /// Every `.json` case in `directory` (not recursive), sorted by name.
  ///
  /// - Throws: ``ConstraintSystemError`` for an unreadable directory or file, an invalid case,
  ///   or two cases with the same name.
  public static func load(directory: URL) throws(ConstraintSystemError) -> [ConformanceCase] {
    let files: [URL]
    do {
      files = try FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "json" }
    } catch {
      throw ConstraintSystemError(path: "", reason: "cannot list \(directory.path): \(error)")
    }
    var cases: [ConformanceCase] = []
    var names = Set<String>()
    for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      let loaded = try ConformanceCase(contentsOf: file)
      guard names.insert(loaded.name).inserted else {
        throw ConstraintSystemError(
          path: "name", reason: "\(file.lastPathComponent): a second case named \(loaded.name)")
      }
      cases.append(loaded)
    }
    return cases.sorted { $0.name < $1.name }
  }
}
