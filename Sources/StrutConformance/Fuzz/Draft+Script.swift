import StrutCore

extension Draft {
  /// A script over the system: a first batch, edits, then random steps (some of which must
  /// fail), with checks along the way. May append constraints that exist only to be rejected.
  mutating func makeScript(
    _ random: inout SeededGenerator, steps range: ClosedRange<Int> = 4...20
  ) -> [ConformanceOperation] {
    var script: [ConformanceOperation] = []
    var present = Set<Int>()
    var poison = Set<Int>()
    var edits: [Int: Float] = [:]

    func addBatch(_ random: inout SeededGenerator, share: Double) {
      var batch = records.indices.filter { !present.contains($0) && !poison.contains($0) }
      batch = batch.filter { _ in random.chance(share) }
      batch = shuffled(batch, &random)
      if batch.isEmpty { return }
      script.append(ConformanceOperation(.add, constraints: batch))
      present.formUnion(batch)
    }

    addBatch(&random, share: random.uniform(0.4, 1))
    for spec in editSpecs where random.chance(0.6) {
      script.append(
        ConformanceOperation(.addEdit, variable: spec.variable, priority: spec.priority))
      edits[spec.variable] = spec.priority
      if random.chance(0.8) {
        script.append(
          ConformanceOperation(
            .suggest, variable: spec.variable, value: suggestion(for: spec.variable, &random)))
      }
    }
    let steps = random.within(range)
    for _ in 0..<steps {
      let roll = random.unit()
      let absent = records.indices.filter { !present.contains($0) && !poison.contains($0) }
      let inSolver = present.sorted()
      if roll < 0.22, !absent.isEmpty {
        let batch = Array(
          shuffled(absent, &random).prefix(random.chance(0.7) ? 1 : random.within(2...4)))
        script.append(ConformanceOperation(.add, constraints: batch))
        present.formUnion(batch)
      } else if roll < 0.40, !inSolver.isEmpty {
        let batch = Array(
          shuffled(inSolver, &random).prefix(random.chance(0.7) ? 1 : random.within(2...3)))
        script.append(ConformanceOperation(.remove, constraints: batch))
        present.subtract(batch)
      } else if roll < 0.52, let variable = edits.keys.sorted().randomElement(using: &random) {
        script.append(
          ConformanceOperation(
            .suggest, variable: variable, value: suggestion(for: variable, &random)))
      } else if roll < 0.60, let spec = editSpecs.first(where: { edits[$0.variable] == nil }) {
        script.append(
          ConformanceOperation(.addEdit, variable: spec.variable, priority: spec.priority))
        edits[spec.variable] = spec.priority
        if random.chance(0.7) {
          script.append(
            ConformanceOperation(
              .suggest, variable: spec.variable, value: suggestion(for: spec.variable, &random)))
        }
      } else if roll < 0.65, let variable = edits.keys.sorted().randomElement(using: &random) {
        script.append(ConformanceOperation(.removeEdit, variable: variable))
        edits[variable] = nil
      } else if roll < 0.75 {
        script.append(ConformanceOperation(.check))
      } else if roll < 0.80 {
        script.append(ConformanceOperation(.update))
      } else if roll < 0.88, let conflict = makeConflict(present: inSolver, &random) {
        poison.insert(conflict)
        var batch = [conflict]
        if random.chance(0.4), let extra = absent.randomElement(using: &random) {
          batch.insert(extra, at: random.below(2))
        }
        script.append(ConformanceOperation(.add, constraints: batch, error: .unsatisfiable))
      } else if roll < 0.92, let index = inSolver.randomElement(using: &random) {
        script.append(ConformanceOperation(.add, constraints: [index], error: .duplicateConstraint))
      } else if roll < 0.95, let index = absent.randomElement(using: &random) {
        script.append(
          ConformanceOperation(.remove, constraints: [index], error: .unknownConstraint))
      } else if roll < 0.97, let variable = edits.keys.sorted().randomElement(using: &random) {
        script.append(
          ConformanceOperation(
            .addEdit, variable: variable, priority: 500, error: .duplicateEditVariable))
      } else if roll < 0.98 {
        let variable = random.below(variableCount)
        if edits[variable] == nil {
          script.append(
            ConformanceOperation(
              .suggest, variable: variable, value: 1, error: .unknownEditVariable))
        }
      } else {
        script.append(ConformanceOperation(.reset))
        present = []
        edits = [:]
        addBatch(&random, share: random.uniform(0.3, 1))
      }
    }
    script.append(ConformanceOperation(.check))
    return script
  }

  /// Appends a required constraint that contradicts a required one in `present` (the same
  /// expression shifted), and returns its index; nil when none is present.
  mutating func makeConflict(present: [Int], _ random: inout SeededGenerator) -> Int? {
    let candidates = present.filter { records[$0].priority == 1000 && !records[$0].terms.isEmpty }
    guard let source = candidates.randomElement(using: &random) else { return nil }
    var conflict = records[source]
    let shift = Double(random.within(1...500)) * unit
    switch conflict.relation {
    case .equal:
      conflict.constant += random.chance(0.5) ? shift : -shift
    case .lessThanOrEqual:
      // e ≤ 0 held; demand e ≥ shift.
      conflict.constant -= shift
      conflict.relation = .greaterThanOrEqual
    case .greaterThanOrEqual:
      // e ≥ 0 held; demand e ≤ −shift.
      conflict.constant += shift
      conflict.relation = .lessThanOrEqual
    }
    records.append(conflict)
    return records.count - 1
  }

  /// `elements` in a random order.
  func shuffled(_ elements: [Int], _ random: inout SeededGenerator) -> [Int] {
    var copy = elements
    if copy.count < 2 { return copy }
    for index in stride(from: copy.count - 1, to: 0, by: -1) {
      copy.swapAt(index, random.below(index + 1))
    }
    return copy
  }
}
