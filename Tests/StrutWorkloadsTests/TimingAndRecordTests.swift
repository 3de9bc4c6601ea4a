import Foundation
import Testing

@testable import StrutWorkloads

/// Timing statistics and the JSON rows of `bench --format json` (docs/formats.md).
@Suite struct TimingAndRecordTests {
  @Test func summaryOfAnOddCount() throws {
    let summary = try #require(TimingSummary(samples: [5, 1, 3]))
    #expect(summary.median == 3)
    #expect(summary.min == 1)
    #expect(summary.max == 5)
    #expect(summary.p90 == 5)
    #expect(summary.runs == 3)
  }

  @Test func summaryOfAnEvenCount() throws {
    let samples = (1...100).map(Double.init).reversed()
    let summary = try #require(TimingSummary(samples: Array(samples)))
    #expect(summary.median == 50.5)
    #expect(summary.p90 == 90)
    #expect(summary.min == 1 && summary.max == 100 && summary.runs == 100)
  }

  @Test func noSamplesOrBadSamplesGiveNoSummary() {
    #expect(TimingSummary(samples: []) == nil)
    #expect(TimingSummary(samples: [1, .nan]) == nil)
    #expect(TimingSummary(samples: [.infinity]) == nil)
  }

  @Test(arguments: [
    (BenchStatus.ok, "ok"), (.overBudget, "over_budget"), (.error("boom: x"), "error: boom: x"),
  ])
  func statusesReadAndWriteTheirStrings(status: BenchStatus, text: String) {
    #expect(status.description == text)
    #expect(BenchStatus(parsing: text) == status)
  }

  static let requiredKeys: Set<String> = [
    "workload", "size", "backend", "operation", "median_s", "min_s", "max_s", "runs",
    "peak_rss_bytes", "status",
  ]

  static func object(_ record: BenchRecord) throws -> [String: Any] {
    let data = try JSONEncoder().encode(record)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aMeasuredRecordHasEveryKey() throws {
    let record = BenchRecord(
      workload: "flat", size: 1000, backend: "cassowary", operation: .edit,
      timing: TimingSummary(samples: [0.002, 0.001, 0.003]), peakRSSBytes: 12_345_678,
      baselineRSSBytes: 1000, status: .ok, build: "release", seed: 7, variables: 4004,
      constraints: 6003, maxRequiredResidual: 1e-12)
    let object = try Self.object(record)
    #expect(Self.requiredKeys.isSubset(of: Set(object.keys)))
    #expect(object["operation"] as? String == "edit")
    #expect(object["status"] as? String == "ok")
    #expect(object["median_s"] as? Double == 0.002)
    #expect(object["runs"] as? Int == 3)
    #expect(object["peak_rss_bytes"] as? Int == 12_345_678)
    #expect(object["build"] as? String == "release")
    let decoded = try JSONDecoder().decode(BenchRecord.self, from: JSONEncoder().encode(record))
    #expect(decoded == record)
  }

  @Test func anUnmeasuredRecordWritesNulls() throws {
    let record = BenchRecord(
      workload: "tree", size: 100_000, backend: "glpk", operation: .build, timing: nil,
      peakRSSBytes: nil, status: .overBudget, build: "debug", seed: 1)
    let object = try Self.object(record)
    #expect(Self.requiredKeys.isSubset(of: Set(object.keys)))
    for key in ["median_s", "min_s", "max_s", "peak_rss_bytes"] {
      #expect(object[key] is NSNull, "\(key)")
    }
    #expect(object["runs"] as? Int == 0)
    #expect(object["status"] as? String == "over_budget")
    #expect(object["build"] as? String == "debug")
    let decoded = try JSONDecoder().decode(BenchRecord.self, from: JSONEncoder().encode(record))
    #expect(decoded == record)
  }
}
