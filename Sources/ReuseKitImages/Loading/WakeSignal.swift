import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose read end a blocked `poll(2)` watches, so another thread can wake it: to cancel an
/// exchange, or to say that work done elsewhere (a name resolution) has finished.
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

    /// Throws `.cancelled` once this signal has fired, `.timedOut` once `deadline` has passed.
    ///
    /// A connection checks before every read and write, not only when it has to wait: a server
    /// that never stops sending never lets it wait.
    func check(until deadline: ContinuousClock.Instant) throws(SocketInterruption) {
        if isSignalled { throw .cancelled }
        guard ContinuousClock.now < deadline else { throw .timedOut }
    }

    /// Blocks in `poll(2)` until `descriptor` is ready for `events`, `deadline` passes or this
    /// signal fires.
    func wait(for descriptor: Int32, events: Int16, until deadline: ContinuousClock.Instant)
        throws(SocketInterruption)
    {
        while true {
            try check(until: deadline)
            let remaining = deadline - ContinuousClock.now
            let milliseconds = Int32(min(Double(Int32.max), (remaining / .milliseconds(1)).rounded(.up)))
            var watched = [
                pollfd(fd: descriptor, events: events, revents: 0),
                pollfd(fd: self.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, 2, milliseconds)
            if ready < 0 {
                guard errno == EINTR else { throw .failed(.system(operation: "poll", errno: errno)) }
                continue
            }
            if watched[1].revents != 0 { throw .cancelled }
            // Errors and hang-ups count as ready: the next call on the descriptor reports them.
            if watched[0].revents != 0 { return }
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
