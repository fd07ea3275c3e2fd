import Foundation
import ReuseKitCore

/// A table follows its end through the list base's ``ListEndAnchor``, along y.
extension TableView: EndAnchoredList {
    var endAxisOffset: CGFloat { contentOffset.y }
    var endAxisMaximumOffset: CGFloat { maximumContentOffsetY }

    /// Whether the view shows its end: the offset within ``endFollowingDistance`` of the largest.
    /// For a table anchored to its end this is the state it keeps while rows come and go.
    ///
    /// - Complexity: O(1).
    public var isAtEnd: Bool { showsEndOfContent }

    /// How many rows were inserted below the visible rows since the view left its end (for a
    /// "12 new messages" badge); 0 while the view is at its end.
    public var numberOfRowsAddedBelow: Int { endAnchor.itemsAddedBelow }

    /// Scrolls to the end: the last row's bottom at the view's bottom, measured exactly, and
    /// follows the end from there (rows that arrive meanwhile are included).
    public func scrollToEnd(animated: Bool) {
        loadIfNeeded()
        guard let last = lastRowIndexPath else { return }
        scrollToRow(at: last, at: .bottom, animated: animated)
        noteScrollToEnd(animated: animated)
    }

    /// The last row of the last section that has rows.
    var lastRowIndexPath: IndexPath? {
        for section in stride(from: layout.numberOfSections - 1, through: 0, by: -1) {
            let rows = layout.numberOfRows(inSection: section)
            if rows > 0 { return IndexPath(row: rows - 1, section: section) }
        }
        return nil
    }
}
