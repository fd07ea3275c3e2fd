/// Counters of a reuse pool: how many elements were created, reused, enqueued and discarded.
public struct ReuseCounters: Equatable, Sendable {
    /// Elements made because the pool had none of the asked identifier.
    public var created = 0
    /// Elements handed out again from the pool.
    public var reused = 0
    /// Elements put back into the pool.
    public var enqueued = 0
    /// Elements dropped because the pool was full for their identifier.
    public var discarded = 0

    /// Zero counters.
    public init() {}
}

/// Elements (cells, views) waiting to be used again, kept per reuse identifier and bounded.
///
/// Dequeuing returns an element of exactly the asked identifier whenever one is pooled.
/// Identifiers are few (a handful per list), so they live in a small array searched linearly:
/// no hashing, and no allocation once each stack has reached its size. The operations are
/// inlinable so that clients get them specialized for their element type.
public struct ReusePool<Element> {
    @usableFromInline var identifiers: [String] = []
    @usableFromInline var stacks: [[Element]] = []
    /// The most elements kept per identifier; beyond it enqueued elements are discarded.
    public var limitPerIdentifier: Int
    /// What the pool has done so far.
    public var counters: ReuseCounters { storedCounters }
    @usableFromInline var storedCounters = ReuseCounters()

    /// Creates an empty pool.
    public init(limitPerIdentifier: Int = 64) {
        precondition(limitPerIdentifier >= 0, "a pool limit cannot be negative")
        self.limitPerIdentifier = limitPerIdentifier
    }

    @inlinable
    func slot(of identifier: String) -> Int? {
        var index = 0
        while index < identifiers.count {
            if identifiers[index] == identifier { return index }
            index += 1
        }
        return nil
    }

    /// Takes a pooled element of `identifier`, or returns `nil` when there is none.
    ///
    /// - Complexity: O(identifiers).
    @inlinable
    public mutating func dequeue(_ identifier: String) -> Element? {
        guard let slot = slot(of: identifier), let element = stacks[slot].popLast() else { return nil }
        storedCounters.reused += 1
        return element
    }

    /// Records that an element was made because none was pooled.
    @inlinable
    public mutating func noteCreated() {
        storedCounters.created += 1
    }

    /// Puts an element back; returns it instead when the pool is full for its identifier.
    ///
    /// - Complexity: O(identifiers); allocates only while the pool grows.
    @inlinable
    @discardableResult
    public mutating func enqueue(_ element: Element, identifier: String) -> Element? {
        let index: Int
        if let existing = slot(of: identifier) {
            index = existing
        } else {
            identifiers.append(identifier)
            stacks.append([])
            index = stacks.count - 1
        }
        if stacks[index].count >= limitPerIdentifier {
            storedCounters.discarded += 1
            return element
        }
        stacks[index].append(element)
        storedCounters.enqueued += 1
        return nil
    }

    /// How many elements of `identifier` are pooled.
    public func count(for identifier: String) -> Int { slot(of: identifier).map { stacks[$0].count } ?? 0 }

    /// How many elements are pooled in all.
    public var totalCount: Int { stacks.reduce(0) { $0 + $1.count } }

    /// The pooled elements of every identifier.
    public var allElements: [Element] { stacks.flatMap { $0 } }

    /// Empties the pool, returning what it held.
    public mutating func removeAll() -> [Element] {
        let elements = allElements
        for index in stacks.indices { stacks[index].removeAll(keepingCapacity: true) }
        return elements
    }
}
