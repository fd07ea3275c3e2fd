import Foundation
import ReuseKitImages

/// A slow network in front of files: every load waits first, for a time between the bounds of
/// `latency` that depends only on the URL (so an image is always as slow), then reads the file.
/// Cancelling the load cancels the wait.
struct SimulatedNetworkLoader: DataLoading {
    /// The shortest and longest wait, in seconds.
    var latency: ClosedRange<Double>
    var files = FileDataLoader()

    /// Whether `url` is a file.
    func canLoad(_ url: URL) -> Bool { files.canLoad(url) }

    /// Waits, then reads the file at `url`.
    func loadData(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async throws(ImagePipelineError) -> Data
    {
        let wait = delay(for: url)
        if wait > 0 {
            do {
                try await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
            } catch {
                throw .cancelled
            }
        }
        return try await files.loadData(from: url, progress: progress)
    }

    /// The wait for `url`: FNV-1a of its text placed within `latency`.
    func delay(for url: URL) -> Double {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let fraction = Double(hash % 1000) / 999
        return latency.lowerBound + (latency.upperBound - latency.lowerBound) * fraction
    }
}
