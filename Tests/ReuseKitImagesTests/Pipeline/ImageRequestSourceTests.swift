import Foundation
import ReuseKitImages
import Synchronization
import Testing

/// A loader that records every URL it is asked for, in front of the real ones.
final class RecordingLoader: DataLoading {
    let inner = DataLoader()
    let asked = Mutex<[URL]>([])

    func canLoad(_ url: URL) -> Bool { inner.canLoad(url) }

    func loadData(from url: URL, progress: @escaping @Sendable (LoadingProgress) -> Void)
        async throws(ImagePipelineError) -> Data
    {
        asked.withLock { $0.append(url) }
        return try await inner.loadData(from: url, progress: progress)
    }
}

@Suite("Request sources and schemes")
struct ImageRequestSourceTests {
    @Test("a remote request for a file URL is refused before any loader or cache sees it")
    func remoteNeverReadsFiles() async throws {
        let corpus = try await PNGCorpus.load()
        let testCase = try #require(corpus.cases.first { $0.colorType == 6 && $0.width == 33 })
        let file = corpus.directory.appendingPathComponent(testCase.name + ".png")
        let loader = RecordingLoader()
        let pipeline = ImagePipeline(configuration: .init(dataLoader: loader))

        let refused = await PipelineFactory.outcome(pipeline, ImageRequest(url: file))
        #expect(refused == .failure(.schemeNotAllowed(file, allowed: ["http", "https"])))
        #expect(loader.asked.withLock { $0 }.isEmpty, "no loader was asked for the file")

        // The app's own request loads it, and the image is cached…
        let own = ImageRequest(url: file, source: .app)
        #expect(try await pipeline.image(for: own) == corpus.reference(testCase))
        #expect(pipeline.cachedImage(for: own) != nil)
        // …but a request from remote data for the same URL still gets nothing, not even the
        // cached copy.
        let remote = ImageRequest(url: file)
        #expect(pipeline.cachedImage(for: remote) == nil)
        let task = pipeline.imageTask(with: remote)
        #expect(task.isFinished)
        #expect(await task.result == .failure(.schemeNotAllowed(file, allowed: ["http", "https"])))
        #expect(pipeline.metrics.refusedRequests == 2)
        #expect(loader.asked.withLock { $0 } == [file])
    }

    @Test("remote requests load http, and schemes compare without case")
    func remoteLoadsWeb() async throws {
        let server = try await TestServer.scope()
        let pipeline = ImagePipeline(configuration: .init(dataLoader: RecordingLoader()))
        let image = try await pipeline.image(for: ImageRequest(url: server.url("/image/remote?tag=21")))
        #expect(Fixtures.tag(of: image) == 21)
        let upper = try #require(URL(string: "FILE:///etc/hostname"))
        #expect(!ImageRequest.Source.remote.allows(upper))
        #expect(ImageRequest.Source(allowedSchemes: ["FILE"]).allows(upper))
        let description = ImagePipelineError.schemeNotAllowed(upper, allowed: ["http", "https"]).description
        #expect(description == "FILE is not allowed here (only http, https): FILE:///etc/hostname")
    }
}
