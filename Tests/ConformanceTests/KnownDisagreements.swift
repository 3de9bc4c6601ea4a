import Testing

/// Disagreements the suite found that are still open, each with its diagnosis.
///
/// They keep running: each is expected to fail under `withKnownIssue`, so a known one that
/// starts to pass fails the test until its entry is removed here — nothing is skipped. Every
/// entry is listed, with its diagnosis, in docs/conformance.md ("Findings").
enum KnownDisagreements {
  /// Catalogue cases, by `"<case name>/<backend>"`.
  static let catalogue: [String: Comment] = [
    "fuzz-cassowary-masked-improvement/cassowary": """
      Cassowary: rounding leaves 1e-9…1.2e-7 residues in level-300 objective coefficients of \
      symbols that improve level 10 by 50–500 per unit; a residue at a higher level outranks \
      everything below it, so level 10 stays at 2587 where 0 is reachable. Flushing such \
      residues fixed this case but turned three other seed-1 systems into `simplex failed \
      (unbounded)` (their small higher-level slopes were real), so it was reverted; open.
      """
  ]

  /// Fuzz systems of the `swift test` budget, by `"<backend>/<system index>"`.
  static let fuzz: [String: Comment] = [:]
}
