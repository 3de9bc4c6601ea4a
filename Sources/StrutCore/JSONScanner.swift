/// One step of a JSON field path: an object key or an array index.
enum JSONPathComponent: Sendable {
  case key(String)
  case index(Int)
}

/// A problem found while reading JSON text: the byte offset where it was found, the path of
/// the field being read, and what is wrong.
struct JSONProblem: Error {
  /// Byte offset into the text.
  var offset: Int
  /// What is wrong.
  var reason: String
  /// The field path, innermost component first (components are added while the problem
  /// travels outwards through the readers of the enclosing values).
  var reversedPath: [JSONPathComponent] = []

  /// The same problem inside `component`.
  func within(_ component: JSONPathComponent) -> JSONProblem {
    var copy = self
    copy.reversedPath.append(component)
    return copy
  }

  /// The path in JSON terms: `constraints[12].terms[0][1]` ("" at the top level).
  var path: String {
    var text = ""
    for component in reversedPath.reversed() {
      switch component {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// A number read from JSON text: its value as a `Double` and where its text lies.
struct JSONNumber {
  /// The value, rounded to the nearest `Double` (±infinity beyond its range).
  var value: Double
  /// The byte range of the number's text.
  var range: Range<Int>
}

/// A strict JSON reader (RFC 8259) over UTF-8 bytes, for readers that know the shape they
/// expect: no trailing commas, no comments, no leading zeros or `+` signs, no NaN or Infinity,
/// strings of valid UTF-8 without raw control characters. Every call is linear in the bytes
/// it consumes; a problem carries its byte offset (see ``lineAndColumn(of:)``).
struct JSONScanner {
  /// The text.
  let bytes: UnsafeRawBufferPointer
  /// The next byte to read.
  var position = 0

  /// The deepest nesting ``skipValue(depth:)`` follows (a guard against stack exhaustion).
  static let maximumDepth = 512

  /// A scanner at the start of `bytes` (after a UTF-8 byte order mark, if any).
  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
  }

  // MARK: Tokens

  /// Skips spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      position += 1
    }
  }

  /// The next byte after whitespace, not consumed (nil at the end).
  @inline(__always)
  mutating func peek() -> UInt8? {
    skipWhitespace()
    return position < bytes.count ? bytes[position] : nil
  }

  /// A problem at `offset` (default: the current position).
  func problem(_ reason: String, at offset: Int? = nil) -> JSONProblem {
    JSONProblem(offset: offset ?? position, reason: reason)
  }

  /// "expected `what`, found …" at the current position.
  mutating func mismatch(_ what: String) -> JSONProblem {
    skipWhitespace()
    return problem("expected \(what), found \(describeToken(at: position))")
  }

  /// A short description of the token starting at `offset`.
  func describeToken(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file (truncated?)" }
    switch bytes[offset] {
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "n"): return literal("null", at: offset) ? "null" : "'n'"
    case UInt8(ascii: "t"): return literal("true", at: offset) ? "true" : "'t'"
    case UInt8(ascii: "f"): return literal("false", at: offset) ? "false" : "'f'"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
    case let byte where byte >= 0x21 && byte < 0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
    case let byte: return "the byte 0x" + String(byte, radix: 16, uppercase: true)
    }
  }

  private func literal(_ word: StaticString, at offset: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let start = word.utf8Start
    for index in 0..<count where bytes[offset + index] != start[index] { return false }
    return true
  }

  /// Consumes `byte` (after whitespace) or throws "expected `what`".
  @inline(__always)
  mutating func expect(_ byte: UInt8, _ what: String) throws(JSONProblem) {
    guard peek() == byte else { throw mismatch(what) }
    position += 1
  }

  // MARK: Containers

  /// Consumes `{`; false if the object is empty (`{}` consumed whole).
  mutating func beginObject(_ what: String) throws(JSONProblem) -> Bool {
    try expect(UInt8(ascii: "{"), what)
    if peek() == UInt8(ascii: "}") {
      position += 1
      return false
    }
    return true
  }

  /// After a member: consumes `,` (true: another member follows) or `}` (false).
  mutating func nextMember() throws(JSONProblem) -> Bool {
    try next(closing: UInt8(ascii: "}"), "',' or '}' after an object member")
  }

  /// Consumes `[`; false if the array is empty (`[]` consumed whole).
  mutating func beginArray(_ what: String) throws(JSONProblem) -> Bool {
    try expect(UInt8(ascii: "["), what)
    if peek() == UInt8(ascii: "]") {
      position += 1
      return false
    }
    return true
  }

  /// After an element: consumes `,` (true: another element follows) or `]` (false).
  mutating func nextElement() throws(JSONProblem) -> Bool {
    try next(closing: UInt8(ascii: "]"), "',' or ']' after an array element")
  }

