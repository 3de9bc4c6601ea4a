import Foundation

/// A rectangle in a tree of views, laid out by constraints (UIKit's `UIView`, minus drawing).
///
/// ```swift
/// let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let button = LayoutView()
/// root.addSubview(button)
/// button.snp.makeConstraints { make in
///   make.size.equalTo(100)
///   make.center.equalToSuperview()
/// }
/// root.layoutIfNeeded()          // button.frame == (110, 190, 100, 100)
/// ```
///
/// A view's ``frame`` is in its superview's coordinates. A root view (one without a superview)
/// owns a ``LayoutEngine``; its frame's size is the size the tree is laid out in, and changing
/// it later is an incremental edit of the solver, not a rebuild.
///
/// Views are plain, non-`Sendable` classes: use a tree from one thread (or isolation domain)
/// at a time. The class is `open` so that views can override ``intrinsicContentSize`` as in
/// UIKit.
open class LayoutView: LayoutItem {
  @exclusivity(unchecked) var storedFrame: CGRect

  /// The view's rectangle in its superview's coordinates (for a root: its size is the layout
  /// size). Set by ``layoutIfNeeded()`` for views laid out by constraints.
  public var frame: CGRect {
    get {
      refreshFrameIfStale()
      return storedFrame
    }
    set {
      refreshFrameIfStale()
      guard newValue != storedFrame else { return }
      storedFrame = newValue
      frameWasSet()
    }
  }

  /// The view's rectangle in its own coordinates: origin zero, the frame's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    let frame = frame
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The view this one is a subview of.
  public internal(set) var superview: LayoutView? {
    @inline(__always) get { container }
    set { setContainer(newValue) }
  }

  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [LayoutView] = []

  /// The layout guides added to this view.
  @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

