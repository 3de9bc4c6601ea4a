import StrutCore
import StrutGLPK
import Testing

/// Tolerance for comparing solved values.
let tolerance = 1e-6

/// Whether two values agree within ``tolerance`` (scaled for large magnitudes).
func close(_ a: Double, _ b: Double, within limit: Double = tolerance) -> Bool {
  abs(a - b) <= limit * max(1, abs(a), abs(b))
}

/// Everything a failed operation must leave as it was: the values of `variables`, which
/// constraints are in the solver, and which variables are edit variables. Values compare
/// within 1e-9 (relative): after a GLPK failure the LP is rebuilt and re-solved cold, which
/// may round the same vertex differently in the last bits.
struct SolverState: Equatable {
  var values: [Double]
  var contained: [Bool]
  var editing: [Bool]

  static func == (lhs: SolverState, rhs: SolverState) -> Bool {
    lhs.contained == rhs.contained && lhs.editing == rhs.editing
      && lhs.values.count == rhs.values.count
      && zip(lhs.values, rhs.values).allSatisfy { close($0, $1, within: 1e-9) }
  }

  init(_ solver: GLPKSolver, variables: [Variable], constraints: [Constraint]) {
    values = variables.map { solver.value(of: $0) }
    contained = constraints.map { solver.contains($0) }
    editing = variables.map { solver.hasEditVariable($0) }
  }
}

/// A 4-ary tree of views laid out in rows (see the GLPK notes): the root at x = y = 0 with
/// height 800, required; its width is left to an edit variable.
struct TreeLayout {
  struct View {
    let x: Variable
    let y: Variable
    let w: Variable
    let h: Variable
  }

  let views: [View]
  let constraints: [Constraint]

  init(count: Int) {
    let views = (0..<count).map { index in
      View(
        x: Variable("v\(index).x"), y: Variable("v\(index).y"), w: Variable("v\(index).w"),
        h: Variable("v\(index).h"))
    }
    var constraints: [Constraint] = [views[0].x == 0, views[0].y == 0, views[0].h == 800]
    for parentIndex in views.indices {
      let firstChild = 4 * parentIndex + 1
      guard firstChild < count else { break }
      let children = (firstChild..<min(firstChild + 4, count)).map { views[$0] }
      guard let first = children.first, let last = children.last else { continue }
      let parent = views[parentIndex]
      constraints.append(first.x == parent.x + 4)
      for (previous, next) in zip(children, children.dropFirst()) {
        constraints.append(next.x == previous.x + previous.w + 4)
        constraints.append(next.w == previous.w)
      }
      constraints.append(last.x + last.w == parent.x + parent.w - 4)
      for child in children {
        constraints.append(child.y == parent.y + 4)
        constraints.append(child.y + child.h == parent.y + parent.h - 4)
      }
    }
    self.views = views
    self.constraints = constraints
  }

  /// The width every child of a parent of width `width` gets when it has `children` children.
  static func childWidth(parent width: Double, children: Int) -> Double {
    (width - 4 * Double(children + 1)) / Double(children)
  }
}

/// A deterministic generator (SplitMix64) for seeded random tests.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
