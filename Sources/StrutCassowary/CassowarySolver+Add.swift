import StrutCore

/// Why inserting one constraint failed.
@usableFromInline
enum InsertFailure: Error {
  /// The required constraint cannot hold with the others.
  case unsatisfiable
  /// The constraint appears twice in one batch.
  case duplicate
  /// The simplex ran into numerical trouble.
  case simplex(SimplexFailure)
  /// A row's arithmetic overflowed `Double`'s range.
  case overflow
}

extension CassowarySolver {
  /// Checks a constraint for everything a solver rejects before touching the tableau.
  static func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
    guard constraint.weight.isFinite, constraint.weight > 0 else {
      throw .invalidWeight(constraint)
    }
    for term in constraint.expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteCoefficient(constraint, term.variable)
    }
    guard constraint.expression.constant.isFinite else { throw .nonFiniteConstant(constraint) }
    // Coefficients of a repeated variable can only add up past Double's range when one of
    // them is that large: the shared check (which merges the terms) runs only then.
    var largest = 0.0
    for term in constraint.expression.terms { largest = max(largest, abs(term.coefficient)) }
    if largest * Double(constraint.expression.terms.count) > .greatestFiniteMagnitude {
      _ = try constraint.checkedTerms()
    }
  }

  /// Adds a constraint and re-optimises.
  ///
  /// - Complexity: O(Σ len of the rows the new row is substituted into) plus the pivots it
  ///   causes; independent of the size of unrelated parts of the system.
  /// - Throws: see `ConstraintSolver.add(_:)`; on error nothing changed.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try add(contentsOf: CollectionOfOne(constraint))
  }

  /// Adds constraints as one transaction and optimises once at the end.
  ///
  /// On error nothing changed: an unsatisfiable constraint anywhere in the batch rejects the
  /// whole batch, and the error names that constraint and a small conflicting set.
  ///
  /// The batch's optional inequalities are installed after its other constraints (each group
  /// in the given order). The optimum does not depend on the order, but the work does: an
  /// optional inequality installed early leaves restricted rows (its slack and error) that
  /// later required rows are reduced through, so those rows find no feasible subject and each
  /// needs a phase one (a DSL-built table of 200 cells, whose intrinsic-size inequalities come
  /// before each label's constraints: 199 phase ones and 14,130 pivots in the given order, none
  /// and 223 pivots this way). Optional equalities keep their place: they define variables
  /// directly, which is what the rows after them need.
  ///
  /// Required equalities over more than 16 variables go in after the other
  /// constraints and before the optional inequalities: reduced through the short definitions
  /// the rest of the batch installed, such a row is written once. Installed first, its subject
  /// moved along every constraint that names one of its variables, and each move copied the
  /// whole row (one equality over N variables with N weak pins: 1.5·N² cells, N = 4,000 in
  /// 46 s and 677 MB; now 4·N cells, N = 100,000 in 0.18 s and 108 MB).
  ///
  /// - Complexity: the sum of the single adds, with one optimisation instead of one per add.
  public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
    let batch = constraints as? [Constraint] ?? Array(constraints)
    if batch.isEmpty { return }
    for constraint in batch {
      try Self.validate(constraint)
      if records.contains(constraint.id) { throw .duplicateConstraint(constraint) }
    }
    for constraint in batch {
      constantMagnitude = max(constantMagnitude, abs(constraint.expression.constant))
    }
    if needsRebuild {
      // Constraints that come back before the tableau was touched take their rows back.
      if restoreParked(batch) { return }
      try addFoldedIntoRebuild(batch)
      return
    }
    tableau.reserveCapacity(rows: batch.count, symbols: 2 * batch.count)
    records.reserveCapacity(records.count + batch.count)
    let startsEmpty = records.isEmpty && edits.isEmpty
    if !startsEmpty { beginTransaction() }
    // Rows its merges leave mostly empty are listed, and trimmed at the end
    // (Tableau+RowCapacity.swift).
    tableau.listSlackRows()
    defer { tableau.trimListedRows() }
    let orderAtStart = nextOrder
    var failure: (Constraint, InsertFailure)? = nil
    // Three passes (see the documentation above): the batch's constraints in order, then its
    // long required equalities, then its optional inequalities. The first walks the batch and
    // sets the others aside by index.
    var failedPass = InsertionPass.inOrder
    var longEqualities: [Int] = []
    var optionalInequalities: [Int] = []
    // Installs `batch[index]`; false (with `failure` set) when it cannot go in.
    func install(_ index: Int, in pass: InsertionPass) -> Bool {
      let constraint = batch[index]
      do {
        let record = try insert(constraint)
        // A constraint repeated within the batch is caught here and undone with the rest.
        if records.updateValue(record, forKey: constraint.id) == nil { return true }
        failure = (constraint, .duplicate)
      } catch {
        failure = (constraint, error)
      }
      failedPass = pass
      return false
    }
    inserting: do {
      for index in batch.indices {
        switch Self.insertionPass(of: batch[index]) {
        case .inOrder: if !install(index, in: .inOrder) { break inserting }
        case .longRequiredEquality: longEqualities.append(index)
        case .optionalInequality: optionalInequalities.append(index)
        }
      }
      for index in longEqualities {
        if !install(index, in: .longRequiredEquality) { break inserting }
      }
      for index in optionalInequalities {
        if !install(index, in: .optionalInequality) { break inserting }
      }
    }
    if failure == nil {
      do {
        try tableau.optimize()
        // A simplex row the inserts left below zero is repaired from the optimal basis by
        // the dual simplex (see `Tableau.restoreFeasibility()`).
        try tableau.restoreFeasibility()
        // What the rows could not unmask is priced from the constraints (rarely: see
        // CassowarySolver+FreshPricing.swift).
        try optimizeMaskedImprovements()
      } catch {
        failure = (batch[batch.count - 1], .simplex(error))
      }
    }
    // Arithmetic that overflowed is refused, never stored (see CassowarySolver+Range.swift).
    if failure == nil, !changedRowsAreFinite() { failure = (batch[batch.count - 1], .overflow) }
    guard let (culprit, reason) = failure else {
      if !startsEmpty { tableau.commitTransaction() }
      tableau.compactColumnsIfNeeded()
      if tableau.magnitude > Self.extremeMagnitude, solutionOverflows() {
        // The rows are finite but a value is not: take the batch out again.
        let published = values
        try? remove(contentsOf: batch)
        rebuildIfNeeded()
        values = published
        allSlotsDirty = true
        throw .outOfRange("adding \(batch[batch.count - 1]) makes the solution overflow")
      }
      return
    }
    // Read before the rollback, which can replace the tableau: whether this refusal comes
    // from a tableau that dropped more than rounding (CassowarySolver+CarefulRebuild.swift).
    let mayBeLostInformation = tableau.droppedAboveRounding && !carefulArithmetic
    if marksRequiredEqualities, case .unsatisfiable = reason {
      let named = Set(tableau.infeasibilityCertificate)
      lastCertificate = records.values.filter { named.contains($0.marker) }.map(\.constraint)
    }
    // Undo everything the batch did (its records are the ones numbered from `orderAtStart`).
    for constraint in batch {
      if let record = records[constraint.id], record.order >= orderAtStart {
        records[constraint.id] = nil
      }
    }
    nextOrder = orderAtStart
    if startsEmpty {
      let keptVariables = (variables, slotOfVariable, values)
      reset()
      (variables, slotOfVariable, values) = keptVariables
      symbolOfSlot = ContiguousArray(repeating: -1, count: variables.count)
    } else {
      rollbackTransaction()
    }
    switch reason {
    case .unsatisfiable:
      if mayBeLostInformation {
        // The careful rebuild's verdict replaces the one from the tableau that lost
        // information: it installs the batch, or names the constraint it cannot install.
        guard let careful = installCarefully(batch) else { return }
        if case .unsatisfiable = careful.failure {
          throw .unsatisfiable(
            careful.culprit,
            conflicts: conflictingConstraints(
              for: careful.culprit, alsoInstalled: careful.installedBefore))
        }
      }
      // The constraints of the batch added before the culprit count as installed here.
      throw .unsatisfiable(
        culprit,
        conflicts: conflictingConstraints(
          for: culprit,
          alsoInstalled: Self.requiredInstalled(before: culprit, in: failedPass, of: batch)))
    case .duplicate:
      throw .duplicateConstraint(culprit)
    case .overflow:
      throw .outOfRange("adding \(culprit) makes the solution overflow")
    case .simplex(let simplex):
      if !objectiveRefreshDisabled {
        // Numerical trouble: the state is exactly as before the call, so retry once without
        // recomputing objective coefficients (which changes the pivot path).
        objectiveRefreshDisabled = true
        tableau.refreshesObjective = false
        defer {
          objectiveRefreshDisabled = false
          tableau.refreshesObjective = true
        }
        try add(contentsOf: batch)
        return
      }
      throw .backendFailure("simplex failed (\(simplex)) while adding \(culprit)")
    }
  }

  /// Whether `constraint` is an optional inequality (the kind a batch installs last).
  @inlinable
  static func isOptionalInequality(_ constraint: Constraint) -> Bool {
    !constraint.isRequired && constraint.relation != .equal
  }

  /// The order in which a rebuild installs a batch folded into it: its optional inequalities
  /// last, each group in the given order. O(batch).
  static func foldingOrder(of batch: [Constraint]) -> [Constraint] {
    batch.filter { !isOptionalInequality($0) } + batch.filter(isOptionalInequality)
  }

  /// When a batch installs a constraint (see ``add(contentsOf:)``).
  @usableFromInline
  enum InsertionPass: Int, CaseIterable {
    /// In the batch's order.
    case inOrder
    /// After the others: a required equality over more than ``longEqualityTerms`` variables.
    case longRequiredEquality
    /// Last: an optional inequality.
    case optionalInequality
  }

  /// A required equality over more variables than this is installed after the batch's
  /// other constraints (see ``add(contentsOf:)``).
  @usableFromInline static let longEqualityTerms = 16

  /// The pass in which a batch installs `constraint`.
  @inlinable
  static func insertionPass(of constraint: Constraint) -> InsertionPass {
    if isOptionalInequality(constraint) { return .optionalInequality }
    if constraint.isRequired, constraint.relation == .equal,
      constraint.expression.terms.count > longEqualityTerms
    {
      return .longRequiredEquality
    }
    return .inOrder
  }

  /// The required constraints of `batch` installed before `culprit` failed in `pass`: those
  /// of the earlier passes and those before it in its own (only required constraints can take
  /// part in a conflict).
  static func requiredInstalled(
    before culprit: Constraint, in pass: InsertionPass, of batch: [Constraint]
  ) -> [Constraint] {
    var installed: [Constraint] = []
    for earlier in InsertionPass.allCases where earlier.rawValue < pass.rawValue {
      installed += batch.filter { $0.isRequired && insertionPass(of: $0) == earlier }
    }
    for constraint in batch where insertionPass(of: constraint) == pass {
      if constraint.id == culprit.id { break }
      if constraint.isRequired { installed.append(constraint) }
    }
    return installed
  }

  /// The required constraints of `batch` before `culprit`: what a batch had installed when
  /// `culprit` (required: only those can be unsatisfiable) was found unsatisfiable. Optional
  /// constraints cannot take part in a conflict.
  static func requiredBefore(_ culprit: Constraint, in batch: [Constraint]) -> [Constraint] {
    batch.prefix { $0.id != culprit.id }.filter(\.isRequired)
  }

  /// Adds a batch while a rebuild is pending (after removals of marker-less constraints): the
  /// batch joins the rebuild, so no undo journal is needed. On failure the batch is dropped
  /// and the rebuild stays pending — exactly the state before the call.
  func addFoldedIntoRebuild(_ batch: [Constraint]) throws(SolverError) {
    for constraint in Self.foldingOrder(of: batch) {
      if records.contains(constraint.id) {
        for earlier in batch where (records[earlier.id]?.marker ?? 0) <= Record.placeholder {
          records[earlier.id] = nil
        }
        throw .duplicateConstraint(constraint)
      }
      // A placeholder: rebuild() installs it for real, in order. A constraint removed since
      // the last rebuild goes back to its old place, so churn rebuilds the same structure as
      // a fresh build; a new one goes after everything, edits included.
      if let order = parked[constraint.id]?.order {
        records[constraint.id] = Record(
          constraint: constraint, marker: Record.placeholder, other: -1, level: -1, order: order)
      } else {
        records[constraint.id] = Record(
          constraint: constraint, marker: Record.foldedAtEnd, other: -1, level: -1,
          order: nextOrder)
        nextOrder += 1
      }
    }
    guard let (culprit, reason) = rebuild() else { return }
    for constraint in batch { records[constraint.id] = nil }
    markTableauStale()
    switch reason {
    case .overflow:
      throw .outOfRange("adding \(culprit) makes the solution overflow")
    case .unsatisfiable, .duplicate:
      throw .unsatisfiable(
        culprit,
        conflicts: conflictingConstraints(
          for: culprit, alsoInstalled: Self.requiredBefore(culprit, in: batch)))
    case .simplex(let simplex):
      throw .backendFailure("simplex failed (\(simplex)) while adding \(culprit)")
    }
  }

  /// Builds the constraint's row, chooses its subject and installs it (phase one if needed).
  /// Does not optimise the objective.
  func insert(_ constraint: Constraint) throws(InsertFailure) -> Record {
    let expression = constraint.expression
    tableau.magnitude = max(tableau.magnitude, abs(expression.constant))
    // The row gets its one buffer here, with room for the slack and error cells below.
    var row = SparseRow(constant: expression.constant)
    row.cells.reserveCapacity(expression.terms.count + 2)
    for term in expression.terms { row.append(symbol(for: term.variable), term.coefficient) }
    tableau.mergeRepeatedCells(&row)
    if constraint.priority.isRequired { row.scaleExtremeCoefficients() }
    var record = Record(constraint: constraint, marker: -1, other: -1, level: -1, order: nextOrder)
    nextOrder += 1
    let weight = constraint.weight
    switch (constraint.priority.isRequired, constraint.relation) {
    case (true, .equal):
      if marksRequiredEqualities {
        record.marker = tableau.newSymbol(.dummy)
      }
    case (true, .lessThanOrEqual), (true, .greaterThanOrEqual):
      record.marker = tableau.newSymbol(.slack)
    case (false, .equal):
      record.level = tableau.level(for: constraint.priority.value)
      record.marker = tableau.newSymbol(.error)
      record.other = tableau.newSymbol(.error)
      tableau.setErrorCost(record.marker, level: record.level, weight: weight)
      tableau.setErrorCost(record.other, level: record.level, weight: weight)
    case (false, .lessThanOrEqual), (false, .greaterThanOrEqual):
      record.level = tableau.level(for: constraint.priority.value)
      record.marker = tableau.newSymbol(.slack)
      record.other = tableau.newSymbol(.error)
      tableau.setErrorCost(record.other, level: record.level, weight: weight)
    }
    let coefficients = Self.markerCoefficients(
      constraint.relation, required: constraint.priority.isRequired)
    if record.marker >= 0 { row.append(record.marker, coefficients.marker) }
    if record.other >= 0 { row.append(record.other, coefficients.other) }
    if let subject = tableau.lazySubject(of: row) {
      // A definition: nothing refers to the subject yet, so the row may stay lazy (name
      // basic symbols) and nothing needs substituting.
      guard let cell = row.index(of: subject) else { throw .unsatisfiable }
      let coefficient = row.cells[cell].coefficient
      row.removeCell(at: cell)
      row.scale(by: -1 / coefficient)
      row.basic = subject
      tableau.insertRow(row)
      return record
    }
    let visitedBefore = tableau.counters.definitionsVisited
    // An inequality whose reduction would be long may stay lazy (Tableau+LazyRows.swift).
    guard let reduced = tableau.reduceOrInstallLazily(row, marker: record.marker) else {
      return record
    }
    let original = row
    row = reduced
    row = keptResidueIfImpossible(row, reducedFrom: original)
    if row.cells.isEmpty {
      // 0 = constant: redundant when (near) zero, impossible otherwise. Within the tolerance
      // it is zero; within what rounding may leave of the terms the reduction summed into the
      // constant (``Tableau/roundingResidue`` of the largest) it is in doubt, and the row is
      // reduced afresh from the installed constraints (CassowarySolver+FreshReduction.swift):
      // a redundant equality reduced through definitions with constants of 6·10⁶ ended at
      // −1.9e-9, beyond the tolerance of a system whose constants are 0.01, and its batch was
      // refused (`fuzz-cassowary-rounded-constant-a16455f162c6f3cc`).
      if abs(row.constant) <= tableau.tolerance { return record }
      let rounding = Tableau.roundingResidue * tableau.reductionConstantMagnitude
      if abs(row.constant) <= rounding, constraint.priority.isRequired,
        freshReductionIsImpossible(original) != true
      {
        return record
      }
      throw .unsatisfiable
    }
    // A required row whose constant is beyond the tolerance only by what rounding may leave of
    // the terms summed into it takes its constant from a fresh reduction when that says zero:
    // a required equality tight at an installed bound reduced through constants of 2.8·10⁷ to
    // `0 = −7.45e-9 − s/6` (tolerance 2.4e-9), and phase one refused it for a slack of
    // −4.5e-8 (`fuzz-cassowary-rounded-bound-74fb5b95416dc269`).
    if constraint.priority.isRequired, abs(row.constant) > tableau.tolerance,
      abs(row.constant) <= Tableau.roundingResidue * tableau.reductionConstantMagnitude,
      let fresh = freshRow(original), abs(fresh.constant) <= fresh.zeroBound
    {
      row.constant = fresh.constant
    }
    // A required row that only residues of earlier rounding could satisfy is decided from the
    // constraints (CassowarySolver+FreshReduction.swift).
    if constraint.priority.isRequired, restsOnNearCancellations(row),
      freshReductionIsImpossible(original) == true
    {
      throw .unsatisfiable
    }
    let subject = tableau.chooseSubject(of: row, marker: record.marker, other: record.other)
    if subject >= 0 {
      guard let cell = row.index(of: subject) else { throw .unsatisfiable }
      let coefficient = row.cells[cell].coefficient
      row.removeCell(at: cell)
      row.scale(by: -1 / coefficient)
      row.basic = subject
      tableau.substitute(subject, with: row)
      tableau.insertRow(row)
      tableau.shortenDefinitions(naming: subject, with: row)
      // Equalities only: a long inequality stays lazy instead (Tableau+LazyRows.swift), and
      // a definition through a slack would move with it (Tableau+Redefinition.swift).
      if constraint.relation == .equal {
        tableau.redefine(
          after: original, visited: tableau.counters.definitionsVisited - visitedBefore)
      }
      return record
    }
    let feasible: Bool
    do {
      feasible = try tableau.addWithArtificialVariable(row)
    } catch {
      throw .simplex(error)
    }
    if !feasible { throw .unsatisfiable }
    return record
  }
}
