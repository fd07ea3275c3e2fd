import ReuseKitPixels
import Testing

extension PixelWindow {
    /// Turns the loop until `condition` holds; after ten seconds of turning (a `WaitBudget`) it
    /// records a failure at the caller naming `what` (or the call site) and returns `false`.
    @discardableResult
    func turn(
        _ what: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation,
        until condition: () -> Bool
    ) async throws -> Bool {
        try await waitUntil(timeout: 10, what(), pollingEvery: .zero, sourceLocation: sourceLocation) {
            if condition() { return true }
            await turn(maximumWait: 0.02)
            return false
        }
    }
}
