import StrutCassowary
import StrutCore
import Testing

@testable import StrutWorkloads

/// Cells (built through the DSL) and chips: hugging, compression resistance and priorities
/// decide the frames as worked out by hand.
@Suite struct CellsAndChipsTests {
  /// Solves `system` with the root `width` wide and returns the values by name.
  static func solve(_ system: ConstraintSystem, width: Double) throws -> [String: Double] {
    let instance = system.instantiate()
    let solver = CassowarySolver()
    try solver.add(contentsOf: instance.constraints)
    let edit = try #require(instance.edits.first)
    try solver.addEditVariable(edit.variable, priority: edit.priority)
    try solver.suggestValue(width, for: edit.variable)
    solver.updateVariables()
    return instance.values(in: solver)
  }

  /// The constant `c` of the optional record `v <= c` on `variable` at `priority`.
  static func bound(_ system: ConstraintSystem, _ variable: String, priority: Float) -> Double? {
    guard let index = system.variables.firstIndex(of: variable) else { return nil }
    let record = system.constraints.first {
      $0.priority == priority && $0.relation == .lessThanOrEqual && $0.terms.count == 1
        && $0.terms[0].variable == index
    }
    return record.map { -$0.constant / $0.terms[0].coefficient }
  }

  @Test(arguments: [640.0, 1000, 1360])
  func cellLabelsHonourHuggingAndCompression(width: Double) throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    let system = try Workload.cells.system(size: 100, seed: seed)
    let values = try Self.solve(system, width: width)
    var compressed = 0
    for row in 0..<20 {
      let title = "v\(5 * row + 3)"
      let detail = "v\(5 * row + 4)"
      // The intrinsic widths, read back from the hugging constraints the DSL installed.
      let titleText = try #require(Self.bound(system, "\(title).w", priority: 260), "seed \(seed)")
      let detailText = try #require(
        Self.bound(system, "\(detail).w", priority: 250), "seed \(seed)")
      let room = width - 92
      let titleWidth = values["\(title).w"] ?? .nan
      let detailWidth = values["\(detail).w"] ?? .nan
      #expect(abs(titleWidth + detailWidth - room) < 1e-6, "seed \(seed) row \(row)")
      if room >= titleText + detailText {
        #expect(abs(titleWidth - titleText) < 1e-6, "seed \(seed) row \(row): title hugs")
      } else {
        compressed += 1
        #expect(abs(detailWidth - detailText) < 1e-6, "seed \(seed) row \(row): detail resists")
      }
      #expect(abs((values["\(title).x"] ?? .nan) - 68) < 1e-6)
      #expect(abs((values["\(detail).x"] ?? .nan) - (76 + titleWidth)) < 1e-6)
      #expect(abs((values["v\(5 * row + 1).y"] ?? .nan) - 44 * Double(row)) < 1e-6)
      #expect(abs((values["v\(5 * row + 2).y"] ?? .nan) - (44 * Double(row) + 2)) < 1e-6)
      #expect(abs((values["v\(5 * row + 5).y"] ?? .nan) - (44 * Double(row) + 43)) < 1e-6)
    }
    // Title + detail need up to 480 + 168 = 648 > 548: at 640 some row compresses.
    if width >= 1000 { #expect(compressed == 0, "seed \(seed)") }
  }

  @Test func cellsMatchTheHandWorkedLayoutAcrossTheDrag() throws {
    let system = try Workload.cells.system(size: 40, seed: 5)
    for width in [640.0, 700, 1000, 1360] {
      let values = try Self.solve(system, width: width)
      let expected = ExpectedGeometry.values(.cells, size: 40, rootWidth: width, seed: 5)
      for (name, want) in expected {
        #expect(abs((values[name] ?? .nan) - want) < 1e-6, "\(name) at \(width)")
      }
    }
  }

  @Test func cellsRecordTheDSLsConstraintsInOrder() throws {
    let system = try Workload.cells.system(size: 5, seed: 1)
    // Root pins, then 25 per row: 3 cell, 4 icon, 3 + 4 title, 3 + 4 detail, 4 separator.
    #expect(system.constraints.count == 28)
    #expect(system.variables.count == 24)
    let priorities = Set(system.constraints.map(\.priority))
    #expect(priorities == [1000, 750, 710, 700, 260, 250])
  }

  @Test(arguments: [640.0, 800, 1000, 1360])
  func chipsMatchTheHandWorkedLayout(width: Double) throws {
    let seed = UInt64.random(in: 0...1_000)
    let system = try Workload.inequalities.system(size: 44, seed: seed)
    let values = try Self.solve(system, width: width)
    let expected = ExpectedGeometry.values(.inequalities, size: 44, rootWidth: width, seed: seed)
    for (name, want) in expected {
      #expect(abs((values[name] ?? .nan) - want) < 1e-6, "seed \(seed): \(name) at \(width)")
    }
  }

  @Test func chipsAreMostlyInequalitiesOnEightLevels() throws {
    let system = try Workload.inequalities.system(size: 800, seed: 3)
    let records = system.constraints.dropFirst(3)
    let inequalities = records.filter { $0.relation != .equal }.count
    #expect(inequalities * 90 == records.count * 58)
    let levels = Set(records.map(\.priority)).subtracting([1000])
    #expect(levels == [700, 600, 500, 300, 250, 200, 150, 100])
  }

  @Test func aNarrowRowCompressesTheLightestChipFirst() throws {
    // One row: at a root just too narrow for the preferred widths, the gaps close to 4 and
    // then chip 0 (weight 1) gives way while chip 7 (weight 8) keeps its preferred width.
    // A seed whose chip 0 can give 10 points (pref − min is 0…44, so most seeds do).
    let seed = try #require(
      (UInt64(0)..<64).first { seed in
        guard let system = try? Workload.inequalities.system(size: 8, seed: seed) else {
          return false
        }
        return Self.preferred(system, "v1.w") - Self.lowerBound(system, "v1.w") >= 10
      })
    let system = try Workload.inequalities.system(size: 8, seed: seed)
    let preferred = (1...8).map { Self.preferred(system, "v\($0).w") }
    let preferredSum: Double = preferred.reduce(0, +)
    let width: Double = 16 + 28 + preferredSum - 10
    let values = try Self.solve(system, width: width)
    let first = values["v1.w"] ?? .nan
    let firstRight = (values["v1.x"] ?? .nan) + first
    #expect(abs(first - (preferred[0] - 10)) < 1e-6, "seed \(seed)")
    #expect(abs((values["v8.w"] ?? .nan) - preferred[7]) < 1e-6, "seed \(seed)")
    #expect(abs((values["v2.x"] ?? .nan) - (firstRight + 4)) < 1e-6, "seed \(seed)")
  }

  /// The required lower bound of `variable`.
  static func lowerBound(_ system: ConstraintSystem, _ variable: String) -> Double {
    let index = system.variables.firstIndex(of: variable) ?? -1
    return system.constraints.first {
      $0.priority == 1000 && $0.relation == .greaterThanOrEqual && $0.terms.count == 1
        && $0.terms[0].variable == index
    }.map { -$0.constant } ?? .nan
  }

  /// The preferred value (@250) of `variable`.
  static func preferred(_ system: ConstraintSystem, _ variable: String) -> Double {
    let index = system.variables.firstIndex(of: variable) ?? -1
    return system.constraints.first {
      $0.priority == 250 && $0.relation == .equal && $0.terms.count == 1
        && $0.terms[0].variable == index
    }.map { -$0.constant } ?? .nan
  }
}
