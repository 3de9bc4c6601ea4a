/// Why a ``ConstraintSystem`` could not be read or is not valid. The message names the
/// offending field and, for a problem found while reading text, its line and column, e.g.
/// `constraints[12].terms[0][1]: line 40, column 17: 1e999 is beyond the range of a 64-bit
/// floating-point number` or `constraints[12].terms[3]: variable index 57 is out of range
/// 0..<40`.
public struct ConstraintSystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending field (`constraints[12].priority`), or "" for the file.
  public var path: String
  /// What is wrong there.
  public var reason: String
  /// The 1-based line of the problem in the text read (nil for a problem found by
  /// ``ConstraintSystem/validate()`` or outside the text).
  public var line: Int?
  /// The 1-based column (in characters) of the problem on ``line``.
  public var column: Int?

  /// An error at `path` (and, if known, at `line` and `column` of the text).
  public init(path: String, reason: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// `path: line L, column C: reason` (the parts that are known).
  public var description: String {
    var text = path.isEmpty ? "" : "\(path): "
    if let line, let column { text += "line \(line), column \(column): " }
    return text + reason
  }
}
