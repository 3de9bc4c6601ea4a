import StrutCore
import StrutWorkloads

/// Makes layout-shaped conformance cases from a seed: a system of one of StrutWorkloads'
/// generated workloads (flat, tree, grid, chain, cells, inequalities, random) at a random size,
/// with its optional priorities and weights redrawn, some required constraints made optional,
/// extra edit variables, and a script of operations on it (a first batch, edits and
/// suggestions, then removals and re-adds of batches, suggestions, edit changes, updates,
/// checks, resets, and steps that must fail).
///
/// The workloads' required constraints hold together (they lay out a valid hierarchy), and
/// the generator only relaxes them (a required constraint made optional) or shifts a copy
/// that must then be rejected, so every batch the script expects to succeed is satisfiable.
public struct LayoutFuzzGenerator: Sendable {
  /// The range of the number of views (the workload's size is drawn from it).
  public var views: ClosedRange<Int>
  /// The range of the number of script steps after the first batch.
  public var steps: ClosedRange<Int>
  /// The workloads drawn from.
  public var workloads: [Workload]

  /// A generator of workloads with `views` views and scripts of `steps` steps.
  public init(
    views: ClosedRange<Int> = 1...75, steps: ClosedRange<Int> = 4...20,
    workloads: [Workload] = Workload.allCases
  ) {
    self.views = max(1, views.lowerBound)...max(1, views.lowerBound, views.upperBound)
    self.steps = max(0, steps.lowerBound)...max(0, steps.lowerBound, steps.upperBound)
    self.workloads = workloads.isEmpty ? Workload.allCases : workloads
  }

  /// The case of `seed`: always a script.
  public func makeCase(seed: UInt64) -> ConformanceCase {
    var random = SeededGenerator(seed: seed)
    let workload = random.pick(workloads)
    let size = max(workload.minimumSize, random.within(views))
    let workloadSeed = random.next()
    // The workloads never throw for a size at or above their minimum.
    let base =
      (try? workload.system(size: size, seed: workloadSeed))
      ?? ConstraintSystem(name: "", variables: ["x"], constraints: [], edits: [])
    var system = Self.perturbed(base, &random)
    let levels = Set(system.constraints.filter { $0.priority < 1000 }.map(\.priority))
    var editSpecs = system.edits.map {
      Draft.EditSpec(variable: $0.variable, priority: $0.priority)
    }
    let extraEdits = random.within(0...3)
    for _ in 0..<extraEdits where !system.variables.isEmpty {
      let variable = random.below(system.variables.count)
      guard !editSpecs.contains(where: { $0.variable == variable }) else { continue }
      editSpecs.append(
        Draft.EditSpec(variable: variable, priority: random.pick(Self.editPriorities)))
    }
    // Suggestions land near the layout's own numbers: the root width's drag values, and
    // ±600 points around 300 for other variables.
    var hidden = [Double](repeating: 300, count: system.variables.count)
    for edit in system.edits { hidden[edit.variable] = edit.values.first ?? 1000 }
    var draft = Draft(
      variableCount: system.variables.count, unit: 1, hidden: hidden,
      levels: levels.isEmpty ? [750] : levels.sorted(), records: system.constraints,
      editSpecs: editSpecs)
    let script = draft.makeScript(&random, steps: steps)
    system.constraints = draft.records
    system.edits = []
    return ConformanceCase(
      name: "layout-\(workload)-\(String(seed, radix: 16))",
      summary: "layout-shaped script: \(workload) of size \(size) (seed \(seed))",
      system: system, script: script)
  }

  /// Edit priorities the generator adds (the root width's 750 comes from the workload).
  static let editPriorities: [Float] = [1, 250, 500, 749, 751, 999]

  /// `system` with its optional levels mapped to random priorities (a level stays one level),
  /// some weights redrawn and some required constraints made optional.
  static func perturbed(_ system: ConstraintSystem, _ random: inout SeededGenerator)
    -> ConstraintSystem
  {
    var result = system
    var mapping: [Float: Float] = [:]
    let remap = random.chance(0.7)
    for record in system.constraints where record.priority < 1000 && mapping[record.priority] == nil
    {
      mapping[record.priority] =
        remap ? random.pick(RandomRecordMaker.priorityPool) : record.priority
    }
    let demoted = random.chance(0.5) ? random.uniform(0, 0.2) : 0
    let reweighted = random.chance(0.4) ? random.uniform(0, 0.5) : 0
    let pool = Array(Set(mapping.values)).sorted()
    for index in result.constraints.indices {
      var record = result.constraints[index]
      if record.priority < 1000 {
        record.priority = mapping[record.priority] ?? record.priority
      } else if random.chance(demoted) {
        record.priority =
          pool.isEmpty ? random.pick(RandomRecordMaker.priorityPool) : random.pick(pool)
      }
      if record.priority < 1000, random.chance(reweighted) {
        record.weight = random.pick([0.5, 2, 3, 10] as [Double])
      }
      result.constraints[index] = record
    }
    return result
  }
}
