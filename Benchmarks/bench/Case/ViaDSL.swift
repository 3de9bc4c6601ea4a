// `bench --via dsl`: the flat, tree and grid workloads built through the layout DSL
// (`view.snp.makeConstraints`) instead of fed to the solver directly, so that the DSL's
// overhead can be measured against the direct systems of StrutWorkloads.
//
// Self-contained: depends only on Strut (which re-exports StrutCore). The hierarchies mirror
// notes/cassowary.md and StrutWorkloads' generators constraint for constraint (root at
// left = top = 0 with height 800, its width an edit at priority 750 dragged over
// 1000 + 360·sin(2πk/25)); each view's variables are its origin in the root's coordinates plus
// width and height, exactly as the DSL's engine creates them.

import Foundation
import Strut

/// One `--via dsl` run of a workload: the build (views, DSL constraints, first layout) and
/// every root-width drag step.
struct ViaDSLMeasurement {
  /// `flat`, `tree` or `grid`.
  let workload: String
  /// The size argument (flat: children; tree: views including the root; grid: cells).
  let size: Int
  /// The number of views, root included.
  let viewCount: Int
  /// The number of solver constraints the DSL installed (implicit ones included).
  let constraintCount: Int
  /// Seconds to create the views, make their constraints and lay them out once.
  let buildSeconds: Double
  /// Seconds per drag step (root frame width changed, then `layoutIfNeeded()`).
  let dragSeconds: [Double]
  /// How many times the engine actually solved (1 + the number of drag steps expected).
  let solveCount: Int
  /// Diagnostics the engine recorded (0 for these well-formed workloads).
  let diagnosticCount: Int
  /// Σ (x + width + y + height) over every frame after the last drag step, in root
  /// coordinates (raw origins and sizes, negative sizes kept): equal to the sum of every view
  /// variable of the direct system's solution, when that solution is unique.
  let frameChecksum: Double
}

/// Builds the workloads through the DSL and drags the root width.
enum ViaDSL {
  /// The workloads this mode supports.
  static let workloads = ["flat", "tree", "grid"]

  /// The root-width drag of the workloads: `1000 + 360·sin(2πk/25)` for k in 0..<count.
  static func rootWidthDrag(count: Int = 100) -> [Double] {
    (0..<max(0, count)).map { k in 1000 + 360 * sin(2 * Double.pi * Double(k) / 25) }
  }

  /// Builds the named workload's hierarchy through the DSL on a root using `solver`, without
  /// laying it out. Returns the root and every view (root first), or `nil` for an unknown
  /// workload or a size below its minimum (tree: 1, others: 0).
  static func buildHierarchy(
    workload: String, size: Int, solver: any ConstraintSolver, rootWidth: Double = 1000
  ) -> (root: LayoutView, views: [LayoutView])? {
    let root = LayoutView(
      frame: CGRect(x: 0, y: 0, width: rootWidth, height: 800), solver: solver)
    let engine = root.layoutEngine
    engine.rootSizePriority = 750
    engine.printsDiagnostics = false
    // The workloads pin the root's height by a required constraint (the frame agrees).
    root.snp.makeConstraints { make in make.height.equalTo(800) }
    var views = [root]
    switch workload {
    case "flat":
      guard size >= 0 else { return nil }
      views.reserveCapacity(size + 1)
      buildFlat(root, size, &views)
    case "tree":
      guard size >= 1 else { return nil }
      views.reserveCapacity(size)
      buildTree(root, size, &views)
    case "grid":
      guard size >= 0 else { return nil }
      views.reserveCapacity(size + (size + 9) / 10 + 1)
      buildGrid(root, size, &views)
    default:
      return nil
    }
    return (root, views)
  }

  /// Flat (W1): `size` children stacked vertically in the root.
  private static func buildFlat(_ root: LayoutView, _ size: Int, _ views: inout [LayoutView]) {
    var previous: LayoutView?
    for index in 0..<size {
      let child = LayoutView()
      root.addSubview(child)
      let indent = 10 * (index % 64)
      child.snp.makeConstraints { make in
        make.left.equalTo(indent)
        make.width.equalTo(50).priority(.low)
        make.width.greaterThanOrEqualTo(0)
        make.right.lessThanOrEqualToSuperview()
        make.height.equalTo(20)
        if let previous {
          make.top.equalTo(previous.snp.bottom).offset(2)
        } else {
          make.top.equalToSuperview().offset(2)
        }
      }
      views.append(child)
      previous = child
    }
  }

