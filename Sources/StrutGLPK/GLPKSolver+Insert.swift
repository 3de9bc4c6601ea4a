import CGLPKShim
import StrutCore

/// A validated constraint: merged terms, all finite and non-zero.
struct PreparedConstraint {
  let constraint: Constraint
  let variables: [Variable]
  let coefficients: [Double]
}

/// What `insert` added to the model, so that a failure can take it out again.
struct InsertLog {
  var constraintIDs: [Int] = []
  var newSlots: [Int] = []
  var levelCount = 0
  var witnesses: [(slot: Int, value: Double)] = []
}

extension GLPKSolver {
  /// Validates a batch before anything changes, merging repeated variables.
  ///
  /// - Complexity: O(total terms).
  func prepare(_ batch: [Constraint]) throws(SolverError) -> [PreparedConstraint] {
    var seen = Set<Int>()
    var prepared: [PreparedConstraint] = []
    prepared.reserveCapacity(batch.count)
    for constraint in batch {
      if constraints[constraint.id] != nil || !seen.insert(constraint.id).inserted {
        throw .duplicateConstraint(constraint)
      }
      guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
      guard constraint.weight.isFinite, constraint.weight > 0 else {
        throw .invalidWeight(constraint)
      }
      let expression = constraint.expression
      for term in expression.terms where !term.coefficient.isFinite {
        throw .nonFiniteCoefficient(constraint, term.variable)
      }
      guard expression.constant.isFinite else { throw .nonFiniteConstant(constraint) }
      var position: [Int: Int] = [:]
      var variables: [Variable] = []
      var coefficients: [Double] = []
      for term in expression.terms {
        if let index = position[term.variable.id] {
          coefficients[index] += term.coefficient
        } else {
          position[term.variable.id] = variables.count
          variables.append(term.variable)
          coefficients.append(term.coefficient)
        }
      }
      var keptVariables: [Variable] = []
      var keptCoefficients: [Double] = []
      for (variable, coefficient) in zip(variables, coefficients) where coefficient != 0 {
        // Repeated huge terms can overflow when merged.
        guard coefficient.isFinite else { throw .nonFiniteCoefficient(constraint, variable) }
        keptVariables.append(variable)
        keptCoefficients.append(coefficient)
      }
      if keptVariables.isEmpty, constraint.isRequired,
        !Self.constantHolds(expression.constant, constraint.relation)
      {
        throw .unsatisfiable(constraint, conflicts: [])
      }
      prepared.append(
        PreparedConstraint(
          constraint: constraint, variables: keptVariables, coefficients: keptCoefficients))
    }
    return prepared
  }

  /// Whether `constant relation 0` holds (for constraints without variables).
  static func constantHolds(_ constant: Double, _ relation: Relation) -> Bool {
    let tolerance = 1e-9
    switch relation {
    case .equal: return abs(constant) <= tolerance
    case .lessThanOrEqual: return constant <= tolerance
    case .greaterThanOrEqual: return constant >= -tolerance
    }
  }

  /// Adds validated constraints: model, LP rows (one call), then feasibility.
  func insert(_ batch: [PreparedConstraint]) throws(SolverError) {
    let started = strut_glp_seconds()
    defer { statistics.secondsInGLPK += strut_glp_seconds() - started }
    do throws(GLPKCallFailure) { try ensureLP() } catch {
      recoverLP()
      throw .backendFailure(error.description)
    }
    guard let lp else { throw .backendFailure("GLPK problem unavailable") }
    let checkpoint = makeCheckpoint()
    var log = InsertLog()
    log.levelCount = levels.count
    var rowIDs: [Int] = []
    for item in batch {
      var slots: [Int] = []
      slots.reserveCapacity(item.variables.count)
      for variable in item.variables {
        let slot = slot(for: variable, created: &log.newSlots)
        variableStore[slot]?.references += 1
        if item.constraint.isRequired { variableStore[slot]?.requiredReferences += 1 }
        slots.append(slot)
      }
      let level = item.constraint.isRequired ? nil : level(for: item.constraint.priority)
      if let level { levels[level].members += 1 }
      let entry = ConstraintEntry(
        constraint: item.constraint, slots: slots, coefficients: item.coefficients,
        order: nextOrder, level: level)
      nextOrder += 1
      constraints[item.constraint.id] = entry
      log.constraintIDs.append(item.constraint.id)
      if !slots.isEmpty { rowIDs.append(item.constraint.id) }
    }
    let liveRowsBefore = Int(lp.rowCount) - deadRowCount
    do throws(GLPKCallFailure) {
      try appendToLP(
        slots: log.newSlots, levels: Array(log.levelCount..<levels.count), constraintIDs: rowIDs,
        editIDs: [])
    } catch {
      undo(log)
      recoverLP(rollingBackTo: checkpoint)
      throw .backendFailure(error.description)
    }
    structureChanged = true
    lexicographic = false
    needsSolve = true
    if rowIDs.count > liveRowsBefore { coldNext = true }

    var feasible = true
    for id in rowIDs where constraints[id]?.level == nil {
      if !witnessAccepts(id, log: &log.witnesses) {
        feasible = false
        break
      }
    }
    if feasible { return }

    // The witness cannot vouch for the batch: solve now (warm), explain if infeasible.
    var withBasis = checkpoint
    var undone = false
    let explanation: (culprit: Constraint, conflicts: [Constraint])
    do throws(GLPKCallFailure) {
      withBasis.basis = try lp.basisStatuses(rows: checkpoint.rows, columns: checkpoint.columns)
      if try solve() == .optimal {
        do throws(GLPKCallFailure) { try collectGarbage() } catch { recoverLP() }
        return
      }
      explanation = try explainInfeasibility(of: log.constraintIDs)
      undo(log)
      undone = true
      try rollback(to: withBasis)
    } catch {
      if !undone { undo(log) }
      recoverLP(rollingBackTo: withBasis)
      throw .backendFailure(error.description)
    }
    throw .unsatisfiable(explanation.culprit, conflicts: explanation.conflicts)
  }

