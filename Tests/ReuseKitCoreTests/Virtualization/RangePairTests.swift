import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Range pair")
struct RangePairTests {
    /// The indexes of a pair in the order `forEach` gives them.
    static func elements(_ pair: RangePair) -> [Int] {
        var result: [Int] = []
        pair.forEach { result.append($0) }
        return result
    }

    /// Checks that a pair holds exactly `expected`, lower range first, and answers consistently.
    static func mismatch(_ pair: RangePair, _ expected: Set<Int>) -> String? {
        let elements = elements(pair)
        if elements != expected.sorted() { return "\(pair) holds \(elements), expected \(expected.sorted())" }
        if !pair.lower.isEmpty && !pair.upper.isEmpty && pair.lower.upperBound >= pair.upper.lowerBound {
            return "\(pair): its ranges are out of order or touch"
        }
        if pair.count != expected.count || pair.isEmpty != expected.isEmpty { return "\(pair): wrong count" }
        return nil
    }

    @Test("taking a range out of another leaves what lies below and above it")
    func examples() {
        #expect(RangePair(0..<10, removing: 3..<5) == RangePair(lower: 0..<3, upper: 5..<10))
        #expect(RangePair(0..<10, removing: 0..<5) == RangePair(lower: 0..<0, upper: 5..<10))
        #expect(RangePair(0..<10, removing: 20..<25) == RangePair(lower: 0..<10, upper: 10..<10))
        #expect(RangePair(0..<10, removing: 5..<5).count == 10)
        #expect(RangePair(3..<4, removing: 0..<10).isEmpty)
        #expect(RangePair.empty.isEmpty)
        #expect(RangePair(lower: 1..<2, upper: 4..<5).contains(4))
        #expect(!RangePair(lower: 1..<2, upper: 4..<5).contains(2))
    }

    @Test("random differences equal set differences")
    func randomized() {
        let run = RandomizedRun(name: "RangePair", defaultIterations: 5000)
        var random = run.makeGenerator()
        for step in 0..<run.iterations {
            let range = Self.range(using: &random)
            let removed = Self.range(using: &random)
            let pair = RangePair(range, removing: removed)
            if let problem = Self.mismatch(pair, Set(range).subtracting(removed)) {
                Issue.record("step \(step): \(range) minus \(removed): \(problem) (SEED=\(run.seed))")
                return
            }
            for index in -1...21
            where pair.contains(index) != (range.contains(index) && !removed.contains(index)) {
                Issue.record("step \(step): contains(\(index)) is wrong for \(pair) (SEED=\(run.seed))")
                return
            }
        }
    }

    static func range(using random: inout SeededGenerator) -> Range<Int> {
        let lower = Int.random(in: 0...20, using: &random)
        return lower..<Int.random(in: lower...20, using: &random)
    }
}
