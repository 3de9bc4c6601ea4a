import StrutCore

extension CassowarySolver {
  /// A small set of installed required constraints that cannot hold together with
  /// `culprit`, read from the simplex's own proof of infeasibility.
  ///
  /// The required constraints connected to `culprit` through shared variables are installed
  /// in a probe whose required equalities carry dummy markers; adding `culprit` then fails in
  /// phase one, and the markers the phase-one objective still names at its optimum are the
  /// constraints of a Farkas certificate: a combination of them and `culprit` reads
  /// `0 = c ≠ 0`. Its support is returned as it is when it is larger than
  /// ``quickXplainLimit`` (a basic certificate over linearly independent rows is irreducible:
  /// dropping any constraint leaves the rest feasible, as in a chain); smaller supports are
  /// minimised with QuickXplain, which costs O(k·log(n/k)) solves of at most that many
  /// constraints. If rounding made the certificate miss a member (the support alone is
  /// feasible), QuickXplain over the connected constraints decides instead.
  ///
  /// - Complexity: O(size of the connected constraints) for the probe and one check of the
  ///   support, plus QuickXplain's solves on supports of at most ``quickXplainLimit``.
  func conflictingConstraints(for culprit: Constraint, alsoInstalled: [Constraint] = [])
    -> [Constraint]
  {
    guard explainsConflicts else { return [] }
    if !Self.isFeasible([culprit]) { return [] }
    let culpritID = culprit.id
    let required =
      records.values.filter { $0.constraint.isRequired }
      .sorted { $0.order < $1.order }.map(\.constraint)
      + alsoInstalled.filter { $0.isRequired && $0.id != culpritID }
    let connected = Self.connectedConstraints(to: culprit, among: required)
    let support: [Constraint]
    if let certificate = Self.infeasibilityCertificate(installing: connected, then: culprit),
      !Self.isFeasible(certificate + [culprit])
    {
      support = certificate
    } else if !Self.isFeasible(connected + [culprit]) {
      support = connected
    } else {
      return []
    }
    let minimal =
      support.count > Self.quickXplainLimit
      ? support
      : Self.quickXplain(background: [culprit], backgroundChanged: false, candidates: support[...])
    let order = Dictionary(uniqueKeysWithValues: required.enumerated().map { ($1.id, $0) })
    return minimal.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
  }

  /// The largest certificate support that QuickXplain minimises (its solves grow with the
  /// square of the support; a 20,000-link chain would take minutes).
  static let quickXplainLimit = 64

  /// The constraints of `required` reachable from `culprit`'s variables through shared
  /// variables, in their order in `required`. O(Σ terms).
  static func connectedConstraints(to culprit: Constraint, among required: [Constraint])
    -> [Constraint]
  {
    var byVariable: [Int: [Int]] = [:]
    for (index, constraint) in required.enumerated() {
      for term in constraint.expression.terms {
        byVariable[term.variable.id, default: []].append(index)
      }
    }
    var chosen = Set<Int>()
    var seenVariables = Set(culprit.expression.terms.map(\.variable.id))
    var frontier = Array(seenVariables)
    while let variable = frontier.popLast() {
      for index in byVariable[variable] ?? [] where chosen.insert(index).inserted {
        for term in required[index].expression.terms
        where seenVariables.insert(term.variable.id).inserted {
          frontier.append(term.variable.id)
        }
      }
    }
    return chosen.sorted().map { required[$0] }
  }

  /// The constraints of `installed` that the simplex's certificate names when `culprit`
  /// fails after them, or nil when the probe does not fail that way (`installed` alone
  /// fails, or `culprit` holds with them, or the simplex ran into numerical trouble).
  static func infeasibilityCertificate(installing installed: [Constraint], then culprit: Constraint)
    -> [Constraint]?
  {
    let probe = CassowarySolver()
    probe.explainsConflicts = false
    probe.marksRequiredEqualities = true
    do {
      try probe.add(contentsOf: installed)
    } catch {
      return nil
    }
    do {
      try probe.add(culprit)
      return nil
    } catch {
      guard case .unsatisfiable = error else { return nil }
      return probe.lastCertificate
    }
  }

  /// Whether the required constraints can all hold (a fresh solver, no conflict search).
  static func isFeasible(_ constraints: [Constraint]) -> Bool {
    let probe = CassowarySolver()
    probe.explainsConflicts = false
    do {
      try probe.add(contentsOf: constraints)
      return true
    } catch {
      return false
    }
  }

  /// QuickXplain (Junker 2004): a minimal subset of `candidates` that is infeasible together
  /// with `background`, given that all of them together are.
  static func quickXplain(
    background: [Constraint], backgroundChanged: Bool, candidates: ArraySlice<Constraint>
  ) -> [Constraint] {
    if backgroundChanged, !isFeasible(background) { return [] }
    if candidates.count <= 1 { return Array(candidates) }
    let middle = candidates.startIndex + candidates.count / 2
    let first = candidates[..<middle]
    let second = candidates[middle...]
    let fromSecond = quickXplain(
      background: background + first, backgroundChanged: !first.isEmpty, candidates: second)
    let fromFirst = quickXplain(
      background: background + fromSecond, backgroundChanged: !fromSecond.isEmpty, candidates: first
    )
    return fromFirst + fromSecond
  }
}
