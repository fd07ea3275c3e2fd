import Foundation
import ReuseKitCore

/// A collection view follows its end through the list base's ``ListEndAnchor``, along y: its
/// vertical layouts (flow, compositional, masonry) can be a conversation. A layout that scrolls
/// sideways does not follow its end (see ``anchorsContentToEnd``).
extension CollectionView: EndAnchoredList {
    var endAxisOffset: CGFloat { contentOffset.y }
    var endAxisMaximumOffset: CGFloat { maximumContentOffsetY }
    var isAnchoredToEnd: Bool { endAnchor.anchorsContentToEnd && !scrollsSideways }

    /// Whether the view follows its end now, so that changes keep the end rather than an item.
    var isFollowingEnd: Bool { isAnchoredToEnd && endAnchor.isFollowing }

    /// Whether the layout scrolls sideways (a horizontal flow layout, or content wider than the
    /// view), where the end is not followed. Read from the layout and the content size, not the
    /// insets: the insets ask it (``alignsShortContentToBottom``).
    var scrollsSideways: Bool {
        (collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection == .horizontal
            || contentSize.width > bounds.width
    }

    /// Whether the view shows its end: the offset within ``endFollowingDistance`` of the largest.
    /// For a collection view anchored to its end this is the state it keeps while items come and
    /// go.
    ///
    /// - Complexity: O(1).
    public var isAtEnd: Bool { showsEndOfContent }

    /// How many items were inserted after the visible items since the view left its end (for a
    /// "12 new messages" badge); 0 while the view is at its end.
    public var numberOfItemsAddedBelow: Int { endAnchor.itemsAddedBelow }

    /// Scrolls to the end: the last item's bottom at the view's bottom, measured exactly, and
    /// follows the end from there (items that arrive meanwhile are included).
    public func scrollToEnd(animated: Bool) {
        prepareLayout()
        guard let last = lastItemIndexPath else { return }
        scrollToItem(at: last, at: .bottom, animated: animated)
        noteScrollToEnd(animated: animated)
    }

    /// The last item of the last section that has items.
    var lastItemIndexPath: IndexPath? {
        guard let section = itemCounts.lastIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(item: itemCounts[section] - 1, section: section)
    }
}
