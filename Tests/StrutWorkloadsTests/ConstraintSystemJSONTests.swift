import Foundation
import StrutCore
import Testing

@testable import StrutWorkloads

/// The ConstraintSystem JSON interchange format (docs/formats.md): round trips, defaults, and
/// the errors of bad files, each naming the offending field.
@Suite struct ConstraintSystemJSONTests {
  /// A small hand-written system using every field and value kind.
  static let handmade = ConstraintSystem(
    name: "handmade",
    variables: ["a", "b", "c"],
    constraints: [
      .init(terms: [.init(0, 1), .init(1, -2.5)], constant: 4, relation: .equal),
      .init(terms: [.init(2, 1)], constant: -10, relation: .lessThanOrEqual, priority: 250),
      .init(
        terms: [.init(1, 1e-12), .init(2, -1e12)], constant: 0.1,
        relation: .greaterThanOrEqual, priority: 612.5, weight: 3),
      .init(terms: [], constant: 0, relation: .equal, priority: 1),
    ],
    edits: [
      .init(variable: 0, priority: 750, values: [1000, -3.25, 0]),
      .init(variable: 2, priority: 999.5, values: []),
    ])

  @Test func handmadeSystemRoundTrips() throws {
    let data = Self.handmade.jsonData()
    #expect(try ConstraintSystem(jsonData: data) == Self.handmade)
    let pretty = Self.handmade.jsonData(prettyPrinted: true)
    #expect(try ConstraintSystem(jsonData: pretty) == Self.handmade)
  }

  @Test(arguments: Workload.allCases)
  func generatedSystemsRoundTrip(workload: Workload) throws {
    let system = try workload.system(size: 57, seed: 3)
    let decoded = try ConstraintSystem(jsonData: system.jsonData())
    #expect(decoded == system)
    #expect(decoded.jsonData() == system.jsonData())
  }

