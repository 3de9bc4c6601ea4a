import Foundation
import Strut
import StrutCore
import StrutWorkloads
import Testing

@testable import bench

/// `bench inspect`: a generated workload's system becomes an inspector page whose data draws
/// every view by its variable names, on every backend.
@Suite struct InspectCommandTests {
  @Test(arguments: Backend.allCases)
  func aWorkloadBecomesAPageOfViews(_ backend: Backend) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let system = try Workload.tree.system(size: 21)
    let input = folder.appendingPathComponent("tree-21.json")
    try system.write(to: input)

    let command = try InspectCommand.parse([input.path, "--backend", backend.rawValue])
    #expect(command.outputPath == folder.appendingPathComponent("tree-21.html").path)
    try command.run()
    let page = try String(contentsOfFile: command.outputPath, encoding: .utf8)
    #expect(page.hasPrefix("<!doctype html>"))

    // The same document, read back from the page's data.
    let start = try #require(page.range(of: "id=\"inspector-data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let document = try JSONDecoder().decode(
      InspectorDocument.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
    #expect(document.title == system.name)
    #expect(document.items.count == 21)
    #expect(document.items.allSatisfy { $0.kind == .view && $0.rootFrame != nil })
    #expect(document.items[0].name == "v0")
    // The root is pinned at the origin, 800 high, at the edit's last width.
    let lastWidth = try #require(system.edits.first?.values.last)
    #expect(
      document.items[0].rootFrame
        == InspectorRect(x: 0, y: 0, width: lastWidth, height: 800))
    #expect(document.constraints.count == system.constraints.count + 1)
    #expect(!document.constraints.contains { $0.status == .violated && $0.priority == 1000 })

    let chosen = folder.appendingPathComponent("chosen.html").path
    let explicit = try InspectCommand.parse([input.path, "--out", chosen])
    #expect(explicit.outputPath == chosen)
    #expect(explicit.backend == "cassowary")
  }
}
