import Foundation
import StrutCore

/// The `FILE --backend B` input that `bench solve` and `bench inspect` share: the backend's
/// name resolved and the ConstraintSystem JSON file read, or the command's failure message.
enum SystemFileInput {
  /// The backend named `name` (any case) and the system in `file`; on bad input calls `fail`
  /// with a message naming what was wrong (the unknown backend and the known ones, or the
  /// file and the reader's error).
  static func load(
    file: String, backend name: String, orFail fail: (String) -> Never
  ) -> (system: ConstraintSystem, backend: Backend) {
    guard let backend = Backend(rawValue: name.lowercased()) else {
      let known = Backend.allCases.map(\.rawValue).joined(separator: ", ")
      fail("unknown backend \"\(name)\" (known: \(known))")
    }
    do {
      return (try ConstraintSystem(contentsOf: URL(fileURLWithPath: file)), backend)
    } catch {
      fail("\(file): invalid constraint system: \(error)")
    }
  }
}
