import Foundation

/// A log-log line chart of time against size, as a standalone SVG document: one or more panels
/// side by side (e.g. build and edit), one line per series, a shared legend, labelled decades,
/// and a "> budget" band above each plot for cases stopped before any sample finished.
///
/// ```swift
/// let chart = SVGChart(title: "flat", panels: [panel])
/// try chart.svg().write(toFile: "flat.svg", atomically: true, encoding: .utf8)
/// ```
struct SVGChart: Hashable, Sendable {
  /// The chart's title, above the legend.
  var title: String
  /// The panels, left to right.
  var panels: [SVGChartPanel]
  /// The x axis' title, under every panel.
  var xTitle = "size (views, log scale)"
  /// The budget per case, for the note under the chart (nil: not stated).
  var budget: Double?
  /// More note lines under the chart.
  var notes: [String]

  /// A chart.
  init(
    title: String, panels: [SVGChartPanel], xTitle: String = "size (views, log scale)",
    budget: Double? = nil, notes: [String] = []
  ) {
    self.title = title
    self.panels = panels
    self.xTitle = xTitle
    self.budget = budget
    self.notes = notes
  }

  /// Pixel layout shared by the panels.
  struct Layout: Hashable, Sendable {
    /// Width of one panel, margins included.
    var panelWidth = 440.0
    /// Left margin of the whole chart.
    var outerMargin = 10.0
    /// Room left of a plot for the y labels and title.
    var plotLeftInset = 74.0
    /// Room right of a plot.
    var plotRightInset = 22.0
    /// Top of the "> budget" band.
    var bandTop = 0.0
    /// Height of the "> budget" band.
    var bandHeight = 22.0
    /// Gap between the band and the plot.
    var bandGap = 8.0
    /// Height of a plot.
    var plotHeight = 250.0
    /// Height of one legend row.
    var legendRowHeight = 20.0

    /// Top of the plots.
    var plotTop: Double { bandTop + bandHeight + bandGap }
    /// Bottom of the plots.
    var plotBottom: Double { plotTop + plotHeight }
  }

  /// Approximate width of `text` at `size` px in the chart's sans-serif font (for layout only).
  static func textWidth(_ text: String, size: Double = 12) -> Double {
    Double(text.count) * size * 0.61
  }

  /// The legend's entries: every series name once, in order of first appearance.
  var legendSeries: [SVGChartSeries] {
    var seen: Set<String> = []
    return panels.flatMap(\.series).filter { seen.insert($0.name).inserted }
  }

  /// Whether any point of any panel was stopped at the budget.
  var hasOverBudget: Bool {
    panels.contains { panel in panel.series.contains { !$0.overBudget.isEmpty } }
  }

  /// Whether any point of any panel failed with an error.
  var hasFailed: Bool {
    panels.contains { panel in panel.series.contains { !$0.failed.isEmpty } }
  }

  /// The x scale every panel shares, for a plot starting at `left`.
  func xScale(left: Double, layout: Layout) -> SVGChartScale {
    let xs = panels.flatMap { $0.series.flatMap { $0.points.map(\.x) } }
    return SVGChartScale(covering: xs, start: left, end: left + plotWidth(layout))
  }

  /// The width of a plot area.
  func plotWidth(_ layout: Layout) -> Double {
    layout.panelWidth - layout.plotLeftInset - layout.plotRightInset
  }

