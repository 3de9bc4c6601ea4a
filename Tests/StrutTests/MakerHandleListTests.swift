import Foundation
import Testing

@testable import Strut

/// The maker keeps the first handles of a call in slots and the rest in a list: every count
/// gives back every handle, in the order described. A maker the closure did not keep serves
/// the tree's next call; one it kept keeps its item and is never reused.
@Suite struct MakerHandleListTests {
  @Test(arguments: [0, 1, 2, 5, 6, 7, 13])
  func everyHandleComesBackInOrder(count: Int) {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutView()
    root.addSubview(view)
    var described: [Constraint] = []
    view.snp.makeConstraints { make in
      for index in 0..<count {
        described.append(make.width.greaterThanOrEqualTo(index).constraint)
      }
    }
    let made = view.snp.constraints.map { ObjectIdentifier($0) }
    #expect(made == described.map { ObjectIdentifier($0) })
    #expect(view.snp.constraints.allSatisfy { $0.isActive })
    let prepared = view.snp.prepareConstraints { make in
      for index in 0..<count { make.height.lessThanOrEqualTo(index + 100) }
    }
    #expect(prepared.count == count)
    #expect(prepared.allSatisfy { !$0.isActive })
    #expect(view.snp.constraints.count == 2 * count)
    root.layoutIfNeeded()
    #expect(root.layoutEngine.diagnostics.isEmpty)
    #expect(view.frame.width >= CGFloat(max(0, count - 1)))
  }

  @Test func aMakerNobodyKeptServesTheNextCall() {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = LayoutView()
    let b = LayoutView()
    root.addSubview(a)
    root.addSubview(b)
    // The maker waits in the tree's engine (a tree without one yet keeps none).
    _ = root.layoutEngine
    var first: ObjectIdentifier?
    var second: ObjectIdentifier?
    var items: [LayoutItem] = []
    a.snp.makeConstraints { make in
      first = ObjectIdentifier(make)
      items.append(make.item)
      make.edges.equalToSuperview()
    }
    b.snp.makeConstraints { make in
      second = ObjectIdentifier(make)
      items.append(make.item)
      #expect(make.danglingCount == 0)
      make.size.equalTo(a)
    }
    #expect(first != nil && first == second)
    #expect(items[0] === a && items[1] === b)
    #expect(a.snp.constraints.count == 1 && b.snp.constraints.count == 1)
    root.layoutIfNeeded()
    #expect(b.frame.size == CGSize(width: 100, height: 100))
  }

  @Test func aKeptMakerKeepsItsItemAndIsNotReused() {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var kept: ConstraintMaker?
    var chain: ConstraintMakerExtendable?
    var view: LayoutView? = LayoutView()
    root.addSubview(view!)
    view!.snp.makeConstraints { make in
      kept = make
      make.width.equalTo(10)
    }
    view!.snp.makeConstraints { make in
      #expect(make !== kept)
      chain = make.height
    }
    view!.removeFromSuperview()
    view = nil
    // The kept maker still reaches its (otherwise released) item.
    #expect(kept?.item.isView == true)
    #expect(kept?.item.snp.constraints.count == 1)
    // A kept chain still relates (into its finished call: nothing is installed).
    let late = chain?.equalTo(5).constraint
    #expect(late?.isActive == false)
    #expect(late?.item?.isView == true)
  }

  @Test func aRootsMakerDoesNotKeepTheTreeAlive() {
    weak var weakRoot: LayoutView?
    do {
      let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      weakRoot = root
      root.snp.makeConstraints { make in make.height.equalTo(100) }
      root.snp.makeConstraints { make in make.width.equalTo(100) }
      root.layoutIfNeeded()
    }
    #expect(weakRoot == nil)
  }
}
