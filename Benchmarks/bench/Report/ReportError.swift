import Foundation

/// Why `bench report` could not read its inputs or write its outputs. Every message names the
/// file and what was wrong with it.
enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read (missing, a directory, no permission).
  case unreadable(path: String, reason: String)
  /// The file is not a JSON array of bench records; `reason` says where and why.
  case invalidJSON(path: String, reason: String)
  /// The file is valid but holds no records.
  case empty(path: String)
  /// An output file or directory could not be written.
  case unwritable(path: String, reason: String)

  /// `<path>: <what was wrong>`.
  var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read the file: \(reason)"
    case .invalidJSON(let path, let reason): "\(path): not bench results JSON: \(reason)"
    case .empty(let path): "\(path): holds no bench records (an empty array)"
    case .unwritable(let path, let reason): "\(path): cannot write: \(reason)"
    }
  }
}
