import ArgumentParser
import Foundation
import StrutConformance
import StrutCore
import StrutWorkloads

/// `bench _verify`: builds each workload × size on one backend (the protocol's build: every
/// constraint as one batch, the edit, its first suggestion, update), then runs the full
/// conformance check of the result, and prints the build time, the check time, the verdict and
/// how the checker split the state. Hidden: it is how docs/conformance.md's "Checking large
/// states" figures are measured.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "_verify", abstract: "Time the full check against the build (internal).",
    shouldDisplay: false)

  @Option(help: "Comma-separated workloads, or all.") var workloads = "all"
  @Option(help: "Comma-separated sizes.") var sizes = "1000,10000,100000"
  @Option(help: "The backend whose build is checked.") var backend = "cassowary"
  @Option(help: "The seed of the workloads.") var seed: UInt64 = 1
  @Option(help: "Check states of this many variables or more part by part.")
  var decompositionThreshold = 2_000

  func run() throws {
    guard let chosen = Backend(rawValue: backend.lowercased()) else {
      throw ValidationError("unknown backend \"\(backend)\"")
    }
    let clock = ContinuousClock()
    for workload in try Workload.list(workloads) {
      for size in try parseSizes(sizes) where size >= workload.minimumSize {
        let system = try workload.system(size: size, seed: seed)
        let runner = WorkloadRunner(system: system, seed: seed)
        let solver = chosen.makeSolver()
        let started = clock.now
        let instance: ConstraintSystem.Instance
        do {
          instance = try runner.build(on: solver)
        } catch {
          print("\(workload) \(size) \(chosen): build failed: \(error)")
          continue
        }
        let built = clock.now - started
        let state = CorrectnessReport.finalState(instance, editRan: false)
        var values: [Variable: Double] = [:]
        for variable in instance.variables { values[variable] = solver.value(of: variable) }
        let checkStarted = clock.now
        let checker = ConformanceChecker(decompositionThreshold: decompositionThreshold)
        let verdict = checker.check(state, values: values)
        let checked = clock.now - checkStarted
        let outcome =
          verdict.passed
          ? "verified" : "differ: \(verdict.discrepancies[0].message.prefix(300))"
        print(
          "\(workload) \(size) \(chosen): build \(OutputFormat.duration(built.inSeconds)), "
            + "check \(OutputFormat.duration(checked.inSeconds)) "
            + "(\(String(format: "%.2f", checked.inSeconds / max(1e-9, built.inSeconds)))"
            + "× build): "
            + "\(outcome); \(verdict.decomposition?.description ?? "whole state")"
            + (verdict.notes.isEmpty ? "" : "; notes: \(verdict.notes.prefix(2))"))
        fflush(nil)
      }
    }
  }
}
