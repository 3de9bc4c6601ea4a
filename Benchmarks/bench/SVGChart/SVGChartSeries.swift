/// One line of a chart: a named backend or comparison solver and its measured points.
struct SVGChartSeries: Hashable, Sendable {
  /// The legend's name, e.g. `cassowary`.
  var name: String
  /// Colour, marker and line weight.
  var style: SVGChartStyle
  /// The points, in any order (drawn by ascending x).
  var points: [SVGChartPoint]

  /// A series.
  init(name: String, style: SVGChartStyle, points: [SVGChartPoint]) {
    self.name = name
    self.style = style
    self.points = points
  }

  /// The measured points (on the line), by ascending x.
  var measured: [SVGChartPoint] {
    points.filter { $0.kind == .measured }.sorted { $0.x < $1.x }
  }

  /// The points of cases stopped at the budget (partial or in the band), by ascending x.
  var overBudget: [SVGChartPoint] {
    points.filter { $0.kind == .partial || $0.kind == .overBudget }.sorted { $0.x < $1.x }
  }

  /// The points of cases that failed with an error, by ascending x.
  var failed: [SVGChartPoint] {
    points.filter { $0.kind == .failed }.sorted { $0.x < $1.x }
  }
}

/// One point of a series.
struct SVGChartPoint: Hashable, Sendable {
  /// What the point stands for.
  enum Kind: Hashable, Sendable {
    /// A finished measurement at ``SVGChartPoint/y``.
    case measured
    /// Stopped at the budget after some samples: ``SVGChartPoint/y`` is what finished.
    case partial
    /// Stopped at the budget before any sample finished: no y; drawn in the chart's
    /// "> budget" band.
    case overBudget
    /// The case failed with an error: no y; drawn as a cross in the band.
    case failed

    /// Whether the point has no y and sits in the band.
    var inBand: Bool { self == .overBudget || self == .failed }
  }

  /// The size (x axis).
  var x: Double
  /// Seconds (y axis); ignored for ``Kind/overBudget`` and ``Kind/failed``.
  var y: Double
  /// Measured, partial, over budget or failed.
  var kind: Kind

  /// A point.
  init(x: Double, y: Double, kind: Kind = .measured) {
    self.x = x
    self.y = y
    self.kind = kind
  }
}

/// How a series is drawn.
struct SVGChartStyle: Hashable, Sendable {
  /// The marker shapes, one per series so lines stay apart without colour.
  enum Marker: String, Hashable, Sendable, CaseIterable {
    /// A circle.
    case circle
    /// A square.
    case square
    /// An upward triangle.
    case triangle
    /// A diamond.
    case diamond
  }

  /// A CSS colour, e.g. `#0072B2`.
  var color: String
  /// The marker shape.
  var marker: Marker
  /// The line width in pixels.
  var lineWidth: Double
  /// An SVG dash pattern (`6 3`), or nil for a solid line.
  var dash: String?

  /// A style.
  init(color: String, marker: Marker, lineWidth: Double = 2, dash: String? = nil) {
    self.color = color
    self.marker = marker
    self.lineWidth = lineWidth
    self.dash = dash
  }

  /// Colour-blind-safe colours (Okabe–Ito) for the n-th series.
  static let palette = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
  ]

  /// The style of the n-th series: its own colour and marker; comparison solvers get a
  /// dashed, thinner line.
  static func series(_ index: Int, comparison: Bool) -> SVGChartStyle {
    SVGChartStyle(
      color: palette[index % palette.count],
      marker: Marker.allCases[index % Marker.allCases.count],
      lineWidth: comparison ? 1.5 : 2.25, dash: comparison ? "7 4" : nil)
  }
}
