import Foundation
import ReuseKitImages
import Testing

@Suite("PNG decoding errors")
struct PNGDecoderErrorTests {
    let decoder = PNGDecoder()

    @Test("a header declaring 100000×100000 is too large, found from the header alone")
    func oversized() async throws {
        let data = try await PNGCorpus.load().data("oversized")
        let header = try decoder.readHeader(data)
        #expect(header.width == 100_000 && header.height == 100_000)
        #expect(throws: ImageDecodingError.tooLarge(width: 100_000, height: 100_000, budget: 50_000_000)) {
            try decoder.decode(data, options: ImageDecodingOptions())
        }
    }

    @Test("every truncation of a file is a truncated error or a complete image, never a crash")
    func truncations() async throws {
        let corpus = try await PNGCorpus.load()
        let data = try corpus.data("type6-8bit-33x18-adam7")
        var truncatedErrors = 0
        for length in stride(from: 0, to: data.count, by: 3) {
            do {
                _ = try decoder.decode(data.prefix(length), options: ImageDecodingOptions())
                Issue.record("a PNG cut to \(length) of \(data.count) bytes decoded")
            } catch .truncated(format: "png", _) {
                truncatedErrors += 1
            } catch {
                #expect(length < 8 || length >= data.count - 12, "cut at \(length): \(error)")
            }
        }
        #expect(truncatedErrors > data.count / 4)
    }

    @Test("bad signatures and corrupt chunks are malformed, unknown formats are unrecognised")
    func malformed() async throws {
        let corpus = try await PNGCorpus.load()
        var data = try corpus.data("type2-8bit-13x11")
        data[20] ^= 0xFF
        #expect {
            try decoder.decode(data, options: ImageDecodingOptions())
        } throws: { error in
            if case ImageDecodingError.malformed(format: "png", _) = error { return true }
            return false
        }
        let html = Data("<html>nope</html>".utf8)
        #expect(!decoder.canDecode(html))
        #expect(throws: ImageDecodingError.unrecognizedFormat(firstBytes: "3C 68 74 6D 6C 3E 6E 6F")) {
            try ImageDecoderRegistry.standard.decode(html, options: ImageDecodingOptions())
        }
        #expect(throws: ImageDecodingError.unrecognizedFormat(firstBytes: "none")) {
            try ImageDecoderRegistry.standard.decode(Data(), options: ImageDecodingOptions())
        }
    }
}
