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
public struct ReusePool<Element> {
    private var storage: [String: [Element]] = [:]
    /// The most elements kept per identifier; beyond it enqueued elements are discarded.
    public var limitPerIdentifier: Int
    /// What the pool has done so far.
    public private(set) var counters = ReuseCounters()

    /// Creates an empty pool.
    public init(limitPerIdentifier: Int = 64) {
        precondition(limitPerIdentifier >= 0, "a pool limit cannot be negative")
        self.limitPerIdentifier = limitPerIdentifier
    }

    /// Takes a pooled element of `identifier`, or returns `nil` when there is none.
    ///
    /// - Complexity: O(1) on average.
    public mutating func dequeue(_ identifier: String) -> Element? {
        guard let element = storage[identifier]?.popLast() else { return nil }
        counters.reused += 1
        return element
    }

    /// Records that an element was made because none was pooled.
    public mutating func noteCreated() {
        counters.created += 1
    }

    /// Puts an element back; returns it instead when the pool is full for its identifier.
    ///
    /// - Complexity: O(1) on average; allocates only while the pool grows.
    @discardableResult
    public mutating func enqueue(_ element: Element, identifier: String) -> Element? {
        if storage[identifier, default: []].count >= limitPerIdentifier {
            counters.discarded += 1
            return element
        }
        storage[identifier, default: []].append(element)
        counters.enqueued += 1
        return nil
    }

    /// How many elements of `identifier` are pooled.
    public func count(for identifier: String) -> Int { storage[identifier]?.count ?? 0 }

    /// How many elements are pooled in all.
    public var totalCount: Int { storage.values.reduce(0) { $0 + $1.count } }

    /// The pooled elements of every identifier.
    public var allElements: [Element] { storage.values.flatMap { $0 } }

    /// Empties the pool, returning what it held.
    public mutating func removeAll() -> [Element] {
        let elements = allElements
        storage.removeAll(keepingCapacity: true)
        return elements
    }
}
