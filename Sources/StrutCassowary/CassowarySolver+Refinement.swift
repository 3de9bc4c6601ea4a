import StrutCore

/// Refinement: making the basic solution satisfy the constraints to rounding again, by
/// solving for it from the constraints themselves.
///
/// The tableau's row constants are sums built up by thousands of pivots and substitutions;
/// on systems whose constants reach 1e5…1e7 each step rounds at that scale, and the published
/// solution can leave a required equality off by far more than its own terms round to — a pin
/// `0.5·x == 0` at 5e-6 (fuzz seed 4094361612, 1,000–3,000 variables). The rows' *structure*
/// (which symbols are basic, and the coefficients) is still right; only the constants drifted.
/// So after arithmetic, the solver measures every constraint's residual at the published
/// values and, where one is above what its own terms round to, solves once for the basic
/// solution of the current basis: with the parametric symbols at 0, each constraint is one
/// equation in the basic symbols, `B·v = −k`. One step of iterative refinement — the residual
/// `r = −k − B·v₀` at the current values `v₀`, `B·δ = r` by a sparse LU
/// (``SparseLUFactorization``), `v = v₀ + δ` — every row's constant is shifted so
/// that its basic symbol takes its refined value, and the published values are set to the
/// refined ones (a definition whose constant is near 1e11 cannot carry a value near 0 to better
/// than that constant's rounding, 1.5e-5). The refined solution is kept only if the worst
/// residual went down. Drift that suggestions alone make (no pivot) is not looked for: a drag
/// must stay proportional to what it moves.
extension CassowarySolver {
  /// Insertions so far, installed constraints, edits.
  @usableFromInline typealias MembershipSignature = (Int, Int, Int)

  /// A constraint's residual above this times `1 + |k| + Σ|a·v|` (its own terms and constant,
  /// at the published values) starts a refinement: 1e-10 is a million times the rounding of
  /// those terms, and far below what the conformance checker allows (1e-9 of the system's
  /// scale), so a refinement comes before a failure, and a well-conditioned layout, whose
  /// residuals are about 1e-16 of their terms, never pays for one.
  @usableFromInline static let refinementThreshold = 1e-10

  /// The constraints a drag's residual check measures per unit of arithmetic since the last
  /// check (pivots and row updates: rounding compounds through them, while a batch without
  /// them installs each row once). Each update whose simplex did arithmetic measures the next
  /// `refinementWorkShare ×` that many constraints of the record table, in round-robin order,
  /// so the check costs a constant times the arithmetic in *every* update, and the whole
  /// table is measured once per `constraints / refinementWorkShare` units of arithmetic. (It
  /// measured all of them once that much arithmetic had accumulated: the same rate, but one
  /// step of the grid's drag at 10,000 views then paid for all 59,000 constraints — 16 % of
  /// the drag's instructions, and its slowest steps.) A drag without pivots never checks.
  @usableFromInline static let refinementWorkShare = 1

  /// The fewest constraints one round-robin check measures.
  @usableFromInline static let minimumResidualChunk = 64

  /// The work counted since the solver was created (see ``refinementWorkShare``).
  var arithmeticWork: Int {
    tableau.counters.pivots + tableau.counters.rowUpdates
  }

  /// What changes when constraints or edits come or go: insertions so far, installed
  /// constraints, edits.
  var membershipSignature: MembershipSignature { (nextOrder, records.count, edits.count) }

  /// After an update: when constraints or edits changed and some arithmetic happened since the
  /// last check — a handful of operations on constants near 1e6 can leave a pin 5e-6 off —
  /// measures every constraint's residual; when only arithmetic happened (a drag whose dual
  /// simplex pivots), the next constraints in round-robin order (``refinementWorkShare``).
  /// Either way it refines the solution if a residual is above ``refinementThreshold``.
  /// When constraints came without any pivot or row update, their own rows are the only new
  /// arithmetic (each was reduced through the definitions it names, and no other row
  /// changed), so only they are measured first — O(their terms), the size of the batch.
  /// - Complexity: O(1) when nothing happened; O(Σ terms) after constraints came or went (of
  ///   the new constraints when no other row changed); O(arithmetic since the last check)
  ///   terms in a drag; the LU's work (bounded) when it refines.
  func refineIfDue() {
    let work = arithmeticWork
    let since = work - workAtLastResidualCheck
    let membership = membershipSignature
    let membershipChanged = membership != membershipAtLastResidualCheck
    guard membershipChanged || since > 0 else { return }
    // After a rebuild every record is new (`freshStart` 0): that check measures everything.
    let freshOnly = since <= 0 && records.freshStart > 0
    workAtLastResidualCheck = work
    membershipAtLastResidualCheck = membership
    defer { records.markMeasured() }
    guard !(tableauHoldsParked && !parked.isEmpty), !needsRebuild else { return }
    if membershipChanged {
      if freshOnly {
        // No row but the new ones changed: a removal needs no check, a batch its own rows.
        guard records.hasFresh, worstResidualRatio(freshOnly: true) > 1 else { return }
      }
    } else {
      guard nextResidualChunkRatio(work: since) > 1 else { return }
    }
    var worst = worstResidualRatio()
    // Each step solves for what the last one left (the basis is the same, so each factorises
    // the same matrix again — a rare path: only when a residual is above the threshold); a few
    // steps suffice when the basis is well enough conditioned, and one that does not halve the
    // worst stops.
    for _ in 0..<Self.refinementSteps where worst > 1 {
      guard let after = refine(worstBefore: worst), after < worst / 2 else { return }
      worst = after
    }
  }

