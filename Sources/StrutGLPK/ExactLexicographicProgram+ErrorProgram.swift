import CGLPK
import StrutCore

extension ExactLexicographicProgram {
  /// The LP of a constraint set with explicit error columns: one free column per variable, one
  /// row per constraint, and per optional constraint one non-negative error column per side it
  /// can be violated on (`a·x + k − e⁺ + e⁻ == 0` for an equality, `a·x + k − e⁺ <= 0`,
  /// `a·x + k + e⁻ >= 0`). A level's error is `Σ weight · (e⁺ + e⁻)` over its constraints; at
  /// an optimum no constraint has both of its error columns positive.
  final class ErrorProgram {
    let lp: LinearProgram
    /// Bounds of every row and column as set (index − 1), to fix a face at them.
    var rowBounds: [Bounds] = []
    var columnBounds: [Bounds] = []
    /// The error columns of each level with their weights.
    var errorColumns: [Priority: [(column: Int32, weight: Double)]] = [:]
    /// Columns whose objective coefficient is non-zero now.
    var objectiveColumns: [Int32] = []
    let variableCount: Int32
    /// Whether every coefficient and bound reached GLPK as an integer (so `glp_exact` took it
    /// exactly; see ``load(_:_:_:into:)``).
    let exactlyLoaded: Bool

    /// Builds the LP; `extraRows` adds a row `error(level) <= bound` for each pair.
    init(
      _ constraints: [Constraint], _ columnOfVariable: [Variable: Int32],
      extraRows: [(Priority, Double)]
    ) throws(Failure) {
      do throws(GLPKCallFailure) {
        lp = try LinearProgram()
        variableCount = Int32(columnOfVariable.count)
        columnBounds = Array(repeating: .free, count: columnOfVariable.count)
        var rows = LoadBatch()
        var next = variableCount
        var exactlyLoaded = true
        for constraint in constraints {
          var merged: [Int32: Double] = [:]
          for term in constraint.expression.terms {
            guard let column = columnOfVariable[term.variable] else { continue }
            merged[column, default: 0] += term.coefficient
          }
          var entries = merged.keys.sorted().compactMap { column in
            merged[column].flatMap { $0 == 0 ? nil : (column, $0) }
          }
          if !constraint.isRequired {
            let sides: [Double] =
              switch constraint.relation {
              case .equal: [-1, 1]
              case .lessThanOrEqual: [-1]
              case .greaterThanOrEqual: [1]
              }
            for side in sides {
              next += 1
              entries.append((next, side))
              columnBounds.append(.nonNegative)
              errorColumns[constraint.priority, default: []].append((next, constraint.weight))
            }
          }
          exactlyLoaded =
            Self.load(entries, constraint.relation, -constraint.expression.constant, into: &rows)
            && exactlyLoaded
          rowBounds.append(rows.lastBounds)
        }
        for (level, bound) in extraRows {
          let entries = (errorColumns[level] ?? []).map { ($0.column, $0.weight) }
          exactlyLoaded =
            Self.load(entries, .lessThanOrEqual, bound, into: &rows) && exactlyLoaded
          rowBounds.append(rows.lastBounds)
        }
        self.exactlyLoaded = exactlyLoaded
        if next > 0 {
          let first = try lp.addColumns(next)
          try lp.setColumnBounds(Array(first..<(first + next)), columnBounds)
        }
        if rows.count > 0 {
          let first = try lp.addRows(Int32(rows.count))
          try lp.loadRows(first: first, rows)
        }
      } catch {
        throw .glpk(error.description)
      }
    }

    /// Appends the row `Σ entries relation right`, multiplied by the power of two that makes
    /// every coefficient and the bound an integer. `glp_exact` converts a non-integral double
    /// to a nearby fraction (relative error up to 1e-10: `1e-9` becomes
    /// 9.999999998595593e-10), an integral one exactly; scaling a row by a power of two is
    /// exact and leaves its solutions alone. Returns false when the power would overflow (the
    /// row is then loaded unscaled, and converted approximately).
    static func load(
      _ entries: [(Int32, Double)], _ relation: Relation, _ right: Double,
      into rows: inout LoadBatch
    ) -> Bool {
      let exponent = integralExponent(entries.map(\.1) + [right])
      let scale = exponent.map { Double(sign: .plus, exponent: $0, significand: 1) } ?? 1
      for (column, value) in entries { rows.entry(column, value * scale) }
      let bound = right * scale
      let bounds: Bounds =
        switch relation {
        case .equal: .fixed(bound)
        case .lessThanOrEqual: .atMost(bound)
        case .greaterThanOrEqual: .atLeast(bound)
        }
      rows.finish(bounds)
      return exponent != nil
    }

    /// The least `k >= 0` for which every value times 2^k is an integer, or nil when some
    /// value times 2^k would leave the finite doubles.
    static func integralExponent(_ values: [Double]) -> Int? {
      var exponent = 0
      var largest = 0
      for value in values where value != 0 {
        guard value.isFinite else { return nil }
        exponent = max(exponent, value.significandWidth - Int(value.exponent))
        largest = max(largest, Int(value.exponent))
      }
      return largest + exponent < 1000 ? exponent : nil
    }

