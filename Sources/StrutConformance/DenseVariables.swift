import StrutCore

/// Numbers the variables of a state densely (0, 1, 2, … in order of first appearance), so
/// that the checker's linear passes over large states index arrays instead of hashing.
///
/// Variables are numbered by their process-wide identifiers: when those lie in a compact range
/// (a system's variables are made one after another), a variable's number is an array look-up
/// by identifier; otherwise a dictionary.
struct DenseVariables {
  /// The variables, by number.
  private(set) var variables: [Variable] = []
  /// The smallest identifier of the compact range (when ``slots`` is used).
  private let base: Int
  /// Number + 1 by `identifier − base` (0: not numbered yet); empty when not compact.
  private var slots: [Int32]
  /// Numbers by variable, when the identifiers are not compact.
  private var numbers: [Variable: Int] = [:]

  /// A numbering for the variables of `judged`.
  init(_ judged: [ConformanceState.Judged]) {
    var low = Int.max
    var high = Int.min
    var terms = 0
    for item in judged {
      for term in item.constraint.expression.terms {
        low = min(low, term.variable.id)
        high = max(high, term.variable.id)
        terms += 1
      }
    }
    if terms > 0, high - low < 4 * terms + 4_096, high - low < Int(Int32.max) {
      base = low
      slots = [Int32](repeating: 0, count: high - low + 1)
    } else {
      base = 0
      slots = []
    }
    variables.reserveCapacity(terms / 2)
    for item in judged {
      for term in item.constraint.expression.terms { _ = number(term.variable) }
    }
  }

  /// The variable's number, given one if it has none.
  mutating func number(_ variable: Variable) -> Int {
    if !slots.isEmpty {
      let offset = variable.id - base
      if offset >= 0, offset < slots.count {
        let slot = Int(slots[offset])
        if slot > 0 { return slot - 1 }
        variables.append(variable)
        slots[offset] = Int32(variables.count)
        return variables.count - 1
      }
    }
    if let known = numbers[variable] { return known }
    variables.append(variable)
    numbers[variable] = variables.count - 1
    return variables.count - 1
  }

  /// The variable's number (every variable of the judged constraints has one).
  func existingNumber(_ variable: Variable) -> Int {
    if !slots.isEmpty {
      let offset = variable.id - base
      if offset >= 0, offset < slots.count, slots[offset] > 0 { return Int(slots[offset]) - 1 }
    }
    return numbers[variable] ?? -1
  }

  /// How many variables are numbered.
  var count: Int { variables.count }
}
