#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one `TTY.read` brought: input bytes and the signals that arrived meanwhile.
public struct TTYInput: Hashable, Sendable {
    /// Bytes typed, pasted or reported (mouse) since the last read; feed them to `InputParser`.
    public var bytes: [UInt8] = []
    /// The terminal was resized (SIGWINCH): query `size()` and redraw.
    public var resized = false
    /// The process was resumed after a stop (SIGCONT): the screen must be drawn in full.
    public var resumed = false

    /// Whether nothing happened before the timeout.
    public var isEmpty: Bool { bytes.isEmpty && !resized && !resumed }
}

extension TTY {
    /// Waits up to `timeoutMilliseconds` (-1: forever) for input or a resize or resume, then
    /// returns whatever is there without blocking again.
    public func read(timeoutMilliseconds: Int32) throws(TerminalError) -> TTYInput {
        var result = TTYInput()
        guard isActive, let context = signalContext else { return result }
        let wake = context.pointee.wakeDescriptor
        let wakeRead = wakePipe.read
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeoutMilliseconds)
        if ready < 0 {
            if errno == EINTR { return result }
            throw .lastSystemCall("poll")
        }
        if descriptors[1].revents & Int16(POLLIN) != 0 && wake >= 0 {
            var reasons = [UInt8](repeating: 0, count: 64)
            let count = Glibc.read(wakeRead, &reasons, reasons.count)
            for reason in reasons.prefix(max(0, count)) {
                if reason == UInt8(ascii: "W") { result.resized = true }
                if reason == UInt8(ascii: "C") { result.resumed = true }
            }
        }
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0 && errno != EINTR && errno != EAGAIN { throw .lastSystemCall("read") }
            if count == 0 { throw .notATerminal(reason: "the terminal was closed") }
            result.bytes = Array(buffer.prefix(max(0, count)))
        }
        return result
    }

    /// Makes a `read` waiting on another thread return (with nothing, unless input came too);
    /// if none waits, the next one returns at once. Callable from any thread.
    public func interruptRead() {
        guard isActive else { return }
        var byte = UInt8(ascii: "I")
        _ = Glibc.write(wakePipe.write, &byte, 1)
    }
}
