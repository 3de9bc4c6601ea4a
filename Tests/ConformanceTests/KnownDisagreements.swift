import Testing

/// Disagreements the suite found that are still open, each with its diagnosis.
///
/// They keep running: each is expected to fail under `withKnownIssue`, so a known one that
/// starts to pass fails the test until its entry is removed here — nothing is skipped. Every
/// entry is listed, with its diagnosis, in docs/conformance.md ("Findings").
enum KnownDisagreements {
  /// Catalogue cases, by `"<case name>/<backend>"`.
  static let catalogue: [String: Comment] = [
    "fuzz-cassowary-incremental-level-999-5/cassowary": """
      seed 1, system 294: after a batch and two single adds of optional equalities at 999.5, \
      level 999.5 is 0.152 at the values where 0 is reachable (GLPK; HiGHS agrees). The \
      tableau believes the level is at 2.3e-10 (its objective constant) and recomputing every \
      value from the rows gives the same values: the rows no longer encode the equality \
      -0.25·x33 + 3·x10 == 29752 to better than 0.05 (7e-7 of its terms) after the second \
      add. With Tableau.addScaled's cancellation threshold at 1e-14 instead of ε = 1e-9 \
      (relative) the case passes — a real cell that cancelled to within 1e-9 of its operands \
      was dropped — but that change makes the batch of \
      fuzz-cassowary-batch-required-drift throw, and at 1e-12 seed 1 gains three other \
      failures (systems 1357, 6136, 6458): not the fix by itself.
      """,
    "fuzz-cassowary-level-10-suboptimal/cassowary": """
      found while shrinking system 704 of seed 1 (whose own level error was the reference \
      trading, fixed by restaging): one batch of 202 constraints (magnitudes 1e-3) and an edit at 300; \
      level 10 ends at 5.04 where the optimum is 0.0142 (GLPK; HiGHS agrees), and the tableau \
      believes 5.04. Right after the batch four parametric slacks improve level 10 by 2.5 to \
      6407 per unit when their objective coefficients are recomputed from the rows, but their \
      stored level-300 coefficients carry residues of 1.1e-4 to 0.74 (0 from the rows), far \
      above the 1e-6 behind which objectiveIsMasked looks. Widening that test to residues up \
      to 1e-2 of the improvement made this case violate a required row by 1.2e-4 instead.
      """,
    "fuzz-cassowary-batch-required-drift/cassowary": """
      found while shrinking system 7072 of seed 1 (whose own residual was rounding, now \
      accepted): one batch of 303 constraints leaves required equalities off by 0.4 to 1.3, \
      e.g. x169 == 168448 by 1.24 (7e-6 of its terms); the rows drift from the constraints \
      they encode, as in fuzz-cassowary-incremental-level-999-5. Not yet located.
      """,
  ]

  /// Fuzz systems of the `swift test` budget, by `"<backend>/<system index>"`.
  static let fuzz: [String: Comment] = [:]
}
