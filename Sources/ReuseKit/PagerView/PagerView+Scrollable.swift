import Foundation

/// A host drives the pager as any scroll view: drags along its axis, and the wheel, arrow keys,
/// PgUp/PgDn and Home/End turn pages.
@_spi(Hosting)
extension PagerView: Scrollable {
    /// Turns one page in the direction of `delta`'s sign (an arrow key): see
    /// ``wheelDistance(of:)`` for the component that counts.
    public func scroll(by delta: CGPoint) {
        let value = wheelDistance(of: delta)
        guard value != 0 else { return }
        turnPage(by: value > 0 ? 1 : -1)
    }

    /// A wheel or a touchpad scrolled by `delta` points. Deltas that follow one another closely
    /// on ``clock`` are one gesture (the engine's `PagerWheelGesture`), which turns at most one
    /// page, once it has covered a line of the host's text: a touchpad swipe of dozens of small
    /// deltas turns one page, and so does every wheel notch (three lines in both hosts) clicked
    /// after a pause, while a stray nudge turns none. Deltas during a drag are ignored.
    public func scrollWheel(by delta: CGPoint) {
        guard !isDragging else { return }
        let threshold = Double(max(1, traitCollection.textSystem.lineHeight))
        let step = wheelGesture.add(Double(wheelDistance(of: delta)), threshold: threshold, time: clock.now)
        if step != 0 { turnPage(by: step) }
    }

    /// The part of `delta` that turns pages, positive towards the next page: the component along
    /// ``axis``, or the other one when it is larger (a vertical wheel turns a horizontal pager's
    /// pages, and a touchpad swipe's sideways jitter does not outweigh the swipe).
    func wheelDistance(of delta: CGPoint) -> CGFloat {
        let along = axis == .horizontal ? delta.x : delta.y
        let across = axis == .horizontal ? delta.y : delta.x
        return abs(along) >= abs(across) ? along : across
    }

    /// Turns one page in the direction of `pages`' sign.
    public func scrollByPage(_ pages: Int) {
        guard pages != 0 else { return }
        turnPage(by: pages > 0 ? 1 : -1)
    }

    /// Turns one page in the direction of `rows`' sign: a page is the pager's row.
    public func scrollByRows(_ rows: Int) { scrollByPage(rows) }

    /// Slides to the first or the last page.
    public func scrollToEdge(_ edge: ScrollEdge) {
        guard numberOfPages > 0, !isDragging else { return }
        scrollToPage(edge == .top ? 0 : numberOfPages - 1, animated: true)
    }

    /// A page has nothing to select.
    public func handleTap(at point: CGPoint) {}

    /// A page has nothing to select.
    public func performPrimaryAction() {}

    /// The page views: made (never more than three), reused, in the pager and kept for later.
    public var reuseStatistics: ReuseStatistics? {
        let counters = pageViewCounters
        let visible = subviews.count { $0 is PagerPageView }
        return ReuseStatistics(
            created: counters.created, reused: counters.reused, pooled: max(0, counters.created - visible),
            visible: visible)
    }

    /// Turns one page (`step` is +1 or −1): at rest the neighbour slides in; while pages move,
    /// or at an edge, the turn is a swipe, so the pager queues it or bounces as for a finger.
    func turnPage(by step: Int) {
        guard !isDragging else { return }
        let target = currentIndex + step
        if !isMoving && (wrapsAround || (0..<numberOfPages).contains(target)), numberOfPages > 1 {
            scrollToPage((target % numberOfPages + numberOfPages) % numberOfPages, animated: true)
            return
        }
        // A swipe made in one instant: a length past the threshold and no speed, which no clock
        // can turn into a fling however little time passes between the steps.
        let time = clock.now
        guard motion.beginDrag(time: time) else { return }
        delegate?.pagerViewWillBeginDragging(self)
        let length = Double(pageLength) * min(1, Double(distanceThreshold) + 0.1)
        motion.drag(translation: -Double(step) * length, time: time)
        if case .bouncing(let edge) = motion.endDrag(time: time) {
            delegate?.pagerView(self, didBounceAt: edge)
        }
        placeSlotViews()
    }
}
