import Foundation
import Testing

@testable import Strut

/// The inspector page in a real browser: headless Chromium loads it, selects a view through
/// the URL fragment, and the tests read the DOM it rendered and a screenshot. A page whose
/// script fails never marks `<body>` ready, so every test that loads a page fails with it.
///
/// Serialized: each test starts a browser, and the machine has few cores.
@Suite(.serialized) struct InspectorBrowserTests {
  /// A fresh folder for the pages of one test.
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-inspector-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes the page of `root`, loads it with `fragment`, and checks that its script ran.
  private func load(
    _ root: LayoutView, fragment: String, in folder: URL, options: InspectorOptions = .init()
  ) throws -> InspectorDOM {
    let page = folder.appendingPathComponent("layout.html")
    try root.writeInspector(to: page, options: options)
    let dom = InspectorDOM(html: try HeadlessChromium.required().dumpDOM(page, fragment: fragment))
    if let failure = dom.scriptFailure { Issue.record(Comment(rawValue: failure)) }
    return dom
  }

  @Test func aViewSelectedThroughTheFragmentShowsItsDetails() throws {
    let fixture = InspectorFixture(.cassowary)
    let document = fixture.root.inspectorDocument()
    let index = { (name: String) throws -> Int in try #require(document.index(named: name)) }
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dom = try load(fixture.root, fragment: "view=Name", in: folder)
    #expect(dom.scriptFailure == nil)
    #expect(dom.attribute("data-selected") == String(try index("Name")))
    #expect(dom.element("d-name") == "Name")
    #expect(dom.element("d-frame-local") == "(68, 94, 120×20)")
    #expect(dom.element("d-frame-root") == "(68, 94, 120×20)")
    #expect(dom.element("d-ambiguity")?.contains("determined by the constraints") == true)
    // Every constraint touching Name, with its location, relation, priority and standing.
    let rows = dom.constraintRows
    #expect(rows.count == document.constraintIndices(touching: try index("Name")).count)
    let trailing = try #require(rows.first { $0.contains(fixture.location("name.trailing")) })
    #expect(trailing.contains("data-status=\"holds\""))
    #expect(trailing.contains("holds (slack 164)"))
    #expect(trailing.contains("<span class=\"c-rel\">&lt;=</span>"))
    #expect(trailing.contains("<span class=\"c-pri\">required</span>"))
    let centre = try #require(rows.first { $0.contains(fixture.location("name.centerY")) })
    #expect(centre.contains("data-status=\"holds\""))
    let hugging = rows.filter { $0.contains("content hugging") }
    #expect(hugging.count == 2)
    #expect(hugging.allSatisfy { $0.contains("data-status=\"binding\"") && $0.contains("@250") })
    // The views those constraints reach, listed and highlighted in the tree.
    #expect(dom.reachedIDs == [try index("Screen"), try index("Avatar")])
    #expect(dom.html.contains("class=\"row k-view reach\" data-id=\"\(try index("Avatar"))\""))
    #expect(dom.html.contains("class=\"row k-view sel\" data-id=\"\(try index("Name"))\""))
    #expect(dom.element("overlay")?.contains("class=\"sel-outline\"") == true)
    #expect(dom.element("summary")?.hasPrefix("8 views · 1 guides") == true)
  }

  @Test func violatedAmbiguousAndDiagnosedViewsSaySo() throws {
    let fixture = InspectorFixture(.cassowary)
    let document = fixture.root.inspectorDocument()
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let title = try load(fixture.root, fragment: "view=Title", in: folder)
    let wish = try #require(
      title.constraintRows.first { $0.contains(fixture.location("title.width")) })
    #expect(wish.contains("data-status=\"violated\""))
    #expect(wish.contains("violated by 100"))
    #expect(wish.contains("<span class=\"c-pri\">@250</span>"))
    let limit = try #require(
      title.constraintRows.first { $0.contains(fixture.location("title.maxWidth")) })
    #expect(limit.contains("data-status=\"binding\""))
    #expect(title.reachedIDs == [try #require(document.index(named: "Header"))])

    // By id, with the search box filled from the fragment.
    let badgeIndex = try #require(document.index(named: "Badge"))
    let badge = try load(fixture.root, fragment: "find=a&id=\(badgeIndex)", in: folder)
    #expect(badge.element("d-name") == "Badge")
    #expect(badge.element("d-ambiguity")?.contains("ambiguous: x can move") == true)
    #expect(badge.attribute("data-ambiguous") == "x")
    // "a" is in Screen.layoutMarginsGuide, Header, Avatar, Name, Badge.
    #expect(badge.attribute("data-count") == "5")
    #expect(badge.html.components(separatedBy: "class=\"row k-view hide\"").count - 1 == 3)

