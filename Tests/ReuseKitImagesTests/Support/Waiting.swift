import TestSupport
import Testing

/// Polls `condition` on the main actor until it holds; after `seconds` of polling (see
/// `WaitBudget`: time the main actor was busy elsewhere does not count) it records a failure at
/// the caller naming what it waited for (`what`, or the call site) and returns.
@MainActor
func waitUntil(
    seconds: Double = 60, _ what: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    var budget = WaitBudget(seconds: seconds)
    while !condition() {
        guard budget.poll() else {
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
    var budget = WaitBudget(seconds: seconds)
    while !(await condition()) {
        guard budget.poll() else {
            Issue.record(
                "timed out after \(seconds) s waiting for \(what ?? "the condition at \(sourceLocation)")",
                sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}
