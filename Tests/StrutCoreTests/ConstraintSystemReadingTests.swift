import Foundation
import StrutCore
import Testing

/// The strict reader of `strut.constraint-system/1` (issue 18, item 7): numbers read as
/// `Double` and checked against the types that hold them, errors that say where.
@Suite("ConstraintSystem strict reading")
struct ConstraintSystemReadingTests {
  /// A one-constraint document with `record` as the constraint and `edits` as the edits.
  static func document(
    record: String = #"{"terms": [[0, 1]], "constant": -5, "relation": "=="}"#,
    edits: String = "[]"
  ) -> String {
    #"{"format": "strut.constraint-system/1", "variables": ["a", "b"], "constraints": ["#
      + record + #"], "edits": "# + edits + "}"
  }

  /// A bad document, the field its error must name and words its reason must contain.
  struct BadText: CustomTestStringConvertible, Sendable {
    let label: String
    let json: String
    let path: String
    let words: [String]
    var testDescription: String { label }
  }

  static let badTexts: [BadText] = [
    BadText(
      label: "optional priority that a Float would round to required",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "priority": 999.99999999}"#),
      path: "constraints[0].priority", words: ["999.99999999", "1000.0 (required)"]),
    BadText(
      label: "edit priority that a Float would round to 1000",
      json: document(edits: #"[{"variable": 1, "priority": 999.99999999, "values": [1]}]"#),
      path: "edits[0].priority", words: ["999.99999999", "cannot be held exactly"]),
    BadText(
      label: "priority 1e-50 (a Float holds 0)",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "priority": 1e-50}"#),
      path: "constraints[0].priority", words: ["1e-50", "cannot be held exactly"]),
    BadText(
      label: "priority 1e39 (beyond Float)",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "priority": 1e39}"#),
      path: "constraints[0].priority", words: ["1e39", "outside (0, 1000]"]),
    BadText(
      label: "two priorities a Float would merge",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "priority": 500.00001}"#),
      path: "constraints[0].priority", words: ["500.00001", "500.0"]),
    BadText(
      label: "bare NaN",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "constant": NaN}"#),
      path: "constraints[0].constant", words: ["expected a number", "'N'"]),
    BadText(
      label: "bare Infinity in a term",
      json: document(record: #"{"terms": [[0, Infinity]], "relation": "=="}"#),
      path: "constraints[0].terms[0][1]", words: ["expected a coefficient", "'I'"]),
    BadText(
      label: "1e999 constant",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "constant": 1e999}"#),
      path: "constraints[0].constant", words: ["1e999", "beyond the range"]),
    BadText(
      label: "-1e400 coefficient",
      json: document(record: #"{"terms": [[0, -1e400]], "relation": "=="}"#),
      path: "constraints[0].terms[0][1]", words: ["-1e400", "beyond the range"]),
    BadText(
      label: "1e999 edit value",
      json: document(edits: #"[{"variable": 1, "priority": 500, "values": [1, 1e999]}]"#),
      path: "edits[0].values[1]", words: ["1e999"]),
    BadText(
      label: "variable index 2^64",
      json: document(record: #"{"terms": [[18446744073709551616, 1]], "relation": "=="}"#),
      path: "constraints[0].terms[0][0]", words: ["18446744073709551616", "out of range"]),
    BadText(
      label: "variable index 0.5",
      json: document(record: #"{"terms": [[0.5, 1]], "relation": "=="}"#),
      path: "constraints[0].terms[0][0]", words: ["0.5", "not a whole number"]),
    BadText(
      label: "edit variable 1.5",
      json: document(edits: #"[{"variable": 1.5, "priority": 500, "values": [1]}]"#),
      path: "edits[0].variable", words: ["1.5", "not a whole number"]),
    BadText(
      label: "negative index",
      json: document(record: #"{"terms": [[-1, 1]], "relation": "=="}"#),
      path: "constraints[0].terms[0][0]", words: ["-1", "out of range"]),
    BadText(
      label: "constant null",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "constant": null}"#),
      path: "constraints[0].constant", words: ["expected a number, found null"]),
    BadText(
      label: "weight null",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "weight": null}"#),
      path: "constraints[0].weight", words: ["found null"]),
    BadText(
      label: "trailing comma in a term list",
      json: document(record: #"{"terms": [[0, 1],], "relation": "=="}"#),
      path: "constraints[0].terms", words: ["trailing comma"]),
    BadText(
      label: "trailing comma in an object",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==",}"#),
      path: "constraints[0]", words: ["trailing comma"]),
    BadText(
      label: "trailing comma in a term",
      json: document(record: #"{"terms": [[0, 1,]], "relation": "=="}"#),
      path: "constraints[0].terms[0]", words: ["trailing comma"]),
    BadText(
      label: "key twice",
      json: document(record: #"{"terms": [[0, 1]], "relation": "==", "relation": "<="}"#),
      path: "constraints[0].relation", words: ["twice"]),
    BadText(
      label: "leading zero",
      json: document(record: #"{"terms": [[0, 01]], "relation": "=="}"#),
      path: "constraints[0].terms[0][1]", words: ["leading zeros"]),
    BadText(
      label: "plus sign",
      json: document(record: #"{"terms": [[0, +1]], "relation": "=="}"#),
      path: "constraints[0].terms[0][1]", words: ["expected a coefficient", "'+'"]),
    BadText(
      label: "no digit after the point",
      json: document(record: #"{"terms": [[0, 1.]], "relation": "=="}"#),
      path: "constraints[0].terms[0][1]", words: ["decimal point"]),
    BadText(
      label: "unknown relation",
      json: document(record: #"{"terms": [[0, 1]], "relation": "=<"}"#),
      path: "constraints[0].relation", words: ["=<"]),
    BadText(
      label: "content after the document",
      json: document() + " {}", path: "", words: ["after the end"]),
    BadText(
      label: "raw control character in a name",
      json: "{\"format\": \"strut.constraint-system/1\", \"variables\": [\"a\u{1}\"], "
        + "\"constraints\": []}",
      path: "variables[0]", words: ["control character"]),
    BadText(
      label: "lone surrogate",
      json: #"{"format": "strut.constraint-system/1", "variables": ["\ud800"], "constraints": []}"#,
      path: "variables[0]", words: ["surrogate"]),
    BadText(
      label: "not an object",
      json: "[1, 2]", path: "", words: ["expected an object", "found an array"]),
  ]

  @Test(arguments: badTexts)
  func badTextNamesFieldLineAndColumn(text: BadText) {
    do {
      let system = try ConstraintSystem(jsonData: Data(text.json.utf8))
      Issue.record("accepted \(text.label): \(system)")
    } catch {
      #expect(error.path == text.path, "\(error)")
      #expect(error.line == 1, "\(error)")
      #expect(error.column != nil, "\(error)")
      for word in text.words {
        #expect(error.reason.contains(word), "\(error)")
      }
      #expect(error.description.hasPrefix(text.path), "\(error)")
    }
  }

  @Test func invalidUTF8IsAnErrorNamingTheName() {
    var bytes = Array(#"{"format": "strut.constraint-system/1", "variables": ["a"#.utf8)
    bytes.append(0xFF)
    bytes += Array(#""], "constraints": []}"#.utf8)
    #expect(
      throws: ConstraintSystemError(
        path: "variables[0]", reason: "the string is not valid UTF-8", line: 1, column: 55)
    ) {
      try ConstraintSystem(jsonData: Data(bytes))
    }
  }

  @Test func lineAndColumnPointAtTheBadNumber() {
    let text = """
      {
        "format": "strut.constraint-system/1",
        "variables": ["a", "é"],
        "constraints": [
          {"terms": [[0, 1]], "relation": "=="},
          {"terms": [[1, 2], [0, 1e999]], "relation": "<="}
        ]
      }
      """
    #expect(
      throws: ConstraintSystemError(
        path: "constraints[1].terms[1][1]",
        reason: "1e999 is beyond the range of a 64-bit floating-point number "
          + "(magnitude at most 1.7976931348623157e308)",
        line: 6, column: 28)
    ) {
      try ConstraintSystem(jsonData: Data(text.utf8))
    }
  }

  @Test func missingKeyNamesTheObjectAndWhereItStarts() {
    let text =
      "{\"format\": \"strut.constraint-system/1\", \"variables\": [],\n"
      + "  \"constraints\": [{\"terms\": []}]}"
    #expect(
      throws: ConstraintSystemError(
        path: "constraints[0]", reason: "missing key \"relation\"", line: 2, column: 19)
    ) {
      try ConstraintSystem(jsonData: Data(text.utf8))
    }
  }

  /// Every prefix of a valid file is an error at the end of the text (never an accepted
  /// system, never a crash), with the path of the field being read.
  @Test func truncatedFilesSayWhere() throws {
    let data = Self.sampleSystem(seed: 7, constraints: 6).jsonData(prettyPrinted: true)
    let lineCount = data.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    var paths = Set<String>()
    for length in 0..<(data.count - 1) {
      do {
        _ = try ConstraintSystem(jsonData: data.prefix(length))
        Issue.record("accepted a file truncated to \(length) bytes")
      } catch {
        #expect(error.line != nil && error.line! <= lineCount, "\(length): \(error)")
        paths.insert(error.path)
      }
    }
    #expect(paths.contains("constraints[5].terms"))
    #expect(paths.contains("edits[0].values"))
  }

  @Test(arguments: [
    ("600.1", Float(600.1)), ("999.9999", Float(999.9999)), ("1000", 1000),
    ("1e3", 1000), ("0.001", Float(0.001)), ("600.0999755859375", Float(600.1)),
    ("1.401298464324817e-45", Float.leastNonzeroMagnitude), ("250", 250),
  ])
  func prioritiesAFloatHoldsAreRead(text: String, expected: Float) throws {
    let json = Self.document(
      record: #"{"terms": [[0, 1]], "relation": "==", "priority": "#
        + text + "}")
    let system = try ConstraintSystem(jsonData: Data(json.utf8))
    #expect(system.constraints[0].priority == expected)
  }

  @Test func unknownKeysAreSkippedAndEscapesDecoded() throws {
    let json = #"""
      {"format": "strut.constraint-system/1", "comment": {"a": [1, -2.5e-3, true, null, "x"]},
       "variables": ["tab\there", "\u00e9\ud83d\ude00", "slash\/quote\""],
       "constraints": [{"terms": [], "relation": ">=", "note": false}], "edits": []}
      """#
    let system = try ConstraintSystem(jsonData: Data(json.utf8))
    #expect(system.variables == ["tab\there", "é😀", "slash/quote\""])
    #expect(system.constraints[0].relation == .greaterThanOrEqual)
  }

  /// Keys and relations are matched byte by byte without escapes, and decoded with them.
  @Test func escapedKeysAndRelationsMeanTheSame() throws {
    let json = #"""
      {"format": "strut.constraint-system/1", "variables": ["a"],
       "constraints": [{"terms": [[0, 1]], "relation": "<=", "priority": 250}]}
      """#
    let system = try ConstraintSystem(jsonData: Data(json.utf8))
    #expect(system.constraints[0].relation == .lessThanOrEqual)
    #expect(system.constraints[0].priority == 250)
    let bad =
      #"{"format": "strut.constraint-system/1", "variables": [], "constraints": ["#
      + #"{"terms": [], "relation": "<"}]}"#
    #expect(
      throws: ConstraintSystemError(
        path: "constraints[0].relation",
        reason: #"unknown relation "<" (expected "==", "<=" or ">=")"#, line: 1, column: 100)
    ) {
      try ConstraintSystem(jsonData: Data(bad.utf8))
    }
  }

  /// Valid files load exactly as Foundation's decoder loads them, and round-trip.
  @Test(arguments: [1, 2, 3, 4, 5])
  func validFilesLoadAsBefore(seed: UInt64) throws {
    print("seed \(seed)")
    let system = Self.sampleSystem(seed: seed, constraints: 300)
    for data in [system.jsonData(), system.jsonData(prettyPrinted: true)] {
      let strict = try ConstraintSystem(jsonData: data)
      let foundation = try JSONDecoder().decode(ConstraintSystem.self, from: data)
      #expect(strict == system)
      #expect(strict == foundation)
    }
  }

  /// A system with awkward but valid content: names with escapes and non-ASCII, coefficients
  /// across Double's range (subnormal to huge), priorities across Float's values in (0, 1000].
  static func sampleSystem(seed: UInt64, constraints count: Int) -> ConstraintSystem {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    func number() -> Double {
      switch next() % 5 {
      case 0: return Double(Int(next() % 2001) - 1000)
      case 1: return Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF) * (next() % 2 == 0 ? 1 : -1)
      case 2: return (Double(next() % 1_000_000) / 997).rounded(.down) / 8
      case 3: return Double.leastNonzeroMagnitude * Double(next() % 100)
      default: return Double(next() % 10_000_000) * 1e-3
      }
    }
    let names = ["x", "tab\t", "quote\"", "é", "😀", "back\\slash", "ctl\u{1F}"]
    let variables = (0..<20).map { "\(names[$0 % names.count])\($0)" }
    var records: [ConstraintSystem.ConstraintRecord] = []
    for _ in 0..<count {
      let terms = (0..<Int(next() % 5)).map { _ in
        ConstraintSystem.IndexedTerm(Int(next() % 20), number())
      }
      var priority = Float(bitPattern: UInt32(truncatingIfNeeded: next()) & 0x447A_0000)
      if !(priority > 0 && priority <= 1000) { priority = 1000 }
      records.append(
        .init(
          terms: terms, constant: number(), relation: [.equal, .lessThanOrEqual][Int(next() % 2)],
          priority: priority, weight: abs(number()) + 0.5))
    }
    let edits = [
      ConstraintSystem.EditRecord(
        variable: 3, priority: 749.5, values: (0..<10).map { _ in number() })
    ]
    return ConstraintSystem(
      name: "sample-\(seed)", variables: variables, constraints: records, edits: edits)
  }
}
