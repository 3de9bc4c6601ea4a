import StrutCore

/// Draws random constraint records that hold at a hidden point: the generator core shared by
/// the `random` workload and StrutConformance's fuzzer.
///
/// The caller owns the hidden point (a value per variable index, every one a multiple of
/// ``unit``) and decides which variables a record may mention; the maker draws coefficients,
/// relation, constant, priority and weight. A required record holds at the hidden point
/// exactly (coefficients are small multiples of powers of two, so the arithmetic is exact in
/// floating point), so any set of required records is satisfiable. Optional records are the
/// hidden value plus an offset of up to ±1000 units, at one of ``levels``.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let maker = RandomRecordMaker(unit: 0.25, levels: RandomRecordMaker.drawLevels(&random))
/// let terms = RandomRecordMaker.drawTermCount(&random)   // then choose that many variables
/// let record = maker.freshRecord(over: [0, 1], hidden: [10, 20], &random)
/// ```
public struct RandomRecordMaker: Sendable {
  /// The priorities optional levels are drawn from: near and at the named levels, and the
  /// extremes.
  public static let priorityPool: [Float] = [
    1, 10, 100, 249.5, 250, 251, 300, 490, 500, 510, 600.5, 700, 749, 750, 751, 900, 999, 999.5,
  ]
  /// The coefficients of fresh records (±1 most often; all exact binary fractions).
  public static let coefficientPool: [Double] = [
    1, -1, 1, -1, 1, -1, 2, -2, 0.5, -0.5, 3, 10, -0.25,
  ]
  /// The factors of ``scaledCopy(of:_:)``.
  public static let copyFactors: [Double] = [2, -1, 0.5, 3]

  /// The unit of every number: a power of two.
  public var unit: Double
  /// The priorities of the optional levels in use (not empty).
  public var levels: [Float]
  /// The probability that a fresh record is required.
  public var requiredShare: Double

  /// A maker with the given unit, optional levels and share of required records.
  public init(unit: Double, levels: [Float], requiredShare: Double = 0.5) {
    self.unit = unit
    self.levels = levels.isEmpty ? [500] : levels
    self.requiredShare = requiredShare
  }

  /// Draws `within(count)` distinct priorities from ``priorityPool`` (in the order drawn).
  /// - Complexity: O(k²) for k levels (k ≤ the pool's 18).
  public static func drawLevels(
    count: ClosedRange<Int> = 1...6, _ random: inout SplitMix64
  ) -> [Float] {
    let wanted = min(priorityPool.count, random.within(count))
    var levels: [Float] = []
    while levels.count < wanted {
      let candidate = random.pick(priorityPool)
      if !levels.contains(candidate) { levels.append(candidate) }
    }
    return levels
  }

  /// How many variables a fresh record mentions: 1 (35 %), 2 (45 %), 3 (12 %) or 4 (8 %).
  /// - Complexity: O(1).
  public static func drawTermCount(_ random: inout SplitMix64) -> Int {
    let roll = random.unit()
    return roll < 0.35 ? 1 : roll < 0.8 ? 2 : roll < 0.92 ? 3 : 4
  }

  /// A multiple of the unit in ±`reach` units.
  /// - Complexity: O(1).
  public func number(_ reach: Int, _ random: inout SplitMix64) -> Double {
    Double(random.within(-reach...reach)) * unit
  }

  /// The value of `terms` at the hidden point.
  /// - Complexity: O(terms).
  public static func value(
    of terms: [ConstraintSystem.IndexedTerm], at hidden: [Double]
  ) -> Double {
    terms.reduce(0) { $0 + $1.coefficient * hidden[$1.variable] }
  }

  /// A fresh record over `variables` (indices into `hidden`, distinct, in the order given):
  /// a coefficient per variable, then `==` (40 %), `<=` (30 %) or `>=` (30 %); required with
  /// probability ``requiredShare`` — tight at the hidden point or with a slack of 1…500
  /// units on the satisfied side — otherwise optional at a random level of ``levels``, off
  /// the hidden value by up to ±1000 units, weight 1 (75 %) or 0.25…10.
  /// - Complexity: O(`variables.count`).
  public func freshRecord(
    over variables: [Int], hidden: [Double], _ random: inout SplitMix64
  ) -> ConstraintSystem.ConstraintRecord {
    let terms = variables.map {
      ConstraintSystem.IndexedTerm($0, random.pick(Self.coefficientPool))
    }
    let relationRoll = random.unit()
    let relation: Relation =
      relationRoll < 0.4 ? .equal : relationRoll < 0.7 ? .lessThanOrEqual : .greaterThanOrEqual
    let atHidden = Self.value(of: terms, at: hidden)
    if random.chance(requiredShare) {
      let slack = random.chance(0.4) ? 0 : Double(random.within(1...500)) * unit
      let constant: Double
      switch relation {
      case .equal: constant = -atHidden
      case .lessThanOrEqual: constant = -atHidden - slack
      case .greaterThanOrEqual: constant = -atHidden + slack
      }
      return .init(terms: terms, constant: constant, relation: relation)
    }
    let offset = random.chance(0.3) ? 0 : number(1000, &random)
    let weight = random.chance(0.75) ? 1 : random.pick([0.5, 2, 3, 10, 0.25] as [Double])
    return .init(
      terms: terms, constant: -atHidden + offset, relation: relation,
      priority: random.pick(levels), weight: weight)
  }

  /// `record` multiplied by 2, −1, 0.5 or 3 (the relation reversed for −1): redundant with it.
  /// - Complexity: O(terms).
  public static func scaledCopy(
    of record: ConstraintSystem.ConstraintRecord, _ random: inout SplitMix64
  ) -> ConstraintSystem.ConstraintRecord {
    var copy = record
    let factor = random.pick(copyFactors)
    copy.terms = copy.terms.map { .init($0.variable, $0.coefficient * factor) }
    copy.constant *= factor
    if factor < 0 { copy.relation = copy.relation.reversed }
    return copy
  }

  /// The sum of two required equalities: a required equality redundant with them.
  /// - Complexity: O(terms).
  public static func sum(
    _ a: ConstraintSystem.ConstraintRecord, _ b: ConstraintSystem.ConstraintRecord
  ) -> ConstraintSystem.ConstraintRecord {
    .init(terms: a.terms + b.terms, constant: a.constant + b.constant, relation: .equal)
  }

  /// `record` with the coefficient at `position` scaled by 1 + 2⁻¹⁰ and the constant moved so
  /// that it still holds at the hidden point: nearly parallel to `record` (an accuracy probe).
  /// - Complexity: O(terms).
  public static func nearlyParallel(
    to record: ConstraintSystem.ConstraintRecord, position: Int, hidden: [Double]
  ) -> ConstraintSystem.ConstraintRecord {
    var copy = record
    guard copy.terms.indices.contains(position) else { return copy }
    copy.terms[position].coefficient *= 1 + 0x1.0p-10
    copy.constant = -value(of: copy.terms, at: hidden)
    return copy
  }
}
