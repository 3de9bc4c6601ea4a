import Foundation
import StrutWorkloads

extension BenchRun {
  /// The comparison solvers that can run, with where their scripts and python3 are.
  struct Comparisons {
    /// The solvers that will run.
    var solvers: [ComparisonSolver] = []
    /// Benchmarks/compare.
    var directory = ""
    /// python3.
    var python = ""
  }

  /// Finds python3, the scripts and the packages for `--compare`; a solver that cannot run
  /// is named in `notes` with the command that installs what is missing.
  func prepareComparisons(_ notes: inout [String]) -> Comparisons {
    guard !plan.compare.isEmpty else { return Comparisons() }
    if plan.via != .solver {
      let note = "comparisons skipped: they run on exported systems, not via \(plan.via)"
      notes.append(note)
      progress.announce(note)
      return Comparisons()
    }
    let python = ComparisonSolver.python()
    let directory = ComparisonSolver.scriptDirectory()
    var ready = Comparisons(directory: directory ?? "", python: python ?? "")
    for solver in plan.compare {
      if let reason = solver.unavailableReason(python: python, directory: directory) {
        notes.append(reason)
        progress.announce(reason)
      } else {
        ready.solvers.append(solver)
      }
    }
    return ready
  }

  /// Exports the case's system to a temporary file and runs the solver's script on it.
  func runComparison(
    _ solver: ComparisonSolver, _ key: GroupKey, directory: String, python: String
  ) -> (rows: [BenchRow], reports: [CorrectnessReport], failure: String?) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-bench-compare-\(getpid())", isDirectory: true)
    let file = folder.appendingPathComponent("\(key.workload)-\(key.size).json")
    let variables: Int
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let system = try key.workload.system(size: key.size, seed: plan.seed)
      try system.write(to: file, prettyPrinted: false)
      variables = system.variables.count
    } catch {
      return ([], [], "could not export the system: \(error)")
    }
    defer { try? FileManager.default.removeItem(at: file) }
    let sample =
      plan.correctness
      ? CorrectnessReport.sampleIndices(count: variables, seed: plan.seed) : []
    let measured = solver.measure(
      file: file.path, workload: key.workload, size: key.size, python: python,
      directory: directory, budget: plan.budget, repetitions: plan.repetitions, seed: plan.seed,
      operations: plan.operations, sample: sample)
    return measured
  }
}
