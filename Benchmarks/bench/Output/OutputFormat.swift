import ArgumentParser
import Foundation
import StrutWorkloads

/// How `bench` prints its results.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
  /// An aligned, human-readable table.
  case table
  /// One JSON array of ``BenchRecord`` objects (keys in docs/formats.md).
  case json
  /// Comma-separated values with a header row (the JSON keys).
  case csv
  /// A Markdown table.
  case markdown

  /// Renders `records` in this format. `header` lines (run settings) precede a table; `glpk`
  /// holds the glpk backend's time splits by ``GLPKSplit/key(_:)`` (note lines under a table,
  /// extra keys in JSON and CSV); `via` is written as the `via` key of JSON and CSV rows.
  func render(
    _ records: [BenchRecord], header: [String], glpk: [String: GLPKSplit] = [:],
    via: Via = .solver
  ) -> String {
    switch self {
    case .json: Self.json(records, glpk: glpk, via: via)
    case .csv: Self.csv(records, glpk: glpk, via: via)
    case .table:
      (header + [Self.table(records)] + GLPKSplit.notes(records, glpk)).joined(separator: "\n")
    case .markdown:
      (header.map { "_\($0)_  " } + ["", Self.markdown(records)]
        + GLPKSplit.notes(records, glpk).map { $0.isEmpty ? $0 : $0 + "  " })
        .joined(separator: "\n")
    }
  }

  /// The records as one JSON array, one object per line.
  static func json(
    _ records: [BenchRecord], glpk: [String: GLPKSplit] = [:], via: Via = .solver
  ) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = records.map { record in
      let row = RecordWithSplit(record: record, split: glpk[GLPKSplit.key(record)], via: via)
      return (try? encoder.encode(row)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
    return lines.isEmpty ? "[]" : "[\n  " + lines.joined(separator: ",\n  ") + "\n]"
  }

  /// The column titles and cells of the human-readable formats.
  static func cells(_ records: [BenchRecord]) -> (titles: [String], rows: [[String]]) {
    let titles = [
      "workload", "size", "backend", "operation", "median", "min", "max", "p90", "runs",
      "peak RSS", "residual", "status",
    ]
    let rows = records.map { record in
      [
        record.workload, String(record.size), record.backend, record.operation.rawValue,
        duration(record.timing?.median), duration(record.timing?.min),
        duration(record.timing?.max), duration(record.timing?.p90),
        String(record.timing?.runs ?? 0), bytes(record.peakRSSBytes),
        residual(record.maxRequiredResidual), record.status.description,
      ]
    }
    return (titles, rows)
  }

  /// An aligned text table: text columns left-aligned, numbers right-aligned.
  static func table(_ records: [BenchRecord]) -> String {
    let (titles, rows) = cells(records)
    let leftAligned: Set<Int> = [0, 2, 3, 11]
    var widths = titles.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return leftAligned.contains(column) ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([line(titles)] + rows.map(line)).joined(separator: "\n")
  }

  /// A Markdown table.
  static func markdown(_ records: [BenchRecord]) -> String {
    let (titles, rows) = cells(records)
    let rule = titles.map { _ in "---" }
    return ([titles, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }

  /// CSV with the JSON keys as the header; empty cells for nulls.
  static func csv(
    _ records: [BenchRecord], glpk: [String: GLPKSplit] = [:], via: Via = .solver
  ) -> String {
    let keys = [
      "workload", "size", "backend", "operation", "median_s", "min_s", "max_s", "p90_s", "runs",
      "peak_rss_bytes", "baseline_rss_bytes", "status", "build", "seed", "variables",
      "constraints", "max_required_residual", "glpk_s", "swift_s", "glpk_iterations", "via",
    ]
    func field(_ text: String) -> String {
      text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
        ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
    func number<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "" }
    let rows = records.map { record in
      let split = glpk[GLPKSplit.key(record)]
      return [
        record.workload, String(record.size), record.backend, record.operation.rawValue,
        number(record.timing?.median), number(record.timing?.min), number(record.timing?.max),
        number(record.timing?.p90), String(record.timing?.runs ?? 0), number(record.peakRSSBytes),
        number(record.baselineRSSBytes), record.status.description, record.build,
        String(record.seed), number(record.variables), number(record.constraints),
        number(record.maxRequiredResidual), number(split?.glpkPerRun),
        number(split?.swiftPerRun), number(split?.iterationsPerRun), via.rawValue,
      ].map(field).joined(separator: ",")
    }
    return ([keys.joined(separator: ",")] + rows).joined(separator: "\n")
  }

  /// `12.3 ms`, `456 µs`, `1.23 s`, or `-`.
  static func duration(_ seconds: Double?) -> String {
    guard let seconds else { return "-" }
    switch seconds {
    case ..<1e-3: return String(format: "%.1f µs", seconds * 1e6)
    case ..<1: return String(format: "%.2f ms", seconds * 1e3)
    default: return String(format: "%.2f s", seconds)
    }
  }

  /// The largest required-constraint violation: `0`, `3e-12`, or `-` when unknown.
  static func residual(_ value: Double?) -> String {
    guard let value else { return "-" }
    return value == 0 ? "0" : String(format: "%.0e", value)
  }

  /// `123.4 MB` (10^6 bytes), or `-`.
  static func bytes(_ count: Int?) -> String {
    guard let count else { return "-" }
    return String(format: "%.1f MB", Double(count) / 1e6)
  }
}
