import Testing

@testable import Strut

/// Every item's variables are named `<letter><serial>.<suffix>` (`v12.x`).
@Suite struct VariableNamesTests {
  @Test func itemsNameTheirVariables() {
    let view = LayoutView()
    let guide = LayoutGuide()
    #expect(
      [view.xVariable, view.yVariable, view.widthVariable, view.heightVariable].map(\.name)
        == ["x", "y", "w", "h"].map { "v\(view.serial).\($0)" })
    #expect(guide.heightVariable.name == "g\(guide.serial).h")
  }
}
