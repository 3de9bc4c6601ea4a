import Testing

/// Disagreements the suite found that are still open, each with its diagnosis.
///
/// They keep running: each is expected to fail under `withKnownIssue`, so a known one that
/// starts to pass fails the test until its entry is removed here — nothing is skipped. Every
/// entry is listed, with its diagnosis, in docs/conformance.md ("Findings").
enum KnownDisagreements {
  /// Catalogue cases, by `"<case name>/<backend>"`.
  static let catalogue: [String: Comment] = [
    "fuzz-cassowary-level-10-suboptimal/cassowary": """
      found while shrinking system 704 of seed 1: one batch of 202 constraints (magnitudes \
      1e-3) and an edit at 300; level 10 ends at 5.04 where the optimum is 0.0142 (GLPK; \
      HiGHS agrees). Stored level-300 objective coefficients carry residues of 1.1e-4 to 0.74 \
      (0 from the rows) that mask a real level-10 improvement. The residues are growth, not \
      objective rounding: the 1e-7 pivot tolerance admits pivots on cells down to 1e-7 of \
      their rows. Postponing pivots on cells below 3e-4 of their row while another symbol can \
      pivot fixes this case, but reorders other systems' pivots: with it, seed-2 fuzz system \
      922 used up its objective-refresh budget and ended suboptimal at level 300. Measured \
      there: the ration (64 + rows/8) goes on 9 to 11 symbols, each refreshed about ten times \
      as later pivots re-contaminate it; lifting the ration (or one refresh more per pivot) \
      makes refreshes and pivots cycle to the iteration limit (44,199 pivots), and \
      recomputing the pivot row's objective coefficients after each ill-conditioned pivot \
      still ends level 300 at 0.013686 against 0.012198. Refreshes read rows that are noisy \
      themselves, so the objective cannot be repaired after the fact: a fix must keep the \
      rows accurate (docs/conformance.md, "Findings").
      """,
    "fuzz-cassowary-batch-required-drift/cassowary": """
      found while shrinking system 7072 of seed 1: one batch of 303 constraints leaves \
      required equalities off by 0.4 to 1.3, e.g. x169 == 168448 by 1.24 (7e-6 of its \
      terms). Located: the 303 inserts leave every constraint's residual below 1e-6; the \
      final optimisation makes the drift, at pivots on cells 4e-5 to 3e-3 of their rows \
      (growth 2e4 at its 54th pivot took the worst residual from 2e-6 to 0.09, later ones to \
      4.9). The postponement of ill-conditioned pivots (see the entry above) fixes it, with \
      the same side effect; the drift repair cannot (a rebuild repeats the same batch).
      """,
  ]

  /// Fuzz systems of the `swift test` budget, by `"<backend>/<system index>"`.
  static let fuzz: [String: Comment] = [:]
}
