import Strut

extension Workload {
  /// Views per table cell: the cell, its icon, title, detail and separator.
  static let cellsViewsPerRow = 5
  /// The height of every cell: 12 + a 20-point label + 12.
  static let cellHeight = 44.0
  /// The priorities the cells workload sets on its labels (horizontal axis).
  enum CellPriority {
    /// The title hugs its text more than the detail (whose hugging is the default 250).
    static let titleHugging: Priority = 260
    /// The title gives way first when a row is too narrow …
    static let titleCompression: Priority = 700
    /// … the detail second. Both stay below the root width's 750 so the drag rules.
    static let detailCompression: Priority = 710
  }

  /// The seeded intrinsic widths of one row's labels: title `8·(10…60)`, detail `7·(4…24)`
  /// (two draws of ``SplitMix64/within(_:)``, title first).
  static func cellLabelWidths(_ random: inout SplitMix64) -> (title: Double, detail: Double) {
    let title = 8 * Double(random.within(10...60))
    let detail = 7 * Double(random.within(4...24))
    return (title, detail)
  }

  /// W5, a table of `size / 5` rows built through the layout DSL on a ``ConstraintRecorder``,
  /// then written out with the same variable numbering as the other workloads (root `v0`; row
  /// `r`: cell `v(5r+1)`, icon `v(5r+2)`, title `v(5r+3)`, detail `v(5r+4)`, separator
  /// `v(5r+5)`). The root is 1000 × 800 with `rootSizePriority` 750 and a required
  /// `height.equalTo(800)`; each row, in the order the DSL installs it:
  ///
  /// ```swift
  /// cell.snp.makeConstraints { make in            // a subview of the root
  ///   make.left.right.equalToSuperview()
  ///   make.top.equalTo(previousCell.snp.bottom)   // first row: equalToSuperview()
  /// }
  /// icon.snp.makeConstraints { make in            // icon, title, detail, separator: subviews of the cell
  ///   make.left.equalToSuperview().offset(16); make.centerY.equalToSuperview()
  ///   make.width.height.equalTo(40)
  /// }
  /// title.snp.makeConstraints { make in
  ///   make.left.equalTo(icon.snp.right).offset(12)
  ///   make.top.equalToSuperview().offset(12); make.bottom.equalToSuperview().offset(-12)
  /// }
  /// detail.snp.makeConstraints { make in
  ///   make.left.equalTo(title.snp.right).offset(8); make.right.equalToSuperview().offset(-16)
  ///   make.top.equalTo(title)
  /// }
  /// separator.snp.makeConstraints { make in
  ///   make.left.equalTo(title); make.right.bottom.equalToSuperview(); make.height.equalTo(1)
  /// }
  /// ```
  ///
  /// Labels have intrinsic size (``cellLabelWidths(_:)`` × 20); horizontally the title hugs at
  /// 260 and resists compression at 700, the detail at 250 and 710 (vertical defaults: 250 and
  /// 750). So a wide row stretches the detail and a narrow one compresses the title.
  ///
  /// The file lists the root's pins first (`x == 0`, `y == 0` from the engine, `h == 800`),
  /// then the other constraints in the order the engine installed them; the engine's root width
  /// edit becomes the drag, and its height edit (redundant with the required height) is left
  /// out. Counts: `4·(5·rows + 1)` variables, `25·rows + 3` constraints.
  ///
  /// - Throws: ``WorkloadError/layoutRejected(_:_:)`` if the DSL reports a diagnostic.
  /// - Complexity: O(`size`).
  static func cellsSystem(size: Int, seed: UInt64, name: String) throws(WorkloadError)
    -> ConstraintSystem
  {
    let rows = size / cellsViewsPerRow
    let recorder = ConstraintRecorder()
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 1000, height: 800), solver: recorder)
    let engine = root.layoutEngine
    engine.printsDiagnostics = false
    engine.rootSizePriority = Priority(rootWidthPriority)
    root.snp.makeConstraints { make in make.height.equalTo(800) }
    var views = [root]
    views.reserveCapacity(cellsViewsPerRow * rows + 1)
    var random = SplitMix64(seed: seed)
    var previous: LayoutView? = nil
    for _ in 0..<rows {
      let row = makeCellRow(in: root, below: previous, widths: cellLabelWidths(&random))
      views.append(contentsOf: row)
      previous = row[0]
    }
    root.layoutIfNeeded()
    if let diagnostic = engine.diagnostics.first {
      throw .layoutRejected(.cells, diagnostic.description)
    }
    return try recordedSystem(recorder, views: views, name: name)
  }

  /// Makes one table row below `previous` (the root's top for the first) and returns its views:
  /// cell, icon, title, detail, separator.
  private static func makeCellRow(
    in root: LayoutView, below previous: LayoutView?, widths: (title: Double, detail: Double)
  ) -> [LayoutView] {
    let cell = LayoutView()
    let icon = LayoutView()
    let title = LayoutView()
    let detail = LayoutView()
    let separator = LayoutView()
    root.addSubview(cell)
    for view in [icon, title, detail, separator] { cell.addSubview(view) }
    title.setIntrinsicContentSize(CGSize(width: widths.title, height: 20))
    detail.setIntrinsicContentSize(CGSize(width: widths.detail, height: 20))
    title.setContentHuggingPriority(CellPriority.titleHugging, for: .horizontal)
    title.setContentCompressionResistancePriority(CellPriority.titleCompression, for: .horizontal)
    detail.setContentCompressionResistancePriority(CellPriority.detailCompression, for: .horizontal)
    cell.snp.makeConstraints { make in
      make.left.right.equalToSuperview()
      if let previous {
        make.top.equalTo(previous.snp.bottom)
      } else {
        make.top.equalToSuperview()
      }
    }
    icon.snp.makeConstraints { make in
      make.left.equalToSuperview().offset(16)
      make.centerY.equalToSuperview()
      make.width.height.equalTo(40)
    }
    title.snp.makeConstraints { make in
      make.left.equalTo(icon.snp.right).offset(12)
      make.top.equalToSuperview().offset(12)
      make.bottom.equalToSuperview().offset(-12)
    }
    detail.snp.makeConstraints { make in
      make.left.equalTo(title.snp.right).offset(8)
      make.right.equalToSuperview().offset(-16)
      make.top.equalTo(title)
    }
    separator.snp.makeConstraints { make in
      make.left.equalTo(title)
      make.right.bottom.equalToSuperview()
      make.height.equalTo(1)
    }
    return [cell, icon, title, detail, separator]
  }

  /// The recorder's constraints as a system over `views`' variables (view `n` at indices
  /// `4n … 4n+3`), the root's pins first, and the root width edit as the drag.
  private static func recordedSystem(
    _ recorder: ConstraintRecorder, views: [LayoutView], name: String
  ) throws(WorkloadError) -> ConstraintSystem {
    var builder = SystemBuilder(
      expectedViews: views.count, expectedConstraints: recorder.constraints.count)
    var indices: [Variable: Int] = [:]
    indices.reserveCapacity(4 * views.count)
    for view in views {
      let variables = builder.addView()
      indices[view.xVariable] = variables.x
      indices[view.yVariable] = variables.y
      indices[view.widthVariable] = variables.w
      indices[view.heightVariable] = variables.h
    }
    let root = views[0]
    let pinned: Set<Int> = [0, 1, 3]  // v0.x, v0.y, v0.h
    var pins: [Int: ConstraintSystem.ConstraintRecord] = [:]
    var others: [ConstraintSystem.ConstraintRecord] = []
    others.reserveCapacity(recorder.constraints.count)
    for constraint in recorder.constraints {
      var terms: [ConstraintSystem.IndexedTerm] = []
      terms.reserveCapacity(constraint.expression.terms.count)
      for term in constraint.expression.terms {
        guard let index = indices[term.variable] else {
          throw .layoutRejected(.cells, "a constraint mentions \(term.variable), not a view's")
        }
        terms.append(ConstraintSystem.IndexedTerm(index, term.coefficient))
      }
      let record = ConstraintSystem.ConstraintRecord(
        terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
        priority: constraint.priority.value, weight: constraint.weight)
      if terms.count == 1, pinned.contains(terms[0].variable), constraint.isRequired,
        constraint.relation == .equal, pins[terms[0].variable] == nil
      {
        // Normalised to `1·v − value == 0`, as the other workloads write their pins.
        let coefficient = terms[0].coefficient
        pins[terms[0].variable] = ConstraintSystem.ConstraintRecord(
          terms: [ConstraintSystem.IndexedTerm(terms[0].variable, 1)],
          constant: record.constant / coefficient + 0, relation: .equal)
      } else {
        others.append(record)
      }
    }
    guard pins.count == pinned.count else {
      throw .layoutRejected(.cells, "the engine did not pin the root (\(pins.count) of 3 pins)")
    }
    guard recorder.edits.contains(where: { $0.variable == root.widthVariable }) else {
      throw .layoutRejected(.cells, "the engine made no root width edit")
    }
    for variable in pinned.sorted() {
      if let pin = pins[variable] { builder.append(pin) }
    }
    for record in others { builder.append(record) }
    return builder.system(
      name: name,
      edits: [
        ConstraintSystem.EditRecord(
          variable: 2, priority: rootWidthPriority, values: rootWidthDrag())
      ])
  }
}
