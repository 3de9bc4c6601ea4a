import Foundation
import StrutWorkloads
import Testing

@testable import bench

/// `bench overhead`: its options, the rotation of the arms, the statistics, the output formats,
/// and a tiny measurement of every workload.
@Suite struct OverheadCommandTests {
  @Test func optionsParseAndBadValuesAreRefused() throws {
    let command = try OverheadCommand.parse([])
    #expect(command.workloads == "flat,tree,grid")
    #expect(command.sizes == "10000")
    #expect(command.rounds == 21)
    #expect(command.limit == 1.5)
    #expect(try OverheadCommand.parse(["--format", "markdown"]).format == .markdown)
    for bad in [["--rounds", "0"], ["--warm-up", "-1"], ["--budget", "0"], ["--limit", "-2"]] {
      #expect(throws: (any Error).self, "\(bad)") { try OverheadCommand.parse(bad) }
    }
    #expect(throws: (any Error).self) { try OverheadCommand.parse(["--format", "csv"]) }
  }

  @Test func aWorkloadWithoutADSLVersionIsNamedBeforeAnythingRuns() throws {
    var command = try OverheadCommand.parse(["--workloads", "tree,chain", "--sizes", "5"])
    let error = #expect(throws: (any Error).self) { try command.run() }
    #expect("\(error.map { "\($0)" } ?? "")".contains("chain has no DSL version"))
    command.backend = "kiwi"
    command.workloads = "tree"
    let backendError = #expect(throws: (any Error).self) { try command.run() }
    #expect("\(backendError.map { "\($0)" } ?? "")".contains("unknown backend \"kiwi\""))
  }

  @Test func eachArmGoesFirstSecondAndThirdEquallyOften() {
    let orders = (0..<6).map(PairedOverhead.order(ofRound:))
    #expect(orders[0] == [.solver, .code, .dsl])
    #expect(orders[1] == [.code, .dsl, .solver])
    #expect(orders[2] == [.dsl, .solver, .code])
    #expect(orders[3] == orders[0])
    for arm in OverheadArm.allCases {
      for position in 0..<3 {
        #expect(orders.filter { $0[position] == arm }.count == 2, "\(arm) at \(position)")
      }
    }
  }

  @Test func ratiosAreTakenWithinRoundsAndSummarised() {
    let result = PairedOverhead(
      workload: "tree", size: 10, backend: "cassowary", warmUpRounds: 0,
      seconds: [
        .solver: [1, 1, 1, 1],
        .code: [2, 4, 2, 10],
        .dsl: [3, 4, 4, 12],
      ])
    #expect(result.rounds == 4)
    #expect(result.ratios(.dsl, over: .code) == [1.5, 1, 2, 1.2])
    #expect(result.ratio(.dsl, over: .code, quantile: 0.5) == 1.2)
    #expect(result.ratio(.dsl, over: .code, quantile: 0.9) == 2)
    #expect(result.rounds(.dsl, over: .code, within: 1.5) == 3)
    #expect(result.median(.code) == 2)
    #expect(PairedOverhead.quantile([], 0.5).isNaN)
    #expect(PairedOverhead.quantile([7], 0.9) == 7)
    #expect(PairedOverhead.quantile([4, 1, 3, 2], 0.5) == 2)
  }

  @Test func theFormatsCarryEveryFigure() throws {
    let result = PairedOverhead(
      workload: "flat", size: 10000, backend: "cassowary", warmUpRounds: 2,
      seconds: [.solver: [0.010, 0.012], .code: [0.020, 0.022], .dsl: [0.026, 0.040]])
    let header = OverheadHeader(
      started: Date(timeIntervalSince1970: 0), loadBefore: [1, 2, 3], loadAfter: nil,
      limit: 1.5, build: "release")
    let table = OverheadFormat.table.render([result], header: header)
    #expect(table.contains("load 1.00 2.00 3.00 → unknown"))
    #expect(table.contains("rounds ≤ 1.5"))
    #expect(table.contains("1/2"))
    #expect(table.contains("20.00 ms"))  // nearest rank: the lower of two
    #expect(table.contains("1.30"))
    let markdown = OverheadFormat.markdown.render([result], header: header)
    #expect(markdown.contains("| flat | 10000 | 2 |"))
    let json = OverheadFormat.json.render([result], header: header)
    struct Document: Decodable { var results: [PairedOverhead] }
    let decoded = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
    #expect(decoded.results.first?.samples(.dsl) == [0.026, 0.040])
    let debug = OverheadFormat.table.render(
      [result], header: OverheadHeader(started: Date(), limit: 1.5, build: "debug"))
    #expect(debug.hasPrefix(BuildKind.debugWarning))
  }

  @Test(arguments: [Workload.flat, .tree, .grid])
  func aTinyMeasurementRunsEveryArm(_ workload: Workload) throws {
    let result = try PairedOverhead.measure(
      workload: workload, size: 12, backend: .cassowary, rounds: 4, warmUp: 1, budget: 60)
    #expect(result.rounds == 4)
    #expect(result.warmUpRounds == 1)
    for arm in OverheadArm.allCases {
      #expect(result.samples(arm).count == 4)
      #expect(result.samples(arm).allSatisfy { $0 > 0 && $0.isFinite })
    }
  }

  @Test func theBudgetStopsNewRoundsButOneIsAlwaysMeasured() throws {
    let result = try PairedOverhead.measure(
      workload: .tree, size: 12, backend: .cassowary, rounds: 1000, warmUp: 0,
      budget: 1e-9)
    #expect(result.rounds == 1)
    #expect(throws: PairedOverhead.Failure.self) {
      try PairedOverhead.measure(
        workload: .chain, size: 12, backend: .cassowary, rounds: 1, warmUp: 0, budget: 1)
    }
  }
}
