#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a socket operation stopped before it was done.
enum SocketInterruption: Error {
    case timedOut
    case cancelled
    case failed(HTTPClientError)
}

/// One non-blocking TCP connection that waits in `poll(2)`: for exactly the readiness it needs
/// (readable while receiving, writable only while a send is pending), until its deadline or its
/// wake signal, so a stalled server costs no CPU.
final class SocketConnection: ByteStream {
    let descriptor: Int32
    let deadline: ContinuousClock.Instant
    let wake: WakeSignal

    private init(descriptor: Int32, deadline: ContinuousClock.Instant, wake: WakeSignal) {
        self.descriptor = descriptor
        self.deadline = deadline
        self.wake = wake
    }

    deinit {
        _ = systemClose(descriptor)
    }

    /// Connects to the first of `addresses` that accepts, trying them in order.
    static func connect(
        to addresses: [HostResolver.Address], deadline: ContinuousClock.Instant, wake: WakeSignal
    ) throws(SocketInterruption) -> SocketConnection {
        var lastError = HTTPClientError.system(operation: "connect", errno: EADDRNOTAVAIL)
        for var address in addresses {
            let descriptor = socket(address.family, address.socketType, address.socketProtocol)
            guard descriptor >= 0 else {
                lastError = .system(operation: "socket", errno: errno)
                continue
            }
            let connection = SocketConnection(descriptor: descriptor, deadline: deadline, wake: wake)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            #if canImport(Darwin)
                var one: Int32 = 1
                _ = setsockopt(
                    descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let connected = withUnsafeMutablePointer(to: &address.storage) { storage in
                storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                    systemConnect(descriptor, socketAddress, address.length) == 0
                }
            }
            if connected { return connection }
            guard errno == EINPROGRESS else {
                lastError = .system(operation: "connect", errno: errno)
                continue
            }
            try connection.wait(for: Int16(POLLOUT))
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
            if failure == 0 { return connection }
            lastError = .system(operation: "connect", errno: failure)
        }
        throw .failed(lastError)
    }

    /// Sends every byte of `bytes`.
    func send(_ bytes: [UInt8]) throws(SocketInterruption) {
        var sent = 0
        while sent < bytes.count {
            try checkpoint()
            let result = bytes.withUnsafeBytes { buffer in
                sendBytes(descriptor, buffer.baseAddress.map { $0 + sent }, buffer.count - sent)
            }
            if result > 0 {
                sent += result
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(for: Int16(POLLOUT))
            } else if errno != EINTR {
                throw .failed(.system(operation: "send", errno: errno))
            }
        }
    }

    /// Receives what has arrived into `buffer`, waiting for it; 0 means the server closed.
    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(SocketInterruption) -> Int {
        while true {
            try checkpoint()
            let result = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if result >= 0 { return result }
            if errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(for: Int16(POLLIN))
            } else if errno != EINTR {
                throw .failed(.system(operation: "recv", errno: errno))
            }
        }
    }

    /// Whether the stream ended with the server's word that it was done: a TCP close says all
    /// TCP can.
    var closedCleanly: Bool { true }

    /// Throws once the wake signal has fired or the deadline has passed: every read and write
    /// checks, whether it would wait or not.
    func checkpoint() throws(SocketInterruption) {
        try wake.check(until: deadline)
    }

    /// Blocks in `poll(2)` until the socket is ready for `events`, the deadline passes or the wake
    /// signal fires.
    func wait(for events: Int16) throws(SocketInterruption) {
        try wake.wait(for: descriptor, events: events, until: deadline)
    }
}

/// `connect(2)`, named apart from `SocketConnection.connect`.
private func systemConnect(
    _ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t
)
    -> Int32
{
    #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
    #else
        Darwin.connect(descriptor, address, length)
    #endif
}

/// `send(2)` without `SIGPIPE` when the server has gone.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        Darwin.send(descriptor, bytes, count, 0)
    #endif
}
