import COpenSSL
import Synchronization

/// The TLS settings every `https://` connection of one loader shares: TLS 1.2 or later, the
/// server's certificate verified against the system's trust store (and any extra certificate
/// authorities given), the host name checked by the connection.
///
/// OpenSSL's context is made on first use: loading the system's trust store takes tens of
/// milliseconds, which a loader that only ever fetches `http://` never pays. It is not changed
/// after that, and OpenSSL lets connections be made from it on any thread.
final class TLSContext: Sendable {
    /// OpenSSL's `SSL_CTX`, freed with the last connection that uses it.
    final class Handle: @unchecked Sendable {
        // Unchecked: configured once before it is shared, then only read by OpenSSL, which locks
        // what it changes inside (reference counts, the session cache).
        let pointer: OpaquePointer

        fileprivate init(_ pointer: OpaquePointer) {
            self.pointer = pointer
        }

        deinit {
            SSL_CTX_free(pointer)
        }
    }

    /// Certificate authorities (PEM) trusted beside the system's.
    private let additionalTrust: String?
    private let built = Mutex<Result<Handle, HTTPClientError>?>(nil)

    /// Settings that also trust the certificate authorities in `additionalTrust` (PEM, one or
    /// more certificates), if given.
    init(additionalTrust: String?) {
        self.additionalTrust = additionalTrust
    }

    /// OpenSSL's context, made on the first call; the same failure on every call if it cannot be
    /// made.
    func handle() throws(HTTPClientError) -> Handle {
        let result = built.withLock { built in
            if let built { return built }
            let made = Self.make(additionalTrust: additionalTrust)
            built = made
            return made
        }
        return try result.get()
    }

    private static func make(additionalTrust: String?) -> Result<Handle, HTTPClientError> {
        ERR_clear_error()
        guard let pointer = SSL_CTX_new(TLS_client_method()) else { return failure("SSL_CTX_new failed") }
        let handle = Handle(pointer)
        guard rk_ssl_ctx_set_min_proto_version(pointer, TLS1_2_VERSION) == 1 else {
            return failure("TLS 1.2 cannot be required")
        }
        SSL_CTX_set_verify(pointer, SSL_VERIFY_PEER, nil)
        rk_ssl_ctx_allow_moving_partial_writes(pointer)
        guard SSL_CTX_set_default_verify_paths(pointer) == 1 else {
            return failure("the system's trust store cannot be loaded")
        }
        if let additionalTrust, !trust(additionalTrust, in: pointer) {
            return failure("no certificate could be read from the extra certificate authorities")
        }
        return .success(handle)
    }

    /// Adds every certificate in `pem` to `context`'s trust store; false when there is none or
    /// one cannot be added.
    private static func trust(_ pem: String, in context: OpaquePointer) -> Bool {
        let bytes = Array(pem.utf8)
        let added = bytes.withUnsafeBytes { raw -> Int in
            guard let bio = BIO_new_mem_buf(raw.baseAddress, Int32(clamping: raw.count)) else { return 0 }
            defer { BIO_free(bio) }
            let store = SSL_CTX_get_cert_store(context)
            var count = 0
            while let certificate = PEM_read_bio_X509(bio, nil, nil, nil) {
                defer { X509_free(certificate) }
                guard X509_STORE_add_cert(store, certificate) == 1 else { return 0 }
                count += 1
            }
            return count
        }
        // Reading past the last certificate leaves a "no start line" error behind.
        if added > 0 { ERR_clear_error() }
        return added > 0
    }

    private static func failure(_ fallback: String) -> Result<Handle, HTTPClientError> {
        .failure(.tls(.configurationFailed(reason: errorText(or: fallback))))
    }

    /// The reasons in this thread's OpenSSL error queue, which it empties, or `fallback` when it
    /// holds none.
    static func errorText(or fallback: String) -> String {
        var reasons: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            if let reason = ERR_reason_error_string(code) {
                reasons.append(String(cString: reason))
            } else {
                reasons.append("OpenSSL error \(code)")
            }
        }
        return reasons.isEmpty ? fallback : reasons.joined(separator: "; ")
    }
}
