import Foundation
import Testing

@testable import Strut

/// Ambiguity detection and the SVG snapshot.
@Suite struct DebuggingTests {
  @Test(arguments: Backend.allCases)
  func missingPositionIsAmbiguous(backend: Backend) {
    let root = makeRoot(backend)
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.size.equalTo(40)
      make.top.equalToSuperview()
    }
    #expect(view.hasAmbiguousLayout)
    #expect(root.layoutEngine.ambiguousFrameValues(of: view) == ["x"])
    #expect(root.layoutEngine.ambiguousItems.map(\.displayName) == ["view"])
    view.snp.makeConstraints { make in make.left.equalToSuperview() }
    #expect(!view.hasAmbiguousLayout)
    #expect(!root.layoutEngine.hasAmbiguousLayout)
    // Probes leave no trace.
    #expect(root.layoutEngine.solver.contains(view.snp.constraints[0].layoutConstraints[0]))
    #expect(same(view.frame, rect(0, 0, 40, 40)))
  }

  @Test func inequalitiesAloneLeaveRoom() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.left.greaterThanOrEqualTo(10)
      // (Until issue 16 `lessThanOrEqualTo(100)` meant this; a constant right edge is now
      // measured from the superview's right edge, as in SnapKit.)
      make.right.lessThanOrEqualTo(root.snp.left).offset(100)
      make.width.equalTo(50)
      make.top.height.equalTo(10)
    }
    #expect(root.layoutEngine.ambiguousFrameValues(of: view) == ["x"])
    // An optional preference pins it down: no longer ambiguous.
    view.snp.makeConstraints { make in make.centerX.equalTo(200).priority(.low) }
    root.layoutIfNeeded()
    #expect(root.layoutEngine.ambiguousFrameValues(of: view).isEmpty)
    #expect(near(view.frame.minX, 50))
  }

  @Test func conflictingOptionalsOfEqualWeightAreAmbiguous() {
    let root = makeRoot()
    let view = addView("view", to: root)
    view.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100).priority(.low)
      make.width.equalTo(200).priority(.low)
    }
    // Any width in [100, 200] has the same error at level 250.
    #expect(root.layoutEngine.ambiguousFrameValues(of: view) == ["width"])
  }

  @Test func svgSnapshotDrawsEveryViewAndConstraint() throws {
    let root = makeRoot(name: "screen")
    let header = addView("header", to: root)
    let avatar = addView("avatar", to: root)
    let name = addView("name", to: root)
    let body = addView("body", to: root)
    header.snp.makeConstraints { make in
      make.top.horizontalEdges.equalToSuperview()
      make.height.equalTo(64)
    }
    avatar.snp.makeConstraints { make in
      make.top.equalTo(header.snp.bottom).offset(16)
      make.leading.equalTo(root.snp.leadingMargin)
      make.size.equalTo(48)
    }
    name.snp.makeConstraints { make in
      make.centerY.equalTo(avatar)
      make.leading.equalTo(avatar.snp.trailing).offset(12)
      make.trailing.equalTo(root.snp.trailingMargin)
      make.height.equalTo(20)
    }
    body.snp.makeConstraints { make in
      make.top.equalTo(avatar.snp.bottom).offset(16)
      make.horizontalEdges.equalTo(root.layoutMarginsGuide)
      make.bottom.equalToSuperview().inset(16)
    }
    let svg = root.svgSnapshot(showConstraints: true)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    for label in ["screen", "header", "avatar", "name", "body", "screen.layoutMarginsGuide"] {
      #expect(svg.contains(">\(label)</text>"))
    }
    // The avatar is at (8, 80, 48×48) in the root.
    #expect(svg.contains("<rect x=\"8\" y=\"80\" width=\"48\" height=\"48\""))
    let lines = svg.components(separatedBy: "<line ").count - 1
    #expect(lines == 9)
    #expect(svg.contains("name.leading == avatar.trailing + 12"))
    #expect(!root.svgSnapshot().contains("<line "))
    if let path = ProcessInfo.processInfo.environment["STRUT_WRITE_SNAPSHOT"] {
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}
