import CGLPK
import StrutCore

extension GLPKSolver {
  /// Conflict sets larger than this are reported as found (without the deletion filter).
  static let deletionFilterLimit = 200

  /// Explains why the batch `ids` (just appended; the LP is infeasible) cannot be added:
  /// which of its constraints to name, and a small set of required constraints it conflicts
  /// with.
  ///
  /// 1. Elastic phase 1 on the live LP (warm): each new required row gets non-negative
  ///    elastic columns of cost 1 and the level objectives are cleared. At the optimum, the
  ///    required rows with non-zero duals form a Farkas certificate of infeasibility
  ///    (optional rows have free error columns, so their duals are 0).
  /// 2. A deletion filter over that certificate, on small scratch LPs: a constraint is dropped
  ///    when the others remain infeasible without it. The result is irreducible.
  ///
  /// The caller deletes the elastic columns with the rest of the batch (rollback).
  ///
  /// - Complexity: one warm simplex on the LP plus, for a certificate of k rows (k ≤
  ///   ``deletionFilterLimit``), k simplex solves of at most k rows.
  func explainInfeasibility(of ids: [Int]) throws(GLPKCallFailure) -> (
    culprit: Constraint, conflicts: [Constraint]
  ) {
    guard let lp else { throw GLPKCallFailure(call: "explain", message: "no GLPK problem") }
    let batch = ids.compactMap { constraints[$0] }
    let newRequired = batch.filter { $0.level == nil && $0.row != 0 }
    guard let fallback = newRequired.last ?? batch.last else {
      throw GLPKCallFailure(call: "explain", message: "no constraint to explain")
    }
    if let current = objectiveLevel {
      try lp.setObjective(levels[current].column, 0)
      objectiveLevel = nil
    }
    var elasticCount = 0
    for entry in newRequired { elasticCount += entry.constraint.relation == .equal ? 2 : 1 }
    guard elasticCount > 0 else {
      return exactExplanation(of: ids) ?? (fallback.constraint, [])
    }
    var column = try lp.addColumns(Int32(elasticCount))
    for entry in newRequired {
      let coefficients: [Double] =
        switch entry.constraint.relation {
        case .equal: [1, -1]
        case .lessThanOrEqual: [-1]
        case .greaterThanOrEqual: [1]
        }
      for coefficient in coefficients {
        try lp.setColumnBounds(column, .nonNegative)
        try lp.setColumn(column, indices: [0, entry.row], values: [0, coefficient])
        try lp.setObjective(column, 1)
        column += 1
      }
    }
    var budget = SimplexBudget(
      deadline: ContinuousClock.now + .seconds(timeLimit), iterations: iterationLimit)
    guard try runSimplex(&budget) else {
      return exactExplanation(of: ids) ?? (fallback.constraint, [])
    }

    var rows: [Int32] = []
    var owners: [ConstraintEntry] = []
    for role in rowRoles {
      guard case .constraint(let id) = role, let entry = constraints[id], entry.level == nil
      else { continue }
      rows.append(entry.row)
      owners.append(entry)
    }
    let duals = try lp.rowDuals(rows)
    let largest = duals.reduce(0) { max($0, abs($1)) }
    guard largest > 0 else {
      // Within GLPK's tolerances the rows hold (the batch was found infeasible exactly, or
      // only just): the elastic phase 1 has no certificate to offer.
      return exactExplanation(of: ids) ?? (fallback.constraint, [])
    }
    var certificate = zip(owners, duals).filter { abs($0.1) > 1e-7 * largest }.map(\.0)
    let batchIDs = Set(ids)
    if !certificate.contains(where: { batchIDs.contains($0.constraint.id) }) {
      certificate.append(fallback)
    }
    certificate.sort { $0.order < $1.order }
    if certificate.count <= Self.deletionFilterLimit {
      certificate = try deletionFilter(certificate)
    }
    let culprit =
      certificate.last(where: { batchIDs.contains($0.constraint.id) }) ?? fallback
    let conflicts = certificate.filter { $0.constraint.id != culprit.constraint.id }
      .map(\.constraint)
    return (culprit.constraint, conflicts)
  }

  /// The explanation in rational arithmetic, for a batch whose rows hold within GLPK's
  /// feasibility tolerance although they are inconsistent as written (fresh seed 623327564,
  /// system 2898: nearly parallel equalities at 4e5 whose constants miss by 1e-7 of their
  /// size): the solver's required constraints, if there are at most ``deletionFilterLimit``
  /// and they are inconsistent exactly, filtered to an irreducible inconsistent set by exact
  /// solves. Nil when that does not apply or cannot decide.
  ///
  /// - Complexity: up to ``deletionFilterLimit`` + 1 exact feasibility solves.
  func exactExplanation(of ids: [Int]) -> (culprit: Constraint, conflicts: [Constraint])? {
    let required = constraints.liveConstraints().filter(\.isRequired)
    guard !required.isEmpty, required.count <= Self.deletionFilterLimit,
      ExactLexicographicProgram(required).isInconsistent()
    else { return nil }
    var kept = required
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if ExactLexicographicProgram(trial).isInconsistent() {
        kept = trial
      } else {
        index += 1
      }
    }
    let batch = Set(ids.compactMap { constraints[$0]?.constraint.id })
    guard let culprit = kept.last(where: { batch.contains($0.id) }) else { return nil }
    return (culprit, kept.filter { $0.id != culprit.id })
  }

  /// Drops every constraint whose removal keeps the set infeasible (earliest first, so the
  /// newest constraints tend to stay).
  private func deletionFilter(_ set: [ConstraintEntry]) throws(GLPKCallFailure)
    -> [ConstraintEntry]
  {
    var kept = set
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if try isInfeasible(trial) {
        kept = trial
      } else {
        index += 1
      }
    }
    return kept
  }

  /// Whether the required constraints `set` alone have no solution (a scratch LP). When GLPK
  /// cannot decide, the answer is false, which keeps the constraint in the conflict set.
  private func isInfeasible(_ set: [ConstraintEntry]) throws(GLPKCallFailure) -> Bool {
    if set.isEmpty { return false }
    let scratch = try LinearProgram()
    defer { scratch.release() }
    var columnOf: [Int: Int32] = [:]
    for entry in set {
      for slot in slots(of: entry) where columnOf[slot] == nil {
        columnOf[slot] = Int32(columnOf.count + 1)
      }
    }
    guard !columnOf.isEmpty else { return false }
    _ = try scratch.addColumns(Int32(columnOf.count))
    for column in 1...Int32(columnOf.count) { try scratch.setColumnBounds(column, .free) }
    var row = try scratch.addRows(Int32(set.count))
    for entry in set {
      let indices = [0] + slots(of: entry).map { columnOf[$0] ?? 0 }
      try scratch.setRow(row, indices: indices, values: [0] + entry.coefficients)
      try scratch.setRowBounds(row, entry.rowBounds)
      row += 1
    }
    try scratch.crashBasis()
    // The primal simplex's "no feasible point" is confirmed by the dual simplex from the
    // basis it left (see `runSimplex`): on nearly singular rows the primal phase 1 can stop
    // early.
    for method in [Int32(GLP_PRIMAL), Int32(GLP_DUALP)] {
      let code = try scratch.simplex(
        method: method, iterationLimit: 100_000, timeLimitMilliseconds: 10_000)
      guard code == 0, try scratch.statuses().status == Int32(GLP_NOFEAS) else { return false }
    }
    return true
  }
}
