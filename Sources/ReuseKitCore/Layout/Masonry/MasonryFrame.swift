/// Where an item of a masonry layout sits, in content coordinates (y grows downwards).
public struct MasonryFrame: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (the column width).
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge.
    public var maxY: Double { y + height }

    /// The right edge.
    public var maxX: Double { x + width }

    /// Whether the frame intersects the band `top..<bottom`, by the rule `maxY > top && y < bottom`
    /// (an empty band intersects nothing).
    public func intersects(top: Double, bottom: Double) -> Bool {
        bottom > top && maxY > top && y < bottom
    }
}
