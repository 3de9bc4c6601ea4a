import Foundation

extension InspectorDocument {
  /// The inspector page: one self-contained HTML file (inline SVG, CSS and JavaScript,
  /// nothing fetched) with this document inside as one JSON blob.
  ///
  /// The page draws the items with frames to scale, lists them in a tree beside the drawing,
  /// and shows the selected item's details. Select by clicking, with the search box (names
  /// containing the text; Enter selects the first), or through the URL fragment:
  /// `#view=Header` (by name), `#id=12` (by index in ``items``), `#find=cell` (fills the
  /// search box). When the script has run, `<body>` carries `data-inspector-ready="ok"`; a
  /// script error sets `data-inspector-error` instead.
  public func html() -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="Strut layout inspector">
    <title>\(inspectorEscaped(title)) · Strut inspector</title>
    <style>
    \(inspectorStyle)</style>
    </head>
    <body>
    <header>
    <h1>Strut inspector <span id="title"></span></h1>
    <input id="search" type="search" placeholder="Find a view by name…" autocomplete="off" \
    aria-label="Find a view by name">
    <span id="search-count"></span>
    <span class="zoom"><button id="zoom-out" title="Zoom out">−</button>\
    <button id="zoom-fit" title="Fit">fit</button>\
    <button id="zoom-in" title="Zoom in">+</button></span>
    <span id="summary"></span>
    </header>
    <div id="notes"></div>
    <main>
    <nav id="tree" aria-label="Views"></nav>
    <div id="canvas"><svg id="drawing" xmlns="http://www.w3.org/2000/svg">\
    <g id="boxes"></g><g id="labels"></g><g id="overlay"></g></svg></div>
    <aside id="details" data-selected=""><p class="hint">Click a view in the drawing or the \
    tree, or find one by name.</p></aside>
    </main>
    <script type="application/json" id="inspector-data">\(jsonBlob())</script>
    <script>
    \(inspectorScript)</script>
    </body>
    </html>

    """
  }

  /// The document as JSON that is safe inside a `<script>` element (every `<` escaped).
  func jsonBlob() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    guard let data = try? encoder.encode(self) else {
      // Unreachable with the strategy above; the page then says that there is no data.
      return "null"
    }
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
  }
}

/// Text with HTML's special characters escaped.
func inspectorEscaped(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
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
