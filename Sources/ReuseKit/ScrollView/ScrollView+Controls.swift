import Foundation

extension ScrollView {
    /// The insets in effect: the caller's ``contentInset`` plus what the refresh header and the
    /// load-more footer take now. Derived, so ending a refresh never leaves an inset behind.
    public var adjustedContentInset: EdgeInsets {
        var insets = contentInset
        insets.top += topAlignmentInset
        if let refreshControl { insets.top += refreshControl.insetTop }
        if let loadMoreControl { insets.bottom += loadMoreControl.footerHeight }
        return insets
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
    }

    /// Places the header above the content and the footer below it.
    func layoutControls() {
        if let refreshControl {
            let height = refreshControl.height
            refreshControl.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
        }
        if let loadMoreControl {
            loadMoreControl.frame = CGRect(
                x: 0, y: contentSize.height, width: bounds.width, height: loadMoreControl.footerHeight)
            // Content shorter than the viewport must load without any scrolling.
            loadMoreControl.scrollViewDidScroll()
        }
    }

    /// Handles a tap on the load-more footer (content coordinates): a failed load is retried.
    /// A tap below the content goes to ``belowContentTapHandler`` (a list controller's empty
    /// state retries a failed refresh). Returns whether the tap was taken.
    public func handleControlTap(at point: CGPoint) -> Bool {
        guard let loadMoreControl, !loadMoreControl.isHidden, loadMoreControl.frame.contains(point) else {
            if point.y >= contentSize.height, let belowContentTapHandler {
                return belowContentTapHandler(point)
            }
            return false
        }
        if loadMoreControl.state == .failed {
            loadMoreControl.retry()
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
