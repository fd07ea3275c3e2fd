import Foundation
@_spi(Testing) import ReuseKitCore

extension PagerView {
    /// Verifies that the motion, the three slots, their views and the loads agree: every slot with a
    /// page has a view showing that page at its place, no view is both shown and pooled, at most
    /// three views were ever made, and only wanted pages load.
    ///
    /// Returns a description of the first violation, or `nil`.
    @_spi(Testing)
    public func checkInvariants() -> String? {
        if let problem = motion.checkInvariants() { return problem }
        if let problem = wheelGesture.checkInvariants() { return problem }
        if pages.counters.created > 3 { return "\(pages.counters.created) page views were made" }
        var shown = Set<ObjectIdentifier>()
        for slot in 0...2 {
            let index = motion.index(inSlot: slot)
            guard let view = slotViews[slot] else {
                if index != nil { return "slot \(slot) has page \(index ?? -1) but no view" }
                continue
            }
            if let problem = check(view, slot: slot, index: index) { return problem }
            if !shown.insert(ObjectIdentifier(view)).inserted { return "one view sits in two slots" }
        }
        for view in pages.pooledElements {
            if shown.contains(ObjectIdentifier(view)) { return "a page view is both shown and pooled" }
            if view.superview != nil || view.load != nil { return "a pooled page view is still in use" }
        }
        let pageSubviews = subviews.filter { $0 is PagerPageView }.count
        if pageSubviews != shown.count {
            return "\(pageSubviews) page views in the tree, \(shown.count) in slots"
        }
        return nil
    }

    private func check(_ view: PagerPageView, slot: Int, index: Int?) -> String? {
        guard let index else { return "slot \(slot) has no page but keeps a view" }
        if view.pageIndex != index { return "slot \(slot) shows page \(view.pageIndex ?? -1), not \(index)" }
        if view.superview !== self { return "the view of slot \(slot) is not a subview" }
        let position = CGFloat(slot - 1) * pageLength - CGFloat(motion.displacement)
        let origin = axis == .horizontal ? view.frame.minX : view.frame.minY
        if origin != position || view.frame.size != bounds.size {
            return "the view of slot \(slot) is at \(view.frame), not at \(position) along the axis"
        }
        let wanted = slot == 1 || preloadsNeighbours
        if let load = view.load {
            if !wanted { return "page \(index) in slot \(slot) is loading but not wanted" }
            if load.index != index || load.isCancelled { return "the load of slot \(slot) is stale" }
        } else if wanted && !view.isLoaded {
            return "page \(index) in slot \(slot) is wanted but neither loaded nor loading"
        }
        return nil
    }
}
