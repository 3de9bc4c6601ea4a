/// The common start of an item's variable names, `<letter><serial>.` (for example `v12.`),
/// spelled once: each name is then the prefix and a suffix letter (`v12.x`).
///
/// The prefix's bytes are spelled once per item, so each of its four names costs one copy of a
/// few bytes into a new string (`String(unsafeUninitializedCapacity:initializingUTF8With:)`,
/// which keeps names this short inline in the `String` value: no allocation) instead of the
/// number formatting and three concatenations of `"v" + String(serial) + ".x"`. Serials too
/// long for a 16-byte spelling are formatted the ordinary way.
struct VariableNamePrefix {
  /// The prefix's bytes, the first one in the lowest byte of the first word (at most 14: a
  /// letter, up to 12 digits and a dot).
  private var words: (UInt64, UInt64) = (0, 0)
  /// How many bytes of ``words`` are used; 0 when the serial is too long for a small string.
  private var count = 0
  /// The letter and serial, for names spelled the ordinary way.
  private let letter: UInt8
  private let serial: Int

  /// The prefix for `letter` and `serial`.
  init(letter: UInt8, serial: Int) {
    self.letter = letter
    self.serial = serial
    // At most 15 bytes with the suffix stay inline; longer serials are spelled the ordinary way.
    guard serial >= 0, serial < 1_000_000_000_000 else { return }
    // The digits, least significant first, each shifted in below the previous ones: the most
    // significant ends in the lowest byte, where a string's first byte goes.
    var digits: UInt128 = 0
    var digitCount = 0
    var value = UInt64(serial)
    repeat {
      digits = digits << 8 | UInt128(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
      value /= 10
      digitCount += 1
    } while value > 0
    let spelled =
      UInt128(letter) | digits << 8 | UInt128(UInt8(ascii: ".")) << UInt128(8 * (digitCount + 1))
    let prefix = (UInt64(truncatingIfNeeded: spelled), UInt64(truncatingIfNeeded: spelled >> 64))
    words = prefix
    count = digitCount + 2
  }

  /// `<prefix><suffix>`, for example `v12.x`.
  @inline(__always)
  func name(_ suffix: UInt8) -> String {
    guard count > 0 else {
      return String(UnicodeScalar(letter)) + String(serial) + "." + String(UnicodeScalar(suffix))
    }
    var bytes = words
    Self.setByte(&bytes, count, suffix)
    let count = self.count + 1
    // Room for the longest small string, filled by four fixed-size stores: the name's bytes,
    // then zeros (no loop over the name's length, no copy call).
    return String(unsafeUninitializedCapacity: Self.smallCapacity) { buffer in
      let target = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
      let high = bytes.1
      target.storeBytes(of: bytes.0.littleEndian, as: UInt64.self)
      target.storeBytes(
        of: UInt32(truncatingIfNeeded: high).littleEndian, toByteOffset: 8, as: UInt32.self)
      target.storeBytes(
        of: UInt16(truncatingIfNeeded: high >> 32).littleEndian, toByteOffset: 12,
        as: UInt16.self)
      target.storeBytes(of: UInt8(truncatingIfNeeded: high >> 48), toByteOffset: 14, as: UInt8.self)
      return count
    }
  }

  /// The most UTF-8 bytes a `String` keeps inline on 64-bit platforms (the longest name this
  /// type spells with its bytes: longer serials are formatted the ordinary way).
  private static var smallCapacity: Int { 15 }

  /// Sets byte `index` (0..<16, currently zero) of a pair of words.
  @inline(__always)
  private static func setByte(_ words: inout (UInt64, UInt64), _ index: Int, _ value: UInt8) {
    if index < 8 {
      words.0 |= UInt64(value) << UInt64(8 * index)
    } else {
      words.1 |= UInt64(value) << UInt64(8 * (index - 8))
    }
  }
}
