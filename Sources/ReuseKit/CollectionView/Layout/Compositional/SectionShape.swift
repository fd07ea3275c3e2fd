import Foundation

/// What a compositional section's layout depends on, as a value: a section resolved once is
/// reused for every later section of the same shape, whether the provider returns the same
/// object again or builds an equal one anew (as providers usually do).
struct SectionShape {
    struct Item {
        var size: CollectionLayoutSize
        var insets: DirectionalEdgeInsets
        var group: Group?

        @MainActor
        init(_ item: CollectionLayoutItem) {
            size = item.layoutSize
            insets = item.contentInsets
            group = (item as? CollectionLayoutGroup).map(Group.init)
        }

        @MainActor
        func matches(_ item: CollectionLayoutItem) -> Bool {
            guard size == item.layoutSize, insets == item.contentInsets else { return false }
            guard let group else { return !(item is CollectionLayoutGroup) }
            guard let other = item as? CollectionLayoutGroup else { return false }
            return group.matches(other)
        }
    }

    struct Group {
        var horizontal: Bool
        var repeatCount: Int?
        var spacing: CollectionLayoutSpacing?
        var subitems: [Item]

        @MainActor
        init(_ group: CollectionLayoutGroup) {
            horizontal = group.axis == .horizontal
            repeatCount = group.repeatCount
            spacing = group.interItemSpacing
            subitems = group.subitems.map(Item.init)
        }

        @MainActor
        func matches(_ group: CollectionLayoutGroup) -> Bool {
            guard horizontal == (group.axis == .horizontal), repeatCount == group.repeatCount,
                spacing == group.interItemSpacing, subitems.count == group.subitems.count
            else { return false }
            for (shape, item) in zip(subitems, group.subitems) where !shape.matches(item) { return false }
            return true
        }
    }

    struct Boundary {
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

        @MainActor
        func matches(_ boundary: CollectionLayoutBoundarySupplementaryItem) -> Bool {
            item.matches(boundary) && kind == boundary.elementKind && alignment == boundary.alignment
                && pins == boundary.pinToVisibleBounds && zIndex == boundary.zIndex
        }
    }

    var group: Group
    var insets: DirectionalEdgeInsets
    var interGroupSpacing: CGFloat
    var followsInsets: Bool
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    var boundaries: [Boundary]
    var carriesFunctions: Bool

    @MainActor
    init(_ section: CollectionLayoutSection) {
        group = Group(section.group)
        insets = section.contentInsets
        interGroupSpacing = section.interGroupSpacing
        followsInsets = section.supplementariesFollowContentInsets
        behavior = section.orthogonalScrollingBehavior
        boundaries = section.boundarySupplementaryItems.map(Boundary.init)
        carriesFunctions = section.carriesFunctions
    }

    /// Whether `section` lays out as this shape does.
    ///
    /// - Complexity: O(items and groups in the section); allocates nothing.
    @MainActor
    func matches(_ section: CollectionLayoutSection) -> Bool {
        // A section with functions of its own (heights, swipe actions) matches only itself.
        guard !carriesFunctions, !section.carriesFunctions, insets == section.contentInsets,
            interGroupSpacing == section.interGroupSpacing,
            followsInsets == section.supplementariesFollowContentInsets,
            behavior == section.orthogonalScrollingBehavior,
            boundaries.count == section.boundarySupplementaryItems.count, group.matches(section.group)
        else { return false }
        for (shape, boundary) in zip(boundaries, section.boundarySupplementaryItems)
        where !shape.matches(boundary) {
            return false
        }
        return true
    }
}
