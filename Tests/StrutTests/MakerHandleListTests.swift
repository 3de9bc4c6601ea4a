import Foundation
import Testing

@testable import Strut

/// The maker keeps the first handles of a call in slots and the rest in a list: every count
/// gives back every handle, in the order described.
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
}
