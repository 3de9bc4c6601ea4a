import ArgumentParser
import Foundation

/// When and how a `bench overhead` run was made (printed above its results).
struct OverheadHeader: Sendable, Codable {
  /// When the run started.
  var started: Date
  /// `/proc/loadavg` before and after the run.
  var loadBefore: [Double]?
  var loadAfter: [Double]?
  /// The DSL / code ratio the summary counts rounds against.
  var limit: Double
  /// `debug` or `release`.
  var build: String
}

/// The output formats of `bench overhead`.
enum OverheadFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// An aligned text table (the default).
  case table
  /// A GitHub Markdown table, for docs and notes.
  case markdown
  /// `{"header": …, "results": [PairedOverhead]}`.
  case json

  /// The results as text in this format.
  func render(_ results: [PairedOverhead], header: OverheadHeader) -> String {
    switch self {
    case .json: return Self.json(results, header: header)
    case .table, .markdown: break
    }
    let columns = [
      "workload", "size", "rounds", "solver", "code", "dsl", "dsl/code (medians)",
      "dsl/code per round: median", "p90", "max", "rounds ≤ \(Self.number(header.limit))",
      "dsl/solver",
    ]
    let rows = results.map { result -> [String] in
      let ratios = result.ratios(.dsl, over: .code)
      return [
        result.workload, "\(result.size)", "\(result.rounds)",
        Self.milliseconds(result.median(.solver)), Self.milliseconds(result.median(.code)),
        Self.milliseconds(result.median(.dsl)),
        Self.ratio(result.median(.dsl) / result.median(.code)),
        Self.ratio(result.ratio(.dsl, over: .code, quantile: 0.5)),
        Self.ratio(result.ratio(.dsl, over: .code, quantile: 0.9)),
        Self.ratio(ratios.max() ?? .nan),
        "\(result.rounds(.dsl, over: .code, within: header.limit))/\(result.rounds)",
        Self.ratio(result.median(.dsl) / result.median(.solver)),
      ]
    }
    var text = Self.describe(header, backend: results.first?.backend) + "\n"
    if self == .markdown {
      text += "\n| " + columns.joined(separator: " | ") + " |\n"
      text += "|" + columns.map { _ in "---|" }.joined() + "\n"
      for row in rows { text += "| " + row.joined(separator: " | ") + " |\n" }
      return text
    }
    let widths = columns.indices.map { column in
      ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    for row in [columns] + rows {
      text +=
        zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
    }
    return text
  }

  /// The line above a table: build, backend, time and load.
  static func describe(_ header: OverheadHeader, backend: String?) -> String {
    let time = ISO8601DateFormatter().string(from: header.started)
    let load = { (values: [Double]?) in
      values.map { $0.map { String(format: "%.2f", $0) }.joined(separator: " ") } ?? "unknown"
    }
    var line =
      "bench overhead (\(header.build), \(backend ?? "no backend")), started \(time), "
      + "load \(load(header.loadBefore)) → \(load(header.loadAfter)); medians of build times"
    if header.build == "debug" { line = BuildKind.debugWarning + "\n" + line }
    return line
  }

  private static func json(_ results: [PairedOverhead], header: OverheadHeader) -> String {
    struct Document: Encodable {
      var header: OverheadHeader
      var results: [PairedOverhead]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(Document(header: header, results: results)) else {
      return "{}\n"
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func milliseconds(_ seconds: Double) -> String {
    seconds.isFinite ? String(format: "%.2f ms", seconds * 1000) : "—"
  }

  private static func ratio(_ value: Double) -> String {
    value.isFinite ? String(format: "%.2f", value) : "—"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
