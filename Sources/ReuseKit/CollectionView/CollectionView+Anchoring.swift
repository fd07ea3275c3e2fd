import Foundation
import ReuseKitCore

extension CollectionView {
    /// The axis the view scrolls along: sideways when its content scrolls only sideways (a
    /// horizontal flow layout), else down.
    var scrollAxis: GridAxis { GridAxis(isHorizontal: !scrollsVertically) }

    /// Whether the view stands at the start of its content along its scroll axis (the top, or
    /// the left end): sizing keeps it there, so what is measured first shows.
    var isAtContentStart: Bool {
        scrollAxis.isHorizontal
            ? contentOffset.x <= minimumContentOffsetX : contentOffset.y <= minimumContentOffsetY
    }

    /// The item on screen that comes first along the scroll axis (the top one, the left one
    /// when scrolling sideways), and where it stands.
    func firstVisibleItem() -> ListScreenAnchor? {
        let sideways = scrollAxisIsHorizontal
        var first: (indexPath: IndexPath, frame: CGRect)?
        for indexPath in visibleCellsByIndexPath.keys {
            guard let frame = frameOfItem(at: indexPath) else { continue }
            if first.map({ Self.comesFirst(frame, $0.frame, sideways: sideways) }) ?? true {
                first = (indexPath, frame)
            }
        }
        return first.map {
            ListScreenAnchor(indexPath: $0.indexPath, screenOrigin: screenOrigin(of: $0.frame))
        }
    }

    /// Puts an item back where it was on screen, if it still exists, within the resting range.
    func restore(_ anchor: ListScreenAnchor) {
        guard let frame = frameOfItem(at: anchor.indexPath) else { return }
        let y = clampedOffsetY(frame.minY - anchor.screenOrigin.y)
        let x = scrollsHorizontally ? clampedOffsetX(frame.minX - anchor.screenOrigin.x) : contentOffset.x
        adjustingOffset { contentOffset = CGPoint(x: x, y: y) }
    }

    /// Brings an item back into view in a new layout, measured (or placed) first: its top
    /// where it stood on screen, or at the view's top (leading) edge when it stood above it.
    func reveal(_ anchor: ListScreenAnchor) {
        if let sizing = collectionViewLayout as? SelfSizingLayout {
            fit(sizing.unmeasuredItems(inLineOf: anchor.indexPath))
        }
        // A masonry places the items up to the anchor here; the content grows to hold them.
        guard frameOfItem(at: anchor.indexPath) != nil else { return }
        contentSize = collectionViewLayout.collectionViewContentSize
        let inset = adjustedContentInset
        var shown = anchor
        shown.screenOrigin.y = max(anchor.screenOrigin.y, inset.top)
        shown.screenOrigin.x = max(anchor.screenOrigin.x, inset.left)
        restore(shown)
    }

    /// Moves the content offset and any running motion by `delta` down, so that content shifted
    /// by the same amount stays where it is on screen.
    func shiftContentOffset(by delta: CGFloat) {
        guard delta != 0 else { return }
        adjustingOffset {
            contentOffset.y += delta
            shiftMotion(by: delta)
        }
        followShiftedJump()
    }

    /// An animated jump whose glide the anchoring just shifted is still the jump under way: its
    /// end is where the shifted glide ends, until the pass aims it at its item again
    /// (``followAnimatedJump()``); else the jump would count as taken over and stop following.
    private func followShiftedJump() {
        guard layoutState.animatedJump != nil, let target = scrollAnimationTarget else { return }
        layoutState.animatedJump?.aimed = target
    }
}

extension CollectionView: UpdateAnchoredList {
    func forEachItemOnScreen(_ body: (ListPosition, CGRect) -> Bool) {
        for indexPath in visibleCellsByIndexPath.keys {
            if let frame = frameOfItem(at: indexPath), !body(Self.position(indexPath), frame) { return }
        }
    }

    /// Cells by index path, in no order.
    var itemsOnScreenComeInOrder: Bool { false }

    func anchorFrame(of indexPath: IndexPath) -> CGRect? { frameOfItem(at: indexPath) }

    var scrollAxisIsHorizontal: Bool { scrollAxis.isHorizontal }

    func shiftContent(by delta: CGPoint) {
        shiftContentOffset(by: delta.y)
        guard delta.x != 0 else { return }
        adjustingOffset { contentOffset.x += delta.x }
        shiftHorizontalMotion(by: delta.x)
        followShiftedJump()
    }
}
