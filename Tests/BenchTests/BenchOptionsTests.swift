import ArgumentParser
import StrutWorkloads
import Testing

@testable import bench

/// `bench run`'s options: the defaults, every option, and a clear error for each bad value.
@Suite struct BenchOptionsTests {
  @Test func defaultsRunEveryWorkloadOnEveryBackend() throws {
    let plan = try RunCommand.parse([]).plan()
    #expect(plan.workloads == Workload.allCases)
    #expect(plan.sizes == [100, 1000])
    #expect(plan.backends == Backend.allCases)
    #expect(plan.operations == BenchmarkOperation.allCases)
    #expect(plan.correctness)
    #expect(plan.repetitions == RunDefaults.repetitions && plan.seed == 1)
    #expect(plan.budget == RunDefaults.budget && plan.via == .solver)
    #expect(plan.fullCheckMaxSize == 1_000_000 && plan.compare.isEmpty)
    let command = try RunCommand.parse([])
    #expect(command.format == .table && command.output == nil)
  }

  @Test func everyOptionIsRead() throws {
    let command = try RunCommand.parse([
      "--workloads", "tree,flat", "--sizes", "10k,5", "--backends", "glpk",
      "--operations", "edit,correctness", "--repetitions", "3", "--seed", "9", "--budget", "2.5",
      "--via", "dsl", "--format", "csv", "--output", "/tmp/out.csv",
      "--full-check-max-size", "0", "--compare", "--compare-solvers", "highs",
    ])
    let plan = try command.plan()
    #expect(plan.workloads == [.tree, .flat])
    #expect(plan.sizes == [10_000, 5])
    #expect(plan.backends == [.glpk])
    #expect(plan.operations == [.edit] && plan.correctness)
    #expect(plan.repetitions == 3 && plan.seed == 9 && plan.budget == 2.5)
    #expect(plan.via == .dsl && plan.fullCheckMaxSize == 0)
    #expect(plan.compare == [.highs])
    #expect(command.format == .csv && command.output == "/tmp/out.csv")
    #expect(try RunCommand.parse(["--compare"]).plan().compare == ComparisonSolver.allCases)
    #expect(try RunCommand.parse(["--operations", "build"]).plan().correctness == false)
  }

  @Test(arguments: [
    (["--repetitions", "0"], "--repetitions must be at least 1"),
    (["--budget", "0"], "--budget must be a positive number of seconds"),
    (["--budget=-3"], "--budget must be a positive number of seconds"),
    (["--full-check-max-size=-1"], "--full-check-max-size must not be negative"),
    (["--workloads", "flat,chains"], "unknown workload \"chains\""),
    (["--sizes", "ten"], "bad size \"ten\""),
    (["--backends", "kiwi"], "unknown backend \"kiwi\""),
    (
      ["--operations", "fly"],
      "unknown operation \"fly\" (known: build, edit, churn, correctness, all)"
    ),
    (["--operations", "correctness"], "correctness needs at least one timed operation"),
    (["--compare", "--compare-solvers", "gurobi"], "unknown comparison solver \"gurobi\""),
    (["--format", "xml"], "xml"),
    (["--via", "snapkit"], "snapkit"),
  ])
  func badValuesAreNamed(_ arguments: [String], _ message: String) {
    do {
      _ = try RunCommand.parse(arguments)
      Issue.record("\(arguments) was accepted")
    } catch {
      #expect(RunCommand.message(for: error).contains(message))
    }
  }

