import Foundation
import StrutWorkloads
import Testing

@testable import bench

/// The parts of the `bench` executable that decide what a run reports: option lists, the
/// child-process budget, folding a child's output into records, and the output formats.
@Suite struct BenchHarnessTests {
  @Test func listsParseNamesAllAndRepeats() throws {
    #expect(try Workload.list("flat, TREE,flat") == [.flat, .tree])
    #expect(try Workload.list("all") == Workload.allCases)
    #expect(try BenchmarkOperation.list("churn,build") == [.churn, .build])
    #expect(try Backend.list("cassowary") == [.cassowary])
    #expect(throws: ListError.self) { try Workload.list("flat,chains") }
    #expect(throws: ListError.self) { try Workload.list(" , ") }
    do {
      _ = try Backend.list("kiwi")
    } catch {
      #expect(error.description.contains("unknown backend \"kiwi\""))
      #expect(error.description.contains("cassowary"))
    }
  }

  @Test func sizesAcceptUnderscoresAndThousands() throws {
    #expect(try parseSizes("1000,10k,100_000") == [1_000, 10_000, 100_000])
    #expect(try parseSizes("5,5") == [5])
    #expect(throws: ListError.self) { try parseSizes("ten") }
    #expect(throws: ListError.self) { try parseSizes("-4") }
    #expect(throws: ListError.self) { try parseSizes("") }
  }

  @Test func aChildThatExitsIsCaptured() {
    let result = ChildProcess.run(
      ["-c", "echo out; echo err >&2; exit 3"], executable: "/bin/sh", budget: 30)
    #expect(result.ending == .exited(3))
    #expect(result.output == "out\n")
    #expect(result.errorOutput == "err\n")
    #expect(result.peakRSSAtKill == nil)
  }

  @Test func aChildPastItsBudgetIsKilledPromptly() {
    let result = ChildProcess.run(
      ["-c", "echo started; exec sleep 30"], executable: "/bin/sh", budget: 0.3)
    #expect(result.ending == .overBudget)
    #expect(result.elapsed >= 0.3 && result.elapsed < 10)
    #expect(result.output == "started\n")
  }

  @Test func aChildKilledByASignalIsReported() {
    let result = ChildProcess.run(["-c", "kill -9 $$"], executable: "/bin/sh", budget: 30)
    #expect(result.ending == .signaled(9))
  }

  @Test func aMissingExecutableIsNotStarted() {
    let result = ChildProcess.run([], executable: "/nonexistent/bench", budget: 5)
    if case .notStarted = result.ending {
    } else {
      // posix_spawn may report the failure as the child's exit status 127 instead.
      #expect(result.ending == .exited(127))
    }
  }

  static let flatCase = BenchCase(workload: .flat, size: 1000, backend: .cassowary)

  static func lines(_ messages: [CaseMessage]) -> String {
    messages.map { $0.line + "\n" }.joined()
  }

  static let started: [CaseMessage] = [
    CaseMessage(kind: .system, variables: 4004, constraints: 6003),
    CaseMessage(kind: .baseline, rssBytes: 1_000),
    CaseMessage(kind: .samples, operation: .build, seconds: [0.02], rssBytes: 5_000),
  ]

  @Test func aFinishedCaseIsOkWithItsStatistics() {
    let output = Self.lines(
      Self.started + [
        CaseMessage(
          kind: .samples, operation: .edit, seconds: [0.003, 0.001, 0.002], rssBytes: 6_000),
        CaseMessage(kind: .samples, operation: .churn, seconds: [0.5], rssBytes: 7_000),
        CaseMessage(kind: .done, rssBytes: 7_500, maxRequiredResidual: 1e-12),
      ])
    let result = ChildProcess.Result(
      ending: .exited(0), output: output, errorOutput: "", peakRSSAtKill: nil, elapsed: 1)
    let records = CaseResults(result).records(
      for: Self.flatCase, operations: BenchmarkOperation.allCases, repetitions: 1, seed: 4)
    #expect(records.map(\.operation) == [.build, .edit, .churn])
    #expect(records.allSatisfy { $0.status == .ok })
    #expect(records[1].timing?.median == 0.002)
    #expect(records[1].timing?.runs == 3)
    #expect(records.allSatisfy { $0.peakRSSBytes == 7_500 && $0.baselineRSSBytes == 1_000 })
    #expect(records.allSatisfy { $0.variables == 4004 && $0.constraints == 6003 && $0.seed == 4 })
    #expect(records.allSatisfy { $0.maxRequiredResidual == 1e-12 })
    #expect(records.allSatisfy { $0.build == BuildKind.current })
  }

