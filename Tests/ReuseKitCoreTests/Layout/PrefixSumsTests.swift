import TestSupport
import Testing

@testable import ReuseKitCore

@Suite("Prefix sums")
struct PrefixSumsTests {
    @Test("prefixes and slots of a small list")
    func small() {
        let sums = PrefixSums([3, 0, 2, 5])
        #expect(sums.count == 4)
        #expect(sums.total == 10)
        #expect((0...4).map { sums.prefix($0) } == [0, 3, 3, 5, 10])
        #expect((0..<10).map { sums.slot(containing: $0) } == [0, 0, 0, 2, 2, 3, 3, 3, 3, 3])
        #expect(PrefixSums().total == 0)
    }

    @Test("random adds, inserts and removes agree with an array")
    func randomized() {
        let run = RandomizedRun(name: "PrefixSums", defaultIterations: 4000)
        var random = run.makeGenerator()
        var sums = PrefixSums()
        var values: [Int] = []
        for step in 0..<run.iterations {
            let roll = values.count > 60 ? 90 : Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<40 where !values.isEmpty:
                let index = Int.random(in: 0..<values.count, using: &random)
                let delta = Int.random(in: -values[index]...5, using: &random)
                sums.add(delta, at: index)
                values[index] += delta
            case 40..<75:
                let index = Int.random(in: 0...values.count, using: &random)
                let value = Int.random(in: 0...6, using: &random)
                sums.insert(value, at: index)
                values.insert(value, at: index)
            case 75..<95 where !values.isEmpty:
                let index = Int.random(in: 0..<values.count, using: &random)
                sums.remove(at: index)
                values.remove(at: index)
            case 95..<100:
                values = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    Int.random(in: 0...4, using: &random)
                }
                sums = PrefixSums(values)
            default:
                break
            }
            if let problem = Self.mismatch(sums, values) {
                Issue.record("step \(step): \(problem) (SEED=\(run.seed))")
                return
            }
        }
    }

    static func mismatch(_ sums: PrefixSums, _ values: [Int]) -> String? {
        if sums.allValues != values { return "values \(sums.allValues), expected \(values)" }
        if sums.count != values.count { return "count \(sums.count)" }
        if sums != PrefixSums(values) { return "the running totals differ from a fresh build" }
        var running = 0
        for index in 0...values.count {
            if sums.prefix(index) != running {
                return "prefix(\(index)) is \(sums.prefix(index)), expected \(running)"
            }
            if index < values.count {
                if sums[index] != values[index] { return "slot \(index) holds \(sums[index])" }
                for position in running..<running + values[index]
                where sums.slot(containing: position) != index {
                    return
                        "slot(containing: \(position)) is \(sums.slot(containing: position)), expected \(index)"
                }
                running += values[index]
            }
        }
        return sums.total == running ? nil : "total \(sums.total), expected \(running)"
    }
}
