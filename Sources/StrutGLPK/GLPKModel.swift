import StrutCore

// The Swift-side model of a GLPKSolver: everything needed to rebuild the LP from scratch, plus
// the LP index of every row and column. Internal value types; the solver owns them.

/// A variable the solver holds (referenced by a constraint row or an edit).
struct VariableEntry {
  /// The variable.
  let variable: Variable
  /// Its LP column.
  var column: Int32 = 0
  /// Live rows and edits that mention it.
  var references = 0
  /// Live REQUIRED constraint rows that mention it (for the feasibility witness).
  var requiredReferences = 0
  /// A value for which every required constraint holds (the feasibility witness).
  var witness = 0.0
  /// Its value in the LP's last solution.
  var solved = 0.0
  /// Its value as of the last `updateVariables()`.
  var published = 0.0
}

/// A constraint the solver holds.
struct ConstraintEntry {
  /// The constraint as given.
  let constraint: Constraint
  /// Slots (in `GLPKSolver.variableStore`) of the variables of the merged expression.
  var slots: [Int]
  /// Their merged, non-zero, finite coefficients.
  let coefficients: [Double]
  /// Insertion order (orders conflict reports).
  let order: Int
  /// Its level (index into `GLPKSolver.levels`) if optional.
  let level: Int?
  /// Its LP row (0 for a constraint without variables, which has no row).
  var row: Int32 = 0
  /// Its error columns (`==`: 2, `<=`/`>=`: 1, required: none).
  var errors: [Int32] = []

  /// The row's bounds: `Σ a·x relation −constant`.
  var rowBounds: Bounds {
    let rhs = -constraint.expression.constant
    switch constraint.relation {
    case .equal: return .fixed(rhs)
    case .lessThanOrEqual: return .atMost(rhs)
    case .greaterThanOrEqual: return .atLeast(rhs)
    }
  }

  /// Coefficients of the error columns in the constraint's row.
  var errorCoefficients: [Double] {
    guard level != nil else { return [] }
    switch constraint.relation {
    case .equal: return [-1, 1]
    case .lessThanOrEqual: return [-1]
    case .greaterThanOrEqual: return [1]
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
