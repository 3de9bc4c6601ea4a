import Foundation

/// The Markdown tables of one workload: a compact comparison (build and edit medians, one
/// column per backend and comparison solver) and the full table (one row per size × backend).
struct ReportTable: Sendable {
  /// The records.
  var dataset: ReportDataset
  /// The workload the tables show.
  var workload: String

  /// A workload's tables.
  init(dataset: ReportDataset, workload: String) {
    self.dataset = dataset
    self.workload = workload
  }

  /// Footnotes for cases that failed, numbered in order of appearance.
  struct Notes: Sendable {
    /// `(case, message)` in order.
    private(set) var entries: [(key: ReportCaseKey, message: String)] = []

    /// The number of the note for `key`'s failure, adding it when new.
    mutating func number(for key: ReportCaseKey, message: String) -> Int {
      if let index = entries.firstIndex(where: { $0.key == key }) { return index + 1 }
      entries.append((key, message))
      return entries.count
    }

    /// `[1] glpk, 100,000: message` lines.
    var lines: [String] {
      entries.enumerated().map { index, entry in
        "[\(index + 1)] \(entry.key.backend), \(ReportTable.size(entry.key.size)): error: \(ReportTable.escape(entry.message))"
      }
    }
  }

  /// `1,000`.
  static func size(_ value: Int) -> String {
    let digits = String(value)
    var grouped = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0, character != "-" { grouped.append(",") }
      grouped.append(character)
    }
    return grouped
  }

  /// Text safe inside a Markdown table cell (pipes escaped, one line).
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  /// One timing cell: the value; `> budget` when the case was stopped before any sample;
  /// `value (partial)` when stopped after some; `error [n]` with a note; `—` when not measured.
  static func cell(_ record: ReportRecord?, _ value: (ReportRecord) -> Double?, notes: inout Notes)
    -> String
  {
    guard let record else { return "—" }
    let number = value(record)
    switch record.status {
    case .ok: return OutputFormat.duration(number)
    case .overBudget: return number.map { "\(OutputFormat.duration($0)) (partial)" } ?? "> budget"
    case .error(let message):
      let note = notes.number(for: record.caseKey, message: message)
      return number.map { "\(OutputFormat.duration($0)) (error [\(note)])" } ?? "error [\(note)]"
    }
  }

  /// The compact table: per size, the median build and edit of every backend side by side.
  func comparison(notes: inout Notes) -> String {
    let backends = dataset.backends(of: workload)
    let titles = ["size"] + backends.map { "\($0) build" } + backends.map { "\($0) edit" }
    var rows: [[String]] = []
    for size in dataset.sizes(of: workload) {
      var row = [Self.size(size)]
      for operation in ["build", "edit"] {
        for backend in backends {
          let key = ReportCaseKey(workload: workload, size: size, backend: backend)
          row.append(Self.cell(dataset.record(key, operation), \.median, notes: &notes))
        }
      }
      rows.append(row)
    }
    return Self.markdown(titles, rows, rightAligned: Set(0..<titles.count))
  }

  /// The full table: per size and backend, build, edit median/p90/max, churn, peak memory,
  /// the largest required residual and (when measured) the correctness verdict.
  func details(notes: inout Notes) -> String {
    let withCorrectness = dataset.hasCorrectness
    var titles = [
      "size", "backend", "build", "edit median", "edit p90", "edit max", "churn", "peak memory",
      "residual",
    ]
    if withCorrectness { titles.append("correctness") }
    var rows: [[String]] = []
    for size in dataset.sizes(of: workload) {
      for backend in dataset.backends(of: workload) {
        let key = ReportCaseKey(workload: workload, size: size, backend: backend)
        let build = dataset.record(key, "build")
        let edit = dataset.record(key, "edit")
        let churn = dataset.record(key, "churn")
        let present = [build, edit, churn].compactMap { $0 }
        guard !present.isEmpty else { continue }
        let name = ReportDataset.isComparison(backend) ? "\(backend) (comparison)" : backend
        var row = [
          Self.size(size), name, Self.cell(build, \.median, notes: &notes),
          Self.cell(edit, \.median, notes: &notes), Self.cell(edit, \.p90, notes: &notes),
          Self.cell(edit, \.max, notes: &notes), Self.cell(churn, \.median, notes: &notes),
          OutputFormat.bytes(present.compactMap(\.peakRSSBytes).max()),
          OutputFormat.residual(present.compactMap(\.maxRequiredResidual).max()),
        ]
        if withCorrectness { row.append(Self.escape(dataset.correctness(key) ?? "—")) }
        rows.append(row)
      }
    }
    return Self.markdown(titles, rows, rightAligned: [0, 2, 3, 4, 5, 6, 7, 8])
  }

  /// A Markdown table with the given columns right-aligned.
  static func markdown(_ titles: [String], _ rows: [[String]], rightAligned: Set<Int>) -> String {
    let rule = titles.indices.map { rightAligned.contains($0) ? "---:" : "---" }
    return ([titles, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }
}
