import Testing

/// Disagreements the suite found that are still open, each with its diagnosis.
///
/// They keep running: each is expected to fail under `withKnownIssue`, so a known one that
/// starts to pass fails the test until its entry is removed here — nothing is skipped. Every
/// entry is listed, with its diagnosis, in docs/conformance.md ("Findings").
enum KnownDisagreements {
  /// Catalogue cases, by `"<case name>/<backend>"`.
  static let catalogue: [String: Comment] = [
    // Session 19: fresh pricing (CassowarySolver+FreshPricing.swift) fixes all three when it
    // runs after every optimisation of a tableau that dropped more than rounding — their
    // objectives drifted from the constraints (9255…: a blocking 0.0063 where 0 is exact,
    // coefficients off by up to 1.3; e3c7…: 1.7e-6 and 32517…: 1.04e-6, just above the 1e-6
    // mask) — but the random workload at 1,000 views drops above rounding too, and that
    // trigger cost it 115 % more instructions: open until a cheap trigger tells such drift
    // apart (docs/conformance.md, session 19).
    "fuzz-cassowary-open-9255033a6d7b400e/cassowary":
      Comment(
        rawValue: "fresh seed 578126667, system 329: (judged exactly) [levelError] step 9: level 51"
          + "0 has error 39.775390625 in the backend, 33.921875 at the exact optimum (allowed"
          + " ±0.001111948286189084)"),
    "fuzz-cassowary-open-e3c74f0714381c48/cassowary":
      Comment(
        rawValue: "fresh seed 898613663, system 2900: (judged exactly) [levelError] step 3: level"
          + " 1 has error 93293.57444810962 in the backend, 20297.524 at the exact optimum "
          + "(allowed ±1.492937031911206): the backend is not optimal at this level; the co"
          + "nstraint whose error differs most is 0.5·x16 + x4 - 737 == 0 @1 ×3 (backend er"
          + "ror 53922.54732301446, reference error 0)"),
    "fuzz-cassowary-open-32517cd9f30b0324/cassowary":
      Comment(
        rawValue: "fresh seed 455201234, system 2791: (judged exactly) [levelError] step 1: level"
          + " 10 has error 1.1562198637591465 in the backend, 0.6173668277263641 at the exa"
          + "ct optimum (allowed ±2.0396399381836253e-05): the backend is not optimal at th"
          + "is level; the constraint whose error differs most is 0.5·x57 + x39 + 10·x67 + "
          + "0.004608154296875 >= 0 @10 ×10 (backend error 0.5388530360327827, reference er"
          + "ror 0)"),
    // Found by session 12's fresh-seed campaign (30 seeds × 3,400 systems); each fails the
    // same on the code before the session's solver changes (502d8ca).
    "fuzz-cassowary-open-6b7660ac65d2fe18/cassowary":
      Comment(
        rawValue: "fresh seed 841765406, system 2394: (session 15) [infeasible] step 8: required "
          + "constraint -2·x45 - 17.46875 <= 0 does not hold: the left side is 0.4203786796"
          + "7641773 (violation 0.42037867967641773, allowed 3.6428173050315216e-06)"),
    "fuzz-glpk-open-8e470e0ee3e47624/glpk":
      Comment(
        rawValue: "fresh seed 217314205, system 2471: (judged exactly) [valueMismatch] step 11: v"
          + "ariable x117 is 1.439726443870984e-07 in the backend, but its optimal value is"
          + " unique: 0 exactly (optimal range [0, 0], allowed ±1.007181167602539e-07)"),
    // Found by session 11's check of its final code (fresh seeds 808231177, 455201234); each fails
    // the same on the code before the session (398e32a). Session 23: the first update refines
    // the pin to 7e-7 of its threshold; the suggestion that follows the new edit makes no pivot
    // and moves x49 by 3.3e-7 (a residue on the edit's error symbol in x49's row, times the
    // suggested 188), and a suggestion without pivots is not checked — a drag must stay
    // proportional to what it moves. `bench solve` (no update before the edit) gives x49 = 0.
    "fuzz-cassowary-open-bce2411795dea947/cassowary":
      Comment(
        rawValue: "fresh seed 455201234, system 2681: [infeasible] step 3: required constraint "
          + "-x49 == 0 does not hold: the left side is -2.2910535335540771e-07 (violation "
          + "2.2910535335540771e-07, allowed 1.7520002291511744e-07)"),
    // Found by session 23's fresh-seed campaign (on 39cbc0e); fails the same on fe0bf50.
    "fuzz-glpk-open-empty-conflict-96dc7b7c71720e97/glpk":
      Comment(
        rawValue: "fresh seed 4616211507694776784, system 1068: [invalidConflict] the add of "
          + "x33 + 635392 == 0 is refused as it must be, but GLPK names no conflicting "
          + "constraint"),
    // Found by session 23's fresh-seed campaign on deb03f9; each fails the same on fe0bf50.
    "fuzz-cassowary-open-amplified-pin-6a19a072a5d4e243/cassowary":
      Comment(
        rawValue: "fresh seed 186805824406337235, system 2970: [valueMismatch] x23 = 10*x"
          + "2 is 6.8e-6 where its unique optimum is 0 (allowed 1e-7): two required"
          + " equalities differing by 0.0009765625*x2 at constants of 7.4e6 pin x2 "
          + "to 0 through a 1/1024 amplification of rounding"),
    "fuzz-glpk-open-amplified-pin-6a19a072a5d4e243/glpk":
      Comment(
        rawValue: "fresh seed 186805824406337235, system 2970: [valueMismatch] x23 is -2."
          + "8e-6 where its unique optimum is 0 (allowed 1e-7)"),
    // Found by session 24's fresh-seed campaign on 09f6f59; fails the same on e96ac0d.
    "fuzz-cassowary-open-level-700-50f9fa87eb1143f3/cassowary":
      Comment(
        rawValue: "fresh seed 7745595114166281257, system 1379: (judged exactly) [levelError]"
          + " level 700 at 0.030650 where the exact optimum is 0.020264 (allowed 4.4e-7): a "
          + "traded level (gains of 3e-15 and 3e-13 at levels 999 and 749 bought with 0.0104 "
          + "at 700)"),
    "fuzz-cassowary-open-level-1-db673b8ea0280c42/cassowary":
      Comment(
        rawValue: "fresh seed 6524690513428599242, system 1162: (judged exactly) [levelEr"
          + "ror] level 1 at 1.5236 where the exact optimum is 1.5029 (allowed 4e-6"
          + ")"),
  ]

  /// Fuzz systems of the `swift test` budget, by `"<backend>/<system index>"`.
  static let fuzz: [String: Comment] = [:]
}
