/// Where each column of a masonry layout ends, in a tournament tree that names the shortest one.
///
/// Every inner slot holds the winner of its two children: the shorter column, the left one
/// when they are equally short (as a scan from the left that keeps the first strictly shorter
/// column would choose). Raising one column's bottom replays only its path to the root, so
/// choosing the next column is O(1) and each placement O(log columns), with no scan.
struct MasonryColumnBottoms: Sendable {
    /// Each column's bottom (0 while empty).
    private(set) var bottoms: [Double]
    /// The winners: slot 1 is the root, slot `i` has children `2i` and `2i + 1`; the leaves
    /// start at `leafBase` (columns past the last one never win).
    private var winners: [Int]
    private var leafBase: Int

    /// `count` empty columns.
    init(count: Int) {
        precondition(count >= 1, "a masonry layout needs at least one column")
        bottoms = Array(repeating: 0, count: count)
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        winners = Array(repeating: 0, count: 2 * base)
        for slot in 0..<base { winners[base + slot] = slot < count ? slot : -1 }
        var slot = base - 1
        while slot >= 1 {
            winners[slot] = winner(winners[2 * slot], winners[2 * slot + 1])
            slot -= 1
        }
    }

    /// The number of columns.
    var count: Int { bottoms.count }

    /// The shortest column, the leftmost among equally short ones.
    ///
    /// - Complexity: O(1).
    var shortest: Int { winners[1] }

    /// Sets the bottom of `column`.
    ///
    /// - Complexity: O(log columns).
    mutating func setBottom(_ bottom: Double, of column: Int) {
        bottoms[column] = bottom
        var slot = (leafBase + column) / 2
        while slot >= 1 {
            winners[slot] = winner(winners[2 * slot], winners[2 * slot + 1])
            slot /= 2
        }
    }

    /// The left column unless the right one is strictly shorter; a missing column (−1) loses.
    @inline(__always)
    private func winner(_ left: Int, _ right: Int) -> Int {
        if right < 0 { return left }
        if left < 0 { return right }
        return bottoms[right] < bottoms[left] ? right : left
    }
}
