import ReuseKit
import Testing

@testable import ReuseKitTerminal

@Suite("Scaled image cache")
@MainActor
struct ScaledImageCacheTests {
    func picture(_ seed: UInt8) -> Image {
        Image(
            width: 4, height: 4, pixels: (0..<64).map { UInt8(truncatingIfNeeded: Int($0) * 7) &+ seed })
    }

    @Test("A picture drawn again at the same size is scaled once, and the result is the filter's")
    func reuse() {
        let cache = ScaledImageCache()
        let image = picture(1)
        let first = cache.scaled(image, width: 2, height: 3)
        #expect(first == Image(width: 4, height: 4, pixels: image.pixels).resized(width: 2, height: 3))
        #expect(cache.scaled(image, width: 2, height: 3) == first)
        #expect(cache.count == 1)
        _ = cache.scaled(image, width: 4, height: 4)
        #expect(cache.count == 2)
        #expect(cache.scaled(image, width: 4, height: 4).pixels == image.pixels, "the same size is the image")
    }

    @Test("Another picture never gets a cached one, even at the same size")
    func distinctImages() {
        let cache = ScaledImageCache(capacity: 2)
        let one = picture(1)
        let two = picture(2)
        let scaledOne = cache.scaled(one, width: 2, height: 2)
        let scaledTwo = cache.scaled(two, width: 2, height: 2)
        #expect(scaledOne != scaledTwo)
        _ = cache.scaled(picture(3), width: 2, height: 2)
        #expect(cache.count == 1, "past its capacity the cache starts over")
        #expect(cache.scaled(one, width: 2, height: 2) == scaledOne)
    }
}
