/// Grants at most `limit` slots at once; waiters are served highest priority first, first come
/// first served within a priority, and can be re-prioritised or withdrawn while they wait.
///
/// One FIFO queue per priority with lazy deletion: re-prioritising re-enqueues under a new
/// sequence number and stale queue entries are skipped when popped, so every operation is O(1)
/// amortised. Generic over the waiter so that tests can drive it without continuations.
struct PriorityLimiter<Waiter> {
    private struct Waiting {
        var priority: ImageRequest.Priority
        var sequence: UInt64
        var waiter: Waiter
    }

    let limit: Int
    private(set) var running = 0
    private var waiting: [UInt64: Waiting] = [:]
    private var queues = [[(id: UInt64, sequence: UInt64)]](
        repeating: [], count: ImageRequest.Priority.allCases.count)
    private var heads = [Int](repeating: 0, count: ImageRequest.Priority.allCases.count)
    private var nextSequence: UInt64 = 0

    init(limit: Int) {
        precondition(limit > 0, "a limiter needs at least one slot")
        self.limit = limit
    }

    /// The number of waiters.
    var waitingCount: Int { waiting.count }

    /// The priority `id` waits with, if it waits.
    func priority(of id: UInt64) -> ImageRequest.Priority? {
        waiting[id]?.priority
    }

    /// Takes a slot if one is free.
    mutating func tryAcquire() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    /// Queues `id` for the next free slot.
    mutating func enqueue(_ id: UInt64, priority: ImageRequest.Priority, waiter: Waiter) {
        precondition(waiting[id] == nil, "operation \(id) is already waiting")
        nextSequence += 1
        waiting[id] = Waiting(priority: priority, sequence: nextSequence, waiter: waiter)
        queues[priority.rawValue].append((id, nextSequence))
    }

    /// Moves a waiting `id` to another priority (keeping it last among equals there).
    mutating func updatePriority(_ id: UInt64, to priority: ImageRequest.Priority) {
        guard var entry = waiting[id], entry.priority != priority else { return }
        nextSequence += 1
        entry.priority = priority
        entry.sequence = nextSequence
        waiting[id] = entry
        queues[priority.rawValue].append((id, nextSequence))
    }

    /// Withdraws a waiting `id` and returns its waiter, for the caller to tell it so.
    mutating func withdraw(_ id: UInt64) -> Waiter? {
        waiting.removeValue(forKey: id)?.waiter
    }

    /// Frees a slot; if someone waits, the slot passes to them and their waiter is returned for
    /// the caller to wake.
    mutating func release() -> Waiter? {
        precondition(running > 0, "releasing a slot nobody holds")
        for level in ImageRequest.Priority.allCases.reversed() {
            while heads[level.rawValue] < queues[level.rawValue].count {
                let candidate = queues[level.rawValue][heads[level.rawValue]]
                heads[level.rawValue] += 1
                compactIfDrained(level.rawValue)
                if let entry = waiting[candidate.id], entry.sequence == candidate.sequence {
                    waiting[candidate.id] = nil
                    return entry.waiter
                }
            }
        }
        running -= 1
        return nil
    }

    private mutating func compactIfDrained(_ level: Int) {
        if heads[level] == queues[level].count {
            queues[level].removeAll(keepingCapacity: true)
            heads[level] = 0
        }
    }
}