  @Test func aCaseStoppedAtItsBudgetKeepsWhatFinished() {
    // One of two build repetitions finished, and a torn last line was left behind.
    let output = Self.lines(Self.started) + "{\"kind\":\"sam"
    let result = ChildProcess.Result(
      ending: .overBudget, output: output, errorOutput: "", peakRSSAtKill: 9_000, elapsed: 60)
    let records = CaseResults(result).records(
      for: Self.flatCase, operations: BenchmarkOperation.allCases, repetitions: 2, seed: 1)
    #expect(records.map(\.status) == [.overBudget, .overBudget, .overBudget])
    #expect(records[0].timing?.runs == 1)
    #expect(records[1].timing == nil)
    #expect(records.allSatisfy { $0.peakRSSBytes == 9_000 })
    #expect(records.allSatisfy { $0.maxRequiredResidual == nil })
  }

  @Test func aSolverErrorMarksTheUnfinishedOperations() {
    let output = Self.lines(
      Self.started + [
        CaseMessage(kind: .error, message: "unsatisfiable required constraint x == 1\n  x == 2")
      ])
    let result = ChildProcess.Result(
      ending: .exited(2), output: output, errorOutput: "", peakRSSAtKill: nil, elapsed: 1)
    let records = CaseResults(result).records(
      for: Self.flatCase, operations: BenchmarkOperation.allCases, repetitions: 1, seed: 1)
    #expect(records[0].status == .ok)
    #expect(records[1].status == .error("unsatisfiable required constraint x == 1; x == 2"))
    #expect(records[2].status == records[1].status)
  }

  @Test func aCrashNamesTheSignalAndTheLastErrorLine() {
    let result = ChildProcess.Result(
      ending: .signaled(11), output: Self.lines(Self.started),
      errorOutput: "warming up\nFatal error: index out of range\n", peakRSSAtKill: nil,
      elapsed: 1)
    let records = CaseResults(result).records(
      for: Self.flatCase, operations: [.edit], repetitions: 1, seed: 1)
    #expect(
      records.map(\.status) == [
        .error("child killed by signal 11: Fatal error: index out of range")
      ])
  }

  static let sample = [
    BenchRecord(
      workload: "flat", size: 1000, backend: "cassowary", operation: .build,
      timing: TimingSummary(samples: [0.0123]), peakRSSBytes: 28_100_000, status: .ok,
      build: "release", seed: 1),
    BenchRecord(
      workload: "tree", size: 100_000, backend: "cassowary", operation: .edit, timing: nil,
      peakRSSBytes: nil, status: .error("a, \"quoted\" problem"), build: "release", seed: 1),
  ]

  @Test func tablesAlignTheirColumns() throws {
    let table = OutputFormat.table(Self.sample)
    let lines = table.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("workload"))
    #expect(lines[1].contains("12.30 ms") && lines[1].contains("28.1 MB"))
    #expect(lines[2].contains(" - ") && lines[2].hasSuffix("error: a, \"quoted\" problem"))
    // "size" is right-aligned: its last digit lines up with the title's last letter.
    let sizeEnd = try #require(lines[0].range(of: "size")).upperBound
    let offset = lines[0].distance(from: lines[0].startIndex, to: sizeEnd)
    #expect(Array(lines[1])[offset - 1] == "0" && Array(lines[2])[offset - 1] == "0")
  }

  @Test func csvQuotesAndLeavesNullsEmpty() {
    let csv = OutputFormat.csv(Self.sample).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(csv[0].hasPrefix("workload,size,backend,operation,median_s,min_s,max_s"))
    #expect(csv[2].contains(",,,,0,,,"))
    #expect(csv[2].contains("\"error: a, \"\"quoted\"\" problem\""))
  }

  @Test func jsonIsOneArrayOfRecords() throws {
    let text = OutputFormat.json(Self.sample)
    let decoded = try JSONDecoder().decode([BenchRecord].self, from: Data(text.utf8))
    #expect(decoded == Self.sample)
    #expect(OutputFormat.json([]) == "[]")
  }

  @Test func durationsAndSizesReadNaturally() {
    #expect(OutputFormat.duration(nil) == "-")
    #expect(OutputFormat.duration(0.000_004_2) == "4.2 µs")
    #expect(OutputFormat.duration(0.0421) == "42.10 ms")
    #expect(OutputFormat.duration(3.5) == "3.50 s")
    #expect(OutputFormat.bytes(123_456_789) == "123.5 MB")
  }

  @Test func caseMessagesSurviveTheirLineForm() {
    let message = CaseMessage(kind: .samples, operation: .churn, seconds: [1.5, 2], rssBytes: 7)
    #expect(CaseMessage.parse(message.line + "\nnot json\n" + message.line) == [message, message])
  }
}