  /// The chart as an SVG document.
  func svg() -> String {
    var layout = Layout()
    let width = layout.outerMargin * 2 + layout.panelWidth * Double(max(1, panels.count))
    var markup = SVGChartMarkup()
    markup.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGChartMarkup.number(width)), ("height", "100%"),
        ("fill", "#ffffff"),
      ])
    markup.text(
      title,
      [
        ("x", SVGChartMarkup.number(width / 2)), ("y", "26"), ("text-anchor", "middle"),
        ("font-size", "17"), ("font-weight", "bold"), ("fill", "#222222"),
      ])
    let legendBottom = drawLegend(into: &markup, width: width, top: 40, layout: layout)
    layout.bandTop = legendBottom + 34
    for (index, panel) in panels.enumerated() {
      let left = layout.outerMargin + layout.panelWidth * Double(index)
      panel.draw(
        into: &markup, left: left, layout: layout,
        xScale: xScale(left: left + layout.plotLeftInset, layout: layout), xTitle: xTitle)
    }
    var height = layout.plotBottom + 58
    var footnotes = notes
    if hasOverBudget {
      let budgetText = budget.map { "its \(SVGChartPanel.seconds($0)) budget" } ?? "its time budget"
      footnotes.insert(
        "Hollow markers: the case was stopped at \(budgetText); in the \u{201C}> budget\u{201D} band no sample had finished.",
        at: 0)
    }
    if hasFailed {
      footnotes.insert(
        "Crosses in the band: the case failed with an error (the page's tables say why).",
        at: hasOverBudget ? 1 : 0)
    }
    for note in footnotes {
      markup.text(
        note,
        [
          ("class", "note"), ("x", SVGChartMarkup.number(layout.outerMargin + 8)),
          ("y", SVGChartMarkup.number(height)), ("font-size", "11.5"), ("fill", "#444444"),
        ])
      height += 16
    }
    return markup.document(width: width, height: height - (footnotes.isEmpty ? 0 : 2), title: title)
  }

  /// Draws the legend rows centred under the title; returns the y below them.
  private func drawLegend(
    into markup: inout SVGChartMarkup, width: Double, top: Double, layout: Layout
  ) -> Double {
    struct Entry {
      var series: SVGChartSeries?
      var label: String
      var width: Double
      var cross = false
    }
    var entries = legendSeries.map {
      Entry(series: $0, label: $0.name, width: 38 + Self.textWidth($0.name) + 18)
    }
    if hasOverBudget {
      let label = "stopped at budget"
      entries.append(Entry(series: nil, label: label, width: 20 + Self.textWidth(label) + 18))
    }
    if hasFailed {
      let label = "failed (error)"
      entries.append(
        Entry(series: nil, label: label, width: 20 + Self.textWidth(label) + 18, cross: true))
    }
    var rows: [[Entry]] = [[]]
    for entry in entries {
      let used = rows[rows.count - 1].reduce(0) { $0 + $1.width }
      if used + entry.width > width - 40, !rows[rows.count - 1].isEmpty { rows.append([]) }
      rows[rows.count - 1].append(entry)
    }
    markup.group("g", [("class", "legend")]) { markup in
      for (rowIndex, row) in rows.enumerated() {
        let y = top + layout.legendRowHeight * Double(rowIndex) + 10
        var x = (width - row.reduce(0) { $0 + $1.width }) / 2
        for entry in row {
          if let series = entry.series {
            markup.line(
              x1: x, y1: y, x2: x + 30, y2: y, stroke: series.style.color,
              width: series.style.lineWidth, dash: series.style.dash)
            markup.marker(
              series.style.marker, x: x + 15, y: y, color: series.style.color, hollow: false,
              className: "legend-marker", title: series.name)
            markup.text(
              entry.label,
              [
                ("x", SVGChartMarkup.number(x + 38)), ("y", SVGChartMarkup.number(y + 4)),
                ("font-size", "12"), ("fill", "#222222"),
              ])
          } else if entry.cross {
            markup.cross(
              x: x + 8, y: y, color: "#555555", className: "legend-marker", title: entry.label)
            markup.text(
              entry.label,
              [
                ("x", SVGChartMarkup.number(x + 20)), ("y", SVGChartMarkup.number(y + 4)),
                ("font-size", "12"), ("fill", "#222222"),
              ])
          } else {
            markup.marker(
              .circle, x: x + 8, y: y, color: "#555555", hollow: true, className: "legend-marker",
              title: entry.label)
            markup.text(
              entry.label,
              [
                ("x", SVGChartMarkup.number(x + 20)), ("y", SVGChartMarkup.number(y + 4)),
                ("font-size", "12"), ("fill", "#222222"),
              ])
          }
          x += entry.width
        }
      }
    }
    return top + layout.legendRowHeight * Double(rows.count)
  }
}
