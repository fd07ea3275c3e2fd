import Foundation

@_spi(Hosting) @testable import ReuseKit

/// What a test compares to say that nothing on screen moved: the tops of the visible rows on
/// screen, keyed by what each row shows, and fling gestures as a host sends them.
extension TableView {
    /// The visible rows' identifiers (`id` names a row's) and their tops on screen (model
    /// frames: where they rest once animations end).
    func screenTops<ID: Hashable>(id: (IndexPath) -> ID) -> [ID: CGFloat] {
        var tops: [ID: CGFloat] = [:]
        for path in indexPathsForVisibleRows ?? [] {
            tops[id(path)] = rectForRow(at: path).minY - contentOffset.y
        }
        return tops
    }

    /// How far each row still visible moved from its top on screen in `before`, the largest.
    func largestMove<ID: Hashable>(since before: [ID: CGFloat], id: (IndexPath) -> ID) -> CGFloat {
        var largest: CGFloat = 0
        for (key, top) in screenTops(id: id) {
            if let old = before[key] { largest = max(largest, abs(top - old)) }
        }
        return largest
    }

    /// A fling: a drag of `distance` points (positive moves the content up, towards the end)
    /// over five steps of 10 ms on `clock`, then release.
    func fling(_ distance: CGFloat, clock: ManualFrameClock) {
        beginDragging()
        for step in 1...5 {
            clock.advance(by: 0.01)
            drag(translation: CGPoint(x: 0, y: -distance * CGFloat(step) / 5))
        }
        _ = endDragging()
        layoutIfNeeded()
    }
}
