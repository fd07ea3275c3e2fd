import Foundation
@_spi(Testing) @_spi(Hosting) import ReuseKit
import Testing

@MainActor
@Suite("Table view: animated jumps to rows never measured")
struct TableViewAnimatedJumpTests {
    @Test(
        "an animated scrollToRow lands exactly although the rows it glides past are measured on the way",
        arguments: [TableView.ScrollPosition.top, .middle, .bottom])
    func animatedJumpLandsExactly(position: TableView.ScrollPosition) {
        let heights = (0..<60_000).map { CGFloat(20 + ($0 * 7919) % 100) }
        let fixture = TableFixture(sections: [heights])
        let table = fixture.makeTable(estimate: 44)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        let target = IndexPath(row: 40_000, section: 0)
        table.scrollToRow(at: target, at: position, animated: true)
        table.layoutIfNeeded()
        #expect(table.isAnimatingScroll)
        var frames = 0
        while table.isMoving && frames < 600 {
            clock.advance(by: 1.0 / 60)
            _ = table.step()
            table.layoutIfNeeded()
            frames += 1
        }
        #expect(frames > 1 && frames < 600)
        let row = table.rectForRow(at: target)
        let top = table.contentOffset.y
        switch position {
        case .top: #expect(row.minY == top)
        case .bottom: #expect(row.maxY == top + table.bounds.height)
        default: #expect(row.midY == top + table.bounds.height / 2)
        }
        #expect(table.checkInvariants() == nil)
    }
}
