/// Chooses the page a paging scroll view settles on when a drag ends.
///
/// Offsets are measured from page 0; page `k` starts at `k · pageSize`. A swipe moves at most
/// one page from the page where the drag began: to the neighbour when the drag went past
/// `distanceThreshold` of a page, or when the release was a flick (faster than `flickVelocity`)
/// — a flick goes to the next page boundary in its direction, so flicking back against the drag
/// returns to the start page. Anything else snaps back to the start page.
public struct PageSnapping: Hashable, Sendable {
    /// The distance between consecutive pages, in points (usually the viewport dimension).
    public var pageSize: Double
    /// The fraction of a page a slow drag must cover to turn the page, in (0, 1].
    public var distanceThreshold: Double
    /// The release speed that turns the page whatever the distance, in pages per second
    /// (page-relative, so the same feel holds for a 320 pt phone page and an 80-column terminal).
    public var flickVelocity: Double

    /// Creates a page snapping rule.
    public init(pageSize: Double, distanceThreshold: Double = 0.5, flickVelocity: Double = 1) {
        precondition(pageSize > 0 && pageSize.isFinite, "pages need a positive, finite size")
        precondition(
            distanceThreshold > 0 && distanceThreshold <= 1, "the distance threshold is a fraction of a page")
        precondition(flickVelocity >= 0, "the flick velocity cannot be negative")
        self.pageSize = pageSize
        self.distanceThreshold = distanceThreshold
        self.flickVelocity = flickVelocity
    }

    /// Returns the page to settle on after a drag that began on `startPage` and was released at
    /// `offset` moving at `velocity` points per second, among `pageCount` pages.
    ///
    /// - Complexity: O(1).
    public func targetPage(offset: Double, velocity: Double, startPage: Int, pageCount: Int) -> Int {
        precondition(pageCount > 0, "a pager needs at least one page")
        precondition(startPage >= 0 && startPage < pageCount, "the start page must be one of the pages")
        precondition(offset.isFinite && velocity.isFinite, "page snapping needs a finite offset and velocity")
        let position = offset / pageSize
        let moved = position - Double(startPage)
        var target = Double(startPage)
        if Swift.abs(velocity) >= flickVelocity * pageSize && velocity != 0 {
            target = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        } else if Swift.abs(moved) >= distanceThreshold {
            target += moved > 0 ? 1 : -1
        }
        // One page per swipe at most, and never past the first or last page.
        let lowest = Double(Swift.max(startPage - 1, 0))
        let highest = Double(Swift.min(startPage + 1, pageCount - 1))
        return Int(Swift.min(Swift.max(target, lowest), highest))
    }

    /// Returns the page whose start is nearest to `offset`, among `pageCount` pages.
    ///
    /// - Complexity: O(1).
    public func nearestPage(to offset: Double, pageCount: Int) -> Int {
        precondition(pageCount > 0, "a pager needs at least one page")
        precondition(offset.isFinite, "page snapping needs a finite offset")
        let position = (offset / pageSize).rounded()
        return Int(Swift.min(Swift.max(position, 0), Double(pageCount - 1)))
    }

    /// Returns the offset at which page `page` starts.
    ///
    /// - Complexity: O(1).
    public func offset(ofPage page: Int) -> Double {
        Double(page) * pageSize
    }
}
