import Foundation
import ReuseKitCore

extension TableView {
    /// How a table keeps its end: the settings behind ``TableView/anchorsContentToEnd``,
    /// ``TableView/endFollowingDistance`` and ``TableView/alignsShortContentToBottom``, and what
    /// following the end keeps between passes (reset when anchoring is turned on or off).
    struct EndAnchoring {
        var anchorsContentToEnd = false
        var followingDistance: CGFloat = 44
        var alignsShortContentToBottom = false
        var following = EndFollowing()
    }

    /// What a table anchored to its end (``anchorsContentToEnd``) keeps between passes.
    struct EndFollowing {
        /// Whether the view is at its end, so content that grows or shrinks keeps the end where it
        /// is on screen.
        var isFollowing = false
        /// How far above the end the offset was when the user (or the app) last moved it; kept
        /// while content changes, 0 once at rest. Negative while pulled past the end.
        var distanceFromEnd: CGFloat = 0
        /// Rows inserted below the visible rows while the view was away from its end.
        var rowsAddedBelow = 0
        /// Whether the first load has shown the end.
        var hasStarted = false
        /// Whether an animated ``TableView/scrollToEnd(animated:)`` is on its way.
        var isJumping = false
        /// Whether the table is moving the offset itself (anchoring, clamping, following), which
        /// says nothing of where the user wants to be.
        var isAdjusting = false
    }

    /// Whether the view shows its end: the offset within ``endFollowingDistance`` of the largest.
    /// For a table anchored to its end this is the state it keeps while rows come and go.
    ///
    /// - Complexity: O(1).
    public var isAtEnd: Bool {
        if anchorsContentToEnd {
            return endAnchoring.following.isFollowing || endAnchoring.following.isJumping
        }
        return contentOffset.y >= maximumContentOffsetY - endFollowingDistance
    }

    /// How many rows were inserted below the visible rows since the view left its end (for a
    /// "12 new messages" badge); 0 while the view is at its end.
    public var numberOfRowsAddedBelow: Int { endAnchoring.following.rowsAddedBelow }

    /// Scrolls to the end: the last row's bottom at the view's bottom, measured exactly, and
    /// follows the end from there (rows that arrive meanwhile are included).
    public func scrollToEnd(animated: Bool) {
        loadIfNeeded()
        guard let last = lastRowIndexPath else { return }
        scrollToRow(at: last, at: .bottom, animated: animated)
        if animated && isAnimatingScroll {
            endAnchoring.following.isJumping = true
        } else {
            startFollowingEnd()
        }
    }

    /// The last row of the last section that has rows.
    var lastRowIndexPath: IndexPath? {
        for section in stride(from: layout.numberOfSections - 1, through: 0, by: -1) {
            let rows = layout.numberOfRows(inSection: section)
            if rows > 0 { return IndexPath(row: rows - 1, section: section) }
        }
        return nil
    }

    func startFollowingEnd() {
        endAnchoring.following.isJumping = false
        endAnchoring.following.isFollowing = true
        endAnchoring.following.distanceFromEnd = 0
        endAnchoring.following.rowsAddedBelow = 0
        keepEndIfFollowing()
    }

    /// The offset moved: where the user (or the app) put it says whether the view follows the
    /// end. Moves the table makes itself are not asked.
    func noteOffsetForEndFollowing() {
        guard anchorsContentToEnd, !endAnchoring.following.isAdjusting else { return }
        if endAnchoring.following.isJumping {
            guard isDragging else { return }
            endAnchoring.following.isJumping = false
        }
        let distance = maximumContentOffsetY - contentOffset.y
        endAnchoring.following.isFollowing = distance <= endFollowingDistance
        endAnchoring.following.distanceFromEnd = distance
        if endAnchoring.following.isFollowing { endAnchoring.following.rowsAddedBelow = 0 }
    }

    /// Runs `body`, which moves the offset for the table's own reasons.
    func adjustingOffset(_ body: () -> Void) {
        let outer = endAnchoring.following.isAdjusting
        endAnchoring.following.isAdjusting = true
        defer { endAnchoring.following.isAdjusting = outer }
        body()
    }

    /// While following, puts the offset at the same distance from the end as before the content
    /// or the view changed; at rest, at the end itself (arriving rows come into view). A glide or a
    /// bounce moves with the end and carries on.
    ///
    /// - Complexity: O(1).
    func keepEndIfFollowing() {
        guard anchorsContentToEnd else { return }
        if endAnchoring.following.isJumping, !isAnimatingScroll {
            endAnchoring.following.isJumping = false
            endAnchoring.following.isFollowing = true
            endAnchoring.following.distanceFromEnd = 0
        }
        guard endAnchoring.following.isFollowing, !isDragging else { return }
        if !isOffsetMoving {
            endAnchoring.following.distanceFromEnd = min(0, endAnchoring.following.distanceFromEnd)
        }
        endAnchoring.following.rowsAddedBelow = 0
        let target = maximumContentOffsetY - endAnchoring.following.distanceFromEnd
        if target != contentOffset.y { shiftContentOffset(by: target - contentOffset.y) }
    }

    /// Counts the rows an update inserted below the last visible row while the view is away from
    /// its end.
    func countRowsAddedBelow(_ plan: ListUpdatePlan, lastVisible: ListPosition?) {
        guard anchorsContentToEnd, !endAnchoring.following.isFollowing, let lastVisible,
            let kept = plan.newPosition(of: lastVisible)
        else { return }
        endAnchoring.following.rowsAddedBelow += plan.arrivedRowCount(after: kept)
    }

    /// The room above short content that puts it at the bottom of the view
    /// (``alignsShortContentToBottom``), with the controls' bands (a load-older header showing
    /// where the conversation begins) right above and below it.
    var bottomAlignmentInset: CGFloat {
        guard anchorsContentToEnd, alignsShortContentToBottom else { return 0 }
        let controls = controlInsets
        let insets = contentInset.top + contentInset.bottom + controls.top + controls.bottom
        return max(0, bounds.height - contentSize.height - insets)
    }
}
