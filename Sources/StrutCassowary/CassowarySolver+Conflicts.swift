import StrutCore

extension CassowarySolver {
  /// A small set of installed required constraints that cannot hold together with
  /// `culprit`: grown outwards from `culprit`'s variables until infeasible, then minimised
  /// with QuickXplain (O(k·log(n/k)) feasibility checks for a conflict of size k).
  ///
  /// Runs only on the failure path of an add; each check is a fresh solve of the candidates.
  func conflictingConstraints(for culprit: Constraint, alsoInstalled: [Constraint] = [])
    -> [Constraint]
  {
    guard explainsConflicts else { return [] }
    if !Self.isFeasible([culprit]) { return [] }
    let required =
      records.values.filter { $0.constraint.isRequired }
      .sorted { $0.order < $1.order }.map(\.constraint)
      + alsoInstalled.filter { $0.isRequired && $0.id != culprit.id }
    var byVariable: [Int: [Int]] = [:]
    for (index, constraint) in required.enumerated() {
      for term in constraint.expression.terms {
        byVariable[term.variable.id, default: []].append(index)
      }
    }
    var chosen = Set<Int>()
    var candidates: [Int] = []
    var seenVariables = Set(culprit.expression.terms.map(\.variable.id))
    var frontier = Array(seenVariables)
    while true {
      var next: [Int] = []
      for variable in frontier {
        for index in byVariable[variable] ?? [] where chosen.insert(index).inserted {
          candidates.append(index)
          for term in required[index].expression.terms
          where seenVariables.insert(term.variable.id).inserted {
            next.append(term.variable.id)
          }
        }
      }
      candidates.sort()
      if !Self.isFeasible(candidates.map { required[$0] } + [culprit]) { break }
      if next.isEmpty { return [] }
      frontier = next
    }
    let minimal = Self.quickXplain(
      background: [culprit], backgroundChanged: false,
      candidates: candidates.map { required[$0] }[...])
    let order = Dictionary(uniqueKeysWithValues: required.enumerated().map { ($1.id, $0) })
    return minimal.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
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
