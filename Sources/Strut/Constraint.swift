import Foundation

/// A DSL constraint: what one `make.<attributes>.<relation>(<target>)` line describes, as a
/// handle you can keep (SnapKit's `Constraint`).
///
/// ```swift
/// var top: Constraint?
/// view.snp.makeConstraints { make in
///   top = make.top.equalToSuperview().offset(20).constraint
/// }
/// top?.update(offset: 40)
/// top?.deactivate()
/// ```
///
/// One handle covers every attribute of its line (`edges` is four solver constraints) and
/// every element of an array target. It is installed as a whole or not at all.
///
/// This type shadows StrutCore's solver-level `Constraint` for code that imports `Strut`;
/// write `StrutCore.Constraint` for that one.
public final class Constraint: CustomStringConvertible {
  // Stored properties are laid out in declaration order: the small ones (priority, relation,
  // inSolver) share one word, and rarely used ones live in ``RarelySet``.
  let itemReference: LayoutItemReference

  /// The constrained view or guide (`nil` once deallocated).
  public var item: LayoutItem? { itemReference.item }
  /// The constrained attributes, in order.
  public var attributes: [LayoutAttribute] { attributeList.array }
  /// The constrained attributes, inline (`updateConstraints` may take some out into a new
  /// handle).
  @exclusivity(unchecked) var attributeList: AttributeList
  /// What the attributes are related to (a `.list` for an array target).
  @exclusivity(unchecked) var target: ConstraintTargetValue

  /// What the attributes are related to, one entry per element of an array target.
  public var targets: [ConstraintTargetValue] { target.leaves }
  /// The multiplier applied to the target (also to constant targets).
  @exclusivity(unchecked) public internal(set) var multiplier: Double = 1
  /// The priority.
  @exclusivity(unchecked) public internal(set) var priority: Priority = Priority(1000)
  /// The relation.
  public let relation: Relation
  /// Whether the installed constraints were marked as in the solver one by one (see
  /// ``inSolver``).
  @exclusivity(unchecked) var inSolverFlag = false
  /// The weight of the constraint's error within its priority level (Strut's `weight(_:)`
  /// modifier; default 1).
  @exclusivity(unchecked) public internal(set) var weight: Double = 1
  /// The label given with `labeled(_:)`.
  public internal(set) var label: String? {
    get { rarelySet?.label }
    set {
      if newValue == nil, rarelySet == nil { return }
      rare.label = newValue
    }
  }
  /// The file of the relation call (`#fileID`).
  public let file: String
  /// The line of the relation call.
  public let line: UInt
  /// The most recent reason this constraint could not be installed.
  public internal(set) var lastDiagnostic: LayoutDiagnostic? {
    get { rarelySet?.lastDiagnostic }
    set {
      if newValue == nil, rarelySet == nil { return }
      rare.lastDiagnostic = newValue
    }
  }

  @exclusivity(unchecked) var modifier = ConstraintModifier.none

  /// Sets the offset modifier (for the DSL's inlined `offset(_:)`).
  @usableFromInline
  func setOffset(_ amount: Double) { modifier = .offset(amount) }

  /// Sets the priority (for the DSL's inlined `priority(_:)`).
  @usableFromInline
  func setPriority(_ newPriority: Priority) { priority = newPriority }

  /// Sets the weight (for the DSL's inlined `weight(_:)`).
  @usableFromInline
  func setWeight(_ newWeight: Double) { weight = newWeight }
  /// A problem found when the constraint was described (for example `equalToSuperview()`
  /// without a superview), reported when it is activated.
  var describedProblem: (LayoutDiagnostic.Kind, String)? {
    get { rarelySet?.describedProblem }
    set {
      if newValue == nil, rarelySet == nil { return }
      rare.describedProblem = newValue
    }
  }

