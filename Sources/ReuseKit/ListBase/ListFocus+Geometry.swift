import Foundation

extension ListFocus {
    /// How far outside an edge a frame may stand and still count as inside: a band's fractional
    /// offsets may miss an edge by a rounding error.
    private static let slack: CGFloat = 1e-6
    /// Sideways, a search for the item above or below reaches this far either way.
    private static let across: CGFloat = 1e9

    /// Whether an item shows wholly: inside the part of the viewport that shows it
    /// (``ListFocusGeometry/focusVisibleRect(for:)``), clear of pinned headers and footers.
    @MainActor
    static func isWhollyVisible(_ indexPath: IndexPath, in geometry: some ListFocusGeometry) -> Bool {
        guard let frame = geometry.focusFrame(of: indexPath), frame.height > 0 else { return false }
        let visible = geometry.focusVisibleRect(for: indexPath)
        return frame.minY >= visible.minY - slack && frame.maxY <= visible.maxY + slack
            && frame.minX >= visible.minX - slack && frame.maxX <= visible.maxX + slack
    }

    /// The items on screen that show wholly, in item order.
    @MainActor
    static func wholeVisibleItems(in geometry: some ListFocusGeometry) -> [IndexPath] {
        geometry.focusItems(in: CGRect(origin: geometry.contentOffset, size: geometry.bounds.size))
            .filter { isWhollyVisible($0, in: geometry) }.sorted()
    }

    /// Scrolls the least that shows an item wholly (its leading edge, when it is longer than
    /// what shows): out from under a pinned header or footer, an inset or an edge, up or down
    /// and, in a view that scrolls sideways, left or right. Run again while the item's frame
    /// settles (an estimate measured as it comes into view).
    @MainActor
    static func reveal(_ indexPath: IndexPath, in geometry: some ListFocusGeometry) {
        for _ in 0..<3 {
            guard let frame = geometry.focusFrame(of: indexPath) else { return }
            let visible = geometry.focusVisibleRect(for: indexPath)
            let offset = geometry.contentOffset
            let y = geometry.clampedOffsetY(
                offset.y + revealDelta(frame.minY, frame.maxY, within: visible.minY, visible.maxY))
            var x = offset.x
            if geometry.scrollsHorizontally {
                x = geometry.clampedOffsetX(
                    offset.x + revealDelta(frame.minX, frame.maxX, within: visible.minX, visible.maxX))
            }
            guard abs(y - offset.y) > slack || abs(x - offset.x) > slack else { return }
            geometry.setContentOffset(CGPoint(x: x, y: y), animated: false)
            geometry.layoutIfNeeded()
        }
    }

    /// How far to scroll along one axis so that the span `minimum...maximum` shows within
    /// `start...end`: its start at `start` when it is before it or longer than the room, its
    /// end at `end` when it is after it, else nothing.
    private static func revealDelta(
        _ minimum: CGFloat, _ maximum: CGFloat, within start: CGFloat, _ end: CGFloat
    ) -> CGFloat {
        if minimum < start - slack || maximum - minimum > end - start { return minimum - start }
        if maximum > end + slack { return maximum - end }
        return 0
    }

    /// The focusable item nearest `start` that way: below (above) it, overlapping it sideways
    /// if any does, the closest; to its right (left), beside it, the closest. The search
    /// reaches a screen, then twice as far, to the end of the content.
    @MainActor
    static func nearest(
        to start: IndexPath, heading: FocusHeading, in geometry: some ListFocusGeometry
    ) -> IndexPath? {
        guard let frame = geometry.focusFrame(of: start) else { return nil }
        let vertical = heading == .up || heading == .down
        var reach = max(geometry.bounds.height, frame.height, 1)
        while true {
            let rect: CGRect =
                switch heading {
                case .down: CGRect(x: -across, y: frame.maxY - 0.5, width: 2 * across, height: reach)
                case .up: CGRect(x: -across, y: frame.minY + 0.5 - reach, width: 2 * across, height: reach)
                case .right: CGRect(x: frame.maxX - 0.5, y: frame.minY, width: across, height: frame.height)
                default:
                    CGRect(x: frame.minX + 0.5 - across, y: frame.minY, width: across, height: frame.height)
                }
            var best: (IndexPath, [CGFloat])?
            for candidate in geometry.focusItems(in: rect) where candidate != start {
                guard let other = geometry.focusFrame(of: candidate),
                    let score = score(other, from: frame, heading: heading),
                    best.map({ score.lexicographicallyPrecedes($0.1) }) ?? true,
                    geometry.canFocusItem(at: candidate)
                else { continue }
                best = (candidate, score)
            }
            if let best { return best.0 }
            let end = heading == .down ? rect.maxY >= geometry.contentSize.height : rect.minY <= 0
            guard vertical, !end else { return nil }
            reach *= 2
        }
    }

    /// How near `other` is to `frame` going `heading` (smaller is nearer); `nil` when it does
    /// not lie that way.
    private static func score(_ other: CGRect, from frame: CGRect, heading: FocusHeading) -> [CGFloat]? {
        switch heading {
        case .down, .up:
            let gap = heading == .down ? other.minY - frame.maxY : frame.minY - other.maxY
            guard gap >= -0.5 else { return nil }
            let overlaps = other.minX < frame.maxX - 0.5 && other.maxX > frame.minX + 0.5
            return [overlaps ? 0 : 1, gap.rounded(), abs(other.midX - frame.midX)]
        default:
            let gap = heading == .right ? other.minX - frame.maxX : frame.minX - other.maxX
            let beside = other.minY < frame.maxY - 0.5 && other.maxY > frame.minY + 0.5
            guard gap >= -0.5, beside else { return nil }
            return [gap.rounded(), abs(other.midY - frame.midY)]
        }
    }

    /// The focusable item about one screen (of what shows wholly) below or above `start`: the
    /// one nearest that point, else the last or first item; never `start` itself while an item
    /// lies that way.
    @MainActor
    static func page(from start: IndexPath, heading: FocusHeading, in geometry: some ListFocusGeometry)
        -> IndexPath?
    {
        guard let frame = geometry.focusFrame(of: start) else { return nil }
        let down = heading == .pageDown
        let distance = max(geometry.focusVisibleRect(for: start).height, 1)
        let point = CGPoint(x: frame.midX, y: down ? frame.midY + distance : frame.midY - distance)
        let band = CGRect(x: -across, y: point.y - distance / 2, width: 2 * across, height: distance)
        var best: (IndexPath, [CGFloat])?
        for candidate in geometry.focusItems(in: band) where geometry.canFocusItem(at: candidate) {
            guard let other = geometry.focusFrame(of: candidate) else { continue }
            let dy = max(other.minY - point.y, point.y - other.maxY, 0)
            let dx = max(other.minX - point.x, point.x - other.maxX, 0)
            let score: [CGFloat] = [dy, dx]
            if best.map({ score.lexicographicallyPrecedes($0.1) }) ?? true { best = (candidate, score) }
        }
        let landing = best?.0 ?? edge(last: down, in: geometry)
        guard let landing, landing != start else {
            return focusable(from: start, step: down ? 1 : -1, in: geometry)
        }
        return landing
    }
}
