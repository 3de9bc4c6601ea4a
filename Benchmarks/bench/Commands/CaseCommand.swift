import ArgumentParser
import Foundation
import StrutCore
import StrutWorkloads

/// `bench _case`: runs ONE case in this process and writes JSON lines (``CaseMessage``) to
/// standard output. The parent (``RunCommand``) starts it once per case; it is hidden from help.
struct CaseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "_case", abstract: "Run one case and print JSON lines (internal).",
    shouldDisplay: false)

  @Option var workload: String
  @Option var size: Int
  @Option var backend: String
  @Option var repetitions: Int = 1
  @Option var seed: UInt64 = 1
  @Option var operations: String = "build,edit,churn"
  @Option var via: Via = .solver
  @Option var correctness: CorrectnessMode = .none

  func run() throws {
    do {
      try execute(emit: emit)
    } catch {
      throw ExitCode(2)
    }
  }

  /// Runs the case, sending each message to `emit` as soon as it is known; a failure is sent
  /// as an `error` message and rethrown.
  func execute(emit: (CaseMessage) -> Void) throws {
    do {
      let workload = try Workload.named(workload)
      guard let backend = Backend(rawValue: backend) else {
        throw ListError(description: "unknown backend \"\(backend)\"")
      }
      let operations = try BenchmarkOperation.list(operations)
      if via == .dsl {
        try ViaDSLCase.run(
          workload: workload, size: size, backend: backend, repetitions: repetitions, seed: seed,
          operations: Set(operations), emit: emit)
        return
      }
      // The JSON model goes out of scope once instantiated: only the live instance stays.
      let runner = try {
        let system = try workload.system(size: size, seed: seed)
        emit(
          CaseMessage(
            kind: .system, variables: system.variables.count,
            constraints: system.constraints.count))
        // Build always runs (edit and churn need it); it is always reported to `report` so
        // that the glpk split of each later operation starts after it (it is emitted only
        // when asked for).
        return WorkloadRunner(
          system: system, operations: Set(operations).union([.build]), repetitions: repetitions,
          seed: seed, timesInstantiation: via == .code)
      }()
      let split = GLPKSplitMeter()
      // The last repetition's solver stays alive for the correctness report.
      var last: (any ConstraintSolver)?
      let outcome = try runner.run(
        makeSolver: {
          last = nil
          let solver = split.watch(backend.makeSolver())
          last = solver
          return solver
        },
        prepared: { emit(CaseMessage(kind: .baseline, rssBytes: ProcessMemory.currentRSS())) },
        report: { operation, seconds in
          // Restarts the meter at the end of every operation, reported or not: an operation's
          // split counts only the GLPK calls made during it.
          let glpk = split.sinceLastReport()
          guard operations.contains(operation) else { return }
          emit(
            CaseMessage(
              kind: .samples, operation: operation, seconds: seconds,
              rssBytes: ProcessMemory.peakRSS(), glpkSeconds: glpk?.seconds,
              glpkIterations: glpk?.iterations))
        })
      emit(
        CaseMessage(
          kind: .done, rssBytes: ProcessMemory.peakRSS(),
          maxRequiredResidual: outcome.maxRequiredResidual))
      // Untimed, after `done`: a check stopped at the budget leaves every timing behind.
      if let solver = last {
        CorrectnessReport.measure(
          instance: runner.instance, solver: solver, editRan: operations.contains(.edit),
          seed: seed, mode: correctness
        ) { report in emit(CaseMessage(kind: .correctness, correctness: report)) }
      }
    } catch {
      emit(CaseMessage(kind: .error, rssBytes: ProcessMemory.peakRSS(), message: "\(error)"))
      throw error
    }
  }

  /// Writes one message line and flushes it.
  private func emit(_ message: CaseMessage) {
    FileHandle.standardOutput.write(Data((message.line + "\n").utf8))
  }
}