  /// The worst residual ratio (``worstResidualRatio(freshOnly:)``) of the next
  /// `refinementWorkShare · work` constraints (at least ``minimumResidualChunk``, at most all)
  /// from ``residualCursor`` on, wrapping around the record table, and of the edits; moves
  /// the cursor past them. O(Σ terms of those constraints).
  func nextResidualChunkRatio(work: Int) -> Double {
    let count = records.count
    let share = work >= count / Self.refinementWorkShare ? count : Self.refinementWorkShare * work
    let length = min(count, max(Self.minimumResidualChunk, share))
    let start = count > 0 ? residualCursor % count : 0
    let worst = worstResidual(
      floor: 1, unit: Self.refinementThreshold, counting: true, violations: true,
      chunk: (start, length))
    residualCursor = count > 0 ? (start + length) % count : 0
    return worst
  }

  /// The most steps of iterative refinement one check makes.
  @usableFromInline static let refinementSteps = 3

  /// One equation of `B·v = −k` per installed constraint and edit: its terms and marker cells
  /// as `(symbol, coefficient)`, and its constant.
  func forEachEquation(
    _ body: (_ cells: [(symbol: Int32, coefficient: Double)], _ constant: Double) -> Void
  ) {
    var cells: [(symbol: Int32, coefficient: Double)] = []
    func emit(_ constraint: Constraint, _ record: Record, constant: Double) {
      cells.removeAll(keepingCapacity: true)
      for term in constraint.expression.terms {
        guard let slot = slotOfVariable[term.variable.id] else { continue }
        let symbol = symbolOfSlot[Int(slot)]
        if symbol >= 0 { cells.append((symbol, term.coefficient)) }
      }
      let coefficients = Self.markerCoefficients(
        constraint.relation, required: constraint.isRequired)
      if coefficients.marker != 0, record.marker >= 0 {
        cells.append((record.marker, coefficients.marker))
      }
      if coefficients.other != 0, record.other >= 0 {
        cells.append((record.other, coefficients.other))
      }
      body(cells, constant)
    }
    for (_, record) in records {
      emit(record.constraint, record, constant: record.constraint.expression.constant)
    }
    for (_, edit) in edits {
      emit(edit.record.constraint, edit.record, constant: -edit.value)
    }
  }

  /// The value of `symbol` in the current basic solution (0 when parametric).
  func basicValue(_ symbol: Int32) -> Double {
    guard symbol >= 0, Int(symbol) < tableau.symbolCount else { return 0 }
    let slot = tableau.slotOf[Int(symbol)]
    return slot >= 0 ? values[Int(slot)] : markerValue(symbol)
  }

  /// The worst ratio of a constraint's residual at the current solution to
  /// ``refinementThreshold`` · (1 + |k| + Σ|a·v|). O(Σ terms).
  ///
  /// A required inequality's violation counts too (a basic slack below zero, a pin held by
  /// nearly parallel equalities: their residuals are small against their terms, the pin's
  /// violation is not). With `freshOnly`, only the constraints installed since the last check.
  func worstResidualRatio(freshOnly: Bool = false) -> Double {
    worstResidual(
      floor: 1, unit: Self.refinementThreshold, counting: true, violations: true,
      freshOnly: freshOnly)
  }

  /// The basic symbols of the live rows, in row order — the unknowns of `B·v = −k` — and
  /// each symbol's index among them (-1 for a parametric symbol). O(rows + symbols).
  func basisColumns() -> (column: ContiguousArray<Int32>, basics: ContiguousArray<Int32>) {
    var column = ContiguousArray<Int32>(repeating: -1, count: tableau.symbolCount)
    var basics = ContiguousArray<Int32>()
    for (id, row) in tableau.rows.enumerated()
    where row.basic >= 0 && tableau.rowOf[Int(row.basic)] == Int32(id) {
      column[Int(row.basic)] = Int32(basics.count)
      basics.append(row.basic)
    }
    return (column, basics)
  }

