extension ConstraintSystem {
  /// A system turned into live ``Variable``s and ``Constraint``s, ready for any solver.
  public struct Instance: Sendable {
    /// One variable per entry of ``ConstraintSystem/variables``, in order.
    public let variables: [Variable]
    /// One constraint per record, in order.
    public let constraints: [Constraint]
    /// The edit variables with their priorities and suggestion sequences.
    public let edits: [(variable: Variable, priority: Priority, values: [Double])]

    /// Adds every constraint (as one batch), then every edit variable, then suggests each
    /// edit's values in order, so the last suggestion of each edit is in force; finally
    /// updates the solver's values.
    ///
    /// - Throws: the first ``SolverError`` (the solver keeps what was applied before it).
    public func apply(to solver: some ConstraintSolver) throws(SolverError) {
      try solver.add(contentsOf: constraints)
      for edit in edits {
        try solver.addEditVariable(edit.variable, priority: edit.priority)
      }
      for edit in edits {
        for value in edit.values {
          try solver.suggestValue(value, for: edit.variable)
        }
      }
      solver.updateVariables()
    }

    /// The current value of every variable, by name, as the solver reports it.
    public func values(in solver: some ConstraintSolver) -> [String: Double] {
      var result: [String: Double] = [:]
      result.reserveCapacity(variables.count)
      for variable in variables { result[variable.name] = solver.value(of: variable) }
      return result
    }
  }

  /// Makes fresh variables and constraints for this system. Validate first (a system read
  /// with ``init(jsonData:)`` already is): out-of-range indices are skipped here.
  ///
  /// - Complexity: O(total terms).
  public func instantiate() -> Instance {
    let live = variables.map { Variable($0) }
    let made = constraints.map { record in
      // Each expression's buffer is exactly its size: grown one term at a time, the buffers
      // of the 100,000-chip inequalities system took 114 MB for 2.4 M terms.
      var terms: [Term] = []
      terms.reserveCapacity(record.terms.count)
      for term in record.terms where term.variable >= 0 && term.variable < live.count {
        terms.append(Term(live[term.variable], term.coefficient))
      }
      return Constraint(
        Expression(terms: terms, constant: record.constant), record.relation,
        priority: Priority(record.priority), weight: record.weight)
    }
    let edits = self.edits.compactMap { edit in
      edit.variable >= 0 && edit.variable < live.count
        ? (variable: live[edit.variable], priority: Priority(edit.priority), values: edit.values)
        : nil
    }
    return Instance(variables: live, constraints: made, edits: edits)
  }

  /// Builds a system from live constraints (variables are numbered in order of appearance,
  /// `edits` first). Variables that appear in no constraint and no edit are not listed.
  public init(
    name: String, constraints: [Constraint],
    edits: [(variable: Variable, priority: Priority, values: [Double])] = []
  ) {
    var index: [Variable: Int] = [:]
    var names: [String] = []
    func number(_ variable: Variable) -> Int {
      if let known = index[variable] { return known }
      index[variable] = names.count
      names.append(variable.description)
      return names.count - 1
    }
    let editRecords = edits.map {
      EditRecord(variable: number($0.variable), priority: $0.priority.value, values: $0.values)
    }
    let records = constraints.map { constraint in
      ConstraintRecord(
        terms: constraint.expression.terms.map { IndexedTerm(number($0.variable), $0.coefficient) },
        constant: constraint.expression.constant, relation: constraint.relation,
        priority: constraint.priority.value, weight: constraint.weight)
    }
    self.init(name: name, variables: names, constraints: records, edits: editRecords)
  }
}
