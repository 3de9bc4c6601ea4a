import Foundation
import Synchronization

/// What views and layout guides have in common: four solver variables and a place in a tree.
///
/// Every item owns the variables `x`, `y` (its origin in the ROOT view's coordinate space),
/// `width` and `height`. All constraints of one tree are written in that single space; an
/// attribute measured in another space (a superview's, or the nearest common ancestor's)
/// subtracts that space's origin. Frames are converted to superview coordinates when written.
///
/// You do not create `LayoutItem`s directly: use ``LayoutView`` and ``LayoutGuide``.
open class LayoutItem {
  /// The left edge in the root's coordinates.
  public let xVariable: Variable
  /// The top edge in the root's coordinates.
  public let yVariable: Variable
  /// The width.
  public let widthVariable: Variable
  /// The height.
  public let heightVariable: Variable

  /// A name used in descriptions, diagnostics and snapshots.
  public var debugName: String?

  /// A serial number for default names.
  let serial: Int

  /// The engine records (``LayoutEngine/Group`` batches) through which DSL constraints that
  /// mention this item were installed, each logged once per run of installations; entries go
  /// stale when their handles are deactivated and are dropped lazily (see
  /// ``activeConstraints``).
  @exclusivity(unchecked) var constraintLog = ConstraintLog()
  /// How many installed DSL constraints mention this item.
  @exclusivity(unchecked) var liveConstraintCount = 0
  /// The identity of the record logged last (saves logging one batch once per handle).
  @exclusivity(unchecked) var lastLoggedGroup: ObjectIdentifier?

  /// The installed DSL constraints that mention this item, each once, in installation order
  /// per record.
  var activeConstraints: [Constraint] {
    var seenGroups = Set<ObjectIdentifier>()
    var result: [Constraint] = []
    for group in constraintLog where seenGroups.insert(ObjectIdentifier(group)).inserted {
      for handle in group.handles where handle.group === group && handle.mentions(self) {
        result.append(handle)
      }
    }
    return result
  }

  /// Records an installed constraint that mentions this item (installed through `group`).
  @inline(__always)
  func logConstraint(in group: LayoutEngine.Group) {
    liveConstraintCount &+= 1
    let identity = ObjectIdentifier(group)
    if lastLoggedGroup == identity { return }
    lastLoggedGroup = identity
    if constraintLog.count >= 2 * liveConstraintCount + 16 { compactConstraintLog() }
    constraintLog.append(group)
  }

  /// Keeps only the records that still hold a live constraint mentioning this item, once each.
  private func compactConstraintLog() {
    var seen = Set<ObjectIdentifier>()
    constraintLog = ConstraintLog(
      constraintLog.filter { group in
        group.liveCount > 0
          && group.handles.contains { $0.group === group && $0.mentions(self) }
          && seen.insert(ObjectIdentifier(group)).inserted
      })
  }

  /// Notes that a logged constraint was uninstalled.
  func unlogConstraint() {
    liveConstraintCount -= 1
    if liveConstraintCount <= 0 {
      liveConstraintCount = 0
      lastLoggedGroup = nil
      constraintLog.removeAll()
    }
  }

  /// Constraints made through this item's `snp` (what `remakeConstraints`,
  /// `updateConstraints` and `removeConstraints` act on).
  @exclusivity(unchecked) var dslConstraints: [Constraint] = []

  /// The item's implicit constraints (root pins, kept frame, intrinsic size, system guide)
  /// while it takes part in layout.
  @exclusivity(unchecked) var systemGroup: LayoutEngine.Group?

  /// The engine whose solver holds this item's frame while the item takes part in layout
  /// (the engine clears it before it goes away, so the reference never dangles).
  @exclusivity(unchecked) unowned(unsafe) var frameEngine: LayoutEngine?
  /// The engine solve that the stored frame reflects; older than the engine's
  /// ``LayoutEngine/solveCount`` means the frame is read from the solver on next access.
  @exclusivity(unchecked) var frameGeneration = 0

  /// How many installed solver constraints mention this item's variables (its own system
  /// constraints excluded). Positive means the item takes part in layout.
  @exclusivity(unchecked) var involvement = 0
  /// The index in the engine's involved items while the item takes part in layout, else -1.
  @exclusivity(unchecked) var involvedSlot = -1

  /// A weak-style handle on this item for records that must not keep it alive (cleared when
  /// the item is deallocated; cheaper than `weak`, which would slow every retain of the item).
  let reference = LayoutItemReference()

  /// Whether this item is a ``LayoutView`` (else a ``LayoutGuide``); saves dynamic casts on
  /// hot paths.
  let isView: Bool

