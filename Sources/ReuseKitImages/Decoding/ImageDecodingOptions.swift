/// How to decode: at full size or as a thumbnail, and the largest image accepted.
public struct ImageDecodingOptions: Sendable, Hashable {
    /// The default pixel budget: 50 megapixels (200 MB of RGBA8).
    public static let defaultPixelBudget = 50_000_000

    /// Decode straight to this size; `nil` decodes the full image.
    public var thumbnail: ImageRequest.Thumbnail?
    /// The most pixels a header may declare; larger images are rejected before any allocation.
    public var pixelBudget: Int

    /// Creates decoding options.
    public init(thumbnail: ImageRequest.Thumbnail? = nil, pixelBudget: Int = Self.defaultPixelBudget) {
        precondition(pixelBudget > 0, "the pixel budget must be positive")
        self.thumbnail = thumbnail
        self.pixelBudget = pixelBudget
    }

    /// Throws `tooLarge` when the declared size exceeds the budget (or overflows).
    public func checkBudget(_ header: ImageHeader) throws(ImageDecodingError) {
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard header.width > 0, header.height > 0 else {
            throw .malformed(format: header.format, reason: "zero width or height")
        }
        if overflow || pixels > pixelBudget {
            throw .tooLarge(width: header.width, height: header.height, budget: pixelBudget)
        }
    }

    /// The size to decode `header`'s image to.
    public func outputSize(for header: ImageHeader) -> (width: Int, height: Int) {
        guard let thumbnail else { return (header.width, header.height) }
        return thumbnail.outputSize(sourceWidth: header.width, sourceHeight: header.height)
    }
}
