import Foundation
import StrutCore
import StrutWorkloads

/// Makes random valid conformance cases from a seed: a constraint system (2–300 variables,
/// `==`/`<=`/`>=`, required and optional constraints on 1–6 priority levels, weights, edit
/// variables, redundant and near-degenerate constraints, magnitudes from 1e-3 to 1e6) and,
/// for most seeds, a script of operations on it (adds, removes, edits, suggestions, updates,
/// checks, resets, and steps that must fail: unsatisfiable, duplicate or unknown).
///
/// Every required constraint holds at a hidden point, so every subset of them is satisfiable.
/// The hidden point, coefficients and constants are multiples of a power of two, so that
/// "holds at the hidden point" is exact in floating point and a redundant constraint really
/// is redundant. The records are drawn by StrutWorkloads' ``RandomRecordMaker``, the core the
/// `random` workload shares (it scales the same draws to views with local constraints).
public struct FuzzGenerator: Sendable {
  /// The range of the number of variables.
  public var variables: ClosedRange<Int>
  /// The share of systems drawn from the large end of ``variables`` (above 60).
  public var largeShare: Double
  /// The share of cases with a script (the others apply the system and check).
  public var scriptShare: Double
  /// The range of the number of script steps after the first batch and edits.
  public var steps: ClosedRange<Int>

  /// A generator.
  public init(
    variables: ClosedRange<Int> = 2...300, largeShare: Double = 0.1, scriptShare: Double = 0.6,
    steps: ClosedRange<Int> = 4...20
  ) {
    self.variables = variables
    self.largeShare = largeShare
    self.scriptShare = scriptShare
    self.steps = steps
  }

  /// The case of `seed`.
  public func makeCase(seed: UInt64) -> ConformanceCase {
    var random = SeededGenerator(seed: seed)
    var draft = Draft(random: &random, variableCount: variableCount(&random))
    draft.makeConstraints(&random)
    let name = "fuzz-\(String(seed, radix: 16))"
    if random.chance(scriptShare) {
      let script = draft.makeScript(&random, steps: steps)
      return ConformanceCase(
        name: name, summary: "random script (seed \(seed))", system: draft.system(edits: []),
        script: script)
    }
    let edits = draft.editSpecs.map { spec in
      ConstraintSystem.EditRecord(
        variable: spec.variable, priority: spec.priority,
        values: (0..<random.within(1...3)).map { _ in draft.suggestion(for: spec.variable, &random)
        })
    }
    return ConformanceCase(
      name: name, summary: "random system (seed \(seed))", system: draft.system(edits: edits))
  }

  /// How many variables a system gets: mostly small, a few large.
  private func variableCount(_ random: inout SeededGenerator) -> Int {
    let low = variables.lowerBound
    let high = max(low, variables.upperBound)
    // A range that starts above the small and middle bands (e.g. 1000...3000) draws from
    // the whole range; otherwise mostly small, some middle, a few large.
    guard low <= 12 else { return random.within(low...high) }
    let roll = random.unit()
    if roll < largeShare, high > 60 { return random.within(61...high) }
    if roll < largeShare + 0.2, high > 12 { return random.within(13...min(high, 60)) }
    return random.within(low...min(high, 12))
  }
}

/// A system under construction.
struct Draft {
  /// An edit variable the generator may use.
  struct EditSpec {
    var variable: Int
    var priority: Float
  }

  let variableCount: Int
  /// The unit of every number: a power of two near `scale / 1000`.
  let unit: Double
  /// The point where every required constraint holds.
  var hidden: [Double]
  /// The priorities of the optional levels.
  var levels: [Float]
  var records: [ConstraintSystem.ConstraintRecord] = []
  var editSpecs: [EditSpec] = []

  /// A draft over given records (the layout-shaped generator's workload systems).
  init(
    variableCount: Int, unit: Double, hidden: [Double], levels: [Float],
    records: [ConstraintSystem.ConstraintRecord], editSpecs: [EditSpec]
  ) {
    self.variableCount = variableCount
    self.unit = unit
    self.hidden = hidden
    self.levels = levels
    self.records = records
    self.editSpecs = editSpecs
  }

