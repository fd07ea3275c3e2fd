import Foundation
import ReuseKitCore
import ReuseKitImages
import Testing

@Suite("Pipeline errors and caches")
struct ImagePipelineErrorTests {
    @Test("every failure comes back as its typed error with a readable description")
    func typedErrors() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make()
        let impatient = PipelineFactory.make(retry: .none, timeout: 0.3)
        func outcome(_ path: String) async -> Result<Image, ImagePipelineError> {
            await PipelineFactory.outcome(pipeline, ImageRequest(url: server.url(path)))
        }
        #expect(await outcome("/status/a?code=404") == .failure(.notFound(server.url("/status/a?code=404"))))
        #expect(
            await outcome("/status/b?code=500")
                == .failure(.serverError(status: 500, url: server.url("/status/b?code=500"))))
        let slow = server.url("/image/slow?delay=1500")
        #expect(await PipelineFactory.outcome(impatient, ImageRequest(url: slow)) == .failure(.timeout(slow)))
        guard case .failure(.invalidData(.unrecognizedFormat(let firstBytes))) = await outcome("/garbage/a")
        else {
            Issue.record("garbage must be invalid data")
            return
        }
        #expect(firstBytes.contains("3C 68 74 6D"))
        let truncated = await outcome("/truncated-image/a")
        guard case .failure(.decodingFailed(.truncated(let format, _))) = truncated else {
            Issue.record("a truncated PNG must fail decoding, got \(truncated)")
            return
        }
        #expect(format == "png")
        #expect("\(truncated)".contains("decoding failed: truncated png data"))
        #expect(
            try await pipeline.image(for: ImageRequest(url: server.url("/wrong-type/a?tag=4"))).pixels.count
                == 64)
        let ftp = try #require(URL(string: "ftp://example.invalid/a.png"))
        let ftpSource = ImageRequest.Source(allowedSchemes: ["ftp"])
        #expect(
            await PipelineFactory.outcome(pipeline, ImageRequest(url: ftp, source: ftpSource))
                == .failure(.unsupportedURL(ftp)))
        #expect(
            await PipelineFactory.outcome(pipeline, ImageRequest(url: ftp))
                == .failure(.schemeNotAllowed(ftp, allowed: ["http", "https"])))
        #expect(
            ImagePipelineError.serverError(status: 503, url: ftp).description == "server error 503 for \(ftp)"
        )
    }

    @Test("a header declaring 100000×100000 fails as too large before anything is allocated")
    func decompressionBomb() async throws {
        let corpus = try await PNGCorpus.load()
        let pipeline = PipelineFactory.make()
        let url = corpus.directory.appendingPathComponent("oversized.png")
        let result = await PipelineFactory.outcome(pipeline, ImageRequest(url: url, source: .app))
        #expect(result == .failure(.tooLarge(width: 100_000, height: 100_000, budget: 4_000_000)))
    }

    @Test("file URLs load, and a missing file is not found")
    func fileURLs() async throws {
        let corpus = try await PNGCorpus.load()
        let pipeline = PipelineFactory.make()
        let testCase = try #require(corpus.cases.first { $0.colorType == 6 && $0.width == 33 })
        let url = corpus.directory.appendingPathComponent(testCase.name + ".png")
        #expect(
            try await pipeline.image(for: ImageRequest(url: url, source: .app)) == corpus.reference(testCase))
        let missing = corpus.directory.appendingPathComponent("missing.png")
        #expect(
            await PipelineFactory.outcome(pipeline, ImageRequest(url: missing, source: .app))
                == .failure(.notFound(missing)))
    }

    @Test("a memory-cached image is returned synchronously without a fetch")
    func memoryHit() async throws {
        let server = try await TestServer.scope()
        let pipeline = PipelineFactory.make()
        let request = ImageRequest(url: server.url("/image/memory?tag=12"))
        let image = try await pipeline.image(for: request)
        #expect(pipeline.cachedImage(for: request) == image)
        let task = pipeline.imageTask(with: request)
        #expect(task.isFinished)
        #expect(try await task.image == image)
        #expect(try await server.stats().count("/image/memory") == 1)
        #expect(pipeline.metrics.memoryCacheHits == 1)
    }

    @Test("thumbnails are separate cache keys that share the original bytes on disk")
    func thumbnailsShareDiskData() async throws {
        let server = try await TestServer.scope()
        let disk = DiskCache(directory: Fixtures.temporaryDirectory("thumbnail-disk"))
        let pipeline = PipelineFactory.make(diskCache: disk)
        let url = server.url("/image/thumbs?tag=5&w=64&h=32")
        let full = try await pipeline.image(for: ImageRequest(url: url))
        let small = try await pipeline.image(for: ImageRequest(url: url, thumbnail: .init(maxPixelSize: 16)))
        #expect(full.width == 64 && full.height == 32)
        #expect(small.width == 16 && small.height == 8 && Fixtures.tag(of: small) == 5)
        #expect(try await server.stats().count("/image/thumbs") == 1)
        #expect(pipeline.metrics.diskCacheHits == 1)
    }

    @Test("a corrupted or truncated disk entry is detected, removed and fetched again")
    func diskCorruptionRecovers() async throws {
        let server = try await TestServer.scope()
        let directory = Fixtures.temporaryDirectory("corrupt-disk")
        let url = server.url("/image/corrupt?tag=77&w=8&h=8")
        let request = ImageRequest(url: url)
        let first = try await PipelineFactory.make(diskCache: DiskCache(directory: directory)).image(
            for: request)
        let file = DiskCache(directory: directory).fileURL(for: url.absoluteString)

        let fromDisk = PipelineFactory.make(diskCache: DiskCache(directory: directory))
        #expect(try await fromDisk.image(for: request) == first)
        #expect(try await server.stats().count("/image/corrupt") == 1)

        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 5] ^= 0x40
        try bytes.write(to: file)
        let disk = DiskCache(directory: directory)
        let afterFlip = PipelineFactory.make(diskCache: disk)
        #expect(try await afterFlip.image(for: request) == first)
        #expect(try await server.stats().count("/image/corrupt") == 2)
        #expect(await disk.statistics.corruptEntriesRemoved == 1)

        try Data(try Data(contentsOf: file).prefix(40)).write(to: file)
        let truncatedDisk = DiskCache(directory: directory)
        #expect(try await PipelineFactory.make(diskCache: truncatedDisk).image(for: request) == first)
        #expect(try await server.stats().count("/image/corrupt") == 3)
        #expect(await truncatedDisk.statistics.corruptEntriesRemoved == 1)
        #expect(await DiskCache(directory: directory).data(for: url.absoluteString) != nil)
    }
}