  /// Fields most constraints never use, kept out of line so that a handle stays small (a
  /// handle is allocated per `make…` line: its size is memory every build touches).
  final class RarelySet {
    var label: String?
    var lastDiagnostic: LayoutDiagnostic?
    var describedProblem: (LayoutDiagnostic.Kind, String)?
  }
  @exclusivity(unchecked) var rarelySet: RarelySet?
  var rare: RarelySet {
    if let rarelySet { return rarelySet }
    let created = RarelySet()
    rarelySet = created
    return created
  }
  let serial: Int
  /// The engine it is installed in (cleared by the engine before it goes away).
  @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
  /// The engine record it was installed through (one per `makeConstraints` batch); `nil`
  /// while inactive. The record holds the solver constraints of all its handles in one
  /// array; the handle knows its range there and what it mentions, so it can be withdrawn,
  /// updated or rejected on its own.
  @exclusivity(unchecked) var group: LayoutEngine.Group?
  /// Where this handle's solver constraints are in its record's array (meaningful while
  /// ``group`` is set).
  @exclusivity(unchecked) var installedStart: Int32 = 0
  /// How many solver constraints this handle has in its record.
  @exclusivity(unchecked) var installedCount: Int32 = 0
  /// The items the installed solver constraints mention, each once (meaningful while
  /// ``group`` is set).
  @exclusivity(unchecked) var installedMentions = MentionList()

  /// Whether the installed constraints are in the solver (else queued for the next layout):
  /// marked on the handle, or on its whole record when the record reached the solver in one
  /// piece (so that a layout does not write to every handle it added). Setting it on a handle
  /// of such a record first marks the record's handles one by one.
  var inSolver: Bool {
    @inline(__always) get {
      inSolverFlag || (group?.wholeBatchInSolver ?? false)
    }
    set {
      if let group, group.wholeBatchInSolver { group.markHandlesInSolverOneByOne() }
      inSolverFlag = newValue
    }
  }

  /// The range of this handle's solver constraints in its record's array.
  @inline(__always)
  var installedRange: Range<Int> {
    let start = Int(installedStart)
    return start..<(start + Int(installedCount))
  }
  /// Items mentioned by the installed solver constraints.
  var mentionedItems: [LayoutItem] {
    group == nil ? [] : installedMentions.compactMap(\.item)
  }

  init(
    itemReference: LayoutItemReference, attributes: AttributeList, relation: Relation,
    target: ConstraintTargetValue, file: String, line: UInt
  ) {
    self.itemReference = itemReference
    self.attributeList = attributes
    self.relation = relation
    self.target = target
    self.file = file
    self.line = line
    self.serial = LayoutItemSerial.next()
  }

  /// A handle for `attributes` given as an array (at most ``AttributeList/capacity``).
  convenience init(
    item: borrowing LayoutItem, attributes: [LayoutAttribute], relation: Relation,
    target: ConstraintTargetValue, file: String, line: UInt
  ) {
    self.init(
      itemReference: item.reference, attributes: AttributeList(attributes), relation: relation,
      target: target, file: file, line: line)
  }

  /// A handle for `source`'s target value, made straight into the handle's storage.
  init(
    itemReference: LayoutItemReference, attributes: AttributeList, relation: Relation,
    targetOf source: borrowing any ConstraintRelatableTarget, file: String, line: UInt
  ) {
    self.itemReference = itemReference
    self.attributeList = attributes
    self.relation = relation
    self.target = source.constraintTargetValue
    self.file = file
    self.line = line
    self.serial = LayoutItemSerial.next()
  }

  /// Whether the target is an array target without any usable element.
  var hasEmptyListTarget: Bool {
    guard case .list = target else { return false }
    return target.leafCount == 0
  }

  /// Whether the installed constraint mentions `item`.
  func mentions(_ item: LayoutItem) -> Bool {
    group != nil && installedMentions.contains(item.reference)
  }

  /// Whether the constraint is installed (queued for, or in, its tree's solver). Setting it
  /// activates or deactivates the constraint (SnapKit's settable `isActive`).
  public var isActive: Bool {
    get { group != nil }
    set { if newValue { activate() } else { deactivate() } }
  }

  /// The additive constant from `offset(_:)`, or `nil` when the constant came from `inset`.
  public var offset: Double? {
    switch modifier {
    case .none: 0
    case .offset(let value): value
    default: nil
    }
  }

  /// The solver constraints currently installed for this handle.
  public var layoutConstraints: [StrutCore.Constraint] {
    guard let group else { return [] }
    return Array(group.constraints(of: self))
  }