  init(random: inout SeededGenerator, variableCount: Int) {
    self.variableCount = variableCount
    let exponent = random.uniform(-3, 6)
    let scale = pow(10, exponent)
    unit = Double(sign: .plus, exponent: Int((scale / 1000).exponent), significand: 1)
    var hidden: [Double] = []
    for _ in 0..<variableCount {
      hidden.append(random.chance(0.15) ? 0 : Double(random.within(-1000...1000)) * unit)
    }
    self.hidden = hidden
    self.levels = RandomRecordMaker.drawLevels(&random)
  }

  /// The shared record maker with this draft's unit and levels.
  var maker: RandomRecordMaker { RandomRecordMaker(unit: unit, levels: levels) }

  /// A multiple of the unit in ±`reach` units.
  func number(_ reach: Int, _ random: inout SeededGenerator) -> Double {
    maker.number(reach, &random)
  }

  /// A value to suggest for an edit of `variable`.
  func suggestion(for variable: Int, _ random: inout SeededGenerator) -> Double {
    hidden[variable] + number(random.chance(0.3) ? 0 : 600, &random)
  }

  /// The system with the given edit records.
  func system(edits: [ConstraintSystem.EditRecord]) -> ConstraintSystem {
    ConstraintSystem(
      name: "", variables: (0..<variableCount).map { "x\($0)" }, constraints: records,
      edits: edits)
  }

  /// Fills ``records`` and ``editSpecs``.
  mutating func makeConstraints(_ random: inout SeededGenerator) {
    let count = max(1, Int(Double(variableCount) * random.uniform(0.6, 2.2)))
    for _ in 0..<count { records.append(makeRecord(&random)) }
    let editCount = random.within(0...min(3, variableCount))
    var used = Set<Int>()
    while editSpecs.count < editCount {
      let variable = random.below(variableCount)
      guard used.insert(variable).inserted else { continue }
      var priority = random.pick(levels)
      if levels.count < 6, random.chance(0.2) {
        priority = random.pick([2, 20, 260, 740, 800, 998] as [Float])
        if !levels.contains(priority) { levels.append(priority) }
      }
      editSpecs.append(EditSpec(variable: variable, priority: priority))
    }
  }

  /// One new constraint: fresh, or redundant with / nearly parallel to an earlier one.
  mutating func makeRecord(_ random: inout SeededGenerator) -> ConstraintSystem.ConstraintRecord {
    let roll = random.unit()
    let required = records.indices.filter { records[$0].priority == 1000 }
    if roll < 0.08, let source = required.isEmpty ? nil : random.pick(required) {
      // A multiple of a required constraint: redundant.
      return RandomRecordMaker.scaledCopy(of: records[source], &random)
    }
    let equalities = required.filter { records[$0].relation == .equal }
    if roll < 0.12, equalities.count >= 2 {
      // The sum of two required equalities: redundant.
      let a = records[random.pick(equalities)]
      let b = records[random.pick(equalities)]
      return RandomRecordMaker.sum(a, b)
    }
    if roll < 0.16, let source = required.isEmpty ? nil : random.pick(required) {
      // Nearly parallel to a required constraint, through the hidden point.
      let position = random.below(records[source].terms.count)
      return RandomRecordMaker.nearlyParallel(
        to: records[source], position: position, hidden: hidden)
    }
    return freshRecord(&random)
  }

  /// A fresh constraint on 1–4 variables chosen anywhere in the system.
  func freshRecord(_ random: inout SeededGenerator) -> ConstraintSystem.ConstraintRecord {
    let wanted = RandomRecordMaker.drawTermCount(&random)
    var chosen: [Int] = []
    while chosen.count < min(wanted, variableCount) {
      let variable = random.below(variableCount)
      if !chosen.contains(variable) { chosen.append(variable) }
    }
    return maker.freshRecord(over: chosen, hidden: hidden, &random)
  }
}
