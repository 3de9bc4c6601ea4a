#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ConstraintSystem {
  /// Reads and validates a system from JSON text (strict RFC 8259 JSON; see
  /// `docs/formats.md`). Numbers are read as `Double` and checked against the type that holds
  /// them: a priority a ``Priority`` cannot hold exactly is an error, never rounded.
  ///
  /// - Throws: ``ConstraintSystemError`` naming the offending field, with the line and column
  ///   of a problem in the text, or the field alone for one found by ``validate()``.
  /// - Complexity: linear in the size of the text.
  public init(jsonData data: Data) throws(ConstraintSystemError) {
    let result = data.withUnsafeBytes { bytes -> Result<ConstraintSystem, ConstraintSystemError> in
      var reader = ConstraintSystemReader(bytes)
      do throws(JSONProblem) {
        return .success(try reader.readSystem())
      } catch {
        let (line, column) = reader.scanner.lineAndColumn(of: error.offset)
        return .failure(
          ConstraintSystemError(path: error.path, reason: error.reason, line: line, column: column))
      }
    }
    self = try result.get()
    try validate()
  }

  /// Reads, decodes and validates a system from a file.
  public init(contentsOf url: URL) throws(ConstraintSystemError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ConstraintSystemError(path: "", reason: "cannot read \(url.path): \(error)")
    }
    try self.init(jsonData: data)
  }

  /// The system as JSON (keys sorted, so equal systems give equal bytes).
  public func jsonData(prettyPrinted: Bool = false) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    // Encoding plain numbers, strings and arrays cannot fail; an empty document is a
    // visible failure rather than a crash if it ever did.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Writes the system as JSON to `url`.
  public func write(to url: URL, prettyPrinted: Bool = false) throws(ConstraintSystemError) {
    do {
      try jsonData(prettyPrinted: prettyPrinted).write(to: url)
    } catch {
      throw ConstraintSystemError(path: "", reason: "cannot write \(url.path): \(error)")
    }
  }

  /// Turns a `DecodingError` into a message with a readable JSON path.
  static func describe(_ error: DecodingError) -> ConstraintSystemError {
    ConstraintSystemError(decoding: error)
  }
}

extension ConstraintSystemError {
  /// A decoding error as a message with a readable JSON path, e.g.
  /// `constraints[3].relation: …` (used for every Strut JSON format).
  public init(decoding error: DecodingError) {
    self = Self.fromDecoding(error)
  }

  static func fromDecoding(_ error: DecodingError) -> ConstraintSystemError {
    func path(_ codingPath: [any CodingKey]) -> String {
      var text = ""
      for key in codingPath {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context):
      return ConstraintSystemError(
        path: path(context.codingPath), reason: "missing key \"\(key.stringValue)\"")
    case .typeMismatch(let type, let context):
      return ConstraintSystemError(
        path: path(context.codingPath), reason: "expected \(type): \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      return ConstraintSystemError(
        path: path(context.codingPath), reason: "expected \(type), found null")
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0))" } ?? ""
      return ConstraintSystemError(
        path: path(context.codingPath), reason: context.debugDescription + underlying)
    @unknown default:
      return ConstraintSystemError(path: "", reason: "\(error)")
    }
  }
}