  /// Puts into `row` — the columns of one equation in first-seen order, each summed in
  /// `merged` — the sums that are not zero, in that order, and clears `merged` for the next
  /// equation. O(len).
  static func takeMergedCoefficients(
    into row: inout [(column: Int32, value: Double)], from merged: inout [Double]
  ) {
    var kept = 0
    for position in row.indices {
      let index = row[position].column
      let value = merged[Int(index)]
      merged[Int(index)] = 0
      if value != 0 {
        row[kept] = (index, value)
        kept += 1
      }
    }
    row.removeLast(row.count - kept)
  }

  /// One step of iterative refinement of the basic solution (see the extension's
  /// documentation); restores the previous constants unless the worst residual went down.
  /// Returns the worst residual ratio after the step, or nil when the step was not kept.
  @discardableResult
  func refine(worstBefore: Double) -> Double? {
    // The basic symbols are the unknowns.
    let (column, basics) = basisColumns()
    guard !basics.isEmpty else { return nil }
    var current = [Double](repeating: 0, count: basics.count)
    for (index, symbol) in basics.enumerated() { current[index] = basicValue(symbol) }
    var equations: [[(column: Int32, value: Double)]] = []
    var residuals: [Double] = []
    var entries = 0
    var merged = [Double](repeating: 0, count: basics.count)
    forEachEquation { cells, constant in
      var sum = constant
      var row: [(column: Int32, value: Double)] = []
      for cell in cells {
        let index = column[Int(cell.symbol)]
        guard index >= 0 else { continue }
        sum += cell.coefficient * current[Int(index)]
        if merged[Int(index)] == 0 { row.append((index, 0)) }
        merged[Int(index)] += cell.coefficient
      }
      Self.takeMergedCoefficients(into: &row, from: &merged)
      entries += row.count
      equations.append(row)
      residuals.append(-sum)
    }
    let factorisation = SparseLUFactorization(
      rows: equations, columnCount: basics.count, workLimit: 16 * entries + 65_536,
      cancellation: Tableau.roundingResidue)
    guard factorisation.completed else { return nil }
    let correction = factorisation.solve(residuals)
    // Shift each row's constant so that its basic symbol moves by its correction: a row reads
    // `b = constant + Σ c·s`, and the basic symbols `s` it names move by theirs. A definition
    // whose constant and terms are far larger than its value (1e11 against a value near 0)
    // cannot carry the correction to better than its constant's rounding, so the published
    // value of every basic variable is then set to its refined value directly.
    var saved: [(row: Int32, constant: Double)] = []
    saved.reserveCapacity(basics.count)
    var savedValues: [(slot: Int32, value: Double)] = []
    for (index, symbol) in basics.enumerated() {
      let row = tableau.rowOf[Int(symbol)]
      var shift = correction[index]
      for cell in tableau.rows[Int(row)].cells {
        let named = column[Int(cell.symbol)]
        if named >= 0 { shift -= cell.coefficient * correction[Int(named)] }
      }
      guard shift != 0, shift.isFinite else { continue }
      saved.append((row, tableau.rows[Int(row)].constant))
      tableau.touch(row)
      tableau.rows[Int(row)].constant += shift
    }
    for (index, symbol) in basics.enumerated() where correction[index] != 0 {
      let slot = tableau.slotOf[Int(symbol)]
      guard slot >= 0 else { continue }
      savedValues.append((slot, values[Int(slot)]))
      values[Int(slot)] = current[index] + correction[index]
    }
    guard !saved.isEmpty || !savedValues.isEmpty else { return nil }
    tableau.counters.refinements += 1
    // A refined basic solution that makes a restricted basic symbol (a slack or an error)
    // negative beyond the tableau's tolerance — the one the simplex holds rows to — is not a
    // feasible point of this basis: publishing it would break a required inequality or make
    // an error negative. The basis itself is wrong then, and the unrefined solution stays.
    // (A bound of ε of the symbol's own value discarded refinements that a pin needed: fresh
    // seed 2005585246, system 1456.)
    var feasible = true
    let tolerance = tableau.tolerance
    for (index, symbol) in basics.enumerated() where tableau.kinds[Int(symbol)].isRestricted {
      if current[index] + correction[index] < -tolerance {
        feasible = false
        break
      }
    }
    if feasible {
      let after = worstResidualRatio()
      if after < worstBefore { return after }
    }
    for entry in saved.reversed() {
      tableau.touch(entry.row)
      tableau.rows[Int(entry.row)].constant = entry.constant
    }
    for entry in savedValues.reversed() { values[Int(entry.slot)] = entry.value }
    tableau.counters.refinements -= 1
    return nil
  }
}