  /// Installs the constraint. Misuse (no superview, no common ancestor, incompatible
  /// attributes, non-finite numbers, a deallocated item, an invalid priority) leaves it
  /// inactive and records a diagnostic on the engine; an unsatisfiable required constraint
  /// is reported (and deactivated) when the engine next solves.
  public func activate() {
    activate(cachedEngine: nil)
  }

  /// Activates, in `cachedEngine` when the caller already looked up the engine of the
  /// constrained item's tree (once per `makeConstraints` batch).
  func activate(cachedEngine: LayoutEngine?) {
    guard group == nil else { return }
    activate(cachedEngine: cachedEngine, in: LayoutEngine.Group(batchOf: [self]))
  }

  /// Activates through `record`, the engine record of the current `makeConstraints` call
  /// (which lists this handle): one record per batch instead of one per handle.
  func activate(cachedEngine: LayoutEngine?, in record: LayoutEngine.Group) {
    activate(engineLink: cachedEngine.map { Unmanaged.passUnretained($0) }, in: record)
  }

  /// ``activate(cachedEngine:in:)`` with the engine unretained: the caller holds it (and the
  /// record) for the whole call, so the activation reaches them without reference counting.
  func activate(engineLink cachedEngine: Unmanaged<LayoutEngine>?, in record: LayoutEngine.Group) {
    guard group == nil else { return }
    guard let itemLink = itemReference.link else {
      report(.deallocatedTarget, "the constrained item was deallocated", engine: nil)
      return
    }
    // The item is alive while its reference links it, and the activation releases nothing:
    // it is reached without reference counting, as is the caller's engine.
    itemLink._withUnsafeGuaranteedRef { item in
      if let cachedEngine {
        cachedEngine._withUnsafeGuaranteedRef { install(from: item, in: $0, through: record) }
      } else if let engine = item.rootView?.layoutEngine {
        install(from: item, in: engine, through: record)
      } else {
        reportMissingEngine(item)
      }
    }
  }

  /// Reports why a handle whose item has no engine cannot be installed: a problem of the
  /// description comes first, else the guide was never added to a view.
  private func reportMissingEngine(_ item: LayoutItem) {
    var scratch: [StrutCore.Constraint] = []
    var mentions = MentionList()
    do throws(Problem) {
      try makeConstraints(into: &scratch, mentions: &mentions)
    } catch {
      report(error.kind, error.message, engine: nil)
      return
    }
    report(.noSuperview, "\(item.displayName) is a guide that was not added to a view", engine: nil)
  }

  /// Builds the solver constraints of `item`'s handle into `record` and installs them in
  /// `target`, or reports the misuse that prevents it.
  @inline(__always)
  private func install(
    from item: LayoutItem, in target: LayoutEngine, through record: LayoutEngine.Group
  ) {
    // The solver constraints are built straight into the record's region of the engine's
    // staging store (the record joins the engine with its first handle that succeeds).
    if record.store == nil {
      let staging = target.stagingStore
      record.store = staging
      record.regionStart = staging.constraints.count
      record.regionEnd = record.regionStart
    }
    // Unretained: the record holds its store for as long as this call uses it.
    guard let storeLink = record.store.map({ Unmanaged.passUnretained($0) }) else { return }
    let built = storeLink._withUnsafeGuaranteedRef { store -> (start: Int, end: Int)? in
      let start = store.constraints.count
      // Built in place: the handle's mention list (empty while inactive) and the store's
      // array; the common shapes take the short path, everything else (and every misuse) the
      // general one.
      if !makeCommonConstraints(
        from: item, into: &store.constraints, mentions: &installedMentions)
      {
        do throws(Problem) {
          try makeConstraints(into: &store.constraints, mentions: &installedMentions)
        } catch {
          if store.constraints.count > start {
            store.constraints.removeSubrange(start...)
          }
          installedMentions = MentionList()
          report(error.kind, error.message, engine: target)
          return nil
        }
      }
      return (start, store.constraints.count)
    }
    guard let (start, end) = built else { return }
    installedStart = Int32(truncatingIfNeeded: start)
    installedCount = Int32(truncatingIfNeeded: end - start)
    record.regionEnd = end
    engine = target
    // Most handles never had a diagnostic: no need to go through the setter.
    if let rarelySet { rarelySet.lastDiagnostic = nil }
    // Lists the record (first handle), involves and logs the mentioned items.
    target.install(self, in: record)
  }

