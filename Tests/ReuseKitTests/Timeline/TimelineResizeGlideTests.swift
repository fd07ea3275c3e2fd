import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// The same in a timeline anchored to its end.
@MainActor
@Suite("Timeline: resizes during a glide")
struct TimelineResizeGlideTests {
    @Test("a resize during a glide keeps the first message in place on screen and the glide going")
    func resizeDuringGlide() throws {
        let fixture = TimelineFixture(count: 2_000)
        let table = fixture.table
        table.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y - 20_000), animated: false)
        table.layoutIfNeeded()
        fixture.fling(-300)
        for _ in 0..<4 { fixture.frame() }
        for (width, height) in [(60, 300), (30, 500), (45, 250)] as [(CGFloat, CGFloat)] {
            let before = fixture.screenTops()
            fixture.frame()
            // Measured on screen: rows measured above the view move the offset, not the rows.
            let glide = try #require(
                fixture.screenTops().compactMap { id, top in before[id].map { top - $0 } }.first)
            #expect(glide > 5, "\(width)×\(height): the glide stopped")
            let first = try #require(table.indexPathsForVisibleRows?.first)
            let id = fixture.messages[first.row].id
            let top = try #require(fixture.screenTops()[id])
            let oldHeight = fixture.messages[first.row].height
            // Rewrapped at the new width, every message changes height.
            for index in fixture.messages.indices {
                fixture.messages[index].height = TimelineFixture.variedHeight(index) * 40 / width
            }
            table.frame.size = CGSize(width: width, height: height)
            table.layoutIfNeeded()
            #expect(table.isDecelerating)
            // The same part of it stays above the top edge.
            let kept = top * fixture.messages[first.row].height / oldHeight
            let now = try #require(fixture.screenTops()[id], "\(width)×\(height): the first message left")
            #expect(
                abs(now - kept) < 0.001, "\(width)×\(height): the first message moved from \(kept) to \(now)")
            let middle = try #require(
                fixture.screenTops().min { abs($0.value - height / 2) < abs($1.value - height / 2) })
            fixture.frame()
            let moved = (fixture.screenTops()[middle.key] ?? .infinity) - middle.value
            #expect(
                moved > 0.9 * glide && moved <= glide,
                "\(width)×\(height): the glide moved \(moved) pt in a frame after \(glide) pt")
            #expect(table.checkInvariants() == nil)
        }
        fixture.settle()
        #expect(table.checkInvariants() == nil)
    }

    @Test("a resize during a fling to the end, and older messages arriving meanwhile, keep the end")
    func resizeDuringGlideToEnd() throws {
        let fixture = TimelineFixture(count: 2_000)
        let table = fixture.table
        table.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y - 800), animated: false)
        table.layoutIfNeeded()
        fixture.fling(400)
        var frames = 0
        while table.isMoving && frames < 600 {
            fixture.frame()
            frames += 1
            if frames == 5 {
                table.frame.size = CGSize(width: 50, height: 300)
                try fixture.prepend(TimelineMotionTests.olderCount)
            }
            if frames == 40 { table.frame.size = CGSize(width: 40, height: 450) }
            table.layoutIfNeeded()
            #expect(table.checkInvariants() == nil)
        }
        #expect(frames < 600 && table.isAtEnd && fixture.showsEnd)
    }
}
