import Foundation
import ReuseKitImages
import Testing

/// Credentials stay with the origin they were meant for, and https does not quietly become http.
@Suite("HTTP redirects and credentials", .timeLimit(.minutes(1)))
struct HTTPRedirectCredentialTests {
    static let credentials = [
        "Authorization": "Bearer secret", "Cookie": "session=secret", "Proxy-Authorization": "Basic secret",
    ]

    func loader(_ server: ServerScope, allowingHTTP: Bool = false) -> HTTPDataLoader {
        var headers = Self.credentials
        headers["Accept"] = "application/json"
        return server.loader(
            .init(
                timeout: 10, retryPolicy: .none, headers: headers,
                allowsRedirectsFromHTTPSToHTTP: allowingHTTP))
    }

    /// The header fields the server's `/headers` route received at the end of the redirects from
    /// `start` to `target`, by lowercased name.
    func fieldsReceived(_ loader: HTTPDataLoader, from start: URL) async throws -> [String: String] {
        let data = try await loader.loadData(from: start) { _ in }
        return try JSONDecoder().decode([String: String].self, from: data)
    }

    func redirect(_ server: ServerScope, to target: URL, on listener: TestServer.Listener = .http) throws
        -> URL
    {
        let encoded = try #require(
            target.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        return server.url("/redirect/to-\(target.port ?? 0)?to=\(encoded)", on: listener)
    }

    @Test(
        "a redirect to another port (another origin) goes without Authorization, Cookie and Proxy-Authorization"
    )
    func otherPort() async throws {
        let server = try await TestServer.scope()
        let target = server.url("/headers/other-port", on: .httpOtherPort)
        let fields = try await fieldsReceived(loader(server), from: try redirect(server, to: target))
        #expect(
            fields["authorization"] == nil && fields["cookie"] == nil && fields["proxy-authorization"] == nil)
        #expect(fields["accept"] == "application/json", "other fields still go: \(fields)")
        // The same port, asked for directly, gets them: the loader sends them to the first URL.
        let direct = try await fieldsReceived(loader(server), from: target)
        #expect(direct["authorization"] == "Bearer secret")
    }

    @Test("a redirect to another host name on the same port goes without the credentials")
    func otherHost() async throws {
        let server = try await TestServer.scope()
        let target = server.url("/headers/other-host", host: "localhost")
        let fields = try await fieldsReceived(loader(server), from: try redirect(server, to: target))
        #expect(
            fields["authorization"] == nil && fields["cookie"] == nil && fields["proxy-authorization"] == nil)
    }

    @Test("a redirect within the origin keeps the credentials")
    func sameOrigin() async throws {
        let server = try await TestServer.scope()
        let target = server.url("/headers/same-origin")
        let fields = try await fieldsReceived(loader(server), from: try redirect(server, to: target))
        #expect(fields["authorization"] == "Bearer secret")
        #expect(fields["cookie"] == "session=secret" && fields["proxy-authorization"] == "Basic secret")
    }

    @Test("a redirect from https to http is refused by default, and nothing goes to the http URL")
    func downgradeRefused() async throws {
        let server = try await TestServer.scope()
        let target = server.url("/headers/downgrade")
        let start = try redirect(server, to: target, on: .https)
        let result: Result<Data, ImagePipelineError>
        do {
            result = .success(try await loader(server).loadData(from: start) { _ in })
        } catch {
            result = .failure(error)
        }
        guard case .failure(.network(let failed, let cause)) = result,
            case .insecureRedirect(let from, let to)? = cause.error as? HTTPClientError
        else {
            Issue.record("expected a refused insecure redirect, got \(result)")
            return
        }
        #expect(failed == start && from == start && to == target)
        #expect(try await server.stats().count("/headers/downgrade") == 0)
    }

    @Test("a loader that allows https to http follows the redirect, without the credentials")
    func downgradeAllowed() async throws {
        let server = try await TestServer.scope()
        let target = server.url("/headers/downgrade-allowed")
        let start = try redirect(server, to: target, on: .https)
        let fields = try await fieldsReceived(loader(server, allowingHTTP: true), from: start)
        #expect(fields["authorization"] == nil && fields["cookie"] == nil)
        #expect(fields["accept"] == "application/json")
    }
}
