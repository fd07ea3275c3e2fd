/// How tall an item of a masonry layout is: a fixed height, or a shape that scales with the
/// column width (an image's aspect ratio).
public enum MasonryItemSize: Hashable, Sendable {
    /// A height in points, whatever the column width.
    case height(Double)
    /// Width divided by height: the item is `columnWidth / ratio` tall.
    case aspectRatio(Double)

    /// The item's height in a column `width` points wide.
    ///
    /// - Complexity: O(1).
    public func height(forWidth width: Double) -> Double {
        switch self {
        case .height(let height): height
        case .aspectRatio(let ratio): width / ratio
        }
    }

    /// Whether the size gives a finite, non-negative height at any width.
    public var isValid: Bool {
        switch self {
        case .height(let height): height >= 0 && height.isFinite
        case .aspectRatio(let ratio): ratio > 0 && ratio.isFinite
        }
    }
}
