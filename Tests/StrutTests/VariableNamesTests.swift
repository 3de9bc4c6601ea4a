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

  /// Names spelled from a prefix equal names made the ordinary way, byte for byte, for every
  /// length a name can have.
  @Test func spelledNamesEqualOrdinaryOnes() {
    var serial = 0
    for digits in 1...12 {
      serial = serial * 10 + digits % 10
      let prefix = VariableNamePrefix(letter: UInt8(ascii: "g"), serial: serial)
      let name = prefix.name(UInt8(ascii: "w"))
      let ordinary = "g" + String(serial) + ".w"
      #expect(name == ordinary)
      #expect(Array(name.utf8) == Array(ordinary.utf8))
      #expect(name.hashValue == ordinary.hashValue)
      #expect(name.count == ordinary.count)
      // Only the name's bytes count (the spelling fills the whole small-string room, zeros
      // after the name), and they read back from the string's own storage.
      #expect(name.utf8.count == 3 + digits)
      #expect(name.utf8.withContiguousStorageIfAvailable { Array($0) } == Array(ordinary.utf8))
      #expect(name + "!" == ordinary + "!")
    }
  }
}
