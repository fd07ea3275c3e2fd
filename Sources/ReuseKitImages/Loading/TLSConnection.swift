import COpenSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// TLS over one `SocketConnection`, driven by OpenSSL on the non-blocking socket: whenever
/// OpenSSL wants to read or write, the connection waits in `poll(2)` for exactly that, until the
/// socket's deadline or wake signal, so a stalled handshake or response costs no CPU.
///
/// The server's name goes out as SNI (not for an IP address, as RFC 6066 asks), and its
/// certificate must verify against the context's trust and name the host (or address) asked for
/// among its subject alternative names (its common name is not read). The stream ends cleanly
/// only with the server's `close_notify`; a bare TCP close may be an attacker's cut.
final class TLSConnection: ByteStream {
    private let socket: SocketConnection
    /// OpenSSL's `SSL`.
    private let session: OpaquePointer
    /// Kept alive as long as the session that was made from it.
    private let context: TLSContext.Handle
    private(set) var closedCleanly = false

    /// Connects TLS over `socket` to `host` (a name or an IP address literal) and completes the
    /// handshake.
    init(over socket: SocketConnection, host: String, context: TLSContext.Handle) throws(SocketInterruption) {
        ERR_clear_error()
        guard let session = SSL_new(context.pointer) else {
            throw .failed(.tls(.configurationFailed(reason: TLSContext.errorText(or: "SSL_new failed"))))
        }
        self.socket = socket
        self.session = session
        self.context = context
        let named =
            if Self.isAddress(host) {
                X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(session), host) == 1
            } else {
                rk_ssl_set_server_name(session, host) == 1 && SSL_set1_host(session, host) == 1
            }
        rk_ssl_never_check_subject(session)
        guard named, SSL_set_fd(session, socket.descriptor) == 1 else {
            throw .failed(
                .tls(.configurationFailed(reason: TLSContext.errorText(or: "cannot check the name \(host)"))))
        }
        try handshake(host: host)
    }

    deinit {
        // No close_notify: the request asked for `Connection: close`, and a goodbye the server
        // may never read is not worth a wait.
        SSL_free(session)
    }

    private func handshake(host: String) throws(SocketInterruption) {
        while true {
            try socket.checkpoint()
            ERR_clear_error()
            let result = SSL_connect(session)
            if result == 1 { return }
            let systemError = errno
            let code = SSL_get_error(session, result)
            if try waited(for: code) { continue }
            let verification = SSL_get_verify_result(session)
            if verification == Int(X509_V_ERR_HOSTNAME_MISMATCH)
                || verification == Int(X509_V_ERR_IP_ADDRESS_MISMATCH)
            {
                let unnamed = rk_ssl_peer_lacks_subject_alt_name(session) == 1
                throw .failed(
                    .tls(unnamed ? .noSubjectAlternativeName(host: host) : .hostNameMismatch(host: host)))
            }
            if verification != Int(X509_V_OK) {
                let reason = String(cString: X509_verify_cert_error_string(verification))
                throw .failed(.tls(.certificateRejected(reason: reason)))
            }
            throw .failed(
                failure(
                    code, systemError, operation: "SSL_connect",
                    during: HTTPClientError.TLSFailure.handshakeFailed))
        }
    }

    func send(_ bytes: [UInt8]) throws(SocketInterruption) {
        var sent = 0
        while sent < bytes.count {
            try socket.checkpoint()
            ERR_clear_error()
            let result = bytes.withUnsafeBytes { buffer in
                SSL_write(session, buffer.baseAddress.map { $0 + sent }, Int32(clamping: buffer.count - sent))
            }
            if result > 0 {
                sent += Int(result)
                continue
            }
            let systemError = errno
            let code = SSL_get_error(session, result)
            if try waited(for: code) { continue }
            throw .failed(
                failure(
                    code, systemError, operation: "SSL_write",
                    during: HTTPClientError.TLSFailure.connectionBroken))
        }
    }

    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(SocketInterruption) -> Int {
        while true {
            try socket.checkpoint()
            ERR_clear_error()
            let result = SSL_read(session, buffer.baseAddress, Int32(clamping: buffer.count))
            if result > 0 { return Int(result) }
            let systemError = errno
            let code = SSL_get_error(session, result)
            // A close ends the stream either way; only one after close_notify is clean, and the
            // body's framing tells whether a body cut by a bare close was whole.
            if code == SSL_ERROR_ZERO_RETURN {
                closedCleanly = true
                return 0
            }
            if Self.isCloseWithoutNotify(code, systemError) {
                ERR_clear_error()
                return 0
            }
            if try waited(for: code) { continue }
            throw .failed(
                failure(
                    code, systemError, operation: "SSL_read",
                    during: HTTPClientError.TLSFailure.connectionBroken))
        }
    }

    /// Waits for the readiness OpenSSL asked for with `code`; false when `code` is not such a
    /// request.
    private func waited(for code: Int32) throws(SocketInterruption) -> Bool {
        switch code {
        case SSL_ERROR_WANT_READ: try socket.wait(for: Int16(POLLIN))
        case SSL_ERROR_WANT_WRITE: try socket.wait(for: Int16(POLLOUT))
        default: return false
        }
        return true
    }

    /// The error for a failed call: the system's when a system call failed, else OpenSSL's reason
    /// as `kind`.
    private func failure(
        _ code: Int32, _ systemError: Int32, operation: String,
        during kind: (_ reason: String) -> HTTPClientError.TLSFailure
    ) -> HTTPClientError {
        if code == SSL_ERROR_SYSCALL, systemError != 0 {
            ERR_clear_error()
            return .system(operation: operation, errno: systemError)
        }
        let fallback =
            code == SSL_ERROR_SYSCALL ? "the server closed the connection" : "OpenSSL error \(code)"
        return .tls(kind(TLSContext.errorText(or: fallback)))
    }

    /// Whether a failed read with `code` and `systemError` was the TCP connection closing without
    /// `close_notify`.
    private static func isCloseWithoutNotify(_ code: Int32, _ systemError: Int32) -> Bool {
        switch code {
        case SSL_ERROR_SSL: rk_ssl_error_is_unexpected_eof(ERR_peek_error()) == 1
        case SSL_ERROR_SYSCALL: systemError == 0 && ERR_peek_error() == 0
        default: false
        }
    }

    /// Whether `host` is an IPv4 or IPv6 address rather than a name.
    private static func isAddress(_ host: String) -> Bool {
        var version4 = in_addr()
        var version6 = in6_addr()
        return inet_pton(AF_INET, host, &version4) == 1 || inet_pton(AF_INET6, host, &version6) == 1
    }
}
