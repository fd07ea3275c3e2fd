import Foundation
import ReuseKitCore

extension ScrollView {
    /// A finger (or mouse button) touched the content: a running glide stops under it.
    @_spi(Hosting)
    public func beginDragging() {
        guard isScrollEnabled else { return }
        prepareMotion()
        verticalMotion.beginDrag(time: clock.now)
        isDragging = true
        isDecelerating = false
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved by `translation` from where the drag began (a pan gesture's
    /// translation: moving down by +t pulls the content offset up by t). Past an edge the
    /// content rubber-bands.
    @_spi(Hosting)
    public func drag(translation: CGPoint) {
        guard isDragging else { return }
        let y = verticalMotion.drag(translation: Double(translation.y), time: clock.now)
        contentOffset.y = CGFloat(y)
    }

    /// The finger lifted: the content glides on, bounces back or snaps to a page. Returns
    /// whether it keeps moving (then call ``step()`` every frame until it returns `false`).
    @_spi(Hosting)
    @discardableResult
    public func endDragging() -> Bool {
        guard isDragging else { return false }
        if refreshControl?.scrollViewWillEndDragging() == true {
            let range = OffsetRange(
                lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
            verticalMotion.setRange(range, time: clock.now)
        }
        let willDecelerate = verticalMotion.endDrag(time: clock.now)
        isDragging = false
        var target = CGPoint(x: contentOffset.x, y: CGFloat(verticalMotion.restingOffset))
        let velocity = CGPoint(x: 0, y: CGFloat(verticalMotion.releaseVelocity / 1000))
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if willDecelerate && target.y != CGFloat(verticalMotion.restingOffset) {
            verticalMotion.animate(to: Double(target.y), time: clock.now)
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        runPendingControlActions()
        return willDecelerate
    }

    /// Advances momentum, bounces and animations to the clock's time; returns whether the
    /// content is still moving.
    @_spi(Hosting)
    @discardableResult
    public func step() -> Bool {
        let headerClosing = refreshControl?.tick() ?? false
        let contentAnimating = stepContentAnimations()
        defer { runPendingControlActions() }
        guard isDecelerating || isAnimatingScroll else {
            if headerClosing || refreshControl?.machine.state == .idle {
                let clamped = clampedOffsetY(contentOffset.y)
                if clamped != contentOffset.y && !isDragging { contentOffset.y = clamped }
            }
            return headerClosing || contentAnimating
        }
        let (offset, finished) = verticalMotion.step(time: clock.now)
        contentOffset.y = CGFloat(offset)
        guard finished else { return true }
        let wasAnimation = isAnimatingScroll
        isDecelerating = false
        isAnimatingScroll = false
        motionDidEnd()
        if wasAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        return contentAnimating
    }

    /// Whether the content is moving on its own (momentum, bounce or animation, rows sliding
    /// after an update), or the refresh header is closing: a host steps the view while this holds.
    public var isMoving: Bool { isOffsetMoving || isAnimatingContent }

    /// Whether the content offset itself moves on its own, or the refresh header is closing:
    /// what layout and gestures must leave alone (rows animating in place move no offset).
    @_spi(Hosting)
    public var isOffsetMoving: Bool { isDecelerating || isAnimatingScroll || isRefreshHeaderClosing }

    /// Whether the content itself moves: a drag, momentum, a bounce or an animation (a closing
    /// refresh header alone is not scrolling).
    var isScrolling: Bool { isDragging || isDecelerating || isAnimatingScroll }

    private var isRefreshHeaderClosing: Bool {
        guard case .ending = refreshControl?.machine.state else { return false }
        return true
    }

    /// Moves the content by `delta` at once (a mouse wheel), within the resting range; the
    /// sideways part goes to content that scrolls across (a collection view's bands).
    public func scroll(by delta: CGPoint) {
        guard isScrollEnabled, !isDragging else { return }
        if delta.x != 0 { _ = scrollAcross(by: delta.x) }
        prepareMotion()
        isDecelerating = false
        isAnimatingScroll = false
        let target = clampedOffsetY(contentOffset.y + delta.y)
        verticalMotion.setOffset(Double(target))
        contentOffset.y = CGFloat(verticalMotion.offset)
    }

    /// Moves the content to `offset`, at once or with an ease-out animation driven by
    /// `step()`.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        prepareMotion()
        if !animated {
            isDecelerating = false
            isAnimatingScroll = false
            verticalMotion.setOffset(Double(offset.y))
            contentOffset = CGPoint(x: offset.x, y: offset.y)
            return
        }
        verticalMotion.animate(to: Double(offset.y), time: clock.now)
        isDecelerating = false
        isAnimatingScroll = verticalMotion.phase == .animating
        if !isAnimatingScroll {
            contentOffset.y = CGFloat(verticalMotion.offset)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Brings the motion's range, viewport and position up to date before it takes over.
    func prepareMotion() {
        verticalMotion.viewportDimension = Double(max(1, bounds.height))
        // Content that fits has nothing to scroll: a drag moves it only if it may always bounce.
        let fits = maximumContentOffsetY <= minimumContentOffsetY
        verticalMotion.bounces = bounces && (alwaysBounceVertical || !fits)
        verticalMotion.decelerationRate = decelerationRate
        verticalMotion.paging = isPagingEnabled ? PageSnapping(pageSize: Double(max(1, bounds.height))) : nil
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
        if range != verticalMotion.range { verticalMotion.setRange(range, time: clock.now) }
        if !isDragging && !isOffsetMoving && Double(contentOffset.y) != verticalMotion.offset {
            verticalMotion.setOffset(Double(contentOffset.y))
        }
    }

    /// Where a running scroll animation ends, if one runs.
    var scrollAnimationTargetY: CGFloat? { isAnimatingScroll ? CGFloat(verticalMotion.restingOffset) : nil }

    /// Moves the end of a running scroll animation to `y`, keeping the time it ends; returns
    /// where it ends now.
    func retargetScrollAnimation(toY y: CGFloat) -> CGFloat? {
        guard isAnimatingScroll else { return nil }
        prepareMotion()
        verticalMotion.retarget(to: Double(y), time: clock.now)
        return scrollAnimationTargetY
    }

    /// Keeps a running motion consistent after the content above the viewport grew or shrank by
    /// `delta` and the offset was moved by the same amount.
    func shiftMotion(by delta: CGFloat) {
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
        verticalMotion.shift(by: Double(delta), range: range, time: clock.now)
    }
}
