import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Reuse pool")
struct ReusePoolTests {
    struct Cell: Hashable {
        var identifier: String
        var serial: Int
    }

    @Test("dequeuing returns a pooled element of the asked identifier whatever else is pooled")
    func exactIdentifier() {
        var pool = ReusePool<Cell>()
        pool.enqueue(Cell(identifier: "image", serial: 0), identifier: "image")
        pool.enqueue(Cell(identifier: "text", serial: 1), identifier: "text")
        pool.enqueue(Cell(identifier: "image", serial: 2), identifier: "image")
        #expect(pool.dequeue("text") == Cell(identifier: "text", serial: 1))
        #expect(pool.dequeue("text") == nil)
        #expect(pool.dequeue("video") == nil)
        #expect(pool.dequeue("image")?.identifier == "image")
        #expect(pool.count(for: "image") == 1)
        #expect(pool.counters.reused == 2)
    }

    @Test("a full identifier discards what is enqueued and hands it back")
    func limit() {
        var pool = ReusePool<Cell>(limitPerIdentifier: 1)
        #expect(pool.enqueue(Cell(identifier: "a", serial: 0), identifier: "a") == nil)
        #expect(
            pool.enqueue(Cell(identifier: "a", serial: 1), identifier: "a")
                == Cell(identifier: "a", serial: 1))
        #expect(pool.enqueue(Cell(identifier: "b", serial: 2), identifier: "b") == nil)
        #expect(pool.totalCount == 2)
        #expect(pool.counters.enqueued == 2 && pool.counters.discarded == 1)
        var none = ReusePool<Cell>(limitPerIdentifier: 0)
        #expect(none.enqueue(Cell(identifier: "a", serial: 3), identifier: "a") != nil)
        #expect(none.totalCount == 0)
        #expect(
            Set(pool.removeAll()) == [Cell(identifier: "a", serial: 0), Cell(identifier: "b", serial: 2)])
        #expect(pool.totalCount == 0 && pool.allElements.isEmpty)
    }

    @Test("random dequeues and enqueues agree with a reference and count exactly")
    func randomized() {
        let run = RandomizedRun(name: "ReusePool", defaultIterations: 5000)
        var random = run.makeGenerator()
        let identifiers = ["a", "b", "c"]
        let limit = Int.random(in: 0...4, using: &random)
        var pool = ReusePool<Cell>(limitPerIdentifier: limit)
        var pooled: [String: Set<Cell>] = [:]
        var inUse: [Cell] = []
        var expected = ReuseCounters()
        for step in 0..<run.iterations {
            let identifier = identifiers.randomElement(using: &random) ?? "a"
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<45:
                if let cell = pool.dequeue(identifier) {
                    guard cell.identifier == identifier, pooled[identifier]?.remove(cell) != nil else {
                        Issue.record("step \(step): dequeued \(cell) for \(identifier) (SEED=\(run.seed))")
                        return
                    }
                    expected.reused += 1
                    inUse.append(cell)
                } else if pooled[identifier]?.isEmpty == false {
                    Issue.record(
                        "step \(step): nothing dequeued though \(identifier) is pooled (SEED=\(run.seed))")
                    return
                } else {
                    pool.noteCreated()
                    expected.created += 1
                    inUse.append(Cell(identifier: identifier, serial: step))
                }
            case 45..<95 where !inUse.isEmpty:
                let cell = inUse.remove(at: Int.random(in: 0..<inUse.count, using: &random))
                let returned = pool.enqueue(cell, identifier: cell.identifier)
                if pooled[cell.identifier, default: []].count >= limit {
                    expected.discarded += 1
                    #expect(returned == cell)
                } else {
                    expected.enqueued += 1
                    pooled[cell.identifier, default: []].insert(cell)
                    #expect(returned == nil)
                }
            case 95..<97:
                let removed = pool.removeAll()
                #expect(Set(removed) == pooled.values.reduce(into: Set<Cell>()) { $0.formUnion($1) })
                pooled = [:]
            default:
                break
            }
            guard pool.counters == expected,
                identifiers.allSatisfy({ pool.count(for: $0) == pooled[$0, default: []].count }),
                pool.totalCount == pooled.values.reduce(0, { $0 + $1.count })
            else {
                Issue.record("step \(step): counts \(pool.counters), expected \(expected) (SEED=\(run.seed))")
                return
            }
        }
    }
}
