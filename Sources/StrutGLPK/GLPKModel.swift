import StrutCore

// The Swift-side model of a GLPKSolver: everything needed to rebuild the LP from scratch, plus
// the LP index of every row and column. Internal value types; the solver owns them.

/// A variable the solver holds (referenced by a constraint row or an edit). Its LP column,
/// feasibility witness, solved and published values live in parallel arrays of the solver
/// (`columnOfSlot`, `witness`, `solved`, `published`), indexed by its slot, so that reading a
/// solution and publishing it are single array operations.
struct VariableEntry {
  /// The variable.
  let variable: Variable
  /// Live rows and edits that mention it (0: an orphan, retired by the next clean-up unless a
  /// new row mentions it first).
  var references = 0
  /// Live REQUIRED constraint rows that mention it (for the feasibility witness).
  var requiredReferences = 0
}

/// What makes a removed constraint's row reusable for a new constraint without touching the
/// basis: the same left-hand side (variables and coefficients), the same relation, level and
/// weight (so the same error columns with the same level-row entries).
///
/// The terms are compared in the order given (the array is the entry's own, so making a
/// signature allocates nothing): re-adding a constraint, or one built the same way, matches.
struct RowSignature: Hashable {
  var terms: [Term]
  var relation: Relation
  var level: Int?
  var weight: Double

  /// The signature of a constraint entry.
  init(_ entry: borrowing ConstraintEntry) {
    terms = entry.terms
    relation = entry.constraint.relation
    level = entry.level
    weight = entry.level == nil ? 1 : entry.constraint.weight
  }
}

/// A constraint the solver holds.
struct ConstraintEntry {
  /// The constraint as given.
  let constraint: Constraint
  /// The merged expression's terms: distinct variables, non-zero finite coefficients (the
  /// constraint's own array unless merging was needed, so an entry allocates nothing). Each
  /// variable has a slot (`GLPKSolver.variableSlots`) while the entry lives.
  let terms: [Term]

  /// The coefficients of ``terms``.
  var coefficients: [Double] { terms.map(\.coefficient) }
  /// Insertion order (orders conflict reports).
  var order: Int
  /// Its level (index into `GLPKSolver.levels`) if optional.
  let level: Int?
  /// Its LP row (0 for a constraint without variables, which has no row).
  var row: Int32 = 0
  /// Its first error column (0: none yet). The error columns (`==`: 2, `<=`/`>=`: 1,
  /// required: none) are consecutive: they are created together and deletions keep the order.
  var errorColumn: Int32 = 0

  /// The number of error columns.
  var errorCount: Int {
    level == nil ? 0 : (constraint.relation == .equal ? 2 : 1)
  }

  /// Its error columns (none until it has a row).
  var errors: [Int32] {
    errorColumn == 0 ? [] : (0..<Int32(errorCount)).map { errorColumn + $0 }
  }

  /// The row's bounds: `Σ a·x relation −constant`.
  var rowBounds: Bounds {
    let rhs = -constraint.expression.constant
    switch constraint.relation {
    case .equal: return .fixed(rhs)
    case .lessThanOrEqual: return .atMost(rhs)
    case .greaterThanOrEqual: return .atLeast(rhs)
    }
  }
}

/// An edit variable: the optional row `v − e⁺ + e⁻ == value` at the edit's priority.
struct EditEntry {
  /// Slot of the variable in `GLPKSolver.variableStore`.
  var slot: Int
  /// The edit's priority.
  let priority: Priority
  /// The level (index into `GLPKSolver.levels`).
  let level: Int
  /// The suggested value (until the first suggestion: the variable's value when the edit
  /// was added, 0 for a variable the solver had not seen).
  var value = 0.0
  /// Its LP row.
  var row: Int32 = 0
  /// Its two error columns.
  var errors: [Int32] = []
}

/// One priority level of optional constraints: the row `Σ weight·error − total == 0` and the
/// column `total`, whose bounds fix the level's optimum while lower levels are solved.
struct Level {
  /// The priority of every constraint and edit in this level.
  let priority: Float
  /// The level row.
  var row: Int32 = 0
  /// The `total` column.
  var column: Int32 = 0
  /// Live optional constraints and edits in the level.
  var members = 0
  /// The current bounds of the `total` column.
  var bounds = Bounds.nonNegative
}

/// What an LP row stands for.
enum RowRole: Equatable {
  /// The row of the constraint with this id.
  case constraint(Int)
  /// The row of the edit of the variable with this id.
  case edit(Int)
  /// The row of the level with this index.
  case level(Int)
  /// A removed row, freed of bounds, waiting to be deleted.
  case dead
}

/// What an LP column stands for.
enum ColumnRole: Equatable {
  /// The column of the variable in this slot.
  case variable(Int)
  /// Error column `index` of the constraint with this id.
  case constraintError(Int, Int)
  /// Error column `index` of the edit of the variable with this id.
  case editError(Int, Int)
  /// The `total` column of the level with this index.
  case level(Int)
  /// A removed column, fixed at 0 (or free, for a variable), waiting to be deleted.
  case dead
}

/// The state a failed operation restores.
struct SolverCheckpoint {
  var rows: Int32
  var columns: Int32
  var rowRoleCount: Int
  var columnRoleCount: Int
  var levelCount: Int
  var levelBounds: [Bounds]
  var objectiveLevel: Int?
  var basis: BasisSnapshot?
  var needsSolve: Bool
  var structureChanged: Bool
  var lexicographic: Bool
  var coldNext: Bool
  var solutionPending: Bool
}
