import Foundation

/// What one HTTP exchange ended with, short of an error.
enum HTTPExchangeOutcome: Sendable {
    case body(Data)
    case redirect(URL)
}

/// A small HTTP/1.1 client for `http://` and `https://` on non-blocking POSIX sockets: one GET
/// per connection (`Connection: close`), bodies delimited by length, chunks or the close, at most
/// `limit` bytes of body held. `https://` is the same exchange through a `TLSConnection`.
///
/// Each exchange runs on a thread of its own that sleeps in `poll(2)` while nothing arrives (the
/// name lookup, the connection, the handshake, the response), so a stalled server costs no CPU
/// and the attempt's deadline bounds every phase; cancelling the calling task wakes it through a
/// pipe.
struct SocketHTTPClient: Sendable {
    /// Header fields sent with every request (fields with a line break in them are dropped).
    var headers: [String: String]
    /// The fields of `headers` that carry credentials, lowercased: sent only while a redirect
    /// stays at the first URL's origin.
    static let credentialFields: Set<String> = ["authorization", "cookie", "proxy-authorization"]
    /// The most body bytes one response may bring.
    var maximumBodySize: Int
    /// What `https://` connections trust.
    var tls: TLSContext
    /// How host names become addresses.
    var resolver: HostResolver

    /// Fetches `url` once (no retries, no redirects followed) before `deadline`, with the
    /// credential fields of `headers` only when `sendingCredentials`.
    func fetch(
        _ url: URL, sendingCredentials: Bool, deadline: ContinuousClock.Instant,
        progress: @escaping @Sendable (LoadingProgress) -> Void
    ) async -> Result<HTTPExchangeOutcome, ImagePipelineError> {
        guard !Task.isCancelled else { return .failure(.cancelled) }
        let wake: WakeSignal
        do {
            wake = try WakeSignal()
        } catch {
            return .failure(.network(url, cause: UnderlyingError(error)))
        }
        var withoutCredentials = self
        withoutCredentials.headers = headers.filter { !Self.credentialFields.contains($0.key.lowercased()) }
        let client = sendingCredentials ? self : withoutCredentials
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    ignoreBrokenPipeOnThisThread()
                    let outcome = client.exchange(url, deadline: deadline, wake: wake, progress: progress)
                    wake.close()
                    continuation.resume(returning: outcome)
                }
                thread.name = "ReuseKit HTTP"
                thread.start()
            }
        } onCancel: {
            wake.signal()
        }
    }

    /// The blocking exchange, on the calling thread.
    func exchange(
        _ url: URL, deadline: ContinuousClock.Instant, wake: WakeSignal,
        progress: @Sendable (LoadingProgress) -> Void
    ) -> Result<HTTPExchangeOutcome, ImagePipelineError> {
        do {
            return try perform(url, deadline: deadline, wake: wake, progress: progress)
        } catch {
            switch error {
            case .timedOut: return .failure(.timeout(url))
            case .cancelled: return .failure(.cancelled)
            case .failed(let cause): return .failure(.network(url, cause: UnderlyingError(cause)))
            }
        }
    }

    private func perform(
        _ url: URL, deadline: ContinuousClock.Instant, wake: WakeSignal,
        progress: @Sendable (LoadingProgress) -> Void
    ) throws(SocketInterruption) -> Result<HTTPExchangeOutcome, ImagePipelineError> {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let bracketedHost = components.host, !bracketedHost.isEmpty
        else {
            throw .failed(.malformedResponse("no host in \(url.absoluteString)"))
        }
        // An IPv6 literal comes in brackets, which neither the lookup nor the certificate check
        // takes (the Host field puts them back).
        let host =
            bracketedHost.hasPrefix("[") && bracketedHost.hasSuffix("]")
            ? String(bracketedHost.dropFirst().dropLast()) : bracketedHost
        let isSecure = components.scheme?.lowercased() == "https"
        let defaultPort = isSecure ? 443 : 80
        let port = components.port ?? defaultPort
        let addresses = try resolver.addresses(of: host, port: port, deadline: deadline, wake: wake)
        let socket = try SocketConnection.connect(to: addresses, deadline: deadline, wake: wake)
        let connection: any ByteStream
        if isSecure {
            let context: TLSContext.Handle
            do {
                context = try tls.handle()
            } catch {
                throw .failed(error)
            }
            connection = try TLSConnection(over: socket, host: host, context: context)
        } else {
            connection = socket
        }
        let text = request(for: components, host: host, port: port, defaultPort: defaultPort)
        try connection.send(Array(text.utf8))

        let chunkSize = 64 * 1024
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var reader = HTTPResponseHeadReader()
        var final: HTTPResponseHead?
        while final == nil {
            let count = try connection.receive(into: buffer)
            guard count > 0 else { throw .failed(.closedBeforeResponse) }
            do {
                final = try reader.consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            } catch {
                throw .failed(error)
            }
        }
        guard let head = final else { throw .failed(.closedBeforeResponse) }
        let pending = reader.pending

        switch head.status {
        case 404, 410: return .failure(.notFound(url))
        case 301, 302, 303, 307, 308:
            guard let location = head.value(of: "location"),
                let target = URL(string: location, relativeTo: url)
            else {
                return .failure(.serverError(status: head.status, url: url))
            }
            return .success(.redirect(target.absoluteURL))
        case 200..<300: break
        default: return .failure(.serverError(status: head.status, url: url))
        }

        let framing: HTTPBodyDecoder.Framing
        do {
            framing = try head.framing()
        } catch {
            throw .failed(error)
        }
        var decoder: HTTPBodyDecoder
        do {
            decoder = try HTTPBodyDecoder(framing: framing, limit: maximumBodySize)
        } catch {
            return .failure(.bodyTooLarge(url, limit: maximumBodySize))
        }
        func feed(_ bytes: UnsafeRawBufferPointer) -> HTTPBodyDecoder.Failure? {
            do {
                try decoder.consume(bytes)
            } catch {
                return error
            }
            let total = decoder.expectedLength.map(Int64.init)
            progress(LoadingProgress(completed: Int64(decoder.body.count), total: total))
            return nil
        }
        var failure = pending.isEmpty ? nil : pending.withUnsafeBytes(feed)
        while failure == nil, !decoder.isComplete {
            let count = try connection.receive(into: buffer)
            if count == 0 {
                guard decoder.finishAtClose(cleanly: connection.closedCleanly) else {
                    let expected = decoder.expectedLength
                    throw .failed(.truncatedBody(received: decoder.body.count, expected: expected))
                }
                break
            }
            failure = feed(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
        switch failure {
        case .tooLarge: return .failure(.bodyTooLarge(url, limit: maximumBodySize))
        case .malformed(let reason): throw .failed(.malformedResponse(reason))
        case .limitExceeded(let limit): throw .failed(.limitExceeded(limit))
        case nil: break
        }
        return .success(.body(decoder.body))
    }

    /// The request's text: the target as the URL encodes it, `Host`, and the configured fields.
    private func request(for components: URLComponents, host: String, port: Int, defaultPort: Int) -> String {
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        let hostField = (host.contains(":") ? "[\(host)]" : host) + (port == defaultPort ? "" : ":\(port)")
        var text = "GET \(target) HTTP/1.1\r\nHost: \(hostField)\r\nConnection: close\r\n"
        var fields = headers
        if fields.keys.contains(where: { $0.lowercased() == "user-agent" }) == false {
            fields["User-Agent"] = "ReuseKitImages"
        }
        for (name, value) in fields.sorted(by: { $0.key < $1.key })
        where !(name + value).contains(where: { $0 == "\r" || $0 == "\n" }) {
            let lowered = name.lowercased()
            guard lowered != "host" && lowered != "connection" && lowered != "content-length" else {
                continue
            }
            text += "\(name): \(value)\r\n"
        }
        return text + "\r\n"
    }
}

/// Keeps a write to a connection the server has closed from raising `SIGPIPE`, which would end
/// the process: OpenSSL writes with `write(2)`, which has no `MSG_NOSIGNAL`. Blocked on the
/// exchange's own thread only, the signal stays pending there and is dropped when the thread ends;
/// the write fails with `EPIPE` instead.
private func ignoreBrokenPipeOnThisThread() {
    #if canImport(Glibc)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    #endif
}
