/// Why a workload could not be generated.
public enum WorkloadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The size is below the workload's minimum (``Workload/minimumSize``).
  case invalidSize(Workload, Int)
  /// No workload has this name.
  case unknownWorkload(String)
  /// The layout DSL refused a constraint while building a workload (the message is its
  /// diagnostic). Generators only make valid layouts, so this signals a bug.
  case layoutRejected(Workload, String)

  /// A sentence naming the problem and what is accepted.
  public var description: String {
    switch self {
    case .invalidSize(let workload, let size):
      return "\(workload) needs a size of at least \(workload.minimumSize), got \(size)"
    case .unknownWorkload(let name):
      let known = Workload.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown workload \"\(name)\" (known: \(known))"
    case .layoutRejected(let workload, let message):
      return "the layout DSL refused a constraint of \(workload): \(message)"
    }
  }
}
