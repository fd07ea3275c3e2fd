import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Timelines: a table anchored to its end never jumps")
@MainActor
struct TimelineAnchoringTests {
    @Test("the first display shows the last rows exactly, measured, the last row's bottom at the bottom")
    func startsAtEnd() throws {
        let fixture = TimelineFixture(count: 100_000)
        fixture.table.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(fixture.table.isAtEnd)
        #expect(fixture.heightCalls < 60, "only the rows on screen are measured (\(fixture.heightCalls))")
        for path in try #require(fixture.table.indexPathsForVisibleRows) {
            #expect(fixture.table.layout.measuredHeight(row: path.row, inSection: 0) != nil)
        }
        #expect(fixture.table.checkInvariants() == nil)
        let last = IndexPath(row: fixture.messages.count - 1, section: 0)
        fixture.table.scrollToRow(at: last, at: .bottom, animated: false)
        #expect(fixture.showsEnd)
    }

    @Test("short content sits at the bottom when the app asks for it, and at the top otherwise")
    func shortContent() {
        let fixture = TimelineFixture(count: 3, height: { _ in 20 })
        fixture.table.layoutIfNeeded()
        #expect(
            fixture.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - fixture.table.contentOffset.y
                == 0)
        fixture.table.alignsShortContentToBottom = true
        fixture.table.layoutIfNeeded()
        #expect(fixture.showsEnd)
        #expect(fixture.screenTops()[0] == 340)
        try? fixture.append(1, height: { _ in 20 }, animated: false)
        fixture.table.layoutIfNeeded()
        #expect(fixture.showsEnd && fixture.screenTops()[0] == 320)
    }

    @Test("a prepend while resting at the very top moves nothing on screen")
    func prependAtTop() throws {
        let fixture = TimelineFixture(count: 200)
        fixture.table.layoutIfNeeded()
        fixture.table.setContentOffset(.zero, animated: false)
        fixture.table.layoutIfNeeded()
        let before = fixture.screenTops()
        #expect(before[0] == 0)
        try fixture.prepend(50)
        fixture.table.layoutIfNeeded()
        #expect(fixture.largestMove(since: before) == 0)
        #expect(Set(fixture.screenTops().keys) == Set(before.keys))
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("a prepend during a fling upward glides on as the same glide over rows already there")
    func prependDuringFling() throws {
        // Two timelines: one gets 500 older rows mid-glide, the other had them from the start.
        let prepended = TimelineFixture(count: 2_000)
        let reference = TimelineFixture(count: 2_000)
        for fixture in [prepended, reference] { fixture.table.layoutIfNeeded() }
        try reference.prepend(500, animated: false)
        reference.table.layoutIfNeeded()
        let start = prepended.table.contentOffset.y - 3_000
        prepended.table.setContentOffset(CGPoint(x: 0, y: start), animated: false)
        prepended.table.layoutIfNeeded()
        // The same rows at the same places on screen: the reference's copy of the first visible
        // row is put where the other's is.
        let first = try #require(prepended.table.indexPathsForVisibleRows?.first)
        let top = try #require(prepended.screenTops()[prepended.messages[first.row].id])
        let twin = IndexPath(row: first.row + 500, section: 0)
        reference.table.scrollToRow(at: twin, at: .top, animated: false)
        reference.table.setContentOffset(
            CGPoint(x: 0, y: reference.table.contentOffset.y - top), animated: false)
        reference.table.layoutIfNeeded()
        #expect(prepended.screenTops() == reference.screenTops())
        for fixture in [prepended, reference] {
            fixture.fling(-200)
            for _ in 0..<10 { fixture.frame() }
        }
        try prepended.prepend(500, animated: true)
        prepended.table.layoutIfNeeded()
        #expect(prepended.table.isDecelerating)
        prepended.settle()
        reference.settle()
        let moved = prepended.largestMove(since: reference.screenTops())
        #expect(moved < 1, "rows end \(moved) pt away from where the same glide puts them")
        #expect(Set(prepended.screenTops().keys) == Set(reference.screenTops().keys))
    }

    @Test("a resize while scrolled away keeps the first row, even partly visible, where it was")
    func resizeKeepsAnchor() throws {
        let fixture = TimelineFixture(count: 2_000, width: 40)
        fixture.table.layoutIfNeeded()
        fixture.table.setContentOffset(
            CGPoint(x: 0, y: fixture.table.contentOffset.y - 5_017), animated: false)
        fixture.table.layoutIfNeeded()
        let first = try #require(fixture.table.indexPathsForVisibleRows?.first)
        let id = fixture.messages[first.row].id
        let top = try #require(fixture.screenTops()[id])
        #expect(top < 0, "the first row is partly above the top")
        fixture.table.frame.size.width = 60
        fixture.table.layoutIfNeeded()
        #expect(fixture.table.indexPathsForVisibleRows?.first == first)
        #expect(fixture.screenTops()[id] == top)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("a resize or reload of a visible row during a glide moves no other row beyond the glide")
    func changeDuringGlide() throws {
        for change in ["resize", "reload"] {
            let changed = TimelineFixture(count: 2_000)
            let reference = TimelineFixture(count: 2_000)
            for fixture in [changed, reference] {
                fixture.table.layoutIfNeeded()
                fixture.table.setContentOffset(CGPoint(x: 0, y: 20_000), animated: false)
                fixture.table.layoutIfNeeded()
                fixture.fling(-150)
                for _ in 0..<8 { fixture.frame() }
            }
            let row = try #require(changed.table.indexPathsForVisibleRows?.last).row
            let id = changed.messages[row].id
            if change == "resize" {
                try changed.resize(row: row, to: changed.messages[row].height + 30)
            } else {
                try changed.resize(row: row, to: changed.messages[row].height)
            }
            changed.table.layoutIfNeeded()
            changed.settle()
            reference.settle()
            var moved: CGFloat = 0
            let tops = changed.screenTops()
            for (other, top) in reference.screenTops() where other != id {
                // Rows below the changed one move by its change; rows above must not move.
                if other < id, let shown = tops[other] { moved = max(moved, abs(shown - top)) }
            }
            #expect(moved < 1, "\(change): rows above the changed one moved \(moved) pt")
        }
    }
}
