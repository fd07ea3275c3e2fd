import Foundation

/// The pager takes gestures exactly as ``ScrollView`` does — the same methods, translations in
/// points, cumulative since ``beginDragging()``, and ``step()`` every frame while ``isMoving`` —
/// so a host drives every scroll view, the pager included, through one path. Paging is the
/// pager's own motion (the engine's `PagerMotion`, the scroll physics with page snapping over
/// three recycled slots), which also queues swipes made while pages move and wraps around.
extension PagerView {
    /// A finger touched the pager. While pages move, the swipe is judged and queued instead;
    /// with ``isScrollEnabled`` off nothing happens.
    @_spi(Hosting)
    public func beginDragging() {
        guard isScrollEnabled else { return }
        loadIfNeeded()
        guard motion.beginDrag(time: clock.now) else { return }
        delegate?.pagerViewWillBeginDragging(self)
    }

    /// The finger moved by `translation` from where it touched (a pan gesture's translation);
    /// only the component along ``axis`` counts.
    @_spi(Hosting)
    public func drag(translation: CGPoint) {
        let along = axis == .horizontal ? translation.x : translation.y
        motion.drag(translation: Double(along), time: clock.now)
        placeSlotViews()
    }

    /// The finger lifted: the page turns, springs back, bounces at an edge (the delegate hears of
    /// it) or the swipe is queued. Returns whether pages keep moving (call ``step()`` every frame).
    @_spi(Hosting)
    @discardableResult
    public func endDragging() -> Bool {
        let release = motion.endDrag(time: clock.now)
        if case .bouncing(let edge) = release { delegate?.pagerView(self, didBounceAt: edge) }
        placeSlotViews()
        return isMoving
    }

    /// Advances the pages to the clock's time: settles moves (reported through ``onSettle`` and the
    /// delegate), starts queued moves and auto-advance. Returns whether pages are still moving.
    @_spi(Hosting)
    @discardableResult
    public func step() -> Bool {
        loadIfNeeded()
        apply(motion.step(time: clock.now))
        return isMoving
    }

    /// Shows page `index`: a neighbour slides in; a farther page slides in from its side, in place of
    /// the neighbour there; without animation it is current at once.
    public func scrollToPage(_ index: Int, animated: Bool) {
        loadIfNeeded()
        precondition(
            index >= 0 && index < motion.cursor.count,
            "scrollToPage(_:animated:): page \(index) is out of 0..<\(motion.cursor.count)")
        // A move still running rests on its page first, shown and reported with its own views;
        // the move asked for starts from there.
        apply(motion.finishNow(time: clock.now))
        apply(motion.scroll(to: index, animated: animated, time: clock.now))
    }
}