  @inline(__always)
  private mutating func next(closing: UInt8, _ what: String) throws(JSONProblem) -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      if let byte = peek(), byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        throw problem("a trailing comma is not allowed")
      }
      return true
    case closing:
      position += 1
      return false
    default:
      throw mismatch(what)
    }
  }

  /// Reads an object key and the `:` after it, and says which of `candidates` it is (nil: none
  /// of them). Allocates nothing for a key without escapes (every key Strut writes); use
  /// ``keyName(at:)`` for the key's text (in a message).
  mutating func readKey(among candidates: [StaticString]) throws(JSONProblem) -> Int? {
    let found = try readString(among: candidates, "a key (a string)")
    try expect(UInt8(ascii: ":"), "':' after a key")
    return found
  }

  /// Reads a string and says which of `candidates` it is (nil: none of them), without making a
  /// `String` unless it has escapes.
  mutating func readString(among candidates: [StaticString], _ what: String) throws(JSONProblem)
    -> Int?
  {
    guard peek() == UInt8(ascii: "\"") else { throw mismatch(what) }
    let opening = position
    var index = position + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
      bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      let text = try readString(what)
      return candidates.firstIndex { "\($0)" == text }
    }
    let length = index - opening - 1
    position = index + 1
    return candidates.firstIndex { candidate in
      candidate.utf8CodeUnitCount == length && literal(candidate, at: opening + 1)
    }
  }

  /// The text of the string (a key) whose opening quote is at `offset` (for messages).
  func keyName(at offset: Int) -> String {
    var copy = self
    copy.position = offset
    return (try? copy.readString("a key")) ?? "?"
  }

  /// Reads an object key and the `:` after it.
  mutating func readKey() throws(JSONProblem) -> String {
    let key = try readString("a key (a string)")
    try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
    return key
  }

  /// Throws unless only whitespace is left.
  mutating func expectEnd() throws(JSONProblem) {
    guard peek() == nil else {
      throw problem("unexpected \(describeToken(at: position)) after the end of the document")
    }
  }

  // MARK: Values

  /// Reads a string (`what` names it in the message if something else is found).
  mutating func readString(_ what: String) throws(JSONProblem) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw mismatch(what) }
    let opening = position
    var index = position + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeRawBufferPointer(rebasing: bytes[(opening + 1)..<index])
        guard let string = String(validating: text, as: UTF8.self) else {
          throw problem("the string is not valid UTF-8", at: opening)
        }
        position = index + 1
        return string
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw problem("a control character must be escaped in a string", at: index) }
      index += 1
    }
    return try readEscapedString(opening: opening, from: index)
  }

  /// The slow path of ``readString(_:)``: a string with escapes, from its first `\` on.
  private mutating func readEscapedString(opening: Int, from first: Int) throws(JSONProblem)
    -> String
  {
    var units = Array(UnsafeRawBufferPointer(rebasing: bytes[(opening + 1)..<first]))
    var index = first
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        guard let string = String(validating: units, as: UTF8.self) else {
          throw problem("the string is not valid UTF-8", at: opening)
        }
        position = index + 1
        return string
      }
      if byte < 0x20 { throw problem("a control character must be escaped in a string", at: index) }
      guard byte == UInt8(ascii: "\\") else {
        units.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count else { break }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escaped)
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try readUnicodeEscape(&index)
        units.append(contentsOf: String(Character(scalar)).utf8)
      default:
        throw problem("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'", at: index - 2)
      }
    }
    throw problem("the string is not closed before the end of the file (truncated?)", at: opening)
  }

  /// Reads the four hex digits after `\u` at `index` (and a low surrogate's escape after a
  /// high surrogate).
  private func readUnicodeEscape(_ index: inout Int) throws(JSONProblem) -> Unicode.Scalar {
    let start = index - 2
    let high = try hexQuad(&index)
    if high < 0xD800 || high > 0xDFFF {
      guard let scalar = Unicode.Scalar(high) else { throw problem("bad \\u escape", at: start) }
      return scalar
    }
    guard high < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { throw problem("a \\u escape names a lone surrogate", at: start) }
    index += 2
    let low = try hexQuad(&index)
    guard (0xDC00...0xDFFF).contains(low),
      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    else { throw problem("a \\u escape names a lone surrogate", at: start) }
    return scalar
  }

  private func hexQuad(_ index: inout Int) throws(JSONProblem) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw problem("\\u needs four hex digits", at: index)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw problem("\\u needs four hex digits", at: index)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Skips one value of any kind, checking its syntax.
  mutating func skipValue(depth: Int = 0) throws(JSONProblem) {
    guard depth < Self.maximumDepth else { throw problem("values are nested too deeply") }
    switch peek() {
    case UInt8(ascii: "{"):
      guard try beginObject("an object") else { return }
      repeat {
        _ = try readKey()
        try skipValue(depth: depth + 1)
      } while try nextMember()
    case UInt8(ascii: "["):
      guard try beginArray("an array") else { return }
      repeat { try skipValue(depth: depth + 1) } while try nextElement()
    case UInt8(ascii: "\""):
      _ = try readString("a string")
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      for word: StaticString in ["true", "false", "null"] where literal(word, at: position) {
        position += word.utf8CodeUnitCount
        return
      }
      throw mismatch("a value")
    default:
      _ = try readNumber("a value")
    }
  }

  // MARK: Position

  /// The 1-based line and column (in characters) of byte `offset`. Linear in `offset`: only
  /// used to report a problem.
  func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    let end = min(offset, bytes.count)
    for index in 0..<end where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return (line, column)
  }
}
