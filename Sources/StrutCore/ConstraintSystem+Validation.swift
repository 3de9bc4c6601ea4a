extension ConstraintSystem {
  /// Checks everything a solver would reject, naming the first offending field.
  ///
  /// Checks: the format identifier; every term's variable index is in range and its
  /// coefficient finite; constants finite; priorities in (0, 1000]; weights positive and
  /// finite; edit variables in range, not repeated, priorities in (0, 1000), values finite.
  ///
  /// - Complexity: O(total terms + total edit values).
  public func validate() throws(ConstraintSystemError) {
    guard format == Self.formatIdentifier else {
      throw ConstraintSystemError(
        path: "format",
        reason: "expected \"\(Self.formatIdentifier)\", found \"\(format)\"")
    }
    let count = variables.count
    for (index, record) in constraints.enumerated() {
      let at = "constraints[\(index)]"
      for (position, term) in record.terms.enumerated() {
        guard term.variable >= 0, term.variable < count else {
          throw ConstraintSystemError(
            path: "\(at).terms[\(position)]",
            reason: "variable index \(term.variable) is out of range 0..<\(count)")
        }
        guard term.coefficient.isFinite else {
          throw ConstraintSystemError(
            path: "\(at).terms[\(position)]",
            reason: "coefficient \(term.coefficient) is not finite")
        }
      }
      guard record.constant.isFinite else {
        throw ConstraintSystemError(
          path: "\(at).constant", reason: "constant \(record.constant) is not finite")
      }
      guard Priority(record.priority).isValid else {
        throw ConstraintSystemError(
          path: "\(at).priority", reason: "priority \(record.priority) is outside (0, 1000]")
      }
      guard record.weight.isFinite, record.weight > 0 else {
        throw ConstraintSystemError(
          path: "\(at).weight", reason: "weight \(record.weight) is not a positive finite number")
      }
    }
    var seen = Set<Int>()
    for (index, edit) in edits.enumerated() {
      let at = "edits[\(index)]"
      guard edit.variable >= 0, edit.variable < count else {
        throw ConstraintSystemError(
          path: "\(at).variable",
          reason: "variable index \(edit.variable) is out of range 0..<\(count)")
      }
      guard seen.insert(edit.variable).inserted else {
        throw ConstraintSystemError(
          path: "\(at).variable",
          reason: "variable \(edit.variable) (\(variables[edit.variable])) is already an edit")
      }
      guard edit.priority > 0, edit.priority < 1000 else {
        throw ConstraintSystemError(
          path: "\(at).priority",
          reason: "edit priority \(edit.priority) is outside (0, 1000): edits are optional")
      }
      if let bad = edit.values.firstIndex(where: { !$0.isFinite }) {
        throw ConstraintSystemError(
          path: "\(at).values[\(bad)]", reason: "value \(edit.values[bad]) is not finite")
      }
    }
  }
}
