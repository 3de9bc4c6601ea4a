import Foundation

extension LayoutView {
  /// An SVG picture of this view's laid-out subtree (solves first): one box per view and
  /// guide, labelled with its name and frame, and optionally one dashed line per DSL
  /// constraint between two items (from the centre of the constrained item to the centre of
  /// the target, with the constraint's description as a tooltip).
  ///
  /// Open the text as an `.svg` file in any browser.
  public func svgSnapshot(showConstraints: Bool = false, scale: CGFloat = 1) -> String {
    layoutIfNeeded()
    var boxes: [(item: LayoutItem, rect: CGRect, depth: Int)] = []
    func visit(_ view: LayoutView, origin: CGPoint, depth: Int) {
      let rect: CGRect
      if depth == 0 {
        rect = CGRect(origin: .zero, size: view.frame.size)
      } else {
        rect = CGRect(
          x: origin.x + view.frame.minX, y: origin.y + view.frame.minY,
          width: view.frame.width, height: view.frame.height)
      }
      boxes.append((view, rect, depth))
      for guide in view.layoutGuides where guide.involvement > 0 {
        boxes.append(
          (
            guide,
            CGRect(
              x: rect.minX + guide.layoutFrame.minX, y: rect.minY + guide.layoutFrame.minY,
              width: guide.layoutFrame.width, height: guide.layoutFrame.height), depth + 1
          ))
      }
      for child in view.subviews { visit(child, origin: rect.origin, depth: depth + 1) }
    }
    visit(self, origin: .zero, depth: 0)

    let bounds = boxes.reduce(CGRect(origin: .zero, size: frame.size)) { $0.union($1.rect) }
    let margin: CGFloat = 20
    let width = (bounds.width + 2 * margin) * scale
    let height = (bounds.height + 2 * margin) * scale
    let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1"]
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(svgNumber(width))" height="\(svgNumber(height))" \
      viewBox="\(svgNumber(bounds.minX - margin)) \(svgNumber(bounds.minY - margin)) \
      \(svgNumber(bounds.width + 2 * margin)) \(svgNumber(bounds.height + 2 * margin))" \
      font-family="Helvetica, Arial, sans-serif" font-size="10">

      """
    svg +=
      "  <rect x=\"\(svgNumber(bounds.minX - margin))\" y=\"\(svgNumber(bounds.minY - margin))\""
    svg += " width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    var centres: [ObjectIdentifier: CGPoint] = [:]
    for (index, box) in boxes.enumerated() {
      let colour = palette[box.depth % palette.count]
      let isGuide = box.item is LayoutGuide
      let rect = box.rect
      centres[ObjectIdentifier(box.item)] = CGPoint(x: rect.midX, y: rect.midY)
      svg += "  <g id=\"item\(index)\">\n"
      svg += "    <title>\(escaped(box.item.displayName)) \(frameText(rect))</title>\n"
      svg += "    <rect x=\"\(svgNumber(rect.minX))\" y=\"\(svgNumber(rect.minY))\""
      svg += " width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\""
      svg += " fill=\"\(colour)\" fill-opacity=\"\(isGuide ? "0" : "0.15")\" stroke=\"\(colour)\""
      svg += isGuide ? " stroke-dasharray=\"4 2\"/>\n" : "/>\n"
      svg += "    <text x=\"\(svgNumber(rect.minX + 3))\" y=\"\(svgNumber(rect.minY + 12))\""
      svg += " fill=\"#222222\">\(escaped(box.item.displayName))</text>\n"
      svg += "  </g>\n"
    }
    if showConstraints {
      var seen = Set<ObjectIdentifier>()
      for box in boxes {
        for handle in box.item.activeConstraints
        where seen.insert(ObjectIdentifier(handle)).inserted {
          guard let from = handle.item, let start = centres[ObjectIdentifier(from)] else {
            continue
          }
          for target in handle.targets {
            guard case .item(let other) = target, let to = other.target, to !== from,
              let end = centres[ObjectIdentifier(to)]
            else { continue }
            svg += "  <line x1=\"\(svgNumber(start.x))\" y1=\"\(svgNumber(start.y))\""
            svg += " x2=\"\(svgNumber(end.x))\" y2=\"\(svgNumber(end.y))\" stroke=\"#c03030\""
            svg += " stroke-width=\"1\" stroke-dasharray=\"3 3\">"
            svg += "<title>\(escaped(handle.description))</title></line>\n"
          }
        }
      }
    }
    svg += "</svg>\n"
    return svg
  }
}

/// A number for SVG attributes (no exponent, at most 2 decimals).
private func svgNumber(_ value: CGFloat) -> String {
  let rounded = (Double(value) * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// `(x, y, w×h)`.
private func frameText(_ rect: CGRect) -> String {
  "(\(svgNumber(rect.minX)), \(svgNumber(rect.minY)), \(svgNumber(rect.width))×\(svgNumber(rect.height)))"
}

/// Text with XML's special characters escaped.
private func escaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    default: result.append(character)
    }
  }
  return result
}
