import Foundation

/// Writes a report: the Markdown page and one SVG chart per workload.
struct ReportWriter: Sendable {
  /// The page.
  var markdown: ReportMarkdown
  /// The charts.
  var charts: ReportCharts
  /// The page's file name inside the output directory.
  var pageName: String

  /// A writer of `dataset` measured in `context`.
  init(
    dataset: ReportDataset, context: ReportContext, recommendations: [String: [String]] = [:],
    pageName: String = "benchmarks.md"
  ) {
    markdown = ReportMarkdown(dataset: dataset, context: context, recommendations: recommendations)
    charts = ReportCharts(dataset: dataset, budget: context.budget)
    self.pageName = pageName
  }

  /// Writes the page to `directory/pageName` and the charts to
  /// `directory/<context.chartDirectory>/<workload>.svg` (creating directories; replacing
  /// earlier files and removing charts of workloads no longer in the report). Returns the
  /// paths written.
  ///
  /// - Throws: ``ReportError/unwritable(path:reason:)`` naming the file or directory.
  @discardableResult
  func write(to directory: String) throws(ReportError) -> [String] {
    let root = URL(fileURLWithPath: directory)
    let chartDirectory = root.appendingPathComponent(markdown.context.chartDirectory)
    try Self.makeDirectory(chartDirectory)
    var written: [String] = []
    for (fileName, _, chart) in charts.all() {
      let url = chartDirectory.appendingPathComponent(fileName)
      try Self.write(chart.svg(), to: url)
      written.append(url.path)
    }
    try Self.removeStaleCharts(in: chartDirectory, keeping: Set(written))
    let page = root.appendingPathComponent(pageName)
    try Self.write(markdown.render(), to: page)
    written.append(page.path)
    return written
  }

  /// Removes the `.svg` files of `directory` that this report did not write (charts of
  /// workloads an earlier, larger run had), so the directory matches the page.
  private static func removeStaleCharts(in directory: URL, keeping: Set<String>) throws(ReportError)
  {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasSuffix(".svg") {
      let url = directory.appendingPathComponent(name)
      guard !keeping.contains(url.path) else { continue }
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw .unwritable(path: url.path, reason: (error as NSError).localizedDescription)
      }
    }
  }

  /// Creates `url` and its parents.
  private static func makeDirectory(_ url: URL) throws(ReportError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }

  /// Writes `text` to `url` atomically.
  private static func write(_ text: String, to url: URL) throws(ReportError) {
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }
}
