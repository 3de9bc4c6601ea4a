import Foundation
import StrutConformance
import StrutCore
import Testing

/// Every catalogue case on every backend.
@Suite struct CatalogueTests {
  /// The shipped cases by name (loaded once).
  static let cases: [String: ConformanceCase] = {
    let list = (try? Catalogue.bundled()) ?? []
    return Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  /// The names of the shipped cases, sorted.
  static let names: [String] = cases.keys.sorted()

  @Test func catalogueLoadsWithAtLeastEightyCases() throws {
    let cases = try Catalogue.bundled()
    #expect(cases.count >= 80, "the catalogue has \(cases.count) cases")
    #expect(Set(cases.map(\.name)).count == cases.count)
  }

  @Test(arguments: names, TestBackend.allCases)
  func catalogueCase(_ name: String, _ backend: TestBackend) throws {
    let testCase = try #require(Self.cases[name])
    let outcome = backend.backend.run(testCase)
    let record = {
      // A known failure may stop the script before its first check (a batch the backend
      // wrongly refuses): that is part of the known issue, not a second one.
      if outcome.checks < 1 { Issue.record("\(name) ran no check") }
      for discrepancy in outcome.discrepancies {
        Issue.record("\(name) on \(backend): \(discrepancy)")
      }
    }
    if let known = KnownDisagreements.catalogue["\(name)/\(backend)"] {
      withKnownIssue(known, record)
    } else {
      record()
    }
  }
}
