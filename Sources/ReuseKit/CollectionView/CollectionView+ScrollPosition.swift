import Foundation

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item: one vertical and one horizontal
    /// choice at most; none keeps the offset if the item is in view, else scrolls it just in.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top at the top of the view.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the middle of the view, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the view.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the middle of the view, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the view.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item stands at `scrollPosition`, exactly, in one call: an item never
    /// measured is measured first, and lines measured on the way never move it.
    ///
    /// The view scrolls along y, or along x when its content is wider than it (a horizontal
    /// flow layout: the horizontal choice places the item in the view). An item in a section
    /// that scrolls across also brings its section's band to the horizontal choice (none: just
    /// into view).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
        let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
        precondition(
            vertical.rawValue.nonzeroBitCount <= 1 && horizontal.rawValue.nonzeroBitCount <= 1,
            "a scroll position names one vertical and one horizontal place at most")
        prepareLayout()
        precondition(
            indexPath.section >= 0 && indexPath.section < itemCounts.count && indexPath.item >= 0
                && indexPath.item < itemCounts[indexPath.section],
            "item \(indexPath.item) of section \(indexPath.section) does not exist")
        var target = targetOffset(of: indexPath, scrollPosition)
        // The lines that will stand in view around the item are fitted before it lands, so that
        // none of them moves it afterwards.
        if let sizing = collectionViewLayout as? SelfSizingLayout {
            // A jump leaves the cells where it starts: they fill the new place from the pool.
            if !animated { recycleCells(outside: viewport(at: target)) }
            fit(sizing.unmeasuredItems(inLineOf: indexPath))
            target = targetOffset(of: indexPath, scrollPosition)
            while case let items = sizing.unmeasuredItems(in: viewport(at: target)), !items.isEmpty {
                fit(items)
                target = targetOffset(of: indexPath, scrollPosition)
            }
        }
        setContentOffset(target, animated: animated)
        (collectionViewLayout as? OrthogonalLayout)?.scrollBand(
            toShow: indexPath, at: horizontal, animated: animated)
        layoutState.animatedJump = scrollAnimationTarget.map { (indexPath, scrollPosition, $0) }
        setNeedsLayout()
    }

    /// Keeps an animated jump's end on its item while lines on the way learn their lengths;
    /// forgets the jump once it ends, or once another scroll or a drag took over (the animation
    /// no longer ends where the jump aimed).
    func followAnimatedJump() {
        guard let jump = layoutState.animatedJump else { return }
        guard scrollAnimationTarget == jump.aimed, isItem(jump.indexPath) else {
            layoutState.animatedJump = nil
            return
        }
        let target = targetOffset(of: jump.indexPath, jump.position)
        layoutState.animatedJump?.aimed = retargetScrollAnimation(to: target) ?? target
    }

    /// The bounds the view would have at offset `offset`.
    private func viewport(at offset: CGPoint) -> CGRect {
        CGRect(origin: offset, size: bounds.size)
    }

    /// The resting offset that puts an item at `position`, from the layout as it stands; the
    /// horizontal choice moves the view only when its content is wider than it.
    func targetOffset(of indexPath: IndexPath, _ position: ScrollPosition) -> CGPoint {
        guard let frame = frameOfItem(at: indexPath) else { return contentOffset }
        let inset = adjustedContentInset
        let y = position.offset(
            showing: frame.minY, frame.maxY, vertically: true, viewport: bounds.height,
            insets: (inset.top, inset.bottom), current: contentOffset.y)
        guard scrollsHorizontally else { return CGPoint(x: contentOffset.x, y: clampedOffsetY(y)) }
        let x = position.offset(
            showing: frame.minX, frame.maxX, vertically: false, viewport: bounds.width,
            insets: (inset.left, inset.right), current: contentOffset.x)
        return CGPoint(x: clampedOffsetX(x), y: clampedOffsetY(y))
    }
}

extension CollectionView.ScrollPosition {
    /// The offset along one axis (`vertically`, or across) at which a span from `start` to
    /// `end` stands where this position says, in a viewport `viewport` long whose `insets`
    /// are not content's room; with no choice on that axis, the offset that brings it just into
    /// view (none if it is in view), its start first when it is longer than the room.
    func offset(
        showing start: CGFloat, _ end: CGFloat, vertically: Bool, viewport: CGFloat,
        insets: (before: CGFloat, after: CGFloat), current: CGFloat
    ) -> CGFloat {
        let toStart = start - insets.before
        let toEnd = end - viewport + insets.after
        if contains(vertically ? .top : .left) { return toStart }
        if contains(vertically ? .bottom : .right) { return toEnd }
        if contains(vertically ? .centeredVertically : .centeredHorizontally) {
            return (start + end) / 2 - (viewport - insets.before - insets.after) / 2 - insets.before
        }
        return current > toStart ? toStart : (current < toEnd ? toEnd : current)
    }
}
