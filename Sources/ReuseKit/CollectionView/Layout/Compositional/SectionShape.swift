import Foundation

/// What a compositional section's layout depends on, as a value: a section resolved once is
/// reused for every later section of the same shape, whether the provider returns the same
/// object again or builds an equal one anew (as providers usually do).
///
/// The resolver reads a section only through its shape (``CompositionalResolver/resolve(_:)``),
/// so whatever the resolved layout depends on is in the shape, and the shapes' equality (the
/// compiler's, member by member) compares all of it: a property the resolver comes to need is
/// added here, and is compared without another line.
struct SectionShape: Equatable, Sendable {
    /// What every item has, a group's own size and insets included.
    struct Item: Equatable, Sendable {
        var size: CollectionLayoutSize
        var insets: DirectionalEdgeInsets

        @MainActor
        init(_ item: CollectionLayoutItem) {
            size = item.layoutSize
            insets = item.contentInsets
        }
    }

    /// A group: its own size and insets, its axis, how it repeats and spaces its members.
    struct Group: Equatable, Sendable {
        var item: Item
        var axis: CollectionLayoutGroup.Axis
        var repeatCount: Int?
        var spacing: CollectionLayoutSpacing?
        var subitems: [Member]

        @MainActor
        init(_ group: CollectionLayoutGroup) {
            item = Item(group)
            axis = group.axis
            repeatCount = group.repeatCount
            spacing = group.interItemSpacing
            subitems = group.subitems.map(Member.init)
        }
    }

    /// One of a group's subitems: an item, or a group of its own.
    enum Member: Equatable, Sendable {
        case item(Item)
        case group(Group)

        @MainActor
        init(_ item: CollectionLayoutItem) {
            self = (item as? CollectionLayoutGroup).map { .group(Group($0)) } ?? .item(Item(item))
        }

        /// The member's size and insets.
        var item: Item {
            switch self {
            case .item(let item): item
            case .group(let group): group.item
            }
        }
    }

    /// A header or footer.
    struct Boundary: Equatable, Sendable {
        var item: Item
        var kind: String
        var alignment: RectAlignment
        var pins: Bool
        var zIndex: Int

        @MainActor
        init(_ boundary: CollectionLayoutBoundarySupplementaryItem) {
            item = Item(boundary)
            kind = boundary.elementKind
            alignment = boundary.alignment
            pins = boundary.pinToVisibleBounds
            zIndex = boundary.zIndex
        }
    }

    /// A masonry section's columns, without the function giving its items' heights.
    struct Masonry: Equatable, Sendable {
        var count: Int
        var spacing: CGFloat
        var estimatedItemHeight: CGFloat
    }

    var group: Group
    var insets: DirectionalEdgeInsets
    var interGroupSpacing: CGFloat
    var followsInsets: Bool
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    var boundaries: [Boundary]
    var masonry: Masonry?
    /// The section object itself when it carries functions of its own (a masonry's heights, a
    /// list's swipe actions): no other object lays out as it does. The cache holds the object
    /// while it keeps its shape, so no other object takes its address meanwhile.
    var owner: ObjectIdentifier?

    /// The shape of `section`.
    ///
    /// - Complexity: O(items and groups in the section).
    @MainActor
    init(_ section: CollectionLayoutSection) {
        group = Group(section.group)
        insets = section.contentInsets
        interGroupSpacing = section.interGroupSpacing
        followsInsets = section.supplementariesFollowContentInsets
        behavior = section.orthogonalScrollingBehavior
        boundaries = section.boundarySupplementaryItems.map(Boundary.init)
        masonry = section.masonry.map {
            Masonry(count: $0.count, spacing: $0.spacing, estimatedItemHeight: $0.estimatedItemHeight)
        }
        owner = section.carriesFunctions ? ObjectIdentifier(section) : nil
    }
}