  /// Adds an edit variable (validated) to the model and the LP.
  func insertEdit(_ variable: Variable, priority: Priority) throws(SolverError) {
    try withRecovery { () throws(GLPKCallFailure) in
      try ensureLP()
      // Until a value is suggested the edit asks for the variable's current value, so adding
      // it moves nothing: solve first if the current solution is out of date.
      var initial = 0.0
      if let slot = variableSlots[variable.id] {
        if needsSolve {
          guard try solve() == .optimal else {
            throw GLPKCallFailure(
              call: "glp_simplex", message: "the required constraints became infeasible")
          }
          try collectGarbage()
        }
        initial = variableStore[slot]?.solved ?? 0
      }
      let checkpoint = makeCheckpoint()
      var log = InsertLog()
      log.levelCount = levels.count
      let slot = slot(for: variable, created: &log.newSlots)
      variableStore[slot]?.references += 1
      let level = level(for: priority)
      levels[level].members += 1
      edits[variable.id] = EditEntry(slot: slot, priority: priority, level: level, value: initial)
      do throws(GLPKCallFailure) {
        try appendToLP(
          slots: log.newSlots, levels: Array(log.levelCount..<levels.count), constraintIDs: [],
          editIDs: [variable.id])
      } catch {
        if let edit = edits.removeValue(forKey: variable.id) {
          levels[edit.level].members -= 1
          variableStore[edit.slot]?.references -= 1
        }
        undo(log)
        recoverLP(rollingBackTo: checkpoint)
        throw error
      }
      structureChanged = true
      lexicographic = false
      needsSolve = true
    }
  }

  /// The slot of `variable`, creating its entry (without a column yet) if needed.
  func slot(for variable: Variable, created: inout [Int]) -> Int {
    if let slot = variableSlots[variable.id] { return slot }
    var entry = VariableEntry(variable: variable)
    entry.published = retiredValues[variable.id] ?? 0
    let slot: Int
    if let free = freeVariableSlots.popLast() {
      slot = free
      variableStore[slot] = entry
    } else {
      slot = variableStore.count
      variableStore.append(entry)
    }
    variableSlots[variable.id] = slot
    created.append(slot)
    return slot
  }

  /// The level of `priority`, creating it (without LP row and column yet) if needed.
  func level(for priority: Priority) -> Int {
    if let index = levelIndex[priority.value] { return index }
    levels.append(Level(priority: priority.value))
    levelIndex[priority.value] = levels.count - 1
    return levels.count - 1
  }

  /// Takes out of the model what `insert` put in.
  func undo(_ log: InsertLog) {
    for id in log.constraintIDs.reversed() {
      guard let entry = constraints.removeValue(forKey: id) else { continue }
      for slot in entry.slots {
        variableStore[slot]?.references -= 1
        if entry.level == nil { variableStore[slot]?.requiredReferences -= 1 }
      }
      if let level = entry.level { levels[level].members -= 1 }
    }
    for (slot, value) in log.witnesses.reversed() { variableStore[slot]?.witness = value }
    for slot in log.newSlots.reversed() {
      if let entry = variableStore[slot] { variableSlots[entry.variable.id] = nil }
      variableStore[slot] = nil
      freeVariableSlots.append(slot)
    }
    while levels.count > log.levelCount {
      let removed = levels.removeLast()
      levelIndex[removed.priority] = nil
    }
  }

  /// Whether the feasibility witness satisfies the required constraint `id`, after moving a
  /// variable that no other required constraint mentions if that helps.
  func witnessAccepts(_ id: Int, log: inout [(slot: Int, value: Double)]) -> Bool {
    guard let entry = constraints[id] else { return true }
    var residual = entry.constraint.expression.constant
    var scale = abs(residual)
    for (slot, coefficient) in zip(entry.slots, entry.coefficients) {
      let product = coefficient * (variableStore[slot]?.witness ?? 0)
      residual += product
      scale += abs(product)
    }
    let tolerance = 1e-9 * (1 + scale)
    let holds: Bool
    switch entry.constraint.relation {
    case .equal: holds = abs(residual) <= tolerance
    case .lessThanOrEqual: holds = residual <= tolerance
    case .greaterThanOrEqual: holds = residual >= -tolerance
    }
    if holds { return true }
    let largest = entry.coefficients.reduce(0) { max($0, abs($1)) }
    var best: (slot: Int, coefficient: Double)?
    for (slot, coefficient) in zip(entry.slots, entry.coefficients)
    where variableStore[slot]?.requiredReferences == 1 && abs(coefficient) >= 1e-6 * largest {
      if best.map({ abs(coefficient) > abs($0.coefficient) }) ?? true {
        best = (slot, coefficient)
      }
    }
    guard let best, let old = variableStore[best.slot]?.witness else { return false }
    let moved = old - residual / best.coefficient
    guard moved.isFinite else { return false }
    log.append((best.slot, old))
    variableStore[best.slot]?.witness = moved
    return true
  }
}
