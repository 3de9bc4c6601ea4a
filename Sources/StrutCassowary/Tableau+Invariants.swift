/// Structural invariants of the tableau, checked by tests and the fuzzer (as
/// swift-collections checks its own): compiled into debug builds only, so release builds pay
/// nothing.
extension Tableau {
  /// A broken structural invariant: what is wrong and where.
  struct InvariantViolation: Error, CustomStringConvertible {
    /// The description of the violation.
    var description: String
  }

  #if DEBUG
    /// Checks every structural invariant and returns the first violation found, if any:
    /// - each live row's basic symbol says it is basic in that row, and each basic symbol's
    ///   row names it as basic;
    /// - no row names its own basic symbol, and no cell has coefficient 0 or repeats a symbol;
    /// - every cell of a live row is in its symbol's column list;
    /// - simplex rows (restricted basic) name parametric symbols only — lazy rows excepted,
    ///   which are unpriced slacks' (Tableau+LazyRows.swift) — and are feasible (their basic
    ///   symbol's value is not below −tolerance);
    /// - while the depths are reliable, every basic symbol is deeper than each basic symbol
    ///   its row names (so the definitions are acyclic: Tableau+ExpansionOrder.swift);
    /// - the objective prices no basic symbol (beyond ε) and no free symbol, and its table
    ///   is well formed (ObjectiveTable+Invariants.swift);
    /// - a freed symbol is parametric, in no row, unpriced, and freed once.
    ///
    /// - Complexity: O(symbols · levels + Σ row lengths + column entries).
    func invariantViolation() -> InvariantViolation? {
      func fail(_ text: String) -> InvariantViolation { InvariantViolation(description: text) }
      var indexed = Set<Int64>()
      for symbol in 0..<symbolCount {
        var entry = columns.first(Int32(symbol))
        while entry >= 0 {
          indexed.insert(Int64(symbol) << 32 | Int64(columns.entries[Int(entry)].row))
          entry = columns.entries[Int(entry)].next
        }
      }
      // Values of lazy rows are memoised: evaluated on a copy (this check only reads).
      var evaluator = self
      for (id, row) in rows.enumerated() where row.basic >= 0 {
        if rowOf[Int(row.basic)] != Int32(id) {
          return fail(
            "row \(id) has basic \(row.basic), which says it is basic in \(rowOf[Int(row.basic)])")
        }
        var seen = Set<Int32>()
        for cell in row.cells {
          if cell.symbol == row.basic {
            return fail("row \(id) names its own basic symbol \(row.basic)")
          }
          if cell.coefficient == 0 || !cell.coefficient.isFinite {
            return fail("row \(id) has coefficient \(cell.coefficient) for symbol \(cell.symbol)")
          }
          if !seen.insert(cell.symbol).inserted {
            return fail("row \(id) repeats symbol \(cell.symbol)")
          }
          if depthsAreReliable, rowOf[Int(cell.symbol)] >= 0,
            depth[Int(cell.symbol)] >= depth[Int(row.basic)]
          {
            return fail(
              "row \(id)'s basic symbol \(row.basic) (\(kinds[Int(row.basic)])) has depth \(depth[Int(row.basic)]), not above the depth \(depth[Int(cell.symbol)]) of basic symbol \(cell.symbol) (\(kinds[Int(cell.symbol)])) it names"
            )
          }
          if !indexed.contains(Int64(cell.symbol) << 32 | Int64(id)) {
            return fail("row \(id)'s symbol \(cell.symbol) is missing from its column list")
          }
          if kinds[Int(row.basic)].isRestricted, rowOf[Int(cell.symbol)] >= 0 {
            // Only a lazy row may: an unpriced slack's, installed as one.
            if lazyRowCount == 0 || kinds[Int(row.basic)] != .slack
              || errorCosts[row.basic] != nil
            {
              return fail("simplex row \(id) names basic symbol \(cell.symbol)")
            }
          }
        }
        if !row.constant.isFinite { return fail("row \(id) has constant \(row.constant)") }
        if kinds[Int(row.basic)].isRestricted {
          let value = evaluator.rowValue(Int32(id))
          if value < -tolerance {
            return fail(
              "simplex row \(id) is infeasible: its basic symbol \(row.basic) is \(value)")
          }
        }
      }
      for symbol in 0..<symbolCount where rowOf[symbol] >= 0 {
        let row = rowOf[symbol]
        if Int(row) >= rows.count || rows[Int(row)].basic != Int32(symbol) {
          return fail("symbol \(symbol) says it is basic in row \(row), which does not name it")
        }
        for level in levelPriorities.indices
        where abs(objective[level, Int32(symbol)]) > Tableau.epsilon {
          return fail(
            "basic symbol \(symbol) has objective coefficient \(objective[level, Int32(symbol)]) at level \(level)"
          )
        }
      }
      if let broken = objective.invariantViolation() { return fail(broken) }
      if objective.symbolCount < symbolCount {
        return fail("the objective has \(objective.symbolCount) symbols of \(symbolCount)")
      }
      var freed = Set<Int32>()
      for symbol in freeSymbols {
        if !freed.insert(symbol).inserted { return fail("symbol \(symbol) is freed twice") }
        if Int(symbol) >= symbolCount {
          return fail("freed symbol \(symbol) is past the symbol count")
        }
        if rowOf[Int(symbol)] >= 0 { return fail("freed symbol \(symbol) is basic") }
        if !columns.isEmpty(symbol) {
          return fail("freed symbol \(symbol) still has a column list")
        }
        if errorCosts[symbol] != nil {
          return fail("freed symbol \(symbol) still has an error cost")
        }
        for level in levelPriorities.indices where objective[level, symbol] != 0 {
          return fail("freed symbol \(symbol) is priced at level \(level)")
        }
      }
      return nil
    }
  #endif
}
