import Foundation

extension HostWindow {
    /// The scroll view that keys act on (a table, a waterfall, a pager: any view that is
    /// `Scrollable`): the one focus was given to while it stays visible in the tree, else the
    /// first in tree order. Setting a view focuses the nearest scroll view at or above it; a
    /// view outside the tree leaves the focus to the first.
    public var focusedView: View? {
        get { focusedScrollable }
        set {
            chosenFocus = newValue?.enclosingScrollable
            setNeedsDisplay()
        }
    }

    /// The focused scroll view's cells: made, reused, pooled and on screen (what the HUD shows).
    public var focusedReuseStatistics: ReuseStatistics? { focusedScrollable?.reuseStatistics }

    /// ``focusedView`` as what it is.
    @_spi(Hosting)
    public var focusedScrollable: (any Scrollable)? {
        let all = scrollables
        if let chosen = chosenFocus, let scrollable = all.first(where: { $0 === chosen }) {
            return scrollable
        }
        return all.first
    }

    /// Every visible scroll view in the tree, in tree order (a view before its subviews, back
    /// to front).
    ///
    /// - Complexity: O(views on the paths to them and their siblings there): each view counts
    ///   the scroll views below it, so the search skips every subtree without one.
    @_spi(Hosting)
    public var scrollables: [any Scrollable] {
        var result: [any Scrollable] = []
        var visits = 0
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            visits += 1
            var below = view.scrollablesInSubtree
            if let scrollable = view as? any Scrollable {
                result.append(scrollable)
                below -= 1
            }
            guard below > 0 else { return }
            for subview in view.subviews where subview.scrollablesInSubtree > 0 { visit(subview) }
        }
        visit(rootView)
        scrollableSearchVisits = visits
        return result
    }

    /// Moves focus `step` scroll views on in tree order, wrapping around.
    func moveFocus(by step: Int) {
        let all = scrollables
        guard !all.isEmpty else { return }
        let current = focusedScrollable.flatMap { focused in all.firstIndex { $0 === focused } } ?? 0
        chosenFocus = all[((current + step) % all.count + all.count) % all.count]
        setNeedsDisplay()
    }
}
