import Foundation
import ReuseKitImages
import Synchronization
import Testing

/// `https://` against the test server's TLS listeners, whose certificates come from a test
/// certificate authority made for this run.
@Suite("HTTPS loading", .timeLimit(.minutes(1)))
struct TLSConnectionTests {
    func load(_ loader: HTTPDataLoader, _ url: URL) async -> Result<Data, ImagePipelineError> {
        do {
            return .success(try await loader.loadData(from: url, progress: { _ in }))
        } catch {
            return .failure(error)
        }
    }

    /// The TLS failure that `result` carries as the cause of a network error, if it does.
    func tlsFailure(_ result: Result<Data, ImagePipelineError>) -> HTTPClientError.TLSFailure? {
        guard case .failure(.network(_, let cause)) = result,
            case .tls(let failure)? = cause.error as? HTTPClientError
        else { return nil }
        return failure
    }

    static let hosts = ["127.0.0.1", "localhost"]

    @Test("an https fetch from a server the loader trusts delivers the body", arguments: hosts)
    func trustedServer(host: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url("/image/trusted?tag=9&w=8&h=8", on: .https, host: host)
        let data = try await server.loader(.init(timeout: 10, retryPolicy: .none)).loadData(from: url) { _ in
        }
        let image = try PNGDecoder().decode(data, options: ImageDecodingOptions())
        #expect(Fixtures.tag(of: image) == 9 && image.width == 8)
    }

