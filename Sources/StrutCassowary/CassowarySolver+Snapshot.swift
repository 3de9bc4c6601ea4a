import StrutCore

/// A copy of everything a rebuild replaces, so that a rebuild tried on the side — a drift
/// repair, a careful second opinion on a refusal — can be undone exactly. That includes the
/// variables' slots: a batch's new variables get slots while it is installed, and a restored
/// value array without the slot map that names them read past its end (a fresh-seed fuzz
/// campaign found that crash: seed 531243291).
///
/// The copy is cheap until something writes: every field is a copy-on-write value, and a
/// rebuild replaces the tableau rather than mutating it. Records are updated in place by a
/// rebuild, so they are copied once (O(installed)) when one runs.
extension CassowarySolver {
  /// The state a rebuild replaces (see ``snapshot()`` and ``restore(_:)``).
  struct Snapshot {
    let tableau: Tableau
    let records: RecordTable
    let edits: [Int: EditRecord]
    let variables: ContiguousArray<Variable>
    let slotOfVariable: VariableSlots
    let symbolOfSlot: ContiguousArray<Int32>
    let values: ContiguousArray<Double>
    let plan: UpdatePlan
    let fullPlan: UpdatePlan
    let parked: [Int: Record]
    let tableauHoldsParked: Bool
    let rebuildCount: Int
    let nextOrder: Int
    let constantMagnitude: Double
    let needsRebuild: Bool
    let allSlotsDirty: Bool
  }

  /// The state as it is now. O(1) (copy-on-write).
  func snapshot() -> Snapshot {
    Snapshot(
      tableau: tableau, records: records, edits: edits, variables: variables,
      slotOfVariable: slotOfVariable, symbolOfSlot: symbolOfSlot,
      values: values, plan: plan, fullPlan: fullPlan, parked: parked,
      tableauHoldsParked: tableauHoldsParked, rebuildCount: rebuildCount, nextOrder: nextOrder,
      constantMagnitude: constantMagnitude, needsRebuild: needsRebuild,
      allSlotsDirty: allSlotsDirty)
  }

  /// Puts back the state `snapshot` recorded. O(1) (copy-on-write).
  func restore(_ snapshot: Snapshot) {
    tableau = snapshot.tableau
    records = snapshot.records
    edits = snapshot.edits
    variables = snapshot.variables
    slotOfVariable = snapshot.slotOfVariable
    symbolOfSlot = snapshot.symbolOfSlot
    values = snapshot.values
    plan = snapshot.plan
    fullPlan = snapshot.fullPlan
    parked = snapshot.parked
    tableauHoldsParked = snapshot.tableauHoldsParked
    rebuildCount = snapshot.rebuildCount
    nextOrder = snapshot.nextOrder
    constantMagnitude = snapshot.constantMagnitude
    needsRebuild = snapshot.needsRebuild
    allSlotsDirty = snapshot.allSlotsDirty
  }
}
