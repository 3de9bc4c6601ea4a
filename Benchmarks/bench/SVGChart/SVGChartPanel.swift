import Foundation

/// One plot of an ``SVGChart``: a titled log-log plot of its series, with its own y scale.
struct SVGChartPanel: Hashable, Sendable {
  /// The title above the plot, e.g. `build + first solve (median)`.
  var title: String
  /// The y axis' title.
  var yTitle: String
  /// The lines, drawn in order (legend order).
  var series: [SVGChartSeries]

  /// A panel.
  init(title: String, yTitle: String = "seconds (log scale)", series: [SVGChartSeries]) {
    self.title = title
    self.yTitle = yTitle
    self.series = series
  }

  /// The y scale of a plot from `bottom` (small values) to `top`: it covers every measured
  /// and partial point.
  func yScale(bottom: Double, top: Double) -> SVGChartScale {
    let ys = series.flatMap { $0.points.filter { !$0.kind.inBand }.map(\.y) }
    return SVGChartScale(covering: ys, start: bottom, end: top)
  }

  /// `30 s`, `2.5 s`.
  static func seconds(_ value: Double) -> String { String(format: "%g s", value) }

  /// Draws the panel whose left edge is `left`.
  func draw(
    into markup: inout SVGChartMarkup, left: Double, layout: SVGChart.Layout, xScale: SVGChartScale,
    xTitle: String
  ) {
    let n = SVGChartMarkup.number
    let plotLeft = xScale.start
    let plotRight = xScale.end
    let plotTop = layout.plotTop
    let plotBottom = layout.plotBottom
    let yScale = yScale(bottom: plotBottom, top: plotTop)
    let hasPoints = series.contains { !$0.points.isEmpty }
    let hasBand = series.contains { $0.points.contains { $0.kind.inBand } }
    markup.group("g", [("class", "panel"), ("data-title", title)]) { markup in
      markup.text(
        title,
        [
          ("x", n((plotLeft + plotRight) / 2)), ("y", n(layout.bandTop - 12)),
          ("text-anchor", "middle"),
          ("font-size", "13.5"), ("font-weight", "bold"), ("fill", "#222222"),
        ])
      markup.element(
        "rect",
        [
          ("x", n(plotLeft)), ("y", n(plotTop)), ("width", n(plotRight - plotLeft)),
          ("height", n(plotBottom - plotTop)), ("fill", "#ffffff"), ("stroke", "#888888"),
        ])
      drawGrid(into: &markup, xScale: xScale, yScale: yScale, showY: hasPoints, layout: layout)
      markup.text(
        xTitle,
        [
          ("x", n((plotLeft + plotRight) / 2)), ("y", n(plotBottom + 38)),
          ("text-anchor", "middle"),
          ("font-size", "12"), ("fill", "#333333"),
        ])
      let yMiddle = (plotTop + plotBottom) / 2
      markup.text(
        yTitle,
        [
          ("x", n(left + 16)), ("y", n(yMiddle)), ("text-anchor", "middle"), ("font-size", "12"),
          ("fill", "#333333"), ("transform", "rotate(-90 \(n(left + 16)) \(n(yMiddle)))"),
        ])
      if hasBand {
        markup.element(
          "rect",
          [
            ("class", "budget-band"), ("x", n(plotLeft)), ("y", n(layout.bandTop)),
            ("width", n(plotRight - plotLeft)), ("height", n(layout.bandHeight)),
            ("fill", "#f4f4f4"),
            ("stroke", "#aaaaaa"), ("stroke-dasharray", "4 3"),
          ])
        markup.text(
          "> budget",
          [
            ("x", n(plotLeft - 7)), ("y", n(layout.bandTop + layout.bandHeight / 2 + 4)),
            ("text-anchor", "end"), ("font-size", "11.5"), ("fill", "#333333"),
          ])
      }
      if !hasPoints {
        markup.text(
          "no measurements",
          [
            ("x", n((plotLeft + plotRight) / 2)), ("y", n(yMiddle)), ("text-anchor", "middle"),
            ("font-size", "13"), ("fill", "#777777"),
          ])
      }
      drawSeries(
        into: &markup, xScale: xScale, yScale: yScale, bandY: layout.bandTop + layout.bandHeight / 2
      )
    }
  }

