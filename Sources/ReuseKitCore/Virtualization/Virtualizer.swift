/// Tracks which items are visible and which are prefetched from one layout pass to the next,
/// and reports only the difference, so a scroll step costs the rows entering and leaving.
///
/// Works on contiguous ranges of flat item indexes and allocates nothing.
public struct Virtualizer: Sendable {
    /// The items visible after the last pass.
    public private(set) var visible: Range<Int> = 0..<0
    /// The items in the prefetch range after the last pass (never overlapping `visible`).
    public private(set) var prefetch: Range<Int> = 0..<0
    /// The direction of the last move.
    public private(set) var direction: ScrollDirection = .none
    private var lastOffset: Double?

    /// Creates a virtualizer with nothing visible.
    public init() {}

    /// What changed in one pass.
    public struct Change: Equatable, Sendable {
        /// Items that were visible and are no longer.
        public var leaving: RangePair
        /// Items that are visible and were not.
        public var entering: RangePair
        /// Items that entered the prefetch range (and are not visible).
        public var prefetchStarted: RangePair
        /// Items that left the prefetch range without becoming visible.
        public var prefetchCancelled: RangePair
    }

    /// Records the direction of travel from the new viewport offset.
    ///
    /// - Complexity: O(1).
    public mutating func noteOffset(_ offset: Double) {
        if let lastOffset, offset != lastOffset {
            direction = offset > lastOffset ? .forward : .backward
        }
        lastOffset = offset
    }

    /// Moves to new visible and prefetch ranges and reports the difference.
    ///
    /// The prefetch range lies on one side of the visible range and touches it, as
    /// ``ListLayout/prefetchRange(visible:top:bottom:direction:distance:)`` returns it.
    ///
    /// - Complexity: O(1).
    public mutating func update(visible newVisible: Range<Int>, prefetch newPrefetch: Range<Int>) -> Change {
        let cleanPrefetch = Self.clip(newPrefetch, outside: newVisible)
        let leaving = RangePair(visible, removing: newVisible)
        let entering = RangePair(newVisible, removing: visible)
        let started = RangePair(cleanPrefetch, removing: prefetch)
        // Taking the visible range out of each cancelled piece could split one in two and lose
        // its upper part; taking out visible and prefetch together, one range, cannot.
        let cancelled = RangePair(prefetch, removing: Self.union(newVisible, cleanPrefetch))
        visible = newVisible
        prefetch = cleanPrefetch
        return Change(
            leaving: leaving, entering: entering, prefetchStarted: started, prefetchCancelled: cancelled)
    }

    /// Forgets everything (after a reload): the next pass reports all visible items as entering.
    public mutating func reset() {
        visible = 0..<0
        prefetch = 0..<0
        lastOffset = nil
        direction = .none
    }

    /// Shifts the remembered ranges after items were inserted or removed, so they keep naming
    /// the same items.
    public mutating func replaceRanges(visible newVisible: Range<Int>, prefetch newPrefetch: Range<Int>) {
        visible = newVisible
        prefetch = Self.clip(newPrefetch, outside: newVisible)
    }

    /// The range covering two ranges that touch or overlap; an empty one adds nothing.
    static func union(_ range: Range<Int>, _ other: Range<Int>) -> Range<Int> {
        if range.isEmpty { return other }
        if other.isEmpty { return range }
        return min(range.lowerBound, other.lowerBound)..<max(range.upperBound, other.upperBound)
    }

    /// The part of `range` outside `other`, which must not split it in two: prefetch ranges lie
    /// on one side of the visible range.
    static func clip(_ range: Range<Int>, outside other: Range<Int>) -> Range<Int> {
        let pair = RangePair(range, removing: other)
        return pair.lower.isEmpty ? pair.upper : pair.lower
    }
}