  @Test func filesRoundTrip() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-roundtrip-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let system = try Workload.grid.system(size: 23)
    try system.write(to: url)
    #expect(try ConstraintSystem(contentsOf: url) == system)
  }

  /// The records of a system with variables replaced by their names, for comparisons across
  /// different variable numberings.
  static func namedRecords(_ system: ConstraintSystem) -> [String] {
    system.constraints.map { record in
      let terms = record.terms.map { "\(system.variables[$0.variable])*\($0.coefficient)" }
      return "\(terms) \(record.constant) \(record.relation) \(record.priority) \(record.weight)"
    }
  }

  @Test(arguments: Workload.allCases)
  func instantiateThenRebuildGivesTheSameRecords(workload: Workload) throws {
    let system = try workload.system(size: 41)
    let instance = system.instantiate()
    #expect(instance.variables.map(\.name) == system.variables)
    #expect(instance.constraints.count == system.constraints.count)
    let rebuilt = ConstraintSystem(
      name: system.name, constraints: instance.constraints, edits: instance.edits)
    // The rebuilt system numbers variables by first appearance (edits first).
    #expect(Set(rebuilt.variables) == Set(system.variables))
    #expect(rebuilt.variables.count == system.variables.count)
    #expect(rebuilt.variables.first == "v0.w")
    #expect(Self.namedRecords(rebuilt) == Self.namedRecords(system))
    #expect(rebuilt.edits.map(\.values) == system.edits.map(\.values))
    #expect(rebuilt.edits.map(\.priority) == system.edits.map(\.priority))
    #expect(rebuilt.edits.map { rebuilt.variables[$0.variable] } == ["v0.w"])
    // And the rebuilt system survives its own round trip.
    #expect(try ConstraintSystem(jsonData: rebuilt.jsonData()) == rebuilt)
  }

  @Test func absentOptionalKeysTakeTheirDefaults() throws {
    let text = """
      {"format": "strut.constraint-system/1", "variables": ["x"],
       "constraints": [{"terms": [[0, 2]], "relation": ">="}]}
      """
    let system = try ConstraintSystem(jsonData: Data(text.utf8))
    #expect(system.name == "")
    #expect(system.edits.isEmpty)
    let record = try #require(system.constraints.first)
    #expect(record.constant == 0)
    #expect(record.priority == 1000)
    #expect(record.weight == 1)
    #expect(record.terms == [ConstraintSystem.IndexedTerm(0, 2)])
  }

  /// A bad document and the path its error must name.
  struct BadFile: CustomTestStringConvertible, Sendable {
    let label: String
    let json: String
    let path: String
    var testDescription: String { label }
  }

  static let valid = """
    "variables": ["a", "b"],
    "constraints": [{"terms": [[0, 1]], "constant": 1, "relation": "=="},
                    {"terms": [[0, 1], [1, -1]], "relation": "<=", "priority": 500}]
    """

  static func document(
    format: String = "\"strut.constraint-system/1\"", body: String = valid,
    edits: String = "[{\"variable\": 1, \"priority\": 750, \"values\": [1, 2]}]"
  ) -> String {
    "{\"format\": \(format), \"name\": \"bad\", \(body), \"edits\": \(edits)}"
  }

  static func body(_ second: String) -> String {
    """
    "variables": ["a", "b"],
    "constraints": [{"terms": [[0, 1]], "constant": 1, "relation": "=="}, \(second)]
    """
  }

  static let badFiles: [BadFile] = [
    BadFile(
      label: "wrong format id", json: document(format: "\"strut.constraint-system/2\""),
      path: "format"),
    BadFile(label: "format not a string", json: document(format: "7"), path: "format"),
    BadFile(
      label: "variable index out of range",
      json: document(body: body("{\"terms\": [[2, 1]], \"relation\": \"==\"}")),
      path: "constraints[1].terms[0]"),
    BadFile(
      label: "negative variable index",
      json: document(body: body("{\"terms\": [[0, 1], [-1, 1]], \"relation\": \"==\"}")),
      path: "constraints[1].terms[1]"),
    BadFile(
      label: "term with three numbers",
      json: document(body: body("{\"terms\": [[0, 1, 2]], \"relation\": \"==\"}")),
      path: "constraints[1].terms[0]"),
    BadFile(
      label: "missing relation",
      json: document(body: body("{\"terms\": [[0, 1]]}")), path: "constraints[1]"),
    BadFile(
      label: "missing terms",
      json: document(body: body("{\"relation\": \"==\"}")), path: "constraints[1]"),
    BadFile(
      label: "bad relation",
      json: document(body: body("{\"terms\": [[0, 1]], \"relation\": \"=<\"}")),
      path: "constraints[1].relation"),
    BadFile(
      label: "priority above 1000",
      json: document(body: body("{\"terms\": [[0, 1]], \"relation\": \"==\", \"priority\": 1001}")),
      path: "constraints[1].priority"),
    BadFile(
      label: "priority zero",
      json: document(body: body("{\"terms\": [[0, 1]], \"relation\": \"==\", \"priority\": 0}")),
      path: "constraints[1].priority"),
    BadFile(
      label: "weight zero",
      json: document(body: body("{\"terms\": [[0, 1]], \"relation\": \"==\", \"weight\": 0}")),
      path: "constraints[1].weight"),
    BadFile(
      label: "negative weight",
      json: document(body: body("{\"terms\": [[0, 1]], \"relation\": \"==\", \"weight\": -2}")),
      path: "constraints[1].weight"),
    BadFile(
      label: "constant is a string",
      json: document(
        body: body("{\"terms\": [[0, 1]], \"relation\": \"==\", \"constant\": \"4\"}")),
      path: "constraints[1].constant"),
    BadFile(
      label: "missing variables",
      json: "{\"format\": \"strut.constraint-system/1\", \"constraints\": []}", path: ""),
    BadFile(
      label: "missing format",
      json: "{\"variables\": [], \"constraints\": []}", path: ""),
    BadFile(
      label: "edit priority required",
      json: document(edits: "[{\"variable\": 1, \"priority\": 1000, \"values\": [1]}]"),
      path: "edits[0].priority"),
    BadFile(
      label: "edit priority zero",
      json: document(edits: "[{\"variable\": 1, \"priority\": 0, \"values\": [1]}]"),
      path: "edits[0].priority"),
    BadFile(
      label: "edit variable out of range",
      json: document(edits: "[{\"variable\": 5, \"priority\": 500, \"values\": [1]}]"),
      path: "edits[0].variable"),
    BadFile(
      label: "edit variable repeated",
      json: document(
        edits: """
          [{"variable": 1, "priority": 500, "values": [1]},
           {"variable": 1, "priority": 400, "values": [2]}]
          """),
      path: "edits[1].variable"),
    BadFile(
      label: "edit without values",
      json: document(edits: "[{\"variable\": 1, \"priority\": 500}]"), path: "edits[0]"),
  ]

  @Test(arguments: badFiles)
  func badFilesNameTheOffendingField(file: BadFile) {
    do {
      let system = try ConstraintSystem(jsonData: Data(file.json.utf8))
      Issue.record("accepted a bad file (\(file.label)): \(system.name)")
    } catch {
      #expect(error.path.hasPrefix(file.path), "\(error)")
      #expect(error.description.hasPrefix(file.path), "\(error)")
      #expect(!error.reason.isEmpty)
    }
  }

  @Test func missingKeysAreNamed() {
    let text = "{\"format\": \"strut.constraint-system/1\", \"constraints\": []}"
    #expect(throws: ConstraintSystemError.self) {
      try ConstraintSystem(jsonData: Data(text.utf8))
    }
    do {
      _ = try ConstraintSystem(jsonData: Data(text.utf8))
    } catch {
      #expect(error.description.contains("\"variables\""))
    }
  }

  @Test func outOfRangeMessageQuotesTheIndexAndTheRange() {
    let text = Self.document(body: Self.body("{\"terms\": [[9, 1]], \"relation\": \"==\"}"))
    do {
      _ = try ConstraintSystem(jsonData: Data(text.utf8))
      Issue.record("accepted an out-of-range index")
    } catch {
      #expect(
        error.description == "constraints[1].terms[0]: variable index 9 is out of range 0..<2")
    }
  }

  @Test func nonFiniteValuesInMemoryAreRejectedByValidation() {
    var system = Self.handmade
    system.constraints[1].terms[0].coefficient = .nan
    #expect(
      throws: ConstraintSystemError(
        path: "constraints[1].terms[0]", reason: "coefficient nan is not finite")
    ) {
      try system.validate()
    }
    system = Self.handmade
    system.constraints[2].constant = -.infinity
    #expect(
      throws: ConstraintSystemError(
        path: "constraints[2].constant", reason: "constant -inf is not finite")
    ) {
      try system.validate()
    }
    system = Self.handmade
    system.edits[0].values[1] = .infinity
    #expect(
      throws: ConstraintSystemError(
        path: "edits[0].values[1]", reason: "value inf is not finite")
    ) {
      try system.validate()
    }
  }

  /// JSON has no NaN or infinity; an exponent beyond Double's range is how such a value
  /// reaches a file. Reading it must fail with a ConstraintSystemError (never a crash, never
  /// an accepted infinity). The strict reader names the field, line and column of each
  /// (ConstraintSystemReadingTests checks the messages; docs/formats.md).
  @Test(arguments: [
    (
      "constant",
      document(body: body("{\"terms\": [[0, 1]], \"relation\": \"==\", \"constant\": 1e999}"))
    ),
    ("coefficient", document(body: body("{\"terms\": [[0, -1e400]], \"relation\": \"==\"}"))),
    (
      "edit value",
      document(edits: "[{\"variable\": 1, \"priority\": 500, \"values\": [1, 1e999]}]")
    ),
    ("fractional index", document(body: body("{\"terms\": [[0.5, 1]], \"relation\": \"==\"}"))),
  ])
  func hugeExponentsAreRejected(label: String, json: String) {
    #expect(throws: ConstraintSystemError.self, "\(label)") {
      try ConstraintSystem(jsonData: Data(json.utf8))
    }
  }

  @Test func notJSONIsAnError() {
    #expect(throws: ConstraintSystemError.self) {
      try ConstraintSystem(jsonData: Data("{\"format\": ".utf8))
    }
  }
}
