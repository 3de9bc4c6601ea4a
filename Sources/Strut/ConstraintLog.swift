/// The engine records (``LayoutEngine/Group``) logged on an item, in logging order: the first
/// two inline, so that most items (mentioned by their own record and one or two neighbours')
/// never allocate an array for them.
struct ConstraintLog: Sequence {
  private var first: LayoutEngine.Group?
  private var second: LayoutEngine.Group?
  private var rest: [LayoutEngine.Group] = []

  /// An empty log.
  init() {}

  /// A log of `groups`, in order.
  init(_ groups: some Sequence<LayoutEngine.Group>) {
    for group in groups { append(group) }
  }

  /// How many records are logged.
  var count: Int {
    first == nil ? 0 : second == nil ? 1 : 2 + rest.count
  }

  /// Whether nothing is logged.
  var isEmpty: Bool { first == nil }

  /// Logs a record after the others.
  @inline(__always)
  mutating func append(_ group: LayoutEngine.Group) {
    if first == nil {
      first = group
    } else if second == nil {
      second = group
    } else {
      if rest.isEmpty { rest.reserveCapacity(4) }
      rest.append(group)
    }
  }

  /// Forgets every record.
  mutating func removeAll() {
    first = nil
    second = nil
    rest = []
  }

  /// Iterates the records in logging order.
  struct Iterator: IteratorProtocol {
    let log: ConstraintLog
    var position = 0

    mutating func next() -> LayoutEngine.Group? {
      defer { position += 1 }
      switch position {
      case 0: return log.first
      case 1: return log.first == nil ? nil : log.second
      default:
        let index = position - 2
        return log.second != nil && index < log.rest.count ? log.rest[index] : nil
      }
    }
  }

  func makeIterator() -> Iterator { Iterator(log: self) }
}
