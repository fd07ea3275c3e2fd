import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One URLSession transfer in flight: what has arrived and who waits for it.
struct URLSessionTransfer: Sendable {
    let url: URL
    let maximumBodySize: Int
    let progress: @Sendable (LoadingProgress) -> Void
    let continuation: CheckedContinuation<Result<Data, ImagePipelineError>, Never>
    var data = Data()
    var expectedLength: Int64?
    /// Set when the loader decided the outcome before URLSession finished (bad status, too big).
    var failure: ImagePipelineError?
}

/// The session delegate: collects bytes per task and resumes each transfer's continuation once.
///
/// URLSession calls it on its own queue; the transfers sit behind a lock, and bytes are appended
/// in place (never by copying the body received so far), so the delegate keeps up with any
/// sender and a body stops at its limit.
final class URLSessionTransfers: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var transfers: [Int: URLSessionTransfer] = [:]
        /// Tasks created whose transfer is not registered yet.
        var preparing: Set<Int> = []
        /// Tasks ended (cancelled, timed out) before their transfer was registered, and why.
        var abandoned: [Int: ImagePipelineError] = [:]
    }

    private let state = Locked(State())

    /// Announces a task before anything can cancel it.
    func prepare(_ identifier: Int) {
        _ = state.withLock { $0.preparing.insert(identifier) }
    }

    /// Registers a transfer; returns why the task already ended if it did (then nobody must
    /// start it).
    func register(_ identifier: Int, _ transfer: URLSessionTransfer) -> ImagePipelineError? {
        state.withLock { state in
            state.preparing.remove(identifier)
            if let outcome = state.abandoned.removeValue(forKey: identifier) { return outcome }
            state.transfers[identifier] = transfer
            return nil
        }
    }

    /// Ends a transfer at once with `outcome`, whether or not URLSession ever reports back: on
    /// Linux a task cancelled before it resumed never completes.
    func end(_ identifier: Int, with outcome: ImagePipelineError) {
        let transfer = state.withLock { state in
            if state.preparing.remove(identifier) != nil { state.abandoned[identifier] = outcome }
            return state.transfers.removeValue(forKey: identifier)
        }
        transfer?.continuation.resume(returning: .failure(outcome))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Only to the web: a redirect must never lead a remote URL to a local resource.
        let scheme = request.url?.scheme?.lowercased()
        completionHandler(scheme == "http" || scheme == "https" ? request : nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        let expected = response.expectedContentLength
        let allow = state.withLock { state -> Bool in
            guard var transfer = state.transfers.removeValue(forKey: dataTask.taskIdentifier) else {
                return false
            }
            defer { state.transfers[dataTask.taskIdentifier] = transfer }
            if status == 404 || status == 410 {
                transfer.failure = .notFound(transfer.url)
            } else if !(200..<300).contains(status) {
                transfer.failure = .serverError(status: status, url: transfer.url)
            } else if expected > Int64(transfer.maximumBodySize) {
                transfer.failure = .bodyTooLarge(transfer.url, limit: transfer.maximumBodySize)
            } else if expected > 0 {
                transfer.data.reserveCapacity(Int(expected))
            }
            transfer.expectedLength = expected >= 0 ? expected : nil
            return transfer.failure == nil
        }
        completionHandler(allow ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        let report = state.withLock { state -> (LoadingProgress, @Sendable (LoadingProgress) -> Void)? in
            // Taken out of the table so that this is the body's only reference: appending to it
            // then grows it in place instead of copying it.
            guard var transfer = state.transfers.removeValue(forKey: identifier) else { return nil }
            defer { state.transfers[identifier] = transfer }
            guard transfer.failure == nil else { return nil }
            guard data.count <= transfer.maximumBodySize - transfer.data.count else {
                transfer.failure = .bodyTooLarge(transfer.url, limit: transfer.maximumBodySize)
                return nil
            }
            transfer.data.append(data)
            return (
                LoadingProgress(completed: Int64(transfer.data.count), total: transfer.expectedLength),
                transfer.progress
            )
        }
        guard let (progress, handler) = report else {
            dataTask.cancel()
            endIfFailed(identifier)
            return
        }
        handler(progress)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = state.withLock({ $0.transfers.removeValue(forKey: task.taskIdentifier) }) else {
            return
        }
        transfer.continuation.resume(returning: Self.outcome(of: transfer, error: error))
    }

    /// Resumes a transfer that failed at once, rather than after URLSession winds the task down.
    private func endIfFailed(_ identifier: Int) {
        let transfer = state.withLock { state -> URLSessionTransfer? in
            guard state.transfers[identifier]?.failure != nil else { return nil }
            return state.transfers.removeValue(forKey: identifier)
        }
        guard let transfer, let failure = transfer.failure else { return }
        transfer.continuation.resume(returning: .failure(failure))
    }

    private static func outcome(of transfer: URLSessionTransfer, error: (any Error)?) -> Result<
        Data, ImagePipelineError
    > {
        if let failure = transfer.failure { return .failure(failure) }
        if let error {
            let code = (error as? URLError)?.code
            if code == .timedOut { return .failure(.timeout(transfer.url)) }
            if code == .cancelled { return .failure(.cancelled) }
            return .failure(.network(transfer.url, cause: UnderlyingError(error)))
        }
        if let expected = transfer.expectedLength, Int64(transfer.data.count) != expected {
            let cause = HTTPClientError.truncatedBody(received: transfer.data.count, expected: Int(expected))
            return .failure(.network(transfer.url, cause: UnderlyingError(cause)))
        }
        return .success(transfer.data)
    }
}
