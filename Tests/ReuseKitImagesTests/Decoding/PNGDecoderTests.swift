import Foundation
import ReuseKitImages
import Testing

@Suite("PNG decoding")
struct PNGDecoderTests {
    let decoder = PNGDecoder()

    @Test("every colour type, bit depth, palette, tRNS and Adam7 case matches its reference pixels")
    func corpusMatchesReference() async throws {
        let corpus = try await PNGCorpus.load()
        #expect(corpus.cases.count > 100)
        for testCase in corpus.cases {
            let image = try decoder.decode(try corpus.data(testCase.name), options: ImageDecodingOptions())
            let reference = try corpus.reference(testCase)
            #expect(image == reference, "\(testCase.name) differs from its reference")
        }
    }

    @Test("the header reports the declared size, depth and interlacing without decoding")
    func headerIsRead() async throws {
        let corpus = try await PNGCorpus.load()
        for testCase in corpus.cases {
            let header = try decoder.readHeader(try corpus.data(testCase.name))
            #expect(header.width == testCase.width && header.height == testCase.height)
            #expect(header.bitDepth == testCase.bitDepth)
            #expect(header.isInterlaced == testCase.interlaced)
        }
    }

    @Test("thumbnails equal a box-average of the full decode, interlaced or not")
    func thumbnailsAreBoxAveraged() async throws {
        let corpus = try await PNGCorpus.load()
        for testCase in corpus.cases where testCase.width > 1 {
            let data = try corpus.data(testCase.name)
            let full = try decoder.decode(data, options: ImageDecodingOptions())
            for box in [(7, 7), (5, 3), (1, 1)] {
                let thumbnail = ImageRequest.Thumbnail(width: box.0, height: box.1)
                let image = try decoder.decode(data, options: ImageDecodingOptions(thumbnail: thumbnail))
                let size = thumbnail.outputSize(sourceWidth: testCase.width, sourceHeight: testCase.height)
                #expect(image.width == size.width && image.height == size.height)
                let reference = ReferenceImaging.boxDownsample(full, width: size.width, height: size.height)
                #expect(image == reference, "\(testCase.name) thumbnail \(box) differs")
            }
        }
    }
}
