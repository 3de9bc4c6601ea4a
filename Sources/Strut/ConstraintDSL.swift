/// The `snp` namespace of a view or layout guide: attribute items and the
/// make/prepare/remake/update/remove entry points.
///
/// ```swift
/// label.snp.makeConstraints { make in
///   make.top.equalTo(header.snp.bottom).offset(30)
///   make.leading.trailing.equalToSuperview().inset(16)
/// }
/// ```
public struct ConstraintDSL {
  /// The view or guide the constraints are made on.
  public let target: LayoutItem

  /// The namespace for `target`.
  public init(target: LayoutItem) { self.target = target }

  /// The constraints made through this namespace that are still remembered (made, updated
  /// or prepared, and not removed).
  public var constraints: [Constraint] { target.dslConstraints }

  /// Describes constraints without installing them; activate them later with
  /// ``Constraint/activate()``.
  @discardableResult
  public func prepareConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) -> [Constraint] {
    let handles = describe(file, line, closure)
    target.dslConstraints.append(contentsOf: handles)
    return handles
  }

  /// Describes and installs constraints. Misuse is recorded as a diagnostic on the engine and
  /// the offending constraint is skipped; the others are installed.
  public func makeConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) {
    let handles = describe(file, line, closure)
    if target.dslConstraints.isEmpty {
      target.dslConstraints = handles  // shares the buffer: no copy
    } else {
      target.dslConstraints.append(contentsOf: handles)
    }
    // One engine lookup and one engine record for the whole batch: every handle constrains
    // `target`. Each handle is still built, installed or rejected on its own.
    // The record shares the handle list's buffer (no copy).
    guard !handles.isEmpty else { return }
    let engine = target.asView?.layoutEngine ?? target.rootView?.layoutEngine
    let batch = LayoutEngine.Group(batchOf: handles)
    guard let engine else {
      // No engine (a guide never added to a view): each handle reports why on its own.
      for handle in handles { handle.activate(cachedEngine: nil, in: batch) }
      return
    }
    // The engine, the record and the handles are held here for the whole loop: each handle is
    // activated without reference counting.
    let engineLink = Unmanaged.passUnretained(engine)
    for index in handles.indices {
      Unmanaged.passUnretained(handles[index])._withUnsafeGuaranteedRef {
        $0.activate(engineLink: engineLink, in: batch)
      }
    }
  }

  /// Removes every constraint made through this namespace, then makes the new ones.
  public func remakeConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) {
    removeConstraints()
    makeConstraints(file, line, closure)
  }

  /// For each described constraint, changes the numbers (constant, multiplier, priority) of
  /// the active constraint made earlier with the same attributes, relation and target items;
  /// matched per atomic constraint as SnapKit and Masonry match (after `make.size.equalTo(…)`,
  /// `make.width.equalTo(90)` updates the width part). Installs what matches nothing as new
  /// (Masonry's behaviour; SnapKit stops the process).
  public func updateConstraints(
    _ file: String = #fileID, _ line: UInt = #line, _ closure: (_ make: ConstraintMaker) -> Void
  ) {
    let handles = describe(file, line, closure)
    for handle in handles { update(with: handle) }
  }

  /// Deactivates and forgets every constraint made through this namespace.
  public func removeConstraints() {
    let handles = target.dslConstraints
    target.dslConstraints.removeAll()
    for handle in handles { handle.deactivate() }
  }

  /// Runs the closure on a maker and returns what it described.
  private func describe(
    _ file: String, _ line: UInt, _ closure: (ConstraintMaker) -> Void
  ) -> [Constraint] {
    if let view = target.asView { view.translatesAutoresizingMaskIntoConstraints = false }
    // The tree's engine keeps the maker of the last call that the closure did not keep: a
    // call then allocates (and frees) no maker.
    let engine = target.existingTreeEngine
    var maker: ConstraintMaker
    if let engine, let spare = engine.spareMaker {
      engine.spareMaker = nil
      spare.reuse(for: target)
      maker = spare
    } else {
      maker = ConstraintMaker(item: target)
    }
    closure(maker)
    if maker.danglingCount > 0 {
      let recorder = target.asView?.layoutEngine ?? target.rootView?.layoutEngine
      let diagnostic = LayoutDiagnostic(
        kind: .incompleteConstraint,
        message: "\(maker.danglingCount) attribute chain(s) on \(target.displayName) have no"
          + " relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo) and were ignored",
        constraint: nil, items: [target.displayName], file: file, line: line)
      recorder?.record(diagnostic)
    }
    let handles = maker.takeHandles()
    if !isKnownUniquelyReferenced(&maker) {
      maker.keepItem()
    } else if let engine {
      engine.spareMaker = maker
    }
    return handles
  }
}

/// SnapKit's name for a view's namespace.
public typealias ConstraintViewDSL = ConstraintDSL
/// SnapKit's name for a layout guide's namespace.
public typealias ConstraintLayoutGuideDSL = ConstraintDSL

extension LayoutItem {
  /// The constraint DSL: `view.snp.makeConstraints { … }`, `view.snp.bottom`, ….
  @inlinable public var snp: ConstraintDSL { ConstraintDSL(target: self) }
}

extension ConstraintDSL {
  /// The view's horizontal content hugging priority (views only; 250 for guides).
  public var contentHuggingHorizontalPriority: Float {
    get { target.asView?.contentHuggingPriority(for: .horizontal).value ?? 250 }
    nonmutating set {
      target.asView?.setContentHuggingPriority(Priority(newValue), for: .horizontal)
    }
  }

  /// The view's vertical content hugging priority (views only; 250 for guides).
  public var contentHuggingVerticalPriority: Float {
    get { target.asView?.contentHuggingPriority(for: .vertical).value ?? 250 }
    nonmutating set {
      target.asView?.setContentHuggingPriority(Priority(newValue), for: .vertical)
    }
  }

  /// The view's horizontal compression resistance priority (views only; 750 for guides).
  public var contentCompressionResistanceHorizontalPriority: Float {
    get {
      target.asView?.contentCompressionResistancePriority(for: .horizontal).value ?? 750
    }
    nonmutating set {
      target.asView?.setContentCompressionResistancePriority(
        Priority(newValue), for: .horizontal)
    }
  }

  /// The view's vertical compression resistance priority (views only; 750 for guides).
  public var contentCompressionResistanceVerticalPriority: Float {
    get {
      target.asView?.contentCompressionResistancePriority(for: .vertical).value ?? 750
    }
    nonmutating set {
      target.asView?.setContentCompressionResistancePriority(
        Priority(newValue), for: .vertical)
    }
  }
}
