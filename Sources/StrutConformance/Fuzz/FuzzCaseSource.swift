/// What the fuzzer generates: random systems and scripts (``FuzzGenerator``), layout-shaped
/// ones (``LayoutFuzzGenerator``), or both in turn.
public enum FuzzShape: String, CaseIterable, Sendable, CustomStringConvertible {
  /// ``FuzzGenerator``'s random systems and scripts.
  case random
  /// ``LayoutFuzzGenerator``'s workload systems with scripts.
  case layout
  /// Each system's seed decides: even → random, odd → layout.
  case mixed

  /// The name on the command line.
  public var description: String { rawValue }
}

/// The fuzzer's case generators and which of them to use.
public struct FuzzCaseSource: Sendable, CustomStringConvertible {
  /// Which generator makes a case.
  public var shape: FuzzShape
  /// The random systems' generator.
  public var random: FuzzGenerator
  /// The layout-shaped systems' generator.
  public var layout: LayoutFuzzGenerator

  /// Random cases from `random` only.
  public init(random: FuzzGenerator = FuzzGenerator()) {
    self.shape = .random
    self.random = random
    self.layout = LayoutFuzzGenerator()
  }

  /// Cases of `shape` with `variables` variables (layout: a quarter as many views, four
  /// variables each) and scripts of `steps` steps.
  public init(shape: FuzzShape, variables: ClosedRange<Int>, steps: ClosedRange<Int>) {
    self.shape = shape
    self.random = FuzzGenerator(variables: variables, steps: steps)
    self.layout = LayoutFuzzGenerator(
      views: max(1, variables.lowerBound / 4)...max(1, variables.upperBound / 4), steps: steps)
  }

  /// The case of `seed`.
  public func makeCase(seed: UInt64) -> ConformanceCase {
    switch shape {
    case .random: random.makeCase(seed: seed)
    case .layout: layout.makeCase(seed: seed)
    case .mixed: seed & 1 == 0 ? random.makeCase(seed: seed) : layout.makeCase(seed: seed)
    }
  }

  /// `random systems of 2...300 variables, scripts of 4...20 steps`.
  public var description: String {
    let systems: String
    switch shape {
    case .random: systems = "random systems of \(random.variables) variables"
    case .layout: systems = "layout-shaped systems of \(layout.views) views"
    case .mixed:
      systems =
        "random systems of \(random.variables) variables and layout-shaped ones of "
        + "\(layout.views) views"
    }
    return systems + ", scripts of \(random.steps) steps"
  }
}
