/// Redefinition: after a costly reduction, a variable the new constraint names is defined by
/// that constraint instead, so the next reduction like it cancels early.
///
/// A reduction costs the definitions it opens before its coefficients cancel. Two chains of
/// definitions that a constraint ties together only at each step — flow rows of chips, where
/// chip `j`'s top is defined from the chip above it (`y ≥ above.bottom + 6`) and only then
/// aligned with its row's first chip (`y == first.y` @600) — cancel only at their common root:
/// each alignment walks both chains to the top, O(rows) definitions, O(N²) for the layout
/// (measured: 17.6 M definitions visited for the 8,000-chip inequalities workload, 80 % of its
/// build). Once the alignment is installed, the identity `y = first.y + e⁺ − e⁻` holds in the
/// tableau as it stands, so it may replace `y`'s definition: the information of the old one
/// is in the alignment's own row, which was reduced through it. The next row's chips are then
/// defined through this row's first chip, and their alignments cancel one step up.
///
/// Replacing the definition of a basic symbol `b` by `b = −(E − c·b) / c`, where `E = 0` is
/// the installed constraint with `c·b` among its terms, keeps the system equivalent: the
/// constraint's row was reduced with `b`'s old definition and solved for its subject, so the
/// two together imply the old definition. It keeps the definitions acyclic when every basic
/// symbol `E` names is no deeper than `b` (with reliable depths, a symbol that reaches `b` is
/// deeper than it). Removal needs nothing new: a constraint's basic marker is substituted into
/// the definitions that name it before its row goes (CassowarySolver+Remove.swift).
extension Tableau {
  /// By default, a reduction that opened more definitions than this makes its constraint a
  /// candidate for redefining one of its variables (``redefine(after:visited:)``).
  @usableFromInline static let redefinitionThreshold = 64

  /// After the constraint row `original` (as built, before any reduction: its variables,
  /// markers and error symbols, `original = 0`) was reduced at the cost of `visited`
  /// definitions and installed solved for a subject (not lazily, not redundant: the old
  /// definition must live on in the subject's row)
  /// — replaces the definition of the newest of its deepest external basic
  /// symbols by the constraint itself — when that is no deeper than one more than the old
  /// definition, names no deeper basic symbol and no row longer than ``longDefinition``, and
  /// the depths are reliable.
  /// - Complexity: O(len(original) + the column entries of the symbols whose depth rises,
  ///   at most ``raiseBudget``).
  mutating func redefine(after original: SparseRow, visited: Int) {
    guard visited > redefinitionThreshold, depthsAreReliable else { return }
    var chosen: Int32 = -1
    var deepest: Int32 = 0
    for cell in original.cells where rowOf[Int(cell.symbol)] >= 0 {
      let symbolDepth = depth[Int(cell.symbol)]
      if symbolDepth > deepest {
        deepest = symbolDepth
        chosen = -1
      }
      guard symbolDepth == deepest, kinds[Int(cell.symbol)] == .external else { continue }
      if cell.symbol > chosen { chosen = cell.symbol }
    }
    guard chosen >= 0, let cell = original.index(of: chosen) else { return }
    var definition = original
    let coefficient = definition.cells[cell].coefficient
    definition.removeCell(at: cell)
    definition.scale(by: -1 / coefficient)
    definition.basic = chosen
    // Expanding `chosen` will expand what its new definition names: rows no longer than a
    // long definition only (a chain's width reduced into a slack's row of O(N) cells, named
    // from every width below it, filled the tableau: 1.9 M cells at 1,000 views).
    for cell in definition.cells where rowOf[Int(cell.symbol)] >= 0 {
      if rows[Int(rowOf[Int(cell.symbol)])].count > Tableau.longDefinition { return }
    }
    let id = rowOf[Int(chosen)]
    let newDepth = depthOfRow(definition)
    guard newDepth <= depth[Int(chosen)] + 1 else { return }
    touch(id)
    rows[Int(id)] = definition
    for cell in definition.cells { columns.append(id, to: cell.symbol) }
    markDirty(id)
    counters.redefinitions += 1
    if newDepth > depth[Int(chosen)] {
      raiseDepth(of: chosen, above: newDepth - 1)
    } else {
      depth[Int(chosen)] = newDepth
    }
  }
}