    let footer = try load(fixture.root, fragment: "view=footer", in: folder)
    #expect(footer.element("d-name") == "Footer")
    let diagnostics = try #require(footer.element("d-diagnostics"))
    #expect(diagnostics.contains("<span class=\"kind\">unsatisfiable</span>"))
    #expect(diagnostics.contains(fixture.location("footer.conflict")))
    #expect(diagnostics.contains("conflicts with:"))

    let missing = try load(fixture.root, fragment: "view=Nowhere", in: folder)
    #expect(missing.attribute("data-missing") == "named “Nowhere”")
    #expect(missing.attribute("data-selected") == "")
    // With nothing selected, the panel lists every diagnostic, linked to the views it names.
    let all = try #require(missing.element("all-diagnostics"))
    #expect(all.contains("<span class=\"kind\">unsatisfiable</span>"))
    let footerIndex = try #require(document.index(named: "Footer"))
    #expect(all.contains("<a href=\"#id=\(footerIndex)\" data-id=\"\(footerIndex)\">Footer</a>"))
  }

  @Test func clicksAndTheSearchBoxSelect() throws {
    let fixture = InspectorFixture(.cassowary)
    let document = fixture.root.inspectorDocument()
    let index = { (name: String) throws -> Int in try #require(document.index(named: name)) }
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The page as written, plus a script after the inspector's that clicks and types the way a
    // user does (real DOM events through the page's own handlers) and records what got
    // selected and what the address became after each step.
    let actions = """
      <script>
      (function () {
        const steps = [];
        const note = () => steps.push(
          document.getElementById('details').getAttribute('data-selected') + location.hash);
        document.querySelector('#tree [data-id="\(try index("Title"))"] .nm').click();
        note();
        const rect = document.querySelector('#boxes rect[data-id="\(try index("Avatar"))"]');
        rect.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        note();
        document.querySelector('#d-reached a').click();
        note();
        const search = document.getElementById('search');
        search.value = 'foot';
        search.dispatchEvent(new Event('input'));
        search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
        note();
        document.body.setAttribute('data-steps', steps.join(' '));
      })();
      </script>
      </body>
      """
    let page = folder.appendingPathComponent("clicked.html")
    let html = fixture.root.inspectorHTML().replacingOccurrences(of: "</body>", with: actions)
    try Data(html.utf8).write(to: page)
    let dom = InspectorDOM(html: try HeadlessChromium.required().dumpDOM(page, fragment: ""))
    #expect(dom.scriptFailure == nil)
    let steps = try #require(dom.attribute("data-steps")).split(separator: " ").map(String.init)
    #expect(
      steps == [
        "\(try index("Title"))#view=Title", "\(try index("Avatar"))#view=Avatar",
        "\(try index("Screen"))#view=Screen", "\(try index("Footer"))#view=Footer",
      ])
    #expect(dom.element("search-count") == "1 found")
    #expect(dom.element("d-name") == "Footer")
  }

  @Test func aBrokenPageFailsTheCheck() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = InspectorFixture(.cassowary).root
    let page = folder.appendingPathComponent("broken.html")
    // Truncated data: the script throws while reading it.
    let broken = root.inspectorHTML().replacingOccurrences(
      of: "id=\"inspector-data\">{", with: "id=\"inspector-data\">{{")
    try Data(broken.utf8).write(to: page)
    let dom = InspectorDOM(html: try HeadlessChromium.required().dumpDOM(page, fragment: ""))
    let failure = try #require(dom.scriptFailure)
    #expect(failure.hasPrefix("script error: "))
    #expect(dom.attribute("data-inspector-ready") == nil)
  }

  @Test func theScreenshotShowsTheSelection() throws {
    let fixture = InspectorFixture(.cassowary)
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("layout.html")
    try fixture.root.writeInspector(to: page)
    let png = folder.appendingPathComponent("inspector.png")
    let browser = try HeadlessChromium.required()
    try browser.screenshot(page, fragment: "view=Name", to: png, width: 1400, height: 820)
    let data = try Data(contentsOf: png)
    // A PNG of the window's size, and not a blank one (a blank page compresses to ~5 KB).
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1400 && height == 820)
    #expect(data.count > 40_000, "\(data.count) bytes")
    if let path = ProcessInfo.processInfo.environment["STRUT_WRITE_INSPECTOR_SCREENSHOT"] {
      try data.write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func aRawSystemPageListsVariables() throws {
    let system = ConstraintSystem(
      name: "loose", variables: ["card.x", "card.y", "card.w", "card.h", "spacing"],
      constraints: [
        .init(terms: [.init(0, 1)], constant: -5, relation: .equal),
        .init(terms: [.init(1, 1), .init(4, -1)], constant: 0, relation: .equal),
        .init(terms: [.init(4, 1)], constant: -12, relation: .equal),
        .init(terms: [.init(2, 1)], constant: -80, relation: .greaterThanOrEqual),
        .init(terms: [.init(3, 1)], constant: -40, relation: .equal),
      ])
    let document = try InspectorDocument(system: system, solver: CassowarySolver())
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("system.html")
    try Data(document.html().utf8).write(to: page)
    let dom = InspectorDOM(
      html: try HeadlessChromium.required().dumpDOM(page, fragment: "view=spacing"))
    #expect(dom.scriptFailure == nil)
    #expect(dom.element("d-name") == "spacing")
    #expect(dom.element("d-kind") == "variable")
    #expect(dom.html.contains("<dt>spacing</dt><dd class=\"d-value\">12</dd>"))
    #expect(dom.constraintRows.count == 2)
    #expect(dom.constraintRows.allSatisfy { $0.contains("constraints[") })
    #expect(dom.reachedIDs == [0])
  }

  @Test func tenThousandViewsLoadInReasonableTime() throws {
    // 100 rows of 99 cells: 10,000 views below the root, each laid out by constraints.
    let root = makeRoot(width: 2000, height: 3000, name: "Grid")
    var rows: [LayoutView] = []
    for row in 0..<100 {
      let line = addView("Row-\(row)", to: root)
      line.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.height.equalTo(30)
        make.top.equalTo(rows.last.map { $0.snp.bottom } ?? root.snp.top)
      }
      var previous: LayoutView?
      for column in 0..<99 {
        let cell = addView("Cell-\(row)-\(column)", to: line)
        cell.snp.makeConstraints { make in
          make.top.bottom.equalToSuperview().inset(2)
          make.width.equalTo(18)
          make.left.equalTo(previous.map { $0.snp.right } ?? line.snp.left).offset(2)
        }
        previous = cell
      }
      rows.append(line)
    }
    let built = ContinuousClock.now
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("grid.html")
    try root.writeInspector(to: page)
    let written = ContinuousClock.now - built
    let size = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int ?? 0
    let loading = ContinuousClock.now
    let dom = InspectorDOM(
      html: try HeadlessChromium.required().dumpDOM(page, fragment: "view=Cell-50-50"))
    let loaded = ContinuousClock.now - loading
    let scriptMilliseconds = Int(dom.attribute("data-inspector-ms") ?? "") ?? -1
    print(
      "inspector 10,000 views: solved and written (\(size / 1024) KiB) in \(written), "
        + "browser start, load and DOM dump \(loaded), page script \(scriptMilliseconds) ms")
    #expect(dom.scriptFailure == nil)
    #expect(dom.element("d-name") == "Cell-50-50")
    #expect(dom.element("d-frame-local") == "(1002, 2, 18×26)")
    #expect(dom.element("d-ambiguity") == "not checked")
    #expect(dom.reachedIDs.count == 3)  // its row and the two cells beside it
    let boxes = try #require(dom.element("boxes"))
    #expect(boxes.components(separatedBy: "<rect data-id=").count - 1 == 10_001)
    #expect(scriptMilliseconds >= 0 && scriptMilliseconds < 20_000)
    #expect(loaded < .seconds(90))
    // And it paints: a screenshot of the selection (the drawing, the tree, the details).
    let painting = ContinuousClock.now
    let png = folder.appendingPathComponent("grid.png")
    try HeadlessChromium.required().screenshot(
      page, fragment: "view=Cell-50-50", to: png, width: 1400, height: 820)
    let painted = ContinuousClock.now - painting
    let image = try Data(contentsOf: png)
    print("inspector 10,000 views: screenshot (\(image.count / 1024) KiB) in \(painted)")
    #expect(image.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(image.count > 40_000, "\(image.count) bytes")
    #expect(painted < .seconds(90))
  }
}
