import Testing

/// Polls a wait still makes once its deadline has passed: the deadline is wall time, which other
/// tests on the same actor may have used up while the wait was not running, so work that landed
/// meanwhile gets a few turns to be seen before the wait fails.
let turnsAllowedPastDeadline = 100

/// Polls `condition` on the main actor until it holds; after `seconds` it records a failure at
/// the caller naming what it waited for (`what`, or the call site) and returns.
@MainActor
func waitUntil(
    seconds: Double = 60, _ what: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    var turnsPastDeadline = 0
    while !condition() {
        if ContinuousClock.now >= deadline { turnsPastDeadline += 1 }
        guard turnsPastDeadline <= turnsAllowedPastDeadline else {
            Issue.record(
                "timed out after \(seconds) s waiting for \(what ?? "the condition at \(sourceLocation)")",
                sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// Polls an asynchronous `condition`, in the caller's isolation, until it holds; after `seconds`
/// it records a failure at the caller naming what it waited for and returns.
nonisolated(nonsending) func eventually(
    seconds: Double = 60, _ what: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async -> Bool
) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    var turnsPastDeadline = 0
    while !(await condition()) {
        if ContinuousClock.now >= deadline { turnsPastDeadline += 1 }
        guard turnsPastDeadline <= turnsAllowedPastDeadline else {
            Issue.record(
                "timed out after \(seconds) s waiting for \(what ?? "the condition at \(sourceLocation)")",
                sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}
