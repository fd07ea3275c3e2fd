import Foundation

extension CollectionView {
    /// An item held where it stands on screen while the content around it changes: its frame's
    /// origin less the content offset.
    struct ScreenAnchor {
        var indexPath: IndexPath
        var screenOrigin: CGPoint
    }

    /// The axis the view scrolls along: sideways when its content scrolls only sideways (a
    /// horizontal flow layout), else down.
    var scrollAxis: GridAxis { GridAxis(isHorizontal: !scrollsVertically) }

    /// Whether the view stands at the start of its content along its scroll axis (the top, or
    /// the left end): updates and sizing keep it there, so what is inserted first shows.
    var isAtContentStart: Bool {
        scrollAxis.isHorizontal
            ? contentOffset.x <= minimumContentOffsetX : contentOffset.y <= minimumContentOffsetY
    }

    /// Where `indexPath`'s frame stands on screen now.
    func anchor(_ indexPath: IndexPath, at frame: CGRect) -> ScreenAnchor {
        ScreenAnchor(
            indexPath: indexPath,
            screenOrigin: CGPoint(x: frame.minX - contentOffset.x, y: frame.minY - contentOffset.y))
    }

    /// The item on screen that comes first along the scroll axis (the top one, the left one
    /// when scrolling sideways), and where it stands.
    func firstVisibleItem() -> ScreenAnchor? {
        let horizontal = scrollAxis.isHorizontal
        return visibleCellsByIndexPath.keys
            .compactMap { indexPath in frameOfItem(at: indexPath).map { (indexPath, $0) } }
            .min { Self.comesFirst($0.1, $1.1, horizontal: horizontal) }
            .map { anchor($0.0, at: $0.1) }
    }

    /// Whether `a` comes before `b` along the scroll axis, then across it.
    static func comesFirst(_ a: CGRect, _ b: CGRect, horizontal: Bool) -> Bool {
        horizontal ? (a.minX, a.minY) < (b.minX, b.minY) : (a.minY, a.minX) < (b.minY, b.minX)
    }

    /// Puts an item back where it was on screen, if it still exists, within the resting range.
    func restore(_ anchor: ScreenAnchor) {
        guard let frame = frameOfItem(at: anchor.indexPath) else { return }
        let y = clampedOffsetY(frame.minY - anchor.screenOrigin.y)
        let x = scrollsHorizontally ? clampedOffsetX(frame.minX - anchor.screenOrigin.x) : contentOffset.x
        adjustingOffset { contentOffset = CGPoint(x: x, y: y) }
    }

    /// Brings an item back into view in a new layout, measured (or placed) first: its top
    /// where it stood on screen, or at the view's top (leading) edge when it stood above it.
    func reveal(_ anchor: ScreenAnchor) {
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

    /// Moves the offset (and any running motion) so that the anchored item stands where it was
    /// on screen: content before it grew or shrank by as much.
    func keep(_ anchor: ScreenAnchor) {
        guard let frame = frameOfItem(at: anchor.indexPath) else { return }
        shiftContentOffset(by: frame.minY - anchor.screenOrigin.y - contentOffset.y)
        if scrollsHorizontally {
            let dx = frame.minX - anchor.screenOrigin.x - contentOffset.x
            guard dx != 0 else { return }
            adjustingOffset { contentOffset.x += dx }
            shiftHorizontalMotion(by: dx)
            followShiftedJump()
        }
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
