/// Where each column of a masonry layout ends, in a tournament tree that names the shortest one.
///
/// Every inner slot holds the winner of its two children: the shorter column, the left one
/// when they are equally short (as a scan from the left that keeps the first strictly shorter
/// column would choose). Raising one column's bottom replays only its path to the root, so
/// choosing the next column is O(1) and each placement O(log columns), with no scan.
struct MasonryColumnBottoms: Sendable {
    /// Each leaf's bottom: the columns' (0 while empty), then +∞ for the leaves past the last
    /// column, which therefore never win and need no test of their own.
    private var leaves: [Double]
    /// The winners: slot 1 is the root, slot `i` has children `2i` and `2i + 1`; leaf `j` is
    /// slot `leafBase + j`.
    private var winners: [Int]
    private var leafBase: Int
    /// The number of columns.
    let count: Int

    /// `count` empty columns.
    init(count: Int) {
        precondition(count >= 1, "a masonry layout needs at least one column")
        self.count = count
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        leaves = Array(repeating: 0, count: count) + Array(repeating: .infinity, count: base - count)
        winners = Array(repeating: 0, count: 2 * base)
        for leaf in 0..<base { winners[base + leaf] = leaf }
        // Every column is 0 and every padding leaf +∞: the left child always wins.
        var slot = base - 1
        while slot >= 1 {
            winners[slot] = winners[2 * slot]
            slot -= 1
        }
    }

    /// Each column's bottom (0 while empty).
    var bottoms: ArraySlice<Double> { leaves[0..<count] }

    /// The bottom of `column`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func bottom(of column: Int) -> Double {
        precondition(column >= 0 && column < count, "no column \(column)")
        return leaves.withUnsafeBufferPointer { $0[column] }
    }

    /// The shortest column, the leftmost among equally short ones.
    ///
    /// - Complexity: O(1).
    var shortest: Int { winners.withUnsafeBufferPointer { $0[1] } }

    /// Sets the bottom of `column`.
    ///
    /// - Complexity: O(log columns).
    mutating func setBottom(_ bottom: Double, of column: Int) {
        precondition(column >= 0 && column < count, "no column \(column)")
        withUnsafeTree { $0.setBottom(bottom, of: column) }
    }

    /// Calls `body` with the tree's storage, for a loop that places many items: the storage is
    /// made unique once for the loop, not once per item.
    @inline(__always)
    mutating func withUnsafeTree<Result>(_ body: (UnsafeTree) -> Result) -> Result {
        let leafBase = leafBase
        return leaves.withUnsafeMutableBufferPointer { leaves in
            winners.withUnsafeMutableBufferPointer { winners in
                body(UnsafeTree(leaves: leaves, winners: winners, leafBase: leafBase))
            }
        }
    }

    /// The tree's storage, lent by ``withUnsafeTree(_:)``; columns are not checked.
    struct UnsafeTree {
        fileprivate let leaves: UnsafeMutableBufferPointer<Double>
        fileprivate let winners: UnsafeMutableBufferPointer<Int>
        fileprivate let leafBase: Int

        /// The shortest column, the leftmost among equally short ones.
        @inline(__always)
        var shortest: Int { winners[1] }

        /// The bottom of `column`.
        @inline(__always)
        func bottom(of column: Int) -> Double { leaves[column] }

        /// Sets the bottom of `column` and replays its path to the root.
        ///
        /// It runs once per item placed, so it chooses each winner without a branch: branches
        /// that columns of random heights mispredict cost more than the replay itself.
        /// - Complexity: O(log columns).
        @inline(__always)
        func setBottom(_ bottom: Double, of column: Int) {
            leaves[column] = bottom
            var slot = (leafBase + column) / 2
            while slot >= 1 {
                let left = winners[2 * slot]
                let right = winners[2 * slot + 1]
                // The left child unless the right one is strictly shorter.
                winners[slot] = leaves[right] < leaves[left] ? right : left
                slot /= 2
            }
        }
    }
}
