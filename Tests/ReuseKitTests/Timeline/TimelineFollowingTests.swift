import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

@Suite("Timelines: following the end, and reading away from it")
@MainActor
struct TimelineFollowingTests {
    @Test("a row every 10 ms for 10 s, animated, keeps the end exactly in every frame")
    func fastAppends() throws {
        let fixture = TimelineFixture(count: 50)
        fixture.table.layoutIfNeeded()
        var time = 0.0
        var nextFrame = 1.0 / 60
        for _ in 0..<1_000 {
            time += 0.01
            if time >= nextFrame {
                fixture.frame(nextFrame - (time - 0.01) + 0.0)
                nextFrame += 1.0 / 60
                #expect(fixture.showsEnd, "\(fixture.messages.count) messages")
            }
            try fixture.append(1)
        }
        fixture.table.layoutIfNeeded()
        #expect(fixture.showsEnd)
        fixture.settle()
        #expect(fixture.showsEnd && fixture.table.isAtEnd)
        #expect(fixture.table.numberOfRowsAddedBelow == 0)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("appends during a fling that ends at the bottom are followed to the end")
    func appendsDuringFlingToEnd() throws {
        let fixture = TimelineFixture(count: 400)
        fixture.table.layoutIfNeeded()
        fixture.table.setContentOffset(
            CGPoint(x: 0, y: fixture.table.contentOffset.y - 600), animated: false)
        fixture.table.layoutIfNeeded()
        #expect(!fixture.table.isAtEnd)
        fixture.fling(400)
        var frames = 0
        var reachedEnd = false
        while fixture.table.isMoving && frames < 600 {
            if frames % 6 == 0 { try fixture.append(1, height: { _ in 20 }) }
            fixture.frame()
            // Once the glide has brought the view to its end, every arrival is followed.
            if reachedEnd { #expect(fixture.table.isAtEnd, "frame \(frames)") }
            reachedEnd = reachedEnd || fixture.table.isAtEnd
            frames += 1
            #expect(fixture.table.checkInvariants() == nil)
        }
        #expect(reachedEnd)
        fixture.settle()
        #expect(fixture.table.isAtEnd)
        #expect(fixture.showsEnd)
    }

    @Test("away from the end, appends move nothing on screen, are counted, and a jump lands on the end")
    func appendsAwayFromEnd() throws {
        for animatedJump in [false, true] {
            let fixture = TimelineFixture(count: 300)
            fixture.table.layoutIfNeeded()
            fixture.table.setContentOffset(
                CGPoint(x: 0, y: fixture.table.contentOffset.y - 1_000), animated: false)
            fixture.table.layoutIfNeeded()
            let before = fixture.screenTops()
            for _ in 0..<12 {
                try fixture.append(1)
                fixture.frame()
            }
            fixture.settle()
            #expect(fixture.largestMove(since: before) == 0)
            #expect(fixture.table.numberOfRowsAddedBelow == 12)
            #expect(!fixture.table.isAtEnd)
            fixture.table.scrollToEnd(animated: animatedJump)
            if animatedJump {
                for _ in 0..<3 {
                    fixture.frame()
                    try fixture.append(1)
                }
                fixture.settle()
            }
            #expect(fixture.showsEnd, "animated: \(animatedJump)")
            #expect(fixture.table.isAtEnd)
            #expect(fixture.table.numberOfRowsAddedBelow == 0)
            #expect(fixture.table.checkInvariants() == nil)
        }
    }

    @Test("resizing the view keeps the end at the end, and the first row in place away from it")
    func viewResize() throws {
        let fixture = TimelineFixture(count: 500)
        fixture.table.layoutIfNeeded()
        for height: CGFloat in [250, 600, 130, 400] {
            fixture.table.frame.size.height = height
            fixture.table.layoutIfNeeded()
            #expect(fixture.showsEnd, "height \(height)")
        }
        fixture.table.setContentOffset(
            CGPoint(x: 0, y: fixture.table.contentOffset.y - 2_000), animated: false)
        fixture.table.layoutIfNeeded()
        let first = try #require(fixture.table.indexPathsForVisibleRows?.first)
        let top = fixture.screenTops()[fixture.messages[first.row].id]
        fixture.table.frame.size.height = 250
        fixture.table.layoutIfNeeded()
        #expect(fixture.screenTops()[fixture.messages[first.row].id] == top)
        fixture.table.frame.size.width = 30
        fixture.table.layoutIfNeeded()
        #expect(fixture.screenTops()[fixture.messages[first.row].id] == top)
        #expect(fixture.table.checkInvariants() == nil)
    }

    @Test("a last row growing word by word keeps the end; rows changing above the viewport move nothing")
    func reconfiguredGrowth() throws {
        let fixture = TimelineFixture(count: 300)
        fixture.table.layoutIfNeeded()
        let last = fixture.messages.count - 1
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: last, section: 0)))
        let cellsAsked = fixture.table.cellCounters.created + fixture.table.cellCounters.reused
        for word in 1...40 {
            fixture.messages[last].height = CGFloat(12 + word * 3)
            fixture.table.reconfigureRows(at: [IndexPath(row: last, section: 0)])
            #expect(fixture.showsEnd, "word \(word)")
            #expect(fixture.table.cellForRow(at: IndexPath(row: last, section: 0)) === cell)
            fixture.frame()
        }
        #expect(fixture.table.rectForRow(at: IndexPath(row: last, section: 0)).height == 132)
        #expect(
            fixture.table.cellCounters.created + fixture.table.cellCounters.reused == cellsAsked,
            "the row keeps its cell; no other is made or reused")

        fixture.table.setContentOffset(
            CGPoint(x: 0, y: fixture.table.contentOffset.y - 3_000), animated: false)
        fixture.table.layoutIfNeeded()
        let before = fixture.screenTops()
        let firstVisible = try #require(fixture.table.indexPathsForVisibleRows?.first).row
        for (row, height) in [(firstVisible - 1, 300.0), (firstVisible - 40, 2.0), (firstVisible - 3, 90.0)] {
            fixture.messages[row].height = CGFloat(height)
            fixture.table.reconfigureRows(at: [IndexPath(row: row, section: 0)])
            #expect(fixture.largestMove(since: before) == 0, "row \(row) changed above the viewport")
        }
        // A picture that arrives late, in a row below the viewport, moves nothing either.
        let below = try #require(fixture.table.indexPathsForVisibleRows?.last).row + 5
        fixture.messages[below].height = 200
        fixture.table.reconfigureRows(at: [IndexPath(row: below, section: 0)])
        #expect(fixture.largestMove(since: before) == 0)
        #expect(fixture.table.checkInvariants() == nil)
    }
}
