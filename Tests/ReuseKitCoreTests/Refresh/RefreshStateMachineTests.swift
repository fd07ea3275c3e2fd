import Testing

@testable import ReuseKitCore

@Suite("Pull-to-refresh state machine")
struct RefreshStateMachineTests {
    @Test("pulling shows progress, passing the threshold arms, releasing starts a refresh")
    func pullArmRelease() {
        var machine = RefreshStateMachine(threshold: 10, headerHeight: 4, endDuration: 0.2)
        machine.pulled(3, isDragging: true)
        #expect(machine.state == .pulling(progress: 0.3))
        #expect(machine.progress == 0.3)
        machine.pulled(10, isDragging: true)
        #expect(machine.state == .armed)
        machine.pulled(9, isDragging: true)
        #expect(machine.state == .pulling(progress: 0.9))
        machine.pulled(12, isDragging: true)
        let action = machine.released()
        #expect(action == .startRefresh(generation: 1))
        #expect(machine.state == .refreshing)
        #expect(machine.insetTop(at: 0) == 4)
    }

    @Test("releasing short of the threshold springs back without refreshing")
    func shortPull() {
        var machine = RefreshStateMachine(threshold: 10)
        machine.pulled(5, isDragging: true)
        let action = machine.released()
        #expect(action == .none)
        #expect(machine.state == .idle)
        machine.pulled(-3, isDragging: true)
        #expect(machine.state == .idle)
    }

    @Test("ending closes the header over time and returns to idle with a last-updated time")
    func ending() {
        var machine = RefreshStateMachine(threshold: 10, headerHeight: 4, endDuration: 0.2)
        _ = machine.beginRefreshing()
        machine.endRefreshing(time: 5)
        #expect(machine.state == .ending(startTime: 5))
        #expect(abs(machine.insetTop(at: 5.1) - 2) < 1e-9)
        let stillClosing = machine.tick(time: 5.1)
        #expect(stillClosing)
        let closingAfterEnd = machine.tick(time: 5.2)
        #expect(!closingAfterEnd)
        #expect(machine.state == .idle)
        #expect(machine.insetTop(at: 5.3) == 0)
        #expect(machine.lastUpdated == 5)
    }

    @Test("programmatic begin and end, stale completions ignored, begin while running is a no-op")
    func programmatic() {
        var machine = RefreshStateMachine(endDuration: 0)
        var actions = [machine.beginRefreshing(), machine.beginRefreshing()]
        #expect(actions == [.startRefresh(generation: 1), .none])
        machine.endRefreshing(generation: 1, time: 1)
        #expect(machine.state == .idle)
        actions = [machine.beginRefreshing()]
        #expect(actions == [.startRefresh(generation: 2)])
        machine.endRefreshing(generation: 1, time: 2)
        #expect(machine.state == .refreshing)
        machine.endRefreshing(time: 3)
        #expect(machine.state == .idle)
        machine.endRefreshing(time: 4)
        #expect(machine.state == .idle)
    }

    @Test("pulls are ignored while refreshing, and a pull without a finger does not arm")
    func ignoredPulls() {
        var machine = RefreshStateMachine(threshold: 10)
        machine.pulled(20, isDragging: false)
        #expect(machine.state == .idle)
        _ = machine.beginRefreshing()
        machine.pulled(20, isDragging: true)
        #expect(machine.state == .refreshing)
        let action = machine.released()
        #expect(action == .none)
    }
}

@Suite("Load-more state machine")
struct LoadMoreStateMachineTests {
    /// Feeds one scroll position to the machine (content 1000 pt in a 100 pt viewport unless
    /// said otherwise) and returns what it asks for.
    static func at(
        _ offset: Double, _ machine: inout LoadMoreStateMachine, content: Double = 1000, forward: Bool = true,
        blocked: Bool = false
    ) -> LoadMoreStateMachine.Action {
        machine.update(
            contentLength: content, viewportLength: 100, offset: offset, movingTowardEnd: forward,
            isBlocked: blocked)
    }

    @Test("triggers within two screens of the end while moving toward it, once")
    func triggersOnce() {
        var machine = LoadMoreStateMachine()
        let actions = [Self.at(600, &machine), Self.at(700, &machine), Self.at(800, &machine)]
        #expect(actions == [.none, .startLoading(generation: 1), .none])
        #expect(machine.isLoading)
    }

    @Test("moving away from the end does not trigger")
    func directionMatters() {
        var machine = LoadMoreStateMachine()
        #expect(Self.at(750, &machine, forward: false) == .none)
    }

    @Test("the stale content size cannot trigger a second load before the new rows are applied")
    func staleContentSize() {
        var machine = LoadMoreStateMachine()
        _ = Self.at(850, &machine)
        machine.finish(generation: 1, hasMore: true)
        // The completion ran but the new content size is not applied yet: still 1000.
        let stale = Self.at(860, &machine)
        // Once the new rows are in, approaching the new end loads again.
        let early = Self.at(860, &machine, content: 2000)
        let near = Self.at(1750, &machine, content: 2000)
        #expect([stale, early, near] == [.none, .none, .startLoading(generation: 2)])
    }

    @Test("content shorter than the viewport loads at once")
    func shortContent() {
        var machine = LoadMoreStateMachine()
        #expect(Self.at(0, &machine, content: 50, forward: false) == .startLoading(generation: 1))
    }

    @Test("failure waits for a retry or for the next approach")
    func failureAndRetry() {
        var machine = LoadMoreStateMachine()
        _ = Self.at(800, &machine)
        machine.fail(generation: 1)
        #expect(machine.state == .failed)
        #expect(Self.at(850, &machine) == .none)
        let retried = machine.retry()
        #expect(retried == .startLoading(generation: 2))
        machine.fail(generation: 2)
        _ = Self.at(100, &machine, forward: false)
        #expect(Self.at(800, &machine) == .startLoading(generation: 3))
    }

    @Test("no more data stops triggering until reset")
    func noMoreData() {
        var machine = LoadMoreStateMachine()
        _ = Self.at(0, &machine, content: 50)
        machine.finish(generation: 1, hasMore: false)
        #expect(machine.state == .noMoreData)
        #expect(Self.at(0, &machine, content: 60) == .none)
        machine.reset()
        #expect(Self.at(0, &machine, content: 60) != .none)
    }

    @Test("a refresh invalidates a load in flight: its completion is ignored, and loads wait for it")
    func refreshInvalidates() {
        var machine = LoadMoreStateMachine()
        _ = Self.at(0, &machine, content: 50)
        machine.invalidate()
        machine.finish(generation: 1, hasMore: false)
        #expect(machine.state == .idle)
        #expect(Self.at(0, &machine, content: 50, blocked: true) == .none)
        #expect(Self.at(0, &machine, content: 50) == .startLoading(generation: 3))
    }
}
