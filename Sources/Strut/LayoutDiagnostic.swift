/// A misuse of the layout API or a constraint the solver refused, recorded on the
/// ``LayoutEngine`` instead of terminating the process.
///
/// The offending constraint is not installed; everything else stays as it was.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A constraint needs the item's superview (a constant position, `equalToSuperview`, an
    /// inset target) and there is none; or a guide was never added to a view.
    case noSuperview
    /// The two items of a constraint are not in the same view tree.
    case noCommonAncestor
    /// The attributes cannot be related (horizontal with vertical, left/right with
    /// leading/trailing, a point with a size).
    case incompatibleAttributes
    /// A position attribute was related to a size (an attribute or a `CGSize`), or the reverse.
    case positionAgainstSize
    /// A number (constant, offset, inset, multiplier, frame) is NaN or infinite.
    case nonFiniteNumber
    /// The priority is outside (0, 1000].
    case invalidPriority
    /// The weight (`weight(_:)`) is not a positive finite number.
    case invalidWeight
    /// An item of the constraint was deallocated before it could be installed.
    case deallocatedTarget
    /// A required constraint conflicts with the required constraints already installed.
    case unsatisfiable
    /// A view was added to itself or to one of its descendants.
    case hierarchyCycle
    /// An attribute chain (`make.top`) was started but never related.
    case incompleteConstraint
    /// The solver failed for another reason (see the message).
    case solverFailure
  }

  /// What went wrong.
  public let kind: Kind
  /// A sentence describing the problem.
  public let message: String
  /// The description of the offending constraint, if there is one
  /// (`label.top == header.bottom + 30 @750 (Home.swift:12)`).
  public let constraint: String?
  /// The constraint's label (`labeled(_:)`), if any.
  public let label: String?
  /// The names of the items involved.
  public let items: [String]
  /// The file (`#fileID`) of the constraint, or "" when there is none.
  public let file: String
  /// The line of the constraint, or 0 when there is none.
  public let line: UInt
  /// For ``Kind/unsatisfiable``: descriptions of the installed constraints that conflict
  /// with the rejected one (as small a set as the solver found).
  public let conflicts: [String]

  /// A diagnostic.
  public init(
    kind: Kind, message: String, constraint: String?, label: String? = nil, items: [String],
    file: String, line: UInt, conflicts: [String] = []
  ) {
    self.kind = kind
    self.message = message
    self.constraint = constraint
    self.label = label
    self.items = items
    self.file = file
    self.line = line
    self.conflicts = conflicts
  }

  /// `file:line` without the module prefix of `#fileID`, or "" when unknown.
  public var location: String {
    file.isEmpty ? "" : "\(shortFileName(file)):\(line)"
  }

  /// A multi-line report: the problem, the constraint and the conflicts.
  public var description: String {
    var text = "[Strut] \(kind.rawValue): \(message)"
    if let constraint { text += "\n  constraint: \(constraint)" }
    if !conflicts.isEmpty {
      text += "\n  conflicts with:"
      for conflict in conflicts { text += "\n    \(conflict)" }
    }
    return text
  }
}

/// `Home.swift` from `MyApp/Home.swift` (as `#fileID` gives it) or a full path.
func shortFileName(_ file: String) -> String {
  if let slash = file.lastIndex(of: "/") { return String(file[file.index(after: slash)...]) }
  return file
}
