import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a host name into the addresses to connect to, within a request's deadline.
///
/// `getaddrinfo` blocks for as long as the system's resolver takes and cannot be interrupted, so
/// each lookup runs on a thread of its own while the exchange waits for it in `poll(2)` with the
/// deadline and the wake signal; a lookup that finishes after the exchange gave up is discarded
/// (its thread ends when `getaddrinfo` returns).
package struct HostResolver: Sendable {
    /// One address a host name resolved to, copied out of `getaddrinfo`'s list.
    package struct Address: Sendable {
        var family: Int32
        var socketType: Int32
        var socketProtocol: Int32
        var storage: sockaddr_storage
        var length: socklen_t
    }

    /// Looks `host`:`port` up on the calling thread, blocking until it has an answer.
    package let resolve: @Sendable (_ host: String, _ port: Int) -> Result<[Address], HTTPClientError>

    /// A resolver that answers with `resolve`, which may block (tests use it to stand in for a
    /// slow name server).
    package init(
        _ resolve: @escaping @Sendable (_ host: String, _ port: Int) -> Result<[Address], HTTPClientError>
    ) {
        self.resolve = resolve
    }

    /// The system's resolver (`getaddrinfo`).
    package static let system = HostResolver(systemAddresses)

    /// The addresses of `host`:`port`, or `.timedOut` once `deadline` passes, or `.cancelled`
    /// once `wake` fires, whichever comes first.
    func addresses(of host: String, port: Int, deadline: ContinuousClock.Instant, wake: WakeSignal)
        throws(SocketInterruption) -> [Address]
    {
        let finished: WakeSignal
        do {
            finished = try WakeSignal()
        } catch {
            throw .failed(error)
        }
        // Closing the signal when the wait ends makes a late lookup's `signal()` a no-op.
        defer { finished.close() }
        let outcome = Mutex<Result<[Address], HTTPClientError>?>(nil)
        let resolve = resolve
        let thread = Thread {
            let result = resolve(host, port)
            outcome.withLock { $0 = result }
            finished.signal()
        }
        thread.name = "ReuseKit DNS"
        thread.start()
        while true {
            if let result = outcome.withLock({ $0 }) {
                switch result {
                case .success(let addresses): return addresses
                case .failure(let error): throw .failed(error)
                }
            }
            try wake.wait(for: finished.descriptor, events: Int16(POLLIN), until: deadline)
        }
    }
}

/// `getaddrinfo` for stream sockets, its list copied into values.
private func systemAddresses(host: String, port: Int) -> Result<[HostResolver.Address], HTTPClientError> {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
        hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
        return .failure(.cannotResolve(host: host, reason: String(cString: gai_strerror(status))))
    }
    defer { freeaddrinfo(first) }
    var addresses: [HostResolver.Address] = []
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let node = entry {
        entry = node.pointee.ai_next
        guard let source = node.pointee.ai_addr,
            Int(node.pointee.ai_addrlen) <= MemoryLayout<sockaddr_storage>.size
        else { continue }
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { target in
            target.copyMemory(
                from: UnsafeRawBufferPointer(start: source, count: Int(node.pointee.ai_addrlen)))
        }
        addresses.append(
            HostResolver.Address(
                family: node.pointee.ai_family, socketType: node.pointee.ai_socktype,
                socketProtocol: node.pointee.ai_protocol, storage: storage, length: node.pointee.ai_addrlen))
    }
    return addresses.isEmpty
        ? .failure(.cannotResolve(host: host, reason: "no address")) : .success(addresses)
}
