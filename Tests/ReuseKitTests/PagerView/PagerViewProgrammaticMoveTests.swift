import TestSupport
import Testing

@_spi(Testing) @_spi(Hosting) @testable import ReuseKit

/// Programmatic moves that interrupt one another: the settle reports must read as the path the
/// pager took.
@Suite("Pager view: programmatic moves interrupting one another")
@MainActor
struct PagerViewProgrammaticMoveTests {
    /// Checks that every report after the first is a move away from the page reported before it,
    /// in the direction of the index change (a bounded pager), with the views of its page.
    static func checkPath(_ fixture: PagerFixture, _ context: @autoclosure () -> String = "") {
        let reports = fixture.settlements
        for (before, after) in zip(reports, reports.dropFirst()) {
            #expect(after.index != before.index, "page \(after.index) reported twice in a row \(context())")
            let forward = after.index > before.index
            #expect(
                after.direction == (forward ? .left : .right),
                "\(after.direction) from \(before.index) to \(after.index) \(context())")
        }
        for report in reports {
            #expect(report.current == report.index, "the current view shows the page reported \(context())")
        }
        #expect(reports.last?.index == fixture.index, "the last report is the page shown \(context())")
    }

    @Test("an instant move during an animated one reports the animated move's stop, then the jump back")
    func instantDuringAnimated() {
        let fixture = PagerFixture(count: 6)
        fixture.pager.scrollToPage(3, animated: true)
        for _ in 0..<5 {
            fixture.clock.advance(by: 1.0 / 60)
            fixture.pager.step()
        }
        #expect(fixture.pager.isMoving)
        fixture.pager.scrollToPage(1, animated: false)
        fixture.settle()
        #expect(fixture.settlements.map(\.index) == [0, 3, 1])
        #expect(fixture.settlements.map(\.direction) == [.startPoint, .left, .right])
        Self.checkPath(fixture)
    }

    @Test("an instant move back to the first page during an animated move away reports both stops")
    func instantBackToFirst() {
        let fixture = PagerFixture(count: 4)
        fixture.pager.scrollToPage(2, animated: true)
        fixture.clock.advance(by: 1.0 / 60)
        fixture.pager.step()
        fixture.pager.scrollToPage(0, animated: false)
        fixture.settle()
        #expect(fixture.settlements.map(\.index) == [0, 2, 0])
        #expect(fixture.settlements.map(\.direction) == [.startPoint, .left, .right])
    }

    @Test("random programmatic moves, animated or not, at random moments report the path taken")
    func randomMoves() {
        let run = RandomizedRun(name: "PagerViewProgrammaticMoves", defaultIterations: 300)
        var generator = run.makeGenerator()
        let fixture = PagerFixture(count: 7)
        for step in 0..<run.iterations {
            let target = Int.random(in: 0..<7, using: &generator)
            fixture.pager.scrollToPage(target, animated: Bool.random(using: &generator))
            for _ in 0..<Int.random(in: 0...20, using: &generator) {
                fixture.clock.advance(by: 1.0 / 60)
                fixture.pager.step()
            }
            #expect(fixture.pager.checkInvariants() == nil, "SEED=\(run.seed) step \(step)")
        }
        fixture.settle()
        Self.checkPath(fixture, "SEED=\(run.seed)")
    }
}
