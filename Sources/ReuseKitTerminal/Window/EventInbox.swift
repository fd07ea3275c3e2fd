import Foundation
import Synchronization

/// Where a window's run loop waits: the reader thread posts input, the main actor posts display
/// requests, a timer posts frame deadlines, and whichever comes first resumes the loop.
///
/// The loop awaits instead of blocking, so while it waits the main actor runs other work (an
/// image binder's completion, a page load's `Task`), which then wakes it to draw the result.
final class EventInbox: Sendable {
    private struct State {
        var events: [ScreenEvent] = []
        var failure: TerminalError?
        var woken = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Adds input read on another thread and resumes the loop.
    func post(_ events: [ScreenEvent]) {
        guard !events.isEmpty else { return }
        resume { $0.events += events }
    }

    /// Reports that reading input failed; the loop throws it.
    func fail(_ error: TerminalError) {
        resume { $0.failure = error }
    }

    /// Resumes the loop without input: something asked for a frame, or a deadline passed.
    func wake() {
        resume { $0.woken = true }
    }

    private func resume(_ change: (inout State) -> Void) {
        let waiter = state.withLock { state in
            change(&state)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Waits until input, a failure or a wake arrives, or `timeout` seconds pass (`nil`: no
    /// limit); returns the input that arrived meanwhile.
    func wait(timeout: Double?) async throws(TerminalError) -> [ScreenEvent] {
        let timer = timeout.map { seconds in
            Task.detached { [self] in
                try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                if !Task.isCancelled { wake() }
            }
        }
        defer { timer?.cancel() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if !state.events.isEmpty || state.failure != nil || state.woken { return true }
                state.waiter = continuation
                return false
            }
            if ready { continuation.resume() }
        }
        let (events, failure) = state.withLock { state in
            defer {
                state.events = []
                state.woken = false
            }
            return (state.events, state.failure)
        }
        if let failure { throw failure }
        return events
    }
}
