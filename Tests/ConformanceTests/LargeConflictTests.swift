import StrutCore
import StrutGLPK
import Testing

/// Conflicts too large for a re-solve per candidate (issue 18, item 6): every backend names
/// them, and what it names is a conflict that no member can be dropped from.
@Suite struct LargeConflictTests {
  /// The error of adding `culprit`, which must be `.unsatisfiable`; nil (and an issue) if not.
  static func conflicts(adding culprit: Constraint, to solver: any ConstraintSolver)
    -> [Constraint]?
  {
    do {
      try solver.add(culprit)
      Issue.record("\(culprit) must be rejected")
    } catch {
      guard case .unsatisfiable(let named, let conflicts) = error else {
        Issue.record("unexpected \(error)")
        return nil
      }
      #expect(named == culprit)
      return conflicts
    }
    return nil
  }

  /// Whether `constraints` can all hold (GLPK decides, a backend independent of the one
  /// under test when that one is Cassowary).
  static func feasible(_ constraints: some Sequence<Constraint>) -> Bool {
    let probe = GLPKSolver()
    defer { probe.reset() }
    do {
      try probe.add(contentsOf: Array(constraints))
      probe.updateVariables()
      return probe.lastUpdateFailure == nil
    } catch {
      return false
    }
  }

  /// Records an issue unless `conflicts` with `culprit` is infeasible and every proper
  /// subset that leaves out one member is feasible.
  static func expectIrreducible(_ conflicts: [Constraint], with culprit: Constraint) {
    #expect(!feasible(conflicts + [culprit]), "the conflict set can hold")
    for index in conflicts.indices {
      var rest = conflicts
      let dropped = rest.remove(at: index)
      #expect(feasible(rest + [culprit]), "\(dropped) is not needed in the conflict")
    }
  }

  @Test(arguments: TestBackend.allCases)
  func chainOfTenThousandLinksIsNamedWhole(_ backend: TestBackend) throws {
    let solver = backend.backend.make()
    let x = (0...10_000).map { Variable("x\($0)") }
    var links = [x[0] == 0]
    for index in 0..<10_000 { links.append(x[index + 1] == x[index] + 10) }
    // Unrelated constraints the search must not include.
    let free = (0..<500).map { Variable("free\($0)") }
    try solver.add(contentsOf: free.map { $0 >= 0 } + links)
    let culprit = x[10_000] == 5
    let conflicts = try #require(Self.conflicts(adding: culprit, to: solver))
    #expect(Set(conflicts.map(\.id)) == Set(links.map(\.id)))
  }

  /// Tight links `x(i+1) >= x(i) + 1` beside weaker ones `x(i+1) >= x(i) + 0.25`: many
  /// conflicts exist (the culprit caps the end far below either chain); the one named must
  /// be irreducible, and it is larger than the support QuickXplain minimises.
  @Test(arguments: TestBackend.allCases)
  func inequalityChainConflictIsIrreducible(_ backend: TestBackend) throws {
    let solver = backend.backend.make()
    let count = 150
    let x = (0...count).map { Variable("x\($0)") }
    var system = [x[0] >= 0]
    for index in 0..<count {
      system.append(x[index + 1] >= x[index] + 1)
      system.append(x[index + 1] >= x[index] + 0.25)
    }
    try solver.add(contentsOf: system)
    let culprit = x[count] <= 20
    let conflicts = try #require(Self.conflicts(adding: culprit, to: solver))
    #expect(conflicts.count > 64)
    Self.expectIrreducible(conflicts, with: culprit)
  }

  /// Seeded random chains that mix equalities and inequalities with random coefficients,
  /// closed by a culprit that contradicts them; the conflict named must be irreducible.
  @Test(arguments: TestBackend.allCases, [3, 17, 90, 140])
  func randomChainConflictsAreIrreducible(_ backend: TestBackend, _ length: Int) throws {
    let seed = UInt64(length) &* 0x9E37_79B9_7F4A_7C15 &+ 7
    print("random chain conflict: seed \(seed), length \(length), \(backend)")
    var random = ChainRandom(state: seed)
    let solver = backend.backend.make()
    let x = (0...length).map { Variable("x\($0)") }
    var system = [x[0] == 0]
    for index in 0..<length {
      let scale = [0.5, 1, 2, 3][Int(random.next() % 4)]
      let gap = Double(random.next() % 20 + 1)
      let link = scale * x[index + 1] - scale * x[index]
      system.append(random.next() % 2 == 0 ? link == gap * scale : link >= gap * scale)
      if random.next() % 3 == 0 {
        // A side variable tied to the chain, and a bound on it that is not tight.
        let side = Variable("side\(index)")
        system.append(side == x[index] + 1)
        system.append(side >= -1_000_000)
      }
    }
    try solver.add(contentsOf: system)
    let culprit = x[length] <= -1
    let conflicts = try #require(Self.conflicts(adding: culprit, to: solver))
    Self.expectIrreducible(conflicts, with: culprit)
  }
}

/// A small seeded generator for the tests above (SplitMix64).
struct ChainRandom {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
