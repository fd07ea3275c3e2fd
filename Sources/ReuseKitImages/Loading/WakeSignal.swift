import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose read end a blocked `poll(2)` watches, so another thread can wake it to cancel.
///
/// `signal()` may come from any thread at any time, before, during or after the wait; the pipe is
/// closed only under the same lock, so a late signal never writes to a reused descriptor.
final class WakeSignal: Sendable {
    private struct State {
        var readEnd: Int32
        var writeEnd: Int32
        var isSignalled = false
        var isClosed = false
    }

    private let state: Mutex<State>

    /// Opens the pipe.
    init() throws(HTTPClientError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .system(operation: "pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        state = Mutex(State(readEnd: ends[0], writeEnd: ends[1]))
    }

    deinit {
        close()
    }

    /// The descriptor to poll for `POLLIN`.
    var descriptor: Int32 { state.withLock { $0.readEnd } }

    /// Whether `signal()` was called.
    var isSignalled: Bool { state.withLock { $0.isSignalled } }

    /// Wakes the waiter (once is enough; later calls do nothing).
    func signal() {
        state.withLock { state in
            guard !state.isSignalled, !state.isClosed else { return }
            state.isSignalled = true
            var byte: UInt8 = 1
            _ = write(state.writeEnd, &byte, 1)
        }
    }

    /// Closes the pipe; the signal is ignored from then on.
    func close() {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.isClosed = true
            _ = systemClose(state.readEnd)
            _ = systemClose(state.writeEnd)
        }
    }
}

/// `close(2)`, named apart from the methods called `close`.
func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.close(descriptor)
    #else
        Darwin.close(descriptor)
    #endif
}
