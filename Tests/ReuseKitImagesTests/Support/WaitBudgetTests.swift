import TestSupport
import Testing

/// The waits' budget counts time spent waiting, not time the waiter was kept from running.
@Suite("Wait budget")
struct WaitBudgetTests {
    @Test("a long stall between two polls counts for one gap only")
    func stallCountsOnce() async throws {
        var budget = WaitBudget(seconds: 0.2, longestGap: .milliseconds(20))
        try await Task.sleep(for: .milliseconds(300))  // a stall longer than the whole budget
        let stillWaiting = budget.poll()
        #expect(stillWaiting, "a single stall used up the budget")
    }

    @Test("steady polling uses the budget up")
    func steadyPollingEnds() async throws {
        var budget = WaitBudget(seconds: 0.05, longestGap: .milliseconds(100))
        var polls = 0
        while budget.poll(), polls < 10_000 {
            polls += 1
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(polls < 10_000, "0.05 s of 5 ms polls never used the budget up")
    }
}
