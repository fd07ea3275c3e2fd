import Foundation
import ReuseKitCore
import ReuseKitImages
import Testing

@Suite("JPEG decoding")
struct JPEGDecoderTests {
    let decoder = JPEGDecoder()
    let source = ReferenceImaging.gradient(width: 96, height: 64)

    func expectClose(_ image: Image, _ reference: Image, mean: Double, maximum: Int, _ label: String) {
        #expect(image.width == reference.width && image.height == reference.height, "\(label): size")
        guard image.width == reference.width && image.height == reference.height else { return }
        let difference = ReferenceImaging.difference(image, reference)
        #expect(difference.mean <= mean, "\(label): mean difference \(difference.mean)")
        #expect(difference.maximum <= maximum, "\(label): largest difference \(difference.maximum)")
    }

    @Test("baseline and progressive files match their source pixels within JPEG's loss")
    func colorMatchesSource() throws {
        for progressive in [false, true] {
            let data = try ImageEncoder.jpeg(source, quality: 95, progressive: progressive)
            let header = try decoder.readHeader(data)
            #expect(header.width == 96 && header.height == 64 && header.isInterlaced == progressive)
            let image = try decoder.decode(data, options: ImageDecodingOptions())
            expectClose(image, source, mean: 3, maximum: 48, progressive ? "progressive" : "baseline")
        }
    }

    @Test("grayscale files expand to opaque gray RGBA")
    func grayscale() throws {
        let data = try ImageEncoder.jpeg(source, quality: 95, color: .gray)
        #expect(try decoder.readHeader(data).channels == 1)
        let gray = Image(
            width: source.width, height: source.height,
            pixels: stride(from: 0, to: source.pixels.count, by: 4).flatMap { offset in
                [source.pixels[offset], source.pixels[offset], source.pixels[offset], 255]
            })
        expectClose(
            try decoder.decode(data, options: ImageDecodingOptions()), gray, mean: 1.5, maximum: 24, "gray")
    }

    @Test("Adobe CMYK files convert to RGB")
    func cmyk() throws {
        // The encoder takes R, G, B, A as Adobe-inverted C, M, Y, K; vary K across the picture.
        var samples = source.pixels
        for offset in stride(from: 3, to: samples.count, by: 4) {
            samples[offset] = UInt8(96 + (offset / 4 % source.width) * 159 / (source.width - 1))
        }
        let inks = Image(width: source.width, height: source.height, pixels: samples)
        let data = try ImageEncoder.jpeg(inks, quality: 95, color: .cmyk)
        #expect(try decoder.readHeader(data).channels == 4)
        var pixels: [UInt8] = []
        for offset in stride(from: 0, to: samples.count, by: 4) {
            let black = Int(samples[offset + 3])
            for channel in 0..<3 {
                pixels.append(UInt8((Int(samples[offset + channel]) * black + 127) / 255))
            }
            pixels.append(255)
        }
        let expected = Image(width: source.width, height: source.height, pixels: pixels)
        let image = try decoder.decode(data, options: ImageDecodingOptions())
        expectClose(image, expected, mean: 2, maximum: 48, "cmyk")
    }

    @Test("thumbnails use DCT scaling of 1/2, 1/4 and 1/8 and box-average the rest of the way")
    func dctScaledThumbnails() throws {
        let large = ReferenceImaging.gradient(width: 256, height: 192)
        let data = try ImageEncoder.jpeg(large, quality: 95)
        let cases: [(box: Int, denominator: Int, width: Int, height: Int)] = [
            (128, 2, 128, 96), (64, 4, 64, 48), (32, 8, 32, 24), (50, 4, 50, 38), (256, 1, 256, 192),
        ]
        for testCase in cases {
            let thumbnail = ImageRequest.Thumbnail(maxPixelSize: testCase.box)
            let size = thumbnail.outputSize(sourceWidth: 256, sourceHeight: 192)
            #expect(size.width == testCase.width && size.height == testCase.height)
            let denominator = JPEGDecoder.scaleDenominator(
                sourceWidth: 256, sourceHeight: 192, outputWidth: size.width, outputHeight: size.height)
            #expect(denominator == testCase.denominator, "box \(testCase.box)")
            let image = try decoder.decode(data, options: ImageDecodingOptions(thumbnail: thumbnail))
            // DCT scaling averages each d×d block; the rest is the same box filter as PNG's.
            let scaled = ReferenceImaging.boxDownsample(
                large, width: (256 + denominator - 1) / denominator,
                height: (192 + denominator - 1) / denominator)
            let reference = ReferenceImaging.boxDownsample(scaled, width: size.width, height: size.height)
            expectClose(image, reference, mean: 3, maximum: 64, "box \(testCase.box)")
        }
    }

    @Test("a progressive file with more scans than allowed is refused (a CPU bomb)")
    func scanLimit() throws {
        let data = try ImageEncoder.jpeg(source, quality: 90, progressive: true)
        #expect(
            try JPEGDecoder(maxProgressiveScans: 100).decode(data, options: ImageDecodingOptions()).width
                == 96)
        #expect {
            try JPEGDecoder(maxProgressiveScans: 2).decode(data, options: ImageDecodingOptions())
        } throws: { error in
            guard case ImageDecodingError.malformed(format: "jpeg", let reason) = error else { return false }
            return reason == "more than 2 progressive scans"
        }
    }

    @Test("truncated, malformed and oversized files fail with the right typed error")
    func rejectsBadFiles() throws {
        let data = try ImageEncoder.jpeg(source, quality: 90)
        let options = ImageDecodingOptions(pixelBudget: 1_000_000)
        #expect {
            try decoder.decode(data.prefix(data.count / 2), options: options)
        } throws: { error in
            if case ImageDecodingError.truncated(format: "jpeg", _) = error { return true }
            return false
        }
        // A frame header with 7-bit samples: libjpeg raises an error, which must come back typed.
        var badPrecision = data
        let frame = try #require(data.indices.first { data[$0] == 0xFF && data[$0 + 1] == 0xC0 })
        badPrecision[frame + 4] = 7
        #expect {
            try decoder.decode(badPrecision, options: options)
        } throws: { error in
            guard case ImageDecodingError.malformed(format: "jpeg", let reason) = error else { return false }
            return reason.contains("precision")
        }
        var huge = data
        for offset in [frame + 5, frame + 7] {
            huge[offset] = 0xFD
            huge[offset + 1] = 0xE8
        }
        #expect(throws: ImageDecodingError.tooLarge(width: 65000, height: 65000, budget: 1_000_000)) {
            try decoder.decode(huge, options: options)
        }
    }
}
