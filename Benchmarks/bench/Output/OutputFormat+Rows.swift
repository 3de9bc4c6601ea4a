import Foundation
import StrutWorkloads

extension OutputFormat {
  /// Renders a run: `header` lines first (the debug warning, the settings), then for table and
  /// Markdown one table per workload (comparison solvers as extra columns; under it their
  /// verdicts and the glpk time split), `notes`, and the recommendations; JSON is one array of every row, CSV
  /// one line per row.
  func render(
    rows: [BenchRow], header: [String], notes: [String] = [],
    recommendations: [Recommendation] = []
  ) -> String {
    switch self {
    case .json: return Self.json(rows)
    case .csv: return Self.csv(rows)
    case .table, .markdown:
      let markdown = self == .markdown
      var lines = markdown ? header.map { "_\($0)_  " } : header
      for (workload, group) in Self.byWorkload(rows) {
        lines.append("")
        let title = Workload(rawValue: workload).map { "\(workload): \($0.summary)" } ?? workload
        lines.append(markdown ? "### \(title)" : "== \(title)")
        if markdown { lines.append("") }
        lines.append(Self.workloadTable(group, markdown: markdown))
        let comparisonNotes = Self.comparisonNotes(group)
        if !comparisonNotes.isEmpty { lines += [""] + comparisonNotes }
        lines += GLPKSplit.notes(
          group.map(\.record),
          Dictionary(
            group.compactMap { row in row.split.map { (GLPKSplit.key(row.record), $0) } },
            uniquingKeysWith: { first, _ in first }))
      }
      if !notes.isEmpty { lines += [""] + notes }
      if !recommendations.isEmpty {
        lines += ["", markdown ? "### Recommendation" : "== Recommendation"]
        if markdown { lines.append("") }
        lines += recommendations.flatMap(\.lines)
      }
      return lines.map {
        markdown && !$0.isEmpty && !$0.hasPrefix("|") && !$0.hasPrefix("#") ? $0 + "  " : $0
      }
      .joined(separator: "\n")
    }
  }

  /// The rows grouped by workload, in order of first appearance.
  static func byWorkload(_ rows: [BenchRow]) -> [(String, [BenchRow])] {
    var order: [String] = []
    var groups: [String: [BenchRow]] = [:]
    for row in rows {
      if groups[row.record.workload] == nil { order.append(row.record.workload) }
      groups[row.record.workload, default: []].append(row)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

  /// Whether a row is of one of Strut's backends (not a comparison solver).
  static func isStrut(_ row: BenchRow) -> Bool { Backend(rawValue: row.record.backend) != nil }

  /// One workload's table: a line per Strut backend row, plus a column per comparison solver
  /// holding its median (or status) for the same size and operation.
  static func workloadTable(_ rows: [BenchRow], markdown: Bool) -> String {
    var solvers: [String] = []
    for row in rows where !isStrut(row) && !solvers.contains(row.record.backend) {
      solvers.append(row.record.backend)
    }
    let checked = rows.contains { $0.correctness != nil }
    var titles = [
      "size", "backend", "operation", "median", "p90", "max", "runs", "peak RSS", "residual",
      "status",
    ]
    if checked { titles.append("correctness") }
    titles += solvers
    let cells: [[String]] = rows.filter(isStrut).map { row in
      let record = row.record
      var line = [
        String(record.size), record.backend, record.operation.rawValue,
        duration(record.timing?.median), duration(record.timing?.p90), duration(record.timing?.max),
        String(record.timing?.runs ?? 0), bytes(record.peakRSSBytes),
        residual(record.maxRequiredResidual), cut(record.status.description, markdown),
      ]
      if checked { line.append(cut(row.correctness?.description ?? "-", markdown)) }
      for solver in solvers {
        let theirs = rows.first {
          $0.record.backend == solver && $0.record.size == record.size
            && $0.record.operation == record.operation
        }
        line.append(theirs.map(comparisonCell) ?? "-")
      }
      return line
    }
    if markdown {
      let rule = titles.map { _ in "---" }
      return ([titles, rule] + cells).map { "| " + $0.joined(separator: " | ") + " |" }
        .joined(separator: "\n")
    }
    let left: Set<String> = ["backend", "operation", "status", "correctness"]
    var widths = titles.map(\.count)
    for line in cells {
      for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func format(_ line: [String]) -> String {
      line.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return left.contains(titles[column]) ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([format(titles)] + cells.map(format)).joined(separator: "\n")
  }

  /// A long status or verdict cut to 70 characters for the text table (JSON, CSV and Markdown
  /// keep the whole text).
  static func cut(_ text: String, _ markdown: Bool) -> String {
    markdown || text.count <= 70 ? text : String(text.prefix(69)) + "…"
  }

  /// A comparison solver's cell: its median, or its status when it did not finish.
  static func comparisonCell(_ row: BenchRow) -> String {
    switch row.record.status {
    case .ok: duration(row.record.timing?.median)
    case .overBudget: "over budget"
    case .error: "error"
    }
  }

  /// Under a workload's table: each comparison solver's verdict, peak memory and errors per
  /// size.
  static func comparisonNotes(_ rows: [BenchRow]) -> [String] {
    var lines: [String] = []
    var seen = Set<String>()
    for row in rows where !isStrut(row) {
      let key = "\(row.record.backend) \(row.record.size)"
      guard seen.insert(key).inserted else { continue }
      var parts = ["\(key): peak \(bytes(row.record.peakRSSBytes))"]
      if let correctness = row.correctness { parts.append("correctness \(correctness)") }
      let failures = rows.filter {
        $0.record.backend == row.record.backend && $0.record.size == row.record.size
          && $0.record.status != .ok
      }.map { "\($0.record.operation) \($0.record.status)" }
      parts += failures
      lines.append("  " + parts.joined(separator: " · "))
    }
    return lines.isEmpty ? [] : ["comparison solvers (columns above: median):"] + lines
  }

  /// The rows as one JSON array, one object per line (keys: docs/formats.md).
  static func json(_ rows: [BenchRow]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = rows.map { row in
      (try? encoder.encode(row)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
    return lines.isEmpty ? "[]" : "[\n  " + lines.joined(separator: ",\n  ") + "\n]"
  }

  /// CSV with the JSON keys as the header (``csv(_:glpk:via:)``'s, then the correctness
  /// keys; `level_errors` as `750:0;250:11.5`); empty cells for nulls.
  static func csv(_ rows: [BenchRow]) -> String {
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      let base = csv(
        [row.record], glpk: row.split.map { [GLPKSplit.key(row.record): $0] } ?? [:], via: row.via
      ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if index == 0 {
        lines.append(base[0] + ",correctness,correctness_fault,correctness_check,level_errors")
      }
      let fault: String =
        switch row.correctness {
        case .differ(_, let fault): String(fault)
        case .agree, .verified: "false"
        case .unchecked, nil: ""
        }
      let levels =
        row.levelErrors?.map { "\(Correctness.priority($0.priority)):\($0.error)" }
        .joined(separator: ";") ?? ""
      let extra = [row.correctness?.description ?? "", fault, row.check?.rawValue ?? "", levels]
        .map { text in
          text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
      lines.append(base[1] + "," + extra.joined(separator: ","))
    }
    if lines.isEmpty {
      lines.append(
        csv([BenchRecord]()) + ",correctness,correctness_fault,correctness_check,level_errors")
    }
    return lines.joined(separator: "\n")
  }
}
