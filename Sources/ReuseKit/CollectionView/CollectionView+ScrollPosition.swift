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
    /// The view scrolls along y; an item in a section that scrolls across also brings its
    /// section's band to the horizontal choice (none: just into view).
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
        var y = targetOffsetY(of: indexPath, vertical)
        // The lines that will stand in view around the item are fitted before it lands, so that
        // none of them moves it afterwards.
        if let sizing = collectionViewLayout as? SelfSizingLayout {
            // A jump leaves the cells where it starts: they fill the new place from the pool.
            if !animated { recycleCells(outside: viewport(atY: y)) }
            fit(sizing.unmeasuredItems(inLineOf: indexPath))
            y = targetOffsetY(of: indexPath, vertical)
            while case let items = sizing.unmeasuredItems(in: viewport(atY: y)), !items.isEmpty {
                fit(items)
                y = targetOffsetY(of: indexPath, vertical)
            }
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
        (collectionViewLayout as? OrthogonalLayout)?.scrollBand(
            toShow: indexPath, at: horizontal, animated: animated)
        animatedJump = scrollAnimationTargetY.map { (indexPath, vertical, $0) }
        setNeedsLayout()
    }

    /// Keeps an animated jump's end on its item while lines on the way learn their lengths;
    /// forgets the jump once it ends, or once another scroll or a drag took over (the animation
    /// no longer ends where the jump aimed).
    func followAnimatedJump() {
        guard let jump = animatedJump else { return }
        guard scrollAnimationTargetY == jump.aimedY, isItem(jump.indexPath) else {
            animatedJump = nil
            return
        }
        let y = targetOffsetY(of: jump.indexPath, jump.position)
        animatedJump?.aimedY = retargetScrollAnimation(toY: y) ?? y
    }

    /// The bounds the view would have at vertical offset `y`.
    private func viewport(atY y: CGFloat) -> CGRect {
        CGRect(x: contentOffset.x, y: y, width: bounds.width, height: bounds.height)
    }

    /// The resting offset that puts an item at `position`, from the layout as it stands.
    func targetOffsetY(of indexPath: IndexPath, _ position: ScrollPosition) -> CGFloat {
        guard let frame = frameOfItem(at: indexPath) else {
            return contentOffset.y
        }
        let inset = adjustedContentInset
        let top = frame.minY - inset.top
        let bottom = frame.maxY - bounds.height + inset.bottom
        let y: CGFloat
        switch position {
        case .top: y = top
        case .bottom: y = bottom
        case .centeredVertically: y = frame.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
        default: y = contentOffset.y < bottom ? bottom : (contentOffset.y > top ? top : contentOffset.y)
        }
        return clampedOffsetY(y)
    }
}
