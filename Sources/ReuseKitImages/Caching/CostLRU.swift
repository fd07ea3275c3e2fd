/// A least-recently-used map bounded by nothing itself: it tracks total cost and hands out its
/// oldest entry, and its owner decides when to evict.
///
/// Entries live in one array and link to each other by index (an intrusive doubly linked list),
/// with a dictionary from key to slot; freed slots are reused, so steady-state use does not
/// allocate.
struct CostLRU<Key: Hashable, Value> {
    fileprivate struct Node {
        var entry: (key: Key, value: Value)?
        var cost: Int
        /// The next entry towards the oldest.
        var older: Int
        /// The next entry towards the newest.
        var newer: Int
    }

    private static var none: Int { -1 }

    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var newest = Self.none
    private var oldest = Self.none

    /// The sum of the costs of all entries.
    private(set) var totalCost = 0

    /// The number of entries.
    var count: Int { slots.count }

    /// The value for `key`, which becomes the most recently used.
    /// - Complexity: O(1)
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToNewest(slot)
        return nodes[slot].entry?.value
    }

    /// The value for `key` without changing its recency.
    /// - Complexity: O(1)
    func peek(_ key: Key) -> Value? {
        slots[key].flatMap { nodes[$0].entry?.value }
    }

    /// Inserts or replaces the value for `key` as the most recently used.
    /// - Complexity: O(1) amortised
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        precondition(cost >= 0, "a cost cannot be negative")
        if let slot = slots[key] {
            totalCost += cost - nodes[slot].cost
            nodes[slot].entry = (key, value)
            nodes[slot].cost = cost
            moveToNewest(slot)
            return
        }
        let node = Node(entry: (key, value), cost: cost, older: newest, newer: Self.none)
        let slot: Int
        if let reused = freeSlots.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        if newest != Self.none { nodes[newest].newer = slot }
        newest = slot
        if oldest == Self.none { oldest = slot }
        slots[key] = slot
        totalCost += cost
    }

    /// Removes the entry for `key` and returns its value.
    /// - Complexity: O(1)
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        return remove(slot: slot).value
    }

    /// Removes and returns the least recently used entry.
    /// - Complexity: O(1)
    mutating func removeOldest() -> (key: Key, value: Value, cost: Int)? {
        guard oldest != Self.none else { return nil }
        return remove(slot: oldest)
    }

    /// Removes everything.
    mutating func removeAll() {
        self = CostLRU()
    }

    /// Keys from the least to the most recently used.
    /// - Complexity: O(n)
    var keysFromOldest: [Key] {
        var keys: [Key] = []
        var slot = oldest
        while slot != Self.none {
            if let entry = nodes[slot].entry { keys.append(entry.key) }
            slot = nodes[slot].newer
        }
        return keys
    }

    /// Checks the links, the key index and the cost total against each other.
    ///
    /// Returns a description of the first violation, or `nil` when the list is sound.
    /// - Complexity: O(number of slots).
    func checkInvariants() -> String? {
        var seen = 0
        var cost = 0
        var previous = Self.none
        var slot = oldest
        while slot != Self.none {
            let node = nodes[slot]
            if node.older != previous { return "broken older link at slot \(slot)" }
            guard let entry = node.entry else { return "a linked slot \(slot) is empty" }
            if slots[entry.key] != slot { return "the index does not point at slot \(slot)" }
            seen += 1
            cost += node.cost
            previous = slot
            slot = node.newer
            if seen > nodes.count { return "the list has a cycle" }
        }
        if previous != newest { return "the newest entry is not the end of the list" }
        if seen != slots.count { return "\(seen) linked entries but \(slots.count) indexed" }
        if cost != totalCost { return "costs add up to \(cost), not \(totalCost)" }
        if seen + freeSlots.count != nodes.count { return "slots leaked" }
        return nil
    }

    private mutating func remove(slot: Int) -> (key: Key, value: Value, cost: Int) {
        unlink(slot)
        guard let entry = nodes[slot].entry else { preconditionFailure("removing an empty slot") }
        let cost = nodes[slot].cost
        nodes[slot] = Node(entry: nil, cost: 0, older: Self.none, newer: Self.none)
        freeSlots.append(slot)
        slots[entry.key] = nil
        totalCost -= cost
        return (entry.key, entry.value, cost)
    }

    private mutating func unlink(_ slot: Int) {
        let older = nodes[slot].older
        let newer = nodes[slot].newer
        if older != Self.none { nodes[older].newer = newer } else { oldest = newer }
        if newer != Self.none { nodes[newer].older = older } else { newest = older }
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        nodes[slot].older = newest
        nodes[slot].newer = Self.none
        if newest != Self.none { nodes[newest].newer = slot }
        newest = slot
        if oldest == Self.none { oldest = slot }
    }
}

extension CostLRU: Sendable where Key: Sendable, Value: Sendable {}

extension CostLRU.Node: Sendable where Key: Sendable, Value: Sendable {}
