import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Timelines: older messages while the finger is down or the content glides")
@MainActor
struct TimelineMotionTests {
    /// The older messages that arrive: as many as a page of a chat's history.
    static let olderCount = 11

    /// Two timelines showing the same messages at the same places, `top` points below the top
    /// of the first: the second has the older messages from the start (the ones the first gets
    /// later, with the same identifiers and heights).
    static func twins(top: CGFloat) throws -> (prepended: TimelineFixture, reference: TimelineFixture) {
        let prepended = TimelineFixture(count: 2_000)
        let reference = TimelineFixture(count: 2_000)
        for fixture in [prepended, reference] { fixture.table.layoutIfNeeded() }
        try reference.prepend(olderCount, animated: false)
        reference.table.layoutIfNeeded()
        prepended.table.setContentOffset(CGPoint(x: 0, y: top), animated: false)
        prepended.table.layoutIfNeeded()
        let first = try #require(prepended.table.indexPathsForVisibleRows?.first)
        let screenY = try #require(prepended.screenTops()[prepended.messages[first.row].id])
        let twin = IndexPath(row: first.row + olderCount, section: 0)
        reference.table.scrollToRow(at: twin, at: .top, animated: false)
        reference.table.setContentOffset(
            CGPoint(x: 0, y: reference.table.contentOffset.y - screenY), animated: false)
        reference.table.layoutIfNeeded()
        #expect(prepended.screenTops() == reference.screenTops())
        return (prepended, reference)
    }

    /// How far apart the two show the same messages, the largest; whether they show the same.
    static func difference(_ fixture: TimelineFixture, _ reference: TimelineFixture) -> (CGFloat, Bool) {
        let tops = reference.screenTops()
        return (fixture.largestMove(since: tops), Set(fixture.screenTops().keys) == Set(tops.keys))
    }

    @Test("older messages that arrive while the finger is down leave the fling as it was")
    func prependDuringDrag() throws {
        let (prepended, reference) = try Self.twins(top: 6_000)
        for fixture in [prepended, reference] {
            fixture.table.beginDragging()
            for move in 1...5 {
                fixture.clock.advance(by: 0.01)
                fixture.table.drag(translation: CGPoint(x: 0, y: 40 * CGFloat(move)))
                fixture.table.layoutIfNeeded()
                if move == 3 && fixture === prepended {
                    let before = prepended.screenTops()
                    try prepended.prepend(Self.olderCount)
                    prepended.table.layoutIfNeeded()
                    #expect(prepended.largestMove(since: before) == 0)
                }
            }
            #expect(fixture.table.endDragging())
        }
        let release = prepended.table.verticalMotion.releaseVelocity
        #expect(
            abs(release - reference.table.verticalMotion.releaseVelocity) < 0.001, "released at \(release)")
        var largest: CGFloat = 0
        var differing = 0
        var frames = 0
        while (prepended.table.isMoving || reference.table.isMoving) && frames < 600 {
            for fixture in [prepended, reference] { fixture.frame() }
            frames += 1
            let (moved, same) = Self.difference(prepended, reference)
            largest = max(largest, moved)
            if !same { differing += 1 }
        }
        #expect(largest < 0.001, "messages were up to \(largest) pt away from where the same fling puts them")
        #expect(differing == 0, "in \(differing) of \(frames) frames other messages were on screen")
    }

    /// Where the older messages arrive during a fling up (in screens from the top) and how fast
    /// the fling is: with 600 points the glide crosses the last tenth of a screen and reaches the
    /// top in one frame, so they arrive in the frame the glide met the edge.
    nonisolated static let arrivals: [(screens: CGFloat, fling: CGFloat, pastEdge: Bool)] = [
        (1.0, 250, false), (0.3, 500, false), (0.1, 250, false), (0.1, 600, true),
    ]

    @Test(
        "older messages that arrive during a fling up glide on as over messages already there",
        arguments: arrivals)
    func prependDuringGlide(screens: CGFloat, fling: CGFloat, pastEdge: Bool) throws {
        let (prepended, reference) = try Self.twins(top: 1_500)
        // Past the top without the older messages.
        for fixture in [prepended, reference] { fixture.fling(-fling) }
        var arrived = false
        var largest: CGFloat = 0
        var differing = 0
        var frames = 0
        while (prepended.table.isMoving || reference.table.isMoving) && frames < 600 {
            for fixture in [prepended, reference] { fixture.frame() }
            frames += 1
            let table = prepended.table
            if !arrived && table.contentOffset.y <= screens * table.bounds.height {
                #expect(table.isDecelerating && (table.contentOffset.y < 0) == pastEdge)
                try prepended.prepend(Self.olderCount)
                table.layoutIfNeeded()
                arrived = true
            }
            let (moved, same) = Self.difference(prepended, reference)
            largest = max(largest, moved)
            if !same { differing += 1 }
            #expect(table.checkInvariants() == nil)
        }
        #expect(arrived && frames < 600)
        #expect(largest < 0.001, "messages were up to \(largest) pt away from where the same glide puts them")
        #expect(differing == 0, "in \(differing) of \(frames) frames other messages were on screen")
    }
}
