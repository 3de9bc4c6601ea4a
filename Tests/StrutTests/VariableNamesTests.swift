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

  /// The prefix is spelled once for the four names, and serials too long for a small string
  /// are spelled the ordinary way.
  @Test func namePrefixesSpellEverySerial() {
    let view = UInt8(ascii: "v")
    for serial in [0, 7, 10, 12_345, 999_999_999_999, 1_000_000_000_000, Int.max, -3] {
      let prefix = VariableNamePrefix(letter: view, serial: serial)
      #expect(prefix.name(UInt8(ascii: "x")) == "v\(serial).x")
      #expect(prefix.name(UInt8(ascii: "h")) == "v\(serial).h")
    }
  }
}
