import Foundation
import Synchronization

/// Reads a screen's input on a thread of its own and posts it to an inbox, so that the main
/// actor never blocks waiting for a key.
///
/// Only for screens whose `supportsInputThread` is true: their `nextEvents` touches nothing
/// that `present` and `size` use, and `interruptNextEvents()` makes it return.
final class InputReader: @unchecked Sendable {
    // Unchecked: `screen` is used on the reader thread only through `nextEvents` and
    // `interruptNextEvents`, which such screens allow from another thread.
    private let screen: Screen
    private let inbox: EventInbox
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Creates a reader of `screen` posting to `inbox`; `start()` starts it.
    init(screen: Screen, inbox: EventInbox) {
        precondition(screen.supportsInputThread, "this screen cannot be read on a thread of its own")
        self.screen = screen
        self.inbox = inbox
    }

    /// Starts the thread.
    func start() {
        let thread = Thread { [self] in read() }
        thread.name = "ReuseKit input"
        thread.start()
    }

    /// Stops the thread and waits until it has left `nextEvents`, so the screen may be closed.
    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        screen.interruptNextEvents()
        finished.wait()
    }

    private func read() {
        defer { finished.signal() }
        while !stopping.load(ordering: .sequentiallyConsistent) {
            do {
                let events = try screen.nextEvents(timeoutMilliseconds: -1)
                if stopping.load(ordering: .sequentiallyConsistent) { return }
                inbox.post(events)
            } catch {
                inbox.fail(error)
                return
            }
        }
    }
}
