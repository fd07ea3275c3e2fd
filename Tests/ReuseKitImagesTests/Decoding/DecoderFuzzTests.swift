import Foundation
import TestSupport
import Testing

@testable import ReuseKitImages

@Suite("Decoder fuzzing")
struct DecoderFuzzTests {
    /// Rewrites every PNG chunk CRC that fits, so mutations get past the CRC check into libpng's
    /// deeper paths.
    static func fixChunkCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let end = offset + 8 + length
            guard length >= 0, end + 4 <= bytes.count else { return }
            let crc = CRC32.checksum(Array(bytes[(offset + 4)..<end]))
            for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            offset = end + 4
        }
    }

    static func mutate(_ original: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch generator.next() % 6 {
            case 0: bytes[position] ^= UInt8(1 << (generator.next() % 8))
            case 1: bytes[position] = [0x00, 0xFF, 0x7F, 0x80][Int(generator.next() % 4)]
            case 2: bytes.removeSubrange(position...)
            case 3:
                let length = min(bytes.count - position, Int.random(in: 1...32, using: &generator))
                bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
            case 4:
                bytes.removeSubrange(
                    position..<min(bytes.count, position + Int.random(in: 1...16, using: &generator)))
            default: bytes[position] = UInt8.random(in: 0...255, using: &generator)
            }
        }
        return bytes
    }

    @Test("seeded mutations of PNG and JPEG files decode or fail with a typed error, never crash")
    func mutatedFilesNeverCrash() async throws {
        let corpus = try await PNGCorpus.load()
        var seeds: [[UInt8]] = try corpus.cases.filter { $0.width > 1 }.prefix(40).map {
            [UInt8](try corpus.data($0.name))
        }
        let source = ReferenceImaging.gradient(width: 40, height: 24)
        for (progressive, color) in [
            (false, ImageEncoder.JPEGColor.rgb), (true, .rgb), (false, .gray), (true, .cmyk),
        ] {
            seeds.append(
                [UInt8](try ImageEncoder.jpeg(source, quality: 80, progressive: progressive, color: color)))
        }
        let run = RandomizedRun(name: "decoder fuzz", defaultIterations: 1500)
        var generator = run.makeGenerator()
        var decoded = 0
        var failed = 0
        for _ in 0..<run.iterations {
            let seed = seeds[Int.random(in: 0..<seeds.count, using: &generator)]
            var bytes = Self.mutate(seed, using: &generator)
            if seed.starts(with: [0x89, 0x50]) && Bool.random(using: &generator) {
                Self.fixChunkCRCs(&bytes)
            }
            let thumbnail = Bool.random(using: &generator) ? ImageRequest.Thumbnail(maxPixelSize: 7) : nil
            let options = ImageDecodingOptions(thumbnail: thumbnail, pixelBudget: 1_000_000)
            do {
                let image = try ImageDecoderRegistry.standard.decode(Data(bytes), options: options)
                #expect(image.pixels.count == image.width * image.height * 4)
                decoded += 1
            } catch {
                failed += 1
            }
        }
        #expect(decoded > 0 && failed > 0, "decoded \(decoded), failed \(failed)")
    }
}
