import Foundation
import ReuseKitCore

extension PagerView {
    /// Asks the data source again: the page count now (keeping the current page when it still
    /// exists), every page view configured anew and the current page's data loaded again. A move
    /// in progress is dropped; auto-advance keeps its schedule. Reports `.startPoint`.
    public func reloadData() {
        needsReloadFlag = false
        let count = dataSource.map { $0.numberOfPages(in: self) } ?? 0
        precondition(count >= 0, "numberOfPages(in:) returned \(count)")
        motion.reload(count: count)
        if !hasLoaded {
            hasLoaded = true
            motion.restartAutoAdvance(at: clock.now)
        }
        for view in slotViews.compactMap({ $0 }) { unassign(view) }
        syncSlots()
        if let settlement = settlement(direction: .startPoint) { notify(settlement) }
    }

    func setNeedsReload() {
        needsReloadFlag = true
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if needsReloadFlag { reloadData() }
    }

    /// Acts on what the motion reports: a settled move rotates the views (the one left behind
    /// becomes the new neighbour) and is announced; a bounce at an edge is told to the delegate.
    func apply(_ update: PagerMotion.Update) {
        if let interrupted = update.interrupted { announce(interrupted) }
        if let settled = update.settled { announce(settled) }
        if update.settled == nil && update.interrupted == nil { syncSlots() }
        if let edge = update.bounced { delegate?.pagerView(self, didBounceAt: edge) }
    }

    private func announce(_ settled: PagerMotion.Settled) {
        slotViews =
            settled.step > 0
            ? [slotViews[1], slotViews[2], slotViews[0]] : [slotViews[2], slotViews[0], slotViews[1]]
        syncSlots()
        if let settlement = settlement(direction: settled.step > 0 ? .left : .right, index: settled.index) {
            notify(settlement)
        }
    }

    /// Gives every slot the view of its page: slots without a page pool theirs, views showing the
    /// wrong page are configured anew (only ever a view out of sight), then loads are brought in
    /// line with the current page.
    func syncSlots() {
        for slot in 0...2 where motion.index(inSlot: slot) == nil {
            if let view = slotViews[slot] { release(view) }
            slotViews[slot] = nil
        }
        for slot in 0...2 {
            guard let index = motion.index(inSlot: slot) else { continue }
            let view = slotViews[slot] ?? dequeuePageView()
            slotViews[slot] = view
            if view.pageIndex != index { assign(view, to: index) }
        }
        updateLoads()
        placeSlotViews()
    }

    /// Positions the slots' views along the axis at the motion's displacement.
    func placeSlotViews() {
        let length = pageLength
        let displacement = CGFloat(motion.displacement)
        for slot in 0...2 {
            guard let view = slotViews[slot] else { continue }
            let position = CGFloat(slot - 1) * length - displacement
            view.frame =
                axis == .horizontal
                ? CGRect(x: position, y: 0, width: bounds.width, height: bounds.height)
                : CGRect(x: 0, y: position, width: bounds.width, height: bounds.height)
        }
    }

    private func dequeuePageView() -> PagerPageView {
        let view = pages.dequeue(Self.pageIdentifier, for: "a page")
        addSubview(view)
        return view
    }

    private func assign(_ view: PagerPageView, to index: Int) {
        if view.pageIndex != nil {
            unassign(view)
            pageReassignments += 1
        }
        view.prepareForReuse()
        view.pageIndex = index
        dataSource?.pagerView(self, configure: view, forPageAt: index)
    }

    /// Takes the page from a view: its load is cancelled and its data forgotten.
    func unassign(_ view: PagerPageView) {
        view.load?.cancel()
        view.load = nil
        view.isLoaded = false
        view.pageIndex = nil
    }

    private func release(_ view: PagerPageView) {
        unassign(view)
        view.removeFromSuperview()
        pages.enqueue(view, identifier: Self.pageIdentifier)
    }

    func settlement(direction: Direction, index: Int? = nil) -> Settlement? {
        guard let current = slotViews[1], motion.cursor.count > 0 else { return nil }
        return Settlement(
            currentView: current, nextView: slotViews[2], direction: direction,
            index: index ?? motion.cursor.index)
    }

    private func notify(_ settlement: Settlement) {
        onSettle?(settlement)
        delegate?.pagerView(self, didSettle: settlement)
    }
}
