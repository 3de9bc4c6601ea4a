import StrutCore
import StrutWorkloads

/// Hand-worked optima of the chain, cells and inequalities workloads (docs/formats.md).
extension ExpectedGeometry {
  /// Chain view k (view k + 1) sits 22·k + 2 down, 20 high, indented 8 + 4·(sawtooth of 32);
  /// every width step (500) holds, so `w_k = w_0 + S_k` with S the ±2 sawtooth, and the first
  /// view is as wide as the tightest view allows: `w_0 = min(R − 16, min_k(R − 8 − x_k − S_k))`.
  static func chain(size: Int, rootWidth: Double) -> Frames {
    var frames: Frames = [0: (0, 0, rootWidth, 800)]
    var indents: [Double] = []
    var steps: [Double] = []
    var x = 8.0
    var s = 0.0
    for k in 0..<size {
      if k > 0 {
        x += (k - 1) % 64 < 32 ? 4 : -4
        s += (k - 1) % 32 < 16 ? -2 : 2
      }
      indents.append(x)
      steps.append(s)
    }
    var first = rootWidth - 16
    for k in 0..<size { first = min(first, rootWidth - 8 - indents[k] - steps[k]) }
    for k in 0..<size {
      frames[k + 1] = (indents[k], 2 + 22 * Double(k), first + steps[k], 20)
    }
    return frames
  }

  /// Row r: the cell spans the root 44 high at 44·r; the icon is 40 × 40 at (16, 2) in it; the
  /// labels are 20 high at 12; the title starts at 68, the detail ends at R − 16 with a gap of
  /// 8. Room for both: R − 92. If it holds both intrinsic widths, the title keeps its own
  /// (it hugs more) and the detail takes the rest; otherwise the detail keeps its own (it
  /// resists more) and the title takes the rest. The separator is 1 high at the cell's bottom,
  /// from the title's left to the right edge. Label widths: 8·within(10…60), 7·within(4…24).
  static func cells(size: Int, rootWidth: Double, seed: UInt64) -> Frames {
    var frames: Frames = [0: (0, 0, rootWidth, 800)]
    var random = SplitMix64(seed: seed)
    for row in 0..<(size / 5) {
      let title = 8 * Double(random.within(10...60))
      let detail = 7 * Double(random.within(4...24))
      let room = rootWidth - 92
      let (titleWidth, detailWidth) =
        room >= title + detail ? (title, room - title) : (room - detail, detail)
      let top = 44 * Double(row)
      let first = 5 * row + 1
      frames[first] = (0, top, rootWidth, 44)
      frames[first + 1] = (16, top + 2, 40, 40)
      frames[first + 2] = (68, top + 12, titleWidth, 20)
      frames[first + 3] = (76 + titleWidth, top + 12, detailWidth, 20)
      frames[first + 4] = (68, top + 43, rootWidth - 68, 1)
    }
    return frames
  }

  /// Flow rows of 8 chips; per row the lexicographic optimum, level by level: a row that cannot
  /// fit even at minimum (gaps 4, minimum widths) overflows at its minimum; otherwise its right
  /// edge goes to `min(R − 8, widest possible)`; the widths come as close to their preferred
  /// sum as the gaps (4…8) allow, the lightest chip (column 0, weight 1) giving or taking
  /// first; then the gaps share the rest, aiming at 6, the lightest gap first. Rows start at
  /// 8 and stack 6 below the tallest chip above; heights are 24, 28, 32 by chip mod 3.
  static func inequalities(size: Int, rootWidth: Double, seed: UInt64) -> Frames {
    var frames: Frames = [0: (0, 0, rootWidth, 800)]
    var random = SplitMix64(seed: seed)
    var top = 8.0
    var previousHeights: [Double] = []
    var row = 0
    while row * 8 < size {
      let count = min(8, size - row * 8)
      var low: [Double] = []
      var preferred: [Double] = []
      var high: [Double] = []
      for _ in 0..<count {
        let minimum = 4 * Double(10 + random.below(10))
        let wanted = minimum + 4 * Double(random.below(12))
        low.append(minimum)
        preferred.append(wanted)
        high.append(wanted + 4 * Double(random.below(24)))
      }
      let gapCount = Double(count - 1)
      var widths = low
      var gaps = [Double](repeating: 4, count: count - 1)
      if 8 + 4 * gapCount + low.reduce(0, +) <= rootWidth - 8 {
        let right = min(rootWidth - 8, 8 + 8 * gapCount + high.reduce(0, +))
        let budget = right - 8
        let total = min(
          max(preferred.reduce(0, +), max(low.reduce(0, +), budget - 8 * gapCount)),
          min(high.reduce(0, +), budget - 4 * gapCount))
        widths = distribute(total, preferred: preferred, low: low, high: high)
        let gapTotal = budget - total
        gaps = distribute(
          gapTotal, preferred: gaps.map { _ in 6 }, low: gaps.map { _ in 4 },
          high: gaps.map { _ in 8 })
      }
      if row > 0 { top += previousHeights.prefix(count).max()! + 6 }
      var x = 8.0
      var heights: [Double] = []
      for column in 0..<count {
        if column > 0 { x += widths[column - 1] + gaps[column - 1] }
        let chip = row * 8 + column
        let height = 24 + 4 * Double(chip % 3)
        heights.append(height)
        frames[chip + 1] = (x, top, widths[column], height)
      }
      previousHeights = heights
      row += 1
    }
    return frames
  }

  /// Values summing to `total`, each within its bounds, as close to `preferred` as weighted L1
  /// allows when the first element is the cheapest: it gives (or takes) first, then the next.
  static func distribute(
    _ total: Double, preferred: [Double], low: [Double], high: [Double]
  ) -> [Double] {
    var values = preferred
    var excess = total - preferred.reduce(0, +)
    for index in values.indices where excess != 0 {
      let change =
        excess > 0
        ? min(excess, high[index] - values[index]) : max(excess, low[index] - values[index])
      values[index] += change
      excess -= change
    }
    return values
  }
}
