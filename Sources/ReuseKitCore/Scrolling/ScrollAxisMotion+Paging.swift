extension ScrollAxisMotion {
    /// Springs onto the page chosen for a release at `time`.
    mutating func snap(
        paging: PageSnapping, rawOffset raw: Double, velocity: Double, time: Double, startPage: Int
    ) {
        let count = pageCount(paging: paging)
        let page = paging.targetPage(
            offset: offset - range.lowerBound, velocity: velocity,
            startPage: Swift.min(Swift.max(startPage, 0), count - 1), pageCount: count)
        let target = pageOffset(page, paging: paging)
        let edge = range.clamp(offset)
        if edge != offset && target == edge {
            returnToRange(edge: edge, rawOffset: raw, velocity: velocity, time: time)
        } else {
            spring(to: target, velocity: velocity, time: time)
        }
    }

    /// The number of pages in the range; a last page shorter than `pageSize` ends at the
    /// range's upper bound.
    func pageCount(paging: PageSnapping) -> Int {
        let pages = Swift.min((range.upperBound - range.lowerBound) / paging.pageSize, 1e15)
        let whole = pages.rounded(.down)
        // A sliver left by rounding (1e-9 of a page) is not a page of its own.
        let partial = pages - whole > 1e-9 ? 1 : 0
        return Int(whole) + 1 + partial
    }

    /// The offset at which `page` rests.
    func pageOffset(_ page: Int, paging: PageSnapping) -> Double {
        Swift.min(range.lowerBound + paging.offset(ofPage: page), range.upperBound)
    }

    /// The page resting nearest to `offset`.
    func nearestPage(to offset: Double, paging: PageSnapping) -> Int {
        let count = pageCount(paging: paging)
        let page = paging.nearestPage(to: offset - range.lowerBound, pageCount: count)
        // Only the last page may be short, so only it can be nearer than the grid suggests.
        let last = count - 1
        if page == last - 1,
            Swift.abs(pageOffset(last, paging: paging) - offset)
                < Swift.abs(pageOffset(page, paging: paging) - offset)
        {
            return last
        }
        return page
    }
}
