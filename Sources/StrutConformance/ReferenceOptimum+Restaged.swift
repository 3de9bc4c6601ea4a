import StrutCore

extension ReferenceOptimum {
  /// How far above its optimum a level is bounded while the levels below it are solved, in
  /// ``init(restaging:)``: relative, `margin · (1 + optimum)`, a few ulps (the bound must not
  /// cut off the level's own solution through rounding). Far below GLPKSolver's 1e-9: through
  /// chains of nearly parallel rows even 1e-12 bought 1.6e-10 one level down and 1e-6 the
  /// next (fuzz system 704 of seed 1). The checker gives a backend's own errors the same margin.
  static let restagingMargin = 1e-15

  /// A reference with the given values and level errors.
  init(values: [Variable: Double], levelErrors: [Priority: Double]) {
    self.values = values
    self.levelErrors = levelErrors
  }

  /// A reference built from the given values (the level errors are computed from them).
  init(values: [Variable: Double], judged: [ConformanceState.Judged]) {
    self.values = values
    self.levelErrors = Self.levelErrors(of: judged) { values[$0] ?? 0 }
  }

  /// The lexicographic optimum of `state` staged with tight level bounds: one GLPK LP per
  /// level, highest first, each on the face where every level above it has at most its
  /// optimum plus ``restagingMargin`` (the actual errors of that level's solution, not GLPK's
  /// objective value).
  ///
  /// GLPKSolver bounds each solved level at its optimum plus 1e-9·(1 + optimum) (1e-7 after a
  /// retry, docs/glpk.md): through nearly parallel constraints that hair can buy a lower level
  /// a visible improvement, and the level below that pays for it. In `bench fuzz --seed 1`,
  /// system 7478, the hair of level 751 (3.6e-9) lowered level 749 by 2.4e-6 and raised level
  /// 510 by 3.3e-3, so a backend that had found the true optimum "beat the reference". The
  /// checker uses this reference for every state with several levels, and the ordinary one
  /// (``init(_:)``, one GLPKSolver) when a stage cannot be solved.
  ///
  /// - Throws: GLPK's ``SolverError`` when a level's LP cannot be solved.
  public init(restaging state: ConformanceState) throws(SolverError) {
    let judged = state.judged
    let levels = state.levels
    guard let lowest = levels.last else {
      try self.init(state)
      return
    }
    var bounds: [Priority: Double] = [:]
    var values: [Variable: Double] = [:]
    for level in levels {
      let face = try OptimalFace(state, bounds: bounds, objective: level)
      values.removeAll(keepingCapacity: true)
      for variable in state.variables { values[variable] = face.value(of: variable) }
      guard level != lowest else { break }
      let error = Self.levelErrors(of: judged) { values[$0] ?? 0 }[level] ?? 0
      bounds[level] = error + Self.restagingMargin * (1 + error)
    }
    self.init(values: values, judged: judged)
  }
}
