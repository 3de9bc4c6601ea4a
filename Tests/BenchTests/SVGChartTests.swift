import Foundation
import StrutWorkloads
import Testing

@testable import bench

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The report's SVG charts: log scales, ticks, one line per series, stopped cases, valid XML.
@Suite struct SVGChartTests {
  /// Collects the elements of an XML document (name and attributes), failing on bad XML.
  final class Elements: NSObject, XMLParserDelegate {
    var all: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      all.append((name, attributes))
      text = ""
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if name == "text" { texts.append(text) }
      text = ""
    }

    /// Parses `svg`; nil when it is not well-formed.
    static func parse(_ svg: String) -> Elements? {
      let parser = XMLParser(data: Data(svg.utf8))
      let elements = Elements()
      parser.delegate = elements
      return parser.parse() ? elements : nil
    }

    func named(_ name: String, class className: String? = nil) -> [[String: String]] {
      all.filter { $0.name == name && (className == nil || $0.attributes["class"] == className) }
        .map(\.attributes)
    }
  }

  static func chart() -> SVGChart {
    let cassowary = SVGChartSeries(
      name: "cassowary", style: .series(0, comparison: false),
      points: [
        SVGChartPoint(x: 100, y: 0.001), SVGChartPoint(x: 1000, y: 0.01),
        SVGChartPoint(x: 10000, y: 0.1),
      ])
    let glpk = SVGChartSeries(
      name: "glpk", style: .series(1, comparison: false),
      points: [
        SVGChartPoint(x: 100, y: 0.02), SVGChartPoint(x: 1000, y: 2, kind: .partial),
        SVGChartPoint(x: 10000, y: 0, kind: .overBudget),
      ])
    let kiwi = SVGChartSeries(
      name: "kiwisolver <&>", style: .series(2, comparison: true),
      points: [SVGChartPoint(x: 100, y: 0.05), SVGChartPoint(x: 10000, y: 0, kind: .overBudget)])
    return SVGChart(
      title: "flat: time against size",
      panels: [
        SVGChartPanel(title: "build", series: [cassowary, glpk, kiwi]),
        SVGChartPanel(title: "edit", series: [cassowary]),
      ],
      budget: 30)
  }

  @Test func logScaleMapsDecadesLinearly() {
    let scale = SVGChartScale(covering: [150, 42_000], start: 100, end: 400)
    #expect(scale.lowExponent == 2 && scale.highExponent == 5)
    #expect(scale.position(100) == 100)
    #expect(scale.position(100_000) == 400)
    #expect(abs(scale.position(1000) - 200) < 1e-9)
    #expect(abs(scale.position(sqrt(10) * 1000) - 250) < 1e-9)
    let y = SVGChartScale(covering: [0.002, 0.5], start: 300, end: 50)
    #expect(y.lowExponent == -3 && y.highExponent == 0)
    #expect(y.position(0.001) == 300 && y.position(1) == 50)
    #expect(y.position(0.01) < y.position(0.001))
  }

  @Test func scaleEdgesStayOnExactDecadesAndSpanAtLeastOne() {
    let exact = SVGChartScale(covering: [100, 1000.0000001, 100_000], start: 0, end: 1)
    #expect(exact.lowExponent == 2 && exact.highExponent == 5)
    let single = SVGChartScale(covering: [1000], start: 0, end: 1)
    #expect(single.lowExponent == 3 && single.highExponent == 4)
    let none = SVGChartScale(covering: [0, -1, .nan], start: 0, end: 1)
    #expect(none.lowExponent == 0 && none.highExponent == 1)
  }

  @Test func decadeTicksAndLabels() {
    let scale = SVGChartScale(lowExponent: -6, highExponent: -3, start: 0, end: 1)
    #expect(scale.decades.count == 4)
    #expect(zip(scale.decades, [1e-6, 1e-5, 1e-4, 1e-3]).allSatisfy { abs($0 - $1) / $1 < 1e-12 })
    #expect(scale.minorTicks.count == 24)
    #expect(scale.decades.map(SVGChartScale.secondsLabel) == ["1 µs", "10 µs", "100 µs", "1 ms"])
    #expect(
      [0.01, 0.1, 1, 10, 100].map(SVGChartScale.secondsLabel) == [
        "10 ms", "100 ms", "1 s", "10 s", "100 s",
      ])
    #expect(
      [100, 1000, 10_000, 100_000, 1_000_000].map(SVGChartScale.countLabel) == [
        "100", "1k", "10k", "100k", "1M",
      ])
  }

  @Test func chartIsWellFormedXMLWithEscapedText() throws {
    let svg = Self.chart().svg()
    #expect(
      svg.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let elements = try #require(Elements.parse(svg))
    #expect(elements.all.first?.name == "svg")
    #expect(elements.texts.contains("kiwisolver <&>"))
    #expect(elements.texts.contains("flat: time against size"))
  }

  @Test func onePolylinePerSeriesThroughItsMeasuredPoints() throws {
    let elements = try #require(Elements.parse(Self.chart().svg()))
    let lines = elements.named("polyline", class: "series")
    #expect(
      lines.map { $0["data-series"] ?? "" } == ["cassowary", "glpk", "kiwisolver <&>", "cassowary"])
    let cassowary = try #require(lines.first?["points"])
    #expect(cassowary.split(separator: " ").count == 3)
    #expect(lines[1]["points"]?.split(separator: " ").count == 1)
    #expect(lines[2]["stroke-dasharray"] != nil && lines[0]["stroke-dasharray"] == nil)
    // Points rise with size: y pixel decreasing.
    let ys = cassowary.split(separator: " ").compactMap { Double($0.split(separator: ",")[1]) }
    #expect(ys == ys.sorted(by: >))
  }

  @Test func stoppedCasesAreHollowInTheBudgetBand() throws {
    let elements = try #require(Elements.parse(Self.chart().svg()))
    let hollow = elements.all.filter { $0.attributes["class"] == "over-budget" }
    #expect(hollow.count == 3)
    #expect(hollow.allSatisfy { $0.attributes["fill"] == "#ffffff" })
    #expect(elements.named("rect", class: "budget-band").count == 1)
    #expect(elements.texts.filter { $0 == "> budget" }.count == 1)
    #expect(elements.texts.contains { $0.contains("stopped at its 30 s budget") })
    #expect(elements.texts.contains("stopped at budget"))
    let filled = elements.all.filter { $0.attributes["class"] == "point" }
    #expect(filled.count == 3 + 1 + 1 + 3)
    #expect(filled.allSatisfy { $0.attributes["fill"] != "#ffffff" })
  }

  @Test func axesHaveLabelledDecades() throws {
    let elements = try #require(Elements.parse(Self.chart().svg()))
    let xLabels = elements.all.filter { $0.attributes["class"] == "x-label" }.count
    #expect(xLabels == 2 * 3)
    #expect(elements.texts.contains("1k") && elements.texts.contains("10k"))
    #expect(elements.texts.contains("1 ms") && elements.texts.contains("1 s"))
    #expect(elements.named("line", class: "y-decade").count == 5 + 3)
  }

  @Test func reportChartsMapStatusesToPoints() {
    let ok = ReportRecord(
      workload: "flat", size: 1000, backend: "glpk", operation: "build", median: 0.5, runs: 3)
    #expect(ReportCharts.point(ok) == SVGChartPoint(x: 1000, y: 0.5))
    var stopped = ok
    stopped.status = .overBudget
    #expect(ReportCharts.point(stopped)?.kind == .partial)
    stopped.median = nil
    #expect(ReportCharts.point(stopped)?.kind == .overBudget)
    var failed = ok
    failed.status = .error("boom")
    #expect(ReportCharts.point(failed)?.kind == .failed)
    let chart = ReportCharts(dataset: ReportDataset(ReportTests.records())).chart("flat")
    #expect(
      chart.panels.map { $0.series.map(\.name) } == [
        ["cassowary", "glpk", "kiwisolver"], ["cassowary", "glpk", "kiwisolver"],
      ])
    #expect(chart.panels[0].series[1].overBudget.count == 1)
    #expect(chart.panels[0].series[2].failed.count == 1)
    #expect(ReportCharts.fileName("a b/c") == "a-b-c.svg")
  }
}

