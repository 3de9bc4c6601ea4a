import Foundation

extension LayoutEngine {
  /// Whether some frame value (origin or size, in superview coordinates) of some item laid
  /// out by constraints is not determined: it can move without changing the error of any
  /// priority level. Solves first.
  public var hasAmbiguousLayout: Bool { !ambiguousItems.isEmpty }

  /// The views and guides whose frames are not determined by the constraints (in creation
  /// order). Solves first.
  ///
  /// Exact, through the solver: each frame value is pushed up and then down by a temporary
  /// optional constraint at a priority below every level in use; because the solver's
  /// priorities are lexicographic, the push cannot change any real level's error, so the value
  /// moves only if the optimum leaves it free. The probes are removed afterwards.
  public var ambiguousItems: [LayoutItem] {
    layoutIfNeeded()
    materializeAllFrames()
    let items = involved.sorted { $0.serial < $1.serial }
    return items.filter { !ambiguousQuantities(of: $0).isEmpty }
  }

  /// The names (`x`, `y`, `width`, `height`) of the frame values of `item` that the
  /// constraints leave free (empty for an item that is not laid out by constraints).
  public func ambiguousFrameValues(of item: LayoutItem) -> [String] {
    layoutIfNeeded()
    materializeAllFrames()
    return ambiguousQuantities(of: item)
  }

  /// The free frame values of an item, assuming the solver is up to date.
  func ambiguousQuantities(of item: LayoutItem) -> [String] {
    guard item.involvement > 0 else { return [] }
    let probePriority = Priority(lowestPriorityInUse() / 2)
    var free: [String] = []
    for (name, expression) in frameExpressions(of: item)
    where isFree(expression, probePriority) {
      free.append(name)
    }
    return free
  }

  /// The four frame values of an item as expressions (origin relative to its container).
  private func frameExpressions(of item: LayoutItem) -> [(String, StrutCore.Expression)] {
    var x = StrutCore.Expression(item.xVariable)
    var y = StrutCore.Expression(item.yVariable)
    if let container = item.container {
      x = x - container.xVariable
      y = y - container.yVariable
    }
    return [
      ("x", x), ("y", y), ("width", StrutCore.Expression(item.widthVariable)),
      ("height", StrutCore.Expression(item.heightVariable)),
    ]
  }

  /// The lowest priority of any installed constraint or edit (1000 when all are required).
  private func lowestPriorityInUse() -> Float {
    var lowest: Float = editsActive ? rootSizePriority.value : 1000
    for group in groups {
      group.forEachLiveConstraint(inSolverOnly: true) { constraint in
        lowest = min(lowest, constraint.priority.value)
      }
    }
    return lowest
  }

  /// Whether the expression can move within the optimal solutions.
  private func isFree(_ expression: StrutCore.Expression, _ priority: Priority) -> Bool {
    let value: (Variable) -> Double = { self.solver.value(of: $0) }
    let current = expression.evaluate(value)
    let step = max(1, abs(current) * 1e-3)
    let tolerance = 1e-6 * max(1, abs(current))
    var moved = false
    for direction in [1.0, -1.0] where !moved {
      let probe = StrutCore.Constraint(
        expression - (current + direction * step), .equal, priority: priority)
      do {
        try solver.add(probe)
      } catch {
        continue
      }
      solver.updateVariables()
      moved = abs(expression.evaluate(value) - current) > tolerance
      try? solver.remove(probe)
      solver.updateVariables()
    }
    return moved
  }
}
