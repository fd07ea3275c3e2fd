/// Running totals over a list of counts (a Fenwick tree): update one count, ask a prefix sum or
/// which slot holds a position, each in O(log n).
public struct PrefixSums: Sendable, Equatable {
    private var values: [Int]
    private var tree: [Int]

    /// Creates running totals over `values`.
    ///
    /// - Complexity: O(n).
    public init(_ values: [Int] = []) {
        self.values = values
        tree = [0] + values
        var index = 1
        while index < tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
            index += 1
        }
    }

    /// The number of slots.
    public var count: Int { values.count }

    /// The value of slot `index`.
    public subscript(index: Int) -> Int { values[index] }

    /// The values, in order.
    public var allValues: [Int] { values }

    /// The sum of all values.
    ///
    /// - Complexity: O(log n).
    public var total: Int { prefix(count) }

    /// The sum of the first `length` values.
    ///
    /// - Complexity: O(log n).
    public func prefix(_ length: Int) -> Int {
        precondition(length >= 0 && length <= values.count, "prefix \(length) is out of 0...\(values.count)")
        var sum = 0
        var index = length
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// Adds `delta` to slot `index`.
    ///
    /// - Complexity: O(log n).
    public mutating func add(_ delta: Int, at index: Int) {
        values[index] += delta
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The slot that holds position `position` when the values are laid end to end.
    ///
    /// - Complexity: O(log n).
    public func slot(containing position: Int) -> Int {
        precondition(position >= 0 && position < total, "position \(position) is out of 0..<\(total)")
        var index = 0
        var remaining = position
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = index + step
            if next < tree.count && tree[next] <= remaining {
                index = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return index
    }

    /// Inserts a slot; rebuilding the totals keeps the structure simple for this rare operation.
    ///
    /// - Complexity: O(n).
    public mutating func insert(_ value: Int, at index: Int) {
        values.insert(value, at: index)
        self = PrefixSums(values)
    }

    /// Removes a slot.
    ///
    /// - Complexity: O(n).
    public mutating func remove(at index: Int) {
        values.remove(at: index)
        self = PrefixSums(values)
    }
}
