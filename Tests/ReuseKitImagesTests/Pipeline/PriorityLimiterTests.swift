import TestSupport
import Testing

@testable import ReuseKitImages

@Suite("Priority limiter")
struct PriorityLimiterTests {
    /// The obvious version: a list of waiters, scanned for the best on every release.
    struct Reference {
        var running = 0
        var waiting: [(id: UInt64, priority: Int, sequence: Int)] = []
        var sequence = 0

        mutating func next() -> UInt64? {
            guard
                let best = waiting.indices.max(by: { a, b in
                    (waiting[a].priority, -waiting[a].sequence) < (waiting[b].priority, -waiting[b].sequence)
                })
            else { return nil }
            return waiting.remove(at: best).id
        }
    }

    @Test("a random schedule grants slots exactly as a scan-everything reference does")
    func matchesReference() {
        let run = RandomizedRun(name: "priority limiter", defaultIterations: 5000)
        var generator = run.makeGenerator()
        var limiter = PriorityLimiter<UInt64>(limit: 3)
        var reference = Reference()
        var nextID: UInt64 = 0
        for _ in 0..<run.iterations {
            let priority = ImageRequest.Priority.allCases.randomElement(using: &generator) ?? .normal
            switch generator.next() % 10 {
            case 0..<4:
                nextID += 1
                if limiter.tryAcquire() {
                    #expect(reference.running < 3)
                    reference.running += 1
                } else {
                    #expect(reference.running == 3)
                    limiter.enqueue(nextID, priority: priority, waiter: nextID)
                    reference.sequence += 1
                    reference.waiting.append((nextID, priority.rawValue, reference.sequence))
                }
            case 4..<7 where reference.running > 0:
                let granted = limiter.release()
                let expected = reference.next()
                #expect(granted == expected)
                if expected == nil { reference.running -= 1 }
            case 7, 8:
                guard let entry = reference.waiting.randomElement(using: &generator) else { continue }
                limiter.updatePriority(entry.id, to: priority)
                if let index = reference.waiting.firstIndex(where: { $0.id == entry.id }),
                    reference.waiting[index].priority != priority.rawValue
                {
                    reference.sequence += 1
                    reference.waiting[index].priority = priority.rawValue
                    reference.waiting[index].sequence = reference.sequence
                }
            default:
                guard let entry = reference.waiting.randomElement(using: &generator) else { continue }
                #expect(limiter.withdraw(entry.id) == entry.id)
                reference.waiting.removeAll { $0.id == entry.id }
            }
            #expect(limiter.running == reference.running)
            #expect(limiter.waitingCount == reference.waiting.count)
        }
    }
}
