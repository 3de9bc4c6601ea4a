import Foundation

/// A small SVG writer: elements with escaped attributes and text, collected as lines.
struct SVGChartMarkup: Sendable {
  /// The lines written so far.
  private(set) var lines: [String] = []

  /// An empty document body.
  init() {}

  /// Escapes `&`, `<`, `>`, `"` and `'` for XML text and attribute values.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A coordinate or length with at most two decimals (`12`, `12.5`, `12.25`).
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded()
      ? String(Int(rounded))
      : String(format: "%.2f", rounded)
        .replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
  }

  /// ` name="value"…` for the attributes whose value is not nil, in the given order.
  private static func attributes(_ pairs: [(String, String?)]) -> String {
    pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
  }

  /// An empty element: `<name a="…"/>`.
  mutating func element(_ name: String, _ pairs: [(String, String?)]) {
    lines.append("<\(name)\(Self.attributes(pairs))/>")
  }

  /// An element holding escaped text: `<name a="…">text</name>`.
  mutating func text(_ content: String, _ pairs: [(String, String?)]) {
    lines.append("<text\(Self.attributes(pairs))>\(Self.escape(content))</text>")
  }

  /// An element with children written by `body`.
  mutating func group(
    _ name: String = "g", _ pairs: [(String, String?)], body: (inout SVGChartMarkup) -> Void
  ) {
    lines.append("<\(name)\(Self.attributes(pairs))>")
    body(&self)
    lines.append("</\(name)>")
  }

  /// A `<line>`.
  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
    dash: String? = nil, className: String? = nil
  ) {
    element(
      "line",
      [
        ("class", className), ("x1", Self.number(x1)), ("y1", Self.number(y1)),
        ("x2", Self.number(x2)), ("y2", Self.number(y2)), ("stroke", stroke),
        ("stroke-width", Self.number(width)), ("stroke-dasharray", dash),
      ])
  }

  /// A marker of `shape` centred on (x, y): filled with `color`, or white inside when hollow.
  mutating func marker(
    _ shape: SVGChartStyle.Marker, x: Double, y: Double, color: String, hollow: Bool,
    className: String, title: String
  ) {
    let radius = 4.5
    let fill = hollow ? "#ffffff" : color
    let common: [(String, String?)] = [
      ("class", className), ("fill", fill), ("stroke", color), ("stroke-width", hollow ? "2" : "1"),
    ]
    let shapeName: String
    var geometry: [(String, String?)]
    switch shape {
    case .circle:
      shapeName = "circle"
      geometry = [("cx", Self.number(x)), ("cy", Self.number(y)), ("r", Self.number(radius))]
    case .square:
      shapeName = "rect"
      let side = radius * 1.7
      geometry = [
        ("x", Self.number(x - side / 2)), ("y", Self.number(y - side / 2)),
        ("width", Self.number(side)), ("height", Self.number(side)),
      ]
    case .triangle:
      shapeName = "polygon"
      let r = radius * 1.25
      geometry = [
        (
          "points",
          Self.points([(x, y - r), (x + r * 0.95, y + r * 0.7), (x - r * 0.95, y + r * 0.7)])
        )
      ]
    case .diamond:
      shapeName = "polygon"
      let r = radius * 1.3
      geometry = [("points", Self.points([(x, y - r), (x + r, y), (x, y + r), (x - r, y)]))]
    }
    group(shapeName, common + geometry) { markup in
      markup.lines.append("<title>\(Self.escape(title))</title>")
    }
  }

  /// A cross (×) centred on (x, y): the mark of a failed case.
  mutating func cross(x: Double, y: Double, color: String, className: String, title: String) {
    let r = 4.5
    let path =
      "M\(Self.number(x - r)),\(Self.number(y - r)) L\(Self.number(x + r)),\(Self.number(y + r)) "
      + "M\(Self.number(x - r)),\(Self.number(y + r)) L\(Self.number(x + r)),\(Self.number(y - r))"
    group(
      "path",
      [
        ("class", className), ("d", path), ("stroke", color), ("stroke-width", "2.5"),
        ("fill", "none"),
      ]
    ) {
      markup in
      markup.lines.append("<title>\(Self.escape(title))</title>")
    }
  }

  /// `x1,y1 x2,y2 …` for a polyline or polygon.
  static func points(_ points: [(Double, Double)]) -> String {
    points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
  }

  /// The whole document: the XML declaration and an `<svg>` root of the given size.
  func document(width: Double, height: Double, title: String) -> String {
    let open =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" role=\"img\" aria-label=\"\(Self.escape(title))\">"
    return
      (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", open, "<title>\(Self.escape(title))</title>"]
      + lines + ["</svg>"]).joined(separator: "\n") + "\n"
  }
}