  /// Whether the frame is kept as set (`true`, UIKit's default for views never given
  /// constraints) or computed from constraints. `makeConstraints` and friends set it to
  /// `false`. A view that keeps its frame but is mentioned by other constraints takes part
  /// with its frame fixed, as Auto Layout's autoresizing-mask constraints do.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if oldValue != translatesAutoresizingMaskIntoConstraints { systemStateChanged() }
    }
  }

  /// The layout margins, used by margin attributes and ``layoutMarginsGuide``. Default 8.
  public var layoutMargins = EdgeInsets(all: 8) {
    didSet { if oldValue != layoutMargins { marginsChanged() } }
  }

  /// The layout margins with leading and trailing resolved by ``effectiveLayoutDirection``.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { layoutMargins.directional(in: effectiveLayoutDirection) }
    set { layoutMargins = newValue.resolved(in: effectiveLayoutDirection) }
  }

  /// Insets of the safe area, used by ``safeAreaLayoutGuide`` (zero unless you set them:
  /// there is no system chrome on Linux).
  public var safeAreaInsets = EdgeInsets.zero {
    didSet { if oldValue != safeAreaInsets { marginsChanged() } }
  }

  /// The layout direction requested for this view (`.inherit` by default).
  @exclusivity(unchecked) public var layoutDirection = LayoutDirection.inherit {
    didSet {
      if oldValue != layoutDirection {
        RightToLeftViews.note(from: oldValue, to: layoutDirection)
        directionChanged()
      }
    }
  }

  /// The direction in force: this view's, else its nearest ancestor's, else left-to-right.
  public var effectiveLayoutDirection: LayoutDirection {
    // No right-to-left view anywhere (the usual case): no need to climb the tree.
    if RightToLeftViews.noneExist { return .leftToRight }
    var current = Unmanaged<LayoutItem>.passUnretained(self)
    while true {
      let direction = current._withUnsafeGuaranteedRef {
        unsafeDowncast($0, to: LayoutView.self).layoutDirection
      }
      if direction != .inherit { return direction }
      guard let parent = current.containerLink else { return .leftToRight }
      current = parent
    }
  }

  /// The first baseline's distance from the top edge; `nil` puts it at the bottom edge.
  public var firstBaselineOffsetFromTop: CGFloat? {
    didSet { if oldValue != firstBaselineOffsetFromTop { reinstallOwnConstraints() } }
  }

  /// The last baseline's distance from the bottom edge (default 0: the bottom edge).
  public var lastBaselineOffsetFromBottom: CGFloat = 0 {
    didSet { if oldValue != lastBaselineOffsetFromBottom { reinstallOwnConstraints() } }
  }

  var storedIntrinsicContentSize = CGSize(
    width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
  var huggingPriorities: (horizontal: Priority, vertical: Priority) = (.low, .low)
  var compressionPriorities: (horizontal: Priority, vertical: Priority) = (.high, .high)

  /// The engine of a root view (created on first use); `nil` for a view with a superview.
  @exclusivity(unchecked) var ownEngine: LayoutEngine?
  /// A solver chosen before the engine existed.
  var pendingSolver: (any ConstraintSolver)?

  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?

  /// A view with the given frame (in its future superview's coordinates; for a root, the size
  /// the tree is laid out in).
  public init(frame: CGRect = .zero) {
    storedFrame = frame
    super.init(letter: UInt8(ascii: "v"), isView: true)
  }

  /// A root view laid out by the given solver instead of the default `CassowarySolver`.
  public convenience init(frame: CGRect = .zero, solver: any ConstraintSolver) {
    self.init(frame: frame)
    pendingSolver = solver
  }

  deinit {
    // The unretained container links of what this view holds must not dangle.
    for view in subviews where view.isContained(in: self) { view.setContainer(nil) }
    for guide in layoutGuides where guide.isContained(in: self) { guide.setContainer(nil) }
    if let guide = marginsGuide, guide.isContained(in: self) { guide.setContainer(nil) }
    if let guide = safeAreaGuide, guide.isContained(in: self) { guide.setContainer(nil) }
    if layoutDirection == .rightToLeft { RightToLeftViews.note(from: .rightToLeft, to: .inherit) }
  }

  /// The size the view's content wants (for example a label's text), per dimension; a
  /// dimension equal to ``noIntrinsicMetric`` has none. Subclasses may override it (call
  /// ``invalidateIntrinsicContentSize()`` when it changes); others can store a value with
  /// ``setIntrinsicContentSize(_:)``.
  ///
  /// A view laid out by constraints gets, per dimension with a metric, `size <= intrinsic` at
  /// its content hugging priority and `size >= intrinsic` at its compression resistance
  /// priority.
  open var intrinsicContentSize: CGSize { storedIntrinsicContentSize }

  override var defaultName: String { "\(type(of: self))#\(serial)" }

  override var marginInsets: EdgeInsets { layoutMargins }

  override var baselineOffsets: (first: CGFloat?, last: CGFloat) {
    (firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
  }

  override func applySolvedFrame(_ frame: CGRect) { storedFrame = frame }

  /// The root of this view's tree (this view for a root).
  @inline(__always)
  var treeRoot: LayoutView {
    var root = Unmanaged<LayoutItem>.passUnretained(self)
    while let parent = root.containerLink { root = parent }
    return unsafeDowncast(root.takeUnretainedValue(), to: LayoutView.self)
  }

  /// The engine that lays out this view's tree (the root's).
  public var layoutEngine: LayoutEngine {
    let root = treeRoot
    if let engine = root.ownEngine { return engine }
    let engine = LayoutEngine(root: root, solver: root.pendingSolver ?? CassowarySolver())
    root.pendingSolver = nil
    root.ownEngine = engine
    return engine
  }

  /// The engine of the tree if one exists already (never creates one).
  var existingEngine: LayoutEngine? {
    treeRoot.ownEngine
  }

  /// Solves the tree's constraints if anything changed since the last solve, and writes the
  /// frames of the views (and guides) laid out by constraints.
  public func layoutIfNeeded() {
    layoutEngine.layoutIfNeeded()
  }

  /// Marks the tree as needing a solve at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    existingEngine?.needsSolve = true
  }

  /// Whether a frame value of this view (origin or size) is not determined by the constraints:
  /// it can change without changing any priority level's error. Solves first.
  public var hasAmbiguousLayout: Bool {
    !layoutEngine.ambiguousFrameValues(of: self).isEmpty
  }

  // MARK: change notifications

  func frameWasSet() {
    guard let engine = existingEngine else { return }
    if superview == nil {
      engine.needsSolve = true
    } else if translatesAutoresizingMaskIntoConstraints {
      engine.refreshSystemConstraints(for: self)
    }
  }

  func systemStateChanged() {
    existingEngine?.refreshSystemConstraints(for: self)
  }

  func marginsChanged() {
    guard let engine = existingEngine else { return }
    if let guide = marginsGuide { engine.refreshSystemConstraints(for: guide) }
    if let guide = safeAreaGuide { engine.refreshSystemConstraints(for: guide) }
    reinstallOwnConstraints()
  }

  func directionChanged() {
    guard existingEngine != nil else { return }
    var handles: [ObjectIdentifier: Constraint] = [:]
    forEachItemInSubtree { item in
      for handle in item.activeConstraints { handles[ObjectIdentifier(handle)] = handle }
    }
    for handle in handles.values { handle.reinstall() }
    if let guide = marginsGuide { existingEngine?.refreshSystemConstraints(for: guide) }
  }

  /// Re-derives the solver constraints of every active DSL constraint that mentions this view
  /// (margins and baselines are constants inside them).
  func reinstallOwnConstraints() {
    guard existingEngine != nil else { return }
    for handle in activeConstraints { handle.reinstall() }
  }

  /// Calls `body` for this view, its guides, and all its descendants and their guides.
  func forEachItemInSubtree(_ body: (LayoutItem) -> Void) {
    var stack: [LayoutView] = [self]
    while let view = stack.popLast() {
      body(view)
      for guide in view.layoutGuides { body(guide) }
      stack.append(contentsOf: view.subviews)
    }
  }
}
