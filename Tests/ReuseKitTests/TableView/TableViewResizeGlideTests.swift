import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// A window or a terminal resized while the content glides: the first visible row keeps its
/// place on screen (the same part of it above the top edge) and the glide carries on from there.
@MainActor
@Suite("Table view: resizes during a glide")
struct TableViewResizeGlideTests {
    typealias Support = TableViewMotionAnchoringTests

    @Test(
        "a resize during a glide keeps the first visible row in place on screen, and the glide goes on",
        arguments: [0, 44] as [CGFloat])
    func resizeDuringGlide(estimate: CGFloat) throws {
        let fixture = TableFixture(sections: [Array(repeating: 20, count: 2_000)])
        let table = fixture.makeTable(height: 400, estimate: estimate)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: 8_000), animated: false)
        table.layoutIfNeeded()
        table.fling(300, clock: clock)
        for _ in 0..<5 { Support.step(table, clock) }
        for (width, height) in [(60, 300), (30, 500), (30, 250)] as [(CGFloat, CGFloat)] {
            let start = table.contentOffset.y
            Support.step(table, clock)
            let glide = table.contentOffset.y - start
            #expect(glide > 20 && table.isDecelerating)
            let first = try #require(table.indexPathsForVisibleRows?.first)
            let id = fixture.ids[0][first.row]
            let top = try #require(Support.tops(fixture, table)[id])
            let shown = Set(Support.tops(fixture, table).keys)
            let oldHeight = fixture.sections[0][first.row]
            // Narrower or wider, the text of every third row wraps differently.
            fixture.sections[0] = fixture.sections[0].indices.map { $0 % 3 == 0 ? 20 + 60 / width * 10 : 20 }
            table.frame.size = CGSize(width: width, height: height)
            table.layoutIfNeeded()
            #expect(table.isDecelerating)
            // The same part of it stays above the top edge.
            let kept = top * fixture.sections[0][first.row] / oldHeight
            let now = try #require(Support.tops(fixture, table)[id], "\(width)×\(height): the first row left")
            #expect(abs(now - kept) < 0.001, "\(width)×\(height): the first row moved from \(kept) to \(now)")
            // The glide carries on from there at the speed it had.
            // Measured on the row in the middle of the screen, which stays in view.
            let middle = try #require(
                Support.tops(fixture, table).min { abs($0.value - height / 2) < abs($1.value - height / 2) })
            Support.step(table, clock)
            let moved = middle.value - (Support.tops(fixture, table)[middle.key] ?? -.infinity)
            #expect(
                moved > 0.9 * glide && moved <= glide,
                "\(width)×\(height): the glide moved \(moved) pt in a frame after \(glide) pt")
            #expect(!shown.isDisjoint(with: Support.tops(fixture, table).keys))
            #expect(table.checkInvariants() == nil)
        }
        var frames = 0
        while table.isMoving && frames < 600 {
            Support.step(table, clock)
            frames += 1
        }
        #expect(frames < 600 && table.checkInvariants() == nil && fixture.visibleCellsMatch(table))
    }

    @Test("a fling to the end over rows taller than their estimate comes to rest at the end")
    func flingToEndOverTallerRows() {
        let fixture = TableFixture(sections: [Array(repeating: 90, count: 400)])
        let table = fixture.makeTable(height: 400, estimate: 20)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: table.maximumContentOffsetY - 600), animated: false)
        table.layoutIfNeeded()
        table.fling(600, clock: clock)
        var frames = 0
        while table.isMoving && frames < 600 {
            Support.step(table, clock)
            frames += 1
        }
        let last = table.rectForRow(at: IndexPath(row: 399, section: 0))
        #expect(frames < 600)
        #expect(table.contentOffset.y == table.maximumContentOffsetY, "it stopped short of the end")
        #expect(last.maxY - table.contentOffset.y == 400)
        #expect(table.checkInvariants() == nil)
    }
}
