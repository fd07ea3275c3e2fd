import Foundation
import ReuseKitImages
import Testing

@Suite("Requests and thumbnails")
struct ImageRequestTests {
    @Test("thumbnail sizes keep the aspect ratio, fit or fill the box, and never enlarge")
    func thumbnailGeometry() {
        let fit = ImageRequest.Thumbnail(width: 100, height: 100)
        #expect(fit.outputSize(sourceWidth: 400, sourceHeight: 200) == (100, 50))
        #expect(fit.outputSize(sourceWidth: 50, sourceHeight: 20) == (50, 20))
        let fill = ImageRequest.Thumbnail(width: 100, height: 100, contentMode: .aspectFill)
        #expect(fill.outputSize(sourceWidth: 400, sourceHeight: 200) == (200, 100))
        #expect(
            ImageRequest.Thumbnail(maxPixelSize: 1).outputSize(sourceWidth: 1000, sourceHeight: 3) == (1, 1))
    }

    @Test("the cache key covers URL and processing but not priority")
    func cacheKeys() throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        let plain = ImageRequest(url: url)
        #expect(plain.cacheKey == ImageRequest(url: url, priority: .veryHigh).cacheKey)
        #expect(plain.cacheKey != ImageRequest(url: url, thumbnail: .init(maxPixelSize: 64)).cacheKey)
        #expect(
            ImageRequest(url: url, thumbnail: .init(maxPixelSize: 64)).cacheKey
                != ImageRequest(url: url, thumbnail: .init(width: 64, height: 64, contentMode: .aspectFill))
                .cacheKey)
        #expect(plain.cacheKey.rawValue == "https://example.com/a.png")
    }
}
