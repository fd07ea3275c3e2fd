import TestSupport
import Testing

/// The waits themselves: a condition that never holds must fail the test, not let it go on.
@Suite("Test waits")
@MainActor
struct WaitingTests {
    @Test("waitUntil records a failure naming what it waited for when it times out")
    func waitUntilFailsOnTimeout() async throws {
        try await withKnownIssue {
            try await waitUntil(timeout: 0.05, "a condition that never holds") { false }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a condition that never holds") }
        }
    }

    @Test("waitUntil records a failure naming the call site when it is not told what it waits for")
    func waitUntilNamesTheCallSite() async throws {
        try await withKnownIssue {
            try await waitUntil(timeout: 0.05) { false }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("WaitingTests.swift") }
        }
    }

    @Test("a condition that holds returns at once and records nothing")
    func holdingConditionPasses() async throws {
        var polls = 0
        let held = try await waitUntil(timeout: 60) {
            polls += 1
            return polls == 3
        }
        #expect(polls == 3)
        #expect(held)
    }
}
