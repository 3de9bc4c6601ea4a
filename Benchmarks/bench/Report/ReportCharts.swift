import Foundation

/// The report's charts: per workload, build + first solve and edit latency (medians) against
/// size, log-log, one line per backend and comparison solver.
struct ReportCharts: Sendable {
  /// The records.
  var dataset: ReportDataset
  /// The budget per case, for the chart's note.
  var budget: Double?

  /// Charts of `dataset`.
  init(dataset: ReportDataset, budget: Double? = nil) {
    self.dataset = dataset
    self.budget = budget
  }

  /// The operations charted, with their panel titles.
  static let panels: [(operation: String, title: String)] = [
    ("build", "build + first solve (median)"), ("edit", "edit step (median)"),
  ]

  /// The file name of a workload's chart: `flat.svg`.
  static func fileName(_ workload: String) -> String {
    let safe = workload.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    return String(safe) + ".svg"
  }

  /// The point an operation's record puts on a chart, if any: measured medians; a partial point
  /// for a case stopped after some samples; a band point for one stopped before any; a failed
  /// point for an error; nothing for non-positive times.
  static func point(_ record: ReportRecord) -> SVGChartPoint? {
    let x = Double(record.size)
    guard x > 0 else { return nil }
    switch record.status {
    case .ok:
      guard let median = record.median, median > 0 else { return nil }
      return SVGChartPoint(x: x, y: median)
    case .overBudget:
      if let median = record.median, median > 0 {
        return SVGChartPoint(x: x, y: median, kind: .partial)
      }
      return SVGChartPoint(x: x, y: 0, kind: .overBudget)
    case .error:
      return SVGChartPoint(x: x, y: 0, kind: .failed)
    }
  }

  /// The chart of one workload.
  func chart(_ workload: String) -> SVGChart {
    let backends = dataset.backends()
    let panels = Self.panels.map { operation, title in
      let series = backends.enumerated().compactMap { index, backend -> SVGChartSeries? in
        let points = dataset.sizes(of: workload).compactMap { size in
          dataset.record(ReportCaseKey(workload: workload, size: size, backend: backend), operation)
            .flatMap(Self.point)
        }
        guard !points.isEmpty else { return nil }
        return SVGChartSeries(
          name: backend,
          style: .series(index, comparison: ReportDataset.isComparison(backend)), points: points)
      }
      return SVGChartPanel(title: title, series: series)
    }
    return SVGChart(
      title: "\(workload): time against size", panels: panels, budget: budget,
      notes: comparisonNote(workload))
  }

  /// A note when the comparison solvers (dashed lines) ran at fewer sizes than Strut's backends:
  /// `Dashed: comparison solvers, run at 100 and 1k views only.`
  func comparisonNote(_ workload: String) -> [String] {
    let all = dataset.sizes(of: workload)
    let compared = Set(
      dataset.records.filter { $0.workload == workload && ReportDataset.isComparison($0.backend) }
        .map(\.size))
    guard !compared.isEmpty, compared.count < all.count else { return [] }
    let sizes = compared.sorted().map { SVGChartScale.countLabel(Double($0)) }
    let list =
      sizes.count == 1
      ? sizes[0] : sizes.dropLast().joined(separator: ", ") + " and " + sizes[sizes.count - 1]
    return [
      "Dashed lines: comparison solvers, run at \(list) views only (their builds grow too slow beyond)."
    ]
  }

  /// Every workload's chart by file name.
  func all() -> [(fileName: String, workload: String, chart: SVGChart)] {
    dataset.workloads.map { (Self.fileName($0), $0, chart($0)) }
  }
}
