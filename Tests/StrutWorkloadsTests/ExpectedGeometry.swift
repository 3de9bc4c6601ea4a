import StrutCore

@testable import StrutWorkloads

/// The optimal layout of each workload, worked out by hand from its shape for a given root
/// width (independently of the generators and of any solver).
enum ExpectedGeometry {
  /// Frames by view number, as `(x, y, w, h)`.
  typealias Frames = [Int: (x: Double, y: Double, w: Double, h: Double)]

  /// The workloads whose optimum is unique and worked out here (`random` is not: its optimum
  /// is checked against its witness and across backends instead).
  static let handWorked: [Workload] = [.flat, .tree, .grid, .chain, .cells, .inequalities]

  /// The expected frames of `workload` at `size` (and `seed`, for seeded shapes) with the root
  /// `rootWidth` wide; empty for a workload not in ``handWorked``.
  static func frames(
    _ workload: Workload, size: Int, rootWidth: Double, seed: UInt64 = 0
  ) -> Frames {
    switch workload {
    case .flat: flat(size: size, rootWidth: rootWidth)
    case .tree: tree(size: size, rootWidth: rootWidth)
    case .grid: grid(size: size, rootWidth: rootWidth)
    case .chain: chain(size: size, rootWidth: rootWidth)
    case .cells: cells(size: size, rootWidth: rootWidth, seed: seed)
    case .inequalities: inequalities(size: size, rootWidth: rootWidth, seed: seed)
    case .random: [:]
    }
  }

  /// The same frames as values by variable name (`v3.w`).
  static func values(
    _ workload: Workload, size: Int, rootWidth: Double, seed: UInt64 = 0
  ) -> [String: Double] {
    var values: [String: Double] = [:]
    for (view, frame) in frames(workload, size: size, rootWidth: rootWidth, seed: seed) {
      values["v\(view).x"] = frame.x
      values["v\(view).y"] = frame.y
      values["v\(view).w"] = frame.w
      values["v\(view).h"] = frame.h
    }
    return values
  }

  /// Children 22 apart starting at y = 2, indented 10·(i mod 64), width 50 unless the root's
  /// right edge cuts it (never below 0).
  static func flat(size: Int, rootWidth: Double) -> Frames {
    var frames: Frames = [0: (0, 0, rootWidth, 800)]
    for i in 0..<size {
      let x = 10 * Double(i % 64)
      frames[i + 1] = (x, 2 + 22 * Double(i), max(0, min(50, rootWidth - x)), 20)
    }
    return frames
  }

  /// Each parent's k children share its width minus k + 1 gaps of 4 equally, inset 4 at the
  /// top and bottom.
  static func tree(size: Int, rootWidth: Double) -> Frames {
    var frames: Frames = [0: (0, 0, rootWidth, 800)]
    for parent in 0..<size {
      let first = 4 * parent + 1
      guard first < size, let frame = frames[parent] else { continue }
      let count = min(4, size - first)
      let width = (frame.w - 4 * Double(count + 1)) / Double(count)
      for j in 0..<count {
        frames[first + j] = (
          frame.x + 4 + Double(j) * (width + 4), frame.y + 4, width, frame.h - 8
        )
      }
    }
    return frames
  }

  /// Rows 32 apart from y = 8; the label keeps 120 and data cells their preferred width when
  /// the row fits; otherwise the label gives way first (its error costs 1 per point, the data
  /// cells' 10 each), down to 60, then the data cells shrink equally.
  static func grid(size: Int, rootWidth: Double) -> Frames {
    var frames: Frames = [0: (0, 0, rootWidth, 800)]
    var row = 0
    while row * 10 < size {
      let count = min(10, size - row * 10)
      let dataCount = Double(count - 1)
      let preferred = 50 + 5 * Double(row % 5)
      let available = rootWidth - 16 - 8 * dataCount
      var label = min(120, available - dataCount * preferred)
      var data = preferred
      if label < 60 {
        label = 60
        data = (available - 60) / dataCount
      }
      let y = 8 + 32 * Double(row)
      let labelView = row * 10 + 1
      frames[labelView] = (8, y, label, 24)
      for column in 1..<max(1, count) {
        let x = 8 + label + 8 + Double(column - 1) * (data + 8)
        frames[labelView + column] = (x, y, data, 24)
      }
      row += 1
    }
    return frames
  }

  /// The error of every record of `system` at `values`: required ones and optional ones
  /// separately (largest violation).
  static func violations(of system: ConstraintSystem, at values: [String: Double]) -> (
    required: Double, optional: Double
  ) {
    var required = 0.0
    var optional = 0.0
    for record in system.constraints {
      var residual = record.constant
      for term in record.terms {
        residual += term.coefficient * (values[system.variables[term.variable]] ?? .nan)
      }
      let error: Double =
        switch record.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      if record.priority == 1000 {
        required = max(required, error.isNaN ? .infinity : error)
      } else {
        optional = max(optional, error.isNaN ? .infinity : error)
      }
    }
    return (required, optional)
  }
}
