import Foundation
import ReuseKitCore

/// One section of a compositional layout: its group, repeated down the section as long as the
/// section has items, the space around and between the groups, and its headers and footers.
@MainActor
public final class CollectionLayoutSection {
    /// The group the section repeats.
    public let group: CollectionLayoutGroup
    /// Space between the section's groups and its edges (its header and footer stand outside
    /// the top and bottom insets).
    public var contentInsets: DirectionalEdgeInsets = .zero { didSet { CompositionalRevision.bump() } }
    /// The space between one group and the next.
    public var interGroupSpacing: CGFloat = 0 { didSet { CompositionalRevision.bump() } }
    /// The section's header and footer: items aligned to its top or bottom edge.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { CompositionalRevision.bump() }
    }
    /// How the section scrolls across the view: with anything but `.none` its groups stand side
    /// by side in a band that scrolls sideways on its own (`.none` by default).
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none {
        didSet { CompositionalRevision.bump() }
    }
    /// Whether the header and footer keep to the section's leading and trailing insets; `true`
    /// by default.
    public var supplementariesFollowContentInsets = true { didSet { CompositionalRevision.bump() } }
    /// The columns of a masonry section (``masonry(columnCount:spacing:estimatedItemHeight:itemHeightProvider:)``).
    var masonry: MasonryColumns?
    /// The configuration of a list section (``list(using:layoutEnvironment:)``).
    var list: CollectionLayoutListConfiguration?
    /// Whether the section carries functions of its own (a masonry's heights, a list's swipe
    /// actions): no other section object lays out as it does.
    var carriesFunctions: Bool { masonry != nil || list != nil }

    /// A section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
