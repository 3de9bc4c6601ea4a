import Foundation
import Testing

@testable import Strut

/// The inline attribute list of chains and handles (`AttributeList`): written order, repeats
/// skipped, every attribute, and a chain long enough to need both words.
@Suite struct AttributeListTests {
  @Test func everyAttributeRoundTrips() {
    for attribute in LayoutAttribute.allCases {
      let list = AttributeList(attribute)
      #expect(list.array == [attribute])
      #expect(list.count == 1)
      #expect(list.first == attribute)
      #expect(list.contains(attribute))
      #expect(LayoutAttribute(listCode: attribute.listCode) == attribute)
    }
    #expect(AttributeList().isEmpty)
    #expect(AttributeList().count == 0)
    #expect(AttributeList().first == nil)
    #expect(AttributeList().array.isEmpty)
  }

  @Test func compositesKeepTheirOrder() {
    #expect(AttributeList(.top, .left, .bottom, .right).array == [.top, .left, .bottom, .right])
    #expect(AttributeList(.width, .height).array == [.width, .height])
    #expect(AttributeList(.top, .left) != AttributeList(.left, .top))
    #expect(AttributeList(.top, .left) == AttributeList([.top, .left]))
  }

  @Test func aChainKeepsTheWrittenOrderAndSkipsRepeats() {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutView()
    root.addSubview(view)
    var handle: Constraint?
    view.snp.makeConstraints { make in
      handle = make.top.left.top.edges.width.equalToSuperview().constraint
    }
    #expect(handle?.attributes == [.top, .left, .bottom, .right, .width])
  }

  @Test func aChainOfEveryAttributeUsesBothWords() {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutView()
    root.addSubview(view)
    var handle: Constraint?
    view.snp.prepareConstraints { make in
      handle =
        make.left.right.top.bottom.leading.trailing.width.height.centerX.centerY
        .firstBaseline.lastBaseline.leftMargin.rightMargin.topMargin.bottomMargin
        .leadingMargin.trailingMargin.centerXWithinMargins.centerYWithinMargins
        .equalToSuperview().constraint
    }
    #expect(handle?.attributes == LayoutAttribute.allCases)
    var list = AttributeList()
    for attribute in LayoutAttribute.allCases.reversed() { list.append(attribute) }
    #expect(list.count == LayoutAttribute.allCases.count)
    #expect(list.array == LayoutAttribute.allCases.reversed())
    #expect(list.contains(.left) && list.contains(.centerYWithinMargins))
    // Extending with what the list holds already changes nothing.
    #expect(list.appending(AttributeList(.left, .top)) == list)
  }

  @Test func aFullListTakesNoMore() {
    var list = AttributeList()
    for _ in 0..<AttributeList.capacity { list.append(.width) }
    #expect(list.count == AttributeList.capacity)
    list.append(.height)
    #expect(list.count == AttributeList.capacity)
    #expect(!list.contains(.height))
    #expect(AttributeList(Array(repeating: .top, count: 30)).count == AttributeList.capacity)
  }

  // Until issue 16 a line matched only a line with its attributes in the same order (two
  // handles after the second update). `updateConstraints` now matches per atomic constraint,
  // as SnapKit and Masonry do, so the order no longer matters.
  @Test func updateConstraintsMatchesInAnyOrder() {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutView()
    root.addSubview(view)
    view.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(5) }
    view.snp.updateConstraints { make in make.top.left.equalToSuperview().offset(7) }
    #expect(view.snp.constraints.count == 1)
    #expect(view.snp.constraints.first?.offset == 7)
    view.snp.updateConstraints { make in make.left.top.equalToSuperview().offset(9) }
    #expect(view.snp.constraints.count == 1)
    #expect(view.snp.constraints.first?.offset == 9)
  }
}
