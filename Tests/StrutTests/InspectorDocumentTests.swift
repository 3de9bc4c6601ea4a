import Foundation
import Testing

@testable import Strut

/// What the inspector page is made of (``InspectorDocument``), without a browser.
@Suite struct InspectorDocumentTests {
  /// The rows of the constraints touching the item named `name`.
  private func rows(
    of name: String, in document: InspectorDocument
  ) throws -> [InspectorConstraint] {
    let index = try #require(document.index(named: name))
    return document.constraintIndices(touching: index).map { document.constraints[$0] }
  }

  @Test(arguments: Backend.allCases)
  func framesAndTreeFollowTheLayout(_ backend: Backend) throws {
    let fixture = InspectorFixture(backend)
    let document = fixture.root.inspectorDocument()
    #expect(document.title == "Screen")
    #expect(document.initialSelection == nil)
    let names = document.items.map(\.name)
    #expect(
      names == [
        "Screen", "Screen.layoutMarginsGuide", "Header", "Title", "Avatar", "Name", "Body",
        "Badge", "Footer",
      ])
    let title = try #require(document.index(named: "Title"))
    #expect(document.items[title].parent == document.index(named: "Header"))
    #expect(document.items[title].frame == InspectorRect(x: 80, y: 20, width: 200, height: 24))
    #expect(document.items[title].rootFrame == document.items[title].frame)
    let badge = try #require(document.index(named: "Badge"))
    #expect(document.items[badge].rootFrame?.y == 152)
    #expect(document.items[badge].frame?.y == 8)
    let guide = try #require(document.index(named: "Screen.layoutMarginsGuide"))
    #expect(document.items[guide].kind == .guide)
    #expect(document.items[guide].frame == InspectorRect(x: 8, y: 8, width: 344, height: 624))
    let name = try #require(document.index(named: "Name"))
    #expect(document.items[name].values.map(\.value) == [68, 94, 120, 20])
    // A non-root view's document opens with it selected.
    #expect(fixture.name.inspectorDocument().initialSelection == name)
  }

  @Test(arguments: Backend.allCases)
  func everyConstraintSaysHowItStands(_ backend: Backend) throws {
    let fixture = InspectorFixture(backend)
    let document = fixture.root.inspectorDocument()
    let title = try rows(of: "Title", in: document)
    let maxWidth = try #require(title.first { $0.location == fixture.location("title.maxWidth") })
    #expect(maxWidth.status == .binding)
    #expect(maxWidth.relation == .lessThanOrEqual)
    #expect(maxWidth.source == .dsl)
    let wish = try #require(title.first { $0.location == fixture.location("title.width") })
    #expect(wish.status == .violated)
    #expect(wish.amount == 100)
    #expect(wish.priority == 250)
    #expect(
      title.filter { $0.relation == .equal && $0.priority == 1000 }.allSatisfy {
        $0.status == .holds && $0.amount == 0
      })

    let name = try rows(of: "Name", in: document)
    let trailing = try #require(name.first { $0.location == fixture.location("name.trailing") })
    #expect(trailing.status == .holds)
    #expect(trailing.amount == 164)
    #expect(trailing.text == "Name.trailing <= Screen.trailingMargin")
    // Intrinsic size: hugging and compression resistance both bind at 120×20.
    let implicit = name.filter { $0.source == .implicit }
    #expect(
      implicit.map(\.location).sorted() == [
        "compression resistance", "compression resistance", "content hugging", "content hugging",
      ])
    #expect(implicit.allSatisfy { $0.status == .binding })
    #expect(implicit.map(\.text).contains("Name.width <= 120 @250"))
    // The root's size edits are rows too.
    let edits = document.constraints.filter { $0.source == .edit }
    #expect(edits.map(\.text) == ["Screen.width == 360 @999", "Screen.height == 640 @999"])
    #expect(edits.allSatisfy { $0.location == "root size" })
    #expect(edits.allSatisfy { $0.status == .holds })
    #expect(!document.constraints.contains { $0.status == .violated && $0.priority == 1000 })
  }

  @Test(arguments: Backend.allCases)
  func reachAmbiguityAndDiagnosticsAreLinked(_ backend: Backend) throws {
    let fixture = InspectorFixture(backend)
    let document = fixture.root.inspectorDocument()
    let index = { (name: String) throws -> Int in try #require(document.index(named: name)) }
    #expect(try document.reachedItems(from: index("Name")) == [index("Screen"), index("Avatar")])
    #expect(try document.reachedItems(from: index("Title")) == [index("Header")])
    #expect(try document.items[index("Badge")].ambiguous == ["x"])
    #expect(try document.items[index("Name")].ambiguous == [])
    #expect(document.notes.isEmpty)
    let conflict = try #require(document.diagnostics.first { $0.kind == "unsatisfiable" })
    #expect(conflict.location == fixture.location("footer.conflict"))
    #expect(try conflict.items == [index("Footer")])
    #expect(!conflict.conflicts.isEmpty)
    // Above the limit, ambiguity is not checked, and the page says so.
    let unchecked = fixture.root.inspectorDocument(
      options: InspectorOptions(ambiguityCheckLimit: 3))
    #expect(unchecked.items.allSatisfy { $0.ambiguous == nil })
    #expect(unchecked.notes.count == 1)
    #expect(unchecked.notes[0].contains("more than the limit of 3"))
  }

  @Test func viewsAreRecognisedByVariableNames() {
    let groups = viewVariableGroups([
      "a.x", "a.y", "a.w", "a.h", "b.left", "b.top", "b.width", "b.height", "c.x", "c.y",
      "gap", "d.x", "d.y", "d.w", "d.h", "d.w", ".x",
    ])
    #expect(groups.map(\.name) == ["a", "b"])
    #expect(groups.map(\.slots) == [[0, 1, 2, 3], [4, 5, 6, 7]])
  }

  @Test(arguments: Backend.allCases)
  func aRawSystemIsDrawnByVariableNames(_ backend: Backend) throws {
    // Two views side by side in a root, plus one loose variable and an edit of the root width.
    let system = ConstraintSystem(
      name: "pair",
      variables: [
        "root.x", "root.y", "root.w", "root.h", "a.x", "a.y", "a.w", "a.h", "b.x",
        "b.y", "b.w", "b.h", "gap",
      ],
      constraints: [
        .init(terms: [.init(0, 1)], constant: 0, relation: .equal),
        .init(terms: [.init(1, 1)], constant: 0, relation: .equal),
        .init(terms: [.init(3, 1)], constant: -100, relation: .equal),
        .init(terms: [.init(4, 1)], constant: -10, relation: .equal),
        .init(terms: [.init(5, 1), .init(6, 0)], constant: -10, relation: .equal),
        .init(terms: [.init(6, 1)], constant: -50, relation: .equal),
        .init(terms: [.init(7, 1)], constant: -30, relation: .equal),
        .init(terms: [.init(12, 1)], constant: -8, relation: .equal),
        .init(
          terms: [.init(8, 1), .init(4, -1), .init(6, -1), .init(12, -1)], constant: 0,
          relation: .equal),
        .init(terms: [.init(9, 1), .init(5, -1)], constant: 0, relation: .equal),
        .init(terms: [.init(10, 1), .init(11, -1)], constant: 0, relation: .greaterThanOrEqual),
        .init(terms: [.init(11, 1)], constant: -30, relation: .equal),
        .init(
          terms: [.init(8, 1), .init(10, 1), .init(2, -1)], constant: 10,
          relation: .lessThanOrEqual),
        .init(terms: [.init(10, 1)], constant: -500, relation: .equal, priority: 250),
      ],
      edits: [.init(variable: 2, priority: 750, values: [300, 200])])
    let document = try InspectorDocument(system: system, solver: backend.makeSolver())
    #expect(document.title == "pair")
    #expect(document.items.map(\.name) == ["root", "a", "b", "gap"])
    #expect(document.items.map(\.kind) == [.view, .view, .view, .variable])
    #expect(document.items[0].rootFrame == InspectorRect(x: 0, y: 0, width: 200, height: 100))
    #expect(document.items[1].frame == InspectorRect(x: 10, y: 10, width: 50, height: 30))
    // b: x = 10 + 50 + 8 = 68; its right edge binds at root.right − 10, so w = 122.
    #expect(document.items[2].frame == InspectorRect(x: 68, y: 10, width: 122, height: 30))
    #expect(document.items[3].values == [InspectorValue(name: "gap", value: 8)])
    #expect(document.constraints.count == system.constraints.count + 1)
    #expect(document.constraints[12].location == "constraints[12]")
    #expect(document.constraints[12].status == .binding)
    #expect(document.constraints[10].status == .holds)
    #expect(document.constraints[10].amount == 92)
    #expect(document.constraints[13].status == .violated)
    #expect(document.constraints[13].amount == 378)
    // The zero coefficient of a.w in constraints[4] reaches nothing.
    #expect(document.constraints[4].items == [1])
    #expect(document.constraints[8].items == [1, 2, 3])
    let edit = try #require(document.constraints.last)
    #expect(edit.source == .edit)
    #expect(edit.location == "edits[0]")
    #expect(edit.text == "root.w == 200 @750 (edit)")
    #expect(edit.status == .holds)
    #expect(document.notes == ["Ambiguity is not checked for a raw constraint system."])
    // Without view-like names: nothing drawn, every variable listed.
    let loose = ConstraintSystem(
      name: "", variables: ["p", "q"],
      constraints: [
        .init(terms: [.init(0, 1), .init(1, 1)], constant: -3, relation: .equal),
        .init(terms: [.init(0, 1)], constant: -1, relation: .equal),
      ])
    let listed = try InspectorDocument(system: loose, solver: backend.makeSolver())
    #expect(listed.title == "constraint system")
    #expect(listed.items.map(\.kind) == [.variable, .variable])
    #expect(listed.items.map { $0.values[0].value } == [1, 2])
    #expect(listed.notes.count == 2)
  }

  @Test(arguments: Backend.allCases)
  func aRefusedSystemThrowsTheSolversError(_ backend: Backend) {
    let system = ConstraintSystem(
      name: "clash", variables: ["a"],
      constraints: [
        .init(terms: [.init(0, 1)], constant: -1, relation: .equal),
        .init(terms: [.init(0, 1)], constant: -2, relation: .equal),
      ])
    #expect(throws: SolverError.self) {
      _ = try InspectorDocument(system: system, solver: backend.makeSolver())
    }
  }

  @Test func thePageIsSelfContainedAndEscapesNames() throws {
    let root = makeRoot(name: "</script><script>alert(1)</script>")
    let view = addView("a & <b>", to: root)
    view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    let page = root.inspectorHTML()
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.hasSuffix("</html>\n"))
    // Nothing is fetched: no external references.
    for reference in ["src=", "<link", "href=\"http", "import(", "fetch(", "url("] {
      #expect(!page.contains(reference), "\(reference)")
    }
    #expect(page.components(separatedBy: "http").count - 1 == 1)  // the SVG namespace only
    // The name cannot close the data's script element.
    #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    #expect(page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ·"))
    // The data round-trips.
    let start = try #require(page.range(of: "id=\"inspector-data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let blob = String(page[start.upperBound..<end.lowerBound])
    let decoded = try JSONDecoder().decode(InspectorDocument.self, from: Data(blob.utf8))
    #expect(decoded == root.inspectorDocument())
    #expect(decoded.items[1].name == "a & <b>")
  }

  @Test func writingToAMissingFolderFailsCleanly() throws {
    let root = makeRoot()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-missing-\(UUID().uuidString)")
    let url = folder.appendingPathComponent("layout.html")
    #expect {
      try root.writeInspector(to: url)
    } throws: { error in
      guard let error = error as? InspectorError else { return false }
      return error.path == url.path && error.description.hasPrefix("cannot write \(url.path): ")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    // And a good path gets the same text as inspectorHTML().
    let good = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-inspector-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: good) }
    try root.writeInspector(to: good)
    #expect(try String(contentsOf: good, encoding: .utf8) == root.inspectorHTML())
  }
}