  /// Uninstalls the constraint (it can be activated again).
  public func deactivate() {
    guard group != nil else { return }
    if let engine {
      engine.withdraw(self)
    } else {
      group = nil
      inSolver = false
    }
    forgetInstallation()
  }

  /// Called by the engine when the solver refused the constraint (after withdrawing it).
  func installationFailed() {
    forgetInstallation()
  }

  /// Drops the records of an installation that was just withdrawn: the log entries of the
  /// mentioned items, the engine link, and the solver constraints.
  private func forgetInstallation() {
    engine = nil
    installedMentions.forEachItem { $0.unlogConstraint() }
    installedMentions = MentionList()
  }

  /// Rebuilds the solver constraints (after a change of constant, margins, direction…).
  func reinstall() {
    guard isActive else { return }
    deactivate()
    activate()
  }

  /// Records a diagnostic about this constraint on `engine` (or prints it when there is
  /// no engine to hold it).
  func report(_ kind: LayoutDiagnostic.Kind, _ message: String, engine: LayoutEngine?) {
    let diagnostic = diagnostic(kind, message, conflicts: [])
    lastDiagnostic = diagnostic
    if let engine {
      engine.record(diagnostic)
    } else {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
  }

  /// A diagnostic naming this constraint, its items and its location.
  func diagnostic(
    _ kind: LayoutDiagnostic.Kind, _ message: String, conflicts: [String]
  ) -> LayoutDiagnostic {
    var items = [item?.displayName ?? "<deallocated>"]
    for target in targets {
      if case .item(let other) = target {
        items.append(other.target?.displayName ?? "<deallocated>")
      }
    }
    return LayoutDiagnostic(
      kind: kind, message: message, constraint: description, label: label, items: items,
      file: file, line: line, conflicts: conflicts)
  }

  // MARK: updating

  /// Replaces the offset (the constant added to every attribute) and reinstalls.
  @discardableResult
  public func update(offset amount: any ConstraintOffsetTarget) -> Constraint {
    modifier = .offset(offsetValue(amount))
    return changed()
  }

  /// Replaces the constant with an inset (SnapKit's sign rules per attribute) and reinstalls.
  @discardableResult
  public func update(inset amount: any ConstraintInsetTarget) -> Constraint {
    modifier = .inset(from: amount)
    return changed()
  }

  /// Changes the priority (also to and from required) and reinstalls.
  @discardableResult
  public func update(priority newPriority: Priority) -> Constraint {
    priority = newPriority
    return changed()
  }

  /// Changes the priority to a number (for example `update(priority: 600)`).
  @discardableResult
  public func update(priority value: any ConstraintPriorityTarget) -> Constraint {
    update(priority: Priority(Float(numericValue(value) ?? .nan)))
  }

  /// Changes the multiplier and reinstalls.
  @discardableResult
  public func update(multiplier value: any ConstraintMultiplierTarget) -> Constraint {
    multiplier = numericValue(value) ?? .nan
    return changed()
  }

  /// Reinstalls an active constraint after a change (an inactive one just keeps the values).
  private func changed() -> Constraint {
    reinstall()
    return self
  }

  /// Takes over the numbers of a newer description of the same constraint
  /// (`updateConstraints`).
  func adopt(_ newer: Constraint) {
    target = newer.target
    multiplier = newer.multiplier
    modifier = newer.modifier
    priority = newer.priority
    weight = newer.weight
    if newer.label != nil { label = newer.label }
    reinstall()
  }

  /// Whether `other` describes the same constraint up to its numbers (item, attributes,
  /// relation, target items and attributes).
  func matches(_ other: Constraint) -> Bool {
    guard item != nil, item === other.item, attributeList == other.attributeList,
      relation == other.relation
    else { return false }
    return target.hasSameShape(as: other.target)
  }
}
