import Foundation

extension CGRect {
    /// Whether the two rectangles share area, or this one, empty, lies inside `other`: the
    /// rule of what is visible (`maxY > top && minY < bottom`, and across alike). Foundation's
    /// `intersects` counts rectangles that only touch on some platforms and not on others.
    ///
    /// - Complexity: O(1).
    func overlaps(_ other: CGRect) -> Bool {
        maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}

extension CGRect {
    /// The area this rectangle and `other` share, exactly as `intersection(_:)` finds it, for two
    /// rectangles with no negative size (a window's, one snapped to a grid); `nil` when they
    /// share none. Foundation's method also handles null, infinite and flipped rectangles, and
    /// costs several times more: the damage survey meets every drawn view's rectangle with its
    /// parent's clip every frame.
    ///
    /// - Precondition: neither rectangle has a negative width or height.
    /// - Complexity: O(1).
    @inline(__always)
    func sharedArea(with other: CGRect) -> CGRect? {
        guard let across = Self.overlap(origin.x, size.width, other.origin.x, other.size.width),
            let down = Self.overlap(origin.y, size.height, other.origin.y, other.size.height),
            across.length > 0, down.length > 0
        else { return nil }
        return CGRect(x: across.start, y: down.start, width: across.length, height: down.length)
    }

    /// Where two spans on one axis overlap, with Foundation's arithmetic: a span that lies
    /// wholly inside the other keeps its own length rather than one found again from its ends.
    @inline(__always)
    private static func overlap(
        _ start: CGFloat, _ length: CGFloat, _ otherStart: CGFloat, _ otherLength: CGFloat
    )
        -> (start: CGFloat, length: CGFloat)?
    {
        let end = start + length
        let otherEnd = otherStart + otherLength
        let low = Swift.max(start, otherStart)
        let high = Swift.min(end, otherEnd)
        guard low <= high else { return nil }
        if low == start && high == end { return (low, length) }
        if low == otherStart && high == otherEnd { return (low, otherLength) }
        return (low, high - low)
    }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size, compared field by field in
    /// place rather than through a call into Foundation: what a frame set and every drawn
    /// view check. Two rectangles that differ only in how a negative size is written count as
    /// different, which for those checks only means one more look.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func hasSameEdges(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
