import StrutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The registry of generated workloads: each case makes a ``ConstraintSystem`` of any size.
///
/// Every built-in workload lays out views with four variables each (`v<n>.x`, `v<n>.y`,
/// `v<n>.w`, `v<n>.h`). View 0 is the root: `left == 0`, `top == 0` and `height == 800` are
/// required, and its width is the system's one edit variable, at priority 750, dragged over
/// ``rootWidthDrag(count:)``. See `docs/formats.md` for the exact shapes and counts.
///
/// Adding a workload is one case here, one arm in ``system(size:seed:)`` and the properties
/// below, and one `Workload+Name.swift` file with its generator.
///
/// ```swift
/// let system = try Workload.flat.system(size: 1000, seed: 1)   // 4,004 variables
/// ```
public enum Workload: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// W1: `size` children stacked vertically in the root (`child.y == previous.bottom + 2`),
  /// each indented `10·(i mod 64)`, preferring width 50 (weak) but never wider than the root.
  case flat
  /// W2: a balanced 4-ary tree of `size` views (the root included); every parent lays its
  /// children out in a row with 4-point gaps and equal widths, filling it (all required).
  case tree
  /// W3: `size` cells in rows of 10 (a label column and 9 data columns) with weak and strong
  /// preferred sizes that the root width can overrule.
  case grid
  /// W4: a deep chain of `size` views below the root: each view's position and width follow
  /// the previous view's (required equalities down the chain, optional width steps), so the
  /// layout of the last view depends on every view before it.
  case chain
  /// W5: a table of `size / 5` cells (container, icon, title, detail, separator) built through
  /// the layout DSL: labels with seeded intrinsic widths, content hugging and compression
  /// resistance decide which label gives way.
  case cells
  /// W6: `size` chips in flow rows of 8: min/max widths, ≥ gaps and container edges, and
  /// eight optional priority levels competing (mostly inequalities).
  case inequalities
  /// W7: `size` views with seeded random local constraints in the style of the fuzzer
  /// (required ones hold at a hidden layout, so the system is satisfiable by construction).
  case random

  /// The name used on the command line and in file names (`flat`, `tree`, `grid`, `chain`,
  /// `cells`, `inequalities`, `random`).
  public var description: String { rawValue }

  /// One line describing the shape.
  public var summary: String {
    switch self {
    case .flat: "N children stacked vertically in the root, weak preferred widths"
    case .tree: "balanced 4-ary tree of N views, rows of equal-width children (all required)"
    case .grid: "N cells in rows of 10 (label + 9 data), weak widths, strong heights"
    case .chain: "deep chain of N views, each placed and sized from the previous one"
    case .cells: "table of N/5 cells (icon, title, detail, separator) built through the DSL"
    case .inequalities: "N chips in flow rows of 8, mostly inequalities, 8 optional levels"
    case .random: "N views with seeded random local constraints (fuzzer style, satisfiable)"
    }
  }

  /// Whether the seed changes the generated system. flat, tree, grid and chain are fixed
  /// (every seed gives the same system); cells (label widths), inequalities (chip widths) and
  /// random use it.
  public var usesSeed: Bool {
    switch self {
    case .flat, .tree, .grid, .chain: false
    case .cells, .inequalities, .random: true
    }
  }

  /// The number of views the system lays out for a given size (the root included).
  public func viewCount(size: Int) -> Int {
    switch self {
    case .flat, .grid, .chain, .inequalities, .random: size + 1
    case .tree: size
    case .cells: Self.cellsViewsPerRow * (size / Self.cellsViewsPerRow) + 1
    }
  }

  /// The smallest size the workload accepts.
  public var minimumSize: Int {
    switch self {
    case .flat, .grid, .chain, .inequalities, .random: 0
    case .tree: 1
    case .cells: Self.cellsViewsPerRow
    }
  }

  /// Generates the system for `size` views.
  ///
  /// - Parameters:
  ///   - size: flat, chain, random: the number of views below the root; tree: the number of
  ///     views, root included; grid: the number of cells; cells: the number of views below
  ///     the root, rounded down to whole table cells of 5 views; inequalities: the number of
  ///     chips.
  ///   - seed: the seed of any random choice (ignored when ``usesSeed`` is false).
  /// - Throws: ``WorkloadError/invalidSize(_:_:)`` when `size` is below ``minimumSize``;
  ///   ``WorkloadError/layoutRejected(_:_:)`` if the DSL refuses a constraint of `cells`
  ///   (a bug in the generator, never expected).
  /// - Complexity: O(`size`).
  public func system(size: Int, seed: UInt64 = 0) throws(WorkloadError) -> ConstraintSystem {
    guard size >= minimumSize else { throw .invalidSize(self, size) }
    let name = usesSeed ? "\(rawValue)-\(size)-s\(seed)" : "\(rawValue)-\(size)"
    switch self {
    case .flat: return Self.flatSystem(size: size, name: name)
    case .tree: return Self.treeSystem(size: size, name: name)
    case .grid: return Self.gridSystem(size: size, name: name)
    case .chain: return Self.chainSystem(size: size, name: name)
    case .cells: return try Self.cellsSystem(size: size, seed: seed, name: name)
    case .inequalities: return Self.inequalitiesSystem(size: size, seed: seed, name: name)
    case .random: return Self.randomSystem(size: size, seed: seed, name: name)
    }
  }

  /// Finds a workload by name (case-insensitive).
  ///
  /// - Throws: ``WorkloadError/unknownWorkload(_:)`` naming the known workloads.
  public static func named(_ name: String) throws(WorkloadError) -> Workload {
    guard let workload = Workload(rawValue: name.lowercased()) else {
      throw .unknownWorkload(name)
    }
    return workload
  }

  /// The priority of the root-width edit: 750 (high).
  public static let rootWidthPriority: Float = 750

  /// The root-width drag: `1000 + 360·sin(2πk/25)` for `k` in `0..<count` (four periods for
  /// the default 100 values; the first value is 1000, all lie in [640, 1360]).
  public static func rootWidthDrag(count: Int = 100) -> [Double] {
    (0..<max(0, count)).map { k in
      1000 + 360 * sin(2 * Double.pi * Double(k) / 25)
    }
  }

  /// Starts a system: adds the root view 0 with `left == 0`, `top == 0`, `height == 800`
  /// (required) and returns it. Its width is left to the edit made by ``rootEdit(_:)``.
  static func addRoot(to builder: inout SystemBuilder) -> ViewVariables {
    let root = builder.addView()
    builder.constrain(root.left, .equal, 0)
    builder.constrain(root.top, .equal, 0)
    builder.constrain(root.height, .equal, 800)
    return root
  }

  /// The edit record that drags the root's width.
  static func rootEdit(_ root: ViewVariables) -> ConstraintSystem.EditRecord {
    ConstraintSystem.EditRecord(
      variable: root.w, priority: rootWidthPriority, values: rootWidthDrag())
  }
}
