extension ImageRequest {
    /// A target size in pixels; decoders produce it directly (JPEG DCT scaling, row-wise box
    /// averaging) so that a thumbnail never needs the full-size bitmap.
    public struct Thumbnail: Sendable, Hashable, CustomStringConvertible {
        /// How the image is scaled relative to the target box.
        public enum ContentMode: String, Sendable, Hashable {
            /// The whole image fits inside the box.
            case aspectFit
            /// The image covers the box (a view crops it).
            case aspectFill
        }

        /// Width of the target box in pixels.
        public var width: Int
        /// Height of the target box in pixels.
        public var height: Int
        /// Fit inside or cover the box.
        public var contentMode: ContentMode

        /// Creates a target box.
        public init(width: Int, height: Int, contentMode: ContentMode = .aspectFit) {
            precondition(width > 0 && height > 0, "a thumbnail box is at least one pixel wide and high")
            self.width = width
            self.height = height
            self.contentMode = contentMode
        }

        /// A square box whose side is the longest side the thumbnail may have.
        public init(maxPixelSize: Int) {
            self.init(width: maxPixelSize, height: maxPixelSize, contentMode: .aspectFit)
        }

        /// The size an image of `sourceWidth × sourceHeight` is decoded to: scaled with its aspect
        /// ratio kept, never enlarged.
        public func outputSize(sourceWidth: Int, sourceHeight: Int) -> (width: Int, height: Int) {
            let scaleX = Double(width) / Double(sourceWidth)
            let scaleY = Double(height) / Double(sourceHeight)
            let scale = contentMode == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            guard scale < 1 else { return (sourceWidth, sourceHeight) }
            let scaledWidth = Int((Double(sourceWidth) * scale).rounded())
            let scaledHeight = Int((Double(sourceHeight) * scale).rounded())
            return (min(max(1, scaledWidth), sourceWidth), min(max(1, scaledHeight), sourceHeight))
        }

        /// A readable description.
        public var description: String { "\(width)x\(height),\(contentMode.rawValue)" }
    }
}
