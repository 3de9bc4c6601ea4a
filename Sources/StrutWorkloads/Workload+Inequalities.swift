import StrutCore

extension Workload {
  /// Chips per flow row.
  static let chipsPerRow = 8
  /// The margin between the root's edges and the rows.
  static let chipMargin = 8.0
  /// The smallest, preferred and largest gap between neighbouring chips.
  static let chipGaps = (minimum: 4.0, preferred: 6.0, maximum: 8.0)
  /// The vertical gap between rows.
  static let chipRowGap = 6.0
  /// The smallest and largest chip height.
  static let chipHeights = (minimum: 20.0, maximum: 40.0)

  /// The priorities of the inequalities workload, strongest first; the root-width edit (750)
  /// sits above all of them.
  enum ChipPriority {
    /// A row stays inside the root (`last.right <= root.right − 8`).
    static let inside: Float = 700
    /// A chip's top is aligned with its row's first chip.
    static let align: Float = 600
    /// The first chip hugs the margin, and gaps are at most 8.
    static let tight: Float = 500
    /// A row fills the root (`last.right == root.right − 8`).
    static let fill: Float = 300
    /// A chip keeps its preferred width (weight `1 + column`).
    static let width: Float = 250
    /// A chip keeps its preferred height.
    static let height: Float = 200
    /// A row's first chip sits right below the previous row's first chip.
    static let rise: Float = 150
    /// A gap is 6 (weight `1 + column`).
    static let gap: Float = 100
  }

  /// The seeded widths of one chip, multiples of 4: `min` in 40…76, `preferred` = min + 0…44,
  /// `max` = preferred + 0…92 (three draws of ``SplitMix64/below(_:)``, in that order).
  struct ChipWidths: Hashable, Sendable {
    /// The smallest width (required).
    var min: Double
    /// The preferred width.
    var preferred: Double
    /// The largest width (required).
    var max: Double

    /// Draws the widths of the next chip.
    init(_ random: inout SplitMix64) {
      min = 4 * Double(10 + random.below(10))
      preferred = min + 4 * Double(random.below(12))
      max = preferred + 4 * Double(random.below(24))
    }
  }

  /// The preferred height of chip `chip` (0-based): 24, 28 or 32 by `chip mod 3`.
  static func chipPreferredHeight(_ chip: Int) -> Double {
    24 + 4 * Double(chip % 3)
  }

  /// W6, `size` chips (views 1…size) in flow rows of 8: chip `c` is in row `c / 8`, column
  /// `j = c mod 8`; `previous` is the chip to its left, `above` the chip `c − 8` (same
  /// column, previous row), `first` the row's first chip. Per chip, in order:
  /// 1. `w >= min`; 2. `w <= max`; 3. `w == preferred` @250 (weight `1 + j`);
  /// 4. `x >= previous.right + 4` (column 0: `x >= root.x + 8`);
  /// 5. `x <= previous.right + 8` @500 (column 0: `x <= root.x + 8`);
  /// 6. `x == previous.right + 6` @100 (weight `1 + j`; column 0: `x == root.x + 8`);
  /// 7. `h >= 20`; 8. `h <= 40`; 9. `h == 24 + 4·(c mod 3)` @200;
  /// 10. `y >= above.bottom + 6` (row 0: `y >= root.y + 8`);
  /// 11. column > 0: `y == first.y` @600; column 0: `y <= above.bottom + 6` @150
  ///     (row 0: `y <= root.y + 8`).
  ///
  /// After each row: `last.right <= root.right − 8` @700, `last.right == root.right − 8` @300.
  /// Widths are drawn per chip by ``ChipWidths``. Unmarked relations are required; 58 of a full
  /// row's 90 constraints are inequalities, on 8 optional levels besides the edit's 750.
  ///
  /// Counts: `4·(size + 1)` variables, `11·size + 2·⌈size / 8⌉ + 3` constraints.
  /// - Complexity: O(`size`).
  static func inequalitiesSystem(size: Int, seed: UInt64, name: String) -> ConstraintSystem {
    let rows = (size + chipsPerRow - 1) / chipsPerRow
    var builder = SystemBuilder(
      expectedViews: size + 1, expectedConstraints: 11 * size + 2 * rows + 3)
    var random = SplitMix64(seed: seed)
    let root = addRoot(to: &builder)
    var chips: [ViewVariables] = []
    chips.reserveCapacity(size)
    for row in 0..<rows {
      let count = min(chipsPerRow, size - row * chipsPerRow)
      var previous: ViewVariables? = nil
      for column in 0..<count {
        let index = row * chipsPerRow + column
        let chip = builder.addView()
        chips.append(chip)
        let widths = ChipWidths(&random)
        let weight = Double(1 + column)
        builder.constrain(chip.width, .greaterThanOrEqual, LinearForm(constant: widths.min))
        builder.constrain(chip.width, .lessThanOrEqual, LinearForm(constant: widths.max))
        builder.constrain(
          chip.width, .equal, LinearForm(constant: widths.preferred),
          priority: ChipPriority.width, weight: weight)
        let start = previous?.right ?? root.left
        let (low, high, wanted) =
          previous == nil
          ? (chipMargin, chipMargin, chipMargin)
          : (chipGaps.minimum, chipGaps.maximum, chipGaps.preferred)
        builder.constrain(chip.left, .greaterThanOrEqual, start + low)
        builder.constrain(chip.left, .lessThanOrEqual, start + high, priority: ChipPriority.tight)
        builder.constrain(
          chip.left, .equal, start + wanted, priority: ChipPriority.gap, weight: weight)
        builder.constrain(
          chip.height, .greaterThanOrEqual, LinearForm(constant: chipHeights.minimum))
        builder.constrain(chip.height, .lessThanOrEqual, LinearForm(constant: chipHeights.maximum))
        builder.constrain(
          chip.height, .equal, LinearForm(constant: chipPreferredHeight(index)),
          priority: ChipPriority.height)
        let below =
          row == 0 ? root.top + chipMargin : chips[index - chipsPerRow].bottom + chipRowGap
        builder.constrain(chip.top, .greaterThanOrEqual, below)
        if column == 0 {
          builder.constrain(chip.top, .lessThanOrEqual, below, priority: ChipPriority.rise)
        } else {
          builder.constrain(
            chip.top, .equal, chips[row * chipsPerRow].top, priority: ChipPriority.align)
        }
        previous = chip
      }
      if let last = previous {
        let edge = root.right - chipMargin
        builder.constrain(last.right, .lessThanOrEqual, edge, priority: ChipPriority.inside)
        builder.constrain(last.right, .equal, edge, priority: ChipPriority.fill)
      }
    }
    return builder.system(name: name, edits: [rootEdit(root)])
  }
}