/// Notes under the report's charts.
@Suite struct SVGChartNoteTests {
  @Test func comparisonSizesAreNotedWhenFewerThanStrutBackends() throws {
    let charts = ReportCharts(
      dataset: ReportDataset(
        ReportTests.records() + [
          ReportRecord(
            workload: "flat", size: 10_000, backend: "cassowary", operation: "build", median: 0.2,
            runs: 1)
        ]))
    #expect(
      charts.comparisonNote("flat") == [
        "Dashed lines: comparison solvers, run at 100 and 1k views only (their builds grow too slow beyond)."
      ])
    #expect(
      ReportCharts(dataset: ReportDataset(ReportTests.records())).comparisonNote("flat").isEmpty)
    let svg = charts.chart("flat").svg()
    let elements = try #require(SVGChartTests.Elements.parse(svg))
    let notes = elements.all.filter { $0.attributes["class"] == "note" }.count
    #expect(notes == 3)
  }
}

/// Failed cases on a chart.
@Suite struct SVGChartFailureTests {
  @Test func failedCasesAreCrossesInTheBandWithALegendEntry() throws {
    let line = SVGChartSeries(
      name: "cassowary", style: .series(0, comparison: false),
      points: [
        SVGChartPoint(x: 100, y: 0.01), SVGChartPoint(x: 1000, y: 0.1),
        SVGChartPoint(x: 10000, y: 0, kind: .failed),
      ])
    let chart = SVGChart(title: "random", panels: [SVGChartPanel(title: "build", series: [line])])
    #expect(chart.hasFailed && !chart.hasOverBudget)
    let elements = try #require(SVGChartTests.Elements.parse(chart.svg()))
    #expect(elements.named("path", class: "failed").count == 1)
    #expect(elements.named("line", class: "connector").isEmpty)
    #expect(elements.named("rect", class: "budget-band").count == 1)
    #expect(elements.texts.contains("failed (error)"))
    #expect(elements.texts.contains { $0.hasPrefix("Crosses in the band: the case failed") })
    #expect(
      elements.named("polyline", class: "series").first?["points"]?.split(separator: " ").count == 2
    )
  }
}
