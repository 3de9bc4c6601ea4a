/// The lazy rows a suggestion moves (see ``LazyShiftPlan``).
extension Tableau {
  /// After ``shiftConstants(forSuggestionOf:by:)`` shifted e⁺ (`plus`) by `delta`, queues for
  /// the dual simplex every lazy row that went below −tolerance. `epochBefore` is the value
  /// epoch before the shift: when the plan's values were current then, the new ones follow
  /// from the rates.
  ///
  /// When e⁺ is basic, the shift moves its own row and every row naming it by opposite
  /// amounts: no other value changes, and no lazy row needs a look.
  /// - Complexity: O(lazy rows that depend on `plus`) per step of a drag; after a structural
  ///   change, the walk of ``collectLazyDependents(of:into:)`` and the evaluation of the
  ///   definitions those rows name.
  mutating func queueInfeasibleLazyRows(
    afterShiftOf plus: Int32, by delta: Double, epochBefore: UInt64
  ) {
    guard lazyRowCount > 0 else { return }
    var plan = LazyShiftPlan()
    swap(&plan, &lazyShiftPlan)  // work on it out of the tableau (no second reference left)
    defer { swap(&plan, &lazyShiftPlan) }
    let current = plan.symbol == plus && plan.version == structureVersion
    if rowOf[Int(plus)] >= 0 {
      if current, plan.valuesEpoch == epochBefore { plan.valuesEpoch = valueEpoch }
      return
    }
    let tolerance = self.tolerance
    if current, plan.valuesEpoch == epochBefore, plan.steps < LazyShiftPlan.stepsPerBase {
      plan.accumulated += delta
      plan.steps += 1
      plan.valuesEpoch = valueEpoch
      let accumulated = plan.accumulated
      for index in plan.rows.indices
      where plan.base[index] + plan.rates[index] * accumulated < -tolerance {
        infeasibleRows.append(plan.rows[index])
      }
      return
    }
    if !current {
      plan.rows.removeAll(keepingCapacity: true)
      plan.rates.removeAll(keepingCapacity: true)
      let reached = collectLazyDependents(of: plus, into: &plan.rows)
      // Shallow rows first: each evaluation then finds the definitions below it memoised by
      // the rows before it.
      plan.rows.sort { depthOfRow(rows[Int($0)]) < depthOfRow(rows[Int($1)]) }
      for id in plan.rows {
        plan.rates.append(
          rate(of: rows[Int(id)].basic, in: plus, reached: reached, computed: reached + 1))
      }
      plan.symbol = plus
      plan.version = structureVersion
    }
    plan.base.removeAll(keepingCapacity: true)
    plan.accumulated = 0
    plan.steps = 0
    evaluateLazyRows(plan.rows, into: &plan.base)
    plan.valuesEpoch = valueEpoch
    for index in plan.rows.indices where plan.base[index] < -tolerance {
      infeasibleRows.append(plan.rows[index])
    }
  }

  /// Appends the value of each row of `ids` to `values` (``value(of:)`` over flat buffers, in
  /// one pass; rows that come shallow first find the definitions below them memoised).
  /// - Complexity: O(cells of the rows and of the definitions below them not memoised yet).
  mutating func evaluateLazyRows(
    _ ids: ContiguousArray<Int32>, into values: inout ContiguousArray<Double>
  ) {
    let epoch = valueEpoch
    var stack = ContiguousArray<(symbol: Int32, cell: Int, sum: Double)>()
    swap(&stack, &evaluationStack)  // reuse the buffer (no second reference left)
    defer { swap(&stack, &evaluationStack) }
    rows.withUnsafeBufferPointer { rows in
      rowOf.withUnsafeBufferPointer { rowOf in
        valueStamp.withUnsafeMutableBufferPointer { stamps in
          memoValue.withUnsafeMutableBufferPointer { memo in
            for id in ids {
              let basic = rows[Int(id)].basic
              Tableau.evaluate(
                basic, rows: rows, rowOf: rowOf, stamps: stamps, memo: memo, epoch: epoch,
                stack: &stack)
              values.append(memo[Int(basic)])
            }
          }
        }
      }
    }
  }
}
