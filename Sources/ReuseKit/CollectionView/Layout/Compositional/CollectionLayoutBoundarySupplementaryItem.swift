import Foundation

/// Where an element stands against an edge or corner of the rectangle it belongs to, as
/// UIKit's `NSRectAlignment`.
public enum RectAlignment: Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the element stands on the top edge.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the element stands on the bottom edge.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A section's header or footer in a compositional layout: a supplementary view of
/// ``elementKind`` on the section's top or bottom edge, as wide and tall as ``CollectionLayoutItem/layoutSize`` says
/// (fractions of the section's width and the container's height), optionally pinned to the
/// visible bounds while its section is on screen.
@MainActor
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind the data source is asked a view of.
    public let elementKind: String
    /// The edge the item stands on, and where along it: `.top`, `.topLeading`, `.topTrailing`,
    /// `.bottom`, `.bottomLeading` or `.bottomTrailing` in a vertically scrolling section.
    public let alignment: RectAlignment
    /// Whether the item stays in the visible bounds while its section is on screen.
    public var pinToVisibleBounds = false { didSet { CompositionalRevision.bump() } }
    /// The item's place in the stacking order; above cells by default.
    public var zIndex = 1 { didSet { CompositionalRevision.bump() } }

    /// A header (`alignment` on the top edge) or footer (on the bottom edge) of `elementKind`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        precondition(
            alignment.isTop || alignment.isBottom,
            "a boundary item of a vertically scrolling section stands on its top or bottom edge")
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