  /// Decade gridlines with labels, lighter lines for the minor ticks.
  private func drawGrid(
    into markup: inout SVGChartMarkup, xScale: SVGChartScale, yScale: SVGChartScale, showY: Bool,
    layout: SVGChart.Layout
  ) {
    let n = SVGChartMarkup.number
    let top = layout.plotTop
    let bottom = layout.plotBottom
    markup.group("g", [("class", "grid")]) { markup in
      for value in xScale.minorTicks {
        let x = xScale.position(value)
        markup.line(x1: x, y1: top, x2: x, y2: bottom, stroke: "#f0f0f0")
      }
      if showY {
        for value in yScale.minorTicks {
          let y = yScale.position(value)
          markup.line(x1: xScale.start, y1: y, x2: xScale.end, y2: y, stroke: "#f0f0f0")
        }
      }
      for value in xScale.decades {
        let x = xScale.position(value)
        markup.line(x1: x, y1: top, x2: x, y2: bottom + 4, stroke: "#d0d0d0", className: "x-decade")
        markup.text(
          SVGChartScale.countLabel(value),
          [
            ("class", "x-label"), ("x", n(x)), ("y", n(bottom + 18)), ("text-anchor", "middle"),
            ("font-size", "12"), ("fill", "#333333"),
          ])
      }
      guard showY else { return }
      for value in yScale.decades {
        let y = yScale.position(value)
        markup.line(
          x1: xScale.start - 4, y1: y, x2: xScale.end, y2: y, stroke: "#d0d0d0",
          className: "y-decade")
        markup.text(
          SVGChartScale.secondsLabel(value),
          [
            ("class", "y-label"), ("x", n(xScale.start - 7)), ("y", n(y + 4)),
            ("text-anchor", "end"),
            ("font-size", "12"), ("fill", "#333333"),
          ])
      }
    }
  }

  /// Lines, connectors to stopped points, and markers.
  private func drawSeries(
    into markup: inout SVGChartMarkup, xScale: SVGChartScale, yScale: SVGChartScale, bandY: Double
  ) {
    // Points in the band at the same x are spread sideways so that none hides another.
    var bandSlots: [Double: [String]] = [:]
    for line in series {
      for point in line.points where point.kind.inBand {
        bandSlots[point.x, default: []].append(line.name)
      }
    }
    func position(_ point: SVGChartPoint, of line: SVGChartSeries) -> (Double, Double) {
      let x = xScale.position(point.x)
      guard point.kind.inBand else { return (x, yScale.position(point.y)) }
      let slot = bandSlots[point.x] ?? [line.name]
      let index = Double(slot.firstIndex(of: line.name) ?? 0)
      return (x + (index - Double(slot.count - 1) / 2) * 11, bandY)
    }
    for line in series {
      let style = line.style
      markup.group("g", [("class", "series-group"), ("data-series", line.name)]) { markup in
        let measured = line.measured
        if !measured.isEmpty {
          markup.element(
            "polyline",
            [
              ("class", "series"), ("data-series", line.name),
              ("points", SVGChartMarkup.points(measured.map { position($0, of: line) })),
              ("fill", "none"),
              ("stroke", style.color), ("stroke-width", SVGChartMarkup.number(style.lineWidth)),
              ("stroke-dasharray", style.dash), ("stroke-linejoin", "round"),
            ])
        }
        let ordered = line.points.sorted { $0.x < $1.x }
        for (from, to) in zip(ordered, ordered.dropFirst())
        where (from.kind != .measured || to.kind != .measured)
          && from.kind != .failed && to.kind != .failed
        {
          let a = position(from, of: line)
          let b = position(to, of: line)
          markup.line(
            x1: a.0, y1: a.1, x2: b.0, y2: b.1, stroke: style.color, width: 1.25, dash: "2 3",
            className: "connector")
        }
        for point in ordered {
          let (x, y) = position(point, of: line)
          if point.kind == .failed {
            markup.cross(
              x: x, y: y, color: style.color, className: "failed",
              title: "\(line.name), \(SVGChartScale.countLabel(point.x)): failed (error)")
            continue
          }
          let value = point.kind == .overBudget ? "over budget" : OutputFormat.duration(point.y)
          let suffix =
            point.kind == .partial ? " (stopped at the budget; finished samples only)" : ""
          markup.marker(
            style.marker, x: x, y: y, color: style.color, hollow: point.kind != .measured,
            className: point.kind == .measured ? "point" : "over-budget",
            title: "\(line.name), \(SVGChartScale.countLabel(point.x)): \(value)\(suffix)")
        }
      }
    }
  }
}
