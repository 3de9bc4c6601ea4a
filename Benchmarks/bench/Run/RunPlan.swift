import StrutWorkloads

/// What `bench run` will do, parsed and checked from its options.
struct RunPlan: Sendable, Equatable {
  /// The workloads, in order.
  var workloads: [Workload]
  /// The sizes, in the order given.
  var sizes: [Int]
  /// Strut's backends to measure.
  var backends: [Backend]
  /// The timed operations (build, edit, churn).
  var operations: [BenchmarkOperation]
  /// Whether each case's results are checked for correctness.
  var correctness: Bool
  /// Fresh solvers per case.
  var repetitions: Int
  /// The seed of the workloads, the churn samples and the sampled variables.
  var seed: UInt64
  /// Seconds per child process.
  var budget: Double
  /// How cases reach the solver.
  var via: Via
  /// Sizes up to this get the full conformance check in the child.
  var fullCheckMaxSize: Int
  /// The comparison solvers to run (`--compare`).
  var compare: [ComparisonSolver]

  /// The cases, workload by workload, size by size, backend by backend; sizes below a
  /// workload's minimum are left out and named in `skipped`.
  func cases() -> (cases: [BenchCase], skipped: [String]) {
    var cases: [BenchCase] = []
    var skipped: [String] = []
    for workload in workloads {
      for size in sizes {
        guard size >= workload.minimumSize else {
          skipped.append("\(workload) \(size): below the minimum size \(workload.minimumSize)")
          continue
        }
        for backend in backends {
          cases.append(BenchCase(workload: workload, size: size, backend: backend))
        }
      }
    }
    return (cases, skipped)
  }

  /// How much the child of a case at `size` checks.
  func correctnessMode(size: Int) -> CorrectnessMode {
    guard correctness, via == .solver else { return .none }
    return size <= fullCheckMaxSize ? .full : .sampled
  }
}

/// Parses `--operations`: Strut's timed operations plus `correctness` (not timed: the check of
/// each case's result). `all` is every one of them.
func parseOperations(
  _ text: String
) throws(ListError) -> (timed: [BenchmarkOperation], correctness: Bool) {
  var timed: [BenchmarkOperation] = []
  var correctness = false
  var rest: [String] = []
  for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
    switch item.lowercased() {
    case "correctness": correctness = true
    case "all":
      correctness = true
      rest.append(item)
    case "": continue
    default: rest.append(item)
    }
  }
  if !rest.isEmpty {
    do {
      timed = try BenchmarkOperation.list(rest.joined(separator: ","))
    } catch {
      throw ListError(
        description: error.description.replacingOccurrences(
          of: ", all)", with: ", correctness, all)"))
    }
  }
  guard !timed.isEmpty else {
    throw ListError(
      description: correctness
        ? "correctness needs at least one timed operation (build, edit or churn): it checks their result"
        : "no operation given")
  }
  return (timed, correctness)
}
