import Foundation

/// State behind a lock, usable from any thread.
///
/// `@unchecked Sendable` is sound: `state` is only ever read or written inside `withLock`, which
/// holds `lock`, and `State` must itself be `Sendable`. The lock is an `NSLock` (a pthread mutex)
/// rather than the standard library's `Mutex` because ThreadSanitizer cannot see `Mutex`'s futex
/// on Linux and would report every access as a race, hiding real ones.
final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
