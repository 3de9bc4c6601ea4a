import StrutConformance
import StrutCore
import Testing

/// The fixed fuzz budget of `swift test`: 300 random systems (6 slices of 50), each on every
/// backend, judged by the checker. `bench fuzz` runs any number.
@Suite struct FuzzTests {
  /// The seed of the test budget (printed, so a failure can be re-run with `bench fuzz`).
  static let seed: UInt64 = 20_250_401
  /// Systems per slice.
  static let perSlice = 50

  @Test(arguments: TestBackend.allCases, 0..<6)
  func fuzzSlice(_ backend: TestBackend, _ slice: Int) {
    print(
      "fuzz seed \(Self.seed), systems \(slice * Self.perSlice)..<\((slice + 1) * Self.perSlice), \(backend)"
    )
    let fuzzer = Fuzzer(
      backends: [backend.backend], generator: FuzzGenerator(variables: 2...300, largeShare: 0.03),
      shrinker: Shrinker(budget: 150))
    var failures = 0
    for index in slice * Self.perSlice..<(slice + 1) * Self.perSlice {
      let known = KnownDisagreements.fuzz["\(backend)/\(index)"]
      let result = fuzzer.run(seed: Self.seed, index: index, shrink: known == nil)
      if let known {
        withKnownIssue(known) {
          for failure in result.failures {
            Issue.record(
              "fuzz system \(index) fails on \(failure.backend): \(failure.discrepancies.first.map(\.description) ?? "")"
            )
          }
        }
        continue
      }
      for failure in result.failures {
        failures += 1
        let shrunk = failure.shrunk.map { String(decoding: $0.jsonData(), as: UTF8.self) } ?? "-"
        Issue.record(
          """
          fuzz system \(index) (seed \(Self.seed), system seed \(result.seed)) fails on \
          \(failure.backend): \(failure.discrepancies.prefix(3).map(\.description).joined(separator: "\n"))
          repro: `swift run -c release bench fuzz --seed \(Self.seed) --only \(index)`; shrunk:
          \(shrunk)
          """)
      }
    }
    #expect(failures == 0)
  }
}
