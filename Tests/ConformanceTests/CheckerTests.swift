import Foundation
import StrutConformance
import StrutCore
import Testing

/// The checker, the runner and the shrinker catch what they must and accept what they must.
@Suite struct CheckerTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func acceptsTheOptimum() {
    let state = ConformanceState(constraints: [
      x + y == 10, (x == 3).priority(.medium), (y == 0).priority(.low),
    ])
    let verdict = ConformanceChecker().check(state, values: [x: 3, y: 7])
    #expect(verdict.passed, "\(verdict.discrepancies)")
    #expect(verdict.levelErrors[.low] == 7)
  }

  @Test func namesAViolatedRequiredConstraint() throws {
    let required = x + y == 10
    let verdict = ConformanceChecker().check(
      ConformanceState(constraints: [required]), values: [x: 3, y: 3])
    let found = try #require(verdict.discrepancies.first as Discrepancy?)
    #expect(found.kind == .infeasible)
    #expect(found.constraint == required)
    #expect(found.backendValue == -4)
  }

  @Test func catchesTheLexicographicTrap() {
    let high = (x == 0).priority(.high)
    let low = (x == 100).priority(.low).weight(1e6)
    let verdict = ConformanceChecker().check(
      ConformanceState(constraints: [high, low]), values: [x: 100])
    let found = verdict.discrepancies.first
    #expect(found?.kind == .levelError)
    #expect(found?.level == .high)
    #expect(found?.constraint == high)
    #expect(found?.backendValue == 100)
    #expect(abs(found?.referenceValue ?? 1) < 1e-6)
  }

  @Test func acceptsAnyPointOfANonUniqueOptimum() {
    let state = ConformanceState(constraints: [
      (x == 0).priority(.medium), (x == 10).priority(.medium), y == 2 * x,
    ])
    for value in [0.0, 2.5, 10] {
      let verdict = ConformanceChecker().check(state, values: [x: value, y: 2 * value])
      #expect(verdict.passed, "x = \(value): \(verdict.discrepancies)")
    }
    let outside = ConformanceChecker().check(state, values: [x: 12, y: 24])
    #expect(outside.discrepancies.first?.kind == .levelError)
  }

  /// Seed-2 fuzz system 1202, shrunk: two nearly parallel required equalities pin `c` to
  /// -0.000850677490234375 (their difference is `-0.0029296875·c == 2.4922…e-6`), where the
  /// backend has it; the GLPK reference sat off the optimal face (-0.00085258), and the checker
  /// called the exact value a `valueMismatch`. The face decides, not the reference's value.
  @Test func acceptsTheFaceValueWhereTheReferenceIsOffTheFace() {
    let (a, b, c, d, e) = (
      Variable("a"), Variable("b"), Variable("c"), Variable("d"), Variable("e")
    )
    let first = -1.5 * a - 1.5 * b - 3 * c + 6 * d - 0.005151271820068359 == 0
    let second =
      -0.125 * a - 0.125 * b - 0.250244140625 * c + 0.5 * d - 0.00042948033660650253 == 0
    let optional = (e - c - 0.0008525848388671875 <= 0).priority(Priority(750))
    let state = ConformanceState(constraints: [first, optional, second])
    let pinned = (12 * 0.00042948033660650253 - 0.005151271820068359) / -0.0029296875
    let values: [Variable: Double] = [
      a: 0, b: 0, c: pinned, d: (0.005151271820068359 + 3 * pinned) / 6, e: 0,
    ]
    let verdict = ConformanceChecker().check(state, values: values)
    #expect(verdict.passed, "\(verdict.discrepancies)")
    // A value off the face is still a mismatch.
    var off = values
    off[c] = pinned + 1e-4
    off[d] = (0.005151271820068359 + 3 * off[c]!) / 6
    let offFace = ConformanceChecker().check(state, values: off)
    #expect(
      offFace.discrepancies.contains { $0.kind == .valueMismatch && $0.variable == c },
      "\(offFace.discrepancies)")
  }

  @Test func editTargetsCount() {
    let state = ConformanceState(
      constraints: [(x == 50).priority(.low)],
      edits: [.init(variable: x, priority: .high, value: 20)])
    #expect(ConformanceChecker().check(state, values: [x: 20]).passed)
    #expect(ConformanceChecker().check(state, values: [x: 50]).discrepancies.first?.level == .high)
  }

  @Test func theMutantFailsTheCatalogue() throws {
    let mutant = ConformanceBackend("mutant") { MutantSolver() }
    let cases = try Catalogue.bundled()
    let failing = cases.filter { !mutant.run($0).passed }.map(\.name)
    #expect(failing.contains("relation-ge-high"))
    #expect(failing.contains("inequality-only-optional"))
    #expect(!failing.contains("relation-eq-high"))
  }

  @Test func theFuzzerFindsAndShrinksTheMutant() throws {
    let seed: UInt64 = 77
    print("fuzz seed \(seed)")
    let fuzzer = Fuzzer(
      backends: [ConformanceBackend("mutant") { MutantSolver() }],
      generator: FuzzGenerator(variables: 2...12), shrinker: Shrinker(budget: 300))
    var found: Fuzzer.Failure?
    for index in 0..<40 {
      if let failure = fuzzer.run(seed: seed, index: index).failures.first {
        found = failure
        break
      }
    }
    let failure = try #require(found, "40 systems did not expose the mutant")
    let shrunk = try #require(failure.shrunk)
    #expect(!failure.shrunkDiscrepancies.isEmpty)
    #expect(shrunk.system.constraints.count <= failure.original.system.constraints.count)
    #expect(
      shrunk.system.constraints.count <= 4, "\(String(decoding: shrunk.jsonData(), as: UTF8.self))")
    let dropped = shrunk.system.constraints.contains {
      $0.relation == .greaterThanOrEqual && $0.priority < 1000
    }
    #expect(dropped)
  }

  @Test func casesRoundTripWithNonFiniteNumbers() throws {
    let testCase = try #require(try Catalogue.bundled().first { $0.name == "error-suggest-nan" })
    let again = try ConformanceCase(jsonData: testCase.jsonData())
    #expect(again.name == testCase.name)
    #expect(again.operations.count == testCase.operations.count)
    #expect(again.operations.contains { $0.value?.isNaN == true })
  }

  @Test func invalidCasesNameTheField() {
    let text = """
      {"format": "strut.conformance-case/1", "name": "bad",
       "system": {"format": "strut.constraint-system/1", "variables": ["x"], "constraints": []},
       "script": [{"op": "remove", "constraints": [3]}]}
      """
    #expect(throws: ConstraintSystemError.self) { try ConformanceCase(jsonData: Data(text.utf8)) }
    do {
      _ = try ConformanceCase(jsonData: Data(text.utf8))
    } catch {
      #expect(error.path == "script[0].constraints")
    }
  }
}
