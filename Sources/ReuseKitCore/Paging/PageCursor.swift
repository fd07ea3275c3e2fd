/// The current page of a pager among `count` pages, and its neighbours: bounded by the first and
/// last page, or wrapping around with true modular indexing.
public struct PageCursor: Hashable, Sendable {
    /// The number of pages.
    public private(set) var count: Int
    /// The current page (0 when there are no pages).
    public private(set) var index: Int
    /// Whether the last page is followed by the first (and the first preceded by the last).
    public var wraps: Bool

    /// Creates a cursor on `index` (clamped into the pages).
    public init(count: Int, index: Int = 0, wraps: Bool = false) {
        precondition(count >= 0, "a pager cannot have \(count) pages")
        self.count = count
        self.index = 0
        self.wraps = wraps
        self.index = clamped(index)
    }

    /// The page `step` pages away from the current one: modulo `count` when wrapping, `nil` beyond
    /// the first or last page otherwise. Wrapping needs two pages at least: a single page has no
    /// neighbour.
    ///
    /// - Complexity: O(1).
    public func index(offsetBy step: Int) -> Int? {
        guard count > 0 else { return nil }
        if step == 0 { return index }
        if wraps {
            guard count > 1 else { return nil }
            let remainder = (index + step % count) % count
            return remainder < 0 ? remainder + count : remainder
        }
        let target = index + step
        return target >= 0 && target < count ? target : nil
    }

    /// Moves `step` pages; the page must exist.
    ///
    /// - Complexity: O(1).
    public mutating func move(by step: Int) {
        guard let target = index(offsetBy: step) else {
            preconditionFailure("no page \(step) away from page \(index) of \(count)")
        }
        index = target
    }

    /// Moves to page `index`, which must exist.
    public mutating func move(to index: Int) {
        precondition(index >= 0 && index < count, "page \(index) is out of 0..<\(count)")
        self.index = index
    }

    /// Changes the number of pages, keeping the current page when it still exists (else the last).
    ///
    /// - Complexity: O(1).
    public mutating func reload(count: Int) {
        precondition(count >= 0, "a pager cannot have \(count) pages")
        self.count = count
        index = clamped(index)
    }

    /// The signed number of single steps from the current page to `target` the short way round
    /// (forward on a tie) when wrapping, the plain difference otherwise.
    ///
    /// - Complexity: O(1).
    public func distance(to target: Int) -> Int {
        let plain = target - index
        guard wraps, count > 1 else { return plain }
        let forward = ((plain % count) + count) % count
        return forward <= count - forward ? forward : forward - count
    }

    private func clamped(_ index: Int) -> Int {
        count == 0 ? 0 : Swift.min(Swift.max(index, 0), count - 1)
    }
}
