import Foundation
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Rows that arrive above the viewport while the finger is down or the content
/// glides: the table keeps what is on screen and the motion carries on as if nothing happened.
@MainActor
@Suite("Table view: prepends during drags and glides")
struct TableViewMotionAnchoringTests {
    static let frame = 1.0 / 60
    /// The rows that arrive at the top: 11 of 30 points.
    static let olderCount = 11
    static let olderHeight: CGFloat = 30

    /// A table of `count` rows of 20 points, 400 high, on a manual clock; the reference has the
    /// older rows from the start, with the identifiers the other one gives them when they come.
    static func make(count: Int = 1_000, withOlderRows: Bool = false) -> (
        TableFixture, TableView, ManualFrameClock
    ) {
        let fixture = TableFixture(sections: [Array(repeating: 20, count: count)])
        if withOlderRows { prependToModel(fixture) }
        let table = fixture.makeTable(height: 400)
        let clock = ManualFrameClock()
        table.clock = clock
        table.layoutIfNeeded()
        return (fixture, table, clock)
    }

    /// Puts the older rows in the model (identifiers −11 through −1).
    static func prependToModel(_ fixture: TableFixture) {
        fixture.sections[0].insert(contentsOf: Array(repeating: olderHeight, count: olderCount), at: 0)
        fixture.ids[0].insert(contentsOf: (0..<olderCount).map { $0 - olderCount }, at: 0)
    }

    /// The older rows arrive: the model, then the table, as an app's load-older.
    static func prepend(_ fixture: TableFixture, _ table: TableView) throws {
        prependToModel(fixture)
        try table.insertRows(at: (0..<olderCount).map { IndexPath(row: $0, section: 0) })
    }

    static func tops(_ fixture: TableFixture, _ table: TableView) -> [Int: CGFloat] {
        table.screenTops { fixture.ids[$0.section][$0.row] }
    }

    static func step(_ table: TableView, _ clock: ManualFrameClock) {
        clock.advance(by: frame)
        table.step()
        table.layoutIfNeeded()
    }

    @Test(
        "rows prepended while the finger is down do not count as finger motion: the fling glides as without them"
    )
    func prependDuringDrag() throws {
        let (fixture, table, clock) = Self.make()
        let (model, reference, referenceClock) = Self.make(withOlderRows: true)
        table.setContentOffset(CGPoint(x: 0, y: 6_000), animated: false)
        reference.setContentOffset(
            CGPoint(x: 0, y: 6_000 + CGFloat(Self.olderCount) * Self.olderHeight), animated: false)
        for view in [table, reference] { view.layoutIfNeeded() }
        #expect(Self.tops(fixture, table) == Self.tops(model, reference))
        // The finger moves down 40 points every 10 ms (the content towards its top); the older
        // rows arrive after the third move.
        for (view, viewClock) in [(table, clock), (reference, referenceClock)] {
            view.beginDragging()
            for move in 1...5 {
                viewClock.advance(by: 0.01)
                view.drag(translation: CGPoint(x: 0, y: 40 * CGFloat(move)))
                view.layoutIfNeeded()
                if move == 3 && view === table {
                    let before = Self.tops(fixture, table)
                    try Self.prepend(fixture, table)
                    table.layoutIfNeeded()
                    #expect(Self.tops(fixture, table) == before, "the rows on screen stay")
                }
            }
            #expect(view.endDragging())
        }
        #expect(abs(table.verticalMotion.releaseVelocity - reference.verticalMotion.releaseVelocity) < 0.001)
        #expect(Self.tops(fixture, table) == Self.tops(model, reference))
        var largest: CGFloat = 0
        var differing = 0
        var firstGlide: CGFloat = 0
        for frame in 0..<300 where table.isMoving || reference.isMoving {
            let before = table.contentOffset.y
            Self.step(table, clock)
            Self.step(reference, referenceClock)
            if frame == 0 { firstGlide = before - table.contentOffset.y }
            largest = max(
                largest, table.largestMove(since: Self.tops(model, reference)) { fixture.ids[0][$0.row] })
            if Set(Self.tops(fixture, table).keys) != Set(Self.tops(model, reference).keys) { differing += 1 }
        }
        #expect(firstGlide > 50, "the glide's first frame covers \(firstGlide) pt")
        #expect(largest < 0.001, "rows are \(largest) pt away from where the same fling puts them")
        #expect(differing == 0, "in \(differing) frames other rows were on screen")
        #expect(table.checkInvariants() == nil)
    }

    /// Where the older rows arrive during a fling up (in screens from the top) and how fast the
    /// fling is: with 500 points the glide crosses the last tenth of a screen and reaches the top
    /// in one frame, so the rows arrive in the frame the glide met the edge.
    nonisolated static let arrivals: [(screens: CGFloat, fling: CGFloat, pastEdge: Bool)] = [
        (1.0, 250, false), (0.3, 500, false), (0.1, 250, false), (0.1, 500, true),
    ]

    @Test(
        "rows prepended during a fling up glide on as over rows already there, however near the top they arrive",
        arguments: arrivals)
    func prependDuringGlide(screens: CGFloat, fling: CGFloat, pastEdge: Bool) throws {
        let (fixture, table, clock) = Self.make()
        let (model, reference, referenceClock) = Self.make(withOlderRows: true)
        table.setContentOffset(CGPoint(x: 0, y: 1_500), animated: false)
        reference.setContentOffset(
            CGPoint(x: 0, y: 1_500 + CGFloat(Self.olderCount) * Self.olderHeight), animated: false)
        for view in [table, reference] { view.layoutIfNeeded() }
        // Far enough to pass the top without the older rows.
        table.fling(-fling, clock: clock)
        reference.fling(-fling, clock: referenceClock)
        var arrived = false
        var largest: CGFloat = 0
        var differing = 0
        var frames = 0
        while (table.isMoving || reference.isMoving) && frames < 600 {
            Self.step(table, clock)
            Self.step(reference, referenceClock)
            frames += 1
            if !arrived && table.contentOffset.y <= screens * table.bounds.height {
                #expect(table.isDecelerating && (table.contentOffset.y < 0) == pastEdge)
                try Self.prepend(fixture, table)
                table.layoutIfNeeded()
                arrived = true
            }
            largest = max(
                largest, table.largestMove(since: Self.tops(model, reference)) { fixture.ids[0][$0.row] })
            if Set(Self.tops(fixture, table).keys) != Set(Self.tops(model, reference).keys) { differing += 1 }
            #expect(table.checkInvariants() == nil)
        }
        #expect(arrived && frames < 600)
        #expect(largest < 0.001, "rows were up to \(largest) pt away from where the same glide puts them")
        #expect(differing == 0, "in \(differing) frames other rows were on screen")
        #expect(abs(table.contentOffset.y - reference.contentOffset.y) < 0.001)
    }
}
