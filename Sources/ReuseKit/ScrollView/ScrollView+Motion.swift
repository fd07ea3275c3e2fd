import Foundation
import ReuseKitCore

extension ScrollView {
    /// A finger (or mouse button) touched the content: a running glide stops under it.
    @_spi(Hosting)
    public func beginDragging() {
        guard isScrollEnabled else { return }
        prepareMotion()
        verticalMotion.beginDrag(time: clock.now)
        if movesHorizontally { horizontalMotion.beginDrag(time: clock.now) }
        isDragging = true
        isDecelerating = false
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved by `translation` from where the drag began (a pan gesture's
    /// translation: moving down by +t pulls the content offset up by t). Past an edge the
    /// content rubber-bands. Content wider than the view follows sideways too.
    @_spi(Hosting)
    public func drag(translation: CGPoint) {
        guard isDragging else { return }
        let y = CGFloat(verticalMotion.drag(translation: Double(translation.y), time: clock.now))
        guard movesHorizontally else {
            contentOffset.y = y
            return
        }
        let x = CGFloat(horizontalMotion.drag(translation: Double(translation.x), time: clock.now))
        contentOffset = CGPoint(x: x, y: y)
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
        let glidesDown = verticalMotion.endDrag(time: clock.now)
        let glidesAcross = movesHorizontally && horizontalMotion.endDrag(time: clock.now)
        let willDecelerate = glidesDown || glidesAcross
        isDragging = false
        let resting = restingOffset
        let velocity = CGPoint(
            x: movesHorizontally ? CGFloat(horizontalMotion.releaseVelocity / 1000) : 0,
            y: CGFloat(verticalMotion.releaseVelocity / 1000))
        var target =
            willDecelerate && !isPagingEnabled
            ? targetContentOffset(forProposedContentOffset: resting, withScrollingVelocity: velocity)
            : resting
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if willDecelerate && target.y != resting.y {
            verticalMotion.animate(to: Double(target.y), time: clock.now)
        }
        if willDecelerate && movesHorizontally && target.x != resting.x {
            horizontalMotion.animate(to: Double(target.x), time: clock.now)
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
        if isDecelerating { followContentRange() }
        let (y, finishedDown) = verticalMotion.step(time: clock.now)
        var finishedAcross = true
        if movesHorizontally {
            let (x, finished) = horizontalMotion.step(time: clock.now)
            finishedAcross = finished
            contentOffset = CGPoint(x: CGFloat(x), y: CGFloat(y))
        } else {
            contentOffset.y = CGFloat(y)
        }
        guard finishedDown && finishedAcross else { return true }
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
    /// sideways part goes to content that scrolls across (a collection view's bands) if any
    /// takes it, else moves content wider than the view.
    public func scroll(by delta: CGPoint) {
        guard isScrollEnabled, !isDragging else { return }
        let tookAcross = delta.x != 0 && scrollAcross(by: delta.x)
        prepareMotion()
        isDecelerating = false
        isAnimatingScroll = false
        verticalMotion.setOffset(Double(clampedOffsetY(contentOffset.y + delta.y)))
        guard movesHorizontally, !tookAcross else {
            contentOffset.y = CGFloat(verticalMotion.offset)
            return
        }
        horizontalMotion.setOffset(Double(clampedOffsetX(contentOffset.x + delta.x)))
        contentOffset = CGPoint(x: CGFloat(horizontalMotion.offset), y: CGFloat(verticalMotion.offset))
    }

    /// Moves the content to `offset`, at once or with an ease-out animation driven by
    /// `step()`.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        prepareMotion()
        if !animated {
            isDecelerating = false
            isAnimatingScroll = false
            verticalMotion.setOffset(Double(offset.y))
            if movesHorizontally { horizontalMotion.setOffset(Double(offset.x)) }
            contentOffset = CGPoint(x: offset.x, y: offset.y)
            return
        }
        verticalMotion.animate(to: Double(offset.y), time: clock.now)
        if movesHorizontally { horizontalMotion.animate(to: Double(offset.x), time: clock.now) }
        isDecelerating = false
        isAnimatingScroll =
            verticalMotion.phase == .animating || (movesHorizontally && horizontalMotion.phase == .animating)
        if !isAnimatingScroll {
            contentOffset = CGPoint(
                x: movesHorizontally ? CGFloat(horizontalMotion.offset) : contentOffset.x,
                y: CGFloat(verticalMotion.offset))
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Brings the motions' ranges, viewports and positions up to date before they take over.
    func prepareMotion() {
        // Content that fits has nothing to scroll: a drag moves it only if it may always bounce.
        let fits = maximumContentOffsetY <= minimumContentOffsetY
        prepare(
            &verticalMotion, viewport: bounds.height, bounces: bounces && (alwaysBounceVertical || !fits),
            range: OffsetRange(
                lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY)),
            offset: contentOffset.y)
        // A motion under way keeps the axes it started with.
        if !isDragging && !isOffsetMoving { movesHorizontally = scrollsHorizontally }
        guard movesHorizontally else { return }
        prepare(
            &horizontalMotion, viewport: bounds.width, bounces: bounces,
            range: OffsetRange(
                lowerBound: Double(minimumContentOffsetX), upperBound: Double(maximumContentOffsetX)),
            offset: contentOffset.x)
    }

    /// Gives a glide or bounce the resting range the content has now: rows measured on the way,
    /// or a view resized, move the edge it is heading for.
    private func followContentRange() {
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
        if range != verticalMotion.range { verticalMotion.setRange(range, time: clock.now) }
    }

    /// Brings one axis's motion up to date: its viewport `viewport` long (a page, when paging),
    /// its resting `range`, and at rest its position at `offset`.
    private func prepare(
        _ motion: inout ScrollAxisMotion, viewport: CGFloat, bounces: Bool, range: OffsetRange,
        offset: CGFloat
    ) {
        motion.viewportDimension = Double(max(1, viewport))
        motion.bounces = bounces
        motion.decelerationRate = decelerationRate
        motion.paging = isPagingEnabled ? PageSnapping(pageSize: Double(max(1, viewport))) : nil
        if range != motion.range { motion.setRange(range, time: clock.now) }
        if !isDragging && !isOffsetMoving && Double(offset) != motion.offset {
            motion.setOffset(Double(offset))
        }
    }

    /// Where the motions in progress come to rest.
    var restingOffset: CGPoint {
        CGPoint(
            x: movesHorizontally ? CGFloat(horizontalMotion.restingOffset) : contentOffset.x,
            y: CGFloat(verticalMotion.restingOffset))
    }

    /// Where a running scroll animation ends, if one runs.
    var scrollAnimationTarget: CGPoint? { isAnimatingScroll ? restingOffset : nil }

    /// Where a running scroll animation ends vertically, if one runs.
    var scrollAnimationTargetY: CGFloat? { scrollAnimationTarget?.y }

    /// Moves the end of a running scroll animation to `target`, keeping the time it ends;
    /// returns where it ends now.
    func retargetScrollAnimation(to target: CGPoint) -> CGPoint? {
        guard isAnimatingScroll else { return nil }
        prepareMotion()
        verticalMotion.retarget(to: Double(target.y), time: clock.now)
        if movesHorizontally { horizontalMotion.retarget(to: Double(target.x), time: clock.now) }
        return scrollAnimationTarget
    }

    /// Moves the end of a running scroll animation to `y`, keeping the time it ends; returns
    /// where it ends now.
    func retargetScrollAnimation(toY y: CGFloat) -> CGFloat? {
        retargetScrollAnimation(to: CGPoint(x: restingOffset.x, y: y))?.y
    }

    /// Keeps a running motion consistent after the content above the viewport grew or shrank by
    /// `delta` and the offset was moved by the same amount. A glide that had just met the edge the
    /// shift took away goes on where it would be without that edge, so the offset follows it.
    func shiftMotion(by delta: CGFloat) {
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
        verticalMotion.shift(by: Double(delta), range: range, time: clock.now)
        if isDecelerating && CGFloat(verticalMotion.offset) != contentOffset.y {
            contentOffset.y = CGFloat(verticalMotion.offset)
        }
    }

    /// As ``shiftMotion(by:)``, for content left of the viewport.
    func shiftHorizontalMotion(by delta: CGFloat) {
        guard movesHorizontally else { return }
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetX), upperBound: Double(maximumContentOffsetX))
        horizontalMotion.shift(by: Double(delta), range: range, time: clock.now)
    }
}
