/// The common start of an item's variable names, `<letter><serial>.` (for example `v12.`),
/// spelled once: each name is then the prefix and a suffix letter (`v12.x`).
///
/// The names are short ASCII strings, which Swift keeps inline in the `String` value (no
/// allocation). Where the standard library's inline representation is the one this type knows
/// (checked once per process against a string made the ordinary way), a name is made by writing
/// its bytes and count straight into that representation: a few instructions instead of the
/// validating initialiser's hundred and fifty, four times per view. Otherwise, and for serials
/// too long to stay inline, the name is made the ordinary way.
struct VariableNamePrefix {
  /// The prefix's bytes, the first one in the lowest byte of the first word (at most 14: a
  /// letter, up to 12 digits and a dot).
  private var words: (UInt64, UInt64) = (0, 0)
  /// How many bytes of ``words`` are used; 0 when the serial is too long for a small string.
  private var count = 0
  /// Whether names are written straight into the inline representation.
  private var inline = false
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
    inline = InlineASCIIString.isAvailable
  }

  /// `<prefix><suffix>`, for example `v12.x`.
  @inline(__always)
  func name(_ suffix: UInt8) -> String {
    guard count > 0 else {
      return String(UnicodeScalar(letter)) + String(serial) + "." + String(UnicodeScalar(suffix))
    }
    var bytes = words
    Self.setByte(&bytes, count, suffix)
    if inline { return InlineASCIIString.make(bytes, count: count + 1) }
    let count = self.count + 1
    return withUnsafeBytes(of: bytes) { source in
      String(unsafeUninitializedCapacity: count) { buffer in
        for index in 0..<count { buffer[index] = source[index] }
        return count
      }
    }
  }

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

/// Swift's inline ("small") representation of a short ASCII string on a 64-bit little-endian
/// platform: the bytes in order from the lowest byte of the first word, and in the top byte of
/// the second word the flags (ASCII, small, immortal: `0xE0`) and the byte count.
enum InlineASCIIString {
  /// Whether this platform's strings use that representation: checked once, by comparing a
  /// string made from it with the same string made the ordinary way.
  static let isAvailable: Bool = {
    #if _endian(little) && _pointerBitWidth(_64)
      // Made at run time, as the names are.
      let expected = "v" + String(90) + ".x"
      var words = (UInt64(0), UInt64(0))
      for (index, byte) in expected.utf8.enumerated() {
        words.0 |= UInt64(byte) << UInt64(8 * index)
      }
      let expectedWords = unsafeBitCast(expected, to: (UInt64, UInt64).self)
      words.1 = UInt64(0xE0 | expected.utf8.count) << 56
      // Only the representation is compared (a mismatch is never used as a string).
      return expectedWords == words
    #else
      return false
    #endif
  }()

  /// The string of the first `count` (at most 15) ASCII bytes of `words` (the bytes past
  /// `count` must be zero). Only when ``isAvailable``.
  @inline(__always)
  static func make(_ words: (UInt64, UInt64), count: Int) -> String {
    unsafeBitCast((words.0, words.1 | UInt64(0xE0 | count) << 56), to: String.self)
  }
}
