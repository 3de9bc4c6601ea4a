import StrutCore

extension Workload {
  /// The unit of every number of the random workload (a power of two, so sums are exact).
  static let randomUnit = 0.25
  /// How far back a view's neighbour may be (views `i − 8 … i − 1`).
  static let randomNeighbourReach = 8
  /// The share of views that get one optional constraint tied to the root's width.
  static let randomRootTieShare = 0.2

  /// The hidden frame of random view `view` (1-based), every value a multiple of 0.25:
  /// `x` in 0…800, `y` in `20·(view − 1)` + 0…40, `w` in 10…400, `h` in 10…60 (four draws,
  /// in that order).
  static func randomHiddenFrame(view: Int, _ random: inout SplitMix64) -> [Double] {
    let x = randomUnit * Double(random.within(0...3200))
    let y = 20 * Double(view - 1) + randomUnit * Double(random.within(0...160))
    let w = randomUnit * Double(random.within(40...1600))
    let h = randomUnit * Double(random.within(40...240))
    return [x, y, w, h]
  }

  /// W7, `size` views (views 1…size) with seeded random constraints in the style of the fuzzer
  /// (``RandomRecordMaker``, unit 0.25, 1–6 optional levels drawn from its pool). Every view
  /// has a hidden frame (``randomHiddenFrame(view:_:)``; the root's is 0, 0, 1000, 800) at
  /// which every required constraint holds, so the required part is satisfiable by
  /// construction. Per view `i`, in order:
  /// - a neighbour `n` = `i − 1 − r`, `r` in `0..<min(8, i − 1)` (view 1 has none); the
  ///   candidates are the view's four variables and the neighbour's;
  /// - 2…10 records: 6 % a scaled copy of a fresh required record of this or the previous
  ///   view (redundant), 4 % the sum of two such required equalities (redundant), otherwise a
  ///   fresh record over 1–4 distinct candidates (``RandomRecordMaker/freshRecord(over:hidden:_:)``,
  ///   required with probability 1/2);
  /// - a fresh record over each of the view's own variables that no record mentions yet;
  /// - with probability 0.2, an optional record over one own variable and `root.w`.
  ///
  /// Required records never mention `root.w`, so the drag always moves the root. Copies and
  /// sums are made of fresh records only, so no record spans views more than 9 apart; work
  /// and size are linear: about 7.5 constraints per view.
  ///
  /// Counts: `4·(size + 1)` variables; the constraint count depends on the seed.
  /// - Complexity: O(`size`).
  static func randomSystem(size: Int, seed: UInt64, name: String) -> ConstraintSystem {
    randomSystemAndWitness(size: size, seed: seed, name: name).system
  }

  /// ``randomSystem(size:seed:name:)`` and its hidden point (a value per variable at which
  /// every required record holds exactly).
  /// - Complexity: O(`size`).
  static func randomSystemAndWitness(
    size: Int, seed: UInt64, name: String
  ) -> (system: ConstraintSystem, witness: [Double]) {
    var random = SplitMix64(seed: seed)
    let levels = RandomRecordMaker.drawLevels(&random)
    let maker = RandomRecordMaker(unit: randomUnit, levels: levels)
    let tieMaker = RandomRecordMaker(unit: randomUnit, levels: levels, requiredShare: 0)
    var builder = SystemBuilder(expectedViews: size + 1, expectedConstraints: 8 * size + 3)
    let root = addRoot(to: &builder)
    var hidden: [Double] = [0, 0, 1000, 800]
    hidden.reserveCapacity(4 * (size + 1))
    var records: [ConstraintSystem.ConstraintRecord] = []
    records.reserveCapacity(8 * size)
    var previousRequired: [Int] = []
    for view in 1..<(size + 1) {
      let own = builder.addView()
      hidden.append(contentsOf: randomHiddenFrame(view: view, &random))
      var candidates = [own.x, own.y, own.w, own.h]
      if view > 1 {
        let neighbour = view - 1 - random.below(min(randomNeighbourReach, view - 1))
        let first = 4 * neighbour
        candidates.append(contentsOf: first..<(first + 4))
      }
      var currentRequired: [Int] = []
      var mentioned = [false, false, false, false]
      func append(_ record: ConstraintSystem.ConstraintRecord, fresh: Bool = true) {
        if fresh, record.priority == 1000 { currentRequired.append(records.count) }
        for term in record.terms where term.variable >= own.x && term.variable <= own.h {
          mentioned[term.variable - own.x] = true
        }
        records.append(record)
      }
      for _ in 0..<random.within(2...10) {
        let roll = random.unit()
        let required = previousRequired + currentRequired
        if roll < 0.06, !required.isEmpty {
          append(
            RandomRecordMaker.scaledCopy(of: records[random.pick(required)], &random), fresh: false)
          continue
        }
        let equalities = required.filter { records[$0].relation == .equal }
        if roll < 0.10, equalities.count >= 2 {
          let a = records[random.pick(equalities)]
          let b = records[random.pick(equalities)]
          append(RandomRecordMaker.sum(a, b), fresh: false)
          continue
        }
        let wanted = RandomRecordMaker.drawTermCount(&random)
        var chosen: [Int] = []
        while chosen.count < min(wanted, candidates.count) {
          let variable = random.pick(candidates)
          if !chosen.contains(variable) { chosen.append(variable) }
        }
        append(maker.freshRecord(over: chosen, hidden: hidden, &random))
      }
      for (offset, variable) in [own.x, own.y, own.w, own.h].enumerated() where !mentioned[offset] {
        append(maker.freshRecord(over: [variable], hidden: hidden, &random))
      }
      if random.chance(randomRootTieShare) {
        let variable = random.pick([own.x, own.y, own.w, own.h])
        append(tieMaker.freshRecord(over: [variable, root.w], hidden: hidden, &random))
      }
      previousRequired = currentRequired
    }
    for record in records { builder.append(record) }
    return (builder.system(name: name, edits: [rootEdit(root)]), hidden)
  }
}