  @Test func theOtherSubcommandsStillParse() throws {
    #expect(try ExportCommand.parse(["--out", "dir", "--workloads", "all"]).out == "dir")
    #expect(try SolveCommand.parse(["system.json", "--backend", "glpk"]).file == "system.json")
    _ = try FuzzCommand.parse(["--count", "3"])
    let child = try CaseCommand.parse([
      "--workload", "flat", "--size", "10", "--backend", "glpk", "--correctness", "full",
    ])
    #expect(child.correctness == .full)
    let unique = try UniquenessCommand.parse([
      "--workload", "flat", "--size", "10", "--variables", "1,2", "--edit-ran", "false",
    ])
    #expect(unique.variables == "1,2" && !unique.editRan)
    #expect(throws: (any Error).self) {
      try CaseCommand.parse([
        "--workload", "flat", "--size", "1", "--backend", "x", "--correctness", "some",
      ])
    }
  }

  @Test func operationsListAcceptsAllAndCorrectness() throws {
    let all = try parseOperations("all")
    #expect(all.timed == BenchmarkOperation.allCases && all.correctness)
    let some = try parseOperations("churn, correctness,build")
    #expect(some.timed == [.churn, .build] && some.correctness)
    #expect(throws: ListError.self) { try parseOperations(" , ") }
  }

  @Test func smallSizesGetTheFullCheck() throws {
    let plan = try RunCommand.parse(["--full-check-max-size", "500"]).plan()
    #expect(plan.correctnessMode(size: 500) == .full)
    #expect(plan.correctnessMode(size: 501) == .sampled)
    #expect(
      try RunCommand.parse(["--via", "dsl"]).plan().correctnessMode(size: 10)
        == CorrectnessMode.none)
    #expect(
      try RunCommand.parse(["--operations", "build"]).plan().correctnessMode(size: 10)
        == CorrectnessMode.none)
  }

  @Test func casesSkipSizesBelowAWorkloadsMinimum() throws {
    let plan = try RunCommand.parse([
      "--workloads", "tree,flat", "--sizes", "0", "--backends", "cassowary",
    ]).plan()
    let (cases, skipped) = plan.cases()
    #expect(cases == [BenchCase(workload: .flat, size: 0, backend: .cassowary)])
    #expect(skipped == ["tree 0: below the minimum size 1"])
  }

  @Test func fuzzPicksAFreshSeedAndParsesItsOptions() throws {
    let fresh = try FuzzCommand.parse(["--count", "1"])
    #expect(fresh.seed == nil)
    #expect(fresh.runSeed == FuzzCommand.freshSeed)
    #expect(try FuzzCommand.parse(["--seed", "7"]).runSeed == 7)
    #expect(FuzzCommand.parseSteps("12") == 12...12)
    #expect(FuzzCommand.parseSteps("200...1000") == 200...1000)
    #expect(FuzzCommand.parseSteps("9-3") == nil)
    #expect(throws: (any Error).self) { try FuzzCommand.parse(["--only", "3"]) }
    #expect(throws: (any Error).self) { try FuzzCommand.parse(["--steps", "many"]) }
    #expect(throws: (any Error).self) {
      try FuzzCommand.parse(["--min-variables", "500", "--max-variables", "300"])
    }
    #expect(try FuzzCommand.parse([]).judge == .reference)
    let judged = try FuzzCommand.parse(["--judge", "certificate"])
    #expect(judged.judge.checker(exactSeconds: 20).usesCertificates)
    #expect(judged.generatorArguments.contains("certificate"))
    // The exact reference's time per rational simplex call: 20 s unless given, and passed on
    // to child processes.
    #expect(try FuzzCommand.parse([]).exactSeconds == 20)
    let patient = try FuzzCommand.parse(["--exact-seconds", "300"])
    #expect(
      patient.judge.checker(exactSeconds: patient.exactSeconds).exactReferenceLimits.milliseconds
        == 300_000)
    let arguments = patient.generatorArguments
    let at = try #require(arguments.firstIndex(of: "--exact-seconds"))
    #expect(arguments[at + 1] == "300")
    #expect(throws: (any Error).self) { try FuzzCommand.parse(["--exact-seconds", "0"]) }
    #expect(throws: (any Error).self) { try FuzzCommand.parse(["--judge", "vibes"]) }
    let layout = try FuzzCommand.parse(["--shape", "layout", "--max-variables", "400"])
    #expect(layout.generatorOptions.layout.views == 1...100)
    #expect(
      FuzzCommand.summary(systems: 10, disagreements: 1, unchecked: 2)
        == "10 systems, 1 disagreements, 2 unchecked (the reference failed)")
    #expect(
      FuzzCommand.summary(systems: 10, disagreements: 0, unchecked: 0)
        == "10 systems, 0 disagreements")
  }
}
