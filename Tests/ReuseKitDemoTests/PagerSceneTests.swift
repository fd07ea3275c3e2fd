@_spi(Testing) import ReuseKit
@_spi(Testing) import ReuseKitTerminal
import Testing

@testable import ReuseKitDemo
@testable import ReuseKitGallery

@Suite("Pager scene")
@MainActor
struct PagerSceneTests {
    func harness() throws -> SceneHarness<PagerScene> {
        try SceneHarness { PagerScene(clock: $0) }
    }

    @Test("Arrow keys turn one page each, and the completion block reports each move")
    func arrowKeys() throws {
        let run = try harness()
        let pager = run.scene.pagerView
        #expect(run.scene.lastSettlement?.direction == .startPoint)
        try run.press(.right)
        try run.settle()
        #expect(pager.currentIndex == 1)
        let forward = try #require(run.scene.lastSettlement)
        #expect(forward.direction == .left && forward.index == 1)
        #expect(forward.currentView === pager.currentPageView && forward.nextView === pager.nextPageView)
        #expect(run.status.contains("page 2/24"))
        #expect(run.status.contains("left, index 1"))
        try run.press(.left)
        try run.settle()
        #expect(pager.currentIndex == 0)
        #expect(run.scene.lastSettlement?.direction == .right)
        #expect(pager.checkInvariants() == nil)
    }

    @Test("Keys pressed while pages move are queued: three presses, three pages")
    func queuedKeys() throws {
        let run = try harness()
        try run.press(.right)
        try run.press(.right)
        try run.press(.right)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 3)
        #expect(run.scene.viewsMade <= 3, "three page views serve every page")
        #expect(run.scene.viewsReused > 0)
        #expect(run.scene.pagerView.checkInvariants() == nil)
    }

    @Test("The horizontal wheel turns one page per notch, the vertical wheel too")
    func wheel() throws {
        let run = try harness()
        try run.mouse(.wheel(.right), column: 40, row: 10)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 1)
        try run.mouse(.wheel(.down), column: 40, row: 10)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 2)
        try run.mouse(.wheel(.left), column: 40, row: 10)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 1)
        try run.mouse(.wheel(.right), column: 40, row: 0)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 1, "the wheel over the tab bar does nothing")
    }

    @Test("A quick horizontal drag turns one page however far it goes; a short slow one springs back")
    func drag() throws {
        let run = try harness()
        try run.drag(from: (70, 10), to: (5, 10), steps: 5)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 1)
        try run.mouse(.press(.left), column: 40, row: 10)
        for column in [38, 36, 34] {
            run.clock.advance(by: 0.2)
            try run.mouse(.drag(.left), column: column, row: 10)
        }
        run.clock.advance(by: 0.2)
        try run.mouse(.release(.left), column: 34, row: 10)
        try run.settle()
        #expect(run.scene.pagerView.currentIndex == 1)
        #expect(run.scene.pagerView.checkInvariants() == nil)
    }

    @Test("At the first page a swipe outwards rubber-bands, bounces back and is shown in the status line")
    func edgeBounce() throws {
        let run = try harness()
        try run.press(.left)
        let page = try #require(run.scene.pagerView.currentPageView)
        #expect(page.frame.minX > 0, "the page is pulled right, past the edge")
        try run.settle()
        #expect(page.frame.minX == 0)
        #expect(run.scene.pagerView.currentIndex == 0)
        #expect(run.scene.lastBounce == .start)
        #expect(run.status.contains("bounced at the first page"))
        try run.press(.right)
        try run.settle()
        #expect(run.scene.lastBounce == nil)
    }

    @Test("On a clock that runs between calls, a key at the edge still bounces a little, not a fling")
    func edgeBounceOnRunningClock() throws {
        let clock = RunningClock()
        let screen = HeadlessScreen(size: TerminalSize(columns: 80, rows: 24))
        let scene = PagerScene(clock: clock)
        let host = GalleryApp(screen: screen, names: ["pager"], clock: clock) { _, _ in scene }
        try host.renderFrame()
        host.handle(.input(.key(KeyEvent(.left))))
        let page = try #require(scene.pagerView.currentPageView)
        #expect(
            page.frame.minX > 0 && page.frame.minX < page.frame.width / 2,
            "pulled by a fraction of a page: \(page.frame)")
        var frames = 0
        while host.advanceAnimations() && frames < 600 {
            clock.time += 1.0 / 60
            frames += 1
        }
        #expect(page.frame.minX == 0)
        #expect(frames < 60, "the bounce is over within a second")
        #expect(scene.lastBounce == .start)
    }

    @Test("A page loads only once current, after a delay on the clock, showing a spinner meanwhile")
    func lazyLoading() throws {
        let run = try harness()
        #expect(run.text.contains("Loading page 1…"))
        #expect(run.scene.loadsStarted == 1)
        try run.frames(30)
        #expect(run.text.contains("Loading page 1…"))
        try run.frames(10)
        #expect(run.text.contains("A swipe turns exactly one page"))
        #expect(run.scene.loadsStarted == 1, "neighbours are configured, not loaded")
        try run.press(.right)
        try run.frames(25)
        #expect(run.scene.pagerView.currentIndex == 1)
        #expect(run.text.contains("Loading page 2…"))
        try run.press(.right)
        try run.settle()
        #expect(run.scene.loadsStarted == 3)
        #expect(run.scene.loadsCancelled == 1, "page 2 was left before its load finished")
        #expect(run.text.contains("3/24"))
        #expect(run.scene.pagerView.checkInvariants() == nil)
    }
}

/// A clock that moves on a little every time it is read, as a real one does between calls.
@MainActor
final class RunningClock: FrameClock {
    var time = 0.0
    var now: Double {
        time += 0.000_01
        return time
    }
}
