/// Why a ``ConstraintSystem`` could not be read or is not valid. The message names the file
/// position or the offending field, e.g. `constraints[12].terms[3]: variable index 57 is out
/// of range 0..<40`.
public struct ConstraintSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending field (`constraints[12].priority`), or "" for the file.
  public var path: String
  /// What is wrong there.
  public var reason: String

  /// An error at `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