  /// This item as a view, or `nil` for a guide.
  @inline(__always)
  var asView: LayoutView? { isView ? unsafeDowncast(self, to: LayoutView.self) : nil }

  /// This item as a guide, or `nil` for a view.
  @inline(__always)
  var asGuide: LayoutGuide? { isView ? nil : unsafeDowncast(self, to: LayoutGuide.self) }

  /// An item whose variable names start with `letter` (`v` for views, `g` for guides).
  init(letter: UInt8, isView: Bool) {
    self.isView = isView
    let serial = LayoutItemSerial.next()
    self.serial = serial
    // Short names (`v12.x`, `g13.w`) stay within Swift's inline small-string storage; the
    // serial is spelled once for all four.
    let names = VariableNamePrefix(letter: letter, serial: serial)
    xVariable = Variable(names.name(UInt8(ascii: "x")))
    yVariable = Variable(names.name(UInt8(ascii: "y")))
    widthVariable = Variable(names.name(UInt8(ascii: "w")))
    heightVariable = Variable(names.name(UInt8(ascii: "h")))
    reference.item = self
  }

  deinit {
    reference.item = nil
  }

  /// The debug name, or a generated one such as `LayoutView#3`.
  public var displayName: String { debugName ?? defaultName }

  /// `LayoutView#3` / `LayoutGuide#4`.
  var defaultName: String { "LayoutItem#\(serial)" }

  /// The view whose coordinate space this item's frame is expressed in (a view's superview, a
  /// guide's owning view), unretained: that view clears it when the item leaves it, and for
  /// every subview and guide still listed when it is deallocated, so it never dangles. Walking
  /// these links costs no reference counting.
  @exclusivity(unchecked) var containerLink: Unmanaged<LayoutItem>?

  /// The view whose coordinate space this item's frame is expressed in: the superview of a
  /// view, the owning view of a guide.
  @inline(__always)
  final var container: LayoutView? {
    containerLink.map { unsafeDowncast($0.takeUnretainedValue(), to: LayoutView.self) }
  }

  /// Links this item to its container view (or unlinks it).
  @inline(__always)
  final func setContainer(_ view: LayoutView?) {
    containerLink = view.map { Unmanaged<LayoutItem>.passUnretained($0) }
  }

  /// Whether `view` is this item's container.
  @inline(__always)
  final func isContained(in view: LayoutItem) -> Bool {
    containerLink?.refers(to: view) ?? false
  }

  /// The view at the top of this item's tree (`nil` for a guide that was never added).
  var rootView: LayoutView? {
    guard var current = isView ? Unmanaged.passUnretained(self) : containerLink else { return nil }
    while let parent = current.containerLink { current = parent }
    return unsafeDowncast(current.takeUnretainedValue(), to: LayoutView.self)
  }

  /// The engine of this item's tree, if it has one (never creates one).
  var existingTreeEngine: LayoutEngine? { rootView?.ownEngine }

  /// The direction that decides leading and trailing for this item.
  var resolvedDirection: LayoutDirection {
    asView?.effectiveLayoutDirection ?? container?.effectiveLayoutDirection
      ?? .leftToRight
  }

  /// The insets that margin attributes use (zero for guides).
  var marginInsets: EdgeInsets { .zero }

  /// Offsets of the baselines: (from the top, from the bottom); `nil` first means the bottom.
  var baselineOffsets: (first: CGFloat?, last: CGFloat) { (nil, 0) }

  /// Whether `self` is `other` or one of its ancestors (a guide's ancestors are its owning
  /// view and that view's ancestors).
  func isAncestor(of other: LayoutItem) -> Bool {
    if other === self { return true }
    var current = other.containerLink
    while let view = current {
      if view.refers(to: self) { return true }
      current = view.containerLink
    }
    return false
  }

  /// Brings the stored frame up to date with the engine's last solve (frames are read from
  /// the solver lazily, so that a layout pass costs what the solver changed, not the number of
  /// views).
  @inline(__always)
  func refreshFrameIfStale() {
    if let engine = frameEngine, frameGeneration != engine.solveCount {
      engine.materializeFrame(of: self)
    }
  }

  /// Writes a solved frame (container coordinates).
  func applySolvedFrame(_ frame: CGRect) {}
}

/// Hands out serial numbers for default item names.
enum LayoutItemSerial {
  /// The last serial handed out (an atomic in static storage: no lazy initialisation).
  private static let counter = Atomic<Int>(0)

  static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}

/// A reference to an item that does not keep it alive and reads `nil` once the item is gone:
/// the item owns it and clears it in `deinit`. Records (constraint handles, attribute items,
/// superview links) hold this instead of a `weak` reference to the item itself, because a weak
/// reference moves the item's reference count to a side table and slows every retain.
final class LayoutItemReference {
  /// The item, unretained (`nil` once it is gone); reading it costs no reference counting.
  @exclusivity(unchecked) var link: Unmanaged<LayoutItem>?

