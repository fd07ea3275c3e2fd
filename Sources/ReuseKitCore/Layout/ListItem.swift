/// One laid-out element of a list: a section header, a row, or a section footer.
public enum ListItem: Hashable, Sendable {
    /// The header of a section.
    case header(section: Int)
    /// A row of a section.
    case row(section: Int, row: Int)
    /// The footer of a section.
    case footer(section: Int)

    /// The section the item belongs to.
    public var section: Int {
        switch self {
        case .header(let section), .row(let section, _), .footer(let section): return section
        }
    }
}

/// A slice of the list along the scroll axis: where an item starts and how tall it is.
public struct ListSpan: Equatable, Sendable {
    /// The offset of the item's top edge from the top of the content.
    public var origin: Double
    /// The item's height.
    public var height: Double

    /// Creates a span.
    public init(origin: Double, height: Double) {
        self.origin = origin
        self.height = height
    }

    /// The offset of the item's bottom edge.
    public var end: Double { origin + height }
}
