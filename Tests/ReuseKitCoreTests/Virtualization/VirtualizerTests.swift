import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Virtualizer")
struct VirtualizerTests {
    @Test("the direction follows the offset and holds while it does not move")
    func direction() {
        var virtualizer = Virtualizer()
        #expect(virtualizer.direction == .none)
        virtualizer.noteOffset(100)
        #expect(virtualizer.direction == .none)
        virtualizer.noteOffset(120)
        #expect(virtualizer.direction == .forward)
        virtualizer.noteOffset(120)
        #expect(virtualizer.direction == .forward)
        virtualizer.noteOffset(-3)
        #expect(virtualizer.direction == .backward)
        virtualizer.reset()
        #expect(virtualizer.direction == .none)
        virtualizer.noteOffset(-10)
        #expect(virtualizer.direction == .none)
        virtualizer.noteOffset(-9.5)
        #expect(virtualizer.direction == .forward)
    }

    @Test("the first pass reports every visible item as entering and a reset starts over")
    func firstPass() {
        var virtualizer = Virtualizer()
        let change = virtualizer.update(visible: 0..<5, prefetch: 5..<8)
        #expect(change.entering == RangePair(lower: 0..<5, upper: 5..<5))
        #expect(change.leaving.isEmpty)
        #expect(change.prefetchStarted == RangePair(lower: 5..<8, upper: 8..<8))
        #expect(change.prefetchCancelled.isEmpty)
        virtualizer.reset()
        #expect(virtualizer.visible.isEmpty && virtualizer.prefetch.isEmpty)
        #expect(virtualizer.update(visible: 2..<4, prefetch: 4..<4).entering.count == 2)
    }

    @Test("prefetched items left behind by a jump inside the old prefetch range are cancelled")
    func jumpInsidePrefetch() {
        var virtualizer = Virtualizer()
        _ = virtualizer.update(visible: 15..<20, prefetch: 10..<15)
        // Far back into a tall item: nothing above it is within the prefetch distance.
        let change = virtualizer.update(visible: 12..<14, prefetch: 12..<12)
        #expect(RangePairTests.elements(change.prefetchCancelled) == [10, 11, 14])
        #expect(RangePairTests.elements(change.entering) == [12, 13])
    }

    @Test("replacing the ranges renames them without reporting a change")
    func replaceRanges() {
        var virtualizer = Virtualizer()
        _ = virtualizer.update(visible: 3..<6, prefetch: 6..<9)
        virtualizer.replaceRanges(visible: 4..<7, prefetch: 5..<10)
        #expect(virtualizer.visible == 4..<7)
        #expect(virtualizer.prefetch == 7..<10)
        let change = virtualizer.update(visible: 4..<7, prefetch: 7..<10)
        #expect(change.entering.isEmpty && change.leaving.isEmpty)
        #expect(change.prefetchStarted.isEmpty && change.prefetchCancelled.isEmpty)
    }

    @Test("random passes report exactly the set differences of visible and prefetched items")
    func randomized() {
        let run = RandomizedRun(name: "Virtualizer", defaultIterations: 5000)
        var random = run.makeGenerator()
        var virtualizer = Virtualizer()
        var visible: Set<Int> = []
        var prefetch: Set<Int> = []
        for step in 0..<run.iterations {
            if Int.random(in: 0..<50, using: &random) == 0 {
                virtualizer.reset()
                visible = []
                prefetch = []
            }
            let newVisible = RangePairTests.range(using: &random)
            let newPrefetch = Self.prefetch(beside: newVisible, using: &random)
            let change = virtualizer.update(visible: newVisible, prefetch: newPrefetch)
            let nowVisible = Set(newVisible)
            let nowPrefetched = Set(newPrefetch).subtracting(nowVisible)
            let expected: [(String, RangePair, Set<Int>)] = [
                ("entering", change.entering, nowVisible.subtracting(visible)),
                ("leaving", change.leaving, visible.subtracting(nowVisible)),
                ("prefetchStarted", change.prefetchStarted, nowPrefetched.subtracting(prefetch)),
                (
                    "prefetchCancelled", change.prefetchCancelled,
                    prefetch.subtracting(nowPrefetched).subtracting(nowVisible)
                ),
            ]
            for (name, pair, set) in expected {
                if let problem = RangePairTests.mismatch(pair, set) {
                    let passes = "\(visible.sorted()) + \(prefetch.sorted()) → \(newVisible) + \(newPrefetch)"
                    Issue.record("step \(step): \(passes): \(name): \(problem) (SEED=\(run.seed))")
                    return
                }
            }
            visible = nowVisible
            prefetch = nowPrefetched
            #expect(Set(virtualizer.visible) == visible && Set(virtualizer.prefetch) == prefetch)
        }
    }

    /// A prefetch range on one side of `visible` and touching it (as `ListLayout.prefetchRange`
    /// gives), sometimes overlapping it, sometimes empty.
    static func prefetch(beside visible: Range<Int>, using random: inout SeededGenerator) -> Range<Int> {
        let length = Int.random(in: 0...6, using: &random)
        let overlap =
            Int.random(in: 0...1, using: &random) * Int.random(in: 0...visible.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return visible.upperBound - overlap..<visible.upperBound + length
        case 1: return max(0, visible.lowerBound - length)..<visible.lowerBound + overlap
        default: return visible.upperBound..<visible.upperBound
        }
    }
}
