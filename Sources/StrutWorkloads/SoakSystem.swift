import StrutCore

/// The long-churn workload of `bench soak` (issue 18, item 1): a fixed system of required
/// constraints and weak pins over a row of boxes, three edit variables, and a pool of optional
/// constraints and inequalities of which eight are in the solver at a time; each cycle removes
/// those eight and adds eight others drawn from the pool (no required equality ever leaves).
/// Seeded (SplitMix64): the same seed gives the same system and the same cycles.
///
/// The system, for `n` variables (n/3 boxes g, each `left(g)`, `width(g)`, `right(g)`):
/// - required: `right(g) == left(g) + width(g)`, `width(g) >= 0`;
/// - weak pins: `left(g) == 10·g + (−3…3) @100`, `width(g) == 4…12 @100`, so the optimum is
///   unique and every box has a resting place;
/// - edits at 500 on `left` of the boxes at 1/4, 1/2 and 3/4 of the row, moving ±4 each cycle;
/// - the pool (`poolSize` constraints between a box and one of the next three, all
///   satisfiable with the required ones): optional `left(h) == right(g) + c @p` and
///   `right(g) <= left(h) + c @p` (p from 150, 250, 300, 600, 700, 750), and required loose
///   inequalities `left(h) − left(g) >= −1000` (removing and adding them never conflicts).
public struct SoakSystem: Sendable {
  /// The variables, `v0 …`.
  public let variables: [Variable]
  /// Constraints added once and never removed (required ones and the weak pins).
  public let fixed: [Constraint]
  /// The constraints that churn.
  public let pool: [Constraint]
  /// The edit variables.
  public let edits: [Variable]
  /// The edits' priority.
  public let editPriority: Priority = .medium
  /// How many pool constraints are in the solver at a time (and change per cycle).
  public let churnCount: Int
  /// The seed.
  public let seed: UInt64

  /// A soak system of `variableCount` variables (at least 8) and `poolSize` churned
  /// constraints (at least twice `churnCount`).
  public init(
    seed: UInt64, variableCount: Int = 300, poolSize: Int = 48, churnCount: Int = 8
  ) {
    let boxes = max(8, variableCount) / 3
    let churn = max(1, churnCount)
    var random = SplitMix64(seed: seed)
    let variables = (0..<(3 * boxes)).map { Variable("v\($0)") }
    func left(_ box: Int) -> Variable { variables[3 * box] }
    func width(_ box: Int) -> Variable { variables[3 * box + 1] }
    func right(_ box: Int) -> Variable { variables[3 * box + 2] }
    var fixed: [Constraint] = []
    for box in 0..<boxes {
      fixed.append(right(box) == left(box) + width(box))
      fixed.append(width(box) >= 0)
      fixed.append((left(box) == Double(10 * box + random.within(-3...3))).priority(100))
      fixed.append((width(box) == Double(random.within(4...12))).priority(100))
    }
    let priorities: [Priority] = [150, 250, 300, 600, 700, 750]
    var pool: [Constraint] = []
    for _ in 0..<max(2 * churn, poolSize) {
      let box = random.below(boxes - 3)
      let other = box + random.within(1...3)
      let offset = Double(random.within(-6...6))
      switch random.below(3) {
      case 0:
        pool.append((left(other) == right(box) + offset).priority(random.pick(priorities)))
      case 1:
        pool.append((right(box) <= left(other) + offset).priority(random.pick(priorities)))
      default:
        pool.append(left(other) - left(box) >= -1000)
      }
    }
    self.variables = variables
    self.fixed = fixed
    self.pool = pool
    self.edits = [left(boxes / 4), left(boxes / 2), left(3 * boxes / 4)]
    self.churnCount = churn
    self.seed = seed
  }

  /// The pool indices in the solver during cycle `cycle` (cycle 0: the first set added):
  /// `churnCount` distinct indices, drawn from a generator seeded by the seed and the cycle.
  public func selection(cycle: Int) -> [Int] {
    var random = SplitMix64(seed: seed ^ (0x5EED_0000_0000 &+ UInt64(truncatingIfNeeded: cycle)))
    var chosen: [Int] = []
    chosen.reserveCapacity(churnCount)
    while chosen.count < churnCount {
      let index = random.below(pool.count)
      if !chosen.contains(index) { chosen.append(index) }
    }
    return chosen
  }

  /// The value suggested for edit `edit` in cycle `cycle`: the edited box's resting place
  /// (10·box), moving ±4 with the cycle.
  public func editValue(cycle: Int, edit: Int) -> Double {
    let box = (edit % 3 + 1) * (variables.count / 3) / 4
    return Double(10 * box + (cycle * (3 + 2 * edit)) % 9 - 4)
  }

  /// Adds the fixed constraints, the edit variables and the first selection.
  public func build(on solver: some ConstraintSolver) throws(SolverError) {
    try solver.add(contentsOf: fixed)
    for edit in edits { try solver.addEditVariable(edit, priority: editPriority) }
    try solver.add(contentsOf: selection(cycle: 0).map { pool[$0] })
    solver.updateVariables()
  }

  /// One cycle (`cycle` ≥ 1): removes the previous cycle's selection, adds this cycle's,
  /// suggests the edits' values and updates.
  public func runCycle(_ cycle: Int, on solver: some ConstraintSolver) throws(SolverError) {
    try solver.remove(contentsOf: selection(cycle: cycle - 1).map { pool[$0] })
    try solver.add(contentsOf: selection(cycle: cycle).map { pool[$0] })
    for (index, edit) in edits.enumerated() {
      try solver.suggestValue(editValue(cycle: cycle, edit: index), for: edit)
    }
    solver.updateVariables()
  }
}
