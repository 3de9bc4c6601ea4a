import StrutCore

extension CassowarySolver: InvariantChecking {
  /// Checks the solver's structural invariants — the tableau's (rows and basic symbols agree,
  /// column lists cover every cell, simplex rows name parametric symbols only, the objective
  /// prices no basic symbol, freed symbols are clean) and the records' (every installed
  /// constraint's and edit's symbols are live, none is on the free list) — and describes the
  /// first one broken, or returns `nil`.
  ///
  /// Compiled into debug builds only (tests and a debug fuzzer run it after every
  /// operation); a release build returns `nil` without checking.
  ///
  /// - Complexity: O(symbols · levels + Σ row lengths) in a debug build.
  public func invariantViolation() -> String? {
    #if DEBUG
      if needsRebuild { return nil }
      if let violation = tableau.invariantViolation() { return violation.description }
      let free = Set(tableau.freeSymbols)
      var owned = Set<Int32>()
      let installed =
        records.values.map { ($0.constraint.description, $0) }
        + edits.values.map { ("edit \($0.record.constraint.description)", $0.record) }
      for (name, record) in installed {
        for symbol in [record.marker, record.other] where symbol >= 0 {
          if Int(symbol) >= tableau.symbolCount {
            return "\(name) owns symbol \(symbol), past the symbol count"
          }
          if free.contains(symbol) {
            return "\(name) owns symbol \(symbol), which is on the free list"
          }
          if !owned.insert(symbol).inserted {
            return "symbol \(symbol) is owned twice (again by \(name))"
          }
        }
      }
      return nil
    #else
      return nil
    #endif
  }
}
