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
    /// - Complexity: O(1).
    public mutating func update(visible newVisible: Range<Int>, prefetch newPrefetch: Range<Int>) -> Change {
        let cleanPrefetch = Self.clip(newPrefetch, outside: newVisible)
        let leaving = RangePair(visible, removing: newVisible)
        let entering = RangePair(newVisible, removing: visible)
        let startedAll = RangePair(cleanPrefetch, removing: prefetch)
        let cancelledAll = RangePair(prefetch, removing: cleanPrefetch)
        let cancelled = RangePair(
            lower: Self.clip(cancelledAll.lower, outside: newVisible),
            upper: Self.clip(cancelledAll.upper, outside: newVisible))
        visible = newVisible
        prefetch = cleanPrefetch
        return Change(
            leaving: leaving, entering: entering, prefetchStarted: startedAll, prefetchCancelled: cancelled)
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

    /// The part of `range` outside `other`, which must not split it in two: prefetch ranges lie
    /// on one side of the visible range.
    static func clip(_ range: Range<Int>, outside other: Range<Int>) -> Range<Int> {
        let pair = RangePair(range, removing: other)
        return pair.lower.isEmpty ? pair.upper : pair.lower
    }
}