    @Test("without the test authority, the same server's certificate is rejected by the system's trust store")
    func systemTrustOnly() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/image/system-trust", on: .https)
        let result = await load(HTTPDataLoader(configuration: .init(timeout: 10, retryPolicy: .none)), url)
        guard case .certificateRejected(let reason)? = tlsFailure(result) else {
            Issue.record("expected a rejected certificate, got \(result)")
            return
        }
        #expect(reason == "unable to get local issuer certificate")
        #expect(try await server.stats().count("/image/system-trust") == 0, "no request went out")
    }

    @Test("a self-signed certificate is rejected with OpenSSL's reason, and not tried again")
    func selfSigned() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/image/self-signed", on: .httpsSelfSigned)
        let lookups = Mutex(0)
        let counting = HostResolver { host, port in
            lookups.withLock { $0 += 1 }
            return HostResolver.system.resolve(host, port)
        }
        let retrying = RetryPolicy(
            maxAttempts: 3, initialDelay: 0.01, multiplier: 1, maxDelay: 0.01, jitter: 0)
        let result = await load(
            server.loader(.init(timeout: 10, retryPolicy: retrying), resolver: counting), url)
        #expect(tlsFailure(result) == .certificateRejected(reason: "self-signed certificate"))
        #expect("\(result)".contains("the server's certificate was rejected: self-signed certificate"))
        #expect(lookups.withLock { $0 } == 1, "a refused certificate is not retried")
    }

    @Test("a certificate for another host name fails with a host-name mismatch", arguments: hosts)
    func otherHost(host: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url("/image/other-host", on: .httpsOtherHost, host: host)
        let result = await load(server.loader(.init(timeout: 10, retryPolicy: .none)), url)
        #expect(tlsFailure(result) == .hostNameMismatch(host: host))
        #expect("\(result)".contains("the server's certificate is not valid for \(host)"))
        #expect(try await server.stats().count("/image/other-host") == 0, "no request went out")
    }

    @Test(
        "a certificate that names its host in its common name only, with no subject alternative name, is refused"
    )
    func noSubjectAlternativeName() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/image/no-san", on: .httpsNoSubjectAltName, host: "localhost")
        let result = await load(server.loader(.init(timeout: 10, retryPolicy: .none)), url)
        #expect(tlsFailure(result) == .noSubjectAlternativeName(host: "localhost"), "got \(result)")
        #expect(
            "\(result)".contains("the server's certificate for localhost has no subject alternative name"))
        #expect(try await server.stats().count("/image/no-san") == 0, "no request went out")
    }

    @Test("a body that runs until the close, cut by a TCP close without close_notify, is truncated")
    func closeWithoutNotify() async throws {
        let server = try await TestServer.scope()
        let url = server.url("/unsized/cut?bytes=5000", on: .https)
        let result = await load(server.loader(.init(timeout: 10, retryPolicy: .none)), url)
        guard case .failure(.network(let failed, let cause)) = result,
            case .truncatedBody(let received, let expected)? = cause.error as? HTTPClientError
        else {
            Issue.record("expected a truncated body, got \(result)")
            return
        }
        #expect(failed == url && received == 5000 && expected == nil)
    }

    @Test(
        "a body that runs until the close is whole after close_notify over TLS, and after the TCP close over http",
        arguments: ["/unsized/notified?bytes=5000&notify=1"], [TestServer.Listener.https, .http])
    func cleanClose(route: String, listener: TestServer.Listener) async throws {
        let server = try await TestServer.scope()
        let data = try await server.loader(.init(timeout: 10, retryPolicy: .none)).loadData(
            from: server.url(route, on: listener)
        ) { _ in }
        #expect(data.count == 5000)
        #expect(data.enumerated().allSatisfy { $0.element == UInt8($0.offset & 0xFF) })
    }

    @Test("a server that never answers the handshake fails with a timeout at the attempt's deadline")
    func silentHandshake() async throws {
        let (descriptor, port) = try Fixtures.silentListener()
        defer { close(descriptor) }
        let url = try #require(URL(string: "https://127.0.0.1:\(port)/image"))
        let loader = HTTPDataLoader(configuration: .init(timeout: 0.5, retryPolicy: .none))
        let started = ContinuousClock.now
        #expect(await load(loader, url) == .failure(.timeout(url)))
        let elapsed = ContinuousClock.now - started
        // The lower bound is the deadline; the upper one is loose, since in a full parallel run other
        // suites can keep the cooperative threads busy for seconds before this task resumes.
        #expect(elapsed >= .milliseconds(500) && elapsed < .seconds(30), "took \(elapsed)")
    }

    @Test(
        "a stalled https response fails with a timeout at the attempt's deadline",
        arguments: ["/hold/head-timeout?wait=30", "/stall-body/body-timeout?wait=30"])
    func stalledResponse(route: String) async throws {
        let server = try await TestServer.scope()
        let url = server.url(route, on: .https)
        let started = ContinuousClock.now
        #expect(
            await load(server.loader(.init(timeout: 1, retryPolicy: .none)), url) == .failure(.timeout(url)))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .seconds(1) && elapsed < .seconds(30), "took \(elapsed)")
        let path = String(route.prefix { $0 != "?" })
        try await server.release(String(path.dropFirst().drop { $0 != "/" }.dropFirst()))
    }

    @Test("a plain HTTP server on an https URL fails the handshake")
    func plainServer() async throws {
        let server = try await TestServer.scope()
        let url = try #require(
            URL(string: "https://127.0.0.1:\(server.server.ports[.http] ?? 0)/image/plain"))
        let result = await load(server.loader(.init(timeout: 10, retryPolicy: .none)), url)
        guard case .handshakeFailed(let reason)? = tlsFailure(result) else {
            Issue.record("expected a failed handshake, got \(result)")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("redirects cross from https to http, when the loader allows it, and from http to https")
    func crossSchemeRedirects() async throws {
        let server = try await TestServer.scope()
        let loader = server.loader(
            .init(timeout: 10, retryPolicy: .none, allowsRedirectsFromHTTPSToHTTP: true))
        for (from, to, tag) in [
            (TestServer.Listener.https, TestServer.Listener.http, 21), (.http, .https, 22),
        ] {
            let target = server.url("/image/target-\(tag)?tag=\(tag)", on: to).absoluteString
            let encoded = try #require(target.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let data = try await loader.loadData(from: server.url("/redirect/\(tag)?to=\(encoded)", on: from))
            { _ in }
            #expect(Fixtures.tag(of: try PNGDecoder().decode(data, options: ImageDecodingOptions())) == tag)
        }
        #expect(
            try await server.stats().log == [
                "/redirect/21", "/image/target-21", "/redirect/22", "/image/target-22",
            ])
    }

    @Test("extra trust that holds no certificate fails every https request with a configuration error")
    func unreadableTrust() async throws {
        let server = try await TestServer.scope()
        let loader = HTTPDataLoader(
            configuration: .init(timeout: 10, retryPolicy: .none), additionalTrust: "not a certificate",
            resolver: .system)
        let result = await load(loader, server.url("/image/unreadable", on: .https))
        guard case .configurationFailed? = tlsFailure(result) else {
            Issue.record("expected a configuration failure, got \(result)")
            return
        }
        #expect(
            try await loader.loadData(from: server.url("/image/plain-still?tag=2")) { _ in }.isEmpty == false)
    }
}
