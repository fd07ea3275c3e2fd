import ReuseKit

extension ImageView: ImageLoadingTarget {
    /// Shows what the binder hands over: the image, the placeholder or the failure image.
    public func display(_ content: ImageDisplayContent) {
        image = content.image.map(PixelImage.init)
    }
}

extension PixelImage {
    /// The pixels of a decoded image, for a view to draw.
    public init(_ image: Image) {
        self.init(width: image.width, height: image.height, pixels: image.pixels)
    }
}
