import Foundation

/// Per workload and size, which solver measured fastest for build and for edit, and by how
/// much: a plain reading of the records, shown until (and beside) the harness' recommendation.
struct ReportLeaders: Sendable {
  /// The records.
  var dataset: ReportDataset

  /// Leaders of `dataset`.
  init(dataset: ReportDataset) {
    self.dataset = dataset
  }

  /// The finished medians of `operation` at one size, fastest first.
  func ranking(workload: String, size: Int, operation: String) -> [(
    backend: String, median: Double
  )] {
    dataset.backends(of: workload).compactMap { backend -> (String, Double)? in
      let key = ReportCaseKey(workload: workload, size: size, backend: backend)
      guard let record = dataset.record(key, operation), record.status == .ok,
        let median = record.median
      else { return nil }
      return (backend, median)
    }.sorted { $0.1 < $1.1 }
  }

  /// `cassowary 1.20 ms (glpk 3.1× slower)`; `cassowary 1.6 s (glpk over budget)`; `—`.
  func cell(workload: String, size: Int, operation: String) -> String {
    let ranking = ranking(workload: workload, size: size, operation: operation)
    guard let first = ranking.first else {
      let stopped = dataset.backends(of: workload).compactMap { backend -> String? in
        guard
          let record = dataset.record(
            ReportCaseKey(workload: workload, size: size, backend: backend), operation)
        else { return nil }
        switch record.status {
        case .ok: return nil
        case .overBudget:
          return record.median.map { "\(backend) \(OutputFormat.duration($0)) partial" }
            ?? "\(backend) over budget"
        case .error: return "\(backend) failed"
        }
      }
      return stopped.isEmpty
        ? "—" : "none finished all repetitions (\(stopped.joined(separator: "; ")))"
    }
    var others: [String] = ranking.dropFirst().map { entry in
      String(
        format: "%@ %@× slower", entry.backend, Self.ratio(entry.median / max(first.median, 1e-12)))
    }
    for backend in dataset.backends(of: workload)
    where !ranking.contains(where: { $0.backend == backend }) {
      let key = ReportCaseKey(workload: workload, size: size, backend: backend)
      guard let record = dataset.record(key, operation) else { continue }
      switch record.status {
      case .ok: continue
      case .overBudget: others.append("\(backend) over budget")
      case .error: others.append("\(backend) failed")
      }
    }
    let tail = others.isEmpty ? "" : " (\(others.joined(separator: "; ")))"
    return "**\(first.backend)** \(OutputFormat.duration(first.median))\(tail)"
  }

  /// `3.1`, `45`, `1200`.
  static func ratio(_ value: Double) -> String {
    value < 10 ? String(format: "%.1f", value) : String(format: "%.0f", value)
  }

  /// The table of one workload: per size, the fastest build and the fastest edit step.
  func table(_ workload: String) -> String {
    let rows = dataset.sizes(of: workload).map { size in
      [
        ReportTable.size(size), cell(workload: workload, size: size, operation: "build"),
        cell(workload: workload, size: size, operation: "edit"),
      ]
    }
    return ReportTable.markdown(
      ["size", "fastest build + first solve", "fastest edit step (median)"], rows, rightAligned: [0]
    )
  }
}
