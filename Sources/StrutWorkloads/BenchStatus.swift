/// How a benchmark case ended, as written in the `status` key of bench results.
public enum BenchStatus: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Every requested run finished.
  case ok
  /// The case was stopped at its time budget before this operation finished all its runs.
  case overBudget
  /// The operation failed; the message says why.
  case error(String)

  /// `ok`, `over_budget` or `error: <message>`.
  public var description: String {
    switch self {
    case .ok: "ok"
    case .overBudget: "over_budget"
    case .error(let message): "error: \(message)"
    }
  }

  /// Parses ``description``'s forms; any other text becomes an error with that text.
  public init(parsing text: String) {
    switch text {
    case "ok": self = .ok
    case "over_budget": self = .overBudget
    default:
      let prefix = "error: "
      self = .error(text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
    }
  }

  /// Decodes the string form.
  public init(from decoder: any Decoder) throws {
    self.init(parsing: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
