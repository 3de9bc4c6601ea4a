import StrutCore

/// The multipliers of required equalities in an optimality certificate: the values that make
/// `Σ_c λ_c · a_cv = 0` hold for every variable `v`, given the multipliers of every other
/// constraint.
///
/// The order is found once per certificate and reused for every level. **Peeling**: a variable
/// that exactly one unsolved equality names fixes that equality's multiplier (`λ_c = −g_v /
/// a_cv`, `g_v` the sum of the known terms); solving it may leave another variable with one
/// unsolved equality, and so on — a stack, a tree or a chain of equalities peels completely,
/// in O(Σ terms). The equalities that do not peel (a **core**: every variable they name is
/// named by two of them or more, as in a tree's rows of equal-width siblings) are solved
/// together by a sparse LU factorisation (``SparseLUFactorization``) over the variables
/// they name; a redundant equality gets 0. The checker verifies the result.
struct CertificatePeeling {
  /// Equalities in the order they peel, each with the variable that fixes it.
  var peeled: [(entry: Int, slot: Int32, coefficient: Double)] = []
  /// Equalities that name one variable no other unsolved equality does, solved after the
  /// rest (in this order), each from that variable.
  var lastSteps: [(entry: Int, slot: Int32, coefficient: Double)] = []
  /// The equalities of the core, and the variables they name.
  var core: [Int] = []
  var coreSlots: [Int32] = []
  /// The number of variable slots.
  var slotCount: Int
  /// The factorised core (nil when everything peels).
  var factorization: SparseLUFactorization?

  /// Finds the order for the required equalities (entries without a marker) of `entries`,
  /// and factorises the core.
  init(entries: ContiguousArray<CertificateEntry>, slotCount: Int) {
    self.slotCount = slotCount
    // Unknowns: the equalities; equations: the slots. Which equalities name each slot (CSR),
    // and how many unconsumed ones each slot and equality has.
    var unknownsOfSlot = [Int32](repeating: 0, count: slotCount)
    var equalities: [Int] = []
    for (index, entry) in entries.enumerated() where entry.marker < 0 {
      equalities.append(index)
      for term in entry.terms where term.coefficient != 0 { unknownsOfSlot[Int(term.slot)] += 1 }
    }
    guard !equalities.isEmpty else { return }
    var start = [Int](repeating: 0, count: slotCount + 1)
    for slot in 0..<slotCount { start[slot + 1] = start[slot] + Int(unknownsOfSlot[slot]) }
    var fill = start
    var named = [Int](repeating: 0, count: start[slotCount])
    var slotsOfEquality = [Int32](repeating: 0, count: entries.count)
    for index in equalities {
      for term in entries[index].terms where term.coefficient != 0 {
        named[fill[Int(term.slot)]] = index
        fill[Int(term.slot)] += 1
        slotsOfEquality[index] += 1
      }
    }
    var consumedEquality = [Bool](repeating: false, count: entries.count)
    var consumedSlot = [Bool](repeating: false, count: slotCount)
    var forward: [Int32] = []
    var backward: [Int] = []
    for slot in 0..<slotCount where unknownsOfSlot[slot] == 1 { forward.append(Int32(slot)) }
    for index in equalities where slotsOfEquality[index] == 1 { backward.append(index) }
    var deferred: [(entry: Int, slot: Int32, coefficient: Double)] = []
    // Consumes an equality: the slots it names lose an unknown.
    func consume(_ index: Int, pivot slot: Int32) {
      consumedEquality[index] = true
      consumedSlot[Int(slot)] = true
      for term in entries[index].terms where term.coefficient != 0 {
        unknownsOfSlot[Int(term.slot)] -= 1
        if unknownsOfSlot[Int(term.slot)] == 1, !consumedSlot[Int(term.slot)] {
          forward.append(term.slot)
        }
      }
      // The equalities the pivot slot names lose an equation.
      for other in named[start[Int(slot)]..<start[Int(slot) + 1]] where !consumedEquality[other] {
        slotsOfEquality[other] -= 1
        if slotsOfEquality[other] == 1 { backward.append(other) }
      }
    }
    while true {
      if let slot = forward.popLast() {
        // A slot that one unconsumed equality names fixes its multiplier now.
        guard !consumedSlot[Int(slot)], unknownsOfSlot[Int(slot)] == 1,
          let index = named[start[Int(slot)]..<start[Int(slot) + 1]].first(where: {
            !consumedEquality[$0]
          })
        else { continue }
        peeled.append((index, slot, Self.coefficient(of: slot, in: entries[index])))
        consume(index, pivot: slot)
      } else if let index = backward.popLast() {
        // An equality that names one unconsumed slot takes whatever that slot needs, last.
        guard !consumedEquality[index], slotsOfEquality[index] == 1,
          let term = entries[index].terms.first(where: {
            $0.coefficient != 0 && !consumedSlot[Int($0.slot)]
          })
        else { continue }
        deferred.append((index, term.slot, Self.coefficient(of: term.slot, in: entries[index])))
        consume(index, pivot: term.slot)
      } else {
        break
      }
    }
    lastSteps = deferred.reversed()
    core = equalities.filter { !consumedEquality[$0] }
    guard !core.isEmpty else { return }
    // The core's rows: one per unconsumed variable it names, one column per equality.
    var rowOfSlot: [Int32: Int] = [:]
    var rows: [[(column: Int32, value: Double)]] = []
    for (column, index) in core.enumerated() {
      for term in entries[index].terms
      where term.coefficient != 0 && !consumedSlot[Int(term.slot)] {
        let row =
          rowOfSlot[term.slot]
          ?? {
            rowOfSlot[term.slot] = rows.count
            coreSlots.append(term.slot)
            rows.append([])
            return rows.count - 1
          }()
        rows[row].append((Int32(column), term.coefficient))
      }
    }
    factorization = SparseLUFactorization(rows: rows, columnCount: core.count)
  }

  /// The merged coefficient of `slot` in an entry.
  static func coefficient(of slot: Int32, in entry: CertificateEntry) -> Double {
    entry.terms.first { $0.slot == slot }?.coefficient ?? 0
  }

  /// Fills in the multipliers of the required equalities, given every other one.
  /// - Complexity: O(Σ terms + core² · core slots).
  func solve(entries: ContiguousArray<CertificateEntry>, multipliers: inout [Double]) {
    guard !peeled.isEmpty || !core.isEmpty || !lastSteps.isEmpty else { return }
    var g = [Double](repeating: 0, count: slotCount)
    for (index, entry) in entries.enumerated() where entry.marker >= 0 && multipliers[index] != 0 {
      for term in entry.terms { g[Int(term.slot)] += multipliers[index] * term.coefficient }
    }
    for step in peeled {
      let lambda = -g[Int(step.slot)] / step.coefficient
      multipliers[step.entry] = lambda
      for term in entries[step.entry].terms { g[Int(term.slot)] += lambda * term.coefficient }
    }
    defer {
      for step in lastSteps {
        let lambda = -g[Int(step.slot)] / step.coefficient
        multipliers[step.entry] = lambda
        for term in entries[step.entry].terms { g[Int(term.slot)] += lambda * term.coefficient }
      }
    }
    guard let factorization else { return }
    let solution = factorization.solve(coreSlots.map { -g[Int($0)] })
    for (column, index) in core.enumerated() {
      multipliers[index] = solution[column]
      for term in entries[index].terms { g[Int(term.slot)] += solution[column] * term.coefficient }
    }
  }
}
