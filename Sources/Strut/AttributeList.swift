// The attributes of a constraint line, in the order they were written, as a plain value.

/// The attributes of an attribute chain (`make.top.left`) and of a handle, in written order,
/// kept inline in two words: no array is created, retained or released when a chain is
/// started, extended or stored in its handle.
///
/// Each attribute is a 5-bit code (its position among ``LayoutAttribute``'s cases, plus one),
/// the first in the lowest bits of ``head``; twelve fit in a word, and a zero code ends the
/// list. A chain holds each attribute at most once (``appending(_:)`` skips repeats), so its
/// 20 possible attributes always fit in the 24 places.
@usableFromInline
struct AttributeList: Equatable, Sequence, Sendable {
  /// Codes 0..<12.
  @usableFromInline var head: UInt64
  /// Codes 12..<24.
  @usableFromInline var tail: UInt64

  /// How many codes a word holds.
  @usableFromInline static var perWord: Int { 12 }
  /// How many attributes the list can hold.
  static var capacity: Int { 2 * perWord }

  /// The empty list.
  @inlinable
  init() {
    head = 0
    tail = 0
  }

  /// One attribute.
  @inlinable
  init(_ a: LayoutAttribute) {
    head = a.listCode
    tail = 0
  }

  /// Two attributes, in order.
  @inlinable
  init(_ a: LayoutAttribute, _ b: LayoutAttribute) {
    head = a.listCode | b.listCode << 5
    tail = 0
  }

  /// Four attributes, in order.
  @inlinable
  init(_ a: LayoutAttribute, _ b: LayoutAttribute, _ c: LayoutAttribute, _ d: LayoutAttribute) {
    head = a.listCode | b.listCode << 5 | c.listCode << 10 | d.listCode << 15
    tail = 0
  }

  /// The attributes of `array`, in order (repeats kept); attributes beyond ``capacity`` are
  /// dropped (no chain has that many: they are distinct).
  init(_ array: [LayoutAttribute]) {
    self.init()
    for attribute in array.prefix(Self.capacity) { append(attribute) }
  }

  /// Whether the list is empty.
  @inlinable
  var isEmpty: Bool { head == 0 }

  /// How many attributes the list holds.
  var count: Int {
    let headCount = (64 - head.leadingZeroBitCount + 4) / 5
    return headCount < Self.perWord
      ? headCount : headCount + (64 - tail.leadingZeroBitCount + 4) / 5
  }

  /// The first attribute, if any.
  var first: LayoutAttribute? { head == 0 ? nil : LayoutAttribute(listCode: head & 31) }

  /// Whether the list holds `attribute`.
  func contains(_ attribute: LayoutAttribute) -> Bool {
    for element in self where element == attribute { return true }
    return false
  }

  /// Adds `attribute` at the end (nothing when the list is full).
  mutating func append(_ attribute: LayoutAttribute) {
    let count = self.count
    if count < Self.perWord {
      head |= attribute.listCode << UInt64(5 * count)
    } else if count < Self.capacity {
      tail |= attribute.listCode << UInt64(5 * (count - Self.perWord))
    }
  }

  /// The list with the attributes of `more` it does not hold yet added, in order.
  func appending(_ more: AttributeList) -> AttributeList {
    var extended = self
    for attribute in more where !extended.contains(attribute) { extended.append(attribute) }
    return extended
  }

  /// The attributes as an array.
  var array: [LayoutAttribute] {
    var result: [LayoutAttribute] = []
    result.reserveCapacity(count)
    for attribute in self { result.append(attribute) }
    return result
  }

  /// Iterates the attributes in order.
  @inlinable
  func makeIterator() -> Iterator { Iterator(head: head, tail: tail) }

  /// Reads the codes off the words, lowest first.
  @usableFromInline
  struct Iterator: IteratorProtocol {
    @usableFromInline var head: UInt64
    @usableFromInline var tail: UInt64

    @inlinable
    init(head: UInt64, tail: UInt64) {
      self.head = head
      self.tail = tail
    }

    @inlinable @inline(__always)
    mutating func next() -> LayoutAttribute? {
      if head == 0 {
        guard tail != 0 else { return nil }
        head = tail
        tail = 0
      }
      let code = head & 31
      head >>= 5
      return LayoutAttribute(listCode: code)
    }
  }
}

extension LayoutAttribute {
  /// The attribute's code in an ``AttributeList``: its position among the cases, plus one.
  @inlinable
  var listCode: UInt64 {
    switch self {
    case .left: 1
    case .right: 2
    case .top: 3
    case .bottom: 4
    case .leading: 5
    case .trailing: 6
    case .width: 7
    case .height: 8
    case .centerX: 9
    case .centerY: 10
    case .firstBaseline: 11
    case .lastBaseline: 12
    case .leftMargin: 13
    case .rightMargin: 14
    case .topMargin: 15
    case .bottomMargin: 16
    case .leadingMargin: 17
    case .trailingMargin: 18
    case .centerXWithinMargins: 19
    case .centerYWithinMargins: 20
    }
  }

  /// The attribute with ``listCode`` `code` (1...20).
  @inlinable
  init(listCode code: UInt64) {
    switch code {
    case 1: self = .left
    case 2: self = .right
    case 3: self = .top
    case 4: self = .bottom
    case 5: self = .leading
    case 6: self = .trailing
    case 7: self = .width
    case 8: self = .height
    case 9: self = .centerX
    case 10: self = .centerY
    case 11: self = .firstBaseline
    case 12: self = .lastBaseline
    case 13: self = .leftMargin
    case 14: self = .rightMargin
    case 15: self = .topMargin
    case 16: self = .bottomMargin
    case 17: self = .leadingMargin
    case 18: self = .trailingMargin
    case 19: self = .centerXWithinMargins
    default: self = .centerYWithinMargins
    }
  }
}
