import StrutCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ConformanceCase {
  /// Decodes and validates a case from JSON: a `strut.conformance-case/1` document, or a
  /// plain `strut.constraint-system/1` one (which gets the default script). Non-finite numbers
  /// are written as the strings `"nan"`, `"inf"` and `"-inf"`.
  ///
  /// - Throws: ``ConstraintSystemError`` naming the offending field.
  public init(jsonData data: Data) throws(ConstraintSystemError) {
    struct Header: Decodable { var format: String }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      let header = try decoder.decode(Header.self, from: data)
      if header.format == ConstraintSystem.formatIdentifier {
        let system = try ConstraintSystem(jsonData: data)
        self.init(name: system.name, system: system)
      } else {
        self = try decoder.decode(ConformanceCase.self, from: data)
      }
    } catch let error as ConstraintSystemError {
      throw error
    } catch let error as DecodingError {
      throw ConstraintSystemError(decoding: error)
    } catch {
      throw ConstraintSystemError(path: "", reason: "not valid JSON: \(error)")
    }
    try validate()
  }

  /// Reads a case from a file (see ``init(jsonData:)``); an unnamed case takes the file's name.
  public init(contentsOf url: URL) throws(ConstraintSystemError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ConstraintSystemError(path: "", reason: "cannot read \(url.path): \(error)")
    }
    do {
      try self.init(jsonData: data)
    } catch {
      throw ConstraintSystemError(
        path: error.path, reason: "\(url.lastPathComponent): \(error.reason)")
    }
    if name.isEmpty { name = url.deletingPathExtension().lastPathComponent }
  }

  /// The case as JSON (keys sorted; non-finite numbers as strings). A case without a script
  /// is written as its plain ConstraintSystem, which every Strut tool reads.
  public func jsonData() -> Data {
    if script == nil {
      var plain = system
      plain.name = name
      return plain.jsonData(prettyPrinted: true)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return (try? encoder.encode(self)) ?? Data()
  }
}
