import Testing

/// Polls `condition`, in the caller's isolation, every `interval` until it holds, and returns
/// `true`. After `timeout` seconds of polling (a `WaitBudget`: time the caller was kept from
/// running does not count) it records a failure at the caller, naming `what` it waited for (or
/// the call site), and returns `false`: a wait that times out fails the test.
///
/// `what` is read only on a timeout, so it can describe the last state the condition saw.
@discardableResult
public nonisolated(nonsending) func waitUntil(
    timeout: Double = 60, _ what: @autoclosure () -> String = "",
    pollingEvery interval: Duration = .milliseconds(5),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () async throws -> Bool
) async throws -> Bool {
    var budget = WaitBudget(seconds: timeout)
    while try await !condition() {
        guard budget.poll() else {
            let description = what()
            Issue.record(
                "timed out after \(timeout) s waiting for \(description.isEmpty ? "the condition at \(sourceLocation)" : description)",
                sourceLocation: sourceLocation)
            return false
        }
        try await Task.sleep(for: interval)
    }
    return true
}
