/// What an edit suggestion needs to know about the lazy rows that move with it: the rows,
/// their rates with respect to the edit's e⁺, and their values at a base point.
///
/// During a drag nothing but constants changes, so the rows that depend on e⁺ and their
/// rates stay the same from step to step; each row's value is then its value at the base
/// point plus its rate times the suggestion's change since — one multiply-add per row instead
/// of evaluating every definition it names (a chain of N views: 2·N lazy rows under N
/// definitions). The plan is rebuilt when the structure changes (``Tableau/structureVersion``)
/// and its values are re-evaluated when anything else changed a value, or after
/// ``stepsPerBase`` steps, so rounding in the accumulated change stays bounded.
@usableFromInline
struct LazyShiftPlan: Sendable {
  /// Steps taken from one base point before the values are evaluated again.
  @usableFromInline static let stepsPerBase = 256

  /// The e⁺ symbol the plan is for (-1: none).
  @usableFromInline var symbol: Int32 = -1
  /// The structure version the rows and rates were found at.
  @usableFromInline var version: UInt64 = 0
  /// The lazy rows that depend on ``symbol``.
  @usableFromInline var rows = ContiguousArray<Int32>()
  /// Each row's rate with respect to ``symbol``.
  @usableFromInline var rates = ContiguousArray<Double>()
  /// Each row's value at the base point.
  @usableFromInline var base = ContiguousArray<Double>()
  /// The shift of ``symbol`` since the base point.
  @usableFromInline var accumulated = 0.0
  /// Steps since the base point.
  @usableFromInline var steps = 0
  /// The value epoch at which ``base`` + ``rates`` · ``accumulated`` were the values (0: they
  /// are not known).
  @usableFromInline var valuesEpoch: UInt64 = 0

  /// An empty plan.
  @inlinable
  init() {}
}