    /// The objective of a level's error.
    func objective(of level: Priority) -> [Int32: Double] {
      var objective: [Int32: Double] = [:]
      for (column, weight) in errorColumns[level] ?? [] { objective[column] = weight }
      return objective
    }

    /// Minimises `objective` exactly from the current basis; returns the optimum
    /// (`unboundedValue` when it is unbounded below, if given).
    @discardableResult
    func minimize(
      _ objective: [Int32: Double], _ limits: Limits, unboundedValue: Double? = nil
    ) throws(Failure) -> Double {
      // The objective's coefficients reach glp_exact as integers too (its argmin is the same).
      let exponent = Self.integralExponent(Array(objective.values)) ?? 0
      let scale = Double(sign: .plus, exponent: exponent, significand: 1)
      let outcome: (code: Int32, status: Int32, value: Double)
      do throws(GLPKCallFailure) {
        outcome = try solve(objective.mapValues { $0 * scale }, limits)
      } catch {
        throw .glpk(error.description)
      }
      switch outcome.code {
      case 0: break
      case Int32(GLP_EITLIM): throw .limit("\(limits.iterations) iterations")
      case Int32(GLP_ETMLIM): throw .limit("\(limits.milliseconds) ms")
      default: throw .glpk("glp_exact returned \(outcome.code)")
      }
      switch outcome.status {
      case Int32(GLP_OPT): return outcome.value / scale
      case Int32(GLP_NOFEAS): throw .infeasible
      case Int32(GLP_UNBND):
        if let unboundedValue { return unboundedValue }
        throw .glpk("the objective is unbounded")
      default: throw .glpk("glp_exact ended with status \(outcome.status)")
      }
    }

    /// Sets the objective and runs the simplex, then the exact simplex from its basis; returns
    /// glp_exact's code, the solution's status and the objective value.
    private func solve(_ objective: [Int32: Double], _ limits: Limits) throws(GLPKCallFailure)
      -> (code: Int32, status: Int32, value: Double)
    {
      for column in objectiveColumns { try lp.setObjective(column, 0) }
      objectiveColumns = objective.keys.sorted()
      for column in objectiveColumns { try lp.setObjective(column, objective[column] ?? 0) }
      guard lp.rowCount > 0 else { return (0, Int32(GLP_OPT), 0) }
      // A floating-point simplex finds a basis near the optimum quickly; its return code does
      // not matter: the exact simplex decides.
      _ = try lp.simplex(
        method: Int32(GLP_PRIMAL), iterationLimit: limits.iterations,
        timeLimitMilliseconds: limits.milliseconds)
      var code = try lp.exact(
        iterationLimit: limits.iterations, timeLimitMilliseconds: limits.milliseconds)
      if code == Int32(GLP_EBADB) || code == Int32(GLP_ESING) {
        try lp.standardBasis()
        code = try lp.exact(
          iterationLimit: limits.iterations, timeLimitMilliseconds: limits.milliseconds)
      }
      guard code == 0 else { return (code, 0, 0) }
      return (code, try lp.statuses().status, try lp.objectiveValue())
    }

    /// Fixes every non-basic row and column whose reduced cost is non-zero at its bound: what
    /// remains is exactly the optimal face of the objective just minimised.
    func fixOptimalFace() throws(Failure) {
      do throws(GLPKCallFailure) {
        let statuses = try lp.basisStatuses(rows: lp.rowCount, columns: lp.columnCount)
        let rowDuals = try lp.allRowDuals()
        let columnDuals = try lp.allColumnDuals()
        let (rows, fixedRows) = Self.fixing(statuses.rows, rowDuals, &rowBounds)
        let (columns, fixedColumns) = Self.fixing(statuses.columns, columnDuals, &columnBounds)
        try lp.setRowBounds(rows, fixedRows)
        try lp.setColumnBounds(columns, fixedColumns)
      } catch {
        throw .glpk(error.description)
      }
    }

    /// The 1-based indices of the non-basic variables (rows or columns) with a non-zero
    /// reduced cost, and the bounds that fix each at its bound; `bounds` is updated to them.
    static func fixing(
      _ statuses: [Int32], _ duals: [Double], _ bounds: inout [Bounds]
    ) -> ([Int32], [Bounds]) {
      var indices: [Int32] = []
      var fixedBounds: [Bounds] = []
      for (index, status) in statuses.enumerated() where duals[index] != 0 {
        guard let fixed = fixed(bounds[index], status: status) else { continue }
        indices.append(Int32(index + 1))
        fixedBounds.append(fixed)
        bounds[index] = fixed
      }
      return (indices, fixedBounds)
    }

    /// The bounds that fix a non-basic variable at the bound its status names (nil when it is
    /// basic, free or fixed already).
    static func fixed(_ bounds: Bounds, status: Int32) -> Bounds? {
      switch status {
      case Int32(GLP_NL): .fixed(bounds.lower)
      case Int32(GLP_NU): .fixed(bounds.upper)
      default: nil
      }
    }

    /// The values of the first `count` columns (the variables).
    func values(of count: Int) throws(Failure) -> [Double] {
      do throws(GLPKCallFailure) {
        return Array(try lp.allColumnValues().prefix(count))
      } catch {
        throw .glpk(error.description)
      }
    }
  }
}
