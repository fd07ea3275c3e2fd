import Foundation
import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Table view: selection, display callbacks and prefetching")
@MainActor
struct TableViewInteractionTests {
    @Test("a tap selects the row under it and tells the delegate")
    func tapSelects() {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: 100)])
        let table = fixture.makeTable(height: 50)
        table.layoutIfNeeded()
        table.contentOffset.y = 95
        table.layoutIfNeeded()
        table.handleTap(at: CGPoint(x: 3, y: 95 + 12))
        #expect(fixture.selected == [IndexPath(row: 10, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 10, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.isSelected == true)
        table.handleTap(at: CGPoint(x: 3, y: 95 + 22))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.isSelected == false)
        #expect(table.indexPathForRow(at: CGPoint(x: 3, y: 5000)) == nil)
    }

    @Test("every displayed cell ends displaying exactly once when it leaves")
    func displayCallbacksPair() {
        let fixture = TableFixture(sections: [Array(repeating: 25, count: 400)])
        let table = fixture.makeTable(height: 200)
        for step in 0..<200 {
            table.contentOffset.y = CGFloat(step * 13)
            table.layoutIfNeeded()
        }
        let visible = Set((table.indexPathsForVisibleRows ?? []))
        var counts: [IndexPath: Int] = [:]
        for path in fixture.displayed { counts[path, default: 0] += 1 }
        for path in fixture.endedDisplaying { counts[path, default: 0] -= 1 }
        #expect(
            counts.filter { $0.value != 0 }.keys.sorted { $0.row < $1.row }
                == visible.sorted { $0.row < $1.row })
    }

    @Test("prefetching asks for the rows ahead nearest first and cancels those left behind")
    func prefetch() {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: 1000)])
        let table = fixture.makeTable(height: 100)
        table.prefetchDataSource = fixture
        table.layoutIfNeeded()
        #expect(fixture.prefetched.first == (10..<20).map { IndexPath(row: $0, section: 0) })
        table.contentOffset.y = 500
        table.layoutIfNeeded()
        #expect(fixture.prefetched.last?.first == IndexPath(row: 60, section: 0))
        #expect(fixture.cancelled.last?.contains(IndexPath(row: 10, section: 0)) == true)
        table.contentOffset.y = 400
        table.layoutIfNeeded()
        #expect(fixture.prefetched.last?.first == IndexPath(row: 39, section: 0))
        #expect(fixture.prefetched.last == (30..<40).reversed().map { IndexPath(row: $0, section: 0) })
        let everPrefetched = Set(fixture.prefetched.joined())
        #expect(!everPrefetched.contains(IndexPath(row: 45, section: 0)) || fixture.prefetched.count > 0)
    }

    @Test("a width change relayouts and keeps the first visible row in place")
    func widthChange() {
        let fixture = TableFixture(sections: [Array(repeating: 10, count: 1000)])
        let table = fixture.makeTable(height: 100, estimate: 12)
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        table.frame.size.width = 80
        table.layoutIfNeeded()
        #expect((table.indexPathsForVisibleRows ?? []).first == IndexPath(row: 500, section: 0))
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 80 })
        #expect(table.checkInvariants() == nil)
    }
}
