import Foundation
import StrutCore
import Testing

@Suite("ConstraintSystem JSON")
struct ConstraintSystemTests {
  @Test func liveConstraintsRoundTrip() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints: [Constraint] = [x + y == 10, (x >= 2).priority(.low).weight(2)]
    let system = ConstraintSystem(
      name: "pair", constraints: constraints, edits: [(y, .high, [1, 2, 3])])
    #expect(system.variables == ["y", "x"])
    let decoded = try ConstraintSystem(jsonData: system.jsonData())
    #expect(decoded == system)
    let instance = decoded.instantiate()
    #expect(instance.constraints.count == 2)
    #expect(instance.constraints[1].priority == .low && instance.constraints[1].weight == 2)
    #expect(instance.edits[0].values == [1, 2, 3])
  }

  @Test(arguments: [
    (#"{"format":"other","variables":[],"constraints":[]}"#, "format"),
    (
      #"{"format":"strut.constraint-system/1","variables":["a"],"constraints":[{"terms":[[3,1]],"relation":"=="}]}"#,
      "constraints[0].terms[0]"
    ),
    (
      #"{"format":"strut.constraint-system/1","variables":["a"],"constraints":[{"terms":[[0,1]],"relation":"<"}]}"#,
      "constraints[0].relation"
    ),
    (
      #"{"format":"strut.constraint-system/1","variables":["a"],"constraints":[{"terms":[[0,1]],"relation":"==","priority":0}]}"#,
      "constraints[0].priority"
    ),
    (
      #"{"format":"strut.constraint-system/1","variables":["a"],"constraints":[{"terms":[[0,1]],"relation":"==","weight":-1}]}"#,
      "constraints[0].weight"
    ),
    (
      #"{"format":"strut.constraint-system/1","variables":["a"],"constraints":[],"edits":[{"variable":0,"priority":1000,"values":[]}]}"#,
      "edits[0].priority"
    ),
    (
      #"{"format":"strut.constraint-system/1","variables":["a"],"constraints":[{"relation":"=="}]}"#,
      "constraints[0]"
    ),
  ])
  func invalidFilesNameTheField(json: String, path: String) {
    do {
      _ = try ConstraintSystem(jsonData: Data(json.utf8))
      Issue.record("accepted an invalid file")
    } catch {
      #expect(error.path == path, "\(error)")
      #expect(!error.reason.isEmpty)
    }
  }

  @Test func appliesToASolverInterfaceThroughInstances() {
    let system = ConstraintSystem(
      name: "t", variables: ["a", "b"],
      constraints: [.init(terms: [.init(0, 1), .init(1, -1)], constant: 0, relation: .equal)],
      edits: [.init(variable: 0, priority: 500, values: [4, 7])])
    let instance = system.instantiate()
    #expect(instance.variables.map(\.name) == ["a", "b"])
    #expect(instance.constraints[0].expression.terms.map(\.coefficient) == [1, -1])
    #expect(instance.edits[0].priority == .medium)
  }
}
