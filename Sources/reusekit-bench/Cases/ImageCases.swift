import Dispatch
import Foundation
import ReuseKitCore
import ReuseKitImages

/// The image pipeline: a memory-cache hit, decoding a 512×512 PNG and a 1024×768 JPEG (full and
/// at 1/4 through libjpeg's DCT scaling), and 1,000 requests served from the cache. Seed 004 has
/// no cache: its baseline reads the file and decodes it again for every request.
@MainActor
enum ImageCases {
    static func run(_ suite: BenchSuite) {
        suite.progress("images")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reusekit-bench-images-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let files = try? ImageFiles(directory: directory) else {
            suite.progress("images: skipped, the test images could not be encoded")
            return
        }
        let repetitions = suite.budget.quick ? 5 : 11
        decodeRows(suite, files, repetitions: repetitions)
        cacheRows(suite, files, repetitions: repetitions)
    }

    private static func decodeRows(_ suite: BenchSuite, _ files: ImageFiles, repetitions: Int) {
        let cases: [(String, Data, any ImageDecoding, ImageDecodingOptions)] = [
            ("decode a 512×512 PNG", files.png512, PNGDecoder(), ImageDecodingOptions()),
            ("decode a 1024×768 JPEG, full size", files.jpeg1024, JPEGDecoder(), ImageDecodingOptions()),
            (
                "decode a 1024×768 JPEG at 1/4 (DCT scaling)", files.jpeg1024, JPEGDecoder(),
                ImageDecodingOptions(thumbnail: .init(width: 256, height: 192))
            ),
        ]
        for (name, data, decoder, options) in cases {
            let timing = Sampler.run(repetitions: repetitions, batch: 4) {
                _ = try? decoder.decode(data, options: options)
            }
            suite.add(
                BenchRow(
                    group: "images", name: name, rows: 1, reuseKit: .seconds(timing.median), seed: nil,
                    note: "libpng / libjpeg-turbo through the codec shim, to RGBA8; \(timing.summary)"))
        }
    }

    private static func cacheRows(_ suite: BenchSuite, _ files: ImageFiles, repetitions: Int) {
        let pipeline = ImagePipeline()
        let request = ImageRequest(url: files.avatarURL, source: .app)
        guard blocking({ try? await pipeline.image(for: request) }) != nil else {
            suite.progress("images: skipped, the pipeline could not load the avatar")
            return
        }
        let uncached = Sampler.run(repetitions: repetitions, batch: 20) {
            _ = try? PNGDecoder().decode(Data(contentsOf: files.avatarURL), options: ImageDecodingOptions())
        }
        let batch = Sampler.batchSize { _ = pipeline.cachedImage(for: request) }
        let hit = Sampler.run(repetitions: repetitions, batch: batch) {
            _ = pipeline.cachedImage(for: request)
        }
        suite.add(
            BenchRow(
                group: "images", name: "memory-cache hit (96×96 avatar)", rows: 1,
                reuseKit: .seconds(hit.median),
                seed: .seconds(uncached.median),
                note: "cachedImage(for:) vs the seed's read + decode (it has no cache); \(hit.summary)"))
        let thousand = Sampler.run(repetitions: repetitions) {
            Stopwatch.time {
                _ = blocking {
                    for _ in 0..<1000 { _ = try? await pipeline.image(for: request) }
                    return true
                }
            }
        }
        suite.add(
            BenchRow(
                group: "images", name: "1,000 cached requests through image(for:)", rows: 1000,
                reuseKit: .seconds(thousand.median), seed: .seconds(uncached.median * 1000),
                note: "async requests answered from the memory cache; seed: 1,000 × (read + decode), "
                    + "from the measured single read + decode; \(thousand.summary)"))
    }

    /// Runs async work off the main actor and waits for it: the bench is a plain command.
    private static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T?) -> T? {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            box.value = await work()
            semaphore.signal()
        }
        semaphore.wait()
        return box.value
    }
}

/// Carries a result from a detached task to the thread waiting on its semaphore; the semaphore
/// orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// The images the cases decode, generated with smooth gradients and noise so that they
/// compress like photographs rather than flat colour.
private struct ImageFiles {
    let png512: Data
    let jpeg1024: Data
    let avatarURL: URL

    init(directory: URL) throws {
        png512 = try ImageEncoder.png(Self.pattern(width: 512, height: 512))
        jpeg1024 = try ImageEncoder.jpeg(Self.pattern(width: 1024, height: 768), quality: 85)
        avatarURL = directory.appendingPathComponent("avatar.png")
        try ImageEncoder.png(Self.pattern(width: 96, height: 96)).write(to: avatarURL)
    }

    static func pattern(width: Int, height: Int) -> Image {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var noise: UInt32 = 0x1234_5678
        for y in 0..<height {
            for x in 0..<width {
                noise = noise &* 1_664_525 &+ 1_013_904_223
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8((x * 255 / max(1, width - 1) + Int(noise >> 29)) & 0xFF)
                pixels[offset + 1] = UInt8((y * 255 / max(1, height - 1) + Int((noise >> 26) & 7)) & 0xFF)
                pixels[offset + 2] = UInt8(((x + y) * 127 / max(1, width + height)) & 0xFF)
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
