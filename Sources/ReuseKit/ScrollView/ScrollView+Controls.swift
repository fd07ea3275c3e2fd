import Foundation
import ReuseKitCore

extension ScrollView {
    /// The insets in effect: the caller's ``contentInset`` plus what the refresh header, the
    /// load-older header and the load-more footer take now. Derived, so ending a refresh never
    /// leaves an inset behind.
    public var adjustedContentInset: EdgeInsets {
        var insets = contentInset
        let controls = controlInsets
        insets.top += topAlignmentInset + controls.top
        insets.bottom += controls.bottom
        return insets
    }

    /// What the controls take now: above the content the refresh header's open part and the
    /// load-older header, below it the load-more footer.
    var controlInsets: EdgeInsets {
        var insets = EdgeInsets.zero
        if let refreshControl { insets.top += refreshControl.insetTop }
        if let loadOlderControl { insets.top += loadOlderControl.footerHeight }
        if let loadMoreControl { insets.bottom += loadMoreControl.footerHeight }
        return insets
    }

    /// How far a pull has gone past the content's resting top: the refresh header opens above
    /// the load-older header and the room that aligns short content to the bottom.
    var refreshPullDistance: CGFloat {
        let below = contentInset.top + topAlignmentInset + (loadOlderControl?.footerHeight ?? 0)
        return -(contentOffset.y + below)
    }

    /// Whether a refresh runs or a page loads at an edge other than `control`'s: one load at a
    /// time, the refresh first (it replaces what a page would be added to), then whichever edge
    /// asked first.
    func isRefreshingOrLoading(besides control: LoadMoreControl) -> Bool {
        if refreshControl?.isRefreshing == true { return true }
        let other = control.edge == .bottom ? loadOlderControl : loadMoreControl
        return other?.machine.isLoading == true
    }

    /// Forgets the page loads in flight at both edges (a refresh replaces the content).
    func invalidatePageLoads() {
        loadMoreControl?.invalidate()
        loadOlderControl?.invalidate()
    }

    func attach(_ control: View?, replacing old: View?) {
        old?.removeFromSuperview()
        if let control { addSubview(control) }
        if let refresh = control as? RefreshControl { refresh.scrollView = self }
        if let loadMore = control as? LoadMoreControl { loadMore.scrollView = self }
        setNeedsLayout()
    }

    /// Lets the controls look at the new offset or content size.
    func controlsDidScroll() {
        refreshControl?.scrollViewDidScroll()
        loadMoreControl?.scrollViewDidScroll()
        loadOlderControl?.scrollViewDidScroll()
    }

    /// Places the load-older header right above the content, the refresh header above it and
    /// the footer below the content.
    func layoutControls() {
        var top: CGFloat = 0
        if let loadOlderControl {
            top = -loadOlderControl.footerHeight
            loadOlderControl.frame = CGRect(x: 0, y: top, width: bounds.width, height: -top)
        }
        if let refreshControl {
            let height = refreshControl.height
            refreshControl.frame = CGRect(x: 0, y: top - height, width: bounds.width, height: height)
        }
        if let loadMoreControl {
            loadMoreControl.frame = CGRect(
                x: 0, y: contentSize.height, width: bounds.width, height: loadMoreControl.footerHeight)
        }
        // Content shorter than the viewport must load without any scrolling.
        loadMoreControl?.scrollViewDidScroll()
        loadOlderControl?.scrollViewDidScroll()
    }

    /// Handles a tap on the load-more footer or the load-older header (content coordinates): a
    /// failed load is retried. A tap below the content goes to ``belowContentTapHandler`` (a list
    /// controller's empty state retries a failed refresh). Returns whether the tap was taken.
    @_spi(Hosting)
    public func handleControlTap(at point: CGPoint) -> Bool {
        let tapped = [loadMoreControl, loadOlderControl].lazy.compactMap { $0 }.first {
            !$0.isHidden && $0.frame.contains(point)
        }
        guard let tapped else {
            if point.y >= contentSize.height, let belowContentTapHandler {
                return belowContentTapHandler(point)
            }
            return false
        }
        if tapped.state == .failed {
            tapped.retry()
            runPendingControlActions()
        }
        return true
    }

    /// Runs what the controls asked for (a refresh or load handler) now that the layout or
    /// gesture that triggered it is over.
    @_spi(Hosting)
    public func runPendingControlActions() {
        while !pendingControlActions.isEmpty {
            let action = pendingControlActions.removeFirst()
            action()
        }
    }

    /// Re-reads the resting range after an inset changed, keeping any running motion coherent.
    func insetsDidChange() {
        let range = OffsetRange(
            lowerBound: Double(minimumContentOffsetY), upperBound: Double(maximumContentOffsetY))
        if range != verticalMotion.range && (isDragging || isOffsetMoving) {
            verticalMotion.setRange(range, time: clock.now)
        }
        setNeedsLayout()
    }
}
