extension JSONScanner {
  /// Exact powers of ten: every one up to 10²² is a `Double`.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads a number in JSON's grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`),
  /// rounded to the nearest `Double`; beyond `Double`'s range the value is ±infinity (the
  /// caller decides whether that is an error). `what` names the expected value in the message
  /// if something else is found.
  ///
  /// Numbers of at most 2⁵³ significant value and a decimal exponent within ±22 are converted
  /// exactly by one multiplication or division (correctly rounded); others by the standard
  /// library's parser.
  mutating func readNumber(_ what: String) throws(JSONProblem) -> JSONNumber {
    skipWhitespace()
    let start = position
    let count = bytes.count
    var index = position
    let negative = index < count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < count, Self.isDigit(bytes[index]) else {
      if negative { throw problem("'-' must be followed by a digit", at: index) }
      throw mismatch(what)
    }
    var mantissa: UInt64 = 0
    var exact = true
    var exponent = 0
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < count, Self.isDigit(bytes[index]) {
        throw problem("a number must not have leading zeros", at: start)
      }
    } else {
      while index < count, Self.isDigit(bytes[index]) {
        Self.accumulate(bytes[index], into: &mantissa, exact: &exact)
        if !exact { exponent += 1 }
        index += 1
      }
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < count, Self.isDigit(bytes[index]) else {
        throw problem("a digit must follow the decimal point", at: index)
      }
      while index < count, Self.isDigit(bytes[index]) {
        Self.accumulate(bytes[index], into: &mantissa, exact: &exact)
        if exact { exponent -= 1 }
        index += 1
      }
    }
    if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var negativeExponent = false
      if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        negativeExponent = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < count, Self.isDigit(bytes[index]) else {
        throw problem("a digit must follow the exponent mark", at: index)
      }
      var explicit = 0
      while index < count, Self.isDigit(bytes[index]) {
        // Beyond 10⁶ the value is 0 or infinite anyway; stop growing.
        if explicit < 1_000_000 { explicit = explicit * 10 + Int(bytes[index] - 0x30) }
        index += 1
      }
      exponent += negativeExponent ? -explicit : explicit
    }
    position = index
    let range = start..<index
    if exact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
      let magnitude = Double(mantissa)
      let value =
        exponent >= 0
        ? magnitude * Self.exactPowersOfTen[exponent]
        : magnitude / Self.exactPowersOfTen[-exponent]
      return JSONNumber(value: negative ? -value : value, range: range)
    }
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    guard let value = Double(text) else { throw problem("\(text) is not a number", at: start) }
    return JSONNumber(value: value, range: range)
  }

  /// The text of a number read earlier (for messages).
  func text(of number: JSONNumber) -> String {
    String(decoding: UnsafeRawBufferPointer(rebasing: bytes[number.range]), as: UTF8.self)
  }

  /// Reads a number that must be finite: a number beyond `Double`'s range is an error.
  mutating func readFiniteNumber(_ what: String) throws(JSONProblem) -> JSONNumber {
    let number = try readNumber(what)
    guard number.value.isFinite else {
      throw problem(
        "\(text(of: number)) is beyond the range of a 64-bit floating-point number "
          + "(magnitude at most 1.7976931348623157e308)",
        at: number.range.lowerBound)
    }
    return number
  }

  /// Reads a non-negative whole number that indexes an array; `what` names it ("variable
  /// index"). A fraction, a negative number or one beyond 2⁵³ is an error naming the text.
  mutating func readIndex(_ what: String) throws(JSONProblem) -> Int {
    let number = try readNumber("a \(what) (a whole number)")
    let value = number.value
    guard value.rounded(.towardZero) == value else {
      throw problem(
        "\(what) \(text(of: number)) is not a whole number", at: number.range.lowerBound)
    }
    guard value >= 0, value <= 9_007_199_254_740_992 else {
      throw problem(
        "\(what) \(text(of: number)) is out of range (an index is 0 or more, at most 2^53)",
        at: number.range.lowerBound)
    }
    return Int(value)
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Appends a decimal digit to `mantissa` while it fits exactly.
  @inline(__always)
  private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, exact: inout Bool) {
    guard exact else { return }
    if mantissa <= (UInt64.max - 9) / 10 {
      mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0"))
    } else {
      exact = false
    }
  }
}