  /// The item (`nil` once it is gone).
  var item: LayoutItem? {
    @inline(__always) get { link?.takeUnretainedValue() }
    set { link = newValue.map { Unmanaged.passUnretained($0) } }
  }
}

/// The nearest common ancestor of two items in the sense of Auto Layout: an item counts as its
/// own ancestor, a guide as a child of its owning view. `nil` if they are in different trees.
func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> LayoutItem? {
  if a === b { return a }
  // The usual cases first (siblings, an item and its container).
  let containerOfA = a.containerLink
  let containerOfB = b.containerLink
  if let containerOfA, let containerOfB, containerOfA.toOpaque() == containerOfB.toOpaque() {
    return containerOfA.takeUnretainedValue()
  }
  if containerOfA?.refers(to: b) ?? false { return b }
  if containerOfB?.refers(to: a) ?? false { return a }
  // Climb the deeper chain to the other's depth, then both together (no reference counting).
  func depth(_ link: Unmanaged<LayoutItem>) -> Int {
    var count = 0
    var current = link
    while let parent = current.containerLink {
      count += 1
      current = parent
    }
    return count
  }
  var x = Unmanaged.passUnretained(a)
  var y = Unmanaged.passUnretained(b)
  var depthA = depth(x)
  var depthB = depth(y)
  while depthA > depthB, let parent = x.containerLink {
    x = parent
    depthA -= 1
  }
  while depthB > depthA, let parent = y.containerLink {
    y = parent
    depthB -= 1
  }
  while x.toOpaque() != y.toOpaque() {
    guard let parentX = x.containerLink, let parentY = y.containerLink else { return nil }
    x = parentX
    y = parentY
  }
  return x.takeUnretainedValue()
}

extension Unmanaged where Instance == LayoutItem {
  /// The item's container link, read without retaining the item.
  @inline(__always)
  var containerLink: Unmanaged<LayoutItem>? { _withUnsafeGuaranteedRef { $0.containerLink } }

  /// Whether this is a link to `item`.
  @inline(__always)
  func refers(to item: LayoutItem) -> Bool {
    toOpaque() == Unmanaged<LayoutItem>.passUnretained(item).toOpaque()
  }
}

/// The items a group of solver constraints mentions, each once: usually one or two, kept
/// inline so that a constraint does not allocate an array for them.
struct MentionList: Sequence {
  /// The first reference inserted.
  private(set) var first: LayoutItemReference?
  /// The second.
  private(set) var second: LayoutItemReference?
  /// Any others.
  private(set) var rest: [LayoutItemReference] = []

  init() {}

  /// A list of the given items' references.
  init(_ items: [LayoutItem]) {
    for item in items { insert(item.reference) }
  }

  /// Adds a reference unless it is already present.
  @inline(__always)
  mutating func insert(_ reference: LayoutItemReference) {
    if first == nil {
      first = reference
    } else if first === reference || second === reference {
      return
    } else if second == nil {
      second = reference
    } else if !rest.contains(where: { $0 === reference }) {
      rest.append(reference)
    }
  }

  /// Calls `body` with every referenced item still alive, in insertion order (without
  /// copying the list).
  @inline(__always)
  func forEachItem(_ body: (LayoutItem) -> Void) {
    if let item = first?.item { body(item) }
    if let item = second?.item { body(item) }
    if !rest.isEmpty {
      for reference in rest {
        if let item = reference.item { body(item) }
      }
    }
  }

  /// The first reference, unretained (valid while the list is).
  @inline(__always)
  var firstLink: Unmanaged<LayoutItemReference>? { first.map { Unmanaged.passUnretained($0) } }

  /// The second reference, unretained (valid while the list is).
  @inline(__always)
  var secondLink: Unmanaged<LayoutItemReference>? { second.map { Unmanaged.passUnretained($0) } }

  /// Whether the list holds `reference`.
  func contains(_ reference: LayoutItemReference) -> Bool {
    first === reference || second === reference || rest.contains { $0 === reference }
  }

  /// Iterates the references in insertion order.
  struct Iterator: IteratorProtocol {
    let list: MentionList
    var position = 0

    mutating func next() -> LayoutItemReference? {
      defer { position += 1 }
      switch position {
      case 0: return list.first
      case 1: return list.second
      default:
        let index = position - 2
        return index < list.rest.count ? list.rest[index] : nil
      }
    }
  }

  func makeIterator() -> Iterator { Iterator(list: self) }
}