  /// Tree (W2): a balanced 4-ary tree of `size` views (root included); each parent lays its
  /// children out in a row, 4 apart, with equal widths.
  private static func buildTree(_ root: LayoutView, _ size: Int, _ views: inout [LayoutView]) {
    while views.count < size { views.append(LayoutView()) }
    for parentIndex in 0..<size {
      let first = 4 * parentIndex + 1
      guard first < size else { break }
      let parent = views[parentIndex]
      let last = min(first + 4, size) - 1
      var previous: LayoutView?
      for childIndex in first...last {
        let child = views[childIndex]
        parent.addSubview(child)
        child.snp.makeConstraints { make in
          if let previous {
            make.left.equalTo(previous.snp.right).offset(4)
            make.width.equalTo(previous)
          } else {
            make.left.equalToSuperview().offset(4)
          }
          make.top.equalToSuperview().offset(4)
          make.bottom.equalToSuperview().offset(-4)
          if childIndex == last { make.right.equalToSuperview().offset(-4) }
        }
        previous = child
      }
    }
  }

  /// Grid (W3): `size` cells, 10 per row (a label column then 9 data columns).
  private static func buildGrid(_ root: LayoutView, _ size: Int, _ views: inout [LayoutView]) {
    let rows = (size + 9) / 10
    var labelAbove: LayoutView?
    for row in 0..<rows {
      let count = min(10, size - row * 10)
      let label = LayoutView()
      root.addSubview(label)
      label.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(8)
        make.width.equalTo(120).priority(.low)
        make.width.greaterThanOrEqualTo(60)
        if let labelAbove {
          make.top.equalTo(labelAbove.snp.bottom).offset(8)
        } else {
          make.top.equalToSuperview().offset(8)
        }
        make.height.equalTo(24).priority(.high)
      }
      views.append(label)
      let preferred = 50 + 5 * Double(row % 5)
      var previous = label
      var firstData: LayoutView?
      for _ in 1..<max(1, count) {
        let cell = LayoutView()
        root.addSubview(cell)
        cell.snp.makeConstraints { make in
          make.left.equalTo(previous.snp.right).offset(8)
          if let firstData { make.width.equalTo(firstData) }
          make.width.equalTo(preferred).priority(.low).weight(10)
          make.width.greaterThanOrEqualTo(20)
          make.top.equalTo(label)
          make.height.equalTo(24).priority(.high)
        }
        views.append(cell)
        if firstData == nil { firstData = cell }
        previous = cell
      }
      previous.snp.makeConstraints { make in
        make.right.lessThanOrEqualToSuperview().offset(-8)
      }
      labelAbove = label
    }
  }

  /// Builds the workload through the DSL, lays it out once at the first drag width, then
  /// drags the root width over the remaining values, timing each phase. `nil` for an unknown
  /// workload or an invalid size.
  static func run(
    workload: String, size: Int, makeSolver: () -> any ConstraintSolver,
    dragValues: [Double] = rootWidthDrag()
  ) -> ViaDSLMeasurement? {
    let clock = ContinuousClock()
    let firstWidth = dragValues.first ?? 1000
    let start = clock.now
    guard
      let (root, views) = buildHierarchy(
        workload: workload, size: size, solver: makeSolver(), rootWidth: firstWidth)
    else { return nil }
    root.layoutIfNeeded()
    let buildSeconds = (clock.now - start).inSeconds
    var dragSeconds: [Double] = []
    dragSeconds.reserveCapacity(max(0, dragValues.count - 1))
    for width in dragValues.dropFirst() {
      let stepStart = clock.now
      root.frame.size.width = width
      root.layoutIfNeeded()
      dragSeconds.append((clock.now - stepStart).inSeconds)
    }
    let engine = root.layoutEngine
    return ViaDSLMeasurement(
      workload: workload, size: size, viewCount: views.count,
      constraintCount: engine.constraintCount,
      buildSeconds: buildSeconds, dragSeconds: dragSeconds, solveCount: engine.solveCount,
      diagnosticCount: engine.diagnostics.count, frameChecksum: checksum(root))
  }

  /// Σ (x + width + y + height) of every frame in root coordinates.
  static func checksum(_ root: LayoutView) -> Double {
    var total = 0.0
    var stack: [(LayoutView, Double, Double)] = [(root, 0, 0)]
    while let (view, originX, originY) = stack.popLast() {
      // Raw origin and size: CGRect's minX/width standardise negative sizes.
      let frame = view.frame
      let x = view === root ? 0 : originX + Double(frame.origin.x)
      let y = view === root ? 0 : originY + Double(frame.origin.y)
      total += x + Double(frame.size.width) + y + Double(frame.size.height)
      for child in view.subviews { stack.append((child, x, y)) }
    }
    return total
  }
}
